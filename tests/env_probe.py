"""A registry plugin (CARTPOLE_PLUGINS) for tests/test_fleet.py: every process of the suite that loads the
registry writes, to a file of its own in the folder CARTPOLE_ENV_PROBE names, its command and the variables
a Ray worker would hand it (harness.measure.fleet.SCRUBBED's), so the test sees what reached the measuring
processes on a fleet's nodes."""
import json
import os
import sys

from harness.measure import fleet

folder = os.environ.get("CARTPOLE_ENV_PROBE")
if folder:
    with open(os.path.join(folder, f"{os.getpid()}.json"), "w") as fh:
        json.dump({"argv": sys.argv, "machine": os.environ.get("CARTPOLE_MACHINE"),
                   "vars": {k: v for k, v in os.environ.items() if k.startswith(fleet.SCRUBBED)}}, fh)
