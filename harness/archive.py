"""The bundle: a run folder as one file that travels (``RUN.bundle.tar.xz``): its files as they are and a
MANIFEST.json (each file's SHA-256, the run's name, and what the writer adds: kind, machine, design, the
suite that bundled it). ``harness bundle`` and ``harness import`` (harness/report/bundle.py) and
``harness fleet``, which ships each node's run back so, write and read it here, one format and one check.

What :func:`check` refuses (a BadInput, one line): a file that is not an xz tar; a member whose name is
absolute or climbs out (``..``), a link (symbolic or hard), a device or anything else that is not a plain
file or folder; more than MAX_FILES members or more than MAX_BYTES unpacked; a manifest that is missing,
not this format, or that disagrees with the members (a file changed, missing or extra).
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import re
import tarfile
from pathlib import Path

from harness.cli import BadInput

FORMAT = 1
MANIFEST = "MANIFEST.json"
SUFFIX = ".bundle.tar.xz"
MAX_FILES = 10_000  # far above a run folder's files (a default sweep's: one per process, its logs, its tables)
MAX_BYTES = 1 << 30  # unpacked: far above a run folder's size
RUN_NAME = re.compile(r"[A-Za-z0-9._-]+")


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def run_files(run: Path) -> list[Path]:
    """A run folder's files, checked to be a run folder of plain files."""
    if not run.is_dir() or not RUN_NAME.fullmatch(run.name):
        raise BadInput(f"{str(run)!r} is not a run folder (results/MACHINE-TIME[-KIND])")
    files = sorted(p for p in run.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    if not files or any(p.is_symlink() for p in run.rglob("*")):
        raise BadInput(f"{run}: {'no files' if not files else 'holds a link'}; a run folder holds plain files")
    return files


def write(run: Path, target: Path, about: dict) -> Path:
    """``target`` (a bundle of the run folder, its manifest ``about`` and the files' hashes), written whole
    or not at all; an existing target is never overwritten."""
    files = run_files(run)
    if target.exists():
        raise BadInput(f"{target} exists; earlier bundles are never overwritten")
    manifest = {"format": FORMAT, "run": run.name, **about,
                "files": {p.relative_to(run).as_posix(): sha(p.read_bytes()) for p in files}}
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.tmp{os.getpid()}")
    try:
        with tarfile.open(tmp, "w:xz", preset=1) as tar:  # (most of a run is xz already: little to gain above 1)
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
    if not RUN_NAME.fullmatch(run) or run in (".", ".."):
        raise BadInput(f"{path}: run name {run!r} is not a folder name")
    files = {}
    for name, blob in data.items():
        head, _, rel = name.partition("/")
        if head != run or not rel:
            raise BadInput(f"{path}: member {name!r} is not in its run's folder {run}/")
        files[rel] = blob
    extra, missing = sorted(set(files) - set(want)), sorted(set(want) - set(files))
    changed = sorted(n for n in set(files) & set(want) if sha(files[n]) != want[n])
    if extra or missing or changed:
        what = [f"{k} {', '.join(v[:3])}" for k, v in (("changed:", changed), ("missing:", missing),
                                                        ("not in the manifest:", extra)) if v]
        raise BadInput(f"{path}: its files disagree with its manifest ({'; '.join(what)})")
    return manifest, files


def unpack(files: dict[str, bytes], folder: Path) -> Path:
    """The checked files written into ``folder`` (made; it must not exist)."""
    folder.mkdir(parents=True)
    for rel, blob in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(blob)
    return folder
