"""The report's figures, each written as PNG (for the README) and compressed SVG (text kept as text):

- throughput against num_envs, log-log, one line per implementation, one panel per machine;
- the study's Figure 5: throughput normalised to a baseline, bars at one num_envs, a panel per machine, each
  bar a ratio from one run with its interval (stats.LEVEL) where both points had several processes;
- compilation and warm-up seconds per implementation at one num_envs, a panel per machine.
"""
from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402
from matplotlib import ticker  # noqa: E402

from harness.artifacts import save_figure  # noqa: E402
from harness.report import results  # noqa: E402

plt.rcParams.update({"svg.fonttype": "none", "svg.hashsalt": "cartpole-bench", "font.size": 9, "axes.titlesize": 10})
MARKERS = "osD^v<>phX*"


def _save(fig, stem: Path) -> list[Path]:
    paths = save_figure(fig, stem, dpi=110, bbox_inches="tight")
    plt.close(fig)
    return paths


def _title(df: pd.DataFrame, m: str) -> str:
    r = df[df.machine == m].iloc[0]
    hw = r.get("gpu_name") if isinstance(r.get("gpu_name"), str) and r.get("gpu_name") else r.get("cpu_model")
    return f"{m}\n{hw}" if hw and hw not in m else m


def _panels(n: int, width: float, height: float, sharey: bool = False):
    fig, axes = plt.subplots(1, n, figsize=(width * n, height), squeeze=False, sharey=sharey)
    return fig, list(axes[0])


def throughput(df: pd.DataFrame, stem: Path) -> list[Path]:
    ms = results.machines(df)
    fig, axes = _panels(len(ms), 6.0, 4.6, sharey=True)
    cmap = plt.get_cmap("tab20")
    handles = {}
    for ax, m in zip(axes, ms):
        rates = results.throughput_table(df[(df.machine == m) & (df.status == "ok")])
        for lab, row in rates.iterrows():
            i = _style(handles, lab)
            row = pd.to_numeric(row, errors="coerce").dropna()
            (line,) = ax.plot(row.index, row.values, marker=MARKERS[i % len(MARKERS)], markersize=3.5,
                              lw=1.3, color=cmap(i % 20), label=lab)
            handles.setdefault(lab, line)
        sizes = sorted(int(n) for n in rates.columns)
        ticks = [1 << e for e in range(0, sizes[-1].bit_length(), 2 if sizes[-1] < 1 << 18 else 4)]
        ax.set(xscale="log", yscale="log", xlabel="parallel environments (num_envs)", title=_title(df, m))
        ax.set_xticks(ticks, [_pow2(t) for t in ticks])
        ax.xaxis.set_minor_locator(ticker.NullLocator())
        ax.grid(True, which="major", alpha=0.3)
    axes[0].set_ylabel("throughput (env-steps per second)")
    fig.legend(handles.values(), handles.keys(), loc="upper left", bbox_to_anchor=(1.0, 0.92), fontsize=7,
               frameon=False)
    fig.tight_layout()
    return _save(fig, stem)


def scaling(table: pd.DataFrame, stem: Path) -> list[Path]:
    """Strong scaling (results.scaling_table): throughput against the thread or device count, one
    line per implementation and num_envs, one panel per machine; the dotted line is perfect scaling
    from the one-unit point."""
    strong = table[table.scaling == "strong"]
    ms = sorted(strong.machine.unique())
    fig, axes = _panels(len(ms), 5.5, 4.2, sharey=False)
    for ax, m in zip(axes, ms):
        for i, ((impl, dev, unit, n), g) in enumerate(strong[strong.machine == m].groupby(
                ["impl", "device", "unit", "num_envs"], sort=True)):
            g = g.sort_values("k")
            (line,) = ax.plot(g.k, g.env_steps_per_s, marker=MARKERS[i % len(MARKERS)], lw=1.3,
                              label=f"{impl} ({dev}), {n} envs, {unit}")
            one = g[g.k == 1].env_steps_per_s
            if not one.empty:
                ax.plot(g.k, one.iloc[0] * g.k, ls=":", lw=1.0, color=line.get_color())
        ax.set(xlabel="threads or devices", ylabel="throughput (env-steps per second)", title=m)
        ax.set_xticks(sorted(strong[strong.machine == m].k.unique()))
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7, frameon=False)
    fig.tight_layout()
    return _save(fig, stem)


def _style(handles: dict, lab: str) -> int:
    """The same colour and marker for an implementation in every panel."""
    return list(handles).index(lab) if lab in handles else len(handles)


def _pow2(n: int) -> str:
    e = n.bit_length() - 1
    return f"$2^{{{e}}}$" if e >= 10 else str(n)


def speedup(df: pd.DataFrame, baseline: str, at: int, stem: Path) -> list[Path]:
    panels = []  # a machine's panel where it has a ratio at ``at`` (a run without the baseline has none)
    for m in results.machines(df):
        table, intervals, base = results.speedups(df[(df.machine == m) & (df.num_envs == at)], baseline)
        col = pd.to_numeric(table[at], errors="coerce").dropna() if at in table else pd.Series(dtype=float)
        if len(col):
            panels.append((m, col, intervals, base))
    fig, axes = _panels(max(1, len(panels)), 6.4, 4.2)
    for ax, (m, col, intervals, base) in zip(axes, panels):
        known = [intervals.loc[lab, at] if isinstance(intervals.loc[lab, at], tuple) else (v, v)
                 for lab, v in col.items()]  # the interval (stats.LEVEL) where both points had several processes
        err = [[max(v - lo, 0) for v, (lo, _) in zip(col.values, known)],
               [max(hi - v, 0) for v, (_, hi) in zip(col.values, known)]]
        ax.bar(range(len(col)), col.values, yerr=err, capsize=2, ecolor="#333333",
               color=["#777777" if lab == base else "#3b75af" for lab in col.index])
        ax.set_xticks(range(len(col)), col.index, rotation=60, ha="right", fontsize=7)
        for i, v in enumerate(col.values):
            ax.annotate(f"{v:.3g}x", (i, v), ha="center", va="bottom", fontsize=7)
        if col.max() / max(col.min(), 1e-12) > 30:
            ax.set_yscale("log")
        ax.axhline(1, color="black", lw=0.8)
        ax.set(ylabel=f"throughput / {base} throughput" if base else "throughput ratio",
               title=f"{_title(df, m)}\nnum_envs = {at}")
    return _save(fig, stem)


def compile_time(df: pd.DataFrame, stem: Path) -> list[Path]:
    """The largest compilation + warm-up over the num_envs measured: a JIT that compiles once per
    process (Numba) pays it at the first point, XLA once per shape, growing with num_envs."""
    ms = results.machines(df)
    fig, axes = _panels(len(ms), 6.0, 4.4)
    for ax, m in zip(axes, ms):
        t = results.compile_table(df[df.machine == m])
        col = t.apply(pd.to_numeric, errors="coerce").max(axis=1).dropna()
        ax.barh(range(len(col)), col.values, color="#c0504d")
        ax.set_yticks(range(len(col)), col.index, fontsize=7)
        ax.invert_yaxis()
        for i, v in enumerate(col.values):
            ax.annotate(f" {v:.3g} s", (v, i), va="center", fontsize=7)
        if len(col) and col.max() / max(col.min(), 1e-6) > 30:
            ax.set_xscale("log")
        ax.set(xlabel="compilation + warm-up, seconds (largest over num_envs; not timed)",
               title=_title(df, m))
    return _save(fig, stem)
