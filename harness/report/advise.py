"""``python -m harness advise``: which implementation gives a result first for a workload, from one run.

What a user waits for is the sum: the constructor (``build``), the first compiling calls (``compile``)
and the work itself. For ``--num-envs N --env-steps S`` and each implementation of the run:

    time to a result = build + compile + S / rate(N)

- rate(N): the point's value (the median of its processes' medians) interpolated between the two
  measured sizes around N on a log-log scale, and its interval (stats.value_interval, the two-level
  bootstrap of compare's intervals) interpolated alike; N outside a row's measured sizes ranks it not
  (advise never extrapolates);
- build + compile, as a fresh process of the user's pays them: the build is at least the process's first
  point's (the sweep measures sizes in ascending order, so that point's build holds the framework's
  start: its import and its runtime), then the compile, cold (default), the point's first process, whose
  caches were empty; or ``--warm``,
  the median of its later processes, which could load what the first kept (a one-process run has no
  warm figure). An implementation that compiles once per process (numba-cpu: ``compiled_with`` in its
  points) pays its first point's compile at every size; one that compiles per shape, the larger of the two
  measured sizes around N. Runs from before the suite recorded ``compiled_with`` take a row's largest
  compile over its sizes. One sample each: compile carries no interval;
- a winner is named only where its interval lies wholly below every other's ("tied within the
  intervals" otherwise), and where the answer changes with the number of env-steps at this N (the
  lower envelope of the lines build + compile + S / rate) the crossovers are given, with the interval
  of each from the rates' intervals.

It imports no framework and reads the chosen run's folder only (each run's run.json picks it), so it
answers in about a second; it writes nothing.
"""
from __future__ import annotations

import json
import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

import impls
from harness.cli import BadInput
from harness.measure import machine, stats, variants
from harness.table import TIED, WINNER

MODES = ("rollout", "step", "policy")
DEVICES = ("cpu", "cuda")


@dataclass
class Run:
    folder: Path
    label: str
    stamp: str
    mode: str
    processes: int


def count(v) -> int:
    """A run's processes per point as its run.json gives it: a whole number of at least 1; anything else
    (missing, malformed, infinite, a string) is read as 1, the design before a point had several."""
    return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v >= 1 else 1


def runs(root: Path) -> list[Run]:
    """Every sweep run folder below ``root`` (its run.json read; analysis folders and unreadable ones
    passed over), oldest first."""
    out = []
    for f in sorted(root.glob("*/run.json")) + ([root / "run.json"] if (root / "run.json").is_file() else []):
        try:
            doc = json.loads(f.read_text())
            m = doc["machine"]
            label = machine.machine_label(m["cpu"], m.get("cpu_cores"), m.get("gpu_name")) if m.get("cpu") \
                else m.get("label", "?")
            stamp = f.parent.name.rsplit("-", 1)[-1]
            out.append(Run(f.parent, label, stamp, str(doc.get("mode") or "rollout"), count(doc.get("processes"))))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
    return sorted(out, key=lambda r: (r.stamp, r.folder.name))


def choose_run(root: Path, label: str | None, folder: str | None, mode: str, warm: bool) -> Run:
    """The run to read: ``folder`` as given; else this machine's (or ``label``'s) newest run in ``mode``
    with several processes per point, or its newest run of one process where it has none."""
    if folder is not None:
        found = runs(Path(folder))
        if len(found) != 1 or found[0].folder.resolve() != Path(folder).resolve():
            raise BadInput(f"--from {folder!r} is not a sweep's run folder (no readable run.json in it)")
        run = found[0]
        if run.mode != mode:
            raise BadInput(f"--from {folder!r} is a run in {run.mode} mode; --mode {mode} asks for another")
    else:
        every = runs(root)
        mine = [r for r in every if r.label == label and r.mode == mode]
        if not mine:
            known = sorted({r.label for r in every if r.mode == mode})
            raise BadInput(f"no {mode}-mode run of machine {label!r} under {root}; machines with one: "
                           + (", ".join(known) or "none") + " (--machine LABEL or --from RUN)")
        several = [r for r in mine if r.processes > 1]
        run = (several or mine)[-1]
    if warm and run.processes < 2:
        raise BadInput(f"--warm needs a run with several processes per point; {run.folder.name} measured each "
                       "point in one process (no warm compile figure): use --cold or another --from")
    return run


@dataclass
class Row:
    impl: str
    device: str
    sizes: list  # measured num_envs, ascending
    rates: list  # env-steps/s at each
    rounds: list  # each size's processes' round rates (None where not kept or one process)
    build: dict  # num_envs -> build seconds (cold or warm as asked), None where not recorded
    compile: dict  # num_envs -> compile seconds, the same
    once: int | None  # num_envs of the point that paid a once-per-process compile, else None
    largest_setup: bool  # a run before compiled_with: every size takes the row's largest compile
    intervals: dict = field(default_factory=dict)  # num_envs -> its rate's interval, once drawn


def rows_of(df, device: str, warm: bool, variant: str = "") -> list[Row]:
    """The run's implementations on ``device`` (points of ``variant`` that ran, not interpreted: the
    variant-less ones, or variants.BARE's, a sweep --bare's), each with its sizes."""
    from harness.report import results

    # compiled rows only: one run in an interpreter (Pallas on the CPU) is checked, never advised
    ok = results.compiled(df[(df.status == "ok") & (df.device == device) & (df.variant.fillna("") == variant)])
    which = "warm" if warm else "cold"
    new = "kept_between_processes" in ok.columns and ok.kept_between_processes.notna().any()
    out = []
    for (impl, dev), g in ok.groupby(["impl", "device"], sort=False):
        g = g.sort_values("num_envs")
        kept, build, compile_s = [], {}, {}
        for r in g[[c for c in ("num_envs", "round_rates", f"build_{which}_s", f"compile_{which}_s")
                    if c in g]].to_dict("records"):
            rounds = r.get("round_rates")
            kept.append(rounds if isinstance(rounds, list) and len(rounds) > 1 else None)
            b, c = (r.get(f"{k}_{which}_s") for k in ("build", "compile"))
            build[int(r["num_envs"])] = None if b is None or b != b else float(b)
            compile_s[int(r["num_envs"])] = None if c is None or c != c else float(c)
        shared = g.compiled_with.dropna() if "compiled_with" in g else []
        once = int(g[g.compiled_with.isna()].num_envs.iloc[0]) if len(shared) else None
        out.append(Row(impl, dev, [int(n) for n in g.num_envs], [float(v) for v in g.env_steps_per_s],
                       kept, build, compile_s, once, not new))
    return out


def _interp(n: int, sizes: list, values: list) -> float | None:
    """log-log interpolation of values at n (sizes ascending, n within them); None where a value is."""
    if n in sizes:
        v = values[sizes.index(n)]
        return v
    i = int(np.searchsorted(sizes, n))
    a, b = values[i - 1], values[i]
    if a is None or b is None:
        return None
    w = (math.log(n) - math.log(sizes[i - 1])) / (math.log(sizes[i]) - math.log(sizes[i - 1]))
    return math.exp(math.log(a) + w * (math.log(b) - math.log(a)))


def _size_interval(row: Row, n: int) -> tuple[float, float] | None:
    """The interval of a row's rate at a measured size (stats.value_interval, drawn once per row and size:
    the map asks for it at every env-steps); None where that size had one process."""
    if n not in row.intervals:
        rounds = row.rounds[row.sizes.index(n)]
        row.intervals[n] = stats.value_interval(rounds) if rounds is not None else None
    return row.intervals[n]


def intervals_around(row: Row, n: int) -> tuple[list, list]:
    """The rate intervals (low, high per size) at the sizes interpolated from for n (None elsewhere, and
    where a size had one process)."""
    i = int(np.searchsorted(row.sizes, n))
    near = {i} if i < len(row.sizes) and row.sizes[i] == n else {i - 1, i}
    lows, highs = [None] * len(row.sizes), [None] * len(row.sizes)
    for j in near:
        if 0 <= j < len(row.sizes) and (iv := _size_interval(row, row.sizes[j])) is not None:
            lows[j], highs[j] = iv
    return lows, highs


def _around(values: dict, sizes: list, n: int) -> float | None:
    """values at n, else the larger of those at the measured sizes around n (None where neither is known)."""
    if n in values:
        return values[n]
    i = int(np.searchsorted(sizes, n))
    known = [v for v in (values[sizes[i - 1]], values[sizes[i]]) if v is not None]
    return max(known) if known else None


def setup_at(row: Row, n: int) -> float | None:
    """build + compile for n environments in a fresh process (see the module docstring): the build is at
    least the process's first point's, which holds the framework's start (its import, its runtime)."""
    compiles = [v for v in row.compile.values() if v is not None]
    if not compiles:
        return None
    c = row.compile.get(row.once) if row.once is not None else max(compiles) if row.largest_setup \
        else _around(row.compile, row.sizes, n)
    b = max(v for v in (row.build.get(row.sizes[0]), _around(row.build, row.sizes, n)) if v is not None) \
        if any(v is not None for v in row.build.values()) else 0.0
    return None if c is None else b + c


@dataclass
class Answer:
    label: str
    setup: float
    rate: float
    rate_lo: float | None
    rate_hi: float | None
    total: float
    total_lo: float | None
    total_hi: float | None


def answers(rows: list[Row], n: int, s: float) -> tuple[list[Answer], list[str]]:
    """The ranked answers at (n, s), and the rows not ranked with why."""
    ranked, unranked = [], []
    for r in rows:
        label = f"{r.impl} ({r.device})"
        if not r.sizes[0] <= n <= r.sizes[-1]:
            unranked.append(f"{label}: measured at num_envs {', '.join(map(str, r.sizes))}, not around {n}")
            continue
        setup = setup_at(r, n)
        if setup is None:
            unranked.append(f"{label}: no compile time recorded")
            continue
        lows, highs = intervals_around(r, n)
        rate, lo, hi = (_interp(n, r.sizes, v) for v in (r.rates, lows, highs))
        ranked.append(Answer(label, setup, rate, lo, hi, setup + s / rate,
                             setup + s / hi if hi else None, setup + s / lo if lo else None))
    return sorted(ranked, key=lambda a: a.total), unranked


def tied_with(ranked: list[Answer]) -> list[str] | None:
    """The rows whose interval reaches into the first one's (empty: the first stands alone); None where the
    first has no interval (its run had one process per point)."""
    best = ranked[0]
    if best.total_hi is None:
        return None
    tied = [a.label for a in ranked[1:] if a.total_lo is None or a.total_lo <= best.total_hi]
    return tied


def verdict(ranked: list[Answer]) -> str:
    """The winner where its interval lies below every other's, else who it is tied with."""
    if not ranked:
        return "nothing to rank"
    best = ranked[0]
    if len(ranked) == 1:
        return f"{best.label} (the only row measured around this size)"
    tied = tied_with(ranked)
    if tied is None:
        return f"{best.label} is fastest by its median, but its run has one process per point: no interval"
    if not tied:
        return f"{best.label}, its interval below every other's"
    return f"tied within the intervals: {best.label}, " + ", ".join(tied)


def envelope(ranked: list[Answer]) -> list[tuple[str, float | None, tuple | None]]:
    """Along the env-steps S at this num_envs, which row finishes first: [(label, S where it stops being
    first (None: never), that S's interval from the rates' intervals)]."""
    if not ranked:
        return []
    rest = list(ranked)
    cur = min(rest, key=lambda a: (a.setup, -a.rate))
    out, at = [], 0.0
    while True:
        best = None
        for a in rest:
            if a.rate > cur.rate and a.setup > cur.setup:
                x = (a.setup - cur.setup) / (1 / cur.rate - 1 / a.rate)
                if x >= at and (best is None or x < best[1]):
                    best = (a, x)
        if best is None:
            out.append((cur.label, None, None))
            return out
        a, x = best
        iv = None
        if None not in (cur.rate_lo, cur.rate_hi, a.rate_lo, a.rate_hi):
            ends = [(a.setup - cur.setup) / (1 / rc - 1 / ra) for rc in (cur.rate_lo, cur.rate_hi)
                    for ra in (a.rate_lo, a.rate_hi) if ra > rc]
            iv = (min(ends), max(ends)) if len(ends) == 4 else (min(ends), math.inf) if ends else None
        out.append((cur.label, x, iv))
        cur, at = a, x


def _s(x: float) -> str:
    return f"{x:.3g} s" if x < 100 else f"{x:,.0f} s"


def _steps(x: float) -> str:
    for unit, f in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if x >= f:
            return f"{x / f:.3g} {unit}"
    return f"{x:.3g}"


def report(run: Run, df, n: int, s: float, device: str, warm: bool, only: list[str] | None) -> str:
    rows = rows_of(df, device, warm)
    if only:
        rows = [r for r in rows if r.impl in only]
        missing = [i for i in only if i not in {r.impl for r in rows}]
        if missing:
            have = sorted(set(df[df.status == "ok"].impl))
            raise BadInput(f"--impl {','.join(missing)}: not measured on {device} in {run.folder.name}; "
                           f"measured: {', '.join(have)}")
        few = [r.impl for r in rows if len(r.sizes) < 2 and n not in r.sizes]
        if few:
            raise BadInput(f"--impl {','.join(few)}: measured at one num_envs only in {run.folder.name}, "
                           f"not at {n}: nothing to interpolate from")
    if not rows:
        raise BadInput(f"no point on {device} in {run.folder.name}; --device cpu or cuda, or another --from")
    lo, hi = min(r.sizes[0] for r in rows), max(r.sizes[-1] for r in rows)
    if not lo <= n <= hi:
        raise BadInput(f"--num-envs {n} is outside the sizes measured in {run.folder.name} ({lo} to {hi}); "
                       "advise does not extrapolate: measure that size (sweep --num-envs)")
    ranked, unranked = answers(rows, n, s)
    which = "warm (the median of the later processes)" if warm else "cold (each point's first process)"
    lines = [f"{n} environments x {_steps(s)} env-steps, {device}, build + compile {which}; from "
             f"{run.folder} ({run.label}, {run.processes} process{'es' * (run.processes > 1)} per point)", "",
             "| rank | impl (device) | build + compile | M env-steps/s at this size [interval] | run | "
             "time to a result [interval] |", "|---:|---|---:|---:|---:|---:|"]
    for i, a in enumerate(ranked, 1):
        rate = f"{a.rate / 1e6:.4g}" + (f" [{a.rate_lo / 1e6:.4g}, {a.rate_hi / 1e6:.4g}]" if a.rate_lo else "")
        total = _s(a.total) + (f" [{_s(a.total_lo)}, {_s(a.total_hi)}]" if a.total_lo else "")
        lines.append(f"| {i} | {a.label} | {_s(a.setup)} | {rate} | {_s(s / a.rate)} | {total} |")
    lines += ["", f"First: {verdict(ranked)}."]
    env = envelope(ranked)
    if len(env) > 1:
        parts = []
        for label, x, iv in env:
            if x is None:
                parts.append(f"then {label}")
            else:
                where = f"below {_steps(x)} env-steps" + (
                    f" (interval {_steps(iv[0])} to {'no end' if math.isinf(iv[1]) else _steps(iv[1])})" if iv else "")
                parts.append(f"{label} {where}" if not parts else f"then {label} {where}")
        lines.append(f"At {n} environments, by the medians: " + ", ".join(parts) + ".")
    else:
        lines.append(f"At {n} environments {env[0][0] if env else 'nothing'} finishes first at any number of "
                     "env-steps, by the medians.")
    if unranked:
        lines += ["", "Not ranked: " + "; ".join(unranked) + "."]
    lines += settings_lines(df, ranked[:3], n, s, device, warm)
    if any(r.largest_setup for r in rows):
        lines.append("(This run predates the per-process compile record: each row's compile is its largest "
                     "over the sizes.)")
    return "\n".join(lines)


def run(paths: list[str], n: int, s: float, mode: str, device: str, warm: bool, folder: str | None,
        label: str | None, only: list[str] | None) -> int:
    from harness.report import results

    root = Path(paths[0]) if paths else Path("results")
    chosen = choose_run(root, label or machine.label(), folder, mode, warm)
    loaded = results.load([chosen.folder])
    for p in loaded.problems:
        print(f"warning: {p}", file=sys.stderr)
    df = results.of_mode(loaded.rows, mode)
    print(report(chosen, df, n, s, device, warm, only))
    return 0


# -- the map: every measured num_envs against env-steps, for a machine's results page ------------------------
STEPS_GRID = (1e5, 1e6, 1e7, 1e8, 1e9, 1e10)
MAP_CAPTION = "Which implementation gives a result first"  # how the map's caption starts


def settings_lines(df, top: list[Answer], n: int, s: float, device: str, warm: bool) -> list[str]:
    """What the ranking assumed for the top rows that declare settings (the sweep measures them with
    their settings: the line that gives a user's script the same), and, where the run also measured them
    in bare processes (sweep --bare), the time to a result a script without that line gets."""
    named = [a.label.rsplit(" (", 1)[0] for a in top]
    declared = [i for i in named if i in impls.available() and impls.settings(i, device)]
    if not declared:
        return []
    bare = {a.label: a for a in answers(rows_of(df, device, warm, variants.BARE), n, s)[0]}
    lines = ["", f"Assumed: {', '.join(declared)} with the settings the sweep measures "
             f"{'it' if len(declared) == 1 else 'them'} with; in a script of your own, its first line: "
             f"`import impls; impls.prepare({', '.join(map(repr, declared))})` (python -m harness list names them)."]
    for i in declared:
        label = f"{i} ({device})"
        if label in bare:
            a, b = next(x for x in top if x.label == label), bare[label]
            lines.append(f"Without it (a bare process, measured in this run): {i} {_s(b.total)} to a result at "
                         f"{b.rate / 1e6:.4g} M env-steps/s, against {_s(a.total)} at {a.rate / 1e6:.4g}.")
    return lines


def design_run(df) -> str | None:
    """The run (its folder name) among ``df``'s rows (one machine's) that measured its points in several
    processes (the current design, whose points carry intervals and warm compiles) and the most
    implementations, the newest of those: a sweep of a few rows after a whole one never becomes the map's
    run; None where there is none."""
    ok = df[(df.status == "ok") & (df.variant.fillna("") == "")] if len(df) else df
    several = ok[ok.processes.fillna(1).astype(float) > 1] if "processes" in ok and len(ok) else ok.iloc[0:0]
    if several.empty:
        return None
    return max(set(several.run), key=lambda r: (several[several.run == r].impl.nunique(),
                                                 str(several[several.run == r].datetime.max()), r))


def _short(label: str) -> str:
    return label.removesuffix(" (cpu)")


def cell(ranked: list[Answer]) -> tuple[str, tuple[str, tuple[str, ...]] | None]:
    """A map cell: the winner, or 'tied: a, b' (the rows inside the winner's interval, at most three), and its
    style hint for the page (harness.table: the winner's label, or the tied rows' labels)."""
    if not ranked:
        return "", None
    tied = tied_with(ranked) if len(ranked) > 1 else []
    if not tied:
        return _short(ranked[0].label), (WINNER, (_table_label(ranked[0].label),))
    names = [ranked[0].label, *tied]
    return ("tied: " + ", ".join(map(_short, names[:3])) + (" ..." if len(names) > 3 else ""),
            (TIED, tuple(map(_table_label, names))))


def _table_label(label: str) -> str:
    """An answer's 'impl (device)' as the results' tables and the page name the row (results.label)."""
    from harness.report import results

    impl, _, device = label.rpartition(" (")
    return results.label({"impl": impl, "device": device.removesuffix(")")})


def _crossing(lo: int, hi: int, d0: float, d1: float) -> float:
    """num_envs where the log of a rate ratio, d0 at lo and d1 at hi, is 0 (log-log between them)."""
    return math.exp(math.log(lo) + d0 / (d0 - d1) * (math.log(hi) - math.log(lo)))


def size_crossovers(rows: list[Row], top: int = 3) -> list[str]:
    """Where each pair among the fastest rows (the ``top`` fastest at any size) and the public baselines
    changes places as num_envs grows: the num_envs where their rates cross, log-log between the two measured
    sizes around it; its interval from the rates' intervals at those sizes (each end where the low of one meets
    the high of the other), or why there is none."""
    import impls

    fastest = sorted(rows, key=lambda r: -max(r.rates))[:top]
    chosen = fastest + [r for r in rows if r not in fastest and r.impl in impls.available() and impls.is_external(r.impl)]
    out = []
    for i, a in enumerate(chosen):
        for b in chosen[i + 1:]:
            common = sorted(set(a.sizes) & set(b.sizes))
            for lo, hi in zip(common, common[1:]):
                d = [math.log(a.rates[a.sizes.index(n)] / b.rates[b.sizes.index(n)]) for n in (lo, hi)]
                if d[0] * d[1] >= 0:
                    continue
                first, then = (a, b) if d[1] > 0 else (b, a)
                ivs = {(x.impl, n): _size_interval(x, n) for x in (a, b) for n in (lo, hi)}
                ends = []
                if all(ivs.values()):
                    for pa in (0, 1):
                        for pb in (0, 1):
                            e = [math.log(ivs[a.impl, n][pa] / ivs[b.impl, n][1 - pb]) for n in (lo, hi)]
                            ends.append(_crossing(lo, hi, *e) if e[0] * e[1] < 0 else None)
                iv = "" if not ends else f" [{min(ends):.3g}, {max(ends):.3g}]" if None not in ends else \
                    f" (within the intervals the order may hold at {lo} or at {hi} too)"
                out.append(f"{first.impl} ({first.device}) overtakes {then.impl} ({then.device}) at about "
                           f"{_crossing(lo, hi, *d):.3g} environments{iv}")
    return out


def winner_map(df, device: str = "cpu", warm: bool = False):
    """For one machine's rollout rows: (the map as a DataFrame, num_envs x env-steps, each cell the implementation
    that gives a result first, build + compile + run, or the tied ones; the lines that say where the answer
    changes along the env-steps at each num_envs and along num_envs between the fastest rows and the public
    baselines; the run it read; each cell's style hint, keyed (row, column) of the table with num_envs as its
    first column); (None, [], None, {}) where the machine has no run of several processes."""
    import pandas as pd

    run = design_run(df)
    if run is None:
        return None, [], None, {}
    rows = rows_of(df[df.run == run], device, warm)
    sizes = sorted({n for r in rows for n in r.sizes})
    cells, styles = {}, {}
    lines = []
    for i, n in enumerate(sizes):
        made = [cell(answers(rows, n, s)[0]) for s in STEPS_GRID]
        cells[n] = [text for text, _ in made]
        styles.update({(i, 1 + j): hint for j, (_, hint) in enumerate(made) if hint})  # column 0: num_envs
        env = envelope(answers(rows, n, 1.0)[0])
        if len(env) > 1:
            lines.append(f"at {n}: " + ", then ".join(
                f"{_short(lab)}" + (f" below {_steps(x)} env-steps" if x is not None else "") for lab, x, _ in env))
    table = pd.DataFrame.from_dict(cells, orient="index", columns=[_steps(s) for s in STEPS_GRID])
    table.index.name = "num_envs"
    old = ["(its run predates the per-process compile record: each row's compile is its largest over the sizes)"] \
        if any(r.largest_setup for r in rows) else []
    return table, lines + size_crossovers(rows) + old, run, styles


# -- training: which trainer solves CartPole-v1 first -------------------------------------------------------
def seed_times(records: list[dict]) -> dict[tuple, list[float]]:
    """Per trainer x environment x configuration (x seeds together, in flight: harness.measure.train's
    groups), each seed's time to a solved policy as the user waits for it: the group's compile (its
    largest: one command compiles once what its later seeds reuse) plus the seed's seconds of training
    to solve; a seed that never solved is +inf (not dropped: it was not solved by any time)."""
    from harness.measure import train

    groups: dict = {}
    for r in records:
        groups.setdefault(train.group_key(r), []).append(r)
    out = {}
    for key, rs in groups.items():
        compile_s = max(float(r["compile_s"] or 0.0) for r in rs)
        out[key] = [compile_s + r["time_to_solve_s"] if r["time_to_solve_s"] is not None else math.inf for r in rs]
    return out


def iqm(x, axis: int = -1):
    """The interquartile mean along ``axis``: the mean of the middle half (+inf once more than a quarter
    is +inf)."""
    x = np.sort(np.asarray(x, dtype=float), axis=axis)
    n = x.shape[axis]
    return np.mean(np.take(x, range(n // 4, n - n // 4), axis=axis), axis=axis)


def interval(x, statistic) -> tuple[float, float] | None:
    """The bootstrap percentile interval (stats.LEVEL) of ``statistic`` over the seeds; None for one seed.
    Unsolved seeds stay in every resample as +inf, so an end of the interval is +inf where the resamples
    leave too few solved seeds."""
    from scipy.stats import bootstrap

    x = np.asarray(x, dtype=float)
    if len(x) < 2:
        return None
    if len(set(x.tolist())) < 2:
        return float(x[0]), float(x[0])
    with np.errstate(invalid="ignore"):  # inf - inf in scipy's own spread of the resamples: unused here
        res = bootstrap((x,), statistic, vectorized=True, n_resamples=2000, method="percentile",
                        confidence_level=stats.LEVEL, random_state=0)
    return float(res.confidence_interval.low), float(res.confidence_interval.high)


def _t(x: float) -> str:
    return "never" if math.isinf(x) else _s(x)


def train_report(folder_label: str, records: list[dict], budget: float) -> str:
    """The trainers ranked for one user who waits at most ``budget`` seconds: the share of seeds solved by
    then (a performance profile, also at a tenth and a third of the budget), then the interquartile mean
    of the time to a solved policy; median and IQM with their bootstrap intervals."""
    times = seed_times(records)
    marks = (budget / 10, budget / 3, budget)
    rows = []
    for key, t in times.items():
        shares = [sum(v <= m for v in t) / len(t) for m in marks]
        rows.append((key, t, shares, float(np.median(t)), float(iqm(t))))
    rows.sort(key=lambda r: (-r[2][-1], r[4]))
    head = " | ".join(f"solved by {_s(m)}" for m in marks)
    lines = [f"Time to a solved CartPole-v1 policy (compile + training), {folder_label}: per trainer, the seeds "
             "of its newest run; an unsolved seed counts as never solved (+inf), not as dropped.", "",
             f"| rank | trainer | env | config | together | seeds | {head} | median [interval] | IQM [interval] |",
             "|---:|---|---|---|---:|---:|" + "---:|" * len(marks) + "---:|---:|"]
    for i, ((trainer, env, config, together, _in_flight), t, shares, med, mean) in enumerate(rows, 1):
        iv = [interval(t, np.median), interval(t, iqm)]
        cells = [_t(v) + (f" [{_t(c[0])}, {_t(c[1])}]" if c else "") for v, c in zip((med, mean), iv)]
        lines.append(f"| {i} | {trainer} | {env} | {config} | {together} | {len(t)} | "
                     + " | ".join(f"{v:.0%}" for v in shares) + f" | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


def train_run(paths: list[str], label: str | None, budget: float) -> int:
    from harness.measure import train
    from harness.report import results

    label = label or machine.label()
    folders = [str(f) for p in paths for f in sorted(Path(p).glob(f"{label}-*-train"))]
    found = [(a.label, a.doc) for a in results.artifacts(folders, "train")] if folders else []
    mine = train.newest_records([(lab, doc) for lab, doc in found if lab == label]).get(label)
    if not mine:
        known = sorted({f.name.rsplit("-", 2)[0] for p in paths for f in Path(p).glob("*-train")})
        raise BadInput(f"no train run of machine {label!r} under {', '.join(paths)}; machines with one: "
                       + (", ".join(known) or "none") + " (harness train, or --machine LABEL)")
    print(train_report(label, mine, budget))
    return 0


