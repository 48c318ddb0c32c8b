"""``python -m harness bisect``: the first release where a row's speed changes (harness.report.bisect)."""
from __future__ import annotations

import dataclasses

import impls
from harness import cli
from harness.cli import BadInput, out_folder
from harness.measure import grid


def bisect_options(bi) -> None:
    bi.add_argument("--impl", required=True, help="one implementation")
    bi.add_argument("--package", required=True, help="the framework whose releases are searched (jax, numba, torch, ...)")
    bi.add_argument("--good", required=True, help="a release without the change ('today': this environment's)")
    bi.add_argument("--bad", required=True, help="a release with it")
    bi.add_argument("--num-envs", default="2048", help="the point's num_envs (default 2048)")
    bi.add_argument("--device", default="cpu", help="its device (default cpu)")
    bi.add_argument("--processes", default="3", help="measuring processes per release and step (default 3; at least 2)")
    for name in ("steps", "rounds"):
        bi.add_argument(f"--{name}", default=None, help=grid.sweep_options()[name])
    bi.add_argument("--out", default="results", help="parent folder of each step's run folder (default results)")


def bisect_command(a, reader=None) -> int:
    from harness.measure import releases
    from harness.report import bisect

    if a.package not in releases.declared():
        raise BadInput(f"--package {a.package!r}: valid: {', '.join(releases.declared())}")
    given = {"impl": a.impl, "num-envs": a.num_envs, "device": a.device, "processes": a.processes,
             "max-processes": a.processes, "steps": a.steps, "rounds": a.rounds}  # each step's processes as given
    p = grid.plan(lambda name: given.get(name))
    p = dataclasses.replace(p, devices=[cli.choice(a.device, "--device", impls.devices(p.impls[0]))])
    return bisect.run(p, out_folder(a.out), a.package, a.good, a.bad)
