"""jax-sharded on a multi-device CPU: the generic conformance suite and the sharding checks of
tests/sharded_checks.py in a process started with JAX_NUM_CPU_DEVICES = 3 (JAX reads it once, when it
starts); the main suite runs jax-sharded on one device like every implementation."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
from commands import PYTEST
from harness.measure import strict

ROOT = Path(__file__).resolve().parent.parent


def _pytest(devices: int, *args):
    env = dict(os.environ, JAX_NUM_CPU_DEVICES=str(devices))
    return subprocess.run([*PYTEST, "-q", *args], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=900)


def test_sharding_and_conformance_on_several_devices():
    """The sharding checks and jax-sharded's conformance cases in one process (JAX's start and the
    programs' compiles paid once), on three devices: more devices than a 2-core machine has cores,
    and both paths of the split: sizes three divides (768, 96, 33) and sizes padded to a multiple
    of three (769, 1001, 512, 257). One count, not two (2 and 4 took 37 s each on a 2-core Zen 3
    and ran the same code)."""
    strict.importorskip("jax")
    r = _pytest(3, "tests/sharded_checks.py", "tests/test_conformance.py", "-k",
                "sharded_checks or jax-sharded-cpu", "--conformance-size", "small", "-rs")
    assert r.returncode == 0, r.stdout[-4000:] + r.stderr[-2000:]
    last = r.stdout.strip().splitlines()[-1]
    assert "passed" in last and "skipped" not in last and "failed" not in last, last
    ran = r.stdout.count("PASSED") or int(last.split(" passed")[0].split()[-1])
    assert ran >= 27, last  # both files ran: sharded_checks (7) and the conformance cases (20)


@pytest.mark.slow
def test_two_processes_over_loopback(tmp_path):
    """harness.measure.multihost as two processes (hosts) on this machine, each with its own CPU device,
    joined by jax.distributed over the loopback address: the gathered state is the one-process
    jax-fused run's, bit for bit (a num_envs the two devices do not divide)."""
    strict.importorskip("jax")
    import socket

    import numpy as np

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    out = tmp_path / "state.npz"
    env = dict(os.environ, JAX_NUM_CPU_DEVICES="1")
    procs = [subprocess.Popen([sys.executable, "-m", "harness.measure.multihost", "--coordinator", f"127.0.0.1:{port}",
                               "--num-processes", "2", "--process-id", str(i), "--num-envs", "1001",
                               "--steps", "150", "--seed", "5", "--out", str(out)],
                              cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
             for i in range(2)]
    logs = [p.communicate(timeout=300)[0] for p in procs]
    assert all(p.returncode == 0 for p in procs), "\n".join(log[-2000:] for log in logs)
    assert "process 1/2: 2 devices (1 here)" in logs[1]
    same_as_one_process(np.load(out), 1001, 5, 150)


def same_as_one_process(got, num_envs: int, seed: int, steps: int) -> None:
    """A multi-host run's gathered state (harness.measure.multihost's .npz) is the one-process jax-fused
    run's, bit for bit, after its rollouts of ``steps`` (the compiling one, the warm-up one and its five
    timed rounds: harness.measure.timing), with episodes ended on the way."""
    import numpy as np

    import impls
    from impls import spec

    ref = impls.make("jax-fused", num_envs, seed=seed)
    ref.rollout(7 * steps)
    want = ref.state()
    assert int(got["t"]) == 7 * steps and want["episodes"].sum() > num_envs
    assert len(got["rounds"]) == 5 and float(got["seconds"]) == np.median(got["rounds"])
    for f in spec.FIELDS:
        np.testing.assert_array_equal(got[f], want[f], err_msg=f)
