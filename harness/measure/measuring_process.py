"""A measuring process of the sweep, a child of the protocol (harness/child.py): ``python -m
harness.measure.measuring_process`` reads its request, ``{"plan": Plan.to_json(), "folder": RUN_FOLDER,
"pytest": [ARGS]}``, runs pytest with those arguments on that plan (parsed here, once), streams each point's
line of the points log as it finishes, and replies ``{"exit": pytest's exit code}``. pytest's output goes
to stderr (the sweep's log of the process). It then ends without the interpreter's teardown: everything
the process leaves behind (the benchmark's JSON, the points, its output, the compile caches) is written
and flushed before pytest returns; what the teardown would do after that (TensorFlow's and torch's exit
handlers, freeing every module) is nobody's result, and it was more than half of what the sweep's
processes spent outside pytest (docs/history.md, "The default sweep's time")."""
from __future__ import annotations

from pathlib import Path

from harness import child


def measure(request: dict, emit) -> dict:
    import pytest

    from harness.measure import grid, plugin

    proc = plugin.Process(grid.Plan.from_json(request["plan"]), Path(request["folder"]), emit)
    return {"exit": int(pytest.main(request["pytest"], plugins=[proc]))}


if __name__ == "__main__":
    child.serve(measure, teardown=False)
