"""A test run shares nothing with the machine: every cache and build it writes lives in the run's own
folder (tests/conftest.py: cache_variables), which its top process removes at the end."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import impls
from harness.measure import process

TESTS = Path(__file__).resolve().parent
from run_folder import RUN_VARIABLE


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.slow
def test_compiles_and_a_sweep_write_nothing_outside_the_run(tmp_path):
    """One compile per framework and a sweep (its measuring child among them) in processes whose HOME,
    TMPDIR and XDG_CACHE_HOME are empty folders, with the run's cache variables: the folders stay
    empty, and the run's folder got the caches."""
    outside = {k: tmp_path / k.lower() for k in ("HOME", "TMPDIR", "XDG_CACHE_HOME")}
    for f in outside.values():
        f.mkdir()
    env = {**os.environ, **{k: str(v) for k, v in outside.items()},
           "PYTHONPATH": os.pathsep.join([str(process.ROOT), str(TESTS)])}
    r = subprocess.run([sys.executable, str(TESTS / "hermetic_child.py"), str(tmp_path / "figure.png")], env=env,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    ran = r.stdout.split("RAN ", 1)[1].split()
    must = [n for n in ("numba-cpu", "jax-fused", "torch-compile", "cupy-raw") if impls.installed_by_setup(n)]
    assert set(must) <= set(ran), r.stdout
    sweep = subprocess.run([sys.executable, "-m", "harness", "sweep", "--processes", "1", "--impl", "numpy,torch-compile", "--num-envs", "4",
                            "--steps", "8", "--rounds", "1", "--out", str(tmp_path / "results")], env=env,
                           cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert sweep.returncode == 0, (sweep.stdout + sweep.stderr)[-3000:]
    left = {k: files_under(v) for k, v in outside.items()}
    # Inductor keeps its precompiled headers in the temporary folder whatever its cache variable says
    # (torch/_inductor/codecache.py: _HEADER_DIR), which is why each of the run's processes has a
    # temporary folder of its own in the run's folder (run_folder.per_process)
    left["TMPDIR"] = [f for f in left["TMPDIR"] if not re.fullmatch(r"torchinductor_[^/]+(/precompiled_headers(/.*)?)?", f)]
    assert left == {k: [] for k in outside}
    run = Path(os.environ[RUN_VARIABLE])
    assert any((run / "build").iterdir()) and any(run.glob("torchinductor-*"))


def test_the_run_has_a_folder_of_its_own():
    """Every cache variable points into the run's folder (made by the run's top process)."""
    from run_folder import cache_variables, per_process

    run = Path(os.environ[RUN_VARIABLE])
    for variable, value in cache_variables(run).items():
        if value.startswith("/"):
            assert os.environ[variable] == value and Path(value).is_dir(), variable
    for variable, value in per_process(run, os.getpid()).items():
        assert os.environ[variable] == value and Path(value).is_dir(), variable
    import tempfile

    assert tempfile.gettempdir() == str(run / f"tmp-{os.getpid()}")
