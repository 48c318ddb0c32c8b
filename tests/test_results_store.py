"""results/ as stored: small enough to keep in git, every compressed file the original byte for byte,
and the readers reading compressed files as they read plain ones (harness/artifacts.py)."""
from __future__ import annotations

import gzip
import hashlib
import json
import lzma
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from harness import artifacts, shapes
from harness.report import results

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "results"
BUDGET = 12_500_000  # bytes of tracked files under results/ (13 and 14 MB from the suite-numba runs of 2026-11-26
# until the points logs, process logs, readme figures and points table were stored smaller on 2026-11-27; 12 MB
# until the default sweep of 2026-12-04, 255 kB, took it to 12.15 MB: a default sweep's folder is about that;
# 7.1 MB since 2026-12-07, when run folders stopped keeping figures and a file per process's plan, below)
FIXTURES = Path(__file__).resolve().parent / "fixtures" / "results"


def tracked_results() -> list[Path]:
    r = subprocess.run(["git", "ls-files", "-z", "results"], cwd=ROOT, capture_output=True, text=True)
    if r.returncode:
        pytest.skip(f"not a git checkout: {r.stderr.strip()[:200]}")
    return [ROOT / f for f in r.stdout.split("\0") if f]


def test_the_catalog_is_current(tmp_path):
    """results/README.md is what harness readme generates from the tracked run folders and the pages that cite
    them (the tracked files copied, so a run of this machine's own in results/ is not part of it): a folder
    added or removed, or a page that starts citing a run, fails here until it is regenerated."""
    from harness.report import index

    root = tmp_path / "results"
    for p in tracked_results():
        if p.parent != RESULTS and p.exists():
            (root / p.relative_to(RESULTS)).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(p, root / p.relative_to(RESULTS))
    (tmp_path / "README.md").symlink_to(ROOT / "README.md")
    (tmp_path / "docs").symlink_to(ROOT / "docs")
    want, have = index.markdown(root), (RESULTS / "README.md").read_text()
    if want != have:
        named = lambda text: set(re.findall(r"^\| \[([^\]]+)\]", text, re.M))  # noqa: E731
        pytest.fail(f"results/README.md is stale (python -m harness readme): missing {sorted(named(want) - named(have))}"
                    f", not a run {sorted(named(have) - named(want))}; first difference at character "
                    f"{next(i for i, (a, b) in enumerate(zip(want, have + chr(0))) if a != b)}")


def test_a_run_folder_keeps_data_and_logs_not_drawings_or_a_file_per_plan():
    """Figures are drawn from a run's data when asked (harness report; the README's own in results/readme
    are the exception), and the plans of a run's processes are one file (logs/plans.jsonl)."""
    kept = [p.relative_to(RESULTS).as_posix() for p in tracked_results()
            if p.parent.name != "readme" and p.name.endswith((".png", ".svgz", ".svg", ".plan"))]
    assert not kept, kept[:5]


def test_tracked_results_stay_under_the_budget():
    sizes = {p: p.stat().st_size for p in tracked_results() if p.exists()}
    total = sum(sizes.values())
    largest = sorted(sizes, key=sizes.get, reverse=True)[:5]
    assert total < BUDGET, f"results/ is {total:,} bytes (budget {BUDGET:,}); largest: " + ", ".join(
        f"{p.relative_to(ROOT)} {sizes[p]:,}" for p in largest)


def stored_form(original: Path) -> Path:
    return original.with_name(original.name + "z") if original.suffix == ".svg" else \
        original.with_name(original.name + artifacts.XZ)


def test_every_compressed_result_is_its_original_byte_for_byte():
    """results/compressed.sha256.xz lists each file that was compressed or packed after it was written (its
    original's SHA-256, sha256sum's format); decompressed, or read from its run's pack, each has that hash."""
    lines = artifacts.read_text(RESULTS / "compressed.sha256.xz").splitlines()
    assert len(lines) > 600
    packs = {}
    for line in lines:
        digest, name = line.split("  ", 1)
        path = stored_form(RESULTS / name)
        if path.exists():
            data = path.read_bytes()
            data = gzip.decompress(data) if path.suffix == ".svgz" else lzma.decompress(data)
        else:  # a sweep's result file or log, packed with its run's others (artifacts.pack, pack_logs)
            run = path.parent
            if run not in packs:
                packs[run] = (dict(artifacts.pack_members(artifacts.find(run, artifacts.LOGS))) if run.name == "logs"
                              else artifacts.packed_files(run))
            data = packs[run][Path(name).name].encode()
        assert hashlib.sha256(data).hexdigest() == digest, name
    assert len(packs) > 30


def test_the_hash_check_fails_on_a_changed_byte(tmp_path):
    original = b"    vdivps %ymm1, %ymm2, %ymm3\n"
    stored = tmp_path / "a.s.xz"
    stored.write_bytes(lzma.compress(original.replace(b"ymm3", b"ymm4")))
    assert hashlib.sha256(lzma.decompress(stored.read_bytes())).hexdigest() != hashlib.sha256(original).hexdigest()


def test_raw_dumps_and_large_json_are_written_compressed(tmp_path):
    out = artifacts.Artifacts(tmp_path, "cpu-code")
    asm = "\tvdivps\t%zmm1, %zmm2, %zmm3\n" * 10
    assert out.text("numba-cpu.s", asm) == tmp_path / "numba-cpu.s.xz"
    assert artifacts.stored(tmp_path / "logs" / "numpy-cpu-p1.log", 100).name == "numpy-cpu-p1.log.xz"
    assert out.text("cpu-code.md", "| a |\n") == tmp_path / "cpu-code.md"  # a table stays readable as it is
    # the sweep's points log, once its run ends: compressed when large (artifacts.settle)
    assert artifacts.stored(tmp_path / "points.jsonl", artifacts.LARGE_JSON + 1) == tmp_path / "points.jsonl.xz"
    assert artifacts.stored(tmp_path / "points.jsonl", artifacts.LARGE_JSON) == tmp_path / "points.jsonl"
    import pandas as pd

    table = pd.DataFrame({"source": ["results/some-run/numpy-cpu-p1.json"] * 4, "rate": range(4)})
    assert out.csv("small-table", table) == tmp_path / "small-table.csv"
    many = pd.concat([table] * (artifacts.LARGE_CSV // 100))  # every point a report used: over LARGE_CSV
    assert out.csv("points", many, index=False) == tmp_path / "points.csv.xz"
    assert pd.read_csv(tmp_path / "points.csv.xz").equals(many.reset_index(drop=True))
    small = out.data("small", {"rows": [1, 2]})
    big = out.data("big", {"rows": list(range(artifacts.LARGE_JSON))})
    assert (small.name, big.name) == ("small.json", "big.json.xz")
    assert artifacts.read_text(tmp_path / "numba-cpu.s.xz") == asm
    assert json.loads(artifacts.read_text(big))["rows"][-1] == artifacts.LARGE_JSON - 1
    assert [p.name for p in artifacts.json_files(tmp_path)] == ["big.json.xz", "small.json"]
    assert artifacts.find(tmp_path, "big.json") == big and artifacts.find(tmp_path, "small.json") == small


def test_a_figure_is_stored_as_a_256_colour_png_beside_its_exact_svg(tmp_path):
    import io

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from PIL import Image

    fig, ax = plt.subplots(figsize=(6, 4))
    for k in range(12):  # antialiased curves: thousands of colours in the full-colour render
        ax.plot(np.linspace(0, 1, 200) ** (1 + k / 4), alpha=0.6)
    png, svgz = artifacts.save_figure(fig, tmp_path / "fig", dpi=110)
    full = io.BytesIO()
    fig.savefig(full, format="png", dpi=110)
    plt.close(fig)
    stored, exact = Image.open(png), Image.open(full)
    assert stored.mode == "P" and stored.size == exact.size and len(exact.convert("RGB").getcolors(1 << 24)) > 256
    diff = np.abs(np.asarray(stored.convert("RGB"), int) - np.asarray(exact.convert("RGB"), int))
    assert diff.mean() < 2 and png.stat().st_size < full.getbuffer().nbytes / 2
    assert svgz.read_bytes()[:2] == b"\x1f\x8b"


def test_settle_compresses_only_what_the_rule_says(tmp_path):
    small, large = tmp_path / "numpy-cpu.json", tmp_path / "jax-naive-cpu.json"
    small.write_text("{}")
    text = json.dumps({"benchmarks": [{"x": i} for i in range(3000)]})
    large.write_text(text)
    assert artifacts.settle(small) == small and small.exists()
    assert artifacts.settle(large) == tmp_path / "jax-naive-cpu.json.xz" and not large.exists()
    assert artifacts.read_text(tmp_path / "jax-naive-cpu.json.xz") == text


def test_a_corrupt_compressed_file_is_a_value_error(tmp_path):
    bad = tmp_path / "x.json.xz"
    bad.write_bytes(b"\xfd7zXZ\x00 cut short")
    with pytest.raises(ValueError, match="corrupt compressed file"):
        artifacts.read_text(bad)


def test_the_reader_takes_compressed_results_as_plain_ones(tmp_path):
    """A pytest-benchmark file and a points log read the same compressed or not; a corrupt compressed
    file is one problem line, the others still read."""
    plain = tmp_path / "plain"
    shutil.copytree(FIXTURES / "cpu-box", plain)
    packed = tmp_path / "packed"
    shutil.copytree(plain, packed)
    for f in [*packed.glob("*.json"), packed / "points.jsonl"]:
        artifacts.compress(f)
    (packed / "broken.json.xz").write_bytes(b"not xz")
    a, b = results.load([plain]), results.load([packed])
    cols = ["impl", "device", "num_envs", "status", "reason", "env_steps_per_s"]
    assert "skipped" in set(a.rows.status)  # (the points log's row: a device this box lacks)
    assert len(a.rows) > 0 and a.rows[cols].equals(b.rows[cols])
    assert [p for p in b.problems if "broken.json.xz" in p] and not a.problems


def test_a_runs_result_files_packed_read_as_they_did_and_come_back_byte_for_byte(tmp_path):
    """A sweep's result files packed into one (artifacts.pack: a plain one and a compressed one here):
    the loose files gone, the points read as before (a file left beside its pack would count its process
    twice), each member its file's text exactly; a pack is made once."""
    run = tmp_path / "cpu-box-20261102T100000Z"
    shutil.copytree(FIXTURES / "cpu-box", run)
    files = sorted(run.glob("*-cpu.json"))
    assert len(files) >= 2
    texts = {f.name: f.read_bytes() for f in files}
    files[0] = artifacts.compress(files[0])
    before = results.load([run])
    pack = artifacts.pack(files, run)
    assert pack.name.startswith(artifacts.BENCHMARKS) and not [f for f in files if f.exists()]
    assert (run / "points.jsonl").exists()  # only the files named are packed
    assert {n: t.encode() for n, t in artifacts.pack_members(pack)} == texts
    after = results.load([run])
    cols = ["impl", "device", "num_envs", "status", "processes", "env_steps_per_s"]
    assert not after.problems and len(after.rows) == len(before.rows) > 0
    assert after.rows[cols].equals(before.rows[cols])
    assert {Path(s).parent for s in after.rows.source} == {run}  # each row's source: its file's path in the run
    with pytest.raises(FileExistsError, match="packed already"):
        artifacts.pack([run / "points.jsonl"], run)
    assert (run / "points.jsonl").exists()


def test_a_pack_stores_the_round_times_alone_and_gives_back_every_byte(tmp_path):
    """A pack leaves out what pytest-benchmark derives from a benchmark's round times (artifacts.slim): the
    committed sweep's pack is under 0.7 of its files packed whole, and reads back as them byte for byte;
    a benchmark whose statistics are not its times' (edited by hand) is kept whole, and comes back so."""
    run = RESULTS / "amd-zen3-avx2-2c-20261207T210538Z"
    members = artifacts.pack_members(artifacts.find(run, artifacts.BENCHMARKS))
    assert len(members) > 100
    whole = lzma.compress("".join(json.dumps({"name": n, "text": t}) + "\n" for n, t in members).encode(),
                          preset=9 | lzma.PRESET_EXTREME)
    pack = artifacts.write_pack(tmp_path / artifacts.BENCHMARKS, members)
    assert pack.stat().st_size < 0.7 * len(whole)
    assert not any('"median"' in m["text"] for _, m in artifacts.json_lines(artifacts.read_text(pack)))
    assert artifacts.pack_members(pack) == members
    doc = json.loads(members[0][1])
    doc["benchmarks"][0]["stats"]["median"] *= 1.5
    edited = json.dumps(doc, ensure_ascii=True, indent=4)
    (tmp_path / "edited").mkdir()
    other = artifacts.write_pack(tmp_path / "edited" / artifacts.BENCHMARKS, [("a.json", edited)])
    assert artifacts.pack_members(other) == [("a.json", edited)]
    assert f'"median": {doc["benchmarks"][0]["stats"]["median"]}' in json.loads(artifacts.read_text(other))["text"]


def test_a_runs_logs_packed_but_a_failed_process_keeps_its_file(tmp_path):
    """The sweep packs the logs of the processes that ended well (artifacts.pack_logs); a failed one's log
    stays the file its line names; either reads through artifacts.log_text, each byte as written."""
    logs = tmp_path / "logs"
    logs.mkdir()
    texts = {f"numpy-cpu-p{j}.log": f"...\nprocess {j} passed\n" * 20 for j in (1, 2)}
    for name, text in texts.items():
        artifacts.write_text(logs / name, text)
    (logs / "numba-cpu-p1.log").write_text("Traceback: it failed\n")
    pack = artifacts.pack_logs(logs, sorted(logs.glob("numpy-*")))
    assert pack.name == artifacts.LOGS + artifacts.XZ
    assert sorted(p.name for p in logs.iterdir()) == sorted([pack.name, "numba-cpu-p1.log"])
    assert {n: artifacts.log_text(logs, n) for n in texts} == texts
    assert artifacts.log_text(logs, "numba-cpu-p1.log") == "Traceback: it failed\n"
    artifacts.pack_logs(logs)  # the rest, added to the pack (harness runs --compact)
    assert [p.name for p in logs.iterdir()] == [pack.name] and "failed" in artifacts.log_text(logs, "numba-cpu-p1.log")
    with pytest.raises(FileNotFoundError, match="not in logs.jsonl"):
        artifacts.log_text(logs, "numpy-cpu-p3.log")


def test_a_bad_member_of_a_pack_is_one_problem_and_a_bad_line_the_packs(tmp_path):
    """A member that is not JSON: one problem naming it, the other members read; a line that is not a
    member (a corrupt pack): one problem naming the pack and the line."""
    good = (FIXTURES / "cpu-box" / "numpy-cpu.json").read_text()
    lines = [json.dumps({"name": "numpy-cpu.json", "text": good}),
             json.dumps({"name": "cut.json", "text": good[:200]})]
    (tmp_path / "benchmarks.jsonl").write_text("\n".join(lines) + "\n")
    loaded = results.load([tmp_path])
    assert len(loaded.rows) > 0 and len(loaded.problems) == 1
    assert str(tmp_path / "cut.json") + ": corrupt or truncated JSON" in loaded.problems[0]
    (tmp_path / "benchmarks.jsonl").write_text(lines[0] + "\n[1, 2]\n")
    (problem,) = results.load([tmp_path]).problems
    assert "benchmarks.jsonl: line 2 is not a packed file" in problem
    (tmp_path / "benchmarks.jsonl").write_text(lines[0] + "\n\n" + lines[1][:40] + "\n")  # cut short
    (problem,) = results.load([tmp_path]).problems
    assert "benchmarks.jsonl: line 3 is not JSON (truncated?)" in problem


def test_every_committed_result_reads_through_the_checks():
    """Every benchmark file and analysis result under results/ passes the readers' checks (schema
    version, shapes, finite positive numbers): nothing committed is skipped as bad."""
    loaded = results.load([RESULTS])
    assert loaded.problems == [] and (loaded.rows.status == "ok").sum() > 100
    docs = {f: json.loads(artifacts.read_text(f)) for f in RESULTS.rglob("*") if f.is_file() and artifacts.is_json(f)}
    own = {f: d for f, d in docs.items() if artifacts.is_artifact(d)}
    kind = {f: (results.RUN_FOLDER.match(f.parent.name) or results.RUN_FOLDER.match("")).group("kind") for f in own}
    problems = {f.parent.name: artifacts.artifact_problem(d, kind[f]) for f, d in own.items()}
    assert len(own) > 50 and {f: p for f, p in problems.items() if p} == {}
    assert len({k for k in kind.values() if k and shapes.shape_of(k)}) >= 9  # every kind a section reads
    own = list(own.values())
    from harness.measure import train

    records = [r for d in own if d.get("artifact") == "train" for r in d["records"]]
    assert len(records) > 20 and [train.record_problem(r) for r in records] == [None] * len(records)


@pytest.mark.parametrize("version, message", [(artifacts.SCHEMA + 1, "is newer than this suite reads"),
                                              ("2", "expected a whole number"), (0, "expected a whole number")])
def test_a_schema_this_suite_cannot_read_is_named(tmp_path, version, message):
    doc = json.loads((FIXTURES / "cpu-box" / "numpy-cpu.json").read_text())
    doc["machine_info"]["cartpole"]["schema"] = version
    (tmp_path / "r.json").write_text(json.dumps(doc))
    (problem,) = results.load([tmp_path / "r.json"]).problems
    assert f"machine_info.cartpole.schema {version}" in problem or f"schema is {version!r}" in problem
    assert message in problem
    assert message in artifacts.artifact_problem({"artifact": "fusion", "schema": version})


def test_the_suite_writes_its_schema(tmp_path):
    path = artifacts.Artifacts(tmp_path, "fusion").data("fusion", {"rows": []})
    assert json.loads(path.read_text())["schema"] == artifacts.SCHEMA


STARTER = """
import os, sys, time
from pathlib import Path
import impls  # (its plugins first: the mutation check's mutant of harness.cli reaches this process so)
from harness import artifacts, cli
cli.utc_stamp = lambda: "20261207T000000Z"  # every process starts in the same second
root = Path(sys.argv[1])
for t in range(int(sys.argv[2])):
    (root / f"ready{t}-{os.getpid()}").touch()
    while not (root / f"go{t}").exists():  # all four start together
        pass
    folder = artifacts.Artifacts.new(cli.out_folder(str(root / f"try{t}" / "s")), "m").folder
    (folder / "run.json").write_text("{}")
"""


def test_four_runs_started_at_once_into_one_folder_each_get_their_own(tmp_path):
    """Twenty tries of four processes that check --out and make their run folder at the same moment, into a
    folder that does not exist yet: four folders every time, none lost (the folder taken between the look
    and the mkdir raised FileExistsError; two probes of a missing --out removed it under each other). The
    processes are started once, not forked from this one (a fork of a process running JAX's threads can
    hang), and meet at a file before each try."""
    import time

    from harness.measure import process

    tries = 20
    procs = [subprocess.Popen([sys.executable, "-c", STARTER, str(tmp_path), str(tries)], env=process.python_env(),
                              stderr=subprocess.PIPE, text=True) for _ in range(4)]
    try:
        for t in range(tries):
            end = time.monotonic() + 60
            while len(list(tmp_path.glob(f"ready{t}-*"))) < 4 and time.monotonic() < end:
                time.sleep(0.005)
            assert all(p.poll() is None for p in procs), [p.stderr.read() for p in procs if p.poll() is not None]
            (tmp_path / f"go{t}").touch()
        codes = [p.wait(timeout=120) for p in procs]
    finally:
        for p in procs:
            p.kill()
    assert codes == [0] * 4, [p.stderr.read()[-1500:] for p in procs]
    for t in range(tries):
        names = sorted(f.name for f in (tmp_path / f"try{t}" / "s").iterdir())
        assert names == ["m-20261207T000000Z", "m-20261207T000000Z-2", "m-20261207T000000Z-3",
                         "m-20261207T000000Z-4"], (t, names)


def test_run_folders_made_at_once_in_threads_each_get_their_own(tmp_path, monkeypatch):
    """The same in one process, four threads behind a barrier (the stamp fixed), twenty tries: four folders
    each time (where the processes above show the race between processes, this one runs where the
    mutation check's mutant of harness.cli is installed)."""
    import threading

    from harness import artifacts, cli

    monkeypatch.setattr(cli, "utc_stamp", lambda: "20261207T000000Z")
    for t in range(20):
        gate, names = threading.Barrier(4), []

        def start(out=str(tmp_path / f"try{t}" / "s")):
            gate.wait()
            names.append(artifacts.Artifacts.new(cli.out_folder(out), "m").folder.name)

        threads = [threading.Thread(target=start) for _ in range(4)]
        for th in threads:
            th.start()
        for th in threads:
            th.join(timeout=60)
        assert sorted(names) == ["m-20261207T000000Z", "m-20261207T000000Z-2", "m-20261207T000000Z-3",
                                 "m-20261207T000000Z-4"], (t, names)
