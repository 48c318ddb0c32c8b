"""The report: every table and figure built from result files, written into a new folder.

``python -m harness report [PATHS]`` reads pytest-benchmark JSON files (and the sweeps' points logs)
from this machine or others, keeps one measurement of each point (results.CHOICE: the newest of the newest
design, a cell from an older design marked), and writes, per machine,
the throughput table (median and spread), the speedup table against a baseline (the study's Figure 5
normalisation), the fusion table and the compilation-time table; across machines the hardware-sweep
table and the best implementation per machine and size; every table as Markdown and CSV, every
figure as PNG and SVG, and ``report.md`` that holds them all; with ``--html`` also ``index.html``, the
same results as one interactive page that opens with no network (harness.report.site).

A file that cannot be read is named with its problem and the others are used; the command fails
only when nothing usable remains. Inputs are only read. The folder is new (``report-<UTC time>``)
unless ``--name`` names one; an existing folder is replaced only with ``--overwrite``, and the new
one is built beside it and renamed into place only when complete.
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, NamedTuple

import pandas as pd

import impls
from impls.api import CAPABILITIES
from harness import cli
from harness import registry
from harness.artifacts import Artifacts, Replacing, fmt_rate, fmt_ratio, fmt_value, rows_to_markdown, to_markdown
from harness.cli import BadInput
from harness.measure import machine, stats, train, variants
from harness.report import advise, findings, reader, results
from harness.report import figures as typed_figures
from harness.table import Doc, Heading, Table, of_frame

STUDY_ENVS = 2048
README_ENVS = (1, 64, 2048, 16384, 65536, 1 << 20, 1 << 24)  # the README's columns, where measured


class Entry(NamedTuple):
    """One table of the report: its numbers, its caption and, for the advice map, the lines that say where the
    answer changes, each cell's style hint and the run it read (harness.table)."""
    frame: pd.DataFrame
    caption: str
    lines: tuple[str, ...] = ()
    styles: dict | None = None
    run: str = ""
    marks: pd.DataFrame | None = None  # each cell's design mark (results.design_marks)
    runs: pd.DataFrame | None = None  # each cell's run (results.cell_runs)
    counts: pd.DataFrame | None = None  # each cell's processes (results.process_counts)


@dataclass
class Settings:
    baseline: str
    at: int


def choose(df: pd.DataFrame, baseline: str | None, at: int | None) -> Settings:
    """The baseline implementation and the num_envs of the bar charts and fusion table; a value
    asked for that the results do not contain is bad input."""
    ok = df[df.status == "ok"]
    measured = sorted(ok.impl.unique())
    if baseline is None:
        baseline = results.default_baseline(ok)
    elif baseline not in impls.available():
        raise BadInput(f"unknown --baseline {baseline!r}; valid: {', '.join(impls.available())}")
    elif baseline not in measured:
        raise BadInput(f"--baseline {baseline!r} has no measurement in these results; "
                            f"measured: {', '.join(measured)}")
    sizes = sorted(int(n) for n in ok.num_envs.unique())
    if at is None:
        counts = ok.groupby("num_envs")["impl"].nunique()
        at = STUDY_ENVS if STUDY_ENVS in sizes else int(max(counts.index, key=lambda n: (counts[n], n)))
    elif at not in sizes:
        raise BadInput(f"--at {at} was not measured; measured num_envs: {', '.join(map(str, sizes))}")
    return Settings(baseline, at)


def _caption(df: pd.DataFrame) -> str:
    steps = ", ".join(str(int(s)) for s in sorted(df.steps.dropna().unique()))
    rounds = int(pd.to_numeric(df.rounds, errors="coerce").min())
    if (pd.to_numeric(df.processes, errors="coerce").fillna(1) > 1).any():
        return f"{steps} steps a round, {rounds} or more rounds a point over its processes"
    return f"{steps} steps a round, median of {rounds} or more rounds"


INTERVAL_ABOUT = f"its {stats.LEVEL:.0%} interval where both points had several processes (about 90% with 3)"


def _processes(df: pd.DataFrame) -> str:
    """How many processes measured the table's points."""
    counts = sorted(pd.to_numeric(df.processes, errors="coerce").fillna(1).astype(int).unique())
    return ("1 process per point" if counts == [1] else
            " or ".join(map(str, counts)) + " processes per point" + (
                "; the points without brackets were measured in one process each" if 1 in counts else ""))


def _cols(table: pd.DataFrame, columns) -> pd.DataFrame:
    return table if columns is None or table.empty else table[[c for c in table.columns if c in columns]]


def tables(df: pd.DataFrame, s: Settings, every: pd.DataFrame | None = None) -> dict[str, Entry]:
    """name -> Entry (table, caption, ...): what the report writes, as data (also what the tests check).
    ``df``: one measurement of each point (results.CHOICE); ``every``: every row read (default ``df``),
    from which the tables of one run (the baselines, the advice map) take their run's rows whole, so a
    later sweep of a few rows never takes rows out of them."""
    out = {}
    every = results.of_mode(results.of_releases(df if every is None else every, False), "rollout")
    history = results.release_history(df)  # runs of several framework releases: their own table, and no other
    df = results.of_releases(df, False)
    steps = results.of_mode(df, "step")
    policies = results.of_mode(df, "policy")
    df = results.of_mode(df, "rollout")
    ok = df[df.status == "ok"]
    for m in results.machines(pd.concat([df, steps, policies])):
        d = df[df.machine == m]
        k = cli.slug(m)
        dok = d[d.status == "ok"]
        ds = steps[steps.machine == m]
        dsok = ds[ds.status == "ok"]
        step_out = {}  # after the machine's rollout tables (the heading comes with its throughput table)
        if not dsok.empty:
            marks = results.design_marks(ds)
            step_out[f"step-{k}"] = Entry(results.throughput_table(ds), f"Step mode on {m}, million env-steps per "
                                          f"second: one step(actions) call per step, actions from a buffer on the "
                                          f"device ({_caption(dsok)}; median)." + results.design_note(marks),
                                          marks=marks, runs=results.cell_runs(ds))
            fl = results.dispatch_table(pd.concat([d, ds]))
            if not fl.empty:
                step_out[f"dispatch-{k}"] = (fl, f"The dispatch floor on {m}: microseconds per step call at one "
                                        "environment (step mode) beside microseconds per step of a rollout.")
            vec = results.has_make_vec(dsok)
            if vec:
                step_out[f"step-{k}-make_vec"] = (
                    results.throughput_table(ds[(ds.status != "ok") | pd.to_numeric(
                        ds[results.MAKE_VEC], errors="coerce").notna()], results.MAKE_VEC),
                    f"Step mode through `impls.adapters.make_vec` on {m}, million env-steps per second: the same "
                    "environments behind the Gymnasium adapter, what a training loop calls (NumPy int64 actions "
                    "in, NumPy arrays and Gymnasium's final_obs object array out, same-step autoreset; "
                    f"{_caption(dsok)}; median).")
            vs = results.baselines_table(ds, own_value=results.MAKE_VEC if vec else "env_steps_per_s")
            if not vs.empty:
                step_out[f"stepbaselines-{k}"] = (vs, f"Step mode against the public baselines' step APIs on {m} "
                                             + ("(this suite through `impls.adapters.make_vec`, the Gymnasium adapter; "
                                                if vec else "(this suite's bare step; ")
                                             + "million env-steps per second and ratio).")
        dp = policies[policies.machine == m]
        dpok = dp[dp.status == "ok"]
        if not dpok.empty:
            hidden = ", ".join(sorted(str(h) for h in dpok["hidden"].dropna().unique())) if "hidden" in dpok else "?"
            marks = results.design_marks(dp)
            step_out[f"policy-{k}"] = Entry(results.throughput_table(dp), f"Policy mode on {m}, million env-steps "
                                            f"per second: the policy MLP (hidden {hidden}) choosing every action "
                                            f"inside the rollout ({_caption(dpok)}; median)."
                                            + results.design_note(marks), marks=marks,
                                            runs=results.cell_runs(dp))
            vs = results.baselines_table(dp)
            if not vs.empty:
                step_out[f"policybaselines-{k}"] = (vs, f"Policy mode against the public systems running the same "
                                                   f"policy on {m}: gymnax with the MLP in its jitted scan (fused), "
                                                   "Gymnasium's and EnvPool's vector envs with a torch MLP beside each "
                                                   "step (split); million env-steps per second and ratio.")
            if "split_env_steps_per_s" in dpok and dpok["split_env_steps_per_s"].notna().any():
                split_rows = dpok[dpok["split_env_steps_per_s"].notna()]
                step_out[f"policy-{k}-split"] = (
                    results.throughput_table(split_rows, "split_env_steps_per_s"),
                    f"Policy mode on {m}, split loop: one policy call beside each step call (impls/adapters/split.py; "
                    "each implementation's split framework in the registry), million env-steps per second.")
                step_out[f"policyratio-{k}"] = (
                    results.throughput_table(split_rows, "fused_over_split"),
                    f"Policy mode on {m}: the fused rollout's rate over the split loop's (x).")
            if "roofline_fraction" in dpok and dpok["roofline_fraction"].notna().any():
                step_out[f"policyroofline-{k}"] = (
                    results.throughput_table(dpok[dpok["roofline_fraction"].notna()], "roofline_fraction"),
                    f"Policy mode on {m}: useful multiply-adds per second over the float32 matrix-multiply rate "
                    "measured in the same run (the best of JAX and torch, square and policy-shaped products).")
            if "roofline_tanh_fraction" in dpok and dpok["roofline_tanh_fraction"].notna().any():
                step_out[f"policyroofline-{k}-tanh"] = (
                    results.throughput_table(dpok[dpok["roofline_tanh_fraction"].notna()], "roofline_tanh_fraction"),
                    f"Policy mode on {m}: env-steps per second over the roofline that adds the policy's tanh time "
                    "to its multiply-adds' (both rates measured in the same run: 1 / (MACs / matmul rate + "
                    "(h1 + h2) / tanh rate)).")
        if dok.empty:
            out.update(step_out)
            continue
        marks = results.design_marks(d)
        out[f"throughput-{k}"] = Entry(results.throughput_table(d), f"Throughput on {m}, million env-steps per "
                                       f"second: median ± half the IQR ({_caption(dok)}; the CSV has env-steps "
                                       "per second). In brackets, for a point measured in several processes: the "
                                       "fastest process's median over the slowest's, the value being the median of "
                                       f"theirs ({_processes(dok)}); 'unstable' above {stats.UNSTABLE}x."
                                       + (f" {notes}" if (notes := results.unstable_notes(d)) else "")
                                       + results.design_note(marks), marks=marks, runs=results.cell_runs(d),
                                       counts=results.process_counts(d))
        out[f"spread-{k}"] = (results.spread_pct(d), f"Spread on {m}: half the interquartile range of the "
                              "round times, percent of the median.")
        out[f"between-{k}"] = (results.between_processes(d), f"Spread between processes on {m}: the fastest "
                               "process's median over the slowest's, for the points measured in several processes.")
        sp, iv, base = results.speedups(d, s.baseline)
        if base is not None:
            out[f"speedup-{k}"] = (sp, f"Speedup on {m} over {base} at the same num_envs (throughput ratio), each "
                                   "cell from one run: the newest that measured both points. In brackets, "
                                   f"{INTERVAL_ABOUT}.")
            out[f"interval-{k}"] = (iv, f"The speedups' intervals on {m}.")
        fu = results.fusion_table(d, s.at, s.baseline)
        if not fu.empty:
            out[f"fusion-{k}"] = (fu, f"Kernels per environment step on {m} at {s.at} environments, as each "
                                  "implementation reports them, beside its throughput.")
        out[f"compile-{k}"] = Entry(results.compile_cells(d), f"Compilation on {m}, seconds, cold / warm: the first, "
                               "untimed rollouts (two for TorchScript, which optimises on its second call) in a "
                               "point's first process, whose caches were empty, then the median of its later "
                               "processes, which could load what the first kept ('-': one process). A JIT that "
                               "compiles once per process (Numba) pays it at the first num_envs of each process "
                               "('with N'); XLA and Inductor compile per shape." + results.design_note(marks),
                               marks=marks, runs=results.cell_runs(d))
        vs = results.baselines_table(every[every.machine == m])
        if not vs.empty:
            out[f"baselines-{k}"] = (vs, f"This suite against the public baselines on {m}: the fastest "
                                     "implementation here and each external system at each num_envs, million "
                                     "env-steps per second, and the ratio from one run; in brackets, "
                                     f"{INTERVAL_ABOUT}.")
        wins, lines, run, styles = advise.winner_map(every[every.machine == m])
        if wins is not None:
            out[f"map-{k}"] = Entry(wins, f"{advise.MAP_CAPTION} on {m} (`harness advise`): build + compile (cold: "
                                    "a point's first process) + env-steps / rate, for num_envs (rows) x env-steps in "
                                    "all (columns), from " + run + "; 'tied' where the winner's interval holds "
                                    "others; each cell coloured by its winner on the page, hatched where tied.",
                                    tuple(lines), styles, run)
        if pd.to_numeric(dok.build_s, errors="coerce").notna().any():
            out[f"build-{k}"] = Entry(results.compile_cells(d, "build"), f"Build on {m}, seconds, cold / warm: "
                                      "the constructor, with the compilation some implementations do there (NVRTC, "
                                      "the host C++ build, torch.jit.script); not in the compile table."
                                      + results.design_note(marks), marks=marks, runs=results.cell_runs(d))
        out.update(step_out)
    if len(results.machines(ok)) > 1:
        marks = results.design_marks(df, by=["label", "num_envs"], across="machine")
        out["hardware"] = Entry(results.hardware_table(df), "Hardware sweep: million env-steps per second, one "
                                f"column per machine ({results.CHOICE})." + results.design_note(marks), marks=marks,
                                runs=results.cell_runs(df, by=["label", "num_envs"], across="machine"))
        out["best"] = (results.best_table(df), "The fastest implementation per machine and num_envs "
                       "(million env-steps per second).")
    sc = results.scaling_table(df)
    if not sc.empty:
        out["scaling"] = (sc, "Scaling over threads and devices (thread and device sweeps: --threads, "
                          "--devices), million env-steps per second and the parallel efficiency (the "
                          "throughput over K times the throughput with one): strong scaling at a fixed total "
                          "num_envs, weak scaling at a fixed num_envs per thread or device.")
    if not history.empty:
        out["releases"] = (history, "Across framework releases (`harness sweep --versions`, docs/releases.md): million "
                           "env-steps per second under each release, its 95% interval over the processes in brackets, "
                           "the release's date in the registry, and the ratio to the newest release measured at the "
                           "same point, on " + ", ".join(dict.fromkeys(history.machine)) + ".")
    every = pd.concat([ok, steps, policies])  # a step- or policy-only run names its machine too
    out["machines"] = (results.machine_table(every[every.status == "ok"]), "The machines.")
    return {name: e if isinstance(e, Entry) else Entry(*e) for name, e in out.items()}


def _kind(name: str) -> str:
    return name.split("-", 1)[0]


def _table(table: pd.DataFrame, fmt=fmt_rate, corner: str = "", index: bool = True, right: bool | None = None,
           **more) -> Table:
    t = of_frame(table, fmt, corner, index, right, default=fmt_value)
    for k, v in more.items():
        setattr(t, k, v)
    return t


def markdown(name: str, entry: Entry, spread: pd.DataFrame | None = None, columns=None,
             between: pd.DataFrame | None = None) -> str:
    """One table as Markdown (throughput with its spreads in each cell: results.with_spread)."""
    return shown(name, entry, spread, columns, between).markdown()


def shown(name: str, entry: Entry, spread: pd.DataFrame | None = None, columns=None,
          between: pd.DataFrame | None = None) -> Table:
    """One table as the reader sees it (harness.table renders it to Markdown and HTML): where the entry knows
    each cell's run, every cell is titled with its run and point and the table ends with the runs."""
    t = _shown(name, entry, spread, columns, between)
    if entry.runs is None or entry.runs.empty or t.empty:
        return t
    runs = _cols(entry.runs, columns)
    frame = _cols(entry.frame, columns)
    for i, idx in enumerate(frame.index):
        for j, col in enumerate(frame.columns):
            run = runs.loc[idx, col] if idx in runs.index and col in runs.columns else None
            if isinstance(run, str):  # the rows: a label (num_envs the columns) or (label, num_envs) (machines)
                label, n = idx if isinstance(idx, tuple) else (idx, col)
                t.sources[i, j + 1] = f"{run}: {label} at {n} environments"
    t.footer += results.runs_footer(runs)
    return t


def _shown(name: str, entry: Entry, spread: pd.DataFrame | None = None, columns=None,
           between: pd.DataFrame | None = None) -> Table:
    kind = _kind(name)
    table = _cols(entry.frame, columns)
    marks = _cols(entry.marks, columns) if entry.marks is not None else None
    if kind == "throughput":
        cells = results.with_spread(table, _cols(spread, columns), None if between is None else
                                    _cols(between, columns), marks,
                                    None if entry.counts is None else _cols(entry.counts, columns)) \
            if spread is not None else \
            results.marked(table, marks)
        return _table(cells, corner="impl (device) \\ num_envs", right=True)
    if kind == "speedup" and between is not None:
        return _table(results.with_intervals(table, _cols(between, columns)), corner="impl (device) \\ num_envs",
                      right=True)
    if kind in ("compile", "build"):
        return _table(results.marked(table, marks, fmt_value), fmt=fmt_value, corner="impl (device) \\ num_envs")
    if kind == "speedup":
        return _table(table, fmt=fmt_ratio, corner="impl (device) \\ num_envs")
    if kind == "hardware":
        return _table(results.marked(table, marks), fmt=fmt_rate)
    if kind == "best":
        return _table(results.best_cells(table), fmt=fmt_value, corner="num_envs \\ machine")
    if kind in ("step", "policy"):
        return _table(results.marked(table, marks), corner="impl (device) \\ num_envs", right=True)
    if kind == "policyratio":
        return _table(table, fmt=fmt_ratio, corner="impl (device) \\ num_envs", right=True)
    if kind == "policyroofline":
        return _table(table, fmt=lambda v: v if isinstance(v, str) else "" if pd.isna(v) else f"{v:.0%}",
                      corner="impl (device) \\ num_envs", right=True)
    if kind == "map":  # each cell's style hint and run; where the answer changes, after the table
        rows, cols = len(table.index), len(table.columns)
        return _table(table, fmt=str, styles=dict(entry.styles or {}),
                      sources={(i, j): f"{entry.run}: {table.index[i]} environments, {table.columns[j - 1]} env-steps"
                               for i in range(rows) for j in range(1, cols + 1)},
                      footer="\nWhere the answer changes:\n\n" + "".join(f"- {x}\n" for x in entry.lines)
                      if entry.lines else "")
    if kind in ("baselines", "stepbaselines", "policybaselines"):
        shown = table.drop(columns=[c for c in table.columns if c.endswith(" interval")]).astype(object)
        runs = sorted({str(r) for r in shown.get("run", [])})
        shown = shown.drop(columns=[c for c in ("run", "processes") if c in shown])
        if len(runs) > 1:  # the run of each row, by its time (the folder is <machine>-<time>)
            shown["run"] = [str(r).rsplit("-", 1)[-1] for r in table["run"]]
        for c in [c for c in table.columns if c.startswith("best /") and not c.endswith(" interval")]:
            shown[c] = [("" if pd.isna(v) else fmt_ratio(v) + results.interval_text(table.get(f"{c} interval", {}).get(i)))
                        for i, v in table[c].items()]
        t = _table(shown, fmt={c: str if c.startswith("best /") or c == "run" else fmt_value for c in shown.columns})
        if len(runs) == 1:
            procs = sorted({int(v) for v in table["processes"]}) if "processes" in table else [1]
            t.footer = (f"\nFrom {runs[0]}, " + " or ".join(map(str, procs)) + " process"
                        + ("es" if procs != [1] else "") + " per point.\n")
        return t
    if kind == "fusion":
        return _table(table, fmt={c: fmt_ratio for c in table.columns if c.startswith("x ")})
    if kind == "scaling":
        return _table(results.scaling_cells(table).set_index("machine"), corner="machine")
    if kind == "releases":
        return results.release_table(table)
    return _table(table, fmt=fmt_value)


def blocks(built: dict, columns=None) -> list[tuple[str, str, Table | None]]:
    """The report's tables in order as (heading, caption, table): a heading starts each machine and the
    tables across machines; the spreads and intervals are shown inside the cells they belong to."""
    out = []
    spreads = {n.removeprefix("spread-"): e.frame for n, e in built.items() if n.startswith("spread-")}
    betweens = {n.removeprefix("between-"): e.frame for n, e in built.items() if n.startswith("between-")}
    intervals = {n.removeprefix("interval-"): e.frame for n, e in built.items() if n.startswith("interval-")}
    heading = ""
    for name, entry in built.items():
        if name.startswith(("spread-", "between-", "interval-")):
            continue
        if name.startswith("throughput-"):
            heading = name.removeprefix("throughput-")
        spread = spreads.get(name.removeprefix("throughput-"))
        between = betweens.get(name.removeprefix("throughput-")) if _kind(name) == "throughput" else \
            intervals.get(name.removeprefix("speedup-"))
        if _kind(name) in ("hardware", "best", "releases", "machines"):
            heading = "All machines"
        body = shown(name, entry, spread, columns if _kind(name) in ("throughput", "step", "policy", "policyroofline",
                                                                     "policyratio", "speedup", "compile", "build")
                     else None, between)
        body.caption = entry.caption
        out.append((heading, name, body))
    return out


def render(built: dict, s: Settings, figures: dict[str, str], problems: list[str], columns=None,
           heading: str = "##") -> str:
    """The report as one Markdown text; ``figures`` maps figure name -> relative PNG path."""
    parts = []
    if columns is not None:
        parts.append(f"Columns: num_envs {', '.join(map(str, columns))} where measured; every size is in "
                     "the report's CSV files.\n")
    last = None
    for head, _, table in blocks(built, columns):
        if head != last:
            parts.append(f"{heading} {head}\n")
            last = head
        parts.append(f"{table.caption}\n\n{table.markdown()}")
    for fig, path in figures.items():
        parts.append(f"![{fig}]({path})\n")
    if problems:
        parts.append("Files not used:\n\n" + "".join(f"- {p}\n" for p in problems))
    return "\n".join(parts)


def curve_figures(paths, folder: Path) -> dict[str, str]:
    """The learning curves of each train run under the result paths, drawn from its records into folder
    (a run folder keeps its data, not its drawings); figure name -> PNG file name."""
    out = {}
    for a in results.artifacts(paths, "train"):
        train.curve_figure(a.doc["records"], folder / f"learning-curve-{a.folder.name}")
        out[f"Learning curves of {a.folder.name}"] = f"learning-curve-{a.folder.name}.png"
    return out


def training_report(paths, folder: Path, figures: bool = True) -> str | None:
    """The report of result paths that hold train runs and no measured point: their time-to-solve tables
    and learning curves (with ``figures``); None where there is no train run either."""
    runs = results.artifacts(paths, "train")
    if not runs:
        return None
    with Replacing(folder, "report") as out:
        figures = curve_figures(paths, out.folder) if figures else {}
        text = ("# Cartpole training report\n" + train.section([(a.label, a.doc) for a in runs]).markdown() + "\n"
                + "".join(f"![{fig}]({png})\n\n" for fig, png in figures.items()))
        out.text("report.md", text)
    return text


def build_figures(df: pd.DataFrame, s: Settings, folder: Path) -> dict[str, str]:
    """Writes the figures into folder; returns figure name -> PNG file name."""
    from harness.report import plots  # matplotlib: loaded where a figure is drawn (compare draws none)

    df = results.of_releases(df, False)  # a run of several releases: its own table and page section, no figure
    ok = results.of_mode(df[df.status == "ok"], "rollout")
    if not ok.empty:  # a step-mode run alone has none
        plots.throughput(ok, folder / "throughput")
        plots.speedup(ok, s.baseline, s.at, folder / "speedup")
        plots.compile_time(ok, folder / "compile")
    step = results.of_mode(df[df.status == "ok"], "step")
    if not step.empty:
        plots.throughput(step, folder / "throughput-step")
    pol = results.of_mode(df[df.status == "ok"], "policy")
    if not pol.empty:
        plots.throughput(pol, folder / "throughput-policy")
    sc = results.scaling_table(df)
    if not sc.empty:
        plots.scaling(sc, folder / "scaling")
    return build_names(s, not step.empty, not sc.empty, not ok.empty, not pol.empty)


def build_names(s: Settings, step: bool = False, scaling: bool = False, rollout: bool = True,
                policy: bool = False) -> dict[str, str]:
    return {**({"Throughput against num_envs": "throughput.png",
                f"Throughput normalised to {s.baseline} at {s.at} environments": "speedup.png",
                "Compilation and warm-up (largest over num_envs)": "compile.png"} if rollout else {}),
            **({"Step mode: throughput against num_envs": "throughput-step.png"} if step else {}),
            **({"Policy mode (fused): throughput against num_envs": "throughput-policy.png"} if policy else {}),
            **({"Strong scaling: throughput against threads or devices": "scaling.png"} if scaling else {})}


def target(out: Path, name: str | None, overwrite: bool) -> Path:
    """The report folder; bad input before anything is read or written."""
    if out.exists() and not out.is_dir():
        raise BadInput(f"--out {str(out)!r} exists and is not a folder")
    if name is None:
        name = "report-" + cli.utc_stamp()
    elif not re.fullmatch(r"[A-Za-z0-9._-]+", name) or name in (".", ".."):
        raise BadInput(f"--name {name!r} must be a plain folder name (letters, digits, . _ -)")
    folder = out / name
    if folder.exists() and not overwrite:
        raise BadInput(f"{folder} exists; pass --overwrite to replace it, or another --name")
    return folder


def html_page(df: pd.DataFrame, s: Settings, built: dict, problems: list[str], paths, title: str) -> str:
    """The HTML page of these results (harness.report.site): its plots from the same reader, its
    sortable tables the report's own table values (every num_envs) and the analyses' tables."""
    from harness.report import site

    shown = [(head, t) for head, _, t in blocks(built)] + analyses(paths, df).tables()
    return site.page(site.data(df, paths, s.baseline, s.at, title, ", ".join(map(str, paths))), shown, problems)


def write(df: pd.DataFrame, s: Settings, folder: Path, problems: list[str], html_paths=None,
          paths=(), every: pd.DataFrame | None = None, figures: bool = True) -> tuple[str, dict]:
    """Build every table, figure (unless not ``figures``) and report.md (and, with ``html_paths``, the HTML
    page index.html of those result paths) in a temporary folder beside ``folder``, then move it into
    place (replacing ``folder``). Returns report.md's text and the tables."""
    with Replacing(folder, "report") as out:
        built = tables(df, s, every)
        for name, entry in built.items():
            spread = built.get("spread-" + name.removeprefix("throughput-"), (None,))[0]
            out.table(name, entry.frame, f"{entry.caption}\n\n{markdown(name, entry, spread)}",
                      index=not (_kind(name) == "best"))
        out.csv("points", df.drop(columns=[c for c in ("label", "rank") if c in df.columns]), index=False)
        drawn = {**build_figures(df, s, out.folder), **curve_figures(paths, out.folder)} if figures else {}
        text = (f"# Cartpole throughput report\n\nBaseline: {s.baseline}. Bar charts and the fusion table at "
                f"{s.at} environments. One measurement of each point: {results.CHOICE}; {len(df)} rows.\n\n"
                + render(built, s, drawn, problems))
        out.text("report.md", text)
        if html_paths is not None:
            out.text("index.html", html_page(df, s, built, problems, html_paths, "Cartpole throughput report"))
    return text, built


def run_table(run_dir: Path) -> None:
    """The sweep's comparison table of one run folder (table.md, table.csv), also printed."""
    loaded = load([run_dir])
    df = loaded.rows
    table = results.throughput_table(df)
    cells = results.with_spread(table, results.spread_pct(df), results.between_processes(df),
                                counts=results.process_counts(df)) \
        if (df.status == "ok").any() else table
    md = ("Median env-steps per second, in millions (M/s), by implementation (device) and num_envs: ± half the "
          "rounds' IQR; in brackets, for a point measured in several processes, the fastest one's median over "
          f"the slowest's ('unstable' above {stats.UNSTABLE}x).\n"
          f"Machine: {', '.join(results.machines(df)) or machine.label()}."
          + (f" {steady}" if (steady := results.machine_steadiness(df)) else "")
          + (f" {notes}" if (notes := results.unstable_notes(df)) else "") + "\n\n"
          + to_markdown(cells, corner="impl (device) \\ num_envs", right=True))
    Artifacts(run_dir, "run").table("table", table, md)
    print("\n" + md)
    print(f"results in {run_dir}")


def load(paths) -> results.Loaded:
    loaded = results.load(paths)
    for p in loaded.problems:
        print(f"warning: {p}", file=sys.stderr)
    return loaded


def usable(loaded: results.Loaded, paths) -> pd.DataFrame | None:
    df = loaded.rows
    if df.empty or not (df.status == "ok").any():
        print(f"error: no usable results in {', '.join(map(str, paths))}", file=sys.stderr)
        return None
    # one measurement of each point; a release sweep's rows all kept: the release history takes every release
    # point of the one run it names (results.release_history), not each release's newest from any run
    return pd.concat([results.latest(results.of_releases(df, False)), results.of_releases(df, True)],
                     ignore_index=True)


def build(paths, folder: Path, baseline, at, html: bool = False, curves: bool = False, figures: bool = True):
    """Load, choose and write the report into folder: (report text, tables, settings, problems, the
    measurement of each point results.CHOICE names), or None when nothing usable was found (then nothing is
    written). ``curves``: the train runs' learning curves drawn too (harness report; a report of train
    runs alone is their tables and curves); ``figures``: any figure drawn at all."""
    loaded = load(paths)
    measured = not loaded.rows.empty and (loaded.rows.status == "ok").any()
    if curves and not measured and (text := training_report(paths, folder, figures)) is not None:
        return text, {}, None, loaded.problems, loaded.rows
    df = usable(loaded, paths)
    if df is None:
        return None
    s = choose(df, baseline, at)
    return (*write(df, s, folder, loaded.problems, paths if html else None, paths if curves else (), loaded.rows,
                   figures), s, loaded.problems, df)


def run(paths, out: Path, name=None, baseline=None, at=None, overwrite=False, html=False, figures=True) -> int:
    folder = target(out, name, overwrite)
    done = build(paths, folder, baseline, at, html, curves=True, figures=figures)
    if done is None:
        return 1
    print(done[0])
    if html:
        print(f"page: {folder / 'index.html'} ({(folder / 'index.html').stat().st_size / 1e6:.1f} MB)")
    print(f"report in {folder}")
    return 0


def compare(before, after, out: Path | None, across_machines: bool = False, between: str | None = None) -> int:
    """Point-by-point before/after table, printed (and written into a new folder under --out).
    Results of different machines (labels name the microarchitecture) are not one machine's
    before and after: refused unless ``across_machines``. Sides with no usable result or no point in
    common are bad input. ``between`` (``PACKAGE=A,B``): one run of several releases (``before``; no
    ``after``), release A's points before and release B's after."""
    folder = target(out, f"compare-{cli.utc_stamp()}", False) if out is not None else None
    frames = []
    problems = []
    for side in (before, after) if between is None else (before,):
        loaded = results.load([side])
        if loaded.rows.empty or not (loaded.rows.status == "ok").any():
            raise BadInput(f"no usable results in {side}" + (f" ({loaded.problems[0]})" if loaded.problems else "")
                           + "; give a run folder of the sweep or its result files")
        frames.append(results.latest(loaded.rows))
        problems += loaded.problems
    if between is not None:
        frames = releases_apart(frames[0], between, before)
        before, after = (f"{before} @ {r}" for r in frames.pop())
    sides = [", ".join(results.machines(df)) for df in frames]
    if sides[0] != sides[1] and not across_machines:
        raise BadInput(f"the runs come from different machines (before: {sides[0]}; after: {sides[1]}); "
                       "pass --across-machines to compare them point by point anyway")
    table = results.compare(*frames)
    if not table.verdict.isin(results.VERDICTS[:4]).any():
        raise BadInput(f"{before} and {after} have no point in common (implementation, device, num_envs, mode); "
                       "valid: two runs that measured the same points")
    for p in problems:
        print(f"warning: {p}", file=sys.stderr)
    counts = table.verdict.value_counts()
    summary = ", ".join(f"{counts.get(v, 0)} {v}" for v in results.VERDICTS if counts.get(v))
    steady = [results.machine_steadiness(df) for df in frames]  # each run's machine, as its table says
    text = (f"Before: {before}\nAfter: {after}\n\nMillion env-steps per second (each point's value: the median of "
            "its processes' medians); 'processes': how many measured it and the fastest one's median over the "
            "slowest's. A point is 'faster' or 'slower' where a t test on its processes' medians (the variance "
            f"pooled over the implementation's points) says so at {stats.ALPHA:.0%} for the whole comparison "
            f"(Bonferroni over the points) and the change passes {stats.THRESHOLD:.2f}x; a run with one process "
            "per point is not judged (docs/measurement.md). 'machine': the machine's own speed at the point, "
            "after over before (the median of each run's processes' speed probes, a fixed loop timed beside "
            "the rounds; blank for runs without it): a change the machine shares is the machine's. 'round ms': "
            "where the runs timed the point's rounds under different rules (--round-ms; 0, one call a round, for "
            "results from before the rule), part of the change is the rule's (docs/measurement.md, 'Calls per "
            "round'); 'steps': the same for the steps a call.\n\n"
            + "".join(f"{side}: {line}\n" for side, line in zip(("Before", "After"), steady) if line)
            + ("\n" if any(steady) else "")
            + to_markdown(table, fmt={"before": fmt_rate, "after": fmt_rate, "ratio": fmt_ratio}, index=False)
            + f"\n{summary}.\n")
    print(text)
    if folder is not None:
        folder.mkdir(parents=True)
        Artifacts(folder, "compare").table("compare", table, text, index=False)
        print(f"written to {folder}")
    return 0


START, END = "<!-- results:start (python -m harness readme) -->", "<!-- results:end -->"
HEAD_START = "<!-- headline:start (python -m harness readme) -->"
REGISTRY_START = "<!-- registry:start (python -m harness readme) -->"


def releases_apart(df: pd.DataFrame, between: str, run) -> list:
    """compare --between PACKAGE=A,B: the rows of release A and of release B of one run, their release
    cleared (the same points on both sides), then the two labels."""
    package, _, versions = between.partition("=")
    asked = [f"{package.strip()} {v.strip()}" for v in versions.split(",")]
    have = sorted({r for r in df.get("release", pd.Series(dtype=str)).fillna("") if r})
    if len(asked) != 2 or not versions:
        raise BadInput(f"--between {between!r}: expected PACKAGE=A,B (two releases of the run: {', '.join(have) or 'none'})")
    for r in asked:
        if r not in have:
            raise BadInput(f"--between: {run} has no points of {r}; valid: {', '.join(have) or 'none (a run of one release)'}")
    return [df[df.release == r].assign(release="") for r in asked] + [asked]


def knob_text(k) -> str:
    swept = f"; swept: {', '.join(map(str, k.sweep))}" if k.sweep else ""
    on_cpu = k.swept("cpu")
    if on_cpu != k.sweep:
        swept += f" ({', '.join(map(str, on_cpu))} on the CPU)"
    return f"`{k.name}` ({k.valid(here=False)}; default {k.default}{swept})"


def registry_markdown() -> str:
    """What the registry declares of every implementation, as a table (docs/implementations.md)."""
    rows = []
    for n in impls.available():
        e = impls.entry(n)
        analyses = [*e.offers, *(["kernels per step"] if e.kernels else []),
                    *([f"split loop: {e.split}"] if e.split else [])]
        rows.append({"name": f"`{n}`" + " (external)" * e.external, "devices": ", ".join(e.devices),
                     "modes": ", ".join(e.modes), "rng": ", ".join(e.rng),
                     "knobs": "; ".join(map(knob_text, e.knobs)), "compiler": e.compiler,
                     "analyses": "; ".join(analyses), "installed by": f"bin/setup ({e.setup})",
                     "roles": ", ".join(e.roles)})
    columns = [(k, k) for k in ("name", "devices", "modes", "rng", "knobs", "compiler", "analyses", "installed by",
                                "roles")]
    return ("Generated by `python -m harness readme` from the registry (`impls/__init__.py`): what each "
            "implementation declares, which is what the command line checks, the sweep runs and the "
            "analyses read. Roles: " + "; ".join(f"{r}: {about}" for r, about in impls.ROLES.items())
            + ". Capabilities (impls/api.py): " + "; ".join(f"{c}: {about}" for c, about in CAPABILITIES.items())
            + ".\n\n" + rows_to_markdown(rows, columns, fmt=str) + "\n")


def _tune_section(paths) -> Doc:
    """The newest complete ``harness tune`` result of each machine: its best settings against the defaults."""
    from harness.measure import tune

    newest = {a.label: a for a in results.artifacts(paths, variants.KIND) if not a.doc.get("partial")}
    return Doc() if not newest else Doc(Heading("Tuned settings: the best of each implementation's knobs"), Doc.join(
        "\n", (Doc(f"From `python -m harness tune` ({a.folder.name}; `sweep --tuned` runs them on that machine).\n\n",
                   tune.to_table(a.doc, a.label)) for a in reversed(list(newest.values())))))


def _section(entry) -> Callable[..., Doc]:
    """An analysis's page section (its module's NAME_section), held to returning a Doc: a table written as
    Markdown would reach the HTML page as prose."""
    def section(*args) -> Doc:
        got = entry.hook("section")(*args)
        if not isinstance(got, Doc):
            raise TypeError(f"{entry.module}.{entry.name.replace('-', '_')}_section returned a {type(got).__name__}, "
                            "not a harness.table.Doc")
        return got
    return section


def analyses(paths, df: pd.DataFrame) -> Doc:
    """The analyses' tables under the result paths, each rendered from its JSON: the sections of the
    analysis registry in its order (harness/registry.py: fusion and ablation, SASS, XLA:GPU
    compiled without a GPU and its model, CPU code), then the tuned settings and training; the results
    page's part after the measured points (as Markdown), and the HTML page's (its tables as values)."""
    return Doc(*(_section(entry)(reader, paths, df) for entry in registry.ANALYSES if entry.section),
               _tune_section(paths), train.section([(a.label, a.doc) for a in results.artifacts(paths, "train")]))


# the region of the page's first advice map: its caption, the table and the list after it
MAP_BOX = f"""(() => {{ const p = [...document.querySelectorAll("p.caption")]
  .find(p => p.textContent.startsWith({advise.MAP_CAPTION!r})); if (!p) return null;
  let last = p.nextElementSibling; while (last.nextElementSibling && last.nextElementSibling.matches(".note"))
    last = last.nextElementSibling;
  const a = p.getBoundingClientRect(), b = last.getBoundingClientRect();
  return [0, a.top + scrollY - 4, 1400, b.bottom - a.top + 8]; }})()"""


def site(folder: Path, page: str) -> None:
    """The HTML page's folder (replaced as a whole): index.html and, where Chromium is installed, a
    screenshot of the page as the browser draws it, with no network (screenshot.png), and one of its
    first advice map (map.png)."""
    from harness.report import browser

    with Replacing(folder, "site") as out:
        index = out.text("index.html", page)
        exe = browser.find()
        if exe is None:
            print(f"no screenshot of the page: {browser.missing()}", file=sys.stderr)
        else:
            with browser.Browser(exe, width=1400, height=1000) as b:
                if not b.open(index):
                    raise RuntimeError(f"the page did not draw in Chromium: {'; '.join(b.errors()) or 'no error shown'}")
                b.screenshot(out.folder / "screenshot.png", height=1300)
                if b.evaluate(MAP_BOX):  # the first machine's advice map, caption to its list of changes
                    b.screenshot_of(MAP_BOX, out.folder / "map.png")
    print(f"{folder / 'index.html'} regenerated ({(folder / 'index.html').stat().st_size / 1e6:.1f} MB)")


def readme(paths, readme_path: Path, folder: Path, baseline=None, at=None, page_path: Path | None = None,
           impl_path: Path | None = None, site_path: Path | None = None) -> int:
    """Regenerate the generated parts of the documentation from the results: the full results
    block of ``page_path`` (the report of ``paths``, written to ``folder``, which this command
    replaces, with the README's columns, its figures, the fusion/ablation and SASS tables) and the
    short headline block of ``readme_path`` (the suite against the public baselines per machine and
    the throughput figure), the registry's table in ``impl_path`` and the HTML page in ``site_path``.
    Every page is checked for its markers before anything is written."""
    pages = [(readme_path, HEAD_START)] + ([(page_path, START)] if page_path is not None else []) \
        + ([(impl_path, REGISTRY_START)] if impl_path is not None else [])
    texts = {}
    for path, start in pages:
        texts[path] = path.read_text()
        if start not in texts[path] or END not in texts[path]:
            raise BadInput(f"{path} has no generated-block markers ({start} ... {END})")
    docs_root = readme_path.parent
    typed_figures.check(docs_root)  # a reference to a run, point or setting that does not exist: bad input, nothing written
    # the results folder that also holds the report's folder (the default), never a folder merely read from:
    # its run index, and the README's findings from the runs its findings.json names
    root = Path(paths[0]) if len(paths) == 1 and Path(paths[0]).resolve() == Path(folder).resolve().parent else None
    found = None
    if findings.START in texts[readme_path]:
        listed = (page_path or readme_path).parent / findings.FILE
        if root is None or not listed.is_file():
            raise BadInput(f"{readme_path} has the findings' block, written from {listed} and the results folder "
                           "read, which holds the report's --folder (the default: results)")
        found = findings.markdown(listed, root)
        pages.append((readme_path, findings.START))
    done = build(paths, folder, baseline, at)
    if done is None:
        return 1
    _, built, s, problems, df = done
    step = (results.of_mode(df, "step").status == "ok").any()
    policy = (results.of_mode(df, "policy").status == "ok").any()
    scaling = not results.scaling_table(df).empty
    source = ", ".join(map(str, paths))
    blocks = {readme_path: headline(built, source, os.path.relpath(folder, readme_path.parent),
                                    os.path.relpath(page_path, readme_path.parent) if page_path else None)}
    if page_path is not None:
        rel = os.path.relpath(folder, page_path.parent)
        figures = {k: f"{rel}/{v}" for k, v in build_names(s, step, scaling, policy=policy).items()}
        blocks[page_path] = (
            f"Generated by `python -m harness readme` from every result file under {source} ({results.CHOICE}; "
            f"the full report, every num_envs, CSV and SVG: "
            f"[{rel}/report.md]({rel}/report.md)). Baseline {s.baseline}; bars and fusion table at {s.at} "
            "environments.\n\n"
            + render(built, s, figures, problems, columns=README_ENVS, heading="####") + analyses(paths, df).markdown())
    if impl_path is not None:
        blocks[impl_path] = registry_markdown()
    if site_path is not None:
        site(site_path, html_page(df, s, built, problems, paths, "Cartpole throughput: every result"))
    for path, start in pages:
        head, rest = texts[path].split(start, 1)
        texts[path] = head + start + "\n" + (found if start == findings.START else blocks[path]) + END \
            + rest.split(END, 1)[1]
    for path in texts:
        tmp = path.with_name(f".{path.name}.tmp")
        tmp.write_text(texts[path])
        tmp.replace(path)
        print(f"{path} regenerated")
    for path in typed_figures.refresh(docs_root):
        print(f"{path}: its referenced figures rewritten from their runs")
    if root is not None:  # the catalog of the run folders, results/README.md (wholly generated), after the
        from harness.report import index  # pages it reads for what cites each run

        tmp = root / ".README.md.tmp"
        tmp.write_text(index.markdown(root))
        tmp.replace(root / "README.md")
        print(f"{root / 'README.md'} regenerated")
    print(f"report in {folder}")
    return 0


def map_line(entry: Entry | None) -> str | None:
    """The README's one line from a machine's map (its lines): where the answer changes at the study's
    num_envs, or at the largest size mapped."""
    if entry is None:
        return None
    lines = [x for x in entry.lines if x.startswith("at ")]
    if not lines:
        return None
    at = next((x for x in lines if x.startswith(f"at {STUDY_ENVS}:")), lines[-1])
    n, _, rest = at.removeprefix("at ").partition(": ")
    return (f"First to a result at {n} environments, compile included (the map on the results page): "
            f"{rest}.")


def headline(built: dict, source: str, figures_rel: str, page_rel: str | None) -> str:
    """The README's short results: per machine, this suite's fastest implementation against the
    public baselines in rollout mode, and the throughput figure. Step mode's and policy mode's tables
    against the baselines stay on the results page (one table a machine keeps the front door short
    as machines are added), and so does a machine run with a narrower vector ISA forced
    (``-as-avx2``): it is the same CPU."""
    parts = [f"Generated by `python -m harness readme` from the result files under {source}"
             + (f"; every table and figure, step mode and policy mode against the same baselines among them: "
                f"[{page_rel}]({page_rel})" if page_rel else "") + ".\n"]
    for name, entry in built.items():
        # a machine's table from a run of the current design only (several processes a point): a
        # one-process run's stays on the results page
        if "-as-" not in name and _kind(name) == "baselines" \
                and (entry.frame.get("processes", pd.Series([1])) > 1).all():
            parts.append(f"{entry.caption}\n\n{markdown(name, entry)}")
            line = map_line(built.get("map-" + name.removeprefix("baselines-")))
            if line:
                parts.append(line + "\n")
    parts.append(f"![Throughput against num_envs]({figures_rel}/throughput.png)\n")
    return "\n".join(parts)
