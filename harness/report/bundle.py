"""A run folder as one file that travels: ``harness bundle RUN`` writes ``RUN.bundle.tar.xz`` (the folder's
files and a manifest: each file's SHA-256, the run's kind, machine and design, the suite's commit and
source hash that bundled it, and the commits the run's own files record), and ``harness import FILE``
checks such a file and places its run under results/.

What import refuses, with one line and exit 2, writing nothing: a file that is not an xz tar; a member
whose name is absolute or climbs out (``..``), a link (symbolic or hard), a device or anything else that is
not a plain file or folder; more than MAX_FILES members or more than MAX_BYTES unpacked; a manifest that is
missing, not this format, or that disagrees with the members (a file changed, missing or extra); a run
whose result files the readers refuse (their shapes, harness/shapes.py) or that holds a failed point; a
run folder that is already there. A run measured by another version of the suite is imported, and the
line says which commit measured it.

The files are bundled as they are. A run's files record the host name (pytest-benchmark's
``machine_info.node``) and paths of the machine that measured it; ``bundle`` prints which before writing.
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import re
import shutil
import socket
import subprocess
import tarfile
import tempfile
from pathlib import Path

from harness import artifacts
from harness.cli import BadInput
from harness.report import results

FORMAT = 1
MANIFEST = "MANIFEST.json"
SUFFIX = ".bundle.tar.xz"
MAX_FILES = 10_000  # far above a run folder's files (a default sweep's: one per process, its logs, its tables)
MAX_BYTES = 1 << 30  # unpacked: far above a run folder's size
ROOT = Path(__file__).resolve().parents[2]


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


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
    if not run.is_dir() or not re.fullmatch(r"[A-Za-z0-9._-]+", run.name):
        raise BadInput(f"{str(run)!r} is not a run folder (results/MACHINE-TIME[-KIND])")
    files = sorted(p for p in run.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    if not files or any(p.is_symlink() for p in run.rglob("*")):
        raise BadInput(f"{run}: {'no files' if not files else 'holds a link'}; a run folder holds plain files")
    target = out / (run.name + SUFFIX)
    if target.exists():
        raise BadInput(f"{target} exists; earlier bundles are never overwritten")
    rows = results.load([run]).rows
    manifest = {"format": FORMAT, "run": run.name, "kind": _kind(run.name),
                "machine": sorted(set(rows.machine)) if len(rows) else [],
                "design": results.design_of_folder(run) if (run / "run.json").is_file() else None,
                "recorded_commits": recorded_commits(run), "bundled_by": suite(),
                "files": {p.relative_to(run).as_posix(): _sha(p.read_bytes()) for p in files}}
    out.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.tmp{os.getpid()}")
    try:
        with tarfile.open(tmp, "w:xz") as tar:
            data = json.dumps(manifest, indent=1, sort_keys=True).encode()
            info = tarfile.TarInfo(MANIFEST)
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
            for p in files:
                info = tarfile.TarInfo(f"{run.name}/{p.relative_to(run).as_posix()}")
                info.size, info.mode = p.stat().st_size, 0o644  # no owner, no time: the files, not this disk
                with open(p, "rb") as fh:
                    tar.addfile(info, fh)
        tmp.replace(target)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def _kind(name: str) -> str:
    m = re.match(r"^.+-\d{8}T\d{6}Z(?:-(.+))?$", name)
    return (m.group(1) or "sweep") if m else "unknown"


def _members(tar: tarfile.TarFile) -> list[tarfile.TarInfo]:
    """The members, each a plain file or folder with a safe relative name, within the limits."""
    out, total = [], 0
    for m in tar:
        if len(out) >= MAX_FILES:
            raise BadInput(f"more than {MAX_FILES} members; a run folder holds far fewer")
        name = m.name
        if name.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:", name) or ".." in Path(name).parts:
            raise BadInput(f"member {name!r} is outside the bundle (an absolute name or ..)")
        if not (m.isfile() or m.isdir()):
            what = "a symbolic link" if m.issym() else "a hard link" if m.islnk() else "a device or special file"
            raise BadInput(f"member {name!r} is {what}; a bundle holds plain files")
        total += m.size
        if total > MAX_BYTES:
            raise BadInput(f"more than {MAX_BYTES >> 20} MB unpacked; a run folder is far smaller")
        out.append(m)
    return out


def check(path: Path) -> tuple[dict, dict[str, bytes]]:
    """The bundle's manifest and its run's files (relative name -> bytes), checked (see the module's text)."""
    try:
        with tarfile.open(path, "r:xz") as tar:
            members = _members(tar)
            data = {m.name: tar.extractfile(m).read() for m in members if m.isfile()}
    except (tarfile.TarError, EOFError, OSError, ValueError) as exc:  # lzma.LZMAError is an OSError
        raise BadInput(f"{path}: not a bundle ({type(exc).__name__}: {str(exc)[:120]})") from None
    if MANIFEST not in data:
        raise BadInput(f"{path}: no {MANIFEST}")
    try:
        manifest = json.loads(data.pop(MANIFEST))
        run, want = manifest["run"], manifest["files"]
        assert manifest["format"] == FORMAT and isinstance(want, dict) and isinstance(run, str)
    except (ValueError, KeyError, TypeError, AssertionError):
        raise BadInput(f"{path}: its {MANIFEST} is not a bundle manifest of format {FORMAT}") from None
    if not re.fullmatch(r"[A-Za-z0-9._-]+", run) or run in (".", ".."):
        raise BadInput(f"{path}: run name {run!r} is not a folder name")
    files = {}
    for name, blob in data.items():
        head, _, rel = name.partition("/")
        if head != run or not rel:
            raise BadInput(f"{path}: member {name!r} is not in its run's folder {run}/")
        files[rel] = blob
    extra, missing = sorted(set(files) - set(want)), sorted(set(want) - set(files))
    changed = sorted(n for n in set(files) & set(want) if _sha(files[n]) != want[n])
    if extra or missing or changed:
        what = [f"{k} {', '.join(v[:3])}" for k, v in (("changed:", changed), ("missing:", missing),
                                                        ("not in the manifest:", extra)) if v]
        raise BadInput(f"{path}: its files disagree with its manifest ({'; '.join(what)})")
    return manifest, files


def import_(path: Path, root: Path) -> str:
    """Place the checked bundle's run under ``root``; the line saying what was imported."""
    if not path.is_file():
        raise BadInput(f"{str(path)!r} is not a file")
    manifest, files = check(path)
    run = manifest["run"]
    target = root / run
    if target.exists():
        raise BadInput(f"{target} exists: this run is already there (earlier results are never overwritten)")
    root.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{run}.", dir=root))
    try:
        for rel, blob in files.items():
            (tmp / run / rel).parent.mkdir(parents=True, exist_ok=True)
            (tmp / run / rel).write_bytes(blob)
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
