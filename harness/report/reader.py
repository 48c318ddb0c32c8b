"""What an analysis reads of earlier results (harness/analysis/registry.py's Reader): the analysis commands
and their page sections get this module, so that nothing under harness/analysis imports the report layer."""
from __future__ import annotations

import sys

from harness.report import ceilings, results


def artifacts(paths, kind: str | None = None) -> list:
    return results.artifacts(paths, kind)


def points(paths):
    loaded = results.load(paths)
    for problem in loaded.problems:
        print(f"skipped: {problem}", file=sys.stderr)
    return loaded.rows


def measured(label: str, num_envs: int) -> dict[str, float]:
    return ceilings.measured(label, num_envs)


def ceiling_fractions(result: dict, df) -> str:
    return ceilings.fraction_markdown(result, df)
