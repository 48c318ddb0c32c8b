"""A broken GPU stack never reads as "no GPU": with a GPU present (simulated here with
CARTPOLE_GPU_PRESENT=1 on a machine whose frameworks see none, which is what a broken stack looks
like to them), cuda cases fail with the underlying error in the tests, the sweep and the fusion
table, and a test run that ran no cuda case fails."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import impls
from commands import PYTEST
from harness import artifacts
from harness.measure import machine, process, strict

ROOT = Path(__file__).resolve().parent.parent

if machine.gpus():
    pytest.skip("this machine has a real GPU: the simulation of a broken stack does not apply",
                allow_module_level=True)


def run(cmd, present: str, cwd=ROOT):
    env = {**os.environ, strict.ENV: present, "PYTHONPATH": str(ROOT)}
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)


def test_gpu_present_follows_the_override(monkeypatch):
    monkeypatch.setenv(strict.ENV, "1")
    assert strict.gpu_present()
    assert strict.must_run("cuda", impls.NotAvailable("no CUDA GPU"))
    assert not strict.must_run("cuda", impls.NoSuchDevice("numpy does not run on device 'cuda'"))
    assert not strict.must_run("cpu", impls.NotAvailable("jax is not installed"))
    monkeypatch.setenv(strict.ENV, "0")
    assert not strict.must_run("cuda", impls.NotAvailable("no CUDA GPU"))


def test_sweep_with_a_broken_gpu_stack_has_failed_rows_and_exits_1(tmp_path):
    r = run([sys.executable, "-m", "harness", "sweep", "--processes", "1", "--impl", "numpy,numba-cuda,cupy-raw", "--device", "all",
             "--num-envs", "8", "--steps", "5", "--rounds", "1", "--out", str(tmp_path)], "1")
    assert r.returncode == 1, r.stdout[-2000:] + r.stderr[-2000:]
    (run_dir,) = tmp_path.iterdir()
    rows = [json.loads(line) for line in (run_dir / "points.jsonl").read_text().splitlines()]
    cuda = {row["impl"]: row for row in rows if row["device"] == "cuda"}
    assert set(cuda) == {"numba-cuda", "cupy-raw"}
    for row in cuda.values():
        assert row["status"] == "failed" and "GPU present but not available on cuda" in row["reason"], row
    assert "no CUDA GPU" in cuda["numba-cuda"]["reason"]
    packed = artifacts.packed_files(run_dir)
    assert "numpy-cpu.json" in packed  # the CPU points still ran
    assert "failed" in (run_dir / "table.md").read_text()
    # a failed process's tail printed, its whole output stored compressed where the line says
    log = run_dir / "logs" / "cupy-raw-cuda.log.xz"
    assert f"(whole output: {log})" in r.stdout and "GPU present but not available" in artifacts.read_text(log)


def test_sweep_without_a_gpu_skips_cuda_and_says_nothing_ran(tmp_path):
    """Without a GPU the cuda points skip with their reason; a sweep of nothing else ran nothing it
    was asked for: the table still shows the skips, and the exit code is not 0."""
    r = run([sys.executable, "-m", "harness", "sweep", "--processes", "1", "--impl", "numba-cuda", "--device", "cuda", "--num-envs", "8",
             "--steps", "5", "--rounds", "1", "--out", str(tmp_path)], "0")
    assert r.returncode == 1, r.stdout[-2000:] + r.stderr[-2000:]
    assert "error: no point of this sweep ran (1 skipped: not available: no CUDA GPU" in r.stderr, r.stderr
    (run_dir,) = tmp_path.iterdir()
    assert "| numba-cuda (cuda) | skipped |" in (run_dir / "table.md").read_text()
    r = run([sys.executable, "-m", "harness", "sweep", "--processes", "1", "--impl", "numpy,numba-cuda", "--device", "all", "--num-envs", "8",
             "--steps", "5", "--rounds", "1", "--out", str(tmp_path)], "0")
    assert r.returncode == 0 and "error" not in r.stderr, r.stderr  # numpy ran: the skips are rows


def test_conformance_with_a_broken_gpu_stack_fails_instead_of_skipping():
    args = [*PYTEST, "tests/test_conformance.py", "-q", "-k",
            "test_one_step_dynamics and (numba-cuda-cuda or numpy-cpu)"]
    r = run(args, "1")
    assert r.returncode == 1 and "1 failed, 1 passed" in r.stdout, r.stdout[-3000:]
    assert "GPU present but not available on cuda" in r.stdout
    r = run(args, "0")
    assert r.returncode == 0 and "1 passed, 1 skipped" in r.stdout, r.stdout[-3000:]


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["one-process", "xdist"])
def test_a_run_whose_cuda_cases_all_skipped_fails_when_a_gpu_is_present(tmp_path, workers):
    """Skips that are not 'not available' (here: out of memory at every size) pass each case, but a
    GPU run that ran no cuda case at all must not exit 0, in one process or spread over
    pytest-xdist's workers (bin/test's way)."""
    (tmp_path / "test_x.py").write_text(
        "import pytest\n\n@pytest.mark.cuda\ndef test_gpu():\n    pytest.skip('out of memory')\n\n"
        "def test_cpu():\n    pass\n\ndef test_cpu_2():\n    pass\n")
    args = [*PYTEST, "-q", "-p", "harness.measure.strict", *workers, "test_x.py"]
    r = run(args, "1", cwd=tmp_path)
    assert r.returncode == 1 and "none of the 1 cuda cases ran" in r.stdout, r.stdout
    r = run(args, "0", cwd=tmp_path)
    assert r.returncode == 0, r.stdout


def test_fusion_worker_with_a_broken_gpu_stack_is_a_failed_row(monkeypatch):
    from harness.analysis import fusion

    strict.importorskip("jax")
    monkeypatch.setenv(strict.ENV, "1")  # a GPU machine whose stack cannot run jax-fused on cuda
    row = fusion.run_worker("jax-fused", "", "cuda", 8, 5, 1)
    assert row["status"] == "failed" and "cuda" in row["reason"], row


def test_a_lost_framework_fails_a_strict_cpu_run_and_only_skips_otherwise(tmp_path):
    """A virtual environment that lost numba (here: a numba package on the path whose import fails)
    turns numba-cpu's conformance cases into failures naming it under a strict run
    (CARTPOLE_STRICT_FRAMEWORKS=1, as bin/test sets it), into skips otherwise, a CI variable or not; numpy's case runs either way."""
    (tmp_path / "numba").mkdir()
    (tmp_path / "numba" / "__init__.py").write_text("raise ImportError('numba lost from this environment')\n")
    env = process.python_env(extra={"PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])})
    args = [*PYTEST, "tests/test_conformance.py", "-q", "-p", "no:xdist", "-k",
            "test_one_step_dynamics and (numba-cpu-cpu or numpy-cpu)"]
    strict_run = subprocess.run(args, cwd=ROOT, capture_output=True, text=True,
                                env={**env, strict.FRAMEWORKS_ENV: "1"})
    assert strict_run.returncode == 1 and "1 failed, 1 passed" in strict_run.stdout, strict_run.stdout[-2000:]
    assert "strict run: numba-cpu on cpu is installed by bin/setup but not available" in strict_run.stdout
    lax = subprocess.run(args, cwd=ROOT, capture_output=True, text=True,
                         env={**env, strict.FRAMEWORKS_ENV: "0", "CI": "true"})
    assert lax.returncode == 0 and "1 passed, 1 skipped" in lax.stdout, lax.stdout[-2000:]


def test_who_must_run_in_a_strict_run(monkeypatch):
    monkeypatch.setenv(strict.FRAMEWORKS_ENV, "1")
    assert strict.must_run("cpu", impls.NotAvailable("numba is not installed"), "numba-cpu")
    assert strict.must_run("host", impls.NotAvailable("no host compiler"), "cupy-raw")
    assert not strict.must_run("cpu", impls.NotAvailable("envpool is not installed"), "envpool")  # optional extra
    assert not strict.must_run("cpu", impls.NoSuchDevice("no cpu"), "numba-cuda")
    monkeypatch.setenv(strict.FRAMEWORKS_ENV, "0")
    assert not strict.must_run("cpu", impls.NotAvailable("numba is not installed"), "numba-cpu")
