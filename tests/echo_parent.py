"""A parent of the protocol for tests/test_child.py: starts echo_child asleep, prints its pid, waits. The
registry's plugins load first (a mutated test run's mutant among them: tests/mutant_plugin.py)."""
import json
import os
import sys

import impls

impls.available()
from harness import child  # noqa: E402 - after the plugins, which may replace it

ENV = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
child.run("echo_child", {"do": "sleep"}, ENV, timeout=120,
          on_line=lambda line: print(json.dumps(line), flush=True) if "pid" in line else None)
