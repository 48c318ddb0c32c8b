"""The figures typed into README.md and docs/*.md, checked against the runs they name (``harness readme
--check``) and refreshed from them (``harness readme``).

A figure is what :data:`FIGURE` finds: a number with a unit of time or rate, a multiple (a number and ``x``), a
percentage, or a count in k/M/G. Outside the blocks ``harness readme`` generates, a figure is checked
when a reference follows it, an HTML comment a reader of the rendered page never sees::

    1.63 G<!--= amd-zen4-avx512-2c-20261128T102205Z:numba-cpu@256:env_steps_per_s -->

naming the run (a folder under results/), the implementation (``impl`` on the CPU, ``impl/device``
otherwise, ``impl/device/mode`` where a run holds several modes; ``impl[variant]`` for a variant,
``numba-cpu[threads=1]``) at ``num_envs`` (``@2048~0.4.23``: of that framework release, in a run of several),
and a field of that
point (the median over its processes, as every table reads it); or a number of a run's own file,
``RUN/train.csv[trainer=suite-numba,env=suite][median_time_to_solve_s]`` (a CSV's one row whose columns
have those values, then the column) or ``RUN/gpu_model.json.xz[fits][free][a]`` (a JSON's keys in turn); or
a setting of the suite, ``<!--= const:harness.measure.stats:UNSTABLE -->`` (an item of a table as
``NAME[key][0]``; ``NAME*0.001`` for a setting in milliseconds printed with a unit of time), for a threshold
or a figure the suite holds as data, such as the study's. ``A / B`` is the ratio of two such numbers of one
run (two runs' numbers never make one ratio). The figure passes when it equals the number at its printed
precision and unit (k, M, G scale the value; ``%`` is a fraction times 100; ``ms``, ``us``, ``ns``, ``min``
scale seconds); ``harness readme`` rewrites the figure from it at the same precision and unit, so a second
run changes no byte. Every other figure is unverified; docs/history.md, the record of what was measured
when, is not read. A reference to a run, point, file or field that does not exist is bad input, named with
its file:line.

A table of a run's own report is copied whole into a page, and kept equal to it, by an excerpt block::

    <!-- excerpt:start RUN/train.md#1 where trainer=rejax -->
    <!-- excerpt:end -->

(the first table of results/RUN/train.md, its rows whose ``trainer`` column is ``rejax`` where ``where`` is
given): ``harness readme`` fills the block, and the check reports a block that differs from its table.
"""
from __future__ import annotations

import math
import numbers
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from harness.cli import BadInput

FIGURE = re.compile(r"(?<![\w.])\d[\d,]*(?:\.\d+)?\s?(?:us|µs|ms|ns|min|s|M/s|G/s|GB/s|TB/s|(?:[kMG] )?env-steps/s"
                    r"|x faster|x slower|x|%|[kMG])(?![\w/])")
_TERM = (r"(?:const:(?P<module{i}>[\w./-]+):(?P<name{i}>\w+(?:\[[^\]]+\])*)(?:\*(?P<factor{i}>[\d.e-]+))?"
         r"|(?P<frun{i}>[\w.-]+)/(?P<file{i}>[\w.-]+\.(?:csv|json|json\.xz))(?P<keys{i}>(?:\[[^\]]+\])+)"
         r"|(?P<run{i}>[\w.-]+):(?P<impl{i}>[\w.\[\]=/-]+)@(?P<n{i}>\d+)(?:~(?P<release{i}>[\w.+-]+))?:(?P<field{i}>\w+))")
REFERENCE = re.compile("<!--= " + _TERM.format(i="") + "(?: / " + _TERM.format(i="2") + ")? -->")
# a table of a run's own report, copied into a page and kept equal to it by ``harness readme``
EXCERPT = re.compile(r"<!-- excerpt:start (?P<run>[\w.-]+)/(?P<file>[\w.-]+\.md)#(?P<n>\d+)"
                     r"(?: where (?P<column>[^=]+)=(?P<cell>[^ ]+))? -->")
EXCERPT_END = "<!-- excerpt:end -->"
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
    """Every figure of a page outside its generated blocks and excerpts, with the reference that follows it,
    if any."""
    text = path.read_text()
    out, generated, offset = [], False, 0
    rel = path.relative_to(root) if path.is_relative_to(root) else path
    for n, line in enumerate(text.splitlines(True), 1):
        if GENERATED.search(line) or EXCERPT.search(line):
            generated = True
        if not generated:
            for m in FIGURE.finditer(line):
                ref = REFERENCE.match(line, m.end())
                out.append(Found(f"{rel}:{n}", m.group(), ref, offset + m.start(), offset + m.end()))
        if END in line or EXCERPT_END in line:
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


KEYS = ("module", "name", "factor", "frun", "file", "keys", "run", "impl", "n", "release", "field")


def terms(ref: re.Match) -> list[dict]:
    """The one or two terms of a reference (a ratio ``A / B``), each as its named parts."""
    return [{k: ref[k + i] for k in KEYS} for i in ("", "2") if ref["module" + i] or ref["frun" + i] or ref["run" + i]]


def constant(term: dict, where: str) -> float:
    """The suite's setting a reference names (``const:harness.measure.stats:UNSTABLE``, an item of a table as
    ``NAME[key][0]``): the literal its module's source assigns, read without running the module (a test
    fixture registers rows when imported)."""
    import ast

    name = f"{term['module']}:{term['name']}"
    root = Path(__file__).resolve().parents[2]
    if "/" in term["module"]:  # a shell script's NAME=literal (bin/gpu-run)
        found = re.findall(rf"^{term['name']}=(\S+)", (root / term["module"]).read_text()
                           if (root / term["module"]).is_file() else "", re.M)
        try:
            v = ast.literal_eval(found[-1])
        except (IndexError, ValueError, SyntaxError):
            raise BadInput(f"{where}: the reference names {name!r}, which is no setting of the suite (a literal "
                           "its script assigns)") from None
        return _number(v, where, name) * float(term["factor"] or 1)
    path = root / (term["module"].replace(".", "/") + ".py")
    try:
        tree = ast.parse(path.read_text())
        nodes = [n.value for n in tree.body if isinstance(n, (ast.Assign, ast.AnnAssign)) and n.value is not None
                 and term["name"].split("[")[0] in [t.id for t in (n.targets if isinstance(n, ast.Assign) else [n.target])
                                                    if isinstance(t, ast.Name)]]
        v = ast.literal_eval(nodes[-1])
        for key in re.findall(r"\[([^\]]+)\]", term["name"]):
            v = v[int(key)] if key.isdigit() else v[key]
    except (OSError, SyntaxError, ValueError, IndexError, KeyError, TypeError):
        raise BadInput(f"{where}: the reference names {name!r}, which is no setting of the suite (a literal its module assigns)") from None
    if not isinstance(v, (int, float)) or isinstance(v, bool):
        raise BadInput(f"{where}: {name!r} is {v!r}, not a number")
    return float(v) * float(term["factor"] or 1)


def _number(v, where: str, name: str) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
        raise BadInput(f"{where}: {name} is {v!r}, not a finite number")
    return float(v)


@lru_cache(maxsize=None)
def _read(path: Path):
    """A run's CSV as rows, or its JSON (a run's files are written once: results are never overwritten)."""
    if path.suffix == ".csv":
        import csv

        with path.open(newline="") as f:
            return list(csv.DictReader(f))
    import json
    import lzma

    return json.loads(lzma.open(path).read() if path.name.endswith(".xz") else path.read_bytes())


def of_file(root: Path, term: dict, where: str) -> float:
    """A number of a run's own file: a CSV's ``[column=value,...][column]`` (one row), a JSON's keys in turn."""
    path = root / "results" / term["frun"] / term["file"]
    name = f"{term['frun']}/{term['file']}{term['keys']}"
    if not path.is_file():
        raise BadInput(f"{where}: the reference names {term['frun']}/{term['file']}, which is no file under results/")
    keys = re.findall(r"\[([^\]]+)\]", term["keys"])
    if term["file"].endswith(".csv"):
        rows = _read(path.resolve())
        if len(keys) != 2:
            raise BadInput(f"{where}: {name} names a CSV's number as [column=value,...][column]")
        want = dict(kv.split("=", 1) for kv in keys[0].split(",") if "=" in kv)
        hit = [r for r in rows if all(r.get(k) == v for k, v in want.items())]
        if len(hit) != 1 or keys[1] not in hit[0]:
            raise BadInput(f"{where}: {name} matches {len(hit)} rows of {path.name} (one is needed) or no column "
                           f"{keys[1]!r}; its columns: {', '.join(rows[0]) if rows else 'none'}")
        try:
            return _number(float(hit[0][keys[1]]), where, name)
        except ValueError:
            raise BadInput(f"{where}: {name} is {hit[0][keys[1]]!r}, not a number") from None
    v = _read(path.resolve())
    try:
        for key in keys:
            v = v[int(key)] if isinstance(v, list) else v[key]
    except (KeyError, IndexError, TypeError, ValueError):
        raise BadInput(f"{where}: {name} is no number of {path.name}") from None
    return _number(v, where, name)


def of_point(root: Path, term: dict, where: str) -> float:
    """The field of a sweep's point (the median over its processes, as every table reads it)."""
    folder = root / "results" / term["run"]
    if not folder.is_dir():
        raise BadInput(f"{where}: the reference names run {term['run']!r}, which is not a folder under results/")
    pts = _points(folder)
    impl, _, device = term["impl"].partition("/")
    device, _, mode = device.partition("/")
    impl, _, variant = impl.partition("[")
    pt = pts[(pts.impl == impl) & (pts.variant.fillna("") == variant.removesuffix("]"))
             & (pts.device == (device or "cpu")) & (pts.num_envs == int(term["n"]))]
    if mode:
        pt = pt[pt["mode"].fillna("rollout") == mode]
    if term["release"]:
        pt = pt[pt["release"].fillna("").astype(str).str.split().str[-1] == term["release"]]
    if len(pt) > 1:
        raise BadInput(f"{where}: run {term['run']} has {len(pt)} points {term['impl']}@{term['n']} (modes "
                       f"{', '.join(sorted(set(pt['mode'].fillna('rollout'))))}, releases "
                       f"{', '.join(sorted(set(pt['release'].fillna('').astype(str))))}): name its mode as "
                       f"impl/device/mode, its release as impl@N~RELEASE")
    if pt.empty:
        raise BadInput(f"{where}: run {term['run']} has no point {term['impl']}@{term['n']}; its points: "
                       + ", ".join(sorted({f"{i}{f'[{v}]' if v else ''}@{n}"
                                           for i, v, n in zip(pts.impl, pts.variant.fillna(""), pts.num_envs)})))
    v = pt[term["field"]].iloc[0] if term["field"] in pt.columns else None
    if not isinstance(v, numbers.Real) or isinstance(v, bool) or not math.isfinite(v):
        raise BadInput(f"{where}: point {term['impl']}@{term['n']} of run {term['run']} has no number "
                       f"{term['field']!r}; valid: env_steps_per_s, compile_s, build_s and the other numeric fields")
    return float(v)


def _value(root: Path, term: dict, where: str) -> float:
    try:
        return _known(root, tuple(term.items()))
    except BadInput:  # named again with this reference's file:line
        pass
    return constant(term, where) if term["module"] else of_file(root, term, where) if term["frun"] \
        else of_point(root, term, where)


@lru_cache(maxsize=None)
def _known(root: Path, items: tuple) -> float:
    """A term's number, once per check (a run's files are written once; the suite's source is read once)."""
    term = dict(items)
    return constant(term, "") if term["module"] else of_file(root, term, "") if term["frun"] \
        else of_point(root, term, "")


def value(root: Path, ref: re.Match, where: str) -> float:
    """The number a reference names, or the ratio of its two (of one run: never two runs' numbers in one
    ratio); bad input, naming file:line and the name, where it does not exist."""
    ts = terms(ref)
    vs = [_value(root, t, where) for t in ts]
    if len(vs) == 1:
        return vs[0]
    runs = {t["run"] or t["frun"] for t in ts} - {None}
    if len(runs) > 1:
        raise BadInput(f"{where}: a ratio of two runs' numbers ({' and '.join(sorted(runs))}): a ratio is of one "
                       "run's numbers")
    if vs[1] == 0:
        raise BadInput(f"{where}: a ratio over {named(ref)}, whose divisor is 0")
    return vs[0] / vs[1]


def _named(t: dict) -> str:
    return f"{t['module']}:{t['name']}" if t["module"] else f"{t['frun']}/{t['file']}{t['keys']}" if t["frun"] \
        else f"{t['run']}'s {t['impl']}@{t['n']}{'~' + t['release'] if t['release'] else ''} {t['field']}"


def named(ref: re.Match) -> str:
    return " / ".join(_named(t) for t in terms(ref))


def excerpt(root: Path, m: re.Match, page: Path, where: str) -> str:
    """The lines an excerpt block holds: the n-th table of a run's report (its rows whose ``column`` is
    ``cell``, where the block says so) and the file it came from."""
    path = root / "results" / m["run"] / m["file"]
    if not path.is_file():
        raise BadInput(f"{where}: the excerpt names {m['run']}/{m['file']}, which is no file under results/")
    tables, current = [], None
    for line in path.read_text().splitlines():
        if line.startswith("|"):
            if current is None:
                current = []
                tables.append(current)
            current.append(line)
        else:
            current = None
    n = int(m["n"])
    if not 1 <= n <= len(tables):
        raise BadInput(f"{where}: {m['run']}/{m['file']} has {len(tables)} tables, not a table {n}")
    lines = tables[n - 1]
    if m["column"]:
        head = [c.strip() for c in lines[0].strip("|").split("|")]
        if m["column"] not in head:
            raise BadInput(f"{where}: table {n} of {m['run']}/{m['file']} has no column {m['column']!r}; its "
                           f"columns: {', '.join(head)}")
        i = head.index(m["column"])
        lines = lines[:2] + [r for r in lines[2:] if [c.strip() for c in r.strip("|").split("|")][i] == m["cell"]]
    import os

    rel = os.path.relpath(path, page.parent)
    return "\n".join(lines) + (f"\n\n(From table {n} of [results/{m['run']}/{m['file']}]({rel}), copied by `python -m "
                                "harness readme`.)\n")


def excerpts(path: Path, root: Path) -> list[tuple[str, str, int, int]]:
    """Each excerpt block of a page: (file:line, the lines it should hold, its body's start and end)."""
    text, out = path.read_text(), []
    rel = path.relative_to(root) if path.is_relative_to(root) else path
    for m in re.finditer(EXCERPT.pattern + r"\n", text):
        end = text.find(EXCERPT_END, m.end())
        where = f"{rel}:{text.count(chr(10), 0, m.start()) + 1}"
        if end < 0:
            raise BadInput(f"{where}: an excerpt block with no {EXCERPT_END}")
        out.append((where, excerpt(root, m, path, where), m.end(), end))
    return out


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
        text = path.read_text()
        for where, lines, start, end in excerpts(path, root):
            if text[start:end] != lines:
                wrong.append(f"{where}: the excerpt differs from the table it copies (harness readme copies it again)")
    return wrong, unverified


def refresh(root: Path) -> list[Path]:
    """Every referenced figure rewritten from its field (the pages changed)."""
    changed = []
    for path in pages(root):
        text, parts, last = path.read_text(), [], 0
        edits = [(f.start, f.end, formatted(value(root, f.reference, f.where), f.text))
                 for f in found(path, root) if f.reference is not None]
        edits += [(start, end, lines) for _, lines, start, end in excerpts(path, root)]
        for start, end, new in sorted(edits):
            parts += [text[last:start], new]
            last = end
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
