"""The report, the hardware sweep and the run comparison, built from the committed fixture files in
tests/fixtures/results (two machines, an older run of one of them, and three broken files; see
make.py there for what each number is). Tables are checked number by number."""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pandas as pd
import pytest

from harness import artifacts
from harness.report import browser, build as report, results

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "tests" / "fixtures" / "results"
GOOD = [FIX / "cpu-box-old", FIX / "cpu-box", FIX / "gpu-box"]


@pytest.fixture(scope="module")
def rows():
    loaded = results.load([FIX])
    assert len(loaded.problems) == 3
    return results.latest(loaded.rows)


def cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "harness", *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=300)


def digest(folder: Path) -> dict:
    return {p: hashlib.sha1(p.read_bytes()).hexdigest() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_broken_files_are_named_with_their_problem():
    problems = "\n".join(results.load([FIX]).problems)
    assert "truncated.json: corrupt or truncated JSON" in problems
    assert "old-version.json: pytest-benchmark version 3.2.2 is not supported" in problems
    assert "foreign.json: benchmark 'test_throughput[numpy-cpu-n64]' lacks" in problems


def test_latest_measurement_wins_and_skips_stay(rows):
    t = results.throughput_table(rows[rows.machine == "cpu-box"])
    assert t.loc["numpy (cpu)", 1024] == pytest.approx(1024 * 1000 / 0.1)  # the newer run, not 0.2 s
    assert t.loc["jax-naive (cpu)", 2048] == pytest.approx(2048 * 1000 / 0.4)
    assert t.loc["cupy-raw (cuda)", 1024] == "skipped"
    assert list(t.index) == ["numpy (cpu)", "jax-naive (cpu)", "cupy-raw (cuda)"]  # registry order
    spread = results.spread_pct(rows[rows.machine == "cpu-box"])
    assert spread.loc["numpy (cpu)", 1024] == pytest.approx(1.0)  # IQR 2% of the median, halved


def test_speedup_against_the_baseline_per_machine(rows):
    cpu, base = results.speedup_table(rows[rows.machine == "cpu-box"], "jax-naive")
    assert base == "jax-naive (cpu)"
    assert cpu.loc["numpy (cpu)", 1024] == pytest.approx(2.0)
    assert cpu.loc["numpy (cpu)", 2048] == pytest.approx(4.0)
    gpu, base = results.speedup_table(rows[rows.machine == "gpu-box"], "jax-naive")
    assert base == "jax-naive (cuda)"  # cuda preferred, as in the study's Figure 5
    assert gpu.loc["numba-cuda (cuda)", 2048] == pytest.approx(10.0)
    assert gpu.loc["numpy (cpu)", 2048] == pytest.approx(0.2)
    assert results.default_baseline(rows) == "jax-naive"
    assert results.default_baseline(rows[rows.impl == "numpy"]) == "numpy"


def test_fusion_table(rows):
    f = results.fusion_table(rows[rows.machine == "cpu-box"], 2048, "jax-naive")
    assert list(f.index) == ["jax-naive (cpu)"]  # numpy reports no kernels
    assert f.loc["jax-naive (cpu)", "kernels/step"] == 385
    assert f.loc["jax-naive (cpu)", "copies/step"] == 276
    assert f.loc["jax-naive (cpu)", "M env-steps/s"] == pytest.approx(5.12)
    g = results.fusion_table(rows[rows.machine == "gpu-box"], 2048, "jax-naive")
    assert g.loc["numba-cuda (cuda)", "kernels/rollout"] == 1
    assert g.loc["numba-cuda (cuda)", "x jax-naive"] == pytest.approx(10.0)


def test_hardware_sweep_and_best_per_machine(rows):
    hw = results.hardware_table(rows)
    assert list(hw.columns) == ["cpu-box", "gpu-box"]
    assert hw.loc[("numpy (cpu)", 2048), "cpu-box"] == pytest.approx(2.048e7)
    assert hw.loc[("numpy (cpu)", 2048), "gpu-box"] == pytest.approx(4.096e7)
    assert pd.isna(hw.loc[("numpy (cpu)", 1024), "gpu-box"])
    best = results.best_table(rows).set_index(["machine", "num_envs"])
    assert best.loc[("gpu-box", 2048), "best"] == "numba-cuda (cuda)"
    assert best.loc[("gpu-box", 2048), "env_steps_per_s"] == pytest.approx(2.048e9)
    assert best.loc[("gpu-box", 2048), "runner_up"] == "jax-naive (cuda)"
    assert best.loc[("cpu-box", 1024), "best"] == "numpy (cpu)"
    m = results.machine_table(rows)
    assert m.loc["gpu-box", "GPU"] == "Fixture GPU" and m.loc["cpu-box", "cores"] == 2


def test_compare_judges_only_points_measured_in_several_processes():
    """Runs of one process per point (before the sweep repeated processes): a ratio, no verdict; runs of
    3 (tests/fixtures/processes): a 2x change is faster, the same distribution drawn twice is not."""
    before = results.load([FIX / "cpu-box-old"]).rows
    after = results.load([FIX / "cpu-box"]).rows
    c = results.compare(before, after).set_index(["impl (device)", "num_envs"])
    assert c.loc[("numpy (cpu)", 1024), "ratio"] == pytest.approx(2.0)
    assert c.loc[("numpy (cpu)", 1024), "verdict"] == "not judged (one process)"
    assert c.loc[("jax-naive (cpu)", 2048), "verdict"] == "only after"
    a, b = (results.load([FIX.parent / "processes" / r]).rows for r in "ab")
    c = results.compare(a, b).set_index(["impl (device)", "num_envs"])
    assert c.loc[("numpy (cpu)", 1024), "ratio"] == pytest.approx(0.205 / 0.102)
    assert c.loc[("numpy (cpu)", 1024), "verdict"] == "faster"
    assert c.loc[("numpy (cpu)", 1024), "processes before"] == "3: x1.05"
    assert c.loc[("numpy (cpu)", 2048), "verdict"] == "no significant change"
    assert c.loc[("jax-naive (cpu)", 2048), "verdict"] == "no significant change"  # unstable before
    back = results.compare(b, a).set_index(["impl (device)", "num_envs"])
    assert back.loc[("numpy (cpu)", 1024), "verdict"] == "slower"


def test_compare_shows_the_machines_own_speed_beside_each_change(tmp_path):
    """The 'machine' column: the median of each run's processes' speed probes (placement.probe_s), after
    over before, so a change the machine shares reads as the machine's; blank where a run has none."""
    for run, probe in (("a", [0.002, 0.002]), ("b", [0.004, 0.004])):  # the machine half as fast in b
        (tmp_path / run).mkdir()
        for f in (FIX.parent / "processes" / run).iterdir():
            doc = json.loads(f.read_text())
            for bench in doc["benchmarks"]:
                if bench["extra_info"]["impl"] == "numpy":
                    bench["extra_info"]["placement"] = {"probe_s": probe}
            (tmp_path / run / f.name).write_text(json.dumps(doc))
    a, b = (results.load([tmp_path / r]).rows for r in "ab")
    c = results.compare(a, b).set_index(["impl (device)", "num_envs"])
    assert c.loc[("numpy (cpu)", 1024), "machine"] == "0.50x"
    assert c.loc[("jax-naive (cpu)", 2048), "machine"] == ""  # no probe recorded
    assert results.compare(b, a).set_index(["impl (device)", "num_envs"]).loc[("numpy (cpu)", 2048), "machine"] == "2.00x"


def test_compare_names_the_points_whose_rounds_were_timed_under_another_rule(tmp_path):
    """The 'round ms' column: a point whose two runs timed their rounds under different --round-ms (a result
    without the field had one call a round, 0; one with calls_per_round and no round_ms came from the rule's
    first runs, '?') says so; blank where the rule is the same. The 'steps' column: the same for the steps
    a call (here jax-naive's in the second run)."""
    for run, ms in (("a", None), ("b", 20)):
        (tmp_path / run).mkdir()
        for f in (FIX.parent / "processes" / run).iterdir():
            doc = json.loads(f.read_text())
            for bench in doc["benchmarks"]:
                if bench["extra_info"]["impl"] == "numpy" and ms is not None:
                    bench["extra_info"]["round_ms"] = ms
                if bench["extra_info"]["impl"] == "jax-naive":
                    bench["extra_info"]["round_ms"] = 0
                    steps = bench["extra_info"]["steps"]
                    bench["extra_info"]["steps"] = steps * 2 if run == "b" else steps
            (tmp_path / run / f.name).write_text(json.dumps(doc))
    a, b = (results.load([tmp_path / r]).rows for r in "ab")
    c = results.compare(a, b).set_index(["impl (device)", "num_envs"])
    assert c["round ms"].to_dict() == {("numpy (cpu)", 1024): "0 -> 20", ("numpy (cpu)", 2048): "0 -> 20",
                                       ("jax-naive (cpu)", 2048): ""}
    assert c["steps"].to_dict() == {("numpy (cpu)", 1024): "", ("numpy (cpu)", 2048): "",
                                    ("jax-naive (cpu)", 2048): f"{steps} -> {steps * 2}"}
    assert results.compare(b, a).set_index(["impl (device)", "num_envs"]).loc[("numpy (cpu)", 2048), "round ms"] \
        == "20 -> 0"
    assert (results.compare(b, b)["round ms"] == "").all() and (results.compare(b, b)["steps"] == "").all()
    first = b.assign(calls_per_round=3).drop(columns="round_ms")  # the rule's first results
    assert results.compare(a, first).set_index(["impl (device)", "num_envs"]).loc[("numpy (cpu)", 2048), "round ms"] \
        == "0 -> ?"


def test_report_command_writes_every_table_and_figure(tmp_path):
    before = digest(FIX)
    r = cli("report", *GOOD, FIX / "broken", "--out", tmp_path, "--name", "r")
    assert r.returncode == 0, r.stderr
    assert digest(FIX) == before  # inputs are only read
    assert r.stderr.count("warning:") == 3 and "truncated.json" in r.stderr
    folder = tmp_path / "r"
    for name in ("throughput-cpu-box", "throughput-gpu-box", "speedup-cpu-box", "speedup-gpu-box",
                 "fusion-cpu-box", "compile-cpu-box", "hardware", "best", "machines"):
        assert (folder / f"{name}.md").stat().st_size > 0 and (folder / f"{name}.csv").stat().st_size > 0
    csv = pd.read_csv(folder / "speedup-cpu-box.csv", index_col=0)
    assert csv.loc["numpy (cpu)", "2048"] == pytest.approx(4.0)
    hw = pd.read_csv(folder / "hardware.csv", index_col=[0, 1])
    assert hw.loc[("numba-cuda (cuda)", 2048), "gpu-box"] == pytest.approx(2.048e9)
    md = (folder / "report.md").read_text()
    assert "| numpy (cpu) | 10.2 ±1% | 20.5 ±1% |" in md
    assert "| 2048 | numpy (cpu) 20.5 | numba-cuda (cuda) 2,048.0 |" in md
    assert "truncated.json: corrupt or truncated JSON" in md
    for fig in ("throughput", "speedup", "compile"):
        assert (folder / f"{fig}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        svg = svgz(folder / f"{fig}.svgz")
        ET.fromstring(svg)  # well-formed
        assert "gpu-box" in svg and "cpu-box" in svg  # one panel per machine
    svg = svgz(folder / "throughput.svgz")
    assert "parallel environments (num_envs)" in svg and "numba-cuda (cuda)" in svg
    assert "throughput / jax-naive (cuda) throughput" in svgz(folder / "speedup.svgz")
    assert "10x" in svgz(folder / "speedup.svgz")


def test_the_speedup_figure_has_no_panel_for_a_machine_without_the_baseline(rows, tmp_path):
    """A machine whose runs lack the baseline at that size (a run of a few rows, such as an ISA-capped
    one) has no ratio to draw: no empty panel for it."""
    from harness.report import plots

    few = rows[(rows.machine == "cpu-box") & (rows.impl == "numpy")].assign(machine="few-box")
    plots.speedup(pd.concat([rows, few]), "jax-naive", 2048, tmp_path / "speedup")
    svg = svgz(tmp_path / "speedup.svgz")
    assert "cpu-box" in svg and "gpu-box" in svg and "few-box" not in svg
    assert svg.count("num_envs = 2048") == 2


def svgz(path) -> str:
    import gzip

    data = path.read_bytes()
    assert data[4:8] == b"\0\0\0\0", "a time stamp in the gzip header: the same figure would differ run to run"
    return gzip.decompress(data).decode()


def test_report_never_overwrites_unless_asked(tmp_path, harness_main):
    """In this process (four reports; other tests run the report as a real process)."""
    assert harness_main("report", FIX / "cpu-box", "--out", tmp_path, "--name", "r").returncode == 0
    first = digest(tmp_path)
    r = harness_main("report", FIX / "gpu-box", "--out", tmp_path, "--name", "r")
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "--overwrite" in r.stderr
    assert digest(tmp_path) == first
    assert harness_main("report", FIX / "gpu-box", "--out", tmp_path, "--name", "r", "--overwrite").returncode == 0
    assert "gpu-box" in (tmp_path / "r" / "report.md").read_text()
    assert [p.name for p in tmp_path.iterdir()] == ["r"]  # no temporary folder left
    r = harness_main("report", FIX / "cpu-box", "--out", tmp_path)  # default: a new, time-stamped folder
    assert r.returncode == 0 and len(list(tmp_path.iterdir())) == 2


def test_nothing_usable_fails_and_writes_nothing(tmp_path):
    r = cli("report", FIX / "broken", "--out", tmp_path)
    assert r.returncode == 1
    assert "broken" in r.stderr and "error: no usable results" in r.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args, message", [
    (["--baseline", "jax-slow"], "unknown --baseline 'jax-slow'; valid: numpy,"),
    (["--baseline", "torch-eager"], "--baseline 'torch-eager' has no measurement in these results; "
                                    "measured: jax-naive, numpy"),
    (["--at", "3"], "--at 3 was not measured; measured num_envs: 1024, 2048"),
    (["--at", "zero"], "--at must be a positive integer, got 'zero'"),
    (["--name", "../up"], "--name '../up' must be a plain folder name"),
])
def test_report_bad_input(tmp_path, args, message, harness_main):
    r = harness_main("report", FIX / "cpu-box", "--out", tmp_path / "out", *args)
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "out").exists() or list((tmp_path / "out").iterdir()) == []


def test_compare_command(tmp_path):
    many = FIX.parent / "processes"
    r = cli("compare", many / "a", many / "b", "--out", tmp_path)
    assert r.returncode == 0, r.stderr
    assert "| numpy (cpu) | 1024 | 5 | 10.0 | 2.01x | 3: x1.05 | 3: x1.04 |  |  |  | faster |" in r.stdout, r.stdout
    assert "1 faster, 2 no significant change." in r.stdout
    (folder,) = tmp_path.iterdir()
    assert pd.read_csv(folder / "compare.csv").verdict.tolist() == ["faster", "no significant change",
                                                                   "no significant change"]
    r = cli("compare", FIX / "cpu-box-old", FIX / "cpu-box")
    assert r.returncode == 0 and "| numpy (cpu) | 1024 | 5.12 | 10.2 | 2x | 1 | 1 |  |  |  | not judged (one process) |" in r.stdout


@pytest.mark.parametrize("sides, message", [
    (("broken", "cpu-box"), "no usable results in {FIX}/broken (")
    , (("missing", "cpu-box"), "result path '{FIX}/missing' does not exist"),
    (("cpu-box", "gpu-box"), "the runs come from different machines"),
    (("cpu-box-old", "../processes/a/jax-naive-cpu-p1.json"), "have no point in common")])
def test_compare_bad_input_is_one_line_and_exit_2(sides, message, harness_main):
    r = harness_main("compare", *(FIX / s for s in sides))
    assert r.returncode == 2 and message.format(FIX=FIX) in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_readme_blocks_are_generated_from_the_results(tmp_path):
    """The full block on the results page, the headline in the README, links relative to each."""
    readme, page = tmp_path / "README.md", tmp_path / "docs" / "results.md"
    page.parent.mkdir()
    readme.write_text(f"intro\n{report.HEAD_START}\nold head\n{report.END}\noutro\n")
    page.write_text(f"top\n{report.START}\nold text\n{report.END}\nbottom\n")
    impl_page = page.parent / "implementations.md"
    impl_page.write_text(f"prose\n{report.REGISTRY_START}\nold table\n{report.END}\n")
    r = cli("readme", *GOOD, "--readme", readme, "--page", page, "--folder", tmp_path / "figs", "--site", tmp_path / "site")
    assert r.returncode == 0, r.stderr
    assert impl_page.read_text() == f"prose\n{report.REGISTRY_START}\n{report.registry_markdown()}{report.END}\n"
    text = page.read_text()
    assert text.startswith("top\n") and text.endswith(f"{report.END}\nbottom\n") and "old text" not in text
    assert "| numba-cuda (cuda) | 2,048.0 ±1% |" in text
    assert "![Throughput against num_envs](../figs/throughput.png)" in text
    head = readme.read_text()
    assert head.startswith("intro\n") and head.endswith(f"{report.END}\noutro\n") and "old head" not in head
    assert "[docs/results.md](docs/results.md)" in head and "![Throughput against num_envs](figs/throughput.png)" in head
    assert "2,048.0 ±1%" not in head  # the per-machine tables stay on the results page
    assert (tmp_path / "figs" / "throughput.png").exists() and (tmp_path / "figs" / "report.md").exists()
    # the HTML page (tests/test_site.py checks its numbers and draws it) and, with a browser, its screenshot
    assert '<script id="plotly-gz"' in (tmp_path / "site" / "index.html").read_text()
    assert sorted(p.name for p in (tmp_path / "site").iterdir()) == (
        ["index.html", "screenshot.png"] if browser.find() else ["index.html"])


def test_readme_without_markers_is_bad_input_and_writes_nothing(tmp_path):
    readme, page = tmp_path / "README.md", tmp_path / "results.md"
    readme.write_text(f"intro\n{report.HEAD_START}\n{report.END}\n")
    page.write_text("no markers here\n")
    (tmp_path / "implementations.md").write_text(f"{report.REGISTRY_START}\n{report.END}\n")
    r = cli("readme", *GOOD, "--readme", readme, "--page", page, "--folder", tmp_path / "figs", "--site", tmp_path / "site")
    assert r.returncode == 2 and "has no generated-block markers" in r.stderr
    assert not (tmp_path / "figs").exists() and page.read_text() == "no markers here\n"
    assert not (tmp_path / "site").exists()


def _row(impl, n, rate, device="cpu", machine="m"):
    return {"machine": machine, "impl": impl, "variant": "", "device": device, "num_envs": n, "steps": 100,
            "status": "ok", "env_steps_per_s": rate, "datetime": "2026-11-21", "median_s": n * 100 / rate}


def test_baselines_table_puts_the_suites_best_against_each_external():
    df = pd.DataFrame([_row("numpy", 64, 2e6), _row("numba-cpu", 64, 1e8), _row("numba-cpu", 2048, 1.6e9),
                       _row("numpy", 2048, 2.5e7), _row("gymnasium-vector", 64, 2e6),
                       _row("gymnasium-vector", 2048, 2e7), _row("envpool", 2048, 1e6),
                       _row("gymnax", 2048, 1e7), _row("gymnax", 2048, 1.5e7, device="cuda"),
                       _row("numba-cpu", 4096, 1.7e9)])  # 4096: no external measured, no row
    t = results.baselines_table(df)
    assert list(t.index) == [64, 2048]
    assert t.loc[2048, "best of this suite"] == "numba-cpu (cpu)" and t.loc[2048, "best M/s"] == 1600
    assert t.loc[2048, "best / gymnasium-vector"] == pytest.approx(80)
    assert t.loc[2048, "best / envpool"] == pytest.approx(1600)
    assert t.loc[2048, "best / gymnax"] == pytest.approx(1.6e9 / 1.5e7)  # its fastest device
    assert pd.isna(t.loc[64, "best / envpool"]) and t.loc[64, "best / gymnasium-vector"] == pytest.approx(50)
    assert results.label({"impl": "gymnax", "variant": "", "device": "cuda"}) == "gymnax (external) (cuda)"
    assert results.baselines_table(df[df.impl.isin(["numpy", "numba-cpu"])]).empty
    # the main job (the default preset) gets a row at each of its sizes
    from harness.measure import grid

    main = pd.DataFrame([_row(impl, n, 1e6) for n in grid.DEFAULT_SIZES for impl in ("numba-cpu", "gymnax")])
    assert list(results.baselines_table(main).index) == list(grid.DEFAULT_SIZES)


def test_scaling_table_strong_and_weak():
    rows = [dict(_row("numba-cpu", n, rate), variant=f"threads={k}")
            for k, n, rate in ((1, 2048, 1e9), (2, 2048, 1.8e9), (1, 4096, 1.1e9), (2, 4096, 2.0e9))]
    rows += [dict(_row("jax-sharded", 65536, rate), variant=f"devices={k}") for k, rate in ((1, 1e8), (2, 1.7e8))]
    rows += [_row("numba-cpu", 2048, 5e9)]  # no thread variant: not a scaling point
    t = results.scaling_table(pd.DataFrame(rows))
    strong = t[(t.scaling == "strong") & (t.impl == "numba-cpu") & (t.num_envs == 2048)].set_index("k")
    assert strong.loc[2, "efficiency"] == pytest.approx(0.9) and strong.loc[1, "efficiency"] == pytest.approx(1)
    weak = t[(t.scaling == "weak") & (t.k == 2)].set_index("num_envs")
    assert list(weak.index) == [2048] and weak.loc[2048, "efficiency"] == pytest.approx(2.0e9 / (2 * 1e9))
    sharded = t[(t.impl == "jax-sharded") & (t.k == 2) & (t.scaling == "strong")]
    assert sharded.efficiency.iloc[0] == pytest.approx(0.85) and sharded.unit.iloc[0] == "devices"
    cells = results.scaling_cells(t)
    row = cells[(cells.impl == "numba-cpu (cpu)") & (cells.scaling == "strong")].iloc[0]
    assert row["2 x"] == "1,800 (90%)" and row["1 x"] == "1,000 (100%)"
    assert results.scaling_table(pd.DataFrame([_row("numpy", 64, 1e6)])).empty


def test_results_page_takes_the_newest_cpu_code_table(tmp_path):
    """Rendered from the newest result's JSON (the one reader), never from its Markdown file."""
    for stamp, text in (("m-20260101T000000Z", "old table"), ("m-20260202T000000Z", "new table")):
        (tmp_path / f"{stamp}-cpu-code").mkdir()
        doc = {"artifact": "cpu-code", "num_envs": 16384, "rows": [{"impl": "x", "status": "skipped", "note": text}]}
        (tmp_path / f"{stamp}-cpu-code" / "cpu-code.json").write_text(json.dumps(doc))
        (tmp_path / f"{stamp}-cpu-code" / "cpu-code.md").write_text("a Markdown file the report must not paste\n")
    from harness.analysis import cpu_code
    from harness.report import reader

    section = cpu_code.cpu_code_section(reader, [tmp_path], None).markdown()
    assert "must not paste" not in section
    assert "new table" in section and "old table" not in section and "m-20260202T000000Z-cpu-code" in section
    assert not cpu_code.cpu_code_section(reader, [tmp_path / "nothing"], None)


def test_every_file_the_suite_writes_is_told_apart_from_results(tmp_path):
    """What the suite writes through its one writer (a run's description, fusion/ablation, SASS and
    cpu-code tables) is recognised by its content, never reported as an unusable result file; the
    committed results (written before the writer existed, cpu-code.json among them) read with no
    problem either; a JSON that is neither is still named."""
    from harness.artifacts import Artifacts

    for kind in ("", "fusion", "ablation-jax-fused", "sass", "cpu-code"):
        out = Artifacts.new(tmp_path, "box", kind, machine={"label": "box"})
        out.data(kind or "run", {"rows": [{"impl": "numpy"}]})
    (tmp_path / "other.json").write_text('{"hello": 1}')
    loaded = results.load([tmp_path])
    assert loaded.rows.empty and [p.split(": ", 1)[1] for p in loaded.problems] == [
        "not a pytest-benchmark result file (no 'benchmarks' list)"]
    committed = results.load([ROOT / "results"])
    assert committed.problems == [] and (committed.rows.status == "ok").sum() > 100


def _epyc_run(folder: Path, family: int, model: int, flags: list[str], median: float) -> Path:
    """A result recorded under the old, vague label: the same "AMD EPYC" name and label for two CPUs,
    told apart only by the family, model and flags py-cpuinfo recorded."""
    folder.mkdir(parents=True)
    doc = {"machine_info": {"node": "vm", "cpu": {"brand_raw": "AMD EPYC", "vendor_id_raw": "AuthenticAMD",
                                                  "family": family, "model": model, "stepping": 1, "flags": flags,
                                                  "count": 2},
                            "cartpole": {"label": "amd-epyc-2c", "cpu_model": "AMD EPYC", "cpu_cores": 2,
                                         "gpu_name": None}},
           "benchmarks": [{"name": "t", "extra_info": {"impl": "numpy", "device": "cpu", "num_envs": 1024,
                                                       "steps": 1000},
                           "stats": {"median": median, "min": median, "max": median, "iqr": 0.0, "rounds": 5}}],
           "datetime": f"2026-11-2{family - 24}T00:00:00", "version": "5.3.1"}
    (folder / "numpy-cpu.json").write_text(json.dumps(doc))
    (folder / "points.jsonl").write_text(json.dumps(
        {"impl": "numba-cuda", "device": "cuda", "num_envs": 1024, "status": "skipped", "reason": "no CUDA GPU",
         "machine": "amd-epyc-2c"}) + "\n")
    return folder


def test_two_microarchitectures_with_one_old_label_stay_two_machines(tmp_path, harness_main):
    """A Zen 3 (family 25 model 1, AVX2) and a Zen 5 (family 26, AVX-512), both recorded as
    "amd-epyc-2c": labels from their recorded identity, two hardware-sweep columns, their skipped
    points with their own machine, and compare refuses to treat them as one machine unless asked."""
    zen3 = _epyc_run(tmp_path / "a", 25, 1, ["avx2", "fma"], 0.2)
    zen5 = _epyc_run(tmp_path / "b", 26, 2, ["avx2", "avx512f"], 0.1)
    df = results.load([zen3, zen5]).rows
    assert sorted(df.machine.unique()) == ["amd-zen3-avx2-2c", "amd-zen5-avx512-2c"]
    assert sorted(df[df.status == "skipped"].machine) == ["amd-zen3-avx2-2c", "amd-zen5-avx512-2c"]
    hw = results.hardware_table(df)
    assert list(hw.columns) == ["amd-zen3-avx2-2c", "amd-zen5-avx512-2c"]
    assert hw.iloc[0].tolist() == pytest.approx([1024e3 / 0.2, 1024e3 / 0.1])
    table = results.machine_table(df)
    assert table.loc["amd-zen3-avx2-2c", "vector ISA"] == "avx2" and table.loc["amd-zen5-avx512-2c", "microarchitecture"] == "zen5"
    r = harness_main("compare", zen3, zen5)
    assert r.returncode == 2 and "the runs come from different machines (before: amd-zen3-avx2-2c; after: " \
        "amd-zen5-avx512-2c); pass --across-machines" in r.stderr
    r = harness_main("compare", zen3, zen5, "--across-machines")
    assert r.returncode == 0 and "| numpy (cpu) | 1024 | 5.12 | 10.2 | 2x | 1 | 1 |  |  |  | not judged (one process) |" in r.stdout


def test_training_block_keeps_the_newest_run_of_each_trainer_env_config(capsys):
    from harness.measure import train

    rec = lambda trainer, seed, t: {"trainer": trainer, "env": "suite", "config": "fast", "together": 1,  # noqa: E731
                                    "seed": seed, "time_to_solve_s": t, "steps_to_solve": 1000, "hyperparameters": {},
                                    "env_steps_per_s": 1e5, "final_return": 500.0, "compile_s": 1.0}
    runs = [("m", {"records": [rec("suite-jax", 0, 1.0), rec("rejax", 0, 2.0)]}),
            ("m", {"records": [rec("suite-jax", 1, 0.5)]}), ("n", {"records": [rec("sb3", 0, 9.0)]})]
    got = train.newest_records(runs)
    assert {k: sorted((r["trainer"], r["seed"]) for r in v) for k, v in got.items()} == {
        "m": [("rejax", 0), ("suite-jax", 1)], "n": [("sb3", 0)]}
    broken = runs + [("m", {"records": [{**rec("suite-jax", 2, 0.1), "steps_to_solve": None}]})]
    assert train.newest_records(broken) == got  # a solved record without its steps: its document skipped
    assert "a record.steps_to_solve is None; expected a whole number" in capsys.readouterr().err


def test_an_interpreted_rate_is_labelled_and_never_the_best(rows):
    """jax-pallas runs in Pallas' interpret mode on the CPU: a fast interpreted point is labelled so and
    the best-of tables pass over it to the compiled runner-up."""
    fast = rows[(rows.machine == "cpu-box") & (rows.impl == "numpy") & (rows.num_envs == 1024)].copy()
    fast["impl"], fast["env_steps_per_s"] = "jax-pallas", 1e12
    both = pd.concat([rows, fast], ignore_index=True)
    assert results.label(fast.iloc[0]) == "jax-pallas (interpret) (cpu)"
    best = results.best_table(both).set_index(["machine", "num_envs"])
    assert best.loc[("cpu-box", 1024), "best"] == "numpy (cpu)"
    assert "jax-pallas (interpret) (cpu)" in results.throughput_table(both[both.machine == "cpu-box"]).index


def _mutated_benchmark(edit):
    doc = json.loads((FIX / "cpu-box" / "numpy-cpu.json").read_text())
    edit(doc)
    return json.dumps(doc).encode()


# a result file of the right name and the wrong shape: (what is wrong, its bytes, the line that names it)
BAD_SHAPES = [
    ("binary", b"\x89PNG\r\n\x1a\n\x00\xff\xfe", "numpy-cpu.json"),
    ("a list", b"[1, 2]", "not a pytest-benchmark result file"),
    ("a benchmark that is a number", _mutated_benchmark(lambda d: d["benchmarks"].__setitem__(0, 3)),
     "benchmarks[0] is not an object"),
    ("extra_info a list", _mutated_benchmark(lambda d: d["benchmarks"][0].__setitem__("extra_info", [1])),
     "benchmarks[0] is not an object"),
    ("machine_info a list", _mutated_benchmark(lambda d: d.__setitem__("machine_info", ["x"])),
     "machine_info is a list; expected an object"),
    ("a zero median", _mutated_benchmark(lambda d: d["benchmarks"][0]["stats"].__setitem__("median", 0)),
     "benchmarks[0].stats.median is 0; expected a finite number above 0"),
    ("a NaN median", _mutated_benchmark(lambda d: d["benchmarks"][0]["stats"].__setitem__("median", float("nan"))),
     "benchmarks[0].stats.median is nan"),
    ("num_envs a list", _mutated_benchmark(lambda d: d["benchmarks"][0]["extra_info"].__setitem__("num_envs", [64])),
     "benchmarks[0].extra_info.num_envs is [64]"),
    ("a median too short for a rate", _mutated_benchmark(lambda d: d["benchmarks"][0]["stats"].__setitem__("median", 1e-320)),
     "benchmarks[0].stats: a time of 1e-320 s gives no finite rate"),  # found by the fuzzer: an infinite rate
    ("steps fractional", _mutated_benchmark(lambda d: d["benchmarks"][0]["extra_info"].__setitem__("steps", 2.5)),
     "benchmarks[0].extra_info.steps is 2.5; expected a finite whole number"),
]


@pytest.mark.parametrize("what, data, line", BAD_SHAPES, ids=[b[0] for b in BAD_SHAPES])
def test_a_bad_result_file_is_skipped_with_one_line_naming_it(tmp_path, what, data, line):
    """The loader skips a result file of any bad shape with one line naming it (and what is wrong), and
    goes on with the good ones (the report command over all of them: the next test)."""
    good, bad = tmp_path / "good", tmp_path / "bad"
    shutil.copytree(FIX / "cpu-box", good)
    bad.mkdir()
    (bad / "numpy-cpu.json").write_bytes(data)
    loaded = results.load([good, bad])
    assert len(loaded.problems) == 1 and str(bad / "numpy-cpu.json") in loaded.problems[0], loaded.problems
    assert line in loaded.problems[0] and "\n" not in loaded.problems[0]
    assert len(loaded.rows) == len(results.load([good]).rows) > 0


def test_the_report_goes_on_past_every_bad_result_file(tmp_path, harness_main):
    """The report command over the good results and a file of every bad shape above, in one run (its
    tables and figures made once): exit 0, one warning line naming each bad file and what is wrong."""
    good = tmp_path / "good"
    shutil.copytree(FIX / "cpu-box", good)
    bads = []
    for i, (_, data, _) in enumerate(BAD_SHAPES):
        bad = tmp_path / f"bad-{i}"
        bad.mkdir()
        (bad / "numpy-cpu.json").write_bytes(data)
        bads.append(bad / "numpy-cpu.json")
    r = harness_main("report", good, *(b.parent for b in bads), "--out", tmp_path / "report")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]
    lines = r.stderr.splitlines()
    for bad, (what, _, line) in zip(bads, BAD_SHAPES):
        assert [x for x in lines if str(bad) in x and line in x], (what, r.stderr[-3000:])
    assert any(p.suffix == ".md" for p in (tmp_path / "report").rglob("*")), "no tables from the good results"


BAD_ANALYSES = [
    ({"artifact": "fusion", "rows": 5}, "rows is not a list of objects"),
    ({"artifact": "fusion", "rows": [1, 2]}, "rows is not a list of objects"),
    ({"artifact": "fusion", "machine": "cpu-box", "rows": []}, "machine is a str; expected an object"),
    ({"artifact": ["fusion"], "rows": []}, "artifact is a list; expected a string"),
]
GOOD_ANALYSIS = {"artifact": "fusion", "machine": {"label": "m"}, "rows": []}


@pytest.mark.parametrize("doc, line", BAD_ANALYSES, ids=["rows-a-number", "rows-of-numbers", "machine-a-string",
                                                         "artifact-a-list"])
def test_an_analysis_result_of_the_wrong_shape_is_skipped_with_one_line(tmp_path, capsys, doc, line):
    """An analysis result (here a fusion table) whose rows or machine have the wrong shape: the readers
    skip it with one line naming the file, once, and read the good one beside it (the report: below)."""
    good, bad = tmp_path / "m-20261101T000000Z-fusion", tmp_path / "m-20261102T000000Z-fusion"
    for folder, d in ((good, GOOD_ANALYSIS), (bad, doc)):
        folder.mkdir()
        (folder / "fusion.json").write_text(json.dumps(d))
    capsys.readouterr()
    for _ in range(2):
        assert [a.folder for a in results.artifacts([tmp_path], "fusion")] == [good]
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(bad / "fusion.json") in err and line in err, err


def test_the_report_goes_on_past_every_wrong_analysis_result(tmp_path, harness_main):
    """The report command over results with a good fusion table and one of every wrong shape above,
    newer, in one run: it goes on (exit 0, no traceback)."""
    (tmp_path / "m-20261101T000000Z-fusion").mkdir()
    (tmp_path / "m-20261101T000000Z-fusion" / "fusion.json").write_text(json.dumps(GOOD_ANALYSIS))
    for day, (doc, _) in enumerate(BAD_ANALYSES, start=2):
        folder = tmp_path / f"m-202611{day:02d}T000000Z-fusion"
        folder.mkdir()
        (folder / "fusion.json").write_text(json.dumps(doc))
    shutil.copytree(FIX / "cpu-box", tmp_path / "cpu-box")
    r = harness_main("report", tmp_path, "--out", tmp_path / "report")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]


def _design_run(root: Path, stamp: str, design, rates: dict, processes: int = 3) -> Path:
    """A run folder of the report fixtures' shape: run.json with its design (None: no field), one point per
    (impl, num_envs) -> env-steps/s."""
    sys.path.insert(0, str(FIX))
    import make

    folder = root / f"cpu-box-{stamp}"
    folder.mkdir(parents=True)
    (folder / "run.json").write_text(json.dumps({"artifact": "run", "processes": processes,
                                                 **({} if design is None else {"design": design})}))
    dt = f"{stamp[:4]}-{stamp[4:6]}-{stamp[6:8]}T{stamp[9:11]}:00:00+00:00"
    make.write(folder / "r.json", make.result("cpu-box", dt, [
        make.bench(impl, "cpu", n, n * 1000 / rate) for (impl, n), rate in rates.items()]))
    return folder


def test_a_point_comes_from_the_newest_design_and_a_cell_of_an_older_one_is_marked(tmp_path):
    """A later one-process run (design 1) does not replace a point of a three-process run (design 5); a point
    only the older design measured is shown, marked [d1], and the caption says what design 1 is."""
    _design_run(tmp_path, "20261101T100000Z", 5, {("numpy", 16): 1e6, ("numpy", 256): 1e7})
    _design_run(tmp_path, "20261102T100000Z", 1, {("numpy", 16): 9e9, ("numpy", 64): 2e6}, processes=1)
    _design_run(tmp_path, "20261103T100000Z", "five", {("numpy", 1024): 5e6})  # malformed: the oldest
    df = results.load([tmp_path]).rows
    assert sorted(df.design.unique()) == [1, 5]
    t = results.throughput_table(df)
    assert t.loc["numpy (cpu)", 16] == pytest.approx(1e6)  # the design-5 run's, not the newer design-1 run's
    marks = results.design_marks(df)
    assert marks.loc["numpy (cpu)", 16] == "" and marks.loc["numpy (cpu)", 64] == " [d1]"
    assert marks.loc["numpy (cpu)", 1024] == " [d1]"
    built = report.tables(results.latest(df), report.choose(results.latest(df), None, None))
    entry = built["throughput-cpu-box"]
    text = report.markdown("throughput-cpu-box", entry, built["spread-cpu-box"].frame)
    assert "| 1 ±" in text and "[d1]" in text.split("| numpy (cpu) |")[1].split("\n")[0]
    assert "[dN]: a point whose newest measurement comes from a run of an older design" in entry.caption
    assert "design 1, one process a point" in entry.caption
    compile_text = report.markdown("compile-cpu-box", built["compile-cpu-box"])  # the compile table marks it too
    assert "[d1]" in compile_text.split("| numpy (cpu) |")[1].split("\n")[0]


def test_a_later_sweep_of_one_row_takes_nothing_out_of_the_one_run_tables(tmp_path):
    """A whole run (numpy, numba-cpu, gymnasium-vector), then a sweep of numba-cpu alone: the throughput table
    takes numba-cpu's newest point, but the baselines table and the advice map read their one run whole:
    numba-cpu is that run's fastest against Gymnasium, and the map is of the run with the most rows."""
    from harness.report import build as report

    _design_run(tmp_path, "20261101T100000Z", 5, {("numpy", 256): 1e7, ("numba-cpu", 256): 5e8,
                                                  ("gymnasium-vector", 256): 4e6, ("numpy", 2048): 2e7,
                                                  ("numba-cpu", 2048): 9e8, ("gymnasium-vector", 2048): 8e6})
    _design_run(tmp_path, "20261102T100000Z", 5, {("numba-cpu", 256): 4e8, ("numba-cpu", 2048): 7e8})
    every = results.load([tmp_path]).rows
    df = results.latest(every)
    built = report.tables(df, report.choose(df, None, None), every)
    assert built["throughput-cpu-box"].frame.loc["numba-cpu (cpu)", 2048] == pytest.approx(7e8)  # the newest
    vs = built["baselines-cpu-box"].frame
    assert vs.loc[2048, "best of this suite"] == "numba-cpu (cpu)" and vs.loc[2048, "best / gymnasium-vector"] \
        == pytest.approx(9e8 / 8e6) and vs.loc[2048, "run"] == "cpu-box-20261101T100000Z"
    from harness.report import advise
    assert advise.design_run(every.assign(processes=3)) == "cpu-box-20261101T100000Z"  # the map's run: most rows


def test_harness_runs_is_the_catalog_with_filters_and_what_cites_each_run(tmp_path, harness_main):
    """Each run folder with its machine, kind, design, points and size, and the pages that name it; filters
    by machine, kind and design; a filter that matches nothing is bad input naming the valid values."""
    root = tmp_path / "results"
    old = _design_run(root, "20261101T100000Z", 1, {("numpy", 16): 1e6}, processes=1)
    new = _design_run(root, "20261102T100000Z", 5, {("numpy", 16): 2e6, ("numpy", 64): 3e6})
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "page.md").write_text(f"From {new.name}.\n")
    r = harness_main("runs", "--results", root)
    assert r.returncode == 0, r.stderr
    lines = [x for x in r.stdout.splitlines() if x.startswith("| cpu-box-")]
    cells = [[c.strip() for c in x.strip("|").split("|")] for x in lines]
    assert [(c[0], c[3], c[5], c[6], c[9]) for c in cells] == [
        (old.name, "sweep", "1", "1", ""), (new.name, "sweep", "2", "5", "docs/page.md")]
    assert int(cells[1][7]) == round(sum(f.stat().st_size for f in new.rglob("*") if f.is_file()) / 1e3)
    assert [c[10] for c in cells] == ["", ""]  # (the fixtures record no commit; a run that does: below)
    doc = json.loads((old / "r.json").read_text())
    (old / "r.json").write_text(json.dumps({**doc, "commit_info": {"id": "0123456789abcdef", "dirty": True}}))
    r = harness_main("runs", "--results", root)
    assert "| 0123456789ab+dirty |" in next(x for x in r.stdout.splitlines() if x.startswith(f"| {old.name}"))
    only = harness_main("runs", "--results", root, "--design", "5")
    assert new.name in only.stdout and old.name not in only.stdout and "1 runs" in only.stdout
    bad = harness_main("runs", "--results", root, "--kind", "nope")
    assert bad.returncode == 2 and "--kind 'nope': no run has it; valid: sweep" in bad.stderr


def test_runs_compact_removes_the_derived_tables_of_the_runs_no_page_names_but_the_newest(tmp_path, harness_main):
    """Four sweeps of one machine: two of design 5 before the newest, one of them named by a page, and one of
    design 1. Only the unnamed older design-5 run loses its tables (table.md, table.csv); every run keeps its
    data, and a second pass removes nothing."""
    root = tmp_path / "results"
    old = _design_run(root, "20261101T100000Z", 5, {("numpy", 16): 1e6})
    cited = _design_run(root, "20261101T110000Z", 5, {("numpy", 64): 1e6})
    one = _design_run(root, "20261101T120000Z", 1, {("numpy", 64): 1e6}, processes=1)  # its design's newest
    new = _design_run(root, "20261102T100000Z", 5, {("numpy", 16): 2e6, ("numpy", 64): 3e6})
    for run in (old, cited, one, new):
        (run / "table.md").write_text("| derived |\n")
        (run / "table.csv.xz").write_bytes(b"derived")
        (run / "logs").mkdir()
        (run / "logs" / "numpy-cpu.log").write_text("kept\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "page.md").write_text(f"From {cited.name}.\n")
    r = harness_main("runs", "--results", root, "--compact")
    assert r.returncode == 0, r.stderr
    assert "2 files of 1 runs" in r.stdout
    assert sorted(p.name for p in old.iterdir()) == ["logs", "r.json", "run.json"]
    for run in (cited, one, new):
        assert {"table.md", "table.csv.xz", "r.json", "run.json", "logs"} <= {p.name for p in run.iterdir()}
    assert artifacts.log_text(old / "logs", "numpy-cpu.log") == "kept\n"  # (packed: artifacts.repack)
    assert "0 files of 0 runs" in harness_main("runs", "--results", root, "--compact").stdout


def test_the_releases_table_keeps_every_release_point_of_its_run(tmp_path):
    """A bisect step measured two of a release run's releases again later: the history still takes every
    release of the run with the most (the page and docs/releases.md quote them), not each release's newest."""
    from harness.report import build as report

    def release_run(stamp, releases, rate):
        folder = _design_run(tmp_path, stamp, 5, {})
        sys.path.insert(0, str(FIX))
        import make

        doc = make.result("cpu-box", f"2026-12-01T{stamp[9:11]}:00:00+00:00", [])
        for r in releases:
            b = make.bench("jax-naive", "cpu", 2048, 2048 * 1000 / rate)
            b["extra_info"]["release"] = f"jax {r}"
            doc["benchmarks"].append(b)
        make.write(folder / "r.json", doc)

    release_run("20261201T100000Z", ["0.4.23", "0.4.38", "0.5.3", "0.10.2"], 1e7)
    release_run("20261201T110000Z", ["0.4.38", "0.5.3"], 2e7)  # the later bisect step
    loaded = results.load([tmp_path])
    df = report.usable(loaded, [tmp_path])
    history = results.release_history(df)
    assert list(history.version) == ["0.4.23", "0.4.38", "0.5.3", "0.10.2"]
    assert set(history.run) == {"cpu-box-20261201T100000Z"}
