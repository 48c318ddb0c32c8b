"""A plugin of the sweep's measuring process for tests/test_processes.py: the process exits (code 9) as
its second point starts, as a process killed by the machine would."""
import os

_SEEN = []


def pytest_runtest_setup(item):
    _SEEN.append(item.nodeid)
    if len(_SEEN) == 2:
        os._exit(9)
