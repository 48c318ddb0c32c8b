"""The test run's own folder (tests/conftest.py makes it in the run's top process and removes it at
the end; its workers and every process its tests start inherit it): every cache and build a run writes
goes below it, so a run shares nothing with the machine or with another run (docs/testing.md)."""
from __future__ import annotations

from pathlib import Path

JAX_MIN_COMPILE_TIME = "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS"  # JAX's: below it a program is not cached
RUN_VARIABLE = "CARTPOLE_TEST_RUN"


def cache_variables(run: Path) -> dict[str, str]:
    """Each cache's variable -> its folder in the run's folder: numba-cpu's kernels and JAX's programs
    (shared by the run's processes: compiled once per run), Triton's, Warp's kernel cache, matplotlib's,
    Keras's, Hypothesis's, the host builds and IREE modules (build/ otherwise), the installed package's and everything
    else a tool puts under the home folder or the cache home."""
    import impls
    from impls.api import BUILD_VARIABLE

    return {impls.NUMBA_CACHE_VARIABLE: str(run / "numba"), impls.JAX_CACHE_VARIABLE: str(run / "jax"),
            JAX_MIN_COMPILE_TIME: "0", "TRITON_CACHE_DIR": str(run / "triton"), "WARP_CACHE_PATH": str(run / "warp"),
            "MPLCONFIGDIR": str(run / "matplotlib"), "KERAS_HOME": str(run / "keras"),
            "HYPOTHESIS_STORAGE_DIRECTORY": str(run / "hypothesis"), BUILD_VARIABLE: str(run / "build"),
            "HOME": str(run / "home"), "XDG_CACHE_HOME": str(run / "cache")}


def per_process(run: Path, pid: int) -> dict[str, str]:
    """The folders each pytest process of the run has to itself (its children inherit them): Inductor's
    cache, and the temporary folder, where Inductor keeps its precompiled headers whatever its cache
    variable says (torch/_inductor/codecache.py: _HEADER_DIR, "global" by design); processes sharing
    them raced on those headers."""
    return {"TORCHINDUCTOR_CACHE_DIR": str(run / f"torchinductor-{pid}"), "TMPDIR": str(run / f"tmp-{pid}")}
