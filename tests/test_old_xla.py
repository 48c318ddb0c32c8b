"""The XLA of the study's time as a compile target (harness/analysis/old_xla.py, gpu-compile --xla):
the stub driver answers from the target file, a committed dump of jaxlib 0.4.23 is read exactly, bad
versions are refused before anything runs, and (where bin/setup --old-xla installed it: strictly
under CI, which does) 0.4.23 compiles the study's naive rung for the RTX 2080 Ti with its threefry
kernels."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.analysis import gpu_compile, gpu_model, gpu_targets, old_xla
from harness.measure import strict

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "old_xla" / "0.4.23-rtx2080ti-jax-naive-rngkernel-threefry"

_ASK = r"""
import ctypes, sys
lib = ctypes.CDLL(sys.argv[1])
v = ctypes.c_int()
assert lib.cuInit(0) == 0
out = {}
for name, attr in (("sms", 16), ("major", 75), ("minor", 76), ("l2", 38), ("threads_per_sm", 39), ("clock_khz", 13),
                   ("mem_khz", 36), ("bus", 37), ("shared_per_sm", 81), ("regs_per_sm", 82)):
    assert lib.cuDeviceGetAttribute(ctypes.byref(v), attr, 0) == 0
    out[name] = v.value
name = ctypes.create_string_buffer(256)
lib.cuDeviceGetName(name, 256, 0)
out["name"] = name.value.decode()
print(out)
"""


@pytest.fixture(scope="module")
def stub(tmp_path_factory) -> Path:
    return old_xla.build_stub(tmp_path_factory.mktemp("stub"))


def _ask(stub: Path, spec: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", _ASK, str(stub / "libcuda.so.1")], capture_output=True, text=True,
                          env={**os.environ, "CARTPOLE_STUB_GPU": spec}, timeout=60)


@pytest.mark.parametrize("name", ["rtx2080ti", "h100"])
def test_the_stub_driver_answers_with_the_target_files_figures(stub, name):
    t = gpu_targets.load(name)
    r = _ask(stub, old_xla.stub_gpu(t))
    assert r.returncode == 0, r.stderr
    got = eval(r.stdout)  # noqa: S307 - our own child's dict
    assert (got["sms"], f"sm_{got['major']}{got['minor']}", got["l2"], got["threads_per_sm"]) == \
        (t.sms, t.arch, t.l2_bytes, t.threads_per_sm)
    assert (got["shared_per_sm"], got["regs_per_sm"], got["name"]) == (t.shared_per_sm, t.registers_per_sm, t.description)
    assert got["clock_khz"] == round(t.clock_ghz * 1e6)
    assert 2 * got["mem_khz"] * 1000 * got["bus"] / 8 == pytest.approx(t.bandwidth, rel=1e-6)  # XLA's bandwidth


def test_the_stub_driver_refuses_a_malformed_description(stub):
    r = _ask(stub, "NVIDIA X;7;5;68")
    assert r.returncode == 3 and "CARTPOLE_STUB_GPU is malformed" in r.stderr


def test_a_dump_of_the_studys_xla_is_read_exactly():
    """jaxlib 0.4.23's naive rung for the RTX 2080 Ti (2048 x 1000): 25 launches a step in the HLO (the
    condition and two copies among them), four of them jaxlib's threefry kernel (a custom call), and the
    XLA runtime's host program: 24 launches an iteration (18 kernels, 2 copies, the 4 threefry calls), 19
    with its CUDA graph counted once; what runs: 22 kernels and 2 copies a step, no condition."""
    r = gpu_compile.analyse_program(FIXTURE, 1000, 2048, gpu_targets.load("rtx2080ti"))
    assert r["kernels_per_step"] == pytest.approx(25.005)
    assert r["unfused"]["custom-call:cu_threefry2x32"] == 4.0 and r["unfused"]["concatenate"] == 2.0
    lau = r["launches"]
    assert (lau["loops"], lau["per_iteration"], lau["graph_per_iteration"]) == (1, 24, 19)
    assert (lau["body_kernels"], lau["body_copies"], lau["body_other"], lau["condition_runs"]) == (18, 2, 4, False)
    assert [t["threads"] for t in lau["body"] if t["name"] == "fusion_7"] == [4096]  # 32 blocks x 128
    assert sum(t["name"] == "cu_threefry2x32" for t in lau["body"]) == 4
    assert r["launches_per_step"] == pytest.approx(24.005) and r["graph_launches_per_step"] == pytest.approx(19.001)
    # what runs, counted apart: 22 kernels (4 of them threefry's), the 2 copies as memcpys, no condition (the
    # loop's trip count is known: the runtime program is an scf.for)
    assert (r["runs_kernels_per_step"], r["runs_copies_per_step"], r["runs_conditions_per_step"]) == \
        pytest.approx((22.002, 2.003, 0.0))
    assert lau["source"] == "runtime host program"


def test_the_runtime_program_parser_needs_one_entry():
    with pytest.raises(ValueError, match="no single entry"):
        old_xla.parse_rt_host("module @m {\n}\n")


def test_the_model_fits_each_xla_of_a_result_apart():
    """gpu-model on a result holding two XLAs fits the oldest by default, and each beside it."""
    doc = json.loads((Path(__file__).parent / "fixtures" / "old_xla" / "two_xlas.json").read_text())
    m = gpu_model.model(doc)
    assert m["xla"] == "0.4.23" and m["jax"] == "0.4.23" and set(m["by_xla"]) == {"0.4.23", "today"}
    assert m["by_xla"]["0.4.23"]["anchored"] == m["fits"]["anchored"]
    assert m["by_xla"]["today"]["anchored"]["ratios"] != m["fits"]["anchored"]["ratios"]
    assert gpu_model.model(doc, "today")["fits"] == {k: m["by_xla"]["today"][k] for k in ("free", "anchored")}


@pytest.mark.parametrize("argv, message", [
    (["--xla", "0.3"], "unknown --xla '0.3'; valid: 0.4.23, 0.4.31, today"),
    (["--xla", "0.4.31"], "--xla 0.4.31: not installed here"),
])
def test_a_bad_xla_version_is_refused_before_anything_runs(argv, message, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(old_xla.ROOT_ENV, str(tmp_path / "none"))
    monkeypatch.chdir(tmp_path)
    assert main(["gpu-compile", "--target", "rtx2080ti", "--impl", "jax-naive", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and not list(tmp_path.iterdir())


def _installed(version: str) -> None:
    problem = old_xla.problem(version)
    if problem is None:
        return
    requested = old_xla.root() / "requested"
    if strict.strict_frameworks() and requested.exists() and version in requested.read_text().split():
        pytest.fail(f"bin/setup --old-xla installed {version} but it cannot compile: {problem}")
    pytest.skip(problem)


@pytest.mark.slow
def test_the_studys_xla_compiles_the_naive_rung_with_its_threefry_kernels():
    """Live: jaxlib 0.4.23 against the stub driver compiles the registry's study-naive rung (threefry)
    and its no-concat rung for the RTX 2080 Ti: four threefry kernels a step in the first, none of
    them in the second, both read through the runtime's host program."""
    _installed("0.4.23")
    chosen = [gpu_compile.Program("jax-naive-rngkernel", "threefry"), gpu_compile.Program("jax-no-concat", "spec")]
    result = gpu_compile.study([gpu_targets.load("rtx2080ti")], chosen, num_envs=256, steps=50, cuda_kernels=[],
                               xla=["0.4.23"])
    naive, no_concat = result["rows"]
    assert naive["status"] == "ok" and naive["jax"] == "0.4.23", naive.get("reason")
    assert naive["unfused"]["custom-call:cu_threefry2x32"] == 4.0
    assert naive["launches"]["per_iteration"] >= 20 and naive["launches"]["body_other"] == 4
    assert no_concat["status"] == "ok" and not any(k.startswith("custom-call") for k in no_concat["unfused"])
    assert no_concat["launches"]["per_iteration"] == 2 and no_concat["sass"]["status"] == "ok"
