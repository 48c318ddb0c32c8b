"""harness bundle and harness import (harness/report/bundle.py): a run folder as one file whose every byte
is checked where it arrives, and every bad bundle refused in one line, exit 2, with nothing written."""
import io
import json
import shutil
import tarfile
from pathlib import Path

import pytest

from harness import archive
from harness.report import bundle

FIX = Path(__file__).resolve().parent / "fixtures" / "results"
RUN = "cpu-box-20261101T000000Z"


@pytest.fixture
def made(tmp_path, harness_main):
    """A fixture sweep's folder as a run, and its bundle."""
    shutil.copytree(FIX / "cpu-box", tmp_path / "here" / RUN)
    r = harness_main("bundle", tmp_path / "here" / RUN, "--out", tmp_path / "sent")
    assert r.returncode == 0, r.stderr
    return tmp_path / "here" / RUN, tmp_path / "sent" / (RUN + archive.SUFFIX)


def test_a_bundle_carries_the_run_byte_for_byte_and_its_manifest(made, tmp_path, harness_main):
    run, sent = made
    r = harness_main("import", sent, "--out", tmp_path / "there")
    assert r.returncode == 0 and f"imported {RUN} (sweep, cpu-box, 3 files, every hash checked)" in r.stdout, r.stderr
    got = tmp_path / "there" / RUN
    assert sorted(p.name for p in got.iterdir()) == sorted(p.name for p in run.iterdir())
    assert all((got / p.name).read_bytes() == p.read_bytes() for p in run.iterdir())
    with tarfile.open(sent) as tar:
        manifest = json.loads(tar.extractfile(archive.MANIFEST).read())
    assert manifest["run"] == RUN and manifest["kind"] == "sweep" and manifest["machine"] == ["cpu-box"]
    assert len(manifest["bundled_by"]["source"]) == 16 and set(manifest["files"]) == {p.name for p in run.iterdir()}
    again = harness_main("import", sent, "--out", tmp_path / "there")  # the run is there: refused
    assert again.returncode == 2 and "exists: this run is already there" in again.stderr
    shown = harness_main("bundle", run, "--out", tmp_path / "sent")  # never over an earlier bundle
    assert shown.returncode == 2 and "earlier bundles are never overwritten" in shown.stderr


def _rebuilt(sent: Path, out: Path, change=None, add=()) -> Path:
    """The bundle's members again, ``change(info, data)`` -> (info, data) or None (left out), then ``add``."""
    with tarfile.open(sent) as tar:
        members = [(m, tar.extractfile(m).read()) for m in tar]
    with tarfile.open(out, "w:xz") as tar:
        for info, data in members:
            got = change(info, data) if change else (info, data)
            if got is not None:
                tar.addfile(got[0], io.BytesIO(got[1]))
        for info, data in add:
            tar.addfile(info, io.BytesIO(data) if data is not None else None)
    return out


def _file(name: str, data: bytes = b"x", kind=tarfile.REGTYPE) -> tuple[tarfile.TarInfo, bytes | None]:
    info = tarfile.TarInfo(name)
    info.type, info.size = kind, len(data) if kind == tarfile.REGTYPE else 0
    if kind in (tarfile.SYMTYPE, tarfile.LNKTYPE):
        info.linkname = "/etc/passwd"
    return info, data if kind == tarfile.REGTYPE else None


def _changed(info, data):
    return (info, data.replace(b"numpy", b"NUMPY", 1)) if info.name.endswith("numpy-cpu.json") else (info, data)


BAD = {
    "a changed file": (dict(change=_changed), "disagree with its manifest (changed: numpy-cpu.json)"),
    "a missing file": (dict(change=lambda i, d: None if i.name.endswith("points.jsonl") else (i, d)),
                       "missing: points.jsonl"),
    "an extra file": (dict(add=[_file(f"{RUN}/extra.json", b"{}")]), "not in the manifest: extra.json"),
    "a climbing name": (dict(add=[_file(f"{RUN}/../../escaped")]), "is outside the bundle"),
    "an absolute name": (dict(add=[_file("/tmp/absolute")]), "is outside the bundle"),
    "a symbolic link": (dict(add=[_file(f"{RUN}/link", kind=tarfile.SYMTYPE)]), "is a symbolic link"),
    "a hard link": (dict(add=[_file(f"{RUN}/hard", kind=tarfile.LNKTYPE)]), "is a hard link"),
    "a device": (dict(add=[_file(f"{RUN}/dev", kind=tarfile.CHRTYPE)]), "is a device or special file"),
    "no manifest": (dict(change=lambda i, d: None if i.name == archive.MANIFEST else (i, d)), "no MANIFEST.json"),
}


@pytest.mark.parametrize("what", BAD)
def test_a_bad_bundle_is_refused_in_one_line_with_nothing_written(made, tmp_path, harness_main, what):
    _, sent = made
    options, said = BAD[what]
    bad = _rebuilt(sent, tmp_path / f"bad{archive.SUFFIX}", **options)
    r = harness_main("import", bad, "--out", tmp_path / "there")
    assert r.returncode == 2 and said in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "there").exists() or not any((tmp_path / "there").iterdir())
    assert not (tmp_path.parent / "escaped").exists()


def test_too_many_or_too_large_members_and_not_a_bundle_are_refused(made, tmp_path, harness_main, monkeypatch):
    _, sent = made
    many = _rebuilt(sent, tmp_path / f"many{archive.SUFFIX}", add=[_file(f"{RUN}/f{i}") for i in range(40)])
    monkeypatch.setattr(archive, "MAX_FILES", 20)  # (10^4 in use: the same check, a smaller number)
    r = harness_main("import", many, "--out", tmp_path / "there")
    assert r.returncode == 2 and "more than 20 members" in r.stderr
    monkeypatch.setattr(archive, "MAX_FILES", 10_000)
    monkeypatch.setattr(archive, "MAX_BYTES", 100)
    r = harness_main("import", sent, "--out", tmp_path / "there")
    assert r.returncode == 2 and "unpacked" in r.stderr
    (tmp_path / "plain.tar.xz").write_bytes(b"not xz at all")
    r = harness_main("import", tmp_path / "plain.tar.xz", "--out", tmp_path / "there")
    assert r.returncode == 2 and "not a bundle" in r.stderr
    assert not (tmp_path / "there").exists() or not any((tmp_path / "there").iterdir())
