"""``python -m harness ARGS`` as a process of its own, for the tests that run a command as a user
would (or that must not share the worker's imports: rejax's TensorFlow Probability fails to import
in a process that has imported TensorFlow); and the command line of a pytest process a test starts."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# A pytest process a test starts: without the cache provider (it would write into the checkout) and
# without Hypothesis's plugin, which no such process's tests use: loaded, it has pytest rewrite and
# import the whole Hypothesis package, at the latest for the process's summary (docs/history.md, "The
# test suite's time")
PYTEST_PLUGINS_OFF = ["-p", "no:cacheprovider", "-p", "no:hypothesispytest"]
PYTEST = [sys.executable, "-m", "pytest", *PYTEST_PLUGINS_OFF]


def harness(*args, cwd: Path = ROOT, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout)
