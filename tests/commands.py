"""``python -m harness ARGS`` as a process of its own, for the tests that run a command as a user
would (or that must not share the worker's imports: rejax's TensorFlow Probability fails to import
in a process that has imported TensorFlow)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def harness(*args, cwd: Path = ROOT, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)
