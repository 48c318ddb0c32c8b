"""An implementation that stalls in one of its measuring processes, registered as a user's plugin
(``CARTPOLE_PLUGINS=stall_impl``) by tests/test_processes.py: numpy's class, whose rollouts sleep 8 ms
each in the first process that claims the file ``CARTPOLE_STALL_MARK`` names (as numba-cpu's pool did
in about half of fresh processes on the Zen 4: docs/measurement.md). It reports a kernel count (read in a
point's first process only) and declares its own round size (used where the preset sizes the rounds).
Not a registered row of the suite."""
import os
import time

import impls
from impls.numpy_cpu import NumpyCartpole

STALL_S = 0.008  # each call's stall in the first process (docs/testing.md)

NAME = "stall-np"


def _claim() -> bool:
    """True in the one process that creates the mark file first."""
    try:
        os.close(os.open(os.environ["CARTPOLE_STALL_MARK"], os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        return True
    except FileExistsError:
        return False


class Stall(NumpyCartpole):
    name = NAME
    stalls = None  # claimed at the first rollout: the sweep's own process, which runs none, never claims

    def rollout(self, steps):
        if Stall.stalls is None:
            Stall.stalls = _claim()
        if Stall.stalls:
            time.sleep(STALL_S)
        return super().rollout(steps)

    def fusion_artifacts(self, steps):
        return {"format": "columns", "columns": {"kernels_per_step": 3.0}}


# 20 steps a round at 16 environments, where the default preset's rounds would be 1000 steps
impls.register(NAME, impls.Entry("stall_impl", "Stall", ("cpu",), setup="core", compiler="numpy", round_env_steps=320))
