"""jax-sharded on a multi-device CPU: the generic conformance suite and the sharding checks of
tests/sharded_checks.py, each in a process started with JAX_NUM_CPU_DEVICES = 2 and 4 (JAX reads it
once, when it starts); the main suite runs jax-sharded on one device like every implementation."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _pytest(devices: int, *args):
    env = dict(os.environ, JAX_NUM_CPU_DEVICES=str(devices))
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=900)


@pytest.mark.parametrize("devices", [2, 4])
def test_sharding_checks(devices):
    pytest.importorskip("jax", reason="jax not installed")
    r = _pytest(devices, "tests/sharded_checks.py")
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    assert "passed" in r.stdout and "skipped" not in r.stdout.splitlines()[-1]


@pytest.mark.parametrize("devices", [2, 4])
def test_conformance_on_several_devices(devices):
    pytest.importorskip("jax", reason="jax not installed")
    r = _pytest(devices, "tests/test_conformance.py", "-k", "jax-sharded-cpu", "--conformance-size", "small")
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    last = r.stdout.strip().splitlines()[-1]
    assert "passed" in last and "skipped" not in last and "failed" not in last, last
