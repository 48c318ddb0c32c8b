"""Where a measuring process runs. The sweep (harness/measure/sweep.py) hands each measuring process to an
executor as one :class:`Job`: its plan (grid.Plan.for_process, its points listed: serialized once by
Plan.to_json and parsed once by the process, harness/measure/plugin.py), the run's files it writes (its
result, its log, the points log the sweep follows) and the run's variables (its compile caches, a forced
ISA's). The executor starts it and says when it has ended; nothing else of the sweep knows how.

Today's executor is :class:`Local`: a child of a Python on this machine (this one by default). A process
in another environment (another framework release's virtual environment) is another executor, not another
path through the sweep.
"""
from __future__ import annotations

import subprocess
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from harness.measure import grid, process

BENCH_FILE = Path(__file__).resolve().parent / "bench_cartpole.py"
# A measuring process loads the plugins it uses and no other (CHILD_ENV): the installed ones it does not
# use (xdist, Hypothesis's, pytest-timeout's, whose time limit is the test suite's and not a point's) cost
# each of a sweep's processes time before its first point (docs/history.md, "The default sweep's time").
# pytest.ini_options' timeout is then a key no loaded plugin knows: its warning is silenced (-W takes a
# literal prefix of the message, so any unknown key's)
CHILD_ENV = {"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}


@dataclass(frozen=True)
class Job:
    """One measuring process: one implementation on one device, its share of the rounds."""
    plan: grid.Plan  # Plan.for_process's: its points listed
    stem: str  # its name in the run's files ("numpy-cpu-p2")
    run_dir: Path
    points_log: Path  # the points log it appends a line per point to (the sweep follows it)
    plugins: tuple[str, ...] = ()  # modules that add facts to each point (pytest -p)
    env: dict[str, str] = field(default_factory=dict)  # the run's variables: its caches, a forced ISA's
    xla_flags: str = ""  # appended to the implementation's own XLA_FLAGS

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

    def start(self, job: Job):
        """Start the job's process (it writes the job's result, log and points); returns what has ``wait(timeout)``:
        the exit code once the process has ended, else None after ``timeout`` seconds (None: until it ends)."""


def pytest_command(plan_file: Path, job: Job, python: str = sys.executable) -> list[str]:
    """The pytest run of one measuring process (harness.measure.measuring_process: pytest, then no
    interpreter teardown), its plan in ``plan_file``, in an environment holding CHILD_ENV."""
    return [python, "-m", "harness.measure.measuring_process", str(BENCH_FILE), "-p", "pytest_benchmark.plugin",
            "-p", "no:cacheprovider",
            "-W", "ignore:Unknown config option:_pytest.warning_types.PytestConfigWarning",
            "-p", "harness.measure.plugin", *(a for p in job.plugins for a in ("-p", p)), "-q", "-rfE", "--no-header",
            "--plan", str(plan_file), f"--benchmark-json={job.result}", "--benchmark-columns=median,iqr,rounds",
            f"--points-log={job.points_log}"]


class _Child:
    """A local child process; a thread waits on it, so the sweep learns at once that it ended."""

    def __init__(self, proc: subprocess.Popen, log):
        self.proc, self.log, self.ended = proc, log, threading.Event()
        threading.Thread(target=lambda: (proc.wait(), log.close(), self.ended.set()), daemon=True).start()

    def wait(self, timeout: float | None) -> int | None:
        return self.proc.returncode if self.ended.wait(timeout) else None


class Local:
    """A child of ``python`` (default: this one) on this machine, importing this checkout's suite; the plan
    beside its log (logs/STEM.plan)."""
    name = "local"

    def __init__(self, python: str = sys.executable):
        self.python = python

    def start(self, job: Job) -> _Child:
        plan_file = job.log.with_suffix(".plan")
        plan_file.write_text(job.plan.to_json())
        impl, device = job.plan.impls[0], job.plan.devices[0]
        log = open(job.log, "w")  # noqa: SIM115 - closed when the process has ended (_Child)
        proc = subprocess.Popen(pytest_command(plan_file, job, self.python),
                                env=process.python_env(impl, device, xla_flags=job.xla_flags,
                                                       extra={**job.env, **CHILD_ENV}),
                                stdout=log, stderr=subprocess.STDOUT)
        return _Child(proc, log)
