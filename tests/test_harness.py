"""The main job end to end on tiny sizes, its bad-input handling, and the result-file reader."""
import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

from harness import results

ROOT = Path(__file__).resolve().parent.parent


def harness(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "harness", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=600)


@pytest.fixture(scope="module")
def sweep_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("results")
    r = harness("sweep", "--impl", "numpy,numba-cuda", "--device", "all", "--num-envs", "1,64",
                "--steps", "20", "--rounds", "2", "--out", str(out))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    (run,) = out.iterdir()
    return run, r.stdout


def test_sweep_writes_json_table_and_points(sweep_dir):
    run, stdout = sweep_dir
    names = sorted(p.name for p in run.iterdir())
    assert {"numpy-cpu.json", "table.md", "table.csv", "points.jsonl", "run.json"} <= set(names)
    doc = json.loads((run / "numpy-cpu.json").read_text())
    benches = {b["extra_info"]["num_envs"]: b for b in doc["benchmarks"]}
    assert sorted(benches) == [1, 64]
    for n, b in benches.items():
        x = b["extra_info"]
        assert x["impl"] == "numpy" and x["device"] == "cpu" and x["steps"] == 20
        assert x["env_steps_per_s"] == pytest.approx(n * 20 / b["stats"]["median"])
        assert b["stats"]["rounds"] == 2 and x["compile_s"] > 0 and x["build_s"] > 0
        assert x["compile_calls"] == 1 and x["warmup_rounds"] == 1
    info = doc["machine_info"]["cartpole"]
    assert info["cpu_cores"] >= 1 and info["versions"]["numpy"] and info["cpu_model"]
    table = pd.read_csv(run / "table.csv", index_col=0)
    rate = benches[64]["extra_info"]["env_steps_per_s"]
    assert float(table.loc["numpy (cpu)", "64"]) == pytest.approx(rate)
    assert f"{rate / 1e6:.3g}" in (run / "table.md").read_text()
    assert "numpy (cpu)" in stdout


def test_unavailable_points_are_skip_rows_with_reason(sweep_dir):
    run, _ = sweep_dir
    rows = [json.loads(line) for line in (run / "points.jsonl").read_text().splitlines()]
    cuda = [r for r in rows if r["impl"] == "numba-cuda"]
    assert len(cuda) == 2
    from harness import machine
    if not machine.gpus():
        assert all(r["status"] == "skipped" and "no CUDA GPU" in r["reason"] for r in cuda)
        table = pd.read_csv(run / "table.csv", index_col=0)
        assert table.loc["numba-cuda (cuda)", "64"] == "skipped"


def test_table_command_reads_a_run_and_survives_a_corrupt_file(sweep_dir, tmp_path):
    run, _ = sweep_dir
    bad = tmp_path / "bad.json"
    bad.write_text('{"benchmarks": [')
    old = tmp_path / "old.json"
    old.write_text(json.dumps({"version": "3.2.0", "benchmarks": []}))
    before = bad.read_text()
    r = harness("table", str(run), str(bad), str(old))
    assert r.returncode == 0, r.stderr
    assert "numpy (cpu)" in r.stdout
    assert f"{bad}: corrupt or truncated JSON" in r.stderr and "version 3.2.0 is not supported" in r.stderr
    assert bad.read_text() == before
    r = harness("table", str(bad))
    assert r.returncode == 1 and "no usable results" in r.stderr


@pytest.mark.parametrize("args,message", [
    (("--num-envs", "0"), "--num-envs must be a positive integer, got '0'"),
    (("--num-envs", "-4"), "got '-4'"),
    (("--num-envs", "2.5"), "got '2.5'"),
    (("--steps", "0"), "--steps must be a positive integer"),
    (("--steps", "ten"), "got 'ten'"),
    (("--impl", "nope"), "unknown implementation 'nope'; valid: numpy"),
    (("--preset", "huge"), "unknown preset 'huge'; valid: default, study"),
    (("--device", "tpu"), "unknown device 'tpu'; valid: cpu"),
    (("--num-envs", str(2**29)), "above the spec's limit"),
])
def test_bad_input_exits_2_with_one_line_and_writes_nothing(tmp_path, args, message):
    out = tmp_path / "res"
    r = harness("sweep", *args, "--out", str(out))
    assert r.returncode == 2
    assert message in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not out.exists()


@pytest.mark.parametrize("value", ["0", "-1", "two"])
def test_bench_rejects_a_warmup_below_one(tmp_path, value):
    """At least one untimed warm-up after the compile calls: never a timed first-call cost."""
    r = subprocess.run([sys.executable, "-m", "pytest", "harness/bench_cartpole.py", "-p", "no:cacheprovider",
                        "--impl", "numpy", "--num-envs", "4", "--steps", "2", "--rounds", "1",
                        "--warmup-rounds", value, f"--benchmark-json={tmp_path / 'r.json'}"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 4 and f"--warmup-rounds must be a positive integer, got '{value}'" in r.stderr
    assert not (tmp_path / "r.json").exists()


def test_runs_never_overwrite_each_other(tmp_path, monkeypatch):
    from harness import sweep

    first = sweep.new_run_dir(tmp_path)
    first.mkdir()
    second = sweep.new_run_dir(tmp_path)
    assert second != first and not second.exists()


def test_reader_rejects_foreign_and_old_schema(tmp_path):
    f = tmp_path / "x.json"
    f.write_text(json.dumps({"version": "5.1.0", "machine_info": {}, "benchmarks": [
        {"name": "t", "stats": {"median": 1.0}, "extra_info": {}}]}))
    loaded = results.load([f])
    assert loaded.rows.empty and "lacks" in loaded.problems[0]


def _gpu_run(tmp_path, *args, budget="570"):
    import os

    env = dict(os.environ, RESULTS_DIR=str(tmp_path), BUDGET=budget, PYTHON=sys.executable)
    return subprocess.run(["bash", str(ROOT / "bin" / "gpu-run"), *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("args, budget, message", [
    (("kernels", "nope"), "570", "unknown stage 'nope'; valid: kernel-tests, kernels,"),
    (("kernels",), "ten", "BUDGET must be a whole number of seconds (0: no limit), got 'ten'"),
])
def test_gpu_run_bad_input(tmp_path, args, budget, message):
    r = _gpu_run(tmp_path, *args, budget=budget)
    assert r.returncode == 2 and message in r.stderr
    assert not any(tmp_path.iterdir())  # checked before anything is written


def test_gpu_run_skips_a_stage_the_budget_cannot_fit(tmp_path):
    """A stage never starts when under 30 s of BUDGET are left: a job's time limit would stop it
    and lose everything; here nothing may run at all."""
    r = _gpu_run(tmp_path, "kernels", "study", budget="20")
    assert r.returncode == 1
    for stage in ("kernels", "study"):
        assert f"=== {stage}: not run" in r.stdout
        assert "not run" in (tmp_path / "logs" / f"{stage}.log").read_text()
    assert not any((tmp_path / "results").iterdir())


def test_gpu_stack_check_refuses_a_python_that_is_not_3_12():
    """bin/gpu-stack-check builds the GPU machine's stack on Python 3.12 only: another interpreter
    is a one-line error and exit 2, before any venv is made."""
    import os

    if sys.version_info[:2] == (3, 12):
        pytest.skip("this interpreter is a Python 3.12, which the script would take")
    venv = ROOT / ".venv-gpu-stack"
    existed = venv.exists()
    env = dict(os.environ, PYTHON312=sys.executable)
    r = subprocess.run(["bash", str(ROOT / "bin" / "gpu-stack-check")], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr.strip() == f"bin/gpu-stack-check: PYTHON312='{sys.executable}' is not a Python 3.12"
    assert venv.exists() == existed
