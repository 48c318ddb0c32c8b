"""The documentation's Python examples run as written: a reader copies them first."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import impls
from harness.measure import process
from harness.report import figures

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCKS = [(page, i, code) for page in PAGES
          for i, code in enumerate(re.findall(r"^```python\n(.*?)^```", page.read_text(), re.M | re.S))]


def test_the_examples_are_found():
    assert {p.name for p, _, _ in BLOCKS} >= {"README.md", "step-mode.md"}


RUNNER = """
import json, sys, traceback
for name, code in json.load(sys.stdin):
    try:
        exec(compile(code, name, "exec"), {"__name__": "__main__"})
    except BaseException:
        print("FAILED " + name + "\\n" + traceback.format_exc())
        sys.exit(1)
"""


def test_examples_run_as_written(tmp_path):
    """Every example, each in a fresh namespace, in one process (they share its compiled kernels: the
    examples are what a reader pastes, so each runs whole and unchanged)."""
    import json

    blocks = [(f"{page.name}, Python example {i}", code) for page, i, code in BLOCKS]
    # the run's Numba and JAX caches, which python_env keeps from a measuring child: the examples
    # measure nothing, and a kernel they compile may be one another test compiled first
    caches = {k: os.environ[k] for k in process.NOT_TO_CHILDREN if k in os.environ}
    # the settings the examples' impls.prepare asks for, made before the process starts: its earlier
    # examples start JAX and Numba's threads first (prepare's own effect: tests/test_registry.py)
    env = process.python_env(extra=caches)
    for name in ("jax-fused", "numba-cpu"):
        env = impls.process_env(name, "cpu", env)
    r = subprocess.run([sys.executable, "-c", RUNNER], input=json.dumps(blocks), cwd=tmp_path,
                       env=env, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]


def test_the_readme_front_door():
    """The two commands on the first screen, before any generated table, and the page under 12,000
    characters (the rest lives in docs/)."""
    text = (ROOT / "README.md").read_text()
    first_screen = "\n".join(text.splitlines()[:30])
    assert "bin/sweep" in first_screen and "bin/test" in first_screen
    assert "harness advise" in first_screen  # what it answers, before any table
    assert text.index("bin/test") < text.index("<!-- headline:start")
    assert len(text) < 12_000, len(text)


def test_the_results_index_marks_what_is_superseded(tmp_path):
    import json

    import pandas as pd

    from harness.report import index

    names = ["m-20261101T000000Z", "m-20261102T000000Z", "m-20261103T000000Z", "m-20261101T000000Z-sass",
             "m-20261104T000000Z-sass", "m-20261105T000000Z-train", "m-20261106T000000Z-train", "notes"]
    for n in names:
        (tmp_path / n).mkdir()
    point = lambda folder, impl, n, day: {"source": str(tmp_path / folder / "x.json"), "status": "ok",  # noqa: E731
                                          "machine": "m", "impl": impl, "variant": "", "device": "cpu",
                                          "num_envs": n, "mode": "rollout", "datetime": f"2026-11-0{day}"}
    df = pd.DataFrame([point(names[0], "a", 1, 1), point(names[0], "a", 2, 1),  # both measured again on day 3
                       point(names[1], "b", 1, 2), point(names[1], "b", 2, 2),  # one of two measured again
                       point(names[2], "a", 1, 3), point(names[2], "a", 2, 3), point(names[2], "b", 2, 3)])
    record = {"trainer": "suite-jax", "env": "suite", "config": "fast", "together": 1, "seed": 0,
              "hyperparameters": {}, "env_steps_per_s": 1e5, "final_return": 20.0, "compile_s": 1.0,
              "time_to_solve_s": None}
    for train, records in ((names[5], [record, {**record, "config": "fast-zoo"}]), (names[6], [record])):
        (tmp_path / train / "train.json").write_text(json.dumps({"artifact": "train", "records": records}))
    rows = index.folders(tmp_path)
    assert [r["folder"] for r in rows] == names[:1] + names[3:4] + names[1:3] + names[4:7]
    index.mark_superseded(rows, df, tmp_path)
    status = {r["folder"]: r["status"] for r in rows}
    assert status == {names[0]: "superseded (every point measured again later)",
                      names[1]: "partly superseded (1 of 2 points newest here)", names[2]: "current",
                      names[3]: f"superseded by {names[4]}", names[4]: "current",
                      names[5]: "partly superseded (1 of 2 runs newest here)", names[6]: "current"}


# A measured figure: harness readme --check's pattern (a number with a unit of time or rate, a multiple, a
# percentage, a count in k/M/G). Docstrings and comments say what the code does and why; a figure in one is
# followed by a reference to the run or setting it comes from, as in the docs (harness/report/figures.py),
# or lives in docs/history.md.
FIGURE = figures.FIGURE
ALLOWED: set[tuple[str, str]] = set()  # (file, figure) pairs that may stay, each with its reason


def unnamed(text: str) -> list[str]:
    """The figures of ``text`` that no reference follows."""
    return [m.group() for m in FIGURE.finditer(text) if not figures.REFERENCE.match(text, m.end())]


def comment_figures(path: Path) -> list[tuple[str, str]]:
    """(line, figure) of the figures in a file's comments that name no run or setting."""
    import io
    import tokenize

    return [(f"line {t.start[0]}", fig) for t in tokenize.generate_tokens(io.StringIO(path.read_text()).readline)
            if t.type == tokenize.COMMENT for fig in unnamed(t.string)]


def docstring_figures() -> list[tuple[str, str, str]]:
    import ast

    found = []
    for part in ("impls", "harness"):
        for path in sorted((ROOT / part).rglob("*.py")):
            rel = str(path.relative_to(ROOT))
            found += [(rel, where, fig) for where, fig in comment_figures(path) if (rel, fig) not in ALLOWED]
            for node in ast.walk(ast.parse(path.read_text())):
                if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                    found += [(rel, getattr(node, "name", "module"), fig)
                              for fig in unnamed(ast.get_docstring(node, clean=False) or "") if (rel, fig) not in ALLOWED]
    return found


def test_docstrings_hold_no_measured_figures():
    """Nor do comments: a figure in either names its run or setting, or lives in docs/history.md."""
    assert docstring_figures() == [], "figures in docstrings or comments: follow each with a reference to its run " \
        "or setting (harness/report/figures.py) or move it to docs/history.md"


def test_the_figure_check_finds_one():
    """The check itself: a figure planted in a docstring is found."""
    assert FIGURE.search("its step took 24 us at 1 environment") and FIGURE.search("1,245 M env-steps/s")
    assert FIGURE.search("8x faster") and not FIGURE.search("sm_90 has 132 SMs")
    assert FIGURE.search("18 s to compile") and not FIGURE.search("2 steps") and not FIGURE.search("sm_90s")
    assert unnamed("its results/ folder says 12 us") == ["12 us"]  # naming a folder no longer passes a figure
    assert unnamed("above 1.25x<!--= const:harness.measure.stats:UNSTABLE -->") == []


def test_the_figure_check_reads_comments(tmp_path):
    path = tmp_path / "m.py"
    path.write_text("x = 1  # (0.1 us; np.ones 0.8)\n\n# a block\n# that took 3 s in results/m-20261126T000000Z\ny = 2\n"
                    "z = 3  # above 1.25x<!--= const:harness.measure.stats:UNSTABLE -->\n")
    assert comment_figures(path) == [("line 1", "0.1 us"), ("line 4", "3 s")]


# -- the public names the docs promise -----------------------------------------------------------------
# names the docs give users to import, beyond those found in the pages below (each must stay)
PROMISED = ["impls.make", "impls.make_vec", "impls.adapters.make_vec", "impls.register", "impls.available",
            "impls.NotAvailable", "impls.adapters.sb3_vec_env.CartpoleSB3VecEnv",
            "impls.adapters.gymnax_env.CartpoleGymnax", "impls.train.ppo", "impls.train.ppo_torch"]
DOTTED = re.compile(r"\b(?:impls|harness)(?:\.[A-Za-z_][A-Za-z0-9_]*)+")


def public_names() -> list[str]:
    """Every dotted impls./harness. name the README and docs/ mention (docs/results.md is generated),
    and PROMISED."""
    found = {m.group() for page in PAGES if page.name != "results.md" for m in DOTTED.finditer(page.read_text())}
    return sorted(found | set(PROMISED))


def resolve(name: str):
    """The object a dotted name names: the longest importable module prefix, then attributes."""
    import importlib

    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ModuleNotFoundError:
            continue
        for attr in parts[i:]:
            obj = getattr(obj, attr)
        return obj
    raise ImportError(name)


def test_every_public_name_the_docs_promise_imports():
    import impls
    import impls.adapters

    names = public_names()
    assert "impls.make_vec" in names and len(names) > 20
    missing = []
    for name in names:
        try:
            resolve(name)
        except (ImportError, AttributeError) as exc:
            missing.append(f"{name}: {exc}")
    assert missing == []
    assert impls.make_vec is impls.adapters.make_vec  # where gymnasium.make_vec users look, the adapter's


def test_the_registry_imports_no_gymnasium_for_make_vec():
    """impls.make_vec is loaded on first use: importing the registry imports no gymnasium (the wheel's
    core dependencies do not include it)."""
    code = "import sys, impls; assert 'gymnasium' not in sys.modules; impls.make_vec; print('ok')"
    r = subprocess.run([sys.executable, "-c", code], env=process.python_env(), capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr[-2000:]


def test_a_name_that_went_away_is_found(monkeypatch):
    import impls

    monkeypatch.delattr(impls, "make", raising=True)
    with pytest.raises(AttributeError):
        resolve("impls.make")
