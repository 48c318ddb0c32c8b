"""The figures typed into README.md and docs/*.md, checked against the runs they name (``harness readme
--check``) and refreshed from them (``harness readme``).

A figure is what :data:`FIGURE` finds: a number with a unit of time or rate, a multiple (a number and ``x``), a
percentage, or a count in k/M/G. Outside the blocks ``harness readme`` generates, a figure is checked
when a reference follows it, an HTML comment a reader of the rendered page never sees::

    1.63 G<!--= amd-zen4-avx512-2c-20261128T102205Z:numba-cpu@256:env_steps_per_s -->

naming the run (a folder under results/), the implementation (``impl`` on the CPU, ``impl/device``
otherwise; ``impl[variant]`` for a variant, ``numba-cpu[threads=1]``) at ``num_envs``, and a field of that point (the median over its processes, as every table
reads it); or a setting of the suite, ``<!--= const:harness.measure.stats:UNSTABLE -->`` (an item of a
table as ``NAME[key][0]``; ``NAME*0.001`` for a setting in milliseconds printed with a unit of time), for
a threshold or a figure the suite holds as data, such as the study's. The figure passes when it equals the field at its printed precision and unit (k, M, G scale
the value; ``%`` is a fraction times 100; ``ms``, ``us``, ``ns``, ``min`` scale seconds); ``harness
readme`` rewrites the figure from the field at the same precision and unit, so a second run changes no
byte. Every other figure is unverified; docs/history.md, the record of what was measured when, is not
read. A reference to a run, point or field that does not exist is bad input, named with its file:line.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from harness.cli import BadInput

FIGURE = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?\s?(?:us|µs|ms|ns|min|s|M/s|G/s|GB/s|TB/s|(?:[kMG] )?env-steps/s"
                    r"|x faster|x slower|x|%|[kMG])(?![\w/])")
REFERENCE = re.compile(r"<!--= (?:const:(?P<module>[\w.]+):(?P<name>\w+(?:\[[^\]]+\])*)(?:\*(?P<factor>[\d.e-]+))?"
                       r"|(?P<run>[\w.-]+):(?P<impl>[\w.\[\]=/-]+)@(?P<n>\d+):(?P<field>\w+)) -->")
GENERATED = re.compile(r"<!-- [\w-]+:start \(python -m harness readme\) -->")
END = "<!-- results:end -->"
SCALE = {"k": 1e3, "M": 1e6, "G": 1e9, "%": 1e-2, "ms": 1e-3, "us": 1e-6, "µs": 1e-6, "ns": 1e-9, "min": 60.0,
         "s": 1.0, "x": 1.0}
SKIPPED = ("history.md",)  # the dated record of past measurements


@dataclass
class Found:
    where: str  # file:line
    text: str  # the figure as printed
    reference: re.Match | None
    start: int  # offsets in the file's text
    end: int


def pages(root: Path) -> list[Path]:
    """README.md and docs/*.md, docs/history.md apart."""
    return [p for p in [root / "README.md", *sorted((root / "docs").glob("*.md"))]
            if p.is_file() and p.name not in SKIPPED]


def found(path: Path, root: Path) -> list[Found]:
    """Every figure of a page outside its generated blocks, with the reference that follows it, if any."""
    text = path.read_text()
    out, generated, offset = [], False, 0
    rel = path.relative_to(root) if path.is_relative_to(root) else path
    for n, line in enumerate(text.splitlines(True), 1):
        if GENERATED.search(line):
            generated = True
        if not generated:
            for m in FIGURE.finditer(line):
                ref = REFERENCE.match(line, m.end())
                out.append(Found(f"{rel}:{n}", m.group(), ref, offset + m.start(), offset + m.end()))
        if END in line:
            generated = False
        offset += len(line)
    return out


def _unit(figure: str) -> tuple[str, str]:
    """(number, unit) of a printed figure (a rate in G -> its number and 'G', a multiple -> its number and 'x')."""
    m = re.match(r"([\d,]*\.?\d+)\s?(.*)$", figure)
    number, unit = m.group(1), m.group(2)
    for u in ("env-steps/s", "M/s", "G/s"):
        if unit.endswith(u):
            unit = unit.removesuffix(u).strip() or ("M" if u == "M/s" else "G" if u == "G/s" else "")
    return number, unit.removesuffix(" faster").removesuffix(" slower")


def formatted(value: float, like: str) -> str:
    """``value`` printed as ``like`` is (its unit, decimals, thousands separator and spacing)."""
    number, unit = _unit(like)
    decimals = len(number.split(".")[1]) if "." in number else 0
    text = f"{value / SCALE.get(unit, 1.0):{',' if ',' in number else ''}.{decimals}f}"
    return text + like[len(number):]


@lru_cache(maxsize=None)
def _points(folder: Path):
    from harness.report import results

    return results.labelled_points(results.load([folder]).rows)


def constant(ref: re.Match, where: str) -> float:
    """The suite's setting a reference names (``const:harness.measure.stats:UNSTABLE``, an item of a table as
    ``NAME[key][0]``)."""
    import importlib

    name = f"{ref['module']}:{ref['name']}"
    try:
        v = vars(importlib.import_module(ref["module"]))[ref["name"].split("[")[0]]
        for key in re.findall(r"\[([^\]]+)\]", ref["name"]):
            v = v[int(key)] if key.isdigit() else v[key]
    except (ImportError, KeyError, IndexError, TypeError):
        raise BadInput(f"{where}: the reference names {name!r}, which is no setting of the suite") from None
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        raise BadInput(f"{where}: {name!r} is {v!r}, not a number")
    return float(v) * float(ref["factor"] or 1)


def value(root: Path, ref: re.Match, where: str) -> float:
    """The field a reference names (bad input, naming file:line and the name, where it does not exist)."""
    if ref["module"]:
        return constant(ref, where)
    folder = root / "results" / ref["run"]
    if not folder.is_dir():
        raise BadInput(f"{where}: the reference names run {ref['run']!r}, which is not a folder under results/")
    pts = _points(folder)
    impl, _, device = ref["impl"].partition("/")
    impl, _, variant = impl.partition("[")
    pt = pts[(pts.impl == impl) & (pts.variant.fillna("") == variant.removesuffix("]"))
             & (pts.device == (device or "cpu")) & (pts.num_envs == int(ref["n"]))]
    if pt.empty:
        raise BadInput(f"{where}: run {ref['run']} has no point {ref['impl']}@{ref['n']}; its points: "
                       + ", ".join(sorted({f"{i}{f'[{v}]' if v else ''}@{n}"
                                           for i, v, n in zip(pts.impl, pts.variant.fillna(""), pts.num_envs)})))
    if ref["field"] not in pt.columns or not isinstance(pt[ref["field"]].iloc[0], (int, float)) \
            or not math.isfinite(pt[ref["field"]].iloc[0]):
        raise BadInput(f"{where}: point {ref['impl']}@{ref['n']} of run {ref['run']} has no number "
                       f"{ref['field']!r}; valid: env_steps_per_s, compile_s, build_s and the other numeric fields")
    return float(pt[ref["field"]].iloc[0])


def named(ref: re.Match) -> str:
    return f"{ref['module']}:{ref['name']}" if ref["module"] else \
        f"{ref['run']}'s {ref['impl']}@{ref['n']} {ref['field']}"


def check(root: Path) -> tuple[list[str], dict[str, int]]:
    """(the figures that disagree with the field they name, as 'file:line: ...'; unverified figures per page)."""
    wrong, unverified = [], {}
    for path in pages(root):
        for f in found(path, root):
            if f.reference is None:
                key = f.where.split(":")[0]
                unverified[key] = unverified.get(key, 0) + 1
                continue
            expected = formatted(value(root, f.reference, f.where), f.text)
            if expected != f.text:
                wrong.append(f"{f.where}: {f.text} where {named(f.reference)} is {expected}")
    return wrong, unverified


def refresh(root: Path) -> list[Path]:
    """Every referenced figure rewritten from its field (the pages changed)."""
    changed = []
    for path in pages(root):
        text, parts, last = path.read_text(), [], 0
        for f in found(path, root):
            if f.reference is not None:
                parts += [text[last:f.start], formatted(value(root, f.reference, f.where), f.text)]
                last = f.end
        new = "".join(parts) + text[last:]
        if new != text:
            tmp = path.with_name(f".{path.name}.tmp")
            tmp.write_text(new)
            tmp.replace(path)
            changed.append(path)
    return changed


def report(root: Path) -> int:
    """``harness readme --check``: every figure that disagrees with what it names, then every one that names
    nothing, by file:line; 0 only where there are none of either."""
    wrong, unverified = check(root)
    for line in wrong:
        print(f"wrong: {line}")
    for path in pages(root):
        for f in found(path, root):
            if f.reference is None:
                print(f"unverified: {f.where}: {f.text}")
    total = sum(unverified.values())
    print(f"{len(wrong)} wrong, {total} unverified figures in {len(pages(root))} pages"
          + (": " + ", ".join(f"{k} {v}" for k, v in sorted(unverified.items(), key=lambda kv: -kv[1])) if total else ""))
    return 1 if wrong or total else 0
