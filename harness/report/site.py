"""The results as one HTML page that opens from a file with no network: ``harness report --html``
(index.html in the report's folder) and ``harness readme`` (docs/site/index.html).

Plotly draws it: its script (plotly.min.js of the installed ``plotly`` package) is inlined once per page,
gzip-compressed and base64-encoded (4.8 MB as it ships, 2 MB so; the browser inflates it with its own
DecompressionStream), and every view is drawn by the page's own script (page.html) from one JSON
document embedded in the page. Plotly rather than Vega-Lite through Altair: hover, legend toggling and
zoom on a log-log plot are Plotly's defaults, where Vega-Lite needs a selection per chart, and Altair's
offline scripts come only with vl-convert (a 34 MB wheel with its own JavaScript runtime).

Every number of the page comes from the reader the Markdown report uses (harness.report.results):
the plotted rates are the throughput tables' cells (results.throughput_table), their labels the same
strings as the Markdown cells (fmt_rate), and the sortable tables are the report's own table values
(harness.table), rendered here as HTML where the report renders them as Markdown, so the page and the
tables cannot disagree, and a cell's colour is its own style hint.
"""
from __future__ import annotations

import base64
import gzip
import html
import json
import re
from functools import lru_cache
from pathlib import Path

import numpy as np
import pandas as pd

import impls
from harness.artifacts import fmt_rate
from harness.measure import stats, train
from harness.report import results
from harness.table import inline

MODES = ("rollout", "step", "policy")
# Plotly's and d3's category colours: one per implementation in every view
PALETTE = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2", "#7f7f7f", "#bcbd22",
           "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39", "#7b4173", "#3182bd", "#e6550d", "#31a354",
           "#756bb1", "#636363", "#9c9ede", "#cedb9c", "#e7ba52", "#e7969c", "#de9ed6"]
TEMPLATE = Path(__file__).with_name("page.html")


def _float(v) -> float | None:
    v = pd.to_numeric(v, errors="coerce")
    return None if v is None or pd.isna(v) else float(v)


def colours(df: pd.DataFrame) -> dict[str, str]:
    """implementation label -> colour, in the registry's order over every mode and machine."""
    pts = results.labelled_points(df)
    order = dict.fromkeys(pts.sort_values(["rank", "device", "vkey"], kind="stable").label) if len(pts) else {}
    return {lab: PALETTE[i % len(PALETTE)] for i, lab in enumerate(order)}


def throughput(df: pd.DataFrame, colour: dict[str, str]) -> dict:
    """mode -> machine -> {"sizes", "series"}: one series per row of the machine's throughput table
    (results.throughput_table, the Markdown report's), a point per measured cell with its rate, the
    rate as the Markdown cell prints it, the spread, the run folder and the commit."""
    out: dict = {}
    for mode in MODES:
        dm = results.of_mode(df, mode)
        for m in results.machines(dm[dm.status == "ok"]):
            d = dm[dm.machine == m]
            rates = results.throughput_table(d)
            spread = results.spread_pct(d).reindex(index=rates.index, columns=rates.columns)
            between = results.between_processes(d).reindex(index=rates.index, columns=rates.columns)
            counts = results.process_counts(d).reindex(index=rates.index, columns=rates.columns)
            pts = results.labelled_points(d).set_index(["label", "num_envs"])
            series = []
            for lab, row in rates.iterrows():
                xs = [int(n) for n, v in row.items() if not isinstance(v, str) and pd.notna(v)]
                if not xs:
                    continue
                p = [pts.loc[(lab, n)] for n in xs]
                s = {"label": lab, "colour": colour.get(lab, "#444"), "x": xs,
                     "y": [float(row[n]) for n in xs], "text": [fmt_rate(float(row[n])) for n in xs],
                     "spread": [results.spread_text(spread.loc[lab, n], between.loc[lab, n], counts.loc[lab, n])
                                for n in xs],
                     "unstable": [bool(between.loc[lab, n] > stats.UNSTABLE) for n in xs],
                     "folder": [Path(str(r["source"])).parent.name for r in p],
                     "commit": [str(r.get("commit") or "not recorded") or "not recorded" for r in p]}
                if mode == "policy" and "roofline_fraction" in pts.columns:
                    s["fraction"] = [_float(r.get("roofline_fraction")) for r in p]
                series.append(s)
            bad = results.latest(d)
            bad = bad[bad.status != "ok"]
            missing = [f"{results.label(r)} at {int(r['num_envs'])}: {r['status']}" + (f" ({r['reason']})" if r.get("reason") else "")
                       for _, r in bad.iterrows()]
            out.setdefault(mode, {})[m] = {"sizes": sorted(int(n) for n in rates.columns), "series": series,
                                           "missing": missing}
    return out


def roofline(df: pd.DataFrame) -> dict:
    """machine -> {"x", "y"}: the policy's matrix-multiply roofline in env-steps per second at each
    num_envs (a point's rate over its fraction of the roofline; the median where several measured it)."""
    pol = results.labelled_points(results.of_mode(df, "policy"))
    if pol.empty or "roofline_fraction" not in pol:
        return {}
    pol = pol.assign(f=pd.to_numeric(pol.roofline_fraction, errors="coerce"))
    pol = pol[pol.f > 0]
    out = {}
    for m, g in pol.groupby("machine", sort=True):
        line = (g.env_steps_per_s / g.f).groupby(g.num_envs).median()
        out[m] = {"x": [int(n) for n in line.index], "y": [float(v) for v in line.values]}
    return out


def hardware(df: pd.DataFrame) -> dict:
    """implementation label -> one series per machine (results.hardware_table, rollout mode)."""
    table = results.hardware_table(results.of_mode(df, "rollout"))
    out: dict = {}
    for lab in dict.fromkeys(table.index.get_level_values(0)) if len(table) else []:
        sub = table.loc[lab]
        out[lab] = [{"machine": m, "x": [int(n) for n in sub.index[sub[m].notna()]],
                     "y": [float(v) for v in sub[m].dropna()], "text": [fmt_rate(v) for v in sub[m].dropna()]}
                    for m in table.columns if sub[m].notna().any()]
    return out


def releases(df: pd.DataFrame) -> dict:
    """machine -> one series per (point, num_envs) of the release history (results.release_history): the
    releases in order, each one's rate, interval, date and processes."""
    h = results.release_history(df)
    out: dict = {}
    for (m, point, mode, n), g in (h.groupby(["machine", "point", "mode", "num_envs"], sort=False) if len(h) else []):
        out.setdefault(m, []).append({
            "label": f"{point} at {n}" + ("" if mode == "rollout" else f", {mode} mode"),
            "x": list(g.package + " " + g.version), "y": [float(v) for v in g.env_steps_per_s],
            "low": [_float(v) for v in g.low], "high": [_float(v) for v in g.high],
            "date": [str(d or "") for d in g.date], "processes": [int(p) for p in g.processes]})
    return out


def fusion(paths) -> dict:
    """The fusion ladder: kernels per step against the speed-up over the ladder's naive rung, measured
    on the CPU (every ``harness fusion`` run, speed-up over its row of the registry's ``baseline`` role,
    the study's naive rung), and, where ``harness gpu-compile`` and ``gpu-model`` results exist, the
    GPU targets' compile-only kernels per step against the model's speed-up over its naive program (a
    model: nothing was timed on a GPU)."""
    from harness.analysis import gpu_model

    measured, cpu_naive = [], impls.with_role("baseline")
    for a in results.artifacts(paths, "fusion"):
        rows = [r for r in a.doc.get("rows", []) if r.get("status", "ok") == "ok" and _float(r.get("env_steps_per_s"))
                and _float(r.get("kernels_per_step")) is not None]
        naive = [r for r in rows if r["impl"] == cpu_naive]
        if not naive:
            continue
        base = float(naive[0]["env_steps_per_s"])
        rng = ", ".join(sorted({str(r.get("rng") or "") for r in rows} - {""}))
        measured.append({"name": f"CPU measured: {a.label} ({rng or 'rng?'}; {a.stamp})", "folder": a.folder.name,
                         "points": [{"program": r["impl"] + (f" {r['variant']}" if r.get("variant") else ""),
                                     "kernels": float(r["kernels_per_step"]), "speedup": float(r["env_steps_per_s"]) / base,
                                     "rate": fmt_rate(float(r["env_steps_per_s"])), "num_envs": int(r["num_envs"])}
                                    for r in rows]})
    compiled, models = results.artifacts(paths, "gpu-compile"), results.artifacts(paths, "gpu-model")
    gpu = []
    if compiled and models:
        m, rows = models[-1].doc, compiled[-1].doc.get("rows", [])
        # the kernels that run (not the HLO's count, which holds the copies and the loop condition), of the XLA
        # the model fitted; a result compiled before they were counted apart has none
        kernels = {(r["target"], r["program"]): r["runs_kernels_per_step"] for r in rows
                   if r.get("status") == "ok" and r.get("runs_kernels_per_step") is not None
                   and gpu_model.xla_of(r) == m.get("xla", "today")}
        fits = [f"{fit}_{runtime}" for fit in m["fits"] for runtime in gpu_model.RUNTIMES]
        for target in dict.fromkeys(p["target"] for p in m["predictions"]):
            preds = {p["program"]: p for p in m["predictions"] if p["target"] == target}
            naive = preds.get(m["naive"])
            pts = [{"program": prog, "kernels": kernels[(target, prog)],
                    "speedup": {f: p[f] / naive[f] for f in fits if p.get(f) and naive and naive.get(f)}}
                   for prog, p in preds.items() if (target, prog) in kernels]
            if pts and naive:
                gpu.append({"name": f"GPU compile-only + model: {target}, XLA {m.get('jax') or 'today'}", "points": pts})
        return {"measured": measured, "cpu_naive": cpu_naive, "gpu": gpu, "fits": fits, "naive": m["naive"],
                "folders": [compiled[-1].folder.name, models[-1].folder.name],
                "study": {k: v[0] for k, v in gpu_model.STUDY.items()}}
    return {"measured": measured, "cpu_naive": cpu_naive, "gpu": [], "fits": [], "naive": "", "folders": [],
            "study": {k: v[0] for k, v in gpu_model.STUDY.items()}}


def training(paths) -> dict:
    """machine -> the newest run of each trainer x env x configuration (train.newest_records): each
    run's learning curve (mean return of the last 100 episodes against seconds of training) and time
    to solve."""
    out = {}
    for label, records in train.newest_records([(a.label, a.doc) for a in results.artifacts(paths, "train")]).items():
        runs = []
        for r in records:
            c = np.asarray(r.get("curve") or [], float).reshape(-1, 3)
            runs.append({"group": f"{r['trainer']} / {r['env']} / {r['config']}"
                                  + (f" / together {r['together']}" if r.get("together", 1) > 1 else ""),
                         "seed": r["seed"], "solve_s": r.get("time_to_solve_s"),
                         "x": [round(float(v), 4) for v in c[:, 0]], "y": [round(float(v), 2) for v in c[:, 2]]})
        out[label] = runs
    return out


def tables_html(shown: list, colour: dict[str, str] | None = None) -> str:
    """(heading, table) values as sortable HTML tables under their headings (a click on a heading sorts by
    it); each cell coloured by its own style hint (the map's winner, hatched where tied) and titled with the
    run and point it came from (harness.table)."""
    parts, last = [], None
    for n, (heading, t) in enumerate(shown):
        if heading != last:
            parts.append(f"<h3>{inline(heading)}</h3>")
            last = heading
        parts.append(t.html(colour, f"table-{n}"))
    return "\n".join(parts)


# -- the page -------------------------------------------------------------------------------------
@lru_cache(maxsize=1)
def plotly_script() -> tuple[str, str]:
    """(Plotly's version, its minified script gzip-compressed and base64-encoded): the same bytes every
    build (no time stamp in the gzip header)."""
    import plotly
    from plotly.offline import get_plotlyjs

    packed = gzip.compress(get_plotlyjs().encode(), compresslevel=9, mtime=0)
    return plotly.__version__, base64.b64encode(packed).decode()


def data(df: pd.DataFrame, paths, baseline: str, at: int, title: str, source: str) -> dict:
    """Everything the page draws, as one JSON-able document."""
    history = releases(df)
    df = results.of_releases(df, False)  # a run of several releases: the section across releases, only
    colour = colours(df)
    ok = df[df.status == "ok"]
    base = {m: results.baseline_label(results.of_mode(ok[ok.machine == m], "rollout"), baseline)
            for m in results.machines(ok)}
    machines = results.machine_table(ok)
    return {"title": title, "source": source, "baseline": baseline, "at": int(at),
            "machines": {m: "; ".join(f"{k}: {v}" for k, v in row.items() if v is not None and v == v and str(v))
                         for m, row in machines.iterrows()},
            "throughput": throughput(df, colour), "default_baseline": base, "hardware": hardware(df),
            "colours": colour, "roofline": roofline(df), "fusion": fusion(paths), "training": training(paths),
            "releases": history}


def _json(doc: dict) -> str:
    """JSON safe inside a <script> element."""
    return json.dumps(doc, separators=(",", ":"), allow_nan=False).replace("</", "<\\/")


def page(doc: dict, shown: list, problems: list[str] = ()) -> str:
    """The HTML page: the template with the data, the sortable tables (``shown``: (heading, harness.table
    Table) in order), the files not used, and Plotly's script."""
    version, script = plotly_script()
    unused = "" if not problems else ("<h3>Files not used</h3><ul>"
                                      + "".join(f"<li>{html.escape(x)}</li>" for x in problems) + "</ul>")
    fill = {"TITLE": html.escape(doc["title"]), "SOURCE": html.escape(doc["source"]), "PLOTLY_VERSION": version,
            "TABLES": tables_html(shown, doc.get("colours")) + unused, "DATA": _json(doc), "PLOTLY": script}
    return re.sub(r"\{\{([A-Z_]+)\}\}", lambda m: fill[m.group(1)], TEMPLATE.read_text())


def embedded(page_text: str) -> dict:
    """The data document of a page (what a test or a script reads back)."""
    m = re.search(r'<script id="data" type="application/json">(.*?)</script>', page_text, re.S)
    if m is None:
        raise ValueError("no embedded data in this page")
    return json.loads(m.group(1).replace("<\\/", "</"))
