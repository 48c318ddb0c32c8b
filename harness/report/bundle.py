"""A run folder as one file that travels: ``harness bundle RUN`` writes ``RUN.bundle.tar.xz`` (the folder's
files and a manifest: each file's SHA-256, the run's kind, machine and design, the suite's commit and
source hash that bundled it, and the commits the run's own files record), and ``harness import FILE``
checks such a file and places its run under results/.

What import refuses, with one line and exit 2, writing nothing: what the format's check refuses
(harness/archive.py: not an xz tar, a member outside the bundle, a link or device, too many members or
bytes, a manifest missing or disagreeing with the members); a run whose result files the readers refuse (their shapes, harness/shapes.py) or that holds a failed point; a
run folder that is already there. A run measured by another version of the suite is imported, and the
line says which commit measured it.

The files are bundled as they are. A run's files record the host name (pytest-benchmark's
``machine_info.node``) and paths of the machine that measured it; ``bundle`` prints which before writing.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

from harness import archive, artifacts
from harness.cli import BadInput
from harness.report import results

ROOT = Path(__file__).resolve().parents[2]


def suite() -> dict:
    """This checkout's commit (where git answers) and source hash (harness fleet's: every Python file)."""
    from harness.measure import fleet

    r = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    return {"commit": r.stdout.strip() if r.returncode == 0 else "", "source": fleet.source_hash(ROOT)}


def recorded_commits(folder: Path) -> list[str]:
    """The suite commits the run's own result files record (its points' ``commit``)."""
    rows = results.load([folder]).rows
    return sorted({str(c) for c in rows.get("commit", []) if isinstance(c, str) and c})


def exposure(folder: Path) -> list[str]:
    """What of this machine the files carry: its host name and the paths of this checkout and home, each
    with the files that hold it."""
    needles = {"host name": socket.gethostname(), "suite path": str(ROOT), "home": os.path.expanduser("~")}
    found: dict[str, list[str]] = {}
    for f in sorted(p for p in folder.rglob("*") if p.is_file()):
        try:
            text = artifacts.read_text(f) if f.suffix in (".xz", ".json", ".jsonl", ".md", ".csv", ".log", ".txt") \
                else ""
        except (OSError, ValueError, UnicodeDecodeError):
            continue
        for what, needle in needles.items():
            if needle and len(needle) > 1 and needle in text:
                found.setdefault(f"{what} {needle!r}", []).append(f.relative_to(folder).as_posix())
    return [f"{what} in {len(files)} file{'s' * (len(files) > 1)} ({', '.join(files[:3])}{', ...' * (len(files) > 3)})"
            for what, files in found.items()]


def bundle(run: Path, out: Path) -> Path:
    """``out/RUN.bundle.tar.xz`` of the run folder, written whole or not at all."""
    archive.run_files(run)
    rows = results.load([run]).rows
    return archive.write(run, out / (run.name + archive.SUFFIX), {
        "kind": _kind(run.name), "machine": sorted(set(rows.machine)) if len(rows) else [],
        "design": results.design_of_folder(run) if (run / "run.json").is_file() else None,
        "recorded_commits": recorded_commits(run), "bundled_by": suite()})


def _kind(name: str) -> str:
    m = re.match(r"^.+-\d{8}T\d{6}Z(?:-(.+))?$", name)
    return (m.group(1) or "sweep") if m else "unknown"


def import_(path: Path, root: Path) -> str:
    """Place the checked bundle's run under ``root``; the line saying what was imported."""
    if not path.is_file():
        raise BadInput(f"{str(path)!r} is not a file")
    manifest, files = archive.check(path)
    run = manifest["run"]
    target = root / run
    if target.exists():
        raise BadInput(f"{target} exists: this run is already there (earlier results are never overwritten)")
    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{run}.", dir=root))
    try:
        archive.unpack(files, tmp / run)
        for f in artifacts.json_files(tmp / run):
            try:
                json.loads(artifacts.read_text(f))
            except (OSError, ValueError) as exc:
                raise BadInput(f"{path}: {f.relative_to(tmp)} is not JSON ({str(exc)[:100]})") from None
        loaded = results.load([tmp / run])
        if loaded.problems:
            raise BadInput(f"{path}: the readers refuse its files ({loaded.problems[0][:200]})")
        before = set(results.SKIPPED)
        results.artifacts([tmp / run])
        if bad := sorted(results.SKIPPED - before):
            raise BadInput(f"{path}: {bad[0].relative_to(tmp)} breaks its kind's shape (harness/shapes.py)")
        failed = loaded.rows[loaded.rows.status == "failed"] if len(loaded.rows) else loaded.rows
        if len(failed):
            raise BadInput(f"{path}: {len(failed)} point(s) failed when measured ({failed.iloc[0].impl} at "
                           f"{failed.iloc[0].num_envs}); a run whose checks failed is not imported")
        (tmp / run).rename(target)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    here = suite()
    measured = manifest.get("recorded_commits") or []
    other = [c for c in measured if here["commit"] and c != here["commit"]]
    return (f"imported {run} ({manifest.get('kind')}, {', '.join(manifest.get('machine') or []) or 'no points'}, "
            f"{len(files)} files, every hash checked) into {target}"
            + (f"; measured by the suite at {', '.join(c[:12] for c in other)}, this checkout is {here['commit'][:12]}"
               if other else ""))
