"""results/README.md: every run folder by machine, kind and date, superseded runs marked (files kept).

A folder is ``<machine>-<UTC time>[-<kind>]`` (a sweep has no kind). A folder of measured points is
superseded when every point it measured has a newer measurement in another folder (the report and
the README use the newest of each point), partly superseded when some have; a sass, cpu-code or
gpu-compile folder when a newer folder of the same machine and kind exists (the pages show the
newest); a training folder when each trainer x env x configuration it ran was run again later (the
training block shows the newest of each); fusion and ablation runs are all shown on docs/results.md.
Nothing is deleted:
every figure a page quotes names its folder.
"""
from __future__ import annotations

import re
from pathlib import Path

from harness.artifacts import DESIGNS, logical_name, rows_to_markdown
from harness.cli import BadInput
from harness.report import results

_NAME = re.compile(r"^(?P<machine>.+)-(?P<stamp>\d{8}T\d{6}Z)(?:-(?P<kind>.+))?$")


def folders(root: Path) -> list[dict]:
    """Every run folder under ``root`` with its machine, UTC time and kind, oldest first."""
    out = []
    for f in sorted(p for p in Path(root).iterdir() if p.is_dir()):
        m = _NAME.match(f.name)
        if m:
            s = m.group("stamp")
            out.append({"folder": f.name, "machine": m.group("machine"), "kind": m.group("kind") or "sweep",
                        "time": f"{s[:4]}-{s[4:6]}-{s[6:8]} {s[9:11]}:{s[11:13]}", "stamp": s})
    return sorted(out, key=lambda r: (r["stamp"], r["folder"]))


NEWEST_SHOWN = ("sass", "cpu-code", "gpu-compile", "gpu-model")  # kinds whose newest folder per machine the pages show


def mark_superseded(rows: list[dict], df, root: Path | None = None) -> None:
    """Each row's ``status``: a folder of measured points (a sweep, an adapter run) by its points; a
    sass, cpu-code, gpu-compile or gpu-model folder by whether it is its machine's newest of the kind; the others
    (fusion, ablation, train) are shown, every one, on the results page."""
    newest = {(r["machine"], r["kind"]): r["folder"] for r in rows}  # rows are oldest first
    ok = df[df.status == "ok"] if len(df) else df
    own, current = {}, {}
    if len(ok):
        folder_of = lambda frame: frame.source.map(lambda s: Path(s).parent.name)  # noqa: E731
        own = ok.groupby(folder_of(ok)).size().to_dict()
        latest = results.latest(ok)
        current = latest.groupby(folder_of(latest)).size().to_dict()
    runs = _training_runs(rows, root)
    for r in rows:
        measured, kept = own.get(r["folder"], 0), current.get(r["folder"], 0)
        if r["kind"] == "train" and r["folder"] in runs:
            measured, kept = runs[r["folder"]]
        if measured and r["kind"] == "train":  # groups: trainer x env x config x together
            r["points"] = measured
            r["status"] = ("current" if kept == measured else "superseded (every trainer, env and config run "
                           "again later)" if kept == 0 else f"partly superseded ({kept} of {measured} runs newest here)")
        elif measured:
            r["points"] = measured
            r["status"] = ("current" if kept == measured else "superseded (every point measured again later)"
                           if kept == 0 else f"partly superseded ({kept} of {measured} points newest here)")
        elif r["kind"] in NEWEST_SHOWN:
            later = newest[(r["machine"], r["kind"])]
            r["status"] = "current" if later == r["folder"] else f"superseded by {later}"
        else:
            shown = r["kind"] == "fusion" or r["kind"].startswith("ablation")
            r["status"] = ("shown on the results page" if shown else "no measured points" if r["kind"] == "sweep"
                           else "no training records" if r["kind"] == "train"
                           else "in its folder only (no page reads this kind)")


def _training_runs(rows: list[dict], root) -> dict[str, tuple[int, int]]:
    """Per -train folder: (its trainer x env x config x together groups, how many of them are newest
    there): the training block shows each group's newest run only."""
    if root is None:
        return {}
    seen: dict[tuple, str] = {}
    groups: dict[str, set] = {}
    for a in results.artifacts([root], "train"):  # oldest first: the last folder of a group wins
        keys = {(a.label, r["trainer"], r["env"], r["config"], r["together"]) for r in a.doc.get("records", [])}
        groups[a.folder.name] = keys
        seen.update({k: a.folder.name for k in keys})
    return {f: (len(keys), sum(seen[k] == f for k in keys)) for f, keys in groups.items()}


def _cell(v) -> str:
    if v is None or v != v:  # None, NaN: a folder that is not a sweep has no point count
        return ""
    return str(int(v)) if isinstance(v, float) and v.is_integer() else str(v)


def pages_of(root: Path) -> list[Path]:
    """The pages that may cite a run of ``root`` (results/): the README and docs/*.md beside it."""
    top = Path(root).resolve().parent
    return [p for p in [top / "README.md", *sorted((top / "docs").glob("*.md"))] if p.is_file()]


def catalog(root: Path) -> tuple[list[dict], dict[str, set]]:
    """Every run folder under ``root``, oldest first, each with its machine (the folder's label and
    ``read_as``, today's label of its CPU), kind, UTC time, points, design, status, size in bytes,
    ``cited_by``, the pages that name it, and ``commit``, the suite commits its points record; and today's
    labels of each folder label."""
    rows = folders(root)
    df = results.load([root]).rows
    mark_superseded(rows, df, root)
    # today's label of each folder label (the rows read it from the CPU identity recorded with them)
    today: dict[str, set] = {}
    for source, m in zip(df.source, df.machine):
        if found := _NAME.match(Path(str(source)).parent.name):
            today.setdefault(found.group("machine"), set()).add(m)
    commits: dict[str, set] = {}  # the suite commits each folder's points record (pytest-benchmark's commit_info)
    for source, c in zip(df.get("source", []), df.get("commit", [])):
        if isinstance(c, str) and c:
            commits.setdefault(Path(str(source)).parent.name, set()).add(c)
    texts = {p.relative_to(Path(root).resolve().parent).as_posix(): p.read_text() for p in pages_of(root)}
    for r in rows:
        folder = Path(root) / r["folder"]
        r["design"] = results.design_of_folder(folder) if (folder / "run.json").is_file() else None
        r["read_as"] = ", ".join(sorted(today.get(r["machine"], set()) - {r["machine"]}))
        r["bytes"] = sum(f.stat().st_size for f in folder.rglob("*") if f.is_file())
        r["kB"] = round(r["bytes"] / 1e3)
        r["cited_by"] = ", ".join(name for name, text in texts.items() if r["folder"] in text)
        r["commit"] = ", ".join(sorted(commits.get(r["folder"], ())))
    return rows, today


COLUMNS = [("folder", "folder"), ("machine", "machine"), ("read_as", "read as"), ("kind", "kind"), ("time", "UTC"),
           ("points", "points"), ("design", "design"), ("kB", "kB"), ("status", "status"), ("cited_by", "cited by"),
           ("commit", "suite commit")]
FILTERS = ("machine", "kind", "design")


def chosen(rows: list[dict], **given) -> list[dict]:
    """The catalog's rows that match every filter given (machine: the folder's label or today's; kind;
    design); a value that matches no run is bad input naming the valid ones."""
    for key, value in given.items():
        if value is None:
            continue
        def of(r, key=key) -> set[str]:
            return ({r["machine"], *filter(None, r["read_as"].split(", "))} if key == "machine"
                    else {str(r[key])})
        valid = sorted({v for r in rows for v in of(r)})
        if value not in valid:
            raise BadInput(f"--{key} {value!r}: no run has it; valid: {', '.join(valid)}")
        rows = [r for r in rows if value in of(r)]
    return rows


# The rule of `harness runs --compact`: every run keeps its data and logs; a run keeps its derived tables too
# (the Markdown and CSV the suite wrote from its data) when a page names it (the README and its findings,
# docs/*.md, docs/history.md among them) or it is the newest of its machine, kind and design. The pages quote
# only runs they name and the tables read the data, so no page changes; `harness report` makes any run's
# tables again from its data.
COMPACT_RULE = ("each run keeps its data and logs; its derived tables (top-level .md and .csv) only where a page "
                "names it or it is the newest of its machine, kind and design")


def compaction(rows: list[dict], root: Path, within=None) -> list[Path]:
    """The derived tables COMPACT_RULE lets go, of the catalog's runs (``rows``: every run, oldest first, the
    newest of each machine, kind and design read from them all) named in ``within`` (default: every one)."""
    newest = {(r["machine"], r["kind"], r["design"]): r["folder"] for r in rows}
    names = None if within is None else {r["folder"] for r in within}
    out = []
    for r in rows:
        if r["cited_by"] or newest[(r["machine"], r["kind"], r["design"])] == r["folder"] \
                or (names is not None and r["folder"] not in names):
            continue
        out += [f for f in sorted((Path(root) / r["folder"]).iterdir())
                if f.is_file() and logical_name(f).endswith((".md", ".csv"))]
    return out


def table(rows: list[dict]) -> str:
    """The catalog's rows as one Markdown table (harness runs)."""
    return rows_to_markdown(rows, COLUMNS, fmt=_cell)


def markdown(root: Path) -> str:
    """The index page of ``root`` (results/)."""
    rows, today = catalog(root)
    columns = [c for c in COLUMNS if c[0] != "read_as"]  # (each machine's heading says how it is read)
    body = []
    for machine in sorted({r["machine"] for r in rows}):
        mine = [dict(r, folder=f"[{r['folder']}]({r['folder']}/)") for r in rows if r["machine"] == machine]
        read_as = sorted(today.get(machine, set()) - {machine})
        body.append(f"## {machine}" + (f" (read as {', '.join(read_as)})" if read_as else "") + "\n\n"
                    + rows_to_markdown(mine, columns, fmt=_cell))
    kinds = sorted({r["kind"] for r in rows})
    return ("# Results\n\nGenerated by `python -m harness readme`: every run folder under results/, by machine "
            f"and time ({len(rows)} folders; kinds: {', '.join(kinds)}). A sweep is superseded when every point "
            "it measured was measured again later in a run of its design or a newer one (the pages quote each point so); another kind "
            "(sass, cpu-code, gpu-compile, gpu-model) when a newer folder of its machine and kind exists; a training run when every trainer, env and configuration it ran was run again later; fusion and ablation runs are all shown on docs/results.md. Nothing is deleted. Machine labels name the "
            "CPU's vendor, microarchitecture, vector ISA and cores; a folder named with an older label is read "
            "under today's, from the CPU identity recorded with its results (the heading says which). kB: the "
            "folder's size; cited by: the pages (README.md, docs/) that name it. `python -m harness runs` prints "
            "this catalog, filtered by --machine, --kind and --design. A sweep's "
            "design (its run.json; harness/artifacts.py DESIGNS): "
            + "; ".join(f"{n}: {about}" for n, about in DESIGNS.items()) + ".\n\n" + "\n".join(body))
