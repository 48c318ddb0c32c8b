"""Reading result files (pytest-benchmark JSON and the sweep's points log) into one pandas table.

A file that is corrupt, truncated, of another schema or another pytest-benchmark version is named
with its problem in ``problems`` and the others are read: one bad file never loses the rest.
Input files are only ever read.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

import impls

COLUMNS = ["machine", "cpu_model", "gpu_name", "impl", "variant", "device", "num_envs", "steps",
           "status", "reason", "median_s", "iqr_s", "min_s", "max_s", "rounds", "env_steps_per_s",
           "env_steps_per_s_min", "env_steps_per_s_max", "compile_s", "source"]
POINTS_LOG = "points.jsonl"


@dataclass
class Loaded:
    rows: pd.DataFrame
    problems: list[str] = field(default_factory=list)
    files: list[Path] = field(default_factory=list)


def expand(paths) -> list[Path]:
    """Files named, and every *.json / points.jsonl below folders named."""
    out = []
    for p in map(Path, paths):
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*") if (q.suffix == ".json" and q.name != "run.json")
                                 or q.name == POINTS_LOG))
        else:
            out.append(p)
    return out


def _machine(info: dict) -> dict:
    c = info.get("cartpole") or {}
    cpu = c.get("cpu_model") or (info.get("cpu") or {}).get("brand_raw") or info.get("processor") or "?"
    return {"machine": c.get("label") or info.get("node") or "?", "cpu_model": cpu,
            "gpu_name": c.get("gpu_name")}


def _benchmark_rows(path: Path, doc: dict) -> list[dict]:
    if not isinstance(doc, dict) or not isinstance(doc.get("benchmarks"), list):
        raise ValueError("not a pytest-benchmark result file (no 'benchmarks' list)")
    version = str(doc.get("version", "?"))
    if not version.split(".")[0].isdigit() or int(version.split(".")[0]) < 4:
        raise ValueError(f"pytest-benchmark version {version} is not supported (need 4 or newer)")
    m = _machine(doc.get("machine_info") or {})
    rows = []
    for b in doc["benchmarks"]:
        extra, stats = b.get("extra_info") or {}, b.get("stats") or {}
        missing = [k for k in ("impl", "device", "num_envs", "steps") if k not in extra]
        if missing or "median" not in stats:
            raise ValueError(f"benchmark {b.get('name', '?')!r} lacks {missing or ['stats.median']}: "
                             "older schema or not a Cartpole result")
        n, steps = int(extra["num_envs"]), int(extra["steps"])
        med = float(stats["median"])
        rows.append({**m, **{k: v for k, v in extra.items() if k not in COLUMNS},
                     "impl": extra["impl"], "variant": str(extra.get("variant") or ""),
                     "device": extra["device"], "num_envs": n, "steps": steps, "status": "ok",
                     "reason": "", "median_s": med, "iqr_s": float(stats.get("iqr", 0.0)),
                     "min_s": float(stats.get("min", med)), "max_s": float(stats.get("max", med)),
                     "rounds": int(stats.get("rounds", 0)), "env_steps_per_s": n * steps / med,
                     "env_steps_per_s_min": n * steps / float(stats.get("max", med)),
                     "env_steps_per_s_max": n * steps / float(stats.get("min", med)),
                     "compile_s": extra.get("compile_s"), "source": str(path)})
    return rows


def _points_rows(path: Path, text: str) -> list[dict]:
    """Skipped and failed points from a sweep's points log (passed ones come from the JSON)."""
    rows = []
    for i, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            p = json.loads(line)
        except json.JSONDecodeError:
            raise ValueError(f"line {i} is not JSON (truncated?)") from None
        if p.get("status") in ("skipped", "failed"):
            rows.append({**p, "variant": str(p.get("variant") or ""), "source": str(path)})
    return rows


def load(paths) -> Loaded:
    files = expand(paths)
    rows, problems = [], []
    for path in files:
        try:
            text = path.read_text()
            if path.name == POINTS_LOG:
                rows.extend(_points_rows(path, text))
            else:
                rows.extend(_benchmark_rows(path, json.loads(text)))
        except json.JSONDecodeError as exc:
            problems.append(f"{path}: corrupt or truncated JSON ({exc.msg} at line {exc.lineno})")
        except (OSError, ValueError, TypeError, KeyError) as exc:
            problems.append(f"{path}: {exc}")
    df = pd.DataFrame(rows)
    for c in COLUMNS:
        if c not in df.columns:
            df[c] = None
    return Loaded(df.reset_index(drop=True), problems, files)


def label(row) -> str:
    v = f"[{row['variant']}]" if row.get("variant") else ""
    return f"{row['impl']}{v} ({row['device']})"


def throughput_table(df: pd.DataFrame, value: str = "env_steps_per_s") -> pd.DataFrame:
    """implementation (rows) x num_envs (columns): median env-steps per second; skip/fail noted."""
    if df.empty:
        return pd.DataFrame()
    df = df.assign(label=df.apply(label, axis=1))
    ok = df[df.status == "ok"]
    table = ok.pivot_table(index="label", columns="num_envs", values=value, aggfunc="max")
    bad = df[df.status != "ok"]
    for _, r in bad.iterrows():
        if r["label"] not in table.index or r["num_envs"] not in table.columns \
                or pd.isna(table.loc[r["label"], r["num_envs"]]):
            table = table.astype(object)
            table.loc[r["label"], r["num_envs"]] = r["status"]
    rank = {n: i for i, n in enumerate(impls.available())}  # rows in the registry's order
    df = df.assign(rank=df["impl"].map(rank).fillna(len(rank)))
    order = list(dict.fromkeys(df.sort_values(["rank", "device"], kind="stable")["label"]))
    return table.reindex(index=[o for o in order if o in table.index],
                         columns=sorted(table.columns))


def fmt_rate(v) -> str:
    if isinstance(v, str):
        return v
    if v is None or pd.isna(v):
        return ""
    return f"{v / 1e6:,.1f}" if v >= 1e7 else f"{v / 1e6:.3g}"


def to_markdown(table: pd.DataFrame, fmt=fmt_rate, corner: str = "") -> str:
    """A Markdown table without extra dependencies."""
    if table.empty:
        return "(no results)\n"
    head = [corner or (table.index.name or "")] + [str(c) for c in table.columns]
    lines = ["| " + " | ".join(head) + " |", "|" + "|".join(["---"] + ["---:"] * len(table.columns)) + "|"]
    for idx, row in table.iterrows():
        lines.append("| " + " | ".join([str(idx)] + [fmt(v) for v in row.tolist()]) + " |")
    return "\n".join(lines) + "\n"
