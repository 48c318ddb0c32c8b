"""``python -m harness advise``: which implementation gives a result first (harness.report.advise)."""
from __future__ import annotations

from pathlib import Path

from harness import cli
from harness.cli import BadInput


def advise_options(av) -> None:
    av.add_argument("--num-envs", default=None, help="environments of the workload (within the run's sizes)")
    av.add_argument("--env-steps", default=None, help="env-steps of the workload in all (1e7 or 10000000)")
    av.add_argument("--train", action="store_true", help="rank the trainers of this machine's newest train runs by "
                    "the time to a solved policy instead (harness train)")
    av.add_argument("--budget", default=None, help="with --train: the seconds a user waits at most (default 30)")
    av.add_argument("--check", action="store_true", help="run advise's top rows in fresh user processes (bare and "
                    "after impls.prepare, cold and warm) for 1e5 env-steps at 16 environments, 1e7 at 4096, 1e9 at 65536 (or the "
                    "--num-envs x --env-steps given, several num_envs comma-separated; --impl: these rows) and write "
                    "them beside its predictions: a benchmark of minutes")
    av.add_argument("--out", default="results", help="with --check: where its folder goes (default results)")
    av.add_argument("--mode", default="rollout", help="rollout (default), step or policy")
    av.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    when = av.add_mutually_exclusive_group()
    when.add_argument("--cold", dest="warm", action="store_false", help="compile with empty caches (default)")
    when.add_argument("--warm", dest="warm", action="store_true", help="compile as a later process, from the caches")
    av.add_argument("--from", dest="run", default=None, help="the run folder to read (default: this machine's "
                    "newest run with several processes per point)")
    av.add_argument("--machine", default=None, help="another machine's newest run (its label, as in results/)")
    av.add_argument("--impl", default=None, help="only these implementations, comma-separated")
    av.add_argument("--results", default="results", help="where the runs are (default results)")
    av.set_defaults(warm=False)


def advise_command(a, reader=None) -> int:
    from harness.report import advise

    if a.train:
        if a.num_envs is not None or a.env_steps is not None:
            raise BadInput("--train ranks trainers by time to solve: give --budget SECONDS, not --num-envs or --env-steps")
        if not Path(a.results).is_dir():
            raise BadInput(f"--results {a.results!r} is not a folder of runs")
        budget = cli.positive_number(a.budget if a.budget is not None else "30", "--budget", "seconds (30 or 1e2)")
        return advise.train_run([a.results], a.machine, budget)
    if a.check:
        from harness.report import advise_check

        if (a.num_envs is None) != (a.env_steps is None):
            raise BadInput("--check takes --num-envs N and --env-steps S together, or neither (its three workloads)")
        if a.train or a.budget is not None or a.run is not None or a.machine is not None or a.warm \
                or a.mode != "rollout" or a.device != "cpu":
            raise BadInput("--check runs this machine's newest rollout run's top rows on the cpu as a user would: "
                           "give only --num-envs/--env-steps, --impl, --results and --out")
        work = advise_check.WORKLOADS if a.num_envs is None else tuple(
            (n, cli.positive_number(a.env_steps, "--env-steps", "env-steps (1e7 or 10000000)"))
            for n in cli.int_list(a.num_envs, "--num-envs"))
        if not Path(a.results).is_dir():
            raise BadInput(f"--results {a.results!r} is not a folder of runs")
        cli.out_folder(a.out)
        only = cli.list_items(a.impl, "--impl", "implementation names") if a.impl is not None else None
        return advise_check.run(Path(a.results), Path(a.out), work, only)
    if a.num_envs is None or a.env_steps is None:
        raise BadInput("advise needs --num-envs N and --env-steps S (or --train --budget SECONDS for the trainers)")
    if a.budget is not None:
        raise BadInput("--budget is for --train; a workload is --num-envs N --env-steps S")
    n = cli.positive_int(a.num_envs, "--num-envs")
    s = cli.positive_number(a.env_steps, "--env-steps", "env-steps (1e7 or 10000000)")
    mode, device = cli.choice(a.mode, "--mode", advise.MODES), cli.choice(a.device, "--device", advise.DEVICES)
    if a.run is not None and a.machine is not None:
        raise BadInput("--from and --machine both given; give one (a run folder, or a machine's label)")
    if a.run is not None:
        cli.existing([a.run])
    elif not Path(a.results).is_dir():
        raise BadInput(f"--results {a.results!r} is not a folder of runs")
    only = cli.list_items(a.impl, "--impl", "implementation names") if a.impl is not None else None
    return advise.run([a.results], n, s, mode, device, a.warm, a.run, a.machine, only)
