"""``python -m harness fleet``: the sweep on every kind of machine of a Ray cluster (harness.measure.fleet)."""
from __future__ import annotations

import json
from pathlib import Path

import impls
from harness import cli
from harness.cli import BadInput, out_folder
from harness.commands.options import cluster_arguments, sweep_arguments
from harness.measure import grid, machine


def fleet_options(fl) -> None:
    fs = fl.add_subparsers(dest="fleet_command", required=True, parser_class=cli.Parser)
    fw = cluster_arguments(sweep_arguments(fs.add_parser("sweep", help="one sweep per machine identity, each alone "
                                                         "on its node")), "measures too")
    fw.add_argument("--every-node", action="store_true", help="a sweep on every node, not one per identity")
    fw.add_argument("--resume", default=None, help="a fleet folder (results/*-fleet): run the identities that did "
                    "not finish, with its options")
    fm = cluster_arguments(fs.add_parser("multihost", help=f"{impls.with_role('multihost')} over K nodes, joined by "
                                         "jax.distributed (docs/scaling.md)"), "may take part")
    fm.add_argument("--nodes", default=None, help="how many nodes (processes), one per node")
    fm.add_argument("--num-envs", default="4096", help="environments in all (default 4096)")
    fm.add_argument("--steps", default="1000", help="steps of each timed rollout (default 1000)")
    fm.add_argument("--rounds", default="5", help="timed rollouts, the median reported (default 5)")
    fm.add_argument("--seed", default="0", help="the seed (default 0)")
    fm.add_argument("--device", default="cpu", help="cpu or cuda (default cpu)")
    fm.add_argument("--out", default="results", help="parent folder of the new -multihost folder (default results)")


def fleet_command(a, reader=None) -> int:
    from harness.measure import fleet, releases

    if a.fleet_command == "multihost":
        if a.nodes is None:
            raise BadInput("--nodes is needed: how many nodes take part, one process each")
        count = cli.positive_int(a.nodes, "--nodes")
        if not (a.seed.isascii() and a.seed.isdigit()):
            raise BadInput(f"--seed must be a non-negative integer, got {a.seed!r}")
        argv = ["--num-envs", str(cli.positive_int(a.num_envs, "--num-envs")), "--steps",
                str(cli.positive_int(a.steps, "--steps")), "--rounds", str(cli.positive_int(a.rounds, "--rounds")),
                "--seed", a.seed,
                "--device", cli.choice(a.device, "--device", ["cpu", "cuda"])]
        out = out_folder(a.out)
        return fleet.multihost(fleet.checked_address(a.ray), count, argv, out, a.head)
    if a.resume is not None:  # the fleet's own options; its nodes' folders beside its own
        folder = Path(a.resume)
        given = cli.argv_of(a, ("command", "fleet_command", "resume", "ray", *(["out"] if a.out == "results" else [])))
        if given:
            raise BadInput(f"--resume runs the fleet's own options; {given[0]} given too; valid: --resume "
                           "FOLDER [--ray ADDRESS]")
        if not cli.exists(folder / "fleet.json", "--resume") or not (folder / "fleet.json").is_file():
            raise BadInput(f"--resume {a.resume}: not a fleet folder (no fleet.json); valid: a results/*-fleet folder")
        try:
            record = json.loads((folder / "fleet.json").read_text())
            address, argv, every, head = (record["cluster"]["address"], record["argv"], record["every_node"],
                                          record["head"])
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise BadInput(f"--resume {a.resume}: its fleet.json cannot be read ({type(exc).__name__}: "
                           f"{str(exc)[:100]})") from None
        return fleet.sweep(fleet.checked_address(a.ray or address), argv, folder.parent, every, head, resume=folder)
    out = out_folder(a.out)
    address = fleet.checked_address(a.ray)
    if a.tuned is not None:
        raise BadInput("--tuned on a fleet: each machine's tuned settings are its own results' (run the sweep with "
                       "--tuned on the node); valid: a fleet sweep without --tuned")
    machine.checked_isa(a.isa)
    grid.plan(lambda name: getattr(a, name.replace("-", "_"), None))  # checked here, before the cluster starts
    releases.check(a.versions)
    argv = cli.argv_of(a, ("command", "fleet_command", "ray", "every_node", "head", "resume", "out"))
    return fleet.sweep(address, argv, out, a.every_node, a.head)
