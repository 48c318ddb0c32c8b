"""A test run shares nothing with the machine: every cache and build it writes lives in the run's own
folder (tests/conftest.py: cache_variables), which its top process removes at the end, or, under bin/test,
in the checkout's folder of kept compiled programs (tests/run_folder.py), which no change of code can make
stale."""
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
from run_folder import (KEEP_VARIABLE, KEPT_VARIABLE, RUN_VARIABLE, cache_variables, keep_inductor_headers, kept_caches,
                        share_between_workers,
                        kept_here, per_process, prune)


def files_under(folder: Path) -> list[str]:
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*"))


@pytest.mark.slow
def test_compiles_and_a_sweep_write_nothing_outside_the_run(tmp_path):
    """One compile per framework and a sweep (its measuring child among them) in processes whose HOME,
    TMPDIR and XDG_CACHE_HOME are empty folders, with the cache variables of a run that keeps its compiled
    programs (bin/test's): those folders stay empty, and the kept folder got the programs of every framework
    installed, in the folders kept_caches names and the worker's Inductor cache."""
    outside = {k: tmp_path / k.lower() for k in ("HOME", "TMPDIR", "XDG_CACHE_HOME")}
    for f in outside.values():
        f.mkdir()
    run, here = tmp_path / "run", kept_here(tmp_path / "checkout" / "build" / "test-caches")
    variables = {**cache_variables(run, here), **per_process(run, os.getpid(), here, "gw0")}
    headers = keep_inductor_headers(outside["TMPDIR"], here, "gw0")  # as tests/conftest.py does in a worker
    for value in variables.values():
        if value.startswith((str(run), str(here))):
            Path(value).mkdir(parents=True, exist_ok=True)
    env = {**os.environ, **variables, **{k: str(v) for k, v in outside.items()},
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
    # temporary folder of its own in the run's folder (run_folder.per_process); there, the link to the
    # kept ones (run_folder.keep_inductor_headers)
    left["TMPDIR"] = [f for f in left["TMPDIR"] if not re.fullmatch(r"torchinductor_[^/]+(/precompiled_headers(/.*)?)?", f)]
    assert left == {k: [] for k in outside}
    kept = {Path(v).name for v in kept_caches(here).values()} | {"torchinductor-gw0", headers.name}
    if "torch-compile" in ran:
        assert list(headers.glob("*.gch")), "Inductor's precompiled header was not kept"
    filled = {f.name for f in here.iterdir() if any(p.is_file() for p in f.rglob("*"))}
    made = {"numba-cpu": "numba-", "jax-fused": "jax", "torch-compile": "torchinductor-gw0", "warp-cpu": "warp",
            "cupy-raw": "build", "iree-cpu": "build"}
    assert {made[n] for n in ran if n in made} <= {("numba-" if f.startswith("numba-") else f) for f in filled}, filled
    assert filled <= kept


def test_each_worker_keeps_every_workers_inductor_entries(tmp_path):
    """At a run's end each worker's kept Inductor cache and headers hold the entries any worker wrote
    (the torch cases run on whichever worker is free), the same bytes, but no lock; other kept folders
    are left as they are."""
    written = {"torchinductor-gw0": {"fxgraph/ab/1": "a", "locks/x.lock": "l", "cd/k.so": "so"},
               "torchinductor-gw1": {"fxgraph/ef/2": "b", "cd/k.so": "so"},
               "torchinductor-gw2": {"aotautograd/3": "c"},
               "torch-headers-gw0": {"h1.gch": "h"}, "torch-headers-gw1": {}, "jax": {"j": "x"}}
    for folder, files in written.items():
        (tmp_path / folder).mkdir()
        for rel, text in files.items():
            (tmp_path / folder / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp_path / folder / rel).write_text(text)
    share_between_workers(tmp_path)
    entries = {"fxgraph/ab/1": "a", "fxgraph/ef/2": "b", "cd/k.so": "so", "aotautograd/3": "c"}
    for w in ("gw0", "gw1", "gw2"):
        got = {str(p.relative_to(tmp_path / f"torchinductor-{w}")): p.read_text()
               for p in (tmp_path / f"torchinductor-{w}").rglob("*") if p.is_file()}
        assert got == {**entries, **({"locks/x.lock": "l"} if w == "gw0" else {})}, w
        if w != "gw2":
            assert [p.name for p in (tmp_path / f"torch-headers-{w}").iterdir()] == ["h1.gch"]
    assert files_under(tmp_path / "jax") == ["j"]


def test_the_run_has_a_folder_of_its_own(request):
    """Every cache variable points into the run's folder (made by the run's top process), but, where the
    run keeps compiled programs (bin/test), those kept_caches names, in the checkout's folder of kept
    programs, and the worker's Inductor cache."""
    run = Path(os.environ[RUN_VARIABLE])
    here = Path(os.environ[KEPT_VARIABLE]) if os.environ.get(KEPT_VARIABLE) else None
    if here is not None:
        assert here == kept_here(Path(os.environ[KEEP_VARIABLE]).resolve())
    for variable, value in cache_variables(run, here).items():
        if value.startswith("/"):
            assert os.environ[variable] == value and Path(value).is_dir(), variable
            assert Path(value).is_relative_to(run) or variable in kept_caches(here), variable
    worker = getattr(request.config, "workerinput", {}).get("workerid")  # pytest-xdist's name of this worker
    inductor, tmp = per_process(run, os.getpid(), here, worker).values()
    assert os.environ["TMPDIR"] == tmp and Path(tmp).is_relative_to(run)
    assert os.environ["TORCHINDUCTOR_CACHE_DIR"] == inductor and Path(inductor).is_dir()
    import tempfile

    assert tempfile.gettempdir() == str(run / f"tmp-{os.getpid()}")


def test_no_bytecode_is_written_while_the_tests_run():
    """A run that keeps compiled programs writes pytest's code of the test modules while it collects them
    (tests/conftest.py), never after: a module a test writes and imports again is never read from a pyc
    of its earlier text."""
    assert sys.dont_write_bytecode == bool(sys.flags.dont_write_bytecode)


def test_kept_bytecode_is_read_only_for_the_source_it_came_from(tmp_path):
    """The bytecode a run leaves beside the suite's sources (bin/test without --cold) is checked against
    the source's hash, never its time and size: pytest's code of a test module edited within the same
    second to the same size runs as edited, and in a kept run every pyc of the suite's own is a checked-hash
    one (bin/test compiles them so before the run; a process then writes only that kind for them)."""
    test = tmp_path / "test_same.py"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}

    def run(body: str) -> int:
        test.write_text(f"def test_it():\n    assert {body}\n")
        os.utime(test, ns=(1_700_000_000_000_000_000,) * 2)  # the same time, to the nanosecond
        return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                               str(test)], cwd=tmp_path, env=env, capture_output=True, timeout=120).returncode
    assert run("1 == 1") == 0 and list((tmp_path / "__pycache__").glob("test_same.*pytest*.pyc"))
    assert run("1 == 2") == 1
    if not os.environ.get(KEPT_VARIABLE):  # not bin/test's kept run: what the environment says goes (--cold, CI)
        return
    unchecked = [p for folder in ("", "harness", "impls", "tests") for p in (process.ROOT / folder).glob(
                 "__pycache__/*.pyc" if not folder else "**/__pycache__/*.pyc") if p.read_bytes()[4:8] != b"\x03\0\0\0"]
    assert not unchecked, f"bytecode checked by time and size, not by hash: {unchecked[:5]}"


def test_a_change_to_any_impls_module_starts_an_empty_numba_folder(tmp_path, monkeypatch):
    """Numba's kept folder is named by every module of impls/: a changed callee in another module than
    the kernel's (spec.py, which numba_cpu imports) or a new module names another folder, and so does
    another release of a compiler (the kept folder's own name); prune then removes the old ones."""
    import shutil

    from impls.api import package_key

    shutil.copytree(process.ROOT / "impls", tmp_path / "impls", ignore=shutil.ignore_patterns("__pycache__"))
    first = package_key("impls", root=tmp_path)
    assert package_key("impls", root=tmp_path) == first
    spec = tmp_path / "impls" / "spec.py"
    spec.write_text(spec.read_text().replace("0.02", "0.025", 1))
    second = package_key("impls", root=tmp_path)
    (tmp_path / "impls" / "train" / "new_module.py").write_text("X = 1\n")
    assert len({first, second, package_key("impls", root=tmp_path)}) == 3
    keep = tmp_path / "keep"
    here = kept_here(keep)
    assert here.parent == keep and kept_caches(here)[impls.NUMBA_CACHE_VARIABLE].startswith(str(here / "numba-"))
    monkeypatch.setattr(impls.api, "releases", lambda names: [f"{n} 99.0" for n in names])
    assert kept_here(keep) != here
    for folder in (here / f"numba-{first}", here / f"numba-{second}", here / "jax", keep / "other-release"):
        folder.mkdir(parents=True)
        (folder / "a.bin").write_bytes(b"x")
    prune(keep, here, str(here / f"numba-{second}"))
    assert files_under(keep) == sorted([here.name, *(f"{here.name}/{f}" for f in (
        "jax", "jax/a.bin", f"numba-{second}", f"numba-{second}/a.bin"))])
