"""Command line: ``python -m harness COMMAND``.

The commands (``--help`` lists them) live with their concern: measuring (harness.measure), analysing
compiled code (harness.analysis: each analysis declared once in its registry), reporting
(harness.report); this module parses the command line and calls them. Bad input exits 2 with one
line naming the bad value and the valid choices, before anything is written.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from pathlib import Path

import impls
from harness import artifacts, cli
from harness.analysis import registry
from harness.artifacts import Artifacts
from harness.cli import BadInput, out_folder
from harness.measure import grid, machine, timing, tune, variants
from impls.api import COMPILE_CACHE_VARIABLE

# What a sweep's pytest processes load besides the benchmark's own plugin: the kernel counts of
# each point (harness.analysis.fusion.pytest_cartpole_point_facts).
SWEEP_PLUGINS = ("harness.analysis.fusion",)


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line; ``command``: the one about to run, the only one whose parser is built (None, or
    a name that is no command: every command's, for the help and argparse's list of choices)."""
    ap = cli.Parser(prog="python -m harness", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True, parser_class=cli.Parser)
    commands = _commands()
    for name, (about, arguments) in commands.items():
        if command in (None, name) or command not in commands:
            arguments(sub.add_parser(name, help=about))  # an analysis's module imported only here
    return ap


def _commands() -> dict:
    """Each command: (its help line, the function adding its options to its parser), in the help's order."""
    out = {"sweep": ("run the benchmark sweep into results/", sweep_arguments),
           "fleet": ("the sweep on every kind of machine of a Ray cluster (docs/fleet.md)", _fleet_arguments),
           "tune": ("search the implementations' knobs on this machine, settings taking turns in one process; the "
                    "best per size into a tuned-settings folder (sweep --tuned runs it)", _tune_arguments),
           "list": ("list implementations and whether each runs here", lambda p: None),
           "bundle": ("one run folder as one file another machine's user can send: its files and a manifest of "
                      "their hashes (docs/reports.md)", _bundle_arguments),
           "import": ("check a bundle (harness bundle) and place its run under results/", _import_arguments),
           "runs": ("the catalog of the run folders: machine, kind, design, points, size, status and the pages "
                    "that cite each (results/README.md is it, generated)", _runs_arguments),
           "table": ("comparison table from existing result files/folders", lambda t: t.add_argument(
               "paths", nargs="+", help="pytest-benchmark JSON files or run folders")),
           "report": ("tables and figures from result files, into a new folder", _report_arguments),
           "readme": ("regenerate docs/results.md and README.md's headline from result files", _readme_arguments),
           "compare": ("two runs point by point: the changes beyond the spread between processes", _compare_arguments),
           "bisect": ("the first release of a framework between two where an implementation's throughput changes: "
                      "binary search, each step a sweep of two releases (docs/releases.md)", _bisect_arguments),
           "advise": ("which implementation gives a result first for a workload: build + compile + run, from one "
                      "run, with intervals", _advise_arguments),
           "adapter": ("the Gymnasium adapter's options against the bare step and Gymnasium", _adapter_arguments),
           "train": ("time to solve CartPole-v1 with PPO: trainers on environments, seeds", _train_arguments)}
    for entry in registry.ANALYSES:  # every analysis, declared once (harness/analysis/registry.py)
        out[entry.name] = (entry.about, lambda p, entry=entry: entry.hook("options")(p))
    out["gymnasium"] = (f"alias of: sweep --impl {impls.with_role('gymnasium')}", _gymnasium_arguments)
    return out


def _fleet_arguments(fl) -> None:
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


def _tune_arguments(tu) -> None:
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


def _results_arguments(r) -> None:
    """report's and readme's common options."""
    r.add_argument("paths", nargs="*", default=["results"], help="pytest-benchmark JSON files or folders (default results)")
    r.add_argument("--baseline", default=None, help="implementation the speedups divide by "
                   f"(default {impls.with_role('baseline')} when measured, else the first measured)")
    r.add_argument("--at", default=None, help="num_envs of the bar charts and the fusion table "
                   "(default 2048 when measured)")


def _report_arguments(r) -> None:
    _results_arguments(r)
    r.add_argument("--out", default="results/reports", help="parent folder (default results/reports)")
    r.add_argument("--name", default=None, help="folder name (default report-<UTC time>)")
    r.add_argument("--overwrite", action="store_true", help="replace an existing --name folder")
    r.add_argument("--html", action="store_true", help="also the results as one HTML page, index.html in "
                   "the folder (interactive plots and sortable tables; opens with no network)")
    r.add_argument("--no-figures", action="store_true", help="draw no PNG/SVG figure (the tables, and the page's "
                   "own plots with --html; the figures are most of a large report's time)")


def _readme_arguments(r) -> None:
    _results_arguments(r)
    r.add_argument("--readme", default="README.md", help="the page with the headline block (default README.md)")
    r.add_argument("--page", default="docs/results.md",
                   help="the page with the full results block (default docs/results.md)")
    r.add_argument("--implementations", default=None, help="the page with the registry's table (default "
                   "implementations.md beside --page)")
    r.add_argument("--folder", default="results/readme",
                   help="where the report and figures go (replaced; default results/readme)")
    r.add_argument("--site", default="docs/site", help="where the HTML page index.html goes, with its "
                   "screenshot where Chromium is installed (replaced; default docs/site)")
    r.add_argument("--check", action="store_true", help="write nothing: check every figure of the --readme page "
                   "and the docs/*.md beside it against the run or setting it names; list the figures that name none")


def _compare_arguments(c) -> None:
    c.add_argument("before", help="result file or run folder before the change")
    c.add_argument("after", nargs="?", default=None, help="result file or run folder after the change (none with --between)")
    c.add_argument("--between", default=None, help="PACKAGE=A,B: one run of several releases (sweep --versions), "
                   "release A's points before and B's after (the versions as its table labels them)")
    c.add_argument("--out", default=None, help="also write compare.md/.csv into a new folder under this one")
    c.add_argument("--across-machines", action="store_true",
                   help="compare runs of different machines (different CPU microarchitectures or GPUs)")


def _bisect_arguments(bi) -> None:
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


def _advise_arguments(av) -> None:
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


def _adapter_arguments(ad) -> None:
    ad.add_argument("--impl", default=impls.with_role("adapter"), help="comma-separated implementations with a "
                    f"step mode (default {impls.with_role('adapter')})")
    ad.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    ad.add_argument("--num-envs", default="1,16384", help="comma-separated (default 1,16384)")
    ad.add_argument("--steps", default="200", help="step calls per timed round (default 200)")
    ad.add_argument("--rounds", default="5", help="timed rounds per path (default 5)")
    ad.add_argument("--out", default="results", help="parent folder of the new -adapter folder (default results)")


def _train_arguments(tr) -> None:
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


def _gymnasium_arguments(g) -> None:
    g.add_argument("--num-envs", default="2048,16384")
    g.add_argument("--steps", default="1000")
    g.add_argument("--rounds", default="5")
    for name, about in grid.CLI_OPTIONS.items():  # the sweep's own, from the one place that declares them
        g.add_argument(f"--{name}", default=None, help=about)
    g.add_argument("--out", default="results", help="parent folder of the new run folder (default results)")


def cluster_arguments(s: argparse.ArgumentParser, head: str, what: str = "") -> argparse.ArgumentParser:
    """A command's --ray (the Ray cluster it runs on) and --head (whether the head node, which runs Ray's
    control services, takes part: ``head`` says how)."""
    s.add_argument("--ray", default=None, help=f"a Ray cluster: {what}auto (a running one), local:K (K nodes "
                   "started on this machine) or HOST:PORT of its head (docs/fleet.md)")
    s.add_argument("--head", action="store_true", help=f"with --ray, the head node {head} (it runs Ray's control "
                   "services; in a local:K cluster it always does)")
    return s


def sweep_arguments(s: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The sweep's options (also a fleet sweep's)."""
    for name, about in grid.sweep_options().items():
        s.add_argument(f"--{name}", default=None, help=about, **({"nargs": "?", "const": "newest"}
                                                                 if name == "tuned" else {}))
    for name, about in grid.CLI_OPTIONS.items():
        s.add_argument(f"--{name}", default=None, help=about)
    s.add_argument("--out", default="results", help="parent folder of the new run folder (default results)")
    s.add_argument("--isa", default=None, help=machine.ISA_HELP)
    s.add_argument("--bare", action="store_true", help="measure each implementation that declares settings (XLA "
                   "flags, JAX's CPU devices, OMP_PROC_BIND: `harness list`) a second time, in processes started as "
                   "a user's shell starts Python, without them: its row marked [process=bare] beside the published "
                   "one (what impls.prepare gets back; docs/measurement.md)")
    s.add_argument("--versions", default=None, help="PACKAGE=V1,V2,...: measure the implementations that use "
                   "PACKAGE (jax, numba, torch, ...) under each of these releases, interleaved, each in an environment "
                   "of its own made with uv ('today': this one); docs/releases.md")
    return s


def cmd_fleet(a) -> int:
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


def cmd_sweep(a) -> int:
    from harness.measure import releases, sweep
    from harness.report import build

    isa = machine.checked_isa(getattr(a, "isa", None))
    if a.tuned is not None:  # this machine's (with --isa: its forced ISA's) tuned settings, as a path
        a.tuned = str(variants.resolve(a.tuned, machine.label(isa), Path(a.out)))
    p = grid.plan(lambda name: getattr(a, name.replace("-", "_"), None))
    versions = releases.check(a.versions)
    out = out_folder(a.out)
    run_dir, code = sweep.run(p, out, plugins=SWEEP_PLUGINS, isa=isa, versions=versions, bare=a.bare)
    build.run_table(run_dir)
    return code


def cmd_tune(a) -> int:
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


def _bundle_arguments(b) -> None:
    b.add_argument("run", help="a run folder (results/MACHINE-TIME[-KIND])")
    b.add_argument("--out", default=".", help="where RUN.bundle.tar.xz goes (default: here)")


def _import_arguments(i) -> None:
    i.add_argument("file", help="a bundle (RUN.bundle.tar.xz)")
    i.add_argument("--out", default="results", help="the results folder its run goes into (default results)")


def cmd_bundle(a) -> int:
    from harness.report import bundle

    run = Path(a.run)
    if not a.run or not cli.exists(run, "RUN"):
        raise BadInput(f"RUN {a.run!r} does not exist; give a run folder (results/MACHINE-TIME[-KIND])")
    shown = bundle.exposure(run)
    if shown:
        print("it carries this machine's " + "; ".join(shown))
    print(f"written {bundle.bundle(run, out_folder(a.out))}")
    return 0


def cmd_import(a) -> int:
    from harness.report import bundle

    if not a.file or not cli.exists(a.file, "FILE"):
        raise BadInput(f"FILE {a.file!r} does not exist; give a bundle (RUN.bundle.tar.xz)")
    print(bundle.import_(Path(a.file), out_folder(a.out)))
    return 0


def _runs_arguments(r) -> None:
    r.add_argument("--results", default="results", help="the results folder (default results)")
    r.add_argument("--machine", default=None, help="only this machine's runs (its folders' label or today's)")
    r.add_argument("--kind", default=None, help="only runs of this kind (sweep, train, cpu-code, ...)")
    r.add_argument("--design", default=None, help="only sweeps of this design (harness/artifacts.py DESIGNS)")
    r.add_argument("--compact", action="store_true", help="remove the derived tables (.md, .csv) of the runs no page "
                   "names that are not the newest of their machine, kind and design; their data and logs stay "
                   "(docs/reports.md)")


def cmd_runs(a) -> int:
    from harness.report import index

    root = Path(a.results)
    if not a.results or not cli.exists(root, "--results") or not root.is_dir():
        raise BadInput(f"--results {a.results!r} is not a folder")
    every, _ = index.catalog(root)
    rows = index.chosen(every, **{k: getattr(a, k) for k in index.FILTERS})
    if a.compact:
        gone = index.compaction(every, root, rows)
        size = sum(f.stat().st_size for f in gone)
        for f in gone:
            f.unlink()
        packed = sum(artifacts.repack(root / r["folder"]) for r in rows)
        print(f"compacted ({index.COMPACT_RULE}): {len(gone)} files of {len({f.parent for f in gone})} runs, "
              f"{size / 1e3:.0f} kB; packed again as a run ends today: {packed / 1e3:.0f} kB; "
              "`python -m harness readme` writes the catalog again")
        return 0
    print(index.table(rows))
    print(f"{len(rows)} runs, {sum(r['bytes'] for r in rows) / 1e6:.2f} MB")
    return 0


def cmd_list(_a) -> int:
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


def cmd_table(a) -> int:
    from harness.artifacts import to_markdown
    from harness.report import results

    loaded = results.load(cli.existing(a.paths))
    for p in loaded.problems:
        print(f"warning: {p}", file=sys.stderr)
    if loaded.rows.empty:
        print("error: no usable results in " + ", ".join(a.paths), file=sys.stderr)
        return 1
    ms = results.machines(loaded.rows)
    for m in ms:  # a table per machine (one median over two machines' runs would mean nothing)
        print((f"\n{m}:\n\n" if len(ms) > 1 else "")
              + to_markdown(results.throughput_table(loaded.rows[loaded.rows.machine == m]),
                            corner="impl (device) \\ num_envs"))
    return 0


def _report_args(a):
    at = cli.positive_int(a.at, "--at") if a.at is not None else None
    return cli.existing(a.paths), a.baseline, at


def cmd_report(a) -> int:
    from harness.report import build

    paths, baseline, at = _report_args(a)
    return build.run(paths, out_folder(a.out), a.name, baseline, at, a.overwrite, a.html, not a.no_figures)


def cmd_readme(a) -> int:
    from harness.report import build, figures

    if a.check:
        return figures.report(Path(a.readme).parent)
    paths, baseline, at = _report_args(a)
    impl_page = a.implementations or str(Path(a.page).parent / "implementations.md")
    for opt, value in (("--readme", a.readme), ("--page", a.page), ("--implementations", impl_page)):
        if not Path(value).is_file():
            raise BadInput(f"{opt} {value!r} is not a file")
    return build.readme(paths, Path(a.readme), Path(a.folder), baseline, at, Path(a.page), Path(impl_page),
                        Path(a.site))


def cmd_compare(a) -> int:
    from harness.report import build

    if (a.after is None) == (a.between is None):
        raise BadInput("compare needs BEFORE AFTER (two runs), or one run and --between PACKAGE=A,B (two of its releases)")
    cli.existing([a.before] + ([a.after] if a.after else []))
    return build.compare(a.before, a.after, out_folder(a.out) if a.out is not None else None, a.across_machines,
                         a.between)


def cmd_bisect(a) -> int:
    from harness.measure import releases
    from harness.report import bisect

    if a.package not in releases.declared():
        raise BadInput(f"--package {a.package!r}: valid: {', '.join(releases.declared())}")
    given = {"impl": a.impl, "num-envs": a.num_envs, "device": a.device, "processes": a.processes,
             "max-processes": a.processes, "steps": a.steps, "rounds": a.rounds}  # each step's processes as given
    p = grid.plan(lambda name: given.get(name))
    p = dataclasses.replace(p, devices=[cli.choice(a.device, "--device", impls.devices(p.impls[0]))])
    return bisect.run(p, out_folder(a.out), a.package, a.good, a.bad)


def cmd_advise(a) -> int:
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


def cmd_gymnasium(a) -> int:
    """The alias, as the sweep's own parser reads it: every other sweep option at its default."""
    argv = ["sweep", "--impl", impls.with_role("gymnasium"), "--device", "cpu", "--num-envs", a.num_envs,
            "--steps", a.steps, "--rounds", a.rounds, "--out", a.out,
            *(x for name in grid.CLI_OPTIONS if getattr(a, name.replace("-", "_")) is not None
              for x in (f"--{name}", getattr(a, name.replace("-", "_"))))]
    return cmd_sweep(build_parser("sweep").parse_args(argv))


def cmd_adapter(a) -> int:
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


def cmd_train(a) -> int:
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


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    a = build_parser(argv[0] if argv else None).parse_args(argv)
    if a.command != "train" or a.no_compile_cache:
        # compiled programs are kept on the user's path for training only: every other command measures
        # compile times, reads compilers' dumps (a cache hit writes none) or starts children that compile
        os.environ[COMPILE_CACHE_VARIABLE] = "0"
    try:
        if (entry := registry.named(a.command)) is not None:
            from harness.report import reader

            return entry.hook("command")(a, reader)
        return {"sweep": cmd_sweep, "list": cmd_list, "runs": cmd_runs, "bundle": cmd_bundle, "import": cmd_import, "table": cmd_table,
                "gymnasium": cmd_gymnasium, "readme": cmd_readme, "report": cmd_report,
                "compare": cmd_compare, "bisect": cmd_bisect, "fleet": cmd_fleet, "advise": cmd_advise, "adapter": cmd_adapter, "train": cmd_train,
                "tune": cmd_tune}[a.command](a)
    except BadInput as exc:
        print(f"python -m harness: error: {cli.one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # a command that keeps what finished catches it first (the sweep, tune)
        print("python -m harness: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
