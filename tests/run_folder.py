"""The test run's own folder (tests/conftest.py makes it in the run's top process and removes it at
the end; its workers and every process its tests start inherit it): every cache and build a run writes
goes below it, so a run shares nothing with the machine or with another run (docs/testing.md).

The one exception is bin/test's kept caches (KEEP_VARIABLE, ``build/test-caches`` of the checkout; ``bin/test
--cold`` and CI keep none): the compilers' programs, in a folder of the checkout that a later run finds.
Only what cannot go stale is kept there: JAX's, Triton's and Warp's caches, the host builds and IREE's
modules are keyed by what they compile; Numba's is not (its index looks at the decorated function's file
alone, not at what it calls), so its folder is named by a hash of every module of impls/ and a change
to any of them starts an empty one. The whole folder is named by the frameworks' versions, Python's and
the CPU (kept_here): another release or another CPU starts empty too, and the folders of other keys are
removed (prune)."""
from __future__ import annotations

import getpass
import os
import platform
import re
import shutil
from pathlib import Path

RUN_VARIABLE = "CARTPOLE_TEST_RUN"
KEEP_VARIABLE = "CARTPOLE_TEST_CACHES"  # bin/test's: the folder to keep compiled programs in between runs
KEPT_VARIABLE = "CARTPOLE_TEST_KEPT"  # the run's folder in it (kept_here), set by its top process
TOP_VARIABLE = "CARTPOLE_TEST_TOP"  # the run's top process's pid
PER_PROCESS = ("TORCHINDUCTOR_CACHE_DIR", "TMPDIR")
# The distributions whose releases name the kept folder: every compiler whose programs it holds
KEPT_RELEASES = ("numba", "llvmlite", "numpy", "jax", "jaxlib", "torch", "triton", "warp-lang", "iree-base-compiler",
                 "tensorflow-cpu", "cupy-cuda13x")


def kept_here(keep: Path) -> Path:
    """This machine's folder of ``keep``: named by the compilers' releases, Python's and the CPU."""
    from impls.api import files_key, machine_key, releases

    return keep / files_key(set(), (*releases(KEPT_RELEASES), platform.python_version(), machine_key()), keep)


def kept_caches(here: Path) -> dict[str, str]:
    """The cache variables whose folders are kept (in ``here``, kept_here's): the content-keyed ones, and
    Numba's in a folder named by every module of impls/."""
    import impls
    from impls.api import BUILD_VARIABLE, package_key

    return {impls.JAX_CACHE_VARIABLE: str(here / "jax"), "TRITON_CACHE_DIR": str(here / "triton"),
            "WARP_CACHE_PATH": str(here / "warp"), BUILD_VARIABLE: str(here / "build"),
            impls.NUMBA_CACHE_VARIABLE: str(here / f"numba-{package_key('impls')}")}


def prune(keep: Path, here: Path, numba: str) -> None:
    """Remove what no run of this checkout will read again: the folders of ``keep`` with other keys, and
    the Numba folders of ``here`` but ``numba`` (the current one)."""
    for folder in [*(f for f in keep.iterdir() if f != here),
                   *(f for f in here.glob("numba-*") if str(f) != numba)]:
        shutil.rmtree(folder, ignore_errors=True)


def cache_variables(run: Path, here: Path | None = None) -> dict[str, str]:
    """Each cache's variable -> its folder: the compilers' (harness.measure.process.compile_caches, shared by
    the run's processes: compiled once per run; in ``here``, kept_here's, those kept_caches names) but
    Inductor's and the temporary folder (per_process), then matplotlib's, Keras's, Hypothesis's, the
    installed package's and everything else a tool puts under the home folder or the cache home."""
    from harness.measure.process import compile_caches

    return {**{k: v for k, v in compile_caches(run).items() if k not in PER_PROCESS},
            **(kept_caches(here) if here is not None else {}),
            "MPLCONFIGDIR": str(run / "matplotlib"), "KERAS_HOME": str(run / "keras"),
            "HYPOTHESIS_STORAGE_DIRECTORY": str(run / "hypothesis"),
            "HOME": str(run / "home"), "XDG_CACHE_HOME": str(run / "cache")}


def per_process(run: Path, pid: int, here: Path | None = None, worker: str | None = None) -> dict[str, str]:
    """The folders each pytest process of the run has to itself (its children inherit them): Inductor's
    cache, and the temporary folder, where Inductor keeps its precompiled headers whatever its cache
    variable says (torch/_inductor/codecache.py: _HEADER_DIR, "global" by design); processes sharing
    them raced on those headers. Where caches are kept (``here``), a pytest-xdist ``worker``'s Inductor
    cache is kept too, one per worker name (gw0, gw1, ...): the next run's worker of that name reads it."""
    inductor = here / f"torchinductor-{worker}" if here is not None and worker else run / f"torchinductor-{pid}"
    return {"TORCHINDUCTOR_CACHE_DIR": str(inductor), "TMPDIR": str(run / f"tmp-{pid}")}


def keep_inductor_headers(tmp: Path, here: Path, worker: str) -> Path:
    """Inductor's precompiled headers, which it writes below the temporary folder whatever its cache
    variable says (torch/_inductor/runtime/cache_dir_utils.py: default_cache_dir), kept beside the
    worker's Inductor cache: ``tmp``'s folder of them becomes a link to ``here``'s ``torch-headers-WORKER``.
    A header's file name is a hash of its text, its compile command and the compiler's version, so a
    kept one cannot be stale; without it each process of a run built the same header again. Returns the
    kept folder."""
    try:
        user = getpass.getuser()
    except (KeyError, ModuleNotFoundError, OSError):
        user = f"uid_{os.getuid()}"
    kept = here / f"torch-headers-{worker}"
    link = tmp / ("torchinductor_" + re.sub(r'[\\/:*?"<>|]', "_", user)) / "precompiled_headers"
    kept.mkdir(parents=True, exist_ok=True)
    link.parent.mkdir(parents=True, exist_ok=True)
    if not link.is_symlink():
        link.symlink_to(kept, target_is_directory=True)
    return kept


def share_between_workers(here: Path) -> None:
    """At a run's end (its workers gone): each worker's kept Inductor cache and headers given the files
    the other workers' hold and it lacks. The scheduler puts the torch cases on whichever worker is free,
    often another than last time, whose own folder then missed every graph; the entries are named by
    hashes of what they hold, so one worker's are right for any other (locks are not copied)."""
    for kind in ("torchinductor", "torch-headers"):
        folders = sorted(here.glob(f"{kind}-gw*"))
        have = {f: {p.relative_to(f) for p in f.rglob("*") if p.is_file() and "locks" not in p.relative_to(f).parts}
                for f in folders}
        for f in folders:
            for other in folders:
                for rel in have[other] - have[f]:
                    (f / rel).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(other / rel, f / rel)
                have[f] |= have[other]
