"""How close the measured throughput gets to the ceilings the analysis derives: the newest
``harness sass`` result against the best cuda points, and the measured rates ``harness cpu-code``
sets beside its CPU ceiling."""
from __future__ import annotations

from pathlib import Path

import pandas as pd

from harness.artifacts import frame_table
from harness.report import results
from harness.table import Table


def measured(label: str, num_envs: int, paths=("results",)) -> dict[str, float]:
    """The latest rollout-mode env-steps/s of each implementation (default variant) on machine
    ``label`` at num_envs, from the result files: "impl (device)" -> env-steps/s."""
    df = results.load([p for p in paths if Path(p).exists()]).rows
    if df.empty:
        return {}
    df = results.latest(results.of_mode(df[df.status == "ok"], "rollout"))
    df = df[(df.machine == label) & (df.num_envs == num_envs) & (df.variant.fillna("") == "")]
    return {f"{r.impl} ({r.device})": float(r.env_steps_per_s) for r in df.itertuples()}


def _measured_impl(row: dict) -> tuple[str, str | None]:
    """The registry name and the unroll a SASS build corresponds to (results written before the
    fast-math build was its own entry's target name it as a variant of the plain one)."""
    if row["variant"] == "fastmath":
        return f"{row['impl']}-fastmath", None
    if row["variant"].startswith("unroll="):
        return row["impl"], row["variant"]
    return row["impl"], None


def fraction_rows(result: dict, df) -> list[dict]:
    """Per analysed build: its ceiling, the best measured env-steps/s on cuda (newest measurement of
    each point; the build's unroll where the variant names one) and the fraction."""
    ok = results.latest(df[(df.status == "ok") & (df.device == "cuda")]) if len(df) else df
    out = []
    # the builds of the measured GPUs' architecture (H100, H200) when the result has several targets
    rows = [r for r in result["rows"] if r.get("arch") == "sm_90"] or result["rows"]
    for r in rows:
        if r["status"] != "ok":
            continue
        impl, unroll = _measured_impl(r)
        m = ok[ok.impl == impl] if len(ok) else ok
        if len(m):
            has = m.variant.fillna("").str.contains(unroll or "unroll=1", regex=False)
            m = m[has] if unroll else m[~has]
        row = {"build": " ".join(filter(None, (r["impl"], r["variant"]))), "ceiling": r["ceiling_env_steps_per_s"],
               "instructions": r["per_env_step"]}
        if len(m):
            best = m.loc[m.env_steps_per_s.idxmax()]
            row.update(best=best.env_steps_per_s, at=int(best.num_envs), variant=best.variant or "",
                       machine=best.machine, fraction=best.env_steps_per_s / r["ceiling_env_steps_per_s"])
        out.append(row)
    return out


def fraction_table(result: dict, df, caption: str = "") -> Table:
    rows = fraction_rows(result, df)
    cols = [("build", "kernel build"), ("instructions", "instr. per env-step"), ("ceiling", "ceiling (G/s)"),
            ("best", "best measured (G/s)"), ("at", "at num_envs"), ("variant", "variant"),
            ("machine", "machine"), ("fraction", "of ceiling")]
    t = pd.DataFrame(rows, columns=[k for k, _ in cols]).rename(columns=dict(cols))
    t = t.astype({"variant": object, "machine": object})
    g = lambda v: "not measured" if v != v else f"{v / 1e9:.1f}"  # noqa: E731
    fmt = {"ceiling (G/s)": g, "best measured (G/s)": g, "instr. per env-step": lambda v: f"{v:.1f}",
           "at num_envs": lambda v: "" if v != v else f"{int(v)}", "of ceiling": lambda v: "" if v != v else f"{v:.0%}"}
    return frame_table(t.fillna({"variant": "", "machine": ""}), fmt=fmt, index=False, caption=caption)
