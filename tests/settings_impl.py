"""An implementation that declares a setting of its measuring process (Entry.env, as numba-cpu declares
OMP_PROC_BIND), registered as a user's plugin (``CARTPOLE_PLUGINS=settings_impl``) by
tests/test_processes.py: numpy's class, whose rollouts sleep SLOW_S each in a process started without
the setting, as a row whose framework reads its setting at start runs slower without it. Not a
registered row of the suite."""
import os
import time

import impls
from impls.numpy_cpu import NumpyCartpole

NAME = "settings-np"
VARIABLE, VALUE = "CARTPOLE_TEST_SETTING", "on"
SLOW_S = 0.02  # each call's sleep without the setting


class WithSettings(NumpyCartpole):
    name = NAME

    def rollout(self, steps):
        if os.environ.get(VARIABLE) != VALUE:
            time.sleep(SLOW_S)
        return super().rollout(steps)

    def describe(self):
        return {**super().describe(), **impls.settings_read(NAME, self.device)}


impls.register(NAME, impls.Entry("settings_impl", "WithSettings", ("cpu",), setup="core", compiler="numpy",
                                 env=(("cpu", VARIABLE, VALUE),)))
