"""A measuring process of the sweep: ``python -m harness.measure.measuring_process PYTEST_ARGS`` runs
pytest with those arguments, then ends without the interpreter's teardown. Everything the process
leaves behind (the benchmark's JSON, the points log, the pytest output, the compile caches) is written
and flushed before pytest returns; what the teardown would do after that (TensorFlow's and torch's
exit handlers, freeing every module) is nobody's result, and it was more than half of what the sweep's
processes spent outside pytest (docs/history.md, "The default sweep's time")."""
from __future__ import annotations

import os
import sys

import pytest


def main(args: list[str]) -> int:
    code = int(pytest.main(args))
    sys.stdout.flush()
    sys.stderr.flush()
    return code


if __name__ == "__main__":
    os._exit(main(sys.argv[1:]))
