"""What an analysis reads of earlier results (harness/registry.py's Reader): the analysis commands
and their page sections get this module, so that nothing under harness/analysis imports the report layer."""
from __future__ import annotations

import sys

from harness.report.ceilings import fraction_table as ceiling_fractions, measured
from harness.report.results import artifacts, load


__all__ = ["artifacts", "ceiling_fractions", "measured", "points"]  # the Reader's four


def points(paths):
    loaded = load(paths)
    for problem in loaded.problems:
        print(f"skipped: {problem}", file=sys.stderr)
    return loaded.rows
