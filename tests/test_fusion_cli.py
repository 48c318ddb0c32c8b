"""The fusion table and the XLA ablation: rows, effects, failures and bad input."""
import json

import pytest

from harness import artifacts
from harness.analysis import fusion
from harness.measure import strict

from commands import harness

strict.importorskip("jax")


def test_fusion_table_and_dump(tmp_path):
    dump = tmp_path / "hlo"
    r = harness("fusion", "--impl", "jax-no-concat,jax-unroll,numpy", "--unroll", "4", "--num-envs", "64",
                "--steps", "16", "--rounds", "1", "--out", str(tmp_path / "out"), "--dump", str(dump))
    assert r.returncode == 0, r.stderr[-2000:]
    (folder,) = (tmp_path / "out").iterdir()
    rows = {(x["impl"], x["variant"]): x for x in json.loads((folder / "fusion.json").read_text())["rows"]}
    assert set(rows) == {("jax-no-concat", ""), ("jax-unroll", "unroll=4"), ("numpy", "")}
    assert rows[("numpy", "")]["status"] == "ok" and "kernels_per_step" not in rows[("numpy", "")]
    nc, un = rows[("jax-no-concat", "")], rows[("jax-unroll", "unroll=4")]
    assert nc["loop_trip_count"] == 16 and un["loop_trip_count"] <= 5  # 16 steps, 4 per iteration
    assert un["kernels_per_step"] < nc["kernels_per_step"]
    assert nc["env_steps_per_s"] > 0
    assert (dump / "jax-unroll-unroll4-cpu.hlo.txt").read_text().startswith("HloModule")
    assert (dump / "jax-no-concat-cpu.loop-body.dot").read_text().startswith("digraph")
    assert "| jax-unroll | unroll=4 | threefry | ok |" in (folder / "fusion.md").read_text()


def test_ablation_detects_no_effect_and_crash(tmp_path):
    """harness ablate through its command line (the ablate command's run on good input): XLA ignores an
    unknown pass name silently (the control setting: no effect), switching fusion off removes every
    fusion; a flag XLA does not know kills the worker, a failed row."""
    r = harness("ablate", "--impl", "jax-no-concat", "--num-envs", "32", "--steps", "8", "--rounds", "1",
                "--settings", "no-fusion,no-such-pass (control)", "--out", str(tmp_path))
    assert r.returncode == 0, r.stderr[-2000:]
    (folder,) = tmp_path.iterdir()
    assert folder.name.endswith("-ablation-jax-no-concat")
    doc = json.loads(artifacts.read_text(artifacts.find(folder, "ablation-jax-no-concat.json")))
    rows = {x["setting"]: x for x in doc["rows"]}
    base, ignored, nofusion = rows["default"], rows["no-such-pass (control)"], rows["no-fusion"]
    assert base["status"] == ignored["status"] == nofusion["status"] == "ok"
    assert ignored["hlo_sha1"] == base["hlo_sha1"] and ignored["effect"].startswith("no effect")
    assert nofusion["hlo_sha1"] != base["hlo_sha1"] and nofusion["effect"] == "changed HLO"
    assert nofusion["fusions_per_step"] == 0 and nofusion["kernels_per_step"] > base["kernels_per_step"]
    crash = fusion.run_worker("jax-no-concat", "", "cpu", 32, 8, 1, extra_flags="--xla_no_such_flag_at_all")
    assert crash["status"] == "failed" and "exit" in crash["reason"]


@pytest.mark.parametrize("args, message", [
    (("fusion", "--unroll", "0"), "--unroll must be a positive integer, got '0'"),
    (("fusion", "--unroll", "1.5"), "--unroll must be a positive integer, got '1.5'"),
    (("fusion", "--impl", "jax-turbo"), "unknown implementation 'jax-turbo'; valid: numpy"),
    (("fusion", "--device", "tpu"), "unknown device 'tpu'; valid: cpu, cuda"),
    (("fusion", "--dump", "/proc/version/x"), "--dump folder '/proc/version/x' cannot be written"),
    (("ablate", "--settings", "no-fusion,warp-speed"), "unknown --settings 'warp-speed'; valid: no-fusion"),
    (("ablate", "--impl", "numpy"), "--impl must be one implementation compiled by XLA, got 'numpy'; valid: jax-naive"),
    (("sweep", "--unroll", "x"), "--unroll must be a positive integer, got 'x'"),
    (("ablate", "--settings", "no-fusion,"), "--settings has an empty item in 'no-fusion,'"),
    (("fusion", "--impl", ""), "--impl has an empty item in ''"),
    (("fusion", "--unroll", "2,,8"), "--unroll has an empty item in '2,,8'"),
])
def test_bad_input_one_line_exit_2(tmp_path, args, message, harness_main):
    r = harness_main(*args, "--out", str(tmp_path / "out"))
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and message in r.stderr, r.stderr
    assert not (tmp_path / "out").exists()


def test_normalised_hlo_ignores_names_not_structure():
    """Two compilations of one program differ in instruction names (numbers, and even a traced
    function's name in place of the op's, by what the process traced before): equal once normalised;
    a different operation or operand is not."""
    normalised_hlo = fusion.normalised_hlo
    a = ("ENTRY %main.3 (p.1: u32[2]) -> u32[2] {\n  %p.1 = u32[2]{0} parameter(0)\n"
         "  %threefry_draw.7 = u32[2]{0} add(%p.1, %p.1), metadata={op_name=\"x\"}\n"
         "  ROOT %c.9 = u32[2]{0} copy(%threefry_draw.7)\n}\n")
    b = ("ENTRY %main.44 (p.2: u32[2]) -> u32[2] {\n  %p.2 = u32[2]{0} parameter(0)\n"
         "  %get-tuple-element.8 = u32[2]{0} add(%p.2, %p.2)\n  ROOT %c.1 = u32[2]{0} copy(%get-tuple-element.8)\n}\n")
    assert normalised_hlo(a) == normalised_hlo(b)
    assert normalised_hlo(a) != normalised_hlo(b.replace("add(", "multiply("))
    assert normalised_hlo(a) != normalised_hlo(b.replace("copy(%get-tuple-element.8)", "copy(%p.2)"))
