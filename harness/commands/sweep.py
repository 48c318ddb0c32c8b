"""``python -m harness sweep`` (the benchmark sweep: harness.measure.sweep), its alias ``gymnasium`` and
``list`` (each implementation and whether it runs here)."""
from __future__ import annotations

from pathlib import Path

import impls
from harness.cli import out_folder
from harness.commands.options import sweep_arguments
from harness.measure import grid, machine, variants


# What a sweep's pytest processes load besides the benchmark's own plugin: the kernel counts of
# each point (harness.analysis.fusion.pytest_cartpole_point_facts).
SWEEP_PLUGINS = ("harness.analysis.fusion",)


def sweep_options(s) -> None:
    sweep_arguments(s)


def sweep_command(a, reader=None) -> int:
    from harness.measure import releases

    isa = machine.checked_isa(getattr(a, "isa", None))
    if a.tuned is not None:  # this machine's (with --isa: its forced ISA's) tuned settings, as a path
        a.tuned = str(variants.resolve(a.tuned, machine.label(isa), Path(a.out)))
    p = grid.plan(lambda name: getattr(a, name.replace("-", "_"), None))
    return run(p, a.out, isa, releases.check(a.versions), a.bare)


def run(p: grid.Plan, out: str, isa: str | None = None, versions=(), bare: bool = False) -> int:
    """The checked plan swept into a new run folder under ``out``, its table printed; the exit code."""
    from harness.measure import sweep
    from harness.report import build

    run_dir, code = sweep.run(p, out_folder(out), plugins=SWEEP_PLUGINS, isa=isa, versions=list(versions), bare=bare)
    build.run_table(run_dir)
    return code


def gymnasium_options(g) -> None:
    g.add_argument("--num-envs", default="2048,16384")
    g.add_argument("--steps", default="1000")
    g.add_argument("--rounds", default="5")
    for name, about in grid.CLI_OPTIONS.items():  # the sweep's own, from the one place that declares them
        g.add_argument(f"--{name}", default=None, help=about)
    g.add_argument("--out", default="results", help="parent folder of the new run folder (default results)")


def gymnasium_command(a, reader=None) -> int:
    """The alias: the sweep's plan of these values, every other sweep option at its default."""
    given = {"impl": impls.with_role("gymnasium"), "device": "cpu", "num-envs": a.num_envs, "steps": a.steps,
             "rounds": a.rounds, **{name: getattr(a, name.replace("-", "_")) for name in grid.CLI_OPTIONS}}
    return run(grid.plan(given.get), a.out)


def list_options(_p) -> None:
    pass


def list_command(_a, reader=None) -> int:
    import warnings

    for name in impls.available():
        for dev in impls.devices(name):
            try:
                with warnings.catch_warnings(record=True):  # its settings are said on its line instead
                    impls.make(name, 1, device=dev)
                missing = impls.missing_settings(name, dev)
                status = "available" + (f" (measured with {', '.join(f'{k}={v}' for k, v in missing)}: "
                                        f"impls.prepare({name!r}) in a script)" if missing else "")
            except impls.NotAvailable as exc:
                status = f"not available: {exc}"
            print(f"{name:24s} {dev:5s} {status}")
    return 0
