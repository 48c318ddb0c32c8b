"""The README's findings ("What it found"), written from the committed runs that docs/findings.json
names, never from whatever runs a user's own results folder holds, so a local sweep never rewrites the
project's README.

docs/findings.json: ``{"cpu": [RUN, ...]}``, the sweep runs (folders under results/) whose numbers
the CPU finding states, one per machine, in the order the README lists them. A run must be a sweep of
several processes a point; a name that is not one is bad input, named with the runs that are.

The rule for "fastest" is stated, never a name typed by hand: of this suite's compiled rows on the CPU
(no public system, no interpreted row), the row fastest at the most num_envs from 256 up (ties: the
higher geometric mean over those sizes). Its rates at those sizes and its ratio over each public system
the run measured, at 2048 environments and up (the same run's points, each the median of its processes),
are the figures, each with its run and the run's date.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import pandas as pd

from harness.cli import BadInput
from harness.report import results

FILE = "findings.json"
FROM = 256  # num_envs from which the fastest is judged (below, one call's overhead decides)
AGAINST = 2048  # num_envs from which it is set against the public systems (the study's size and up)
START = "<!-- findings:start (python -m harness readme) -->"


def runs(path: Path, root: Path) -> list[str]:
    """The runs the findings file names for the CPU finding (bad input where the file is not what it must
    be)."""
    try:
        names = json.loads(path.read_text())["cpu"]
        assert isinstance(names, list) and all(isinstance(n, str) for n in names) and names
    except (OSError, ValueError, KeyError, TypeError, AssertionError):
        raise BadInput(f"{path}: expected {{\"cpu\": [RUN, ...]}}, the sweep runs under {root} the README's "
                       "findings are written from") from None
    return names


def _g(v: float) -> str:
    """A rate in G env-steps/s, two decimals ('2.04')."""
    return f"{v / 1e9:.2f}"


def _x(v: float) -> str:
    return f"{v:,.0f}x"


def fastest(table: pd.DataFrame) -> str | None:
    """The label of the suite's compiled CPU row fastest at the most num_envs from FROM up (the rule above)."""
    sizes = [n for n in table.columns if n >= FROM]
    rows = [lab for lab in table.index if not any(tag in lab for tag in ("(external)", "(interpret)"))
            and lab.endswith("(cpu)")]
    nums = table.loc[rows, sizes].apply(pd.to_numeric, errors="coerce")
    nums = nums[nums.notna().all(axis=1)]
    if nums.empty:
        return None
    wins = nums.eq(nums.max(axis=0), axis=1).sum(axis=1)
    geo = nums.apply(lambda r: math.exp(sum(map(math.log, r)) / len(r)), axis=1)
    return max(nums.index, key=lambda lab: (wins[lab], geo[lab]))


def cpu(path: Path, root: Path, run: str) -> str:
    """One machine's CPU finding from one run (a sentence, Markdown)."""
    folder = root / run
    try:
        doc = json.loads((folder / "run.json").read_text())
        machine = doc["machine"]
        several = int(doc.get("processes") or 1) > 1
    except (OSError, ValueError, KeyError, TypeError):
        several = False
    if not several:
        raise BadInput(f"{path}: {run!r} is not a sweep run of several processes a point under {root}; "
                       "valid: " + ", ".join(sorted(f.parent.name for f in root.glob("*/run.json"))))
    df = results.of_mode(results.load([folder]).rows, "rollout")
    table = results.throughput_table(results.published(df[df.device == "cpu"]))
    best = fastest(table)
    if best is None:
        raise BadInput(f"{run}: no row of this suite measured at every num_envs from {FROM} up")
    rate = lambda lab, n: float(pd.to_numeric(table.loc[lab, n], errors="coerce"))  # noqa: E731
    sizes = [n for n in table.columns if n >= FROM]
    rates = [rate(best, n) for n in sizes]

    def over(lab: str) -> str:
        ns = [n for n in sizes if n >= AGAINST and not math.isnan(rate(lab, n))]
        r = sorted(rate(best, n) / rate(lab, n) for n in ns)
        return "" if not r else f"{_x(r[0])}-{_x(r[-1])} {lab.removesuffix(' (cpu)').removesuffix(' (external)')}"

    cpu_ = machine.get("cpu") or {}
    isa = {"avx512": "AVX-512", "avx2": "AVX2"}.get(cpu_.get("isa"), str(cpu_.get("isa", "?")))
    external = [x for lab in table.index if "(external)" in lab and (x := over(lab))]
    return (f"{machine.get('label', '?')} (family {cpu_.get('family')} model {cpu_.get('model')}, {isa}): "
            f"`{best.removesuffix(' (cpu)')}`, {_g(min(rates))}-{_g(max(rates))} G env-steps/s at {sizes[0]}-{sizes[-1]} "
            "environments" + (f"; from {AGAINST} up, " + ", ".join(external) if external else "")
            + f"; run {run} of {str(doc.get('started', ''))[:10]}, {doc.get('processes')} processes a point"
            + (f" (up to {doc['max_processes']} where its interval needed)"
               if int(doc.get("max_processes") or 0) > int(doc.get("processes") or 0) else ""))


def markdown(path: Path, root: Path) -> str:
    """The generated findings block: the CPU finding of each run the findings file names."""
    lines = [cpu(path, root, run) for run in runs(path, root)]
    return (f"Fastest on the CPU by rule (the suite's compiled CPU row fastest at the most num_envs from {FROM} up), "
            f"generated from the runs {path.parent.name}/{path.name} names:\n\n"
            + "".join(f"- {x}.\n" for x in lines))
