"""pytest options for the benchmark sweep and the machine facts recorded with every result."""
from __future__ import annotations

import dataclasses
import datetime
import json

import pytest

from harness import grid, machine

pytest_plugins = ("harness.strict_gpu",)  # with a GPU present, cuda cases fail instead of skipping


def pytest_addoption(parser):
    g = parser.getgroup("cartpole", "Cartpole benchmark sweep")
    g.addoption("--impl", default=None, help="comma-separated implementations, or 'all' (default: all)")
    g.addoption("--device", default=None, help=f"one of {', '.join(grid.DEVICES)} (default: cpu)")
    g.addoption("--num-envs", default=None, help="comma-separated num_envs (default: the preset's)")
    g.addoption("--max-envs", default=None, help="sweep powers of two up to this num_envs")
    g.addoption("--steps", default=None, help="steps per timed round (default: the preset's)")
    g.addoption("--round-env-steps", default=None, help="at most this many env-steps per timed round: "
                "fewer steps at large num_envs (default: the preset's, none when --steps is given)")
    g.addoption("--rounds", default=None, help="timed rounds per point (default: the preset's)")
    g.addoption("--warmup-rounds", default="1", help="untimed rounds after compilation, at least 1 "
                "(default 1)")
    g.addoption("--mode", default=None, help=f"one of {', '.join(grid.MODES)} (default rollout)")
    g.addoption("--preset", default=None, help=f"one of {', '.join(grid.PRESETS)} (default: default)")
    for opt, about in grid.TUNING.items():
        g.addoption(f"--{opt}", default=None, help=f"comma-separated {about}")
    g.addoption("--points-log", default=None, help="append each point's outcome (JSON lines) here")


class SweepOptions:
    def __init__(self, config):
        opt = config.getoption
        try:
            p = grid.preset(opt("--preset"))
            self.impls = grid.impl_list(opt("--impl"))
            self.devices = grid.device_list(opt("--device"))
            if opt("--num-envs") is not None:
                self.num_envs = grid.int_list(opt("--num-envs"), "--num-envs")
            elif opt("--max-envs") is not None:
                self.num_envs = grid.powers_of_two(grid.positive_int(opt("--max-envs"), "--max-envs"))
            else:
                self.num_envs = list(p.num_envs)
            self.steps = grid.positive_int(opt("--steps"), "--steps") if opt("--steps") is not None else p.steps
            self.rounds = grid.positive_int(opt("--rounds"), "--rounds") if opt("--rounds") is not None else p.rounds
            if opt("--round-env-steps") is not None:
                self.round_env_steps = grid.positive_int(opt("--round-env-steps"), "--round-env-steps")
            else:
                self.round_env_steps = None if opt("--steps") is not None else p.round_env_steps
            self.warmup = grid.positive_int(opt("--warmup-rounds"), "--warmup-rounds")
            self.mode = grid.mode(opt("--mode"))
            self.overrides = {k: grid.int_list(opt(f"--{k}"), f"--{k}") for k in grid.TUNING
                              if opt(f"--{k}") is not None}
            grid.check_tuning(self.impls, self.overrides, self.num_envs, self.devices)
        except (grid.BadInput, ValueError) as exc:
            raise pytest.UsageError(str(exc)) from None

    def steps_for(self, num_envs: int) -> int:
        return grid.steps_for(num_envs, self.steps, self.round_env_steps)


@pytest.fixture(scope="session")
def sweep(request) -> SweepOptions:
    return request.config._cartpole_sweep


def pytest_configure(config):
    global _CONFIG
    _CONFIG = config
    config._cartpole_sweep = SweepOptions(config)


def pytest_generate_tests(metafunc):
    if "case" in metafunc.fixturenames:
        s = metafunc.config._cartpole_sweep
        cs = grid.cases(s.impls, s.devices, s.num_envs, s.overrides)
        metafunc.parametrize("case", [pytest.param(c, id=c.id, marks=[pytest.mark.cuda] * (c.device == "cuda"))
                                      for c in cs])


def pytest_collection_modifyitems(config, items):
    for item in items:
        case = getattr(getattr(item, "callspec", None), "params", {}).get("case")
        if case is not None:
            item.user_properties.append(("case", dataclasses.asdict(case)))


def pytest_runtest_logreport(report):
    """Log each benchmark point's outcome, so skips (with their reason) and failures reach the table
    and a sweep that is killed keeps a record of every point that finished."""
    path = getattr(_CONFIG, "option", None) and _CONFIG.getoption("--points-log")
    case = dict(report.user_properties).get("case")
    if not path or case is None or not (report.when == "call" or report.outcome != "passed"):
        return
    reason = ""
    if report.skipped and isinstance(report.longrepr, tuple):
        reason = str(report.longrepr[2]).removeprefix("Skipped: ")
    elif report.failed:
        reason = (report.longreprtext or "").strip().splitlines()[-1:][0][:300] if report.longreprtext else ""
    m = machine.info()
    measured = {k: v for k, v in report.user_properties if k in ("env_steps_per_s", "spread", "steps")}
    row = {**case, **measured, "mode": _CONFIG._cartpole_sweep.mode, "status": report.outcome, "reason": reason,
           "machine": m["label"],
           "cpu_model": m["cpu_model"], "gpu_name": m["gpu_name"],
           "time": datetime.datetime.now(datetime.timezone.utc).isoformat()}
    with open(path, "a") as fh:
        fh.write(json.dumps(row) + "\n")


_CONFIG = None


def pytest_benchmark_update_machine_info(config, machine_info):
    machine_info["cartpole"] = machine.info()
