"""Command line: ``python -m harness COMMAND``.

    sweep   run the benchmark sweep on this machine (CPU implementations by default) into a new
            folder under results/, then print the comparison table (also written as Markdown/CSV)
    list    the registered implementations, their devices, and whether each can run here
    table   print the throughput table of existing result files or folders
    report  every table (Markdown + CSV) and figure (PNG + SVG) from result files, into a new folder
    compare two runs point by point: faster or slower beyond the measured spread
    advise  which implementation gives a result first for a workload (build + compile + run), from one run
    readme  regenerate the generated results: docs/results.md (the report of results/, its figures,
            fusion and SASS tables) and README.md's headline (the suite against the public baselines)
    fusion  kernels per step (from the optimized HLO / graph) beside throughput, one row per variant
    ablate  one implementation under XLA settings that switch fusion passes off or on
    gymnasium  an alias: the sweep of the gymnasium-vector row alone (the public baselines,
            gymnasium-vector, gymnax and envpool, are rows of every sweep)
    sass    instructions per env-step of the GPU kernels from their SASS (no GPU needed), and the
            hardware ceiling that implies
    gpu-compile  XLA:GPU's kernels, launches, bytes and SASS per step for GPU targets (the study's
            RTX 2080 Ti, A100, H100, H200), compiled without a GPU
    gpu-model  a model of the time per step from gpu-compile's counts, fitted to the study's speed-ups
            (a model, not a measurement; --measured: against a GPU machine's results)
    cpu-code  the same for the CPU compilers' machine code (Numba, XLA, Inductor, the host C++ build)
    adapter the Gymnasium adapter's options against the bare step and Gymnasium's vector env
    train   time to solve CartPole-v1 with PPO: the suite's trainers and the public ones, seeds
    tune    the implementations' knobs searched on this machine (settings taking turns in one process),
            the best per size into a tuned-settings folder under results/ that ``sweep --tuned`` runs

The commands live with their concern: measuring (harness.measure: the sweep, machine identity),
analysing compiled code (harness.analysis: fusion, SASS, CPU code), reporting (harness.report:
tables, figures, comparisons); this module parses the command line and calls them. Bad input exits
2 with one line naming the bad value and the valid choices, before anything is written.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import impls
from harness import artifacts, cli
from harness.analysis import gpu_targets
from harness.artifacts import Artifacts, rows_frame
from harness.cli import BadInput, out_folder
from harness.measure import grid, machine, tune, variants
from impls.api import COMPILE_CACHE_VARIABLE

# What a sweep's pytest processes load besides the benchmark's own plugin: the kernel counts of
# each point (harness.analysis.fusion.pytest_cartpole_point_facts).
SWEEP_PLUGINS = ("harness.analysis.fusion",)
ISA_HELP = ("avx2: every framework's code for AVX2 on a CPU with AVX-512 (torch's ATEN_CPU_CAPABILITY, Numba's "
            "CPU features, XLA's --xla_cpu_max_isa); the results' machine label says so (default: the CPU's own)")


def build_parser() -> argparse.ArgumentParser:
    ap = cli.Parser(prog="python -m harness", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True, parser_class=cli.Parser)
    s = sub.add_parser("sweep", help="run the benchmark sweep into results/")
    for name, about in grid.sweep_options().items():
        s.add_argument(f"--{name}", default=None, help=about, **({"nargs": "?", "const": "newest"}
                                                                 if name == "tuned" else {}))
    for name, about in grid.CLI_OPTIONS.items():
        s.add_argument(f"--{name}", default=None, help=about)
    s.add_argument("--out", default="results", help="parent folder of the new run folder (default results)")
    s.add_argument("--isa", default=None, help=ISA_HELP)
    tu = sub.add_parser("tune", help="search the implementations' knobs on this machine, settings taking turns in "
                        "one process; the best per size into a tuned-settings folder (sweep --tuned runs it)")
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
    tu.add_argument("--out", default="results", help="parent folder of the new -tune folder (default results)")
    tu.add_argument("--isa", default=None, help=ISA_HELP)
    for cmd, about in (("fusion", "kernels per step beside throughput, every variant, one process each"),
                       ("ablate", "one implementation under XLA pass settings, one process each")):
        f = sub.add_parser(cmd, help=about)
        f.add_argument("--impl", default=None if cmd == "fusion" else impls.with_role("ablate"),
                       help="comma-separated implementations (fusion: default all that report kernels)"
                       if cmd == "fusion" else f"the implementation (default {impls.with_role('ablate')}; one "
                       f"compiled by XLA: {', '.join(xla_impls())})")
        f.add_argument("--device", default="cpu", help="cpu or cuda (default cpu)")
        f.add_argument("--num-envs", default="2048", help="environments (default 2048)")
        f.add_argument("--steps", default="1000", help="steps per rollout (default 1000)")
        f.add_argument("--rounds", default="5", help="timed rollouts, median reported (default 5)")
        f.add_argument("--unroll", default=None, help="values of the unroll knob, comma-separated ("
                       + ", ".join(impls.knob_names().get("unroll", [])) + ")")
        f.add_argument("--rng", default=None, choices=("threefry", "spec"), help="random numbers for the "
                       "implementations that offer several (default: each one's own; 'spec' shows the "
                       "ladder's structure without threefry's cost)")
        f.add_argument("--out", default="results", help="parent folder of the new report folder")
        if cmd == "fusion":
            f.add_argument("--dump", default=None, help="also write each variant's HLO (text, dot, svg) here")
        else:
            f.add_argument("--settings", default=None, help="comma-separated setting names (default all)")
            f.add_argument("--target", default=None, help="compile-only on GPU targets instead of running: "
                           + ", ".join(gpu_targets.names()) + ", all, or a .txtpb path (the cuda settings; "
                           "no GPU needed, nothing timed)")
    sub.add_parser("list", help="list implementations and whether each runs here")
    t = sub.add_parser("table", help="comparison table from existing result files/folders")
    t.add_argument("paths", nargs="+", help="pytest-benchmark JSON files or run folders")
    for cmd, about in (("report", "tables and figures from result files, into a new folder"),
                       ("readme", "regenerate docs/results.md and README.md's headline from result files")):
        r = sub.add_parser(cmd, help=about)
        r.add_argument("paths", nargs="*", default=["results"],
                       help="pytest-benchmark JSON files or folders (default results)")
        r.add_argument("--baseline", default=None, help="implementation the speedups divide by "
                       f"(default {impls.with_role('baseline')} when measured, else the first measured)")
        r.add_argument("--at", default=None, help="num_envs of the bar charts and the fusion table "
                       "(default 2048 when measured)")
        if cmd == "report":
            r.add_argument("--out", default="results/reports", help="parent folder (default results/reports)")
            r.add_argument("--name", default=None, help="folder name (default report-<UTC time>)")
            r.add_argument("--overwrite", action="store_true", help="replace an existing --name folder")
            r.add_argument("--html", action="store_true", help="also the results as one HTML page, index.html in "
                           "the folder (interactive plots and sortable tables; opens with no network)")
        else:
            r.add_argument("--readme", default="README.md", help="the page with the headline block (default README.md)")
            r.add_argument("--page", default="docs/results.md",
                           help="the page with the full results block (default docs/results.md)")
            r.add_argument("--implementations", default=None, help="the page with the registry's table (default "
                           "implementations.md beside --page)")
            r.add_argument("--folder", default="results/readme",
                           help="where the report and figures go (replaced; default results/readme)")
            r.add_argument("--site", default="docs/site", help="where the HTML page index.html goes, with its "
                           "screenshot where Chromium is installed (replaced; default docs/site)")
    c = sub.add_parser("compare", help="two runs point by point: the changes beyond the spread between processes")
    c.add_argument("before", help="result file or run folder before the change")
    c.add_argument("after", help="result file or run folder after the change")
    c.add_argument("--out", default=None, help="also write compare.md/.csv into a new folder under this one")
    c.add_argument("--across-machines", action="store_true",
                   help="compare runs of different machines (different CPU microarchitectures or GPUs)")
    av = sub.add_parser("advise", help="which implementation gives a result first for a workload: build + "
                        "compile + run, from one run, with intervals")
    av.add_argument("--num-envs", default=None, help="environments of the workload (within the run's sizes)")
    av.add_argument("--env-steps", default=None, help="env-steps of the workload in all (1e7 or 10000000)")
    av.add_argument("--train", action="store_true", help="rank the trainers of this machine's newest train runs by "
                    "the time to a solved policy instead (harness train)")
    av.add_argument("--budget", default=None, help="with --train: the seconds a user waits at most (default 30)")
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
    x = sub.add_parser("sass", help="instructions per env-step from the kernels' SASS, and the ceiling")
    x.add_argument("--target", default=None, help="GPU targets, comma-separated, or all: "
                   + ", ".join(gpu_targets.names()) + " (default h200, its ceiling on this machine's GPU when it "
                   "has one), or the path of a .txtpb GpuTargetConfigProto")
    x.add_argument("--impl", default=None, help=f"comma-separated: {', '.join(impls.offering('gpu-code'))} (default all)")
    x.add_argument("--out", default="results", help="parent folder of the new -sass folder (default results)")
    x.add_argument("--strict", action="store_true",
                   help="exit 1 (after writing) when any kernel could not be compiled or read")
    gc = sub.add_parser("gpu-compile", help="XLA:GPU's kernels, launches, bytes and SASS per step, compiled "
                        "for GPU targets without a GPU")
    gc.add_argument("--target", default="all", help="GPU targets, comma-separated (default all: "
                    + ", ".join(gpu_targets.names()) + "), or the path of a .txtpb GpuTargetConfigProto")
    gc.add_argument("--impl", default=None, help="comma-separated (default all): implementations XLA compiles, "
                    "ppo-update, and PyTorch's (bin/setup --torch-gpu)")
    gc.add_argument("--num-envs", default="2048", help="environments (default 2048, the study's)")
    gc.add_argument("--steps", default="1000", help="steps per rollout (default 1000)")
    gc.add_argument("--out", default="results", help="parent folder of the new -gpu-compile folder (default results)")
    gc.add_argument("--keep-dumps", action="store_true", help="keep XLA's dumps (HLO, PTX, thunks) in the folder")
    gc.add_argument("--passes", action="store_true", help="also dump the module after every XLA pass and write "
                    "passes.md: which pass made or removed the loop's kernels, per program and target")
    gc.add_argument("--xla", default=None, help="XLA versions, comma-separated (default today: the suite's own "
                    "jaxlib): the study's era's, 0.4.23 and 0.4.31, each from its side install (bin/setup --old-xla)")
    gm = sub.add_parser("gpu-model", help="a model of the time per step on the GPU targets from gpu-compile's counts, "
                        "fitted to the study's speed-ups (a model, not a measurement)")
    gm.add_argument("--from", dest="source", default=None, help="a gpu-compile folder or its gpu_compile.json "
                    "(default: the newest gpu-compile folder under results/)")
    gm.add_argument("--measured", default=None, help="result files or folders measured on a GPU (bin/gpu-run's "
                    "study stage): print and write measured against modelled for that GPU")
    gm.add_argument("--out", default="results", help="parent folder of the new -gpu-model folder (default results)")
    gm.add_argument("--xla", default=None, help="fit to the counts of this XLA version of the gpu-compile result "
                    "(default: its oldest, the study's era's where it was compiled; today: the suite's own)")
    cc = sub.add_parser("cpu-code", help="instructions per env-step of the CPU compilers' code, and the ceiling")
    cc.add_argument("--impl", default=None, help=f"comma-separated: {', '.join(impls.offering('machine-code'))} "
                    "(default all)")
    cc.add_argument("--num-envs", default="16384", help="environments (default 16384)")
    cc.add_argument("--out", default="results", help="parent folder of the new -cpu-code folder (default results)")
    cc.add_argument("--isa", default=None, help=ISA_HELP)
    ad = sub.add_parser("adapter", help="the Gymnasium adapter's options against the bare step and Gymnasium")
    ad.add_argument("--impl", default=impls.with_role("adapter"), help="comma-separated implementations with a "
                    f"step mode (default {impls.with_role('adapter')})")
    ad.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    ad.add_argument("--num-envs", default="1,16384", help="comma-separated (default 1,16384)")
    ad.add_argument("--steps", default="200", help="step calls per timed round (default 200)")
    ad.add_argument("--rounds", default="5", help="timed rounds per path (default 5)")
    ad.add_argument("--out", default="results", help="parent folder of the new -adapter folder (default results)")
    tr = sub.add_parser("train", help="time to solve CartPole-v1 with PPO: trainers on environments, seeds")
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
    tr.add_argument("--no-compile-cache", action="store_true", help="compile every program again: keep nothing "
                    "between commands (default: kept in the build folder, keyed by the source, versions and CPU; "
                    f"also {COMPILE_CACHE_VARIABLE}=0)")
    g = sub.add_parser("gymnasium", help=f"alias of: sweep --impl {impls.with_role('gymnasium')}")
    g.add_argument("--num-envs", default="2048,16384")
    g.add_argument("--steps", default="1000")
    g.add_argument("--rounds", default="5")
    for name, about in grid.CLI_OPTIONS.items():  # the sweep's own, from the one place that declares them
        g.add_argument(f"--{name}", default=None, help=about)
    g.add_argument("--out", default="results", help="parent folder of the new run folder (default results)")
    return ap


def xla_impls() -> list[str]:
    """The implementations XLA compiles: what harness ablate's pass settings apply to."""
    return impls.offering("xla-passes")


def forced_isa(a) -> str | None:
    """``--isa``, checked: None, or a narrower vector ISA than this CPU's own to generate code for."""
    isa = getattr(a, "isa", None)
    if isa is not None:
        cli.choice(isa, "--isa", ("avx2",))
        own = machine.cpu_id()["isa"]
        if own not in ("avx512", "avx2", "sse"):
            raise BadInput(f"--isa {isa}: x86 code for an x86 CPU with AVX-512; this CPU's vector ISA is {own}; "
                           "run without --isa")
        if own != "avx512":
            raise BadInput(f"--isa {isa}: this CPU's widest vector ISA is {own}, there is nothing wider to set "
                           "aside; run without --isa")
    return isa


def cmd_sweep(a) -> int:
    from harness.measure import sweep
    from harness.report import build

    isa = forced_isa(a)
    if a.tuned is not None:  # this machine's (with --isa: its forced ISA's) tuned settings, as a path
        a.tuned = str(variants.resolve(a.tuned, machine.label(isa), Path(a.out)))
    p = grid.plan(lambda name: getattr(a, name.replace("-", "_"), None))
    out = out_folder(a.out)
    run_dir, code = sweep.run(p, out, plugins=SWEEP_PLUGINS, isa=isa)
    build.run_table(run_dir)
    return code


def cmd_tune(a) -> int:
    device = cli.choice(a.device, "--device", tune.DEVICES)
    names = tune.check_impls(a.impl, device)
    sizes = cli.int_list(a.num_envs, "--num-envs")
    grid.check_max_envs(sizes)
    budget = tune.check_budget(a.budget)
    only = {k: cli.int_list(getattr(a, k.replace("-", "_")), f"--{k}") for k in impls.knob_names()
            if getattr(a, k.replace("-", "_"), None) is not None}
    isa = forced_isa(a)
    out = out_folder(a.out)
    _, code = tune.run(names, sizes, budget, out, only, isa, device)
    return code


def _fusion_args(a):
    cli.choice(a.device, "device", ("cpu", "cuda"))
    n = cli.positive_int(a.num_envs, "--num-envs")
    grid.check_max_envs([n])
    unroll = cli.int_list(a.unroll, "--unroll") if a.unroll is not None else None
    out = out_folder(a.out)
    return n, cli.positive_int(a.steps, "--steps"), cli.positive_int(a.rounds, "--rounds"), unroll, out


def _write_rows(out: Path, kind: str, rows: list, rounds: int) -> Path:
    """A fusion or ablation table: Markdown, CSV and JSON (what the report renders) in a new folder."""
    from harness.analysis import fusion

    folder = Artifacts.new(out, machine.label(), kind, machine.info())
    md = fusion.table_markdown(kind, rows, machine.label(), rounds)
    columns = fusion.TABLE_COLUMNS if kind == "fusion" else fusion.ABLATION_COLUMNS
    folder.table(kind, rows_frame(rows, columns), md, index=False)
    folder.data(kind, {"rows": rows, "rounds": rounds})
    print(md)
    print(f"written to {folder.folder}")
    return folder.folder


def cmd_fusion(a) -> int:
    from harness.analysis import fusion

    n, steps, rounds, unroll, out = _fusion_args(a)
    names = grid.impl_list(a.impl) if a.impl is not None else impls.having("kernels")
    dump_dir = fusion.check_dump_dir(a.dump)
    rows = fusion.table(names, a.device, n, steps, rounds, unroll, dump_dir, a.rng)
    if not rows:
        raise BadInput(f"none of {', '.join(names)} runs on {a.device}")
    _write_rows(out, "fusion", rows, rounds)
    return 0 if any(r["status"] == "ok" for r in rows) else 1


def cmd_ablate(a) -> int:
    from harness.analysis import fusion

    n, steps, rounds, unroll, out = _fusion_args(a)
    name = grid.impl_list(a.impl)
    if len(name) != 1 or name[0] not in xla_impls():
        raise BadInput(f"--impl must be one implementation compiled by XLA, got {a.impl!r}; valid: "
                       + ", ".join(xla_impls()))
    if a.device not in impls.devices(name[0]):
        raise BadInput(f"{name[0]} does not run on {a.device}")
    targets = gpu_target_list(a.target) if a.target is not None else None
    settings = fusion.ABLATIONS["cuda" if targets else a.device]
    if a.settings is not None:
        settings = {c: settings[c] for c in cli.chosen(a.settings, "--settings", list(settings))}
    variant = grid.variants(name[0], {"unroll": unroll})[0]
    if a.rng and a.rng not in impls.rng_modes(name[0]):
        raise BadInput(f"{name[0]} has no rng {a.rng!r}; valid: {', '.join(impls.rng_modes(name[0]))}")
    if targets:
        return _ablate_compile_only(targets, name[0], variant, a.rng or impls.rng_modes(name[0])[0], settings,
                                    n, cli.positive_int(a.steps, "--steps"), out)
    rows = fusion.ablate(name[0], variant, a.device, n, steps, rounds, settings, a.rng)
    _write_rows(out, f"ablation-{name[0]}", rows, rounds)
    return 0 if rows[0]["status"] == "ok" else 1


def cmd_list(_a) -> int:
    for name in impls.available():
        for dev in impls.devices(name):
            try:
                impls.make(name, 1, device=dev)
                status = "available"
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
    print(to_markdown(results.throughput_table(loaded.rows), corner="impl (device) \\ num_envs"))
    return 0


def _report_args(a):
    at = cli.positive_int(a.at, "--at") if a.at is not None else None
    return cli.existing(a.paths), a.baseline, at


def cmd_report(a) -> int:
    from harness.report import build

    paths, baseline, at = _report_args(a)
    return build.run(paths, out_folder(a.out), a.name, baseline, at, a.overwrite, a.html)


def cmd_readme(a) -> int:
    from harness.report import build

    paths, baseline, at = _report_args(a)
    impl_page = a.implementations or str(Path(a.page).parent / "implementations.md")
    for opt, value in (("--readme", a.readme), ("--page", a.page), ("--implementations", impl_page)):
        if not Path(value).is_file():
            raise BadInput(f"{opt} {value!r} is not a file")
    return build.readme(paths, Path(a.readme), Path(a.folder), baseline, at, Path(a.page), Path(impl_page),
                        Path(a.site))


def cmd_compare(a) -> int:
    from harness.report import build

    cli.existing([a.before, a.after])
    return build.compare(a.before, a.after, out_folder(a.out) if a.out is not None else None, a.across_machines)


def cmd_advise(a) -> int:
    from harness.report import advise

    if a.train:
        if a.num_envs is not None or a.env_steps is not None:
            raise BadInput("--train ranks trainers by time to solve: give --budget SECONDS, not --num-envs or --env-steps")
        if not Path(a.results).is_dir():
            raise BadInput(f"--results {a.results!r} is not a folder of runs")
        budget = cli.positive_number(a.budget if a.budget is not None else "30", "--budget", "seconds (30 or 1e2)")
        return advise.train_run([a.results], a.machine, budget)
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
            *(x for name in grid.CLI_OPTIONS if getattr(a, name) is not None for x in (f"--{name}", getattr(a, name)))]
    return cmd_sweep(build_parser().parse_args(argv))


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
    records = []
    for trainer, env, config in runs:
        state = train.cache_state(trainer)  # before the run: what it finds, not what it leaves
        got = train.TRAINERS[trainer].run(env, config, seed_list, a.together, total,
                                          **({"in_flight": in_flight} if in_flight else {}))
        for r in got:
            r["compile_cache"] = state
            print(train.line(r))
        records.extend(got)
    md = train.to_markdown(records, machine.label())
    print(md)
    folder = Artifacts.new(out, machine.label(), "train", machine.info())
    folder.table("train", train.frame(records), md, index=False)
    folder.data("train", {"records": records})
    train.curve_figure(records, folder.folder / "learning-curve")
    print(f"written to {folder.folder}")
    return 0


def cmd_cpu_code(a) -> int:
    from harness.analysis import cpu_code
    from harness.report import ceilings

    names = cli.chosen(a.impl, "--impl", impls.offering("machine-code"))
    n = cli.positive_int(a.num_envs, "--num-envs")
    isa = forced_isa(a)
    out = out_folder(a.out)
    if isa is not None and os.environ.get(machine.FORCED_ISA) != isa:
        # the frameworks read their ISA settings when imported: the analysis runs in a child process
        # that starts with them (and its machine label names the forced ISA)
        argv = [sys.executable, "-m", "harness", "cpu-code", "--impl", ",".join(names), "--num-envs", str(n),
                "--out", str(out), "--isa", isa]
        return subprocess.run(argv, env={**os.environ, **machine.forcing_env(isa)}).returncode
    rows, texts = cpu_code.table(names, n, ceilings.measured(machine.label(), n))
    print(cpu_code.to_markdown(rows, n, cpu_code.this_machine()))
    if not any(r["status"] == "ok" for r in rows):
        print("error: no implementation could be analysed (reasons above); nothing written", file=sys.stderr)
        return 1
    folder = Artifacts.new(out, machine.label(), "cpu-code", machine.info())
    cpu_code.write(rows, texts, n, folder)
    print(f"written to {folder.folder}")
    return 0


def cmd_sass(a) -> int:
    from harness.analysis import sass

    targets = gpu_target_list("h200" if a.target is None else a.target)
    names = cli.chosen(a.impl, "--impl", sorted({t.impl for t in sass.targets()}))
    out = out_folder(a.out)
    with tempfile.TemporaryDirectory() as keep:
        chosen = [t for t in sass.targets() if t.impl in names]
        if len(targets) == 1:
            gpu = (a.target is None and sass.this_gpu()) or targets[0].gpu  # a GPU here: its own SMs and clock
            result = sass.analyse(targets[0].arch, chosen, gpu, keep=Path(keep))
        else:
            result = sass.analyse_targets(targets, chosen, keep=Path(keep))
        print(sass.to_markdown(result))
        if not any(r["status"] == "ok" for r in result["rows"]):
            print("error: no kernel could be analysed (reasons above); nothing written", file=sys.stderr)
            return 1
        folder = Artifacts.new(out, machine.label(), "sass", machine.info())
        for f in Path(keep).iterdir():
            (shutil.copytree if f.is_dir() else shutil.copy)(f, folder.folder / f.name)
    sass.write(result, folder)
    print(f"written to {folder.folder}")
    skipped = [f"{r['impl']} {r['variant']}".strip() for r in result["rows"] if r["status"] != "ok"]
    if a.strict and skipped:
        print(f"error (--strict): not analysed: {', '.join(skipped)} (reasons above)", file=sys.stderr)
        return 1
    return 0


def _ablate_compile_only(targets, name: str, variant: str, rng: str, settings: dict, n: int, steps: int,
                         out: Path) -> int:
    """harness ablate --target: the XLA:GPU settings compiled for GPU targets without a GPU."""
    from harness.analysis import gpu_compile

    program = gpu_compile.Program(name, rng, variant)
    rows = gpu_compile.ablation(targets, program, settings, n, steps)
    md = gpu_compile.ablation_markdown(rows, program.label, n, steps)
    print(md)
    if not any(r["status"] == "ok" for r in rows):
        print(f"error: nothing compiled ({rows[0].get('reason', 'see above')}); nothing written", file=sys.stderr)
        return 1
    folder = Artifacts.new(out, machine.label(), f"ablation-{name}-gpu", machine.info())
    folder.text(f"ablation-{name}-gpu.md", md + "\n")
    folder.data(f"ablation-{name}-gpu", {"program": program.label, "num_envs": n, "steps": steps, "rows": rows})
    print(f"written to {folder.folder}")
    return 0 if all(r["status"] == "ok" for r in rows) else 1


def gpu_target_list(text: str):
    """``--target``'s GPU targets, each loaded and checked (bad input naming the valid ones)."""
    try:
        return gpu_targets.chosen(text)
    except gpu_targets.TargetError as exc:
        raise BadInput(str(exc)) from None


def cmd_gpu_compile(a) -> int:
    from harness.analysis import gpu_compile, gpu_passes, old_xla, torch_gpu

    targets = gpu_target_list(a.target)
    chosen = gpu_compile.chosen_programs(a.impl)
    n, steps = cli.positive_int(a.num_envs, "--num-envs"), cli.positive_int(a.steps, "--steps")
    versions = old_xla.check(a.xla)
    missing = [f"{v}: {problem}" for v in versions if v != old_xla.TODAY and (problem := old_xla.problem(v))]
    if missing:
        raise BadInput(f"--xla {a.xla}: not installed here ({'; '.join(missing)})")
    if all(p.impl in torch_gpu.implementations() for p in chosen) and (problem := torch_gpu.problem()):
        print(f"error: nothing to compile: {problem}; nothing written", file=sys.stderr)
        return 1
    out = out_folder(a.out)
    with tempfile.TemporaryDirectory() as dump:
        result = gpu_compile.study(targets, chosen, n, steps, Path(dump), passes=a.passes, xla=versions)
        print(gpu_compile.to_markdown(result))
        if a.passes:
            print(gpu_passes.markdown(result["rows"]))
        if not any(r["status"] == "ok" for r in result["rows"] + result["torch_rows"]):
            why = "; ".join(filter(None, [result["plugin_problem"], result["torch_problem"]])) or \
                "every program failed (reasons above)"
            print(f"error: nothing compiled: {why}; nothing written", file=sys.stderr)
            return 1
        folder = Artifacts.new(out, machine.label(), "gpu-compile", machine.info())
        if a.keep_dumps:  # raw compiler output: stored compressed
            for f in shutil.copytree(dump, folder.folder / "dumps").rglob("*"):
                if f.is_file():
                    artifacts.compress(f)
    gpu_compile.write(result, folder)
    print(f"written to {folder.folder} ({result['seconds']:.0f} s)")
    return 0


def cmd_gpu_model(a) -> int:
    import json

    from harness.analysis import gpu_model
    from harness.artifacts import rows_to_markdown
    from harness.report import results

    if a.measured is not None and not cli.exists(a.measured, "--measured"):  # bad usage, not a run that failed
        raise BadInput(f"--measured {a.measured} does not exist; valid: result files or folders measured on a GPU")
    if a.source is None:
        found = [f for f in results.artifacts(["results"], "gpu-compile")
                 if any(t.get("target") == gpu_model.FIT_TARGET for t in f.doc.get("targets", []))]
        if not found:
            raise BadInput(f"--from: no gpu-compile folder with {gpu_model.FIT_TARGET} under results/; run python -m "
                           "harness gpu-compile first, or give --from FOLDER")
        doc, source = found[-1].doc, found[-1].folder
    else:
        source = Path(a.source)
        try:
            path = artifacts.find(source, "gpu_compile.json") if source.is_dir() else source
            doc = json.loads(artifacts.read_text(path))
        except (OSError, ValueError) as exc:
            raise BadInput(f"--from {cli.one_line(a.source)[:80]}: not a gpu-compile folder or gpu_compile.json "
                           f"({exc})") from None
    if not isinstance(doc, dict) or doc.get("artifact") != "gpu-compile":
        raise BadInput(f"--from {source}: not a gpu-compile result (a JSON object whose artifact is gpu-compile)")
    problem = gpu_model.result_problem(doc)
    if problem:
        raise BadInput(f"--from {source}: {problem}")
    if a.xla is not None and a.xla not in gpu_model.versions(doc):
        raise BadInput(f"--xla {cli.one_line(a.xla)[:40]!r}: the gpu-compile result has no rows of it; valid: "
                       + ", ".join(gpu_model.versions(doc)))
    try:
        m = gpu_model.model(doc, a.xla)
    except ValueError as exc:
        raise BadInput(f"--from {source}: {exc}") from None
    m["source"] = str(source)
    md = gpu_model.markdown(m)
    print(md)
    compared = ""
    if a.measured is not None:
        loaded = results.load([a.measured])
        for problem in loaded.problems:
            print(f"skipped: {problem}", file=sys.stderr)
        df = loaded.rows
        gpus = sorted({g for g in df.get("gpu_name", []) if isinstance(g, str) and g})
        target = gpu_model.target_of(gpus[0]) if gpus else None
        if target is None:
            print(f"error: --measured {a.measured}: no result of a GPU the model has a target for (GPUs: "
                  f"{', '.join(gpus) or 'none'}; targets: {', '.join(gpu_targets.names())}); nothing written",
                  file=sys.stderr)
            return 1
        rows = gpu_model.compare(m, df, target)
        if not rows:
            print(f"error: --measured {a.measured}: no cuda point at {m['num_envs']} environments matches a modelled "
                  "program; nothing written", file=sys.stderr)
            return 1
        cols = [("program", "program"), ("measured", "measured (M env-steps/s)")] + [
            (k, f"model: {k.replace('_', ', ')}") for k in rows[0] if k.split("_")[0] in m["fits"]]
        fmt = [{k: (f"{v / 1e6:,.0f}" if isinstance(v, float) else v) for k, v in r.items()} for r in rows]
        compared = (f"Measured on {gpus[0]} ({a.measured}) against the model for {target}:\n\n"
                    + rows_to_markdown(fmt, cols))
        m["measured"] = {"gpu": gpus[0], "target": target, "rows": rows}
        print(compared)
    folder = Artifacts.new(out_folder(a.out), machine.label(), "gpu-model", machine.info())
    folder.text("gpu_model.md", md + ("\n\n" + compared if compared else "") + "\n")
    folder.data("gpu_model", m)
    print(f"written to {folder.folder}")
    return 0


def main(argv=None) -> int:
    a = build_parser().parse_args(argv)
    if a.command != "train" or a.no_compile_cache:
        # compiled programs are kept on the user's path for training only: every other command measures
        # compile times, reads compilers' dumps (a cache hit writes none) or starts children that compile
        os.environ[COMPILE_CACHE_VARIABLE] = "0"
    try:
        return {"sweep": cmd_sweep, "list": cmd_list, "table": cmd_table,
                "gymnasium": cmd_gymnasium, "readme": cmd_readme, "report": cmd_report,
                "compare": cmd_compare, "advise": cmd_advise, "sass": cmd_sass, "gpu-compile": cmd_gpu_compile, "gpu-model": cmd_gpu_model, "cpu-code": cmd_cpu_code, "adapter": cmd_adapter, "train": cmd_train,
                "fusion": cmd_fusion, "ablate": cmd_ablate, "tune": cmd_tune}[a.command](a)
    except BadInput as exc:
        print(f"python -m harness: error: {cli.one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # a command that keeps what finished catches it first (the sweep, tune)
        print("python -m harness: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
