"""Child Python processes of the suite (the sweep's pytest runs, the fusion table's workers, the
compilers' dumps): one place for their environment and their launch."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import impls

# Variables of a pytest run that must not reach a child: a child that inherits pytest-xdist's worker
# variables believes it is a worker, and pytest-benchmark then disables its benchmarks (each point
# would run once, untimed).
PARENT_ONLY = ("PYTEST_XDIST_", "PYTEST_CURRENT_TEST")
# numba-cpu's kernel cache (impls/numba_cpu.py) and JAX's: a child measures compile times or dumps the
# compiler's output, so it compiles
NOT_TO_CHILDREN = (impls.NUMBA_CACHE_VARIABLE, impls.JAX_CACHE_VARIABLE)
# The folder that holds impls/ and harness/: a checkout, or site-packages for an installed package.
ROOT = Path(__file__).resolve().parents[2]


def python_env(impl: str | None = None, device: str = "cpu", xla_flags: str = "", extra: dict | None = None) -> dict:
    """This process's environment for a child: PYTHONPATH starting at ROOT (so the child imports this
    same suite), the implementation's own variables on ``device`` (impls.process_env), ``xla_flags``
    appended to XLA_FLAGS, then ``extra``."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(PARENT_ONLY) and k not in NOT_TO_CHILDREN}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    if impl is not None:
        env = impls.process_env(impl, device, env)
    if xla_flags:
        env["XLA_FLAGS"] = f"{env.get('XLA_FLAGS', '')} {xla_flags}".strip()
    env.update(extra or {})
    return env


def python(args: list[str], env: dict | None = None, timeout: float | None = 900, **kw) -> subprocess.CompletedProcess:
    """``python ARGS`` in a child with ``env`` (default python_env()), its output captured as text."""
    return subprocess.run([sys.executable, *args], env=python_env() if env is None else env, capture_output=True,
                          text=True, timeout=timeout, **kw)
