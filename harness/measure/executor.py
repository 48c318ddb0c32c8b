"""Where a measuring process runs. The sweep (harness/measure/sweep.py) hands each measuring process to an
executor as one :class:`Job`: its plan (grid.Plan.for_process, its points listed: serialized once by
Plan.to_json and parsed once by the process, harness/measure/measuring_process.py), the run's files (its
result, its log, the points log its points are appended to as they come) and the run's variables (its
compile caches, a forced ISA's). The executor starts it and says when it has ended; nothing else of the
sweep knows how.

Today's executor is :class:`Local`: a child of the protocol (harness/child.py) under a Python on this
machine (this one by default). A process in another environment (another framework release's virtual
environment) is another executor, not another path through the sweep.
"""
from __future__ import annotations

import json
import queue
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from harness import child
from harness.measure import grid, process

MODULE = "harness.measure.measuring_process"
BENCH_FILE = Path(__file__).resolve().parent / "bench_cartpole.py"
# A measuring process loads the plugins it uses and no other (CHILD_ENV): the installed ones it does not
# use (xdist, Hypothesis's, pytest-timeout's, whose time limit is the test suite's and not a point's) cost
# each of a sweep's processes time before its first point (docs/history.md, "The default sweep's time").
# pytest.ini_options' timeout is then a key no loaded plugin knows: its warning is silenced (-W takes a
# literal prefix of the message, so any unknown key's)
CHILD_ENV = {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
PLANS = "plans.jsonl"  # in a run's logs/: each measuring process's plan, a line each


@dataclass(frozen=True)
class Job:
    """One measuring process: one implementation on one device, its share of the rounds."""
    plan: grid.Plan  # Plan.for_process's: its points listed
    stem: str  # its name in the run's files ("numpy-cpu-p2")
    run_dir: Path
    points_log: Path  # the points log, a line per point appended as the process streams it (record)
    plugins: tuple[str, ...] = ()  # modules that add facts to each point (pytest -p)
    env: dict[str, str] = field(default_factory=dict)  # the run's variables: its caches, a forced ISA's
    xla_flags: str = ""  # appended to the implementation's own XLA_FLAGS
    stream: queue.Queue | None = None  # each point's record as it comes, for the sweep's progress (its one reader)

    @property
    def result(self) -> Path:
        """Its pytest-benchmark JSON."""
        return self.run_dir / f"{self.stem}.json"

    @property
    def log(self) -> Path:
        """Its pytest output."""
        return self.run_dir / "logs" / f"{self.stem}.log"


class Executor(Protocol):
    name: str
    python: str  # the interpreter its processes run (a release's environment's; the conformance check runs there too)

    def start(self, job: Job):
        """Start the job's process (it writes the job's result, log and points); returns what has ``wait(timeout)``:
        the exit code once the process has ended, else None after ``timeout`` seconds (None: until it ends)."""


def request(job: Job) -> dict:
    """The measuring process's request (harness/measure/measuring_process.py): its plan as one serialized
    object, the run folder and pytest's arguments (the benchmark file, the plugins, the result file), with
    CHILD_ENV in its environment."""
    return {"plan": job.plan.to_json(), "folder": str(job.run_dir),
            "pytest": [str(BENCH_FILE), "-p", "pytest_benchmark.plugin", "-p", "no:cacheprovider",
                       "-W", "ignore:Unknown config option:_pytest.warning_types.PytestConfigWarning",
                       "-p", "harness.measure.plugin", *(a for p in job.plugins for a in ("-p", p)), "-q", "-rfE",
                       "--no-header", f"--benchmark-json={job.result}", "--benchmark-columns=median,iqr,rounds"]}


def record(job: Job, row: dict) -> None:
    """A point the job's process streamed: appended to the points log, and handed to the sweep's stream."""
    with open(job.points_log, "a") as fh:
        fh.write(json.dumps(row) + "\n")
    if job.stream is not None:
        job.stream.put(row)


class Running:
    """A measuring process on the child protocol, run by a thread (so the sweep learns at once that it
    ended): each point's line appended to the points log as it comes; the exit code pytest's, or the
    process's own where it died (its one-line error then ends its log)."""

    def __init__(self, job: Job, env: dict, python: str):
        self.code, self.ended = None, threading.Event()

        def go():
            try:
                self.code = child.run(MODULE, request(job), env, python, timeout=None, on_line=lambda row: record(job, row),
                                      log=job.log)[0]["exit"]
            except child.ChildError as exc:
                ended = job.log.read_text(errors="replace").endswith("\n") or not job.log.stat().st_size
                with open(job.log, "a") as fh:  # on a line of its own (pytest's dots may end the log)
                    fh.write(("" if ended else "\n") + f"{exc}\n")
                self.code = exc.returncode if exc.returncode not in (None, 0, 5) else 1
            finally:
                self.ended.set()
        threading.Thread(target=go, daemon=True).start()

    def wait(self, timeout: float | None) -> int | None:
        return self.code if self.ended.wait(timeout) else None


class Local:
    """A child of ``python`` (default: this one) on this machine, importing this checkout's suite; its plan
    kept beside its log, a line of the run's one plans file (logs/plans.jsonl: ``pytest --plan
    logs/plans.jsonl#STEM`` measures it again by hand)."""
    name = "local"

    def __init__(self, python: str = sys.executable):
        self.python = python

    def start(self, job: Job) -> Running:
        with open(job.log.parent / PLANS, "a") as fh:  # the sweep starts one process at a time
            fh.write(json.dumps({"stem": job.stem, "plan": json.loads(job.plan.to_json())}, sort_keys=True) + "\n")
        impl, device = job.plan.impls[0], job.plan.devices[0]
        return Running(job, process.python_env(impl, device, xla_flags=job.xla_flags,
                                               extra={**job.env, **CHILD_ENV}, bare=job.plan.bare), self.python)
