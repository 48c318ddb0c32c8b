"""The benchmark's pytest plugin: the sweep's options (the same as the command line's, from
harness.measure.grid), one ``case`` per point, the points log, the machine facts in every result file,
and a hook through which other parts of the suite add facts to each point.

Loaded by the root conftest.py in a checkout and with ``-p harness.measure.plugin`` by the sweep's
pytest processes, so an installed package measures the same way.
"""
from __future__ import annotations

import dataclasses
import datetime
import json
from pathlib import Path

import pytest

import impls
from harness import artifacts
from harness.artifacts import SCHEMA
from harness.cli import BadInput
from harness.measure import grid, machine, releases

pytest_plugins = ("harness.measure.strict",)  # with a GPU present, cuda cases fail instead of skipping
_PLAN = pytest.StashKey()


class Process:
    """A sweep's measuring process (harness/measure/measuring_process.py), given to pytest as a plugin: its
    plan, parsed once from the request, the run folder it measures for, and ``emit``, which streams each
    point's line to the sweep (the sweep writes the points log)."""

    def __init__(self, plan: grid.Plan, folder: Path, emit):
        self.plan, self.folder, self.emit = plan, folder, emit


def process_of(config) -> Process | None:
    """This pytest run's :class:`Process`: None where pytest was run by hand."""
    return next((p for p in config.pluginmanager.get_plugins() if isinstance(p, Process)), None)


def run_folder(config) -> Path | None:
    """The folder of the run a point belongs to (the sweep's, or the points log's): where files shared by
    the run's processes go."""
    proc, path = process_of(config), config.getoption("--points-log")
    return proc.folder if proc else Path(path).parent if path else None


class Hooks:
    @pytest.hookspec
    def pytest_cartpole_point_facts(self, env, steps):
        """Facts about a measured point (a dict, merged into its ``extra_info``), from the built
        implementation after its timed rounds; an exception becomes the point's ``facts_error``."""


def pytest_addhooks(pluginmanager):
    pluginmanager.add_hookspecs(Hooks)


def pytest_addoption(parser):
    g = parser.getgroup("cartpole", "Cartpole benchmark sweep")
    for name, about in {**grid.sweep_options(), **grid.PYTEST_OPTIONS}.items():
        g.addoption(f"--{name}", default=None, help=about)
    g.addoption("--points-log", default=None, help="append each point's outcome (JSON lines) here")
    g.addoption("--plan", default=None, help="a measuring process's plan as the sweep wrote it: RUN/logs/plans.jsonl"
                "#STEM (STEM: its log's name, numpy-cpu-p2), or a file of one plan (grid.Plan.to_json; a run "
                "before the plans file: RUN/logs/STEM.plan), instead of the options above")


def plan_of(given: str) -> grid.Plan:
    """The plan ``--plan`` names (see its help); a name that is not there is a usage error naming the stems."""
    path, _, stem = given.partition("#")
    try:
        text = artifacts.read_text(Path(path) if Path(path).exists() else Path(path + artifacts.XZ))
    except (OSError, ValueError) as exc:
        raise pytest.UsageError(f"--plan {given!r}: {exc}") from None
    if not stem:
        return grid.Plan.from_json(text)
    plans = {d["stem"]: d["plan"] for d in map(json.loads, filter(None, text.splitlines()))}
    if stem not in plans:
        raise pytest.UsageError(f"--plan {given!r}: no plan {stem!r}; valid: {', '.join(plans)}")
    return grid.Plan.from_json(json.dumps(plans[stem]))


def pytest_configure(config):
    path, proc = config.getoption("--plan"), process_of(config)
    if path or proc:  # the sweep's measuring process (or a plan it wrote): checked once by the sweep, one object
        given = [n for n in {**grid.sweep_options(), **grid.PYTEST_OPTIONS} if config.getoption(f"--{n}") is not None]
        if given:
            raise pytest.UsageError(f"{'--plan' if path else 'a measuring process'} and --{given[0]} together; "
                                    "valid: one of them")
        config.stash[_PLAN] = proc.plan if proc else plan_of(path)
        return
    try:  # a pytest run of its own is one measuring process
        config.stash[_PLAN] = dataclasses.replace(
            grid.plan(lambda name: "1" if name == "processes" else None if name in grid.CLI_OPTIONS
                      else config.getoption(f"--{name}")), process=1)
    except BadInput as exc:
        raise pytest.UsageError(str(exc)) from None


@pytest.fixture(scope="session")
def sweep(request) -> grid.Plan:
    return request.config.stash[_PLAN]


def pytest_generate_tests(metafunc):
    if "case" in metafunc.fixturenames:
        p = metafunc.config.stash[_PLAN]
        cs = p.cases()  # a measuring process's: the points the sweep listed, as they are
        metafunc.parametrize("case", [pytest.param(c, id=c.id, marks=[pytest.mark.cuda] * (c.device == "cuda"))
                                      for c in cs])


def pytest_collection_modifyitems(config, items):
    for item in items:
        case = getattr(getattr(item, "callspec", None), "params", {}).get("case")
        if case is not None:
            item.user_properties.append(("case", dataclasses.asdict(case)))


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    case = dict(report.user_properties).get("case")
    if case is not None and (report.when == "call" or report.outcome != "passed"):
        log_point(item.config, report, case)


def log_point(config, report, case: dict) -> None:
    """A point's outcome, streamed to the sweep (or appended to --points-log), so skips (with their reason)
    and failures reach the table and a sweep that is killed keeps a record of every point that finished."""
    proc, path, plan = process_of(config), config.getoption("--points-log"), config.stash[_PLAN]
    if proc is None and not path:
        return
    reason = ""
    if report.skipped and isinstance(report.longrepr, tuple):
        reason = str(report.longrepr[2]).removeprefix("Skipped: ")
    elif report.failed:
        reason = (report.longreprtext or "").strip().splitlines()[-1:][0][:300] if report.longreprtext else ""
    measured = {k: v for k, v in report.user_properties
                if k in ("env_steps_per_s", "spread", "round_rates", "steps", "calls_per_round", "probe_s", "cpu_probe_s",
                         "make_vec_env_steps_per_s", "split_env_steps_per_s")}
    row = point_record(case, plan, report.outcome, reason, release(case["impl"], plan), machine.info(), **measured)
    if proc is not None:
        proc.emit(row)
        return
    with open(path, "a") as fh:
        fh.write(json.dumps(row) + "\n")


def point_record(case: dict, plan: grid.Plan, status: str, reason: str, release: str, info: dict,
                 **measured) -> dict:
    """One line of the points log: the point, what was measured, its outcome, the machine, the time (a
    measuring process's, and the sweep's for a point it did not measure: a release's conformance verdict)."""
    return {**case, **measured, "release": release, "mode": plan.mode, "process": plan.process,
            "processes": plan.processes, "status": status, "reason": reason, "machine": info["label"],
            "cpu_model": info["cpu_model"], "gpu_name": info["gpu_name"],
            "time": datetime.datetime.now(datetime.timezone.utc).isoformat()}


def release(impl: str, plan: grid.Plan) -> str:
    """This process's release of the plan's package (``jax 0.4.23``), where ``impl`` uses it; read here,
    where the framework is installed, never told by the sweep."""
    return releases.point_release(impls.entry(impl).packages, plan.release_package)


def pytest_benchmark_update_machine_info(config, machine_info):
    machine_info["cartpole"] = {**machine.info(), "schema": SCHEMA}
