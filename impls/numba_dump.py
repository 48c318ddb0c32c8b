"""Numba's machine code, read from what it prints as it compiles when ``NUMBA_DUMP_ASSEMBLY`` is set: the
assembly (LLVM's syntax) of the parallel loops' gufuncs. numba-cpu's code for harness cpu-code
(impls.api.CodeReading), and the CPU peak's micro-kernels (harness/analysis/cpu_peak.py)."""
from __future__ import annotations

import re

from impls.api import CodeReading

READING = CodeReading(dump=(("NUMBA_DUMP_ASSEMBLY", "1"),), syntax="llvm", steps=4)


def parfor_gufuncs(dump: str) -> str:
    """The assembly of the parallel loops (parfor gufuncs) in a NUMBA_DUMP_ASSEMBLY output."""
    sections = re.split(r"^-+ASSEMBLY (.*?)-+$", dump, flags=re.M)
    return "".join(sections[i + 1] for i in range(1, len(sections) - 1, 2) if "parfor_gufunc" in sections[i])
