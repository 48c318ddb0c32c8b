"""``python -m harness adapter``: the Gymnasium adapter's paths measured (harness.measure.adapter)."""
from __future__ import annotations

import sys

import impls
from harness import cli
from harness.artifacts import Artifacts
from harness.cli import out_folder
from harness.measure import grid, machine


def adapter_options(ad) -> None:
    ad.add_argument("--impl", default=impls.with_role("adapter"), help="comma-separated implementations with a "
                    f"step mode (default {impls.with_role('adapter')})")
    ad.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    ad.add_argument("--num-envs", default="1,16384", help="comma-separated (default 1,16384)")
    ad.add_argument("--steps", default="200", help="step calls per timed round (default 200)")
    ad.add_argument("--rounds", default="5", help="timed rounds per path (default 5)")
    ad.add_argument("--out", default="results", help="parent folder of the new -adapter folder (default results)")


def adapter_command(a, reader=None) -> int:
    from harness.measure import adapter

    names = cli.chosen(a.impl, "--impl", impls.step_impls())
    cli.choice(a.device, "--device", ("cpu", "cuda"))
    sizes = cli.int_list(a.num_envs, "--num-envs")
    grid.check_max_envs(sizes)
    steps, rounds = cli.positive_int(a.steps, "--steps"), cli.positive_int(a.rounds, "--rounds")
    out = out_folder(a.out)
    rows = [r for name in names for n in sizes for r in adapter.measure(name, n, steps, rounds, a.device)]
    md = adapter.to_markdown(rows, steps, rounds, machine.label())
    print(md)
    if not any(r["status"] == "ok" for r in rows):
        print("error: no path could be measured (reasons above); nothing written", file=sys.stderr)
        return 1
    frame = adapter.frame(rows)
    folder = Artifacts.new(out, machine.label(), "adapter", machine.info())
    folder.table("adapter", frame, md, index=False)
    folder.data("adapter", {"steps": steps, "rounds": rounds, "rows": rows})
    print(f"written to {folder.folder}")
    return 0
