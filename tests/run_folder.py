"""The test run's own folder (tests/conftest.py makes it in the run's top process and removes it at
the end; its workers and every process its tests start inherit it): every cache and build a run writes
goes below it, so a run shares nothing with the machine or with another run (docs/testing.md)."""
from __future__ import annotations

from pathlib import Path

RUN_VARIABLE = "CARTPOLE_TEST_RUN"
PER_PROCESS = ("TORCHINDUCTOR_CACHE_DIR", "TMPDIR")


def cache_variables(run: Path) -> dict[str, str]:
    """Each cache's variable -> its folder in the run's folder: the compilers' (harness.measure.process.
    compile_caches, shared by the run's processes: compiled once per run) but Inductor's and the
    temporary folder (per_process), then matplotlib's, Keras's, Hypothesis's, the installed package's and
    everything else a tool puts under the home folder or the cache home."""
    from harness.measure.process import compile_caches

    return {**{k: v for k, v in compile_caches(run).items() if k not in PER_PROCESS},
            "MPLCONFIGDIR": str(run / "matplotlib"), "KERAS_HOME": str(run / "keras"),
            "HYPOTHESIS_STORAGE_DIRECTORY": str(run / "hypothesis"),
            "HOME": str(run / "home"), "XDG_CACHE_HOME": str(run / "cache")}


def per_process(run: Path, pid: int) -> dict[str, str]:
    """The folders each pytest process of the run has to itself (its children inherit them): Inductor's
    cache, and the temporary folder, where Inductor keeps its precompiled headers whatever its cache
    variable says (torch/_inductor/codecache.py: _HEADER_DIR, "global" by design); processes sharing
    them raced on those headers."""
    return {"TORCHINDUCTOR_CACHE_DIR": str(run / f"torchinductor-{pid}"), "TMPDIR": str(run / f"tmp-{pid}")}
