"""The documentation's Python examples run as written: a reader copies them first."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from harness.measure import process

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCKS = [(page, i, code) for page in PAGES
          for i, code in enumerate(re.findall(r"^```python\n(.*?)^```", page.read_text(), re.M | re.S))]


def test_the_examples_are_found():
    assert {p.name for p, _, _ in BLOCKS} >= {"README.md", "step-mode.md"}


@pytest.mark.parametrize("page, i, code", BLOCKS, ids=[f"{p.name}-{i}" for p, i, _ in BLOCKS])
def test_example_runs_as_written(page, i, code, tmp_path):
    r = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=process.python_env(), capture_output=True,
                       text=True, timeout=300)
    assert r.returncode == 0, f"{page.name}, Python example {i}:\n{r.stderr[-2000:]}"


def test_the_readme_front_door():
    """The two commands on the first screen, before any generated table, and the page under 12,000
    characters (the rest lives in docs/)."""
    text = (ROOT / "README.md").read_text()
    first_screen = "\n".join(text.splitlines()[:30])
    assert "bin/sweep" in first_screen and "bin/test" in first_screen
    assert text.index("bin/test") < text.index("<!-- headline:start")
    assert len(text) < 12_000, len(text)


def test_the_results_index_marks_what_is_superseded(tmp_path):
    import pandas as pd

    from harness.report import index

    names = ["m-20261101T000000Z", "m-20261102T000000Z", "m-20261103T000000Z", "m-20261101T000000Z-sass",
             "m-20261104T000000Z-sass", "m-20261105T000000Z-train", "notes"]
    for n in names:
        (tmp_path / n).mkdir()
    point = lambda folder, impl, n, day: {"source": str(tmp_path / folder / "x.json"), "status": "ok",  # noqa: E731
                                          "machine": "m", "impl": impl, "variant": "", "device": "cpu",
                                          "num_envs": n, "mode": "rollout", "datetime": f"2026-11-0{day}"}
    df = pd.DataFrame([point(names[0], "a", 1, 1), point(names[0], "a", 2, 1),  # both measured again on day 3
                       point(names[1], "b", 1, 2), point(names[1], "b", 2, 2),  # one of two measured again
                       point(names[2], "a", 1, 3), point(names[2], "a", 2, 3), point(names[2], "b", 2, 3)])
    rows = index.folders(tmp_path)
    assert [r["folder"] for r in rows] == names[:1] + names[3:4] + names[1:3] + names[4:6]
    index.mark_superseded(rows, df)
    status = {r["folder"]: r["status"] for r in rows}
    assert status == {names[0]: "superseded (every point measured again later)",
                      names[1]: "partly superseded (1 of 2 points newest here)", names[2]: "current",
                      names[3]: f"superseded by {names[4]}", names[4]: "current",
                      names[5]: "shown on the results page"}
