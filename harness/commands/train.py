"""``python -m harness train``: time to solve CartPole-v1 (harness.measure.train)."""
from __future__ import annotations

import os
import sys

from harness import cli
from harness.cli import BadInput, out_folder
from harness.commands.options import cluster_arguments
from harness.measure import machine
from impls.api import COMPILE_CACHE_VARIABLE


def train_options(tr) -> None:
    tr.add_argument("--trainer", default="suite-jax", help="comma-separated trainers (default suite-jax)")
    tr.add_argument("--env", default=None, help="comma-separated environments: each trainer trains on those of "
                    "them it can (default: its first)")
    tr.add_argument("--config", default=None, help="comma-separated configuration names (default: each "
                    "trainer's common, published one)")
    tr.add_argument("--seeds", default="0-2", help="comma-separated seeds and ranges a-b (default 0-2)")
    tr.add_argument("--together", action="store_true", help="train the seeds at once where the trainer can "
                    "(vmapped, or over the cores), on one clock; suite-jax's and suite-numba's seeds stop as they solve")
    tr.add_argument("--in-flight", default=None, help="with --together, the seeds in training at once (suite-jax: "
                    "default 8 per JAX device; suite-numba: one per core): a seed leaves when it solves and the "
                    "next one starts")
    tr.add_argument("--total-timesteps", default=None, help="env-steps of training (default: the configuration's)")
    tr.add_argument("--out", default="results", help="parent folder of the new -train folder (default results)")
    cluster_arguments(tr, "trains seeds too", "spread the seeds over its nodes: a -train folder per machine "
                      "identity, each record naming its node; ")
    tr.add_argument("--no-compile-cache", action="store_true", help="compile every program again: keep nothing "
                    "between commands (default: kept in the build folder, keyed by the source, versions and CPU; "
                    f"also {COMPILE_CACHE_VARIABLE}=0)")


MAX_SEEDS = 10_000  # seeds one train command takes (each a training run)


def seeds(text: str) -> list[int]:
    """Seeds from ``0,3,5-9``: non-negative integers and inclusive ranges, at most MAX_SEEDS in all."""
    out = []
    for item in cli.list_items(text, "--seeds", "seeds and ranges a-b"):
        lo, sep, hi = item.partition("-")
        try:
            if sep and not hi:  # "3-": a range with no end
                raise ValueError
            lo, hi = int(lo, 10), int(hi if sep else lo, 10)
        except ValueError:
            raise BadInput(f"--seeds item {item!r} is not a seed or a range a-b of non-negative integers") from None
        if lo < 0 or hi < lo or hi >= 2**32:
            raise BadInput(f"--seeds item {item!r} is not a seed or a range a-b with 0 <= a <= b < 2**32")
        if len(out) + hi - lo + 1 > MAX_SEEDS:
            raise BadInput(f"--seeds {text!r} names more than {MAX_SEEDS:,} seeds; valid: at most {MAX_SEEDS:,}")
        out.extend(range(lo, hi + 1))
    if len(set(out)) != len(out):
        raise BadInput(f"--seeds {text!r} names a seed twice")
    return out


def train_command(a, reader=None) -> int:
    if a.together and "jax" not in sys.modules:  # seeds trained together: one JAX CPU device per core
        os.environ.setdefault("JAX_NUM_CPU_DEVICES", str(len(os.sched_getaffinity(0))))
    from harness.measure import train

    trainers = cli.chosen(a.trainer, "--trainer", list(train.TRAINERS))
    envs = cli.list_items(a.env, "--env", "environment names") if a.env is not None else None
    for e in envs or []:
        valid = sorted({v for t in trainers for v in train.TRAINERS[t].envs})
        if e not in valid:
            raise BadInput(f"no chosen trainer trains on {e!r}; valid: {', '.join(valid)}")
    runs = []
    for t in trainers:
        if a.together and not train.TRAINERS[t].together:
            can = ", ".join(k for k, v in train.TRAINERS.items() if v.together)
            raise BadInput(f"trainer {t} trains one seed at a time (no --together); trainers that can: {can}")
        own = train.TRAINERS[t].envs
        if envs is not None and not set(envs) & set(own):
            raise BadInput(f"trainer {t} trains on none of {', '.join(envs)}; valid: {', '.join(own)}")
        for env in ([e for e in envs if e in own] if envs else [None]):
            for config in (cli.list_items(a.config, "--config", "configuration names") if a.config is not None else [None]):
                runs.append((t, *train.check(t, env, config)))
    seed_list = seeds(a.seeds)
    in_flight = None
    if a.in_flight is not None:
        in_flight = cli.positive_int(a.in_flight, "--in-flight")
        if not a.together:
            raise BadInput("--in-flight needs --together (seeds trained one at a time have one in flight)")
        for t in trainers:
            if not train.TRAINERS[t].in_flight:
                can = ", ".join(k for k, v in train.TRAINERS.items() if v.in_flight)
                raise BadInput(f"trainer {t} trains its seeds all at once (no --in-flight); trainers that can: {can}")
    total = cli.positive_int(a.total_timesteps, "--total-timesteps") if a.total_timesteps is not None else None
    for trainer, env, config in runs:  # every configuration checked before anything runs
        try:
            train.configuration(config, total)
        except ValueError as exc:  # a configuration that does not fit (total below one batch, ...)
            raise BadInput(f"{trainer} {config}: {exc}") from None
    out = out_folder(a.out)
    if a.ray is not None:  # the seeds spread over a cluster's nodes, every option but these the same there
        from harness.measure import fleet

        argv = cli.argv_of(a, ("command", "ray", "head", "seeds", "out"))
        return fleet.train(fleet.checked_address(a.ray), argv, seed_list, out, a.head)
    if a.head:
        raise BadInput("--head needs --ray (the head node of a cluster)")
    settings = train.prepare({env for _, env, _ in runs})  # before any framework starts
    for env, applied in settings.items():
        if applied:
            print(f"{env}: {applied}, the settings its figures are measured with (impls.prepare)")
    records = []
    for trainer, env, config in runs:
        state = train.cache_state(trainer)  # before the run: what it finds, not what it leaves
        got = train.TRAINERS[trainer].run(env, config, seed_list, a.together, total,
                                          **({"in_flight": in_flight} if in_flight else {}))
        for r in got:
            r["compile_cache"] = state
            if settings.get(env):
                r["settings"] = settings[env]
            print(train.line(r))
        records.extend(got)
    train.write(out, machine.label(), machine.info(), records)
    return 0
