"""Child Python processes of the suite (the sweep's measuring processes, the analyses' children, the
compilers' dumps): one place for their environment (their launch and protocol: harness/child.py)."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import impls
from impls.api import COMPILE_CACHE_VARIABLE

# Variables of a pytest run that must not reach a child: a child that inherits pytest-xdist's worker
# variables believes it is a worker, and pytest-benchmark then disables its benchmarks (each point
# would run once, untimed).
PARENT_ONLY = ("PYTEST_XDIST_", "PYTEST_CURRENT_TEST")
# numba-cpu's kernel cache (impls/numba_cpu.py) and JAX's: a child measures compile times or dumps the
# compiler's output, so it compiles
NOT_TO_CHILDREN = (impls.NUMBA_CACHE_VARIABLE, impls.JAX_CACHE_VARIABLE)
# The folder that holds impls/ and harness/: a checkout, or site-packages for an installed package.
ROOT = Path(__file__).resolve().parents[2]


JAX_MIN_COMPILE_TIME = "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS"  # JAX's: below it a program is not cached


def compile_caches(folder: Path) -> dict[str, str]:
    """Each compiler's cache variable -> its folder below ``folder`` (made here): numba-cpu's kernels,
    JAX's programs (every one, however fast it compiled), Triton's and Warp's kernels, the host C++
    builds and IREE modules, Inductor's cache and the temporary folder (where Inductor keeps its
    precompiled headers whatever its cache variable says). Processes given the same folder share
    what the first one compiled, and nothing else on the machine."""
    from impls.api import BUILD_VARIABLE

    out = {impls.NUMBA_CACHE_VARIABLE: folder / "numba", impls.JAX_CACHE_VARIABLE: folder / "jax",
           "TRITON_CACHE_DIR": folder / "triton", "WARP_CACHE_PATH": folder / "warp", BUILD_VARIABLE: folder / "build",
           impls.INDUCTOR_CACHE_VARIABLE: folder / "torchinductor", "TMPDIR": folder / "tmp"}
    (folder / "tmp").mkdir(parents=True, exist_ok=True)
    return {JAX_MIN_COMPILE_TIME: "0", **{k: str(v) for k, v in out.items()}}


def python_env(impl: str | None = None, device: str = "cpu", xla_flags: str = "", extra: dict | None = None,
               bare: bool = False) -> dict:
    """This process's environment for a child: PYTHONPATH starting at ROOT (so the child imports this
    same suite), the implementation's own variables on ``device`` (impls.process_env), ``xla_flags``
    appended to XLA_FLAGS, then ``extra``. ``bare``: as a user's shell starts Python instead, none of the
    variables any registered row declares (impls.setting_variables) and not the implementation's own."""
    leave = impls.setting_variables() if bare else set()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(PARENT_ONLY) and k not in NOT_TO_CHILDREN and k not in leave}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    env[COMPILE_CACHE_VARIABLE] = "0"  # a child compiles, or loads from its run's own caches (extra)
    if impl is not None and not bare:
        env = impls.process_env(impl, device, env)
    if xla_flags:
        env["XLA_FLAGS"] = f"{env.get('XLA_FLAGS', '')} {xla_flags}".strip()
    env.update(extra or {})
    return env


class fd_to:
    """This process's file descriptor ``fd`` (2: stderr, 1: stdout) sent to ``path`` for the block: what a
    compiler's C++ logs there (XLA's pass log, torch's JIT log) or prints (Numba's assembly dump), which
    Python's sys.stderr and sys.stdout do not see or would mix with a child's reply."""

    def __init__(self, fd: int, path: Path):
        self.fd, self.path = fd, path

    def __enter__(self):
        sys.stdout.flush()
        sys.stderr.flush()
        self.saved = os.dup(self.fd)
        self.file = open(self.path, "wb")  # noqa: SIM115 - closed in __exit__
        os.dup2(self.file.fileno(), self.fd)

    def __exit__(self, *exc):
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(self.saved, self.fd)
        os.close(self.saved)
        self.file.close()

