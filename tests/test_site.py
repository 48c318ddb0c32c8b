"""The HTML page (harness report --html, harness readme's docs/site/): its embedded numbers against the
Markdown report's tables, the fusion ladder and training views against their JSON, bad input; and the
page in a real browser (Debian's Chromium, headless, over the DevTools protocol): it loads with the
network disabled and no console error, draws a line per implementation, a hover shows a known
point's rate, run folder and commit, a legend click hides a line, the baseline selector divides by
the chosen row, a heading click sorts a table."""
import json
import re
import shutil
import sys
from pathlib import Path

import pandas as pd
import pytest

from harness.artifacts import fmt_rate
from harness import table
from harness.report import browser, site

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "tests" / "fixtures" / "results"
sys.path.insert(0, str(FIX))
import make  # noqa: E402  the fixtures' writer: invented, round numbers

COMMIT = "0123456789abcdef0123"


def _results(root: Path) -> Path:
    """A results folder: the report fixtures' two machines (the newer cpu-box run with a commit),
    policy-mode points with their roofline fractions, a fusion run and a training run."""
    shutil.copytree(FIX / "cpu-box", root / "cpu-box-20261102T100000Z")
    shutil.copytree(FIX / "gpu-box", root / "gpu-box-20261103T100000Z")
    for f in (root / "cpu-box-20261102T100000Z").glob("*.json"):
        doc = json.loads(f.read_text())
        doc["commit_info"] = {"id": COMMIT, "dirty": False}
        f.write_text(json.dumps(doc))
    make.write(root / "cpu-box-20261104T100000Z" / "policy.json", make.result("cpu-box", "2026-11-04T10:00:00+00:00", [
        make.bench("numpy", "cpu", n, 0.4 / k, mode="policy", hidden=64, roofline_fraction=f)
        for n, k, f in ((1024, 1, 0.25), (4096, 2, 0.5))]))
    rows = [{"impl": "jax-naive", "variant": "", "device": "cpu", "num_envs": 2048, "steps": 1000, "rng": "spec",
             "kernels_per_step": 10.0, "env_steps_per_s": 2e7, "status": "ok"},
            {"impl": "jax-fused", "variant": "", "device": "cpu", "num_envs": 2048, "steps": 1000, "rng": "spec",
             "kernels_per_step": 2.5, "env_steps_per_s": 1.6e8, "status": "ok"}]
    make.write(root / "cpu-box-20261105T100000Z-fusion" / "fusion.json",
               {"artifact": "fusion", "machine": {"label": "cpu-box"}, "rows": rows})
    curve = lambda end: [[0.1, 4096, 20.0], [0.2, 8192, 200.0], [end, 12288, 480.0]]  # noqa: E731
    records = [{"trainer": "suite-jax", "env": "suite", "config": "fast", "seed": s, "together": 1,
                "time_to_solve_s": t, "steps_to_solve": 12288, "compile_s": 1.0, "train_s": t,
                "env_steps_per_s": 4e4, "final_return": 480.0, "curve": curve(t), "hyperparameters": {}}
               for s, t in ((0, 0.3), (1, 0.45))]
    make.write(root / "cpu-box-20261106T100000Z-train" / "train.json",
               {"artifact": "train", "machine": {"label": "cpu-box"}, "records": records})
    return root


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """The report of those results with its page, built by the command users run (in this process)."""
    from harness.__main__ import main

    root = _results(tmp_path_factory.mktemp("site") / "results")
    assert main(["report", str(root), "--out", str(root.parent / "out"), "--name", "r", "--html"]) == 0
    folder = root.parent / "out" / "r"
    return folder, site.embedded((folder / "index.html").read_text())


def test_the_learning_curves_are_drawn_by_the_report_never_stored_with_the_run(built, tmp_path):
    """A train run keeps its records; harness report draws its curves, also of train runs alone."""
    from harness.__main__ import main

    folder, _ = built
    run = "cpu-box-20261106T100000Z-train"
    assert f"![Learning curves of {run}](learning-curve-{run}.png)" in (folder / "report.md").read_text()
    assert (folder / f"learning-curve-{run}.png").stat().st_size > 10_000
    train_run = folder.parent.parent / "results" / run
    assert sorted(p.name for p in train_run.iterdir()) == ["train.json"]
    assert main(["report", str(train_run), "--out", str(tmp_path), "--name", "t"]) == 0
    text = (tmp_path / "t" / "report.md").read_text()
    assert "#### Training: time to solve CartPole-v1 (cpu-box)" in text and "| suite-jax | suite | fast |" in text
    assert (tmp_path / "t" / f"learning-curve-{run}.png").is_file()
    (tmp_path / "empty").mkdir()  # neither points nor train runs: nothing to report, nothing written
    assert main(["report", str(tmp_path / "empty"), "--out", str(tmp_path), "--name", "n"]) == 1
    assert not (tmp_path / "n").exists()


def test_every_plotted_rate_is_the_markdown_tables_cell(built):
    folder, doc = built
    checked = 0
    for mode, machines in doc["throughput"].items():
        for machine, view in machines.items():
            stem = f"throughput-{machine}" if mode == "rollout" else f"{mode}-{machine}"
            table = pd.read_csv(folder / f"{stem}.csv", index_col=0)
            measured = [lab for lab, row in table.iterrows() if pd.to_numeric(row, errors="coerce").notna().any()]
            assert [s["label"] for s in view["series"]] == measured  # a line per measured row, in its order
            for s in view["series"]:
                for n, y, text, spread in zip(s["x"], s["y"], s["text"], s["spread"]):
                    assert y == pytest.approx(float(table.loc[s["label"], str(n)]), rel=1e-12)
                    assert text == fmt_rate(y)
                    if mode == "rollout":  # the Markdown cell: the rate and its spread
                        cells = (folder / f"{stem}.md").read_text().split(f"| {s['label']} |", 1)[1].split("\n", 1)[0]
                        assert f" {text}{spread} |" in cells
                    checked += 1
    assert checked == 9  # cpu-box: numpy and jax-naive at 1024 and 2048; gpu-box: 3; policy: 2
    cpu = {s["label"]: s for s in doc["throughput"]["rollout"]["cpu-box"]["series"]}
    assert cpu["numpy (cpu)"]["y"] == [1.024e7, 2.048e7]
    assert cpu["numpy (cpu)"]["folder"] == ["cpu-box-20261102T100000Z"] * 2
    assert cpu["numpy (cpu)"]["commit"] == [COMMIT[:12]] * 2 and cpu["numpy (cpu)"]["spread"] == [" ±1%"] * 2
    assert {s["label"] for s in doc["throughput"]["rollout"]["gpu-box"]["series"]} == {
        "numpy (cpu)", "jax-naive (cuda)", "numba-cuda (cuda)"}
    assert doc["throughput"]["rollout"]["cpu-box"]["missing"] == ["cupy-raw (cuda) at 1024: skipped (no CUDA GPU)"]
    assert doc["default_baseline"] == {"cpu-box": "jax-naive (cpu)", "gpu-box": "jax-naive (cuda)"}


def test_hardware_policy_fusion_and_training_views(built):
    _, doc = built
    assert {h["machine"]: h["y"] for h in doc["hardware"]["numpy (cpu)"]} == {
        "cpu-box": [1.024e7, 2.048e7], "gpu-box": [4.096e7]}
    # the roofline: each point's rate over its fraction (1024: 2.56e6 / 0.25; 4096: 2.048e7 / 0.5)
    assert doc["roofline"]["cpu-box"] == {"x": [1024, 4096], "y": [pytest.approx(1.024e7), pytest.approx(4.096e7)]}
    assert doc["throughput"]["policy"]["cpu-box"]["series"][0]["fraction"] == [0.25, 0.5]
    (ladder,) = doc["fusion"]["measured"]
    assert [(p["program"], p["kernels"], p["speedup"]) for p in ladder["points"]] == [
        ("jax-naive", 10.0, 1.0), ("jax-fused", 2.5, 8.0)]
    assert doc["fusion"]["gpu"] == []  # no gpu-compile and gpu-model results here
    runs = doc["training"]["cpu-box"]
    assert [(r["seed"], r["solve_s"], r["x"][-1], r["y"][-1]) for r in runs] == [(0, 0.3, 0.3, 480.0), (1, 0.45, 0.45, 480.0)]


def test_the_sortable_tables_are_the_markdown_tables(built):
    folder, _ = built
    page = (folder / "index.html").read_text()
    md = (folder / "report.md").read_text()
    tables = re.findall(r"^\|(?:-+:?\|)+$", md, re.M)  # each Markdown table's line under its heading
    assert len(tables) >= 10 and page.count('<table class="sortable"') >= len(tables)  # and the analyses' tables
    # numpy at 2048 on cpu-box, sorted by its number, titled with the run and point it came from
    assert '<td data-v=20.5 title="cpu-box-20261102T100000Z: numpy (cpu) at 2048 environments">20.5 ±1%</td>' in page
    assert "From cpu-box-20261102T100000Z (each cell's run and point on the page)." in md
    assert [table.sort_key(c) for c in ("1,364.2 ±3%", "4.0x", "46%", "−0.5", "skipped", "")] == [
        1364.2, 4.0, 46.0, -0.5, None, None]
    assert 1.5e6 < (folder / "index.html").stat().st_size < 5e6  # Plotly's script inlined, compressed


def test_html_bad_input_writes_no_page(tmp_path, harness_main):
    r = harness_main("report", FIX / "broken", "--out", tmp_path, "--html")
    assert r.returncode == 1 and "error: no usable results" in r.stderr and list(tmp_path.iterdir()) == []
    assert harness_main("report", FIX / "cpu-box", "--out", tmp_path, "--name", "r", "--html").returncode == 0
    first = (tmp_path / "r" / "index.html").read_bytes()
    r = harness_main("report", FIX / "gpu-box", "--out", tmp_path, "--name", "r", "--html")
    assert r.returncode == 2 and "--overwrite" in r.stderr and (tmp_path / "r" / "index.html").read_bytes() == first
    assert harness_main("report", FIX / "gpu-box", "--out", tmp_path, "--name", "r", "--html", "--overwrite").returncode == 0
    assert "gpu-box" in site.embedded((tmp_path / "r" / "index.html").read_text())["throughput"]["rollout"]


def test_a_report_without_figures_keeps_its_tables_and_page(tmp_path, harness_main):
    """--no-figures: no PNG or SVG drawn and report.md links none; the tables and the page's own plots are
    the same as with the figures."""
    for name, extra in (("with", ()), ("without", ("--no-figures",))):
        assert harness_main("report", FIX / "cpu-box", "--out", tmp_path, "--name", name, "--html", *extra).returncode == 0
    drawn = lambda f: sorted(p.name for p in (tmp_path / f).iterdir() if p.suffix in (".png", ".svgz"))  # noqa: E731
    assert "throughput.png" in drawn("with") and drawn("without") == []
    assert "![" in (tmp_path / "with" / "report.md").read_text() and "![" not in (tmp_path / "without" / "report.md").read_text()
    tables = lambda f: {p.name: p.read_text() for p in (tmp_path / f).glob("*.csv")}  # noqa: E731
    assert tables("with") == tables("without") and len(tables("with")) > 3
    page = lambda f: site.embedded((tmp_path / f / "index.html").read_text())  # noqa: E731
    assert page("with") == page("without")


# -- in a real browser --------------------------------------------------------------------------------
POINT = """(() => {{ const gd = document.getElementById("{plot}"); gd.scrollIntoView();
  const fl = gd._fullLayout, t = gd._fullData[{trace}], r = gd.getBoundingClientRect();
  return [r.left + fl._size.l + fl.xaxis.l2p(Math.log10(t.x[{i}])), r.top + fl._size.t + fl.yaxis.l2p(Math.log10(t.y[{i}]))];
}})()"""
VISIBLE = "document.querySelectorAll('#throughput .scatterlayer .trace').length"


@pytest.mark.skipif(browser.find() is None, reason=browser.missing())
def test_the_page_in_a_real_browser(built):
    folder, doc = built
    view = doc["throughput"]["rollout"]["cpu-box"]  # the first machine, drawn first
    with browser.Browser(width=1400, height=900) as b:
        assert b.open(folder / "index.html", offline=True), b.errors()
        assert b.errors() == []
        assert all(u.startswith("file:") for u in b.requests()), b.requests()
        assert b.evaluate(VISIBLE) == len(view["series"]) == 2
        # hover over numpy's point at 2048 environments: the rate the Markdown table prints, its run and commit
        x, y = b.evaluate(POINT.format(plot="throughput", trace=0, i=1))
        b.mouse("mouseMoved", x, y)
        hover = b.wait_for("(document.querySelector('#throughput .hoverlayer') || {}).textContent", 10)
        assert "numpy (cpu)" in hover and "20.5 M env-steps/s ±1%" in hover, hover
        assert "cpu-box-20261102T100000Z" in hover and COMMIT[:12] in hover
        # a legend click hides that line
        lx, ly = b.evaluate("(() => { const r = document.querySelector('#throughput .legend .traces')"
                            ".getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        b.click(lx, ly)
        assert b.wait_for(f"{VISIBLE} === 1", 10), b.evaluate(VISIBLE)
        # the baseline selector: bars divided by the chosen row (the speedup table's 4.0x for numpy)
        bars = "document.getElementById('bars').data[0]"
        assert b.evaluate(f"{bars}.x") == ["numpy (cpu)", "jax-naive (cpu)"]
        assert b.evaluate(f"{bars}.y") == pytest.approx([4.0, 1.0])
        b.evaluate("(() => { const s = document.getElementById('bar-base'); s.value = 'numpy (cpu)';"
                   " s.dispatchEvent(new Event('change')); })()")
        assert b.wait_for(f"{bars}.y[1] === 0.25", 10)
        # a click on a heading sorts its table by that column's numbers
        col = "[...document.querySelectorAll('#table-0 tbody tr')].map(r => r.cells[2].dataset.v)"
        b.evaluate("document.querySelector('#table-0 th:nth-child(3)').click()")
        up = b.evaluate(col)
        b.evaluate("document.querySelector('#table-0 th:nth-child(3)').click()")
        down = b.evaluate(col)
        assert up == ["5.12", "20.5", None] and down == ["20.5", "5.12", None]  # blanks last either way
        assert b.errors() == []


MAP = """(() => [...document.querySelectorAll("p.caption")].filter(p => p.textContent.startsWith({caption!r}))
  .map(p => {{ const t = p.nextElementSibling.querySelector("table");
    const cells = [...t.querySelectorAll("tbody td")];
    return {{caption: p.textContent, cells: cells.length,
             named: cells.filter(td => /^(tied: )?[a-z]/.test(td.textContent)).length,
             coloured: cells.filter(td => getComputedStyle(td).backgroundImage !== "none"
                                    || getComputedStyle(td).backgroundColor !== "rgba(0, 0, 0, 0)").length}}; }}))()"""


@pytest.mark.skipif(browser.find() is None, reason=browser.missing())
def test_the_published_pages_map_has_its_caption_and_coloured_cells():
    """The committed page (docs/site/index.html, what a reader opens) in Chromium: each machine's map stands
    under its caption, and every cell that names a winner is coloured (a plain one where it stands alone,
    hatched where tied), read from the live DOM's computed styles."""
    from harness.report import advise

    with browser.Browser(width=1400, height=900) as b:
        assert b.open(ROOT / "docs" / "site" / "index.html", offline=True), b.errors()
        maps = b.evaluate(MAP.format(caption=advise.MAP_CAPTION))
    assert len(maps) >= 2, maps  # a map for each machine with a run of several processes
    for m in maps:
        assert m["named"] >= 6 and m["coloured"] == m["named"], m
