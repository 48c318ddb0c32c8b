"""``python -m harness tune``: the implementations' knobs searched on this machine (harness.measure.tune)."""
from __future__ import annotations

import impls
from harness import cli
from harness.cli import out_folder
from harness.measure import grid, machine, timing, tune


def tune_options(tu) -> None:
    tu.add_argument("--impl", default=None, help="comma-separated implementations with knobs (default: "
                    + ", ".join(tune.tunable()) + ")")
    tu.add_argument("--num-envs", default=",".join(map(str, tune.DEFAULT_SIZES)),
                    help="comma-separated sizes (default " + ",".join(map(str, tune.DEFAULT_SIZES)) + ")")
    tu.add_argument("--budget", default=None, help=f"seconds of timed turns for the whole search, about; compilation comes "
                    f"on top (default {tune.DEFAULT_BUDGET:g})")
    for name, about in grid.knob_help().items():
        tu.add_argument(f"--{name}", default=None, help=f"search only these values: {about}")
    tu.add_argument("--device", default="cpu", help="cpu (default), host (the CUDA C built for this CPU) or cuda "
                    "(a GPU machine: the CUDA implementations' block and unroll)")
    tu.add_argument("--round-ms", default=None, help="the shortest turn, in milliseconds: a turn repeats its "
                    f"rollout until it has lasted this long (0 to {grid.MAX_ROUND_MS}; default {tune.ROUND_MS}: one "
                    f"call a turn; {timing.MIN_ROUND_MS}: as the sweep's rounds)")
    tu.add_argument("--out", default="results", help="parent folder of the new -tune folder (default results)")
    tu.add_argument("--isa", default=None, help=machine.ISA_HELP)


def tune_command(a, reader=None) -> int:
    device = cli.choice(a.device, "--device", tune.DEVICES)
    names = tune.check_impls(a.impl, device)
    sizes = cli.int_list(a.num_envs, "--num-envs")
    grid.check_max_envs(sizes)
    budget = tune.check_budget(a.budget)
    round_ms = grid.shortest_round(a.round_ms, tune.ROUND_MS)
    only = {k: cli.int_list(getattr(a, k.replace("-", "_")), f"--{k}") for k in impls.knob_names()
            if getattr(a, k.replace("-", "_"), None) is not None}
    isa = machine.checked_isa(getattr(a, "isa", None))
    out = out_folder(a.out)
    _, code = tune.run(names, sizes, budget, out, only, isa, device, round_ms)
    return code
