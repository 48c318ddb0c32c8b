"""Reading result files (pytest-benchmark JSON and the sweep's points log) into one pandas table.

A file that is corrupt, truncated, of another schema or another pytest-benchmark version is named
with its problem in ``problems`` and the others are read: one bad file never loses the rest.
Input files are only ever read.
"""
from __future__ import annotations

import json
import math
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

import impls
from harness.artifacts import (DESIGN, DESIGNS, POINTS_LOG, artifact_problem, design_of, fmt_rate, fmt_ratio, fmt_value, is_artifact, is_benchmark_pack,
                               is_json, json_files, json_lines, logical_name, pack_members, read_text, whole_doc, written_by_artifacts,
                               schema_problem)
from harness.measure import grid, machine, stats, variants
from harness.table import Table, of_frame
from packaging.version import InvalidVersion, Version

MACHINE = ["machine", "cpu_model", "cpu_cores", "gpu_name", "microarchitecture", "isa"]
COLUMNS = ["machine", "cpu_model", "cpu_cores", "gpu_name", "microarchitecture", "isa", "impl", "variant", "release", "device", "num_envs",
           "mode", "steps", "status", "reason", "median_s", "iqr_s", "min_s", "max_s", "rounds", "env_steps_per_s",
           "env_steps_per_s_min", "env_steps_per_s_max", "processes", "process_rates", "process_spread", "unstable",
           "build_s", "compile_s", "compile_cold_s", "compile_warm_s", "build_cold_s", "build_warm_s",
           "datetime", "commit", "run", "source"]
# one measurement point (release: "jax 0.4.23" where the run measured several releases, else "")
POINT = ["machine", "impl", "variant", "release", "device", "num_envs", "mode"]


@dataclass
class Loaded:
    rows: pd.DataFrame
    problems: list[str] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)


def expand(paths) -> list[Path]:
    """Files named, and every *.json, points.jsonl and benchmarks.jsonl (a sweep's packed result files:
    harness.artifacts.pack) below folders named, compressed or not (the suite's own JSON among them is
    recognised by its content when read: harness.artifacts.is_artifact)."""
    out = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*") if _readable_file(q)
                              and (is_json(q) or is_points_log(q) or is_benchmark_pack(q))))
        else:
            out.append(p)
    return out


def is_points_log(path: Path) -> bool:
    """A sweep's points log, stored compressed or not."""
    return logical_name(path) == POINTS_LOG


def _readable_file(path: Path) -> bool:
    """A file this process may look at (an entry it may not even stat, /proc's, is not one)."""
    try:
        return path.is_file()
    except OSError:
        return False


def _machine(info: dict) -> dict:
    """The machine columns of a result: its label derived from the CPU identity recorded with it
    (harness.measure.machine.label_of), so results recorded under an older, vaguer label ("amd-epyc-2c"
    for a Zen 3 and a Zen 5 alike) are told apart; the recorded label only where no identity was."""
    c = info.get("cartpole") or {}
    cpu = c.get("cpu_model") or (info.get("cpu") or {}).get("brand_raw") or info.get("processor") or "?"
    ident = machine.identity_of(info) or {}
    return {"machine": machine.label_of(info) or c.get("label") or info.get("node") or "?", "cpu_model": cpu,
            "cpu_cores": c.get("cpu_cores"), "gpu_name": c.get("gpu_name"),
            "microarchitecture": ident.get("microarchitecture") or (
                f"family {ident['family']} model {ident['model']} (not in the table)" if ident.get("family") is not None
                else None),
            "isa": ident.get("isa")}


def positive(value, field: str, integer: bool = False) -> float:
    """A result's number checked: finite and above 0 (an integer where ``integer``), else ValueError
    naming the field (a zero median would divide by zero in every rate; NaN or inf mean nothing)."""
    ok = not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value) and value > 0
    if not ok or (integer and value != int(value)):
        raise ValueError(f"{field} is {value!r}; expected a finite {'whole ' if integer else ''}number above 0")
    return int(value) if integer else float(value)


def _benchmark_rows(path: Path, doc: dict) -> list[dict]:
    if not isinstance(doc, dict) or not isinstance(doc.get("benchmarks"), list):
        raise ValueError("not a pytest-benchmark result file (no 'benchmarks' list)")
    version = str(doc.get("version", "?"))
    if not version.split(".")[0].isdigit() or int(version.split(".")[0]) < 4:
        raise ValueError(f"pytest-benchmark version {version} is not supported (need 4 or newer)")
    for key in ("machine_info", "commit_info"):
        if not isinstance(doc.get(key) or {}, dict):
            raise ValueError(f"{key} is a {type(doc[key]).__name__}; expected an object")
    suite = (doc.get("machine_info") or {}).get("cartpole") or {}
    if not isinstance(suite, dict):
        raise ValueError(f"machine_info.cartpole is a {type(suite).__name__}; expected an object")
    problem = schema_problem(suite.get("schema"), "machine_info.cartpole.schema")
    if problem:
        raise ValueError(problem)
    m = _machine(doc.get("machine_info") or {})
    commit = doc.get("commit_info") or {}
    commit = (str(commit.get("id") or "")[:12] + ("+dirty" if commit.get("dirty") else "")) if commit.get("id") else ""
    rows = []
    for i, b in enumerate(doc["benchmarks"]):
        if not isinstance(b, dict) or not isinstance(b.get("extra_info") or {}, dict) \
                or not isinstance(b.get("stats") or {}, dict):
            raise ValueError(f"benchmarks[{i}] is not an object with extra_info and stats objects")
        extra, times = b.get("extra_info") or {}, b.get("stats") or {}
        missing = [k for k in ("impl", "device", "num_envs", "steps") if k not in extra]
        if missing or "median" not in times:
            raise ValueError(f"benchmark {b.get('name', '?')!r} lacks {missing or ['stats.median']}: "
                             "older schema or not a Cartpole result")
        for key in ("impl", "device"):  # the point's name: text, as every table groups by it
            if not isinstance(extra[key], str) or not extra[key]:
                raise ValueError(f"benchmarks[{i}].extra_info.{key} is {extra[key]!r}; expected a name")
        n = positive(extra["num_envs"], f"benchmarks[{i}].extra_info.num_envs", integer=True)
        steps = positive(extra["steps"], f"benchmarks[{i}].extra_info.steps", integer=True)
        med = positive(times["median"], f"benchmarks[{i}].stats.median")
        lo, hi = (positive(times[k], f"benchmarks[{i}].stats.{k}") if k in times else med for k in ("min", "max"))
        if not math.isfinite(n * steps / min(lo, med, hi)):  # a denormal time: its rate overflows to inf
            raise ValueError(f"benchmarks[{i}].stats: a time of {min(lo, med, hi)!r} s gives no finite rate")
        rows.append({**m, **{k: v for k, v in extra.items() if k not in _COLUMN_SET},
                     "impl": extra["impl"], "variant": str(extra.get("variant") or ""),
                     "release": str(extra.get("release") or ""), "mode": str(extra.get("mode") or "rollout"),
                     "device": extra["device"], "num_envs": n, "steps": steps, "status": "ok",
                     "reason": "", "median_s": med,
                     "iqr_s": positive(times["iqr"], f"benchmarks[{i}].stats.iqr") if times.get("iqr") else 0.0,
                     "min_s": lo, "max_s": hi,
                     "rounds": positive(times["rounds"], f"benchmarks[{i}].stats.rounds", integer=True) if "rounds" in times else 0,
                     "env_steps_per_s": n * steps / med,
                     "env_steps_per_s_min": n * steps / hi, "env_steps_per_s_max": n * steps / lo,
                     "build_s": extra.get("build_s"), "compile_s": extra.get("compile_s"), "datetime": str(doc.get("datetime") or ""),
                     "commit": commit, "run": path.parent.name, "source": str(path),
                     "process": _process(extra, i), "round_rates": _round_rates(extra, n * steps, i)})
    return rows


def _process(extra: dict, i: int) -> int:
    """Which measuring process of its point a benchmark came from (1 for results from before the sweep
    measured each point in several)."""
    j = extra.get("process", 1)
    if isinstance(j, bool) or not isinstance(j, int) or j < 1:
        raise ValueError(f"benchmarks[{i}].extra_info.process is {j!r}; expected a whole number of at least 1")
    return j


def _round_rates(extra: dict, env_steps: int, i: int) -> list[float] | None:
    """The rates of a benchmark's timed rounds (None where its file does not hold them)."""
    times = extra.get("round_s")
    if times is None:
        return None
    if not isinstance(times, list) or not times:
        raise ValueError(f"benchmarks[{i}].extra_info.round_s is {times!r}; expected a list of times")
    return [env_steps / positive(t, f"benchmarks[{i}].extra_info.round_s") for t in times]


# Values of a point measured in several processes that are the median of the processes' (the rest are the
# first process's: its compile and build times are the cold ones).
PER_PROCESS_MEDIANS = ("median_s", "iqr_s", "make_vec_env_steps_per_s", "split_env_steps_per_s", "fused_over_split",
                       "macs_per_s", "roofline_fraction", "roofline_tanh_fraction")


def by_point(rows: list[dict]) -> list[dict]:
    """One row per point of each run: a point measured in several processes (the sweep's --processes)
    becomes one row whose value is the median of its processes' medians (stats), with ``processes``,
    ``process_rates`` (each one's rate, in process order), ``process_spread`` (the fastest over the
    slowest), ``unstable`` (spread above stats.UNSTABLE), ``round_rates`` (each process's rounds) and
    the slowest and fastest round of all."""
    groups: dict = {}
    for r in rows:
        groups.setdefault((r["run"], *(r.get(k, "") if k == "release" else r[k] for k in POINT)), []).append(r)
    out = []
    for g in groups.values():
        g = sorted(g, key=lambda r: r["process"])
        first, n_steps = dict(g[0]), g[0]["num_envs"] * g[0]["steps"]
        for k in PER_PROCESS_MEDIANS:
            values = [r[k] for r in g if isinstance(r.get(k), (int, float)) and not isinstance(r.get(k), bool)]
            if values:
                first[k] = stats.median(values)
        rates = [r["env_steps_per_s"] for r in g]
        rounds = [r["round_rates"] for r in g]
        probes = [_probe(r) for r in g]
        cpu_probes = [_cpu_probe(r) for r in g]
        first.update(
            processes=len(g), process_rates=rates, process_spread=stats.spread(rates) if len(g) > 1 else None,
            unstable=len(g) > 1 and stats.spread(rates) > stats.UNSTABLE, env_steps_per_s=n_steps / first["median_s"],
            min_s=min(r["min_s"] for r in g), max_s=max(r["max_s"] for r in g), rounds=sum(r["rounds"] for r in g),
            round_rates=rounds if all(x is not None for x in rounds) else None,
            process_probe_s=probes if all(x is not None for x in probes) else None,
            process_cpu_probe_s=cpu_probes if all(x is not None for x in cpu_probes) else None,
            datetime=max(r["datetime"] for r in g), sources=[r["source"] for r in g])
        first.update(env_steps_per_s_min=n_steps / first["max_s"], env_steps_per_s_max=n_steps / first["min_s"])
        found = stats.slow_cpu(cpu_probes, rates) if first["unstable"] else None
        first["slow_cpu_found"] = found  # (in words: stats.slow_cpu_text)
        first.update(cold_and_warm(g))
        first.pop("process")
        out.append(first)
    return out


def _seconds(value) -> float | None:
    ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value >= 0
    return float(value) if ok else None


def cold_and_warm(g: list[dict]) -> dict:
    """A point's compile and build times (its processes in order): ``compile_cold_s`` and ``build_cold_s``
    are its first process's, which started with the run's caches empty; ``compile_warm_s`` and
    ``build_warm_s`` the median of its later processes', which could load what the first one kept
    (``kept_between_processes`` says what; None where a run measured the point in one process)."""
    out = {}
    for what in ("compile", "build"):
        values = [_seconds(r.get(f"{what}_s")) for r in g]
        out[f"{what}_cold_s"] = values[0]
        later = [v for v in values[1:] if v is not None]
        out[f"{what}_warm_s"] = stats.median(later) if later else None
    return out


def _mean_time(values) -> float | None:
    """The mean of a list of probe times (seconds), None unless it is one of times."""
    ok = isinstance(values, list) and values and all(
        isinstance(x, (int, float)) and not isinstance(x, bool) and 0 < x < math.inf for x in values)
    return sum(values) / len(values) if ok else None


def _probe(row: dict) -> float | None:
    """A process's speed probe (placement.probe_s: seconds of a fixed loop before and after its rounds),
    their mean; None where the process did not record one (results from before it) or it is no time."""
    place = row.get("placement")
    return _mean_time(place.get("probe_s")) if isinstance(place, dict) else None


def _cpu_probe(row: dict) -> dict | None:
    """A process's probe on each CPU (placement.cpu_probes, before and after its rounds): {cpu: their mean};
    None where it did not record one (results from before the per-CPU probe)."""
    place = row.get("placement")
    p = place.get("cpu_probe_s") if isinstance(place, dict) else None
    if not isinstance(p, dict) or not p:
        return None
    out = {str(cpu): _mean_time(values) for cpu, values in p.items()}
    return None if None in out.values() else out


def _points_rows(path: Path, text: str) -> list[dict]:
    """Skipped and failed points from a sweep's points log (passed ones come from the JSON)."""
    rows = []
    for i, p in json_lines(text):
        if not isinstance(p, dict) or any(k not in p for k in ("impl", "device", "num_envs", "status")):
            raise ValueError(f"line {i} is not a point record (older schema?)")
        if p.get("status") in ("skipped", "failed"):
            rows.append({**p, "variant": str(p.get("variant") or ""), "release": str(p.get("release") or ""),
                         "datetime": str(p.get("time") or ""),
                         "source": str(path)})
    return rows


_COLUMN_SET = frozenset(COLUMNS)
STATS_READ = ("median", "min", "max", "iqr", "rounds")  # of a benchmark's statistics, what _benchmark_rows reads


def load(paths) -> Loaded:
    files = expand(paths)
    rows, problems, points = [], [], []
    for path in files:
        try:
            if is_points_log(path):
                points.append(_points_rows(path, read_text(path)))
                continue
            if written_by_artifacts(path):  # an analysis's output (train.json: megabytes), no benchmark
                continue
            # a pack's files are read as if they lay beside it (their rows' source: that path)
            for source, text in ([(path.parent / n, t) for n, t in pack_members(path, whole=False)]
                                 if is_benchmark_pack(path) else [(path, read_text(path))]):
                try:
                    if not is_artifact(doc := whole_doc(json.loads(text), STATS_READ)):
                        rows.extend(_benchmark_rows(source, doc))
                except json.JSONDecodeError as exc:
                    problems.append(f"{source}: corrupt or truncated JSON ({exc.msg} at line {exc.lineno})")
                except (ValueError, TypeError, KeyError) as exc:
                    problems.append(f"{source}: {exc}")
        except (OSError, ValueError) as exc:
            problems.append(f"{path}: {exc}")
    rows = by_point(rows)
    # a points log's skipped and failed points take the machine of the results beside them (its own
    # label may be an older, vaguer one)
    beside = {Path(r["source"]).parent: {k: r[k] for k in MACHINE} for r in rows}
    for log in points:
        rows.extend({**p, **beside.get(Path(p["source"]).parent, {})} for p in log)
    df = pd.DataFrame(rows)
    for c in COLUMNS:
        if c not in df.columns:
            df[c] = None
    df["mode"] = df["mode"].fillna("rollout")  # results from before step mode existed
    folders = {f: design_of_folder(f) for f in {Path(str(s)).parent for s in df["source"]}}
    df["design"] = [folders[Path(str(s)).parent] for s in df["source"]] if len(df) else []
    return Loaded(df.reset_index(drop=True), problems, files)


def design_of_folder(folder: Path) -> int:
    """The design of the run a result file lies in (its run.json's; the oldest where it has none or it is
    unreadable: artifacts.design_of)."""
    try:
        return design_of(json.loads(read_text(folder / "run.json")))
    except (OSError, ValueError):
        return 1


RUN_FOLDER = re.compile(r"^(?P<label>.+)-(?P<stamp>\d{8}T\d{6}Z)(?:-(?P<kind>.+))?$")


@dataclass
class Artifact:
    """One analysis result: the JSON an analysis command wrote into its run folder."""
    kind: str  # the folder's kind: fusion, ablation-IMPL, sass, cpu-code, gpu-compile, train, adapter
    folder: Path
    label: str  # the machine label of the folder name
    stamp: str
    doc: dict


SKIPPED: set[Path] = set()  # analysis results skipped for their shape, each said once


_CHECKED: dict = {}  # (file, kind) -> (its size and time, its document, its shape's problem): read once a process


def _checked(f: Path, kind: str):
    """An analysis result file's document (None: not one, or unreadable) and what breaks its kind's shape
    (None: nothing); read and checked once while the file stays as it was (its size and time)."""
    try:
        st = f.stat()
    except OSError:
        return None, None
    key, stamp = (f, kind), (st.st_size, st.st_mtime_ns)
    if key not in _CHECKED or _CHECKED[key][0] != stamp:
        try:
            doc = json.loads(read_text(f))
        except (OSError, ValueError):
            doc = None
        doc = doc if is_artifact(doc) else None
        _CHECKED[key] = (stamp, doc, artifact_problem(doc, kind) if doc is not None else None)
    return _CHECKED[key][1:]


def artifacts(paths, kind: str | None = None) -> list[Artifact]:
    """Every analysis result under ``paths`` (run folders, or folders holding them), oldest first; with
    ``kind``, that kind only ("ablation" matches every ablation-IMPL). The one reader the report uses
    for everything but the benchmark points (:func:`load`): each section renders from these documents
    with its own module's Markdown, never from another command's Markdown file."""
    found = []
    for p in map(Path, paths):
        for folder in ([p] if RUN_FOLDER.match(p.name) else []) + (sorted(q for q in p.iterdir() if q.is_dir())
                                                            if p.is_dir() else []):
            m = RUN_FOLDER.match(folder.name)
            if not m or not m.group("kind") or (kind and m.group("kind") != kind
                                                and not m.group("kind").startswith(kind + "-")):
                continue
            for f in json_files(folder):
                doc, problem = _checked(f, m.group("kind"))
                if doc is not None:
                    if problem is None:
                        found.append(Artifact(m.group("kind"), folder, m.group("label"), m.group("stamp"), doc))
                    elif f not in SKIPPED:  # one line per file and process, however many sections read it
                        SKIPPED.add(f)
                        print(f"warning: {f}: {problem}; skipped", file=sys.stderr)
    return sorted({(a.folder, a.kind): a for a in found}.values(), key=lambda a: (a.stamp, a.folder.name))


def of_mode(df: pd.DataFrame, mode: str) -> pd.DataFrame:
    """The rows measured in one mode: 'rollout' (the whole rollout in one call), 'step' or 'policy'."""
    if "mode" not in df.columns:
        return df if mode == "rollout" else df.iloc[0:0]
    return df[df["mode"].fillna("rollout") == mode]


def dispatch_table(df: pd.DataFrame, at: int = 1) -> pd.DataFrame:
    """For one machine at num_envs == at (1: the dispatch floor): microseconds per step call in step
    mode beside microseconds per step of a rollout, per implementation."""
    df = _labelled(latest(df[(df.status == "ok") & (df.num_envs == at)]))
    if df.empty or not (df["mode"] == "step").any():
        return pd.DataFrame()
    us = df.assign(us=1e6 * df.median_s / df.steps)
    out = pd.DataFrame({
        "step call (us)": us[us["mode"] == "step"].set_index("label")["us"],
        "rollout, per step (us)": us[us["mode"] == "rollout"].set_index("label")["us"]})
    out = out.reindex([o for o in _order(df) if o in out.index])
    out.index.name = "impl (device)"
    return out


def label(row) -> str:
    v = f"[{row['variant']}]" if row.get("variant") else ""
    ext = " (external)" if row["impl"] in impls.available() and impls.is_external(row["impl"]) else ""
    interp = " (interpret)" if impls.is_interpreted(row["impl"], row["device"]) else ""
    rel = f" @ {row['release']}" if row.get("release") else ""
    return f"{row['impl']}{v}{ext}{interp}{rel} ({row['device']})"


def compiled(df: pd.DataFrame) -> pd.DataFrame:
    """The rows whose speed is a compiled program's (not an interpreter's)."""
    return df[[not impls.is_interpreted(n, d) for n, d in zip(df.impl, df.device)]] if len(df) else df


def published(df: pd.DataFrame) -> pd.DataFrame:
    """The compiled rows measured as published, not in a bare process (sweep --bare: the user's-process figure
    stands beside its row, it is not another row): what "the best" picks from."""
    df = compiled(df)
    if not len(df) or "variant" not in df:
        return df
    return df[[not variants.is_bare(str(v)) for v in df.variant.fillna("")]]


CHOICE = ("each point from the newest run of the newest design that measured it (a design: what a run's points "
          "hold, artifacts.DESIGNS), so a point measured in several processes is never replaced by a later "
          "one-process run")


def latest(df: pd.DataFrame) -> pd.DataFrame:
    """One row per point (machine, impl, variant, device, num_envs): the measurement CHOICE names; a skip or
    failure only where the point was never measured. Older measurements stay in the files."""
    if df.empty:
        return df
    if "mode" not in df.columns:  # rows built without one are rollout rows
        df = df.assign(mode="rollout")
    if "release" not in df.columns:  # and rows of a run that varied no release have none
        df = df.assign(release="")
    if "design" not in df.columns:  # rows made by hand: the oldest design
        df = df.assign(design=1)
    order = df.assign(_ok=df.status == "ok", _dt=df["datetime"].fillna("").astype(str),
                      _d=pd.to_numeric(df["design"], errors="coerce").fillna(1))
    order = order.sort_values(["_ok", "_d", "_dt"], kind="stable")
    return order.drop_duplicates(POINT, keep="last").drop(columns=["_ok", "_dt", "_d"]).reset_index(drop=True)


def design_marks(df: pd.DataFrame, by: str = "label", across: str = "num_envs") -> pd.DataFrame:
    """For one machine's points (or, ``across="machine"``, several machines' points of one mode): ``by`` x
    ``across`` of ' [dN]' where the chosen point comes from a run of design N older than the newest design its
    machine's points in that mode have, else ''."""
    pts = _labelled(latest(df[df.status == "ok"]))
    if pts.empty or "design" not in pts:
        return pd.DataFrame()
    d = pd.to_numeric(pts["design"], errors="coerce").fillna(1).astype(int)
    top = d.groupby([pts.machine, pts["mode"]]).transform("max")
    pts = pts.assign(mark=[f" [d{a}]" if a < b else "" for a, b in zip(d, top)])
    index = [by] if isinstance(by, str) else list(by)
    return pts.pivot_table(index=index, columns=across, values="mark", aggfunc="first").fillna("")


def cell_runs(df: pd.DataFrame, by="label", across: str = "num_envs") -> pd.DataFrame:
    """``by`` x ``across`` of the run (its folder) each chosen point comes from (CHOICE)."""
    pts = _labelled(latest(df[df.status == "ok"]))
    if pts.empty:
        return pd.DataFrame()
    return pts.pivot_table(index=[by] if isinstance(by, str) else list(by), columns=across, values="run",
                           aggfunc="first")


def runs_footer(runs: pd.DataFrame) -> str:
    """The line after a table that names the runs its cells came from ('' where none is known)."""
    found = sorted({str(r) for r in runs.to_numpy().ravel() if isinstance(r, str) and r}) if len(runs) else []
    return "" if not found else "\nFrom " + ", ".join(found) + " (each cell's run and point on the page).\n"


def design_note(marks: pd.DataFrame) -> str:
    """The caption's sentence for the marks of a table ('' where it has none)."""
    found = sorted({int(m.strip()[2:-1]) for m in marks.to_numpy().ravel() if m}) if len(marks) else []
    if not found:
        return ""
    return (" [dN]: a point whose newest measurement comes from a run of an older design than the column's "
            "others: " + "; ".join(f"design {n}, {DESIGNS[n]}" for n in found) + f" (the newest: design {DESIGN}, "
            f"{DESIGNS[DESIGN]}).")


def marked(table: pd.DataFrame, marks: pd.DataFrame | None, fmt=None) -> pd.DataFrame:
    """A table's cells with their design marks appended (numbers formatted with ``fmt``, default fmt_rate;
    a cell already in words keeps them, 'skipped' and 'failed' unmarked)."""
    out = table.astype(object).copy()
    for idx in out.index:
        for col in out.columns:
            v = out.loc[idx, col]
            if (isinstance(v, str) and v in ("", "skipped", "failed")) or (not isinstance(v, str) and pd.isna(v)):
                continue
            m = marks.loc[idx, col] if marks is not None and idx in marks.index and col in marks.columns else ""
            out.loc[idx, col] = (v if isinstance(v, str) else (fmt or fmt_rate)(v)) + (m if isinstance(m, str) else "")
    return out


def _natural(text) -> str:
    """'unroll=8' before 'unroll=32'."""
    return re.sub(r"\d+", lambda m: m.group().zfill(12), str(text))


def _labelled(df: pd.DataFrame) -> pd.DataFrame:
    rank = {n: i for i, n in enumerate(impls.available())}  # rows in the registry's order
    return df.assign(label=df.apply(label, axis=1) if len(df) else [],
                     rank=df["impl"].map(rank).fillna(len(rank)),
                     vkey=df["variant"].map(_natural) if len(df) else [],
                     rkey=df["release"].fillna("").map(_natural) if len(df) and "release" in df else "")


def labelled_points(df: pd.DataFrame) -> pd.DataFrame:
    """The latest measured row of each point, with its table label (``label``): what a table cell is."""
    return _labelled(latest(df[df.status == "ok"]))


def _order(df: pd.DataFrame) -> list[str]:
    return list(dict.fromkeys(df.sort_values(["rank", "device", "vkey", "rkey"], kind="stable")["label"]))


def machines(df: pd.DataFrame) -> list[str]:
    return list(dict.fromkeys(df.sort_values("machine", kind="stable")["machine"]))


def throughput_table(df: pd.DataFrame, value: str = "env_steps_per_s") -> pd.DataFrame:
    """implementation (rows) x num_envs (columns) for one machine: the latest median env-steps per
    second; 'skipped'/'failed' where a point has no measurement."""
    if df.empty:
        return pd.DataFrame()
    df = _labelled(latest(df))
    ok = df[df.status == "ok"]
    table = ok.pivot_table(index="label", columns="num_envs", values=value, aggfunc="first") \
        if len(ok) else pd.DataFrame()
    bad = df[df.status != "ok"]
    if len(bad):
        table = table.astype(object)
    for _, r in bad.iterrows():
        table.loc[r["label"], r["num_envs"]] = r["status"]
    return table.reindex(index=[o for o in _order(df) if o in table.index], columns=sorted(table.columns))


def machine_steadiness(df: pd.DataFrame) -> str:
    """How steady the machine's own speed was over a run, in one sentence: the speed probe (placement.probe_s,
    a fixed one-thread loop timed beside every point in every measuring process) over all its readings, its
    median and its 10th to 90th percentiles. A spread between a point's processes, or between two runs,
    within the probe's may be the machine's alone. Empty where fewer than two readings were recorded
    (results from before the probe)."""
    readings = [x for ps in (df["process_probe_s"] if "process_probe_s" in df else [])
                if isinstance(ps, list) for x in ps]
    if len(readings) < 2:
        return ""
    lo, mid, hi = np.quantile(readings, [0.1, 0.5, 0.9])
    by_cpu: dict = {}
    for ps in (df["process_cpu_probe_s"] if "process_cpu_probe_s" in df else []):
        for probe in ps if isinstance(ps, list) else []:
            for cpu, x in probe.items():
                by_cpu.setdefault(cpu, []).append(x)
    cpus = "; each CPU's (its probe run on every CPU at once): " + ", ".join(
        f"CPU {c} {np.median(v) * 1e3:.3g} ms ({np.quantile(v, 0.9) / np.quantile(v, 0.1):.2f}x)"
        for c, v in sorted(by_cpu.items(), key=lambda kv: int(kv[0]))) if by_cpu else ""
    return (f"The machine's own speed over the run (a fixed one-thread loop timed beside every point in every "
            f"measuring process, {len(readings)} readings): {mid * 1e3:.3g} ms median, {lo * 1e3:.3g}-{hi * 1e3:.3g} "
            f"ms from its 10th to its 90th percentile ({hi / lo:.2f}x){cpus}; processes or runs that differ within "
            "that may differ by the machine alone.")


def cpu_moved(before, after) -> str:
    """Between two runs of a point, the CPU whose probe (the median over each run's processes) moved most,
    as the machine's speed column prints it ("CPU 1" then the ratio, before over after: below 1, slower after); ""
    where none moved by stats.SLOW_CPU or either run lacks the per-CPU probe."""
    if not (isinstance(before, list) and isinstance(after, list) and before and after):
        return ""
    cpus = set.intersection(*(set(p) for p in before + after))
    moved = {c: stats.median([p[c] for p in before]) / stats.median([p[c] for p in after]) for c in cpus}
    if not moved:
        return ""
    cpu, ratio = max(moved.items(), key=lambda kv: abs(math.log(kv[1])))
    return f"CPU {cpu} {ratio:.2f}x" if max(ratio, 1 / ratio) >= stats.SLOW_CPU else ""


def unstable_notes(df: pd.DataFrame) -> str:
    """The unstable points of a table sorted by what the probe on each CPU says of them (stats.slow_cpu), in one
    sentence: those a CPU slow in the slowest process explains, those with a slow CPU in another process, and
    those with no CPU slower by stats.SLOW_CPU (their own); "" where no unstable point recorded the probe."""
    if "slow_cpu_found" not in df:
        return ""
    d = df[(df.status == "ok") & df.unstable.fillna(False).astype(bool)
           & df.slow_cpu_found.map(lambda f: isinstance(f, dict))]
    if d.empty:
        return ""
    d = _labelled(latest(d)).sort_values(["rank", "device", "vkey", "num_envs"], kind="stable")
    groups: dict = {"shared": [], "elsewhere": [], "none": [], "threads": []}
    for r in d.itertuples():
        f, at = r.slow_cpu_found, f"{r.label} at {int(r.num_envs)} (x{r.process_spread:.2f}"
        if f["ratio"] < stats.SLOW_CPU:
            cpus = (getattr(r, "placement", None) or {}).get("busy_thread_cpus") or []
            groups["none"].append(at + (f", threads on CPUs {', '.join(map(str, cpus))})" if len(cpus) > 1 else ")"))
            if len(cpus) > 1:
                groups["threads"].append(r.label)
        else:
            groups["shared" if f["shared"] else "elsewhere"].append(
                f"{at}: CPU {f['cpu']} {f['ratio']:.2f}x slower in process {f['process']}"
                + ("" if f["shared"] else f", the slowest {f['slowest']}") + ")")
    parts = [f"a CPU slow in the slowest process, the machine's: {', '.join(groups['shared'])}" if groups["shared"] else "",
             f"a CPU slow in another process than the slowest: {', '.join(groups['elsewhere'])}"
             if groups["elsewhere"] else "",
             f"no CPU's probe {stats.SLOW_CPU:.2f}x above its fastest, the implementation's own: {', '.join(groups['none'])}"
             if groups["none"] else ""]
    todo = [UNSTABLE_TODO[k] for k in ("shared", "elsewhere", "none", "threads") if groups[k]]
    return (f"Unstable points by the probe on each CPU ({len(d)}): " + "; ".join(filter(None, parts)) + ". "
            + " ".join(todo))


# What a reader can do about an unstable point, by what the probe says of it (unstable_notes)
UNSTABLE_TODO = {
    "shared": "The machine's: measure those again on a quieter machine (its probe moved with them).",
    "elsewhere": "A CPU slow elsewhere: read those as the machine's too, or measure them again.",
    "none": "The implementation's own: more processes narrow their value's interval (sweep --max-processes, "
            "--extra-time); the spread itself is the row's, what a user's process gets.",
    # the cause found for the JAX rows' own spread (docs/measurement.md, "A multi-threaded row's own spread")
    "threads": "Where a point's threads ran on more than one CPU, its process waits on the slower CPU of the "
               "moment: a process pinned to one CPU (taskset -c 0, os.sched_setaffinity) ran steadier on a 2-vCPU "
               "machine; the suite leaves the rows unpinned, as a user's process is.",
}


def spread_pct(df: pd.DataFrame) -> pd.DataFrame:
    """The throughput table's spread: half the interquartile range of the round times, in percent of
    the median (pytest-benchmark's IQR)."""
    ok = df[df.status == "ok"]
    return throughput_table(ok.assign(spread=50 * ok.iqr_s / ok.median_s), "spread")


def between_processes(df: pd.DataFrame) -> pd.DataFrame:
    """The throughput table's spread between processes: the fastest process's median over the slowest's
    (empty where a point was measured in one process)."""
    ok = df[df.status == "ok"]
    return throughput_table(ok.assign(process_spread=pd.to_numeric(ok.process_spread, errors="coerce")),
                            "process_spread")


def process_counts(df: pd.DataFrame) -> pd.DataFrame:
    """The throughput table's processes: how many measured each point (the sweep adds some where a point's
    interval needs them)."""
    ok = df[df.status == "ok"]
    return throughput_table(ok.assign(processes=pd.to_numeric(ok.processes, errors="coerce")), "processes")


def spread_text(spread, between=None, count=None) -> str:
    """What follows a rate in a cell: ' ±' and a percentage (half the rounds' IQR), then ' (x' and a ratio ')' for a point measured
    in several processes (their spread), ' (x1.31, unstable)' above stats.UNSTABLE, and how many processes where
    that is more than the sweep's first rotations (grid.DEFAULT_PROCESSES): ' (x1.12, 5 processes)'."""
    text = "" if spread is None or pd.isna(spread) else f" ±{spread:.0f}%" if spread >= 0.5 else " ±<1%"
    if between is not None and not pd.isna(between):
        many = count is not None and not pd.isna(count) and count > grid.DEFAULT_PROCESSES
        text += (f" (x{between:.2f}{', unstable' if between > stats.UNSTABLE else ''}"
                 f"{f', {int(count)} processes' if many else ''})")
    return text


def with_spread(rates: pd.DataFrame, spread: pd.DataFrame, between: pd.DataFrame | None = None,
                marks: pd.DataFrame | None = None, counts: pd.DataFrame | None = None) -> pd.DataFrame:
    """Cells 'median ±spread% (xbetween)' for Markdown (spread_text), then the point's design mark."""
    out = rates.astype(object).copy()
    spread = spread.reindex(index=rates.index, columns=rates.columns)
    between, marks, counts = ((f if f is not None else pd.DataFrame()).reindex(index=rates.index, columns=rates.columns)
                              for f in (between, marks, counts))
    for idx in rates.index:
        for col in rates.columns:
            v = rates.loc[idx, col]
            if not isinstance(v, str) and not pd.isna(v):
                m = marks.loc[idx, col]
                out.loc[idx, col] = fmt_rate(v) + spread_text(spread.loc[idx, col], between.loc[idx, col],
                                                              counts.loc[idx, col]) + (m if isinstance(m, str) else "")
    return out


def default_baseline(df: pd.DataFrame) -> str:
    """The registry's baseline (the study's) when measured; else the first measured implementation."""
    ok = _labelled(df[df.status == "ok"])
    if ok.empty:
        return ""
    study = impls.with_role("baseline")
    return study if (ok.impl == study).any() else ok.sort_values("rank").iloc[0]["impl"]


def baseline_label(df: pd.DataFrame, impl: str) -> str | None:
    """Which row the speedups of one machine divide by: impl on cuda if measured there, else on cpu,
    else on whatever device it ran; its first variant."""
    ok = _labelled(df[(df.status == "ok") & (df.impl == impl)])
    if ok.empty:
        return None
    dev = next((d for d in ("cuda", "cpu") if (ok.device == d).any()), ok.device.iloc[0])
    return _order(ok[ok.device == dev])[0]


def _run_of(df: pd.DataFrame) -> pd.Series:
    """Each row's run (its folder); rows built without one (a table made by hand) are one run."""
    return df["run"].fillna("").astype(str) if "run" in df.columns else pd.Series("", index=df.index)


def run_ratio(a: pd.DataFrame, b: pd.DataFrame, value: str = "env_steps_per_s") -> dict | None:
    """``value`` of point a over point b (each given as its measured rows, any runs), from the newest
    run that measured both: {'ratio', 'interval' ((lo, hi), stats.ratio_interval; None where a point had
    one process or its rounds were not kept), 'run'}; None where no run measured both. A ratio never
    pairs two runs: one process each of two runs hours apart may differ by the whole spread between
    processes."""
    a, b = a.assign(_run=_run_of(a)), b.assign(_run=_run_of(b))
    run = newest_common_run(a, b)
    if run is None:
        return None
    ra, rb = a[a._run == run].iloc[-1], b[b._run == run].iloc[-1]
    va, vb = pd.to_numeric(ra.get(value), errors="coerce"), pd.to_numeric(rb.get(value), errors="coerce")
    if pd.isna(va) or pd.isna(vb):
        return None
    return {"ratio": float(va / vb), "interval": _interval(ra, rb) if value == "env_steps_per_s" else None, "run": run}


def newest_common_run(a: pd.DataFrame, b: pd.DataFrame) -> str | None:
    """The newest run (``_run``) that holds rows of both a and b, by a's newest time in it; None if none."""
    common = set(a._run) & set(b._run)
    if not common:
        return None
    return max(common, key=lambda r: (str(a[a._run == r]["datetime"].fillna("").astype(str).max()), r))


def _interval(ra, rb) -> tuple[float, float] | None:
    """The interval of row ra's rate over rb's from their processes' rounds (None where not kept)."""
    if isinstance(ra.get("round_rates"), list) and isinstance(rb.get("round_rates"), list):
        return stats.ratio_interval(ra["round_rates"], rb["round_rates"])
    return None


def interval_text(interval) -> str:
    """' [lo, hi]' after a ratio (stats.LEVEL percentile interval), or nothing."""
    return "" if not isinstance(interval, tuple) else f" [{fmt_ratio(interval[0])}, {fmt_ratio(interval[1])}]"


def speedups(df: pd.DataFrame, baseline: str) -> tuple[pd.DataFrame, pd.DataFrame, str | None]:
    """For one machine: throughput divided by the baseline's at the same num_envs (the study's Figure 5
    normalisation), each cell from one run (run_ratio); the intervals as a table of (lo, hi) (None where
    not known); and the baseline row's label."""
    ok = _labelled(df[df.status == "ok"])
    rates = throughput_table(ok)
    base = baseline_label(df, baseline)
    if rates.empty or base is None:
        return pd.DataFrame(), pd.DataFrame(), base
    ratios, intervals = rates.copy() * np.nan, rates.astype(object).copy()
    cells = {key: g for key, g in ok.groupby(["label", "num_envs"], sort=False)}  # (each in the rows' order)
    none = ok.iloc[0:0]
    for lab in rates.index:
        for n in rates.columns:
            pair = run_ratio(cells.get((lab, n), none), cells.get((base, n), none))
            ratios.loc[lab, n] = pair["ratio"] if pair else np.nan
            intervals.loc[lab, n] = pair["interval"] if pair and lab != base else None  # itself: exactly 1
    return ratios, intervals, base


def speedup_table(df: pd.DataFrame, baseline: str) -> tuple[pd.DataFrame, str | None]:
    """speedups without the intervals."""
    ratios, _, base = speedups(df, baseline)
    return ratios, base


def with_intervals(ratios: pd.DataFrame, intervals: pd.DataFrame) -> pd.DataFrame:
    """Cells 'ratio [lo, hi]' for Markdown."""
    out = ratios.astype(object).copy()
    for idx in ratios.index:
        for col in ratios.columns:
            v = ratios.loc[idx, col]
            out.loc[idx, col] = "" if pd.isna(v) else fmt_ratio(v) + interval_text(intervals.loc[idx, col])
    return out


FUSION_COLUMNS = [("kernels_per_step", "kernels/step"), ("fusions_per_step", "fusions/step"),
                  ("copies_per_step", "copies/step"), ("kernels_per_rollout", "kernels/rollout"),
                  ("boundaries", "unfused at the boundaries")]


def fusion_table(df: pd.DataFrame, at: int, baseline: str | None = None) -> pd.DataFrame:
    """For one machine at num_envs == at: what each implementation reports about its kernels (from
    its describe() in the benchmark's extra_info) beside its throughput and speedup."""
    df = _labelled(latest(df[(df.status == "ok") & (df.num_envs == at)]))
    counts = [k for k in ("kernels_per_step", "kernels_per_rollout") if k in df.columns]
    if df.empty or not counts:
        return pd.DataFrame()
    df = df[df[counts].notna().any(axis=1)]  # only the implementations that count their kernels
    table = df.set_index("label").reindex([o for o in _order(df)])
    out = pd.DataFrame(index=table.index)
    for k, head in FUSION_COLUMNS:
        if k in table.columns:
            out[head] = table[k]
    out["M env-steps/s"] = table["env_steps_per_s"] / 1e6
    if baseline:
        base = baseline_label(df, baseline)
        if base is not None:
            out[f"x {baseline}"] = table["env_steps_per_s"] / table.loc[base, "env_steps_per_s"]
    out.index.name = "impl (device)"
    return out


def compile_table(df: pd.DataFrame, column: str = "compile_s") -> pd.DataFrame:
    """Seconds outside the timed region per implementation and num_envs: ``compile_s`` (the first,
    compiling rollouts) or ``build_s`` (the constructor, with any compilation it does)."""
    ok = df[df.status == "ok"]
    return throughput_table(ok.assign(**{column: pd.to_numeric(ok[column], errors="coerce")}), column)


def compile_cells(df: pd.DataFrame, what: str = "compile") -> pd.DataFrame:
    """implementation x num_envs cells 'cold / warm' seconds (``what``: compile or build; cold_and_warm):
    'cold / -' where the run measured the point in one process; 'with N' where the implementation
    compiles once per process and the point of N environments paid it (compiled_with)."""
    ok = _labelled(latest(df[df.status == "ok"]))
    if ok.empty:
        return pd.DataFrame()
    shared = ok["compiled_with"] if "compiled_with" in ok else pd.Series(None, index=ok.index)
    cells = []
    for c, w, at in zip(pd.to_numeric(ok[f"{what}_cold_s"], errors="coerce"),
                        pd.to_numeric(ok[f"{what}_warm_s"], errors="coerce"), shared):
        if what == "compile" and pd.notna(at):
            cells.append(f"with {int(at)}")
        else:
            cells.append("" if pd.isna(c) else f"{c:.3g} / " + ("-" if pd.isna(w) else f"{w:.3g}"))
    t = ok.assign(cell=cells).pivot_table(index="label", columns="num_envs", values="cell", aggfunc="first")
    t = t.reindex([o for o in _order(ok) if o in t.index])
    t.index.name = "impl (device)"
    return t


def hardware_table(df: pd.DataFrame) -> pd.DataFrame:
    """(implementation, num_envs) rows x one column per machine: the latest median env-steps/s."""
    df = _labelled(latest(df[df.status == "ok"]))
    if df.empty:
        return pd.DataFrame()
    table = df.pivot_table(index=["label", "num_envs"], columns="machine", values="env_steps_per_s",
                           aggfunc="first")
    rows = [(lab, n) for lab in _order(df) for n in sorted(df.num_envs.unique()) if (lab, n) in table.index]
    return table.reindex(index=pd.MultiIndex.from_tuples(rows, names=["impl (device)", "num_envs"]),
                         columns=machines(df))


def best_table(df: pd.DataFrame) -> pd.DataFrame:
    """num_envs (rows) x machine (columns): the fastest implementation there and its env-steps/s
    (long format: one row per machine and num_envs)."""
    df = _labelled(published(latest(df[df.status == "ok"])))
    if df.empty:
        return pd.DataFrame(columns=["machine", "num_envs", "best", "env_steps_per_s", "runner_up"])
    rows = []
    for (m, n), g in df.groupby(["machine", "num_envs"], sort=True):
        g = g.sort_values("env_steps_per_s", ascending=False)
        rows.append({"machine": m, "num_envs": int(n), "best": g.iloc[0]["label"],
                     "env_steps_per_s": g.iloc[0]["env_steps_per_s"],
                     "runner_up": g.iloc[1]["label"] if len(g) > 1 else ""})
    return pd.DataFrame(rows)


def scaling_table(df: pd.DataFrame) -> pd.DataFrame:
    """Strong and weak scaling from the points of a thread or device sweep (variants
    ``threads=K`` / ``devices=K``, rollout mode), one row per (machine, implementation, unit,
    scaling, num_envs, K): strong scaling at a fixed total num_envs, weak scaling at a fixed
    num_envs per thread or device (num_envs = K x that); ``efficiency`` is the throughput over K times
    the throughput with one (at the same total, or at one unit's share)."""
    cols = ["machine", "impl", "device", "unit", "scaling", "num_envs", "k", "env_steps_per_s", "efficiency"]
    ok = latest(of_mode(df[df.status == "ok"], "rollout")) if not df.empty else df
    m = ok.variant.fillna("").str.fullmatch(r"(threads|devices)=\d+") if not ok.empty else pd.Series(dtype=bool)
    ok = ok[m] if not ok.empty else ok
    if ok.empty:
        return pd.DataFrame(columns=cols)
    ok = ok.assign(unit=ok.variant.str.split("=").str[0], k=ok.variant.str.split("=").str[1].astype(int),
                   num_envs=ok.num_envs.astype(int))
    rows = []
    for key, g in ok.groupby(["machine", "impl", "device", "unit"], sort=True):
        rate = {(int(r.k), int(r.num_envs)): float(r.env_steps_per_s) for r in g.itertuples()}
        for (k, n), v in sorted(rate.items()):
            one = rate.get((1, n))
            rows.append(dict(zip(cols, (*key, "strong", n, k, v, v / (k * one) if one else None))))
            if n % k == 0 and (1, n // k) in rate:
                rows.append(dict(zip(cols, (*key, "weak", n // k, k, v, v / (k * rate[(1, n // k)])))))
    out = pd.DataFrame(rows, columns=cols)
    group = ["machine", "impl", "device", "unit", "scaling", "num_envs"]
    return out[out.groupby(group).k.transform("max") > 1].reset_index(drop=True)  # a count beside the one


def scaling_cells(table: pd.DataFrame) -> pd.DataFrame:
    """The scaling table for Markdown: one row per (machine, implementation, unit, scaling, num_envs),
    one column per count, cells 'M env-steps/s (efficiency %)'."""
    if table.empty:
        return pd.DataFrame()
    t = table.assign(
        impl=table.impl + " (" + table.device + ")",
        cell=[f"{fmt_value(v / 1e6)} ({e:.0%})" if e == e and e is not None else fmt_value(v / 1e6)
              for v, e in zip(table.env_steps_per_s, table.efficiency)])
    t = t.assign(num_envs=t.num_envs.astype(int).astype(str)).rename(
        columns={"num_envs": "num_envs (total, or per unit when weak)"})
    out = t.pivot_table(index=["machine", "impl", "unit", "scaling", "num_envs (total, or per unit when weak)"],
                        columns="k", values="cell", aggfunc="first")
    out.columns = [f"{c} {u}" for c, u in zip(out.columns, ["x"] * len(out.columns))]
    return out.reset_index()


def best_cells(best: pd.DataFrame) -> pd.DataFrame:
    """The best table as num_envs x machine cells 'impl (device) 943.0' for Markdown."""
    if best.empty:
        return pd.DataFrame()
    cells = best.assign(cell=best.best + " " + best.env_steps_per_s.map(fmt_rate))
    return cells.pivot(index="num_envs", columns="machine", values="cell").reindex(columns=machines(best))


# the baseline tables' rows, where measured: the main job's sizes (the default preset) and the step
# and policy sweeps' 64
BASELINE_ENVS = tuple(sorted({64, *grid.DEFAULT_SIZES}))


MAKE_VEC = "make_vec_env_steps_per_s"  # step mode's rate through impls.adapters.make_vec (the user's path)


def has_make_vec(df: pd.DataFrame) -> bool:
    return MAKE_VEC in df.columns and pd.to_numeric(df[MAKE_VEC], errors="coerce").notna().any()


def baselines_table(df: pd.DataFrame, sizes=BASELINE_ENVS, own_value: str = "env_steps_per_s") -> pd.DataFrame:
    """For one machine, num_envs (rows) where both were measured in one run: from the newest such run,
    this suite's fastest implementation (any device) and its million env-steps/s (``own_value``: in step
    mode, through make_vec), then each external system's of that run (its fastest device), the ratio
    best / external and its interval (a column 'best / X interval' of (lo, hi), or None: run_ratio),
    and the run."""
    df = _labelled(published(df[df.status == "ok"]))
    ext = df.impl.map(lambda n: n in impls.available() and impls.is_external(n))
    own, others = df[~ext], df[ext]
    own = own.assign(_rate=pd.to_numeric(own[own_value], errors="coerce") if own_value in own else np.nan)
    own = own[own._rate.notna()]
    if own.empty or others.empty:
        return pd.DataFrame()
    own, others = own.assign(_run=_run_of(own)), others.assign(_run=_run_of(others))
    rows = []
    for n in sorted(set(own.num_envs) & set(others.num_envs) & set(sizes)):
        o, e = own[own.num_envs == n], others[others.num_envs == n]
        run = newest_common_run(o, e)
        if run is None:
            continue
        g = o[o._run == run].sort_values("_rate", ascending=False).iloc[0]
        row = {"num_envs": int(n), "best of this suite": g["label"], "best M/s": g["_rate"] / 1e6}
        for name in [i for i in impls.available() if i in set(e[e._run == run].impl)]:
            x = e[(e._run == run) & (e.impl == name)].sort_values("env_steps_per_s").iloc[-1]
            row[f"{name} M/s"] = x["env_steps_per_s"] / 1e6
            row[f"best / {name}"] = g["_rate"] / x["env_steps_per_s"]
            row[f"best / {name} interval"] = _interval(g, x) if own_value == "env_steps_per_s" else None
        procs = pd.to_numeric(pd.Series([g.get("processes")]), errors="coerce").fillna(1).iloc[0]
        rows.append({**row, "processes": int(procs), "run": run})
    return pd.DataFrame(rows).set_index("num_envs") if rows else pd.DataFrame()


def machine_table(df: pd.DataFrame) -> pd.DataFrame:
    """Which hardware each machine label names."""
    cols = [c for c in ("cpu_model", "microarchitecture", "isa", "cpu_cores", "gpu_name") if c in df.columns]
    t = df.groupby("machine")[cols].first().reindex(machines(df))  # first non-empty value of each
    t.index.name = "machine"
    return t.rename(columns={"cpu_model": "CPU", "microarchitecture": "microarchitecture", "isa": "vector ISA",
                             "cpu_cores": "cores", "gpu_name": "GPU"})


VERDICTS = ("faster", "slower", "no significant change", "not judged (one process)", "only before", "only after")


def compare(before: pd.DataFrame, after: pd.DataFrame) -> pd.DataFrame:
    """Point by point (impl, variant, device, num_envs, mode): before and after values, their ratio, each
    run's processes and their spread, and a verdict from the processes' medians (stats.changes: all the
    points in common judged together)."""
    key = ["impl", "variant", "release", "device", "num_envs", "mode"]
    b, a = (latest(d[d.status == "ok"]).drop_duplicates(key, keep="last") for d in (before, after))
    extra = ("process_probe_s", "process_cpu_probe_s", "round_ms", "calls_per_round")
    cols = key + ["env_steps_per_s", "process_rates", "steps", *extra]
    b, a = (d.assign(**{c: d[c] if c in d else None for c in extra}) for d in (b, a))
    m = b[cols].merge(a[cols], on=key, how="outer", suffixes=("_before", "_after"), indicator=True)
    m = _labelled(m)
    spreads: dict = {"before": [], "after": []}
    for side in spreads:
        for rates, v in zip(m[f"process_rates_{side}"], m[f"env_steps_per_s_{side}"]):
            spreads[side].append(rates if isinstance(rates, list) else [v] if pd.notna(v) else [])
    idx = [i for i, how in enumerate(m["_merge"]) if how == "both"]
    judged = stats.changes([spreads["before"][i] for i in idx], [spreads["after"][i] for i in idx],
                           [tuple(m.iloc[i][k] for k in ("impl", "variant", "device", "mode")) for i in idx])
    verdicts = dict(zip(idx, judged))
    verdicts = [verdicts.get(i, "only before" if how == "left_only" else "only after")
                for i, how in enumerate(m["_merge"])]
    for side in spreads:
        spreads[side] = [f"{len(r)}: x{stats.spread(r):.2f}" if len(r) > 1 else "1" if r else "" for r in spreads[side]]
    # the machine's own speed at the point, after over before: the median of each run's processes' probes
    machine = [f"{stats.median(pb) / stats.median(pa):.2f}x" if isinstance(pb, list) and isinstance(pa, list)
               else "" for pb, pa in zip(m.process_probe_s_before, m.process_probe_s_after)]
    # and the CPU whose own probe moved most, where one moved by stats.SLOW_CPU or more
    machine = [f"{text}; {cpu}" if (cpu := cpu_moved(cb, ca)) else text
               for text, cb, ca in zip(machine, m.process_cpu_probe_s_before, m.process_cpu_probe_s_after)]
    # the rule of each run's rounds (--round-ms) and their steps a call (a per-call cost weighs less in a
    # longer call), where the two runs differ
    def moved(before, after):
        return [f"{rb} -> {ra}" if how == "both" and rb != ra else "" for rb, ra, how in zip(before, after, m["_merge"])]
    m = m.assign(ratio=m.env_steps_per_s_after / m.env_steps_per_s_before, verdict=verdicts,
                 processes_before=spreads["before"], processes_after=spreads["after"], machine=machine,
                 round_ms=moved(*(map(_round_ms, m[f"round_ms_{s}"], m[f"calls_per_round_{s}"]) for s in spreads)),
                 steps=moved(*(map(_whole, m[f"steps_{s}"]) for s in spreads)))
    m = m.sort_values(["rank", "device", "vkey", "num_envs"], kind="stable")
    out = m[["label", "num_envs", "env_steps_per_s_before", "env_steps_per_s_after", "ratio", "processes_before",
             "processes_after", "machine", "steps", "round_ms", "verdict"]]
    return out.rename(columns={"label": "impl (device)", "env_steps_per_s_before": "before",
                               "env_steps_per_s_after": "after", "processes_before": "processes before",
                               "processes_after": "processes after", "round_ms": "round ms"}).reset_index(drop=True)


def _whole(value):
    """A recorded count as an int for the table (1000.0 -> 1000); what is not a finite number stays as it is."""
    return int(value) if isinstance(value, float) and math.isfinite(value) else value


def _round_ms(value, calls) -> int | str:
    """A point's --round-ms as its result recorded it; where it did not, 0 (one call a round) or, for the
    first results of the rule (their calls_per_round recorded, not yet their round_ms), "?"."""
    if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value):
        return int(value)
    return "?" if isinstance(calls, (int, float)) and not isinstance(calls, bool) and math.isfinite(calls) else 0


def of_releases(df: pd.DataFrame, measured: bool) -> pd.DataFrame:
    """The rows of runs that measured several releases of a framework (``measured``), or the others: the
    report's release history shows the first, every other table the second."""
    if df.empty:
        return df
    has = df["release"].fillna("").astype(str) != "" if "release" in df else pd.Series(False, index=df.index)
    return df[has if measured else ~has]


def release_dates(sources) -> dict[str, str]:
    """Release label -> its date, from the run.json of each run folder among ``sources`` (the sweep
    records the registry's dates there: the measuring processes cannot know them)."""
    out: dict[str, str] = {}
    for folder in dict.fromkeys(Path(str(s)).parent for s in sources):
        try:
            doc = json.loads((folder / "run.json").read_text())
        except (OSError, ValueError):
            continue
        out.update({k: v for k, v in (doc.get("release_dates") or {}).items() if v})
    return out


def release_history(df: pd.DataFrame) -> pd.DataFrame:
    """Throughput against the release: one row per (machine, implementation, device, variant, mode,
    num_envs, release), oldest release first, with the release's date, the value (the median of its
    processes' medians), its interval (stats.value_interval over the processes' rounds; blank for one
    process), the processes, the run, and the ratio to the newest release measured at the same point.
    A point's history is one run's, never two runs' numbers side by side: the run that measured it under
    the most releases (of those, the newest)."""
    ok = of_releases(df[df.status == "ok"], True) if len(df) else df
    if ok.empty:
        return pd.DataFrame()
    ok = ok.assign(_point=ok.apply(lambda r: (r["machine"], label({**r, "release": ""}), r["mode"], r["num_envs"]), axis=1),
                   _dt=ok["datetime"].fillna("").astype(str))
    runs = ok.groupby(["_point", "run"]).agg(n=("release", "nunique"), dt=("_dt", "max")).reset_index()
    chosen = runs.sort_values(["n", "dt"]).drop_duplicates("_point", keep="last")
    ok = latest(ok.merge(chosen[["_point", "run"]], on=["_point", "run"]).drop(columns=["_point", "_dt"]))
    dates = release_dates(ok["source"])
    rows = []
    for _, r in ok.iterrows():
        package, _, version = str(r["release"]).partition(" ")
        interval = stats.value_interval(r["round_rates"]) if isinstance(r.get("round_rates"), list) else None
        rows.append({"machine": r["machine"], "point": label({**r, "release": ""}), "impl": r["impl"],
                     "mode": r["mode"], "num_envs": int(r["num_envs"]), "package": package, "version": version,
                     "date": dates.get(str(r["release"]), ""), "env_steps_per_s": r["env_steps_per_s"],
                     "low": interval[0] if interval else None, "high": interval[1] if interval else None,
                     "processes": r.get("processes") or 1, "run": r["run"]})
    out = pd.DataFrame(rows)
    out = out.assign(vkey=out.version.map(lambda v: Version(v) if _is_version(v) else Version("0")))
    out = out.sort_values(["machine", "point", "mode", "num_envs", "vkey"], kind="stable")
    newest = out.groupby(["machine", "point", "mode", "num_envs"]).env_steps_per_s.transform("last")
    return out.assign(over_newest=out.env_steps_per_s / newest).drop(columns="vkey").reset_index(drop=True)


def _is_version(text: str) -> bool:
    try:
        Version(text)
    except InvalidVersion:
        return False
    return True


def release_table(h: pd.DataFrame) -> Table:
    """The release history as a table: million env-steps per second with its interval, per release."""
    t = pd.DataFrame({
        "point": h.point, "num_envs": h.num_envs.astype(str), "release": h.package + " " + h.version,
        "date": h.date.fillna(""), "M env-steps/s": [
            f"{fmt_rate(v)} ({fmt_rate(lo)}-{fmt_rate(hi)})" if pd.notna(lo) else fmt_rate(v)
            for v, lo, hi in zip(h.env_steps_per_s, h.low, h.high)],
        "processes": h.processes.astype(int).astype(str), "over the newest": h.over_newest.map(fmt_ratio),
        "run": h.run.astype(str)})
    return of_frame(t, str, index=False)
