"""The analysis registry (harness/registry.py): every analysis declared once, and what reads it
(the command line, the result shapes, the page, bin/gpu-run) driven by it alone. A new analysis, the
example of docs/adding-an-analysis.md (tests/example_analysis.py), is one module and one entry: it gets
its command, its checked results, its page section and a stage without a line elsewhere."""
from __future__ import annotations

import ast
import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import example_analysis
from harness import shapes
from harness import registry
from harness.report import build, reader, results

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "results"
EXAMPLE = registry.Analysis("episodes", "episode lengths under a random policy", "example_analysis",
                            {"episodes": example_analysis.SHAPE}, "docs/adding-an-analysis.md", section=True,
                            stage=registry.Stage("episodes", "episode lengths on the GPU machine", ("--out", "{out}")))


@pytest.mark.parametrize("entry", registry.ANALYSES, ids=lambda e: e.name)
def test_each_entry_has_its_hooks_docs_and_shapes(entry):
    assert callable(entry.hook("options")) and callable(entry.hook("command"))
    assert callable(entry.hook("section")) if entry.section else True
    assert (ROOT / entry.docs).is_file(), entry.docs
    assert entry.shapes and all(isinstance(s, dict) and s for s in entry.shapes.values())


def test_every_result_kind_has_one_shape_from_one_place():
    """The measurements' kinds in harness/shapes.py, the analyses' in their entries; none in both."""
    kinds = [k for e in registry.ANALYSES for k in e.shapes]
    assert len(kinds) == len(set(kinds)) and not set(kinds) & set(shapes.SHAPES)
    assert shapes.shape_of("ablation-jax-naive-gpu")["program"] == "str"  # the first pattern that matches
    assert "program" not in shapes.shape_of("ablation-jax-naive")
    assert shapes.shape_of("no-such-kind") is None


@pytest.mark.parametrize("entry", registry.COMMANDS + registry.ALIASES, ids=lambda e: e.name)
def test_each_command_has_its_hooks_and_docs(entry):
    assert callable(entry.hook("options")) and callable(entry.hook("command"))
    assert (ROOT / entry.docs).is_file(), entry.docs


def test_the_command_line_is_the_table_alone():
    """harness/__main__.py makes every command from the registry: it names none (no function, no
    add_parser of a name), imports no command's module, and fits in 80 lines; the commands' modules
    (harness/commands/) define no analysis's hooks; every command's name is one entry's."""
    text = (ROOT / "harness" / "__main__.py").read_text()
    tree = ast.parse(text)
    names = {e.name for e in registry.every()}
    assert len(names) == len(registry.every())
    functions = {n.name for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)}
    assert functions == {"build_parser", "main"}
    parsers = {c.args[0].value for c in ast.walk(tree) if isinstance(c, ast.Call)
               and getattr(c.func, "attr", "") == "add_parser" and c.args and isinstance(c.args[0], ast.Constant)}
    assert not parsers
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)} | {
        a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not {e.module for e in registry.every()} & imported
    assert len(text.splitlines()) <= 80
    hooks = {f"{e.name.replace('-', '_')}_{h}" for e in registry.ANALYSES for h in ("options", "command")}
    for module in (ROOT / "harness" / "commands").glob("*.py"):
        defined = {n.name for n in ast.parse(module.read_text()).body if isinstance(n, ast.FunctionDef)}
        assert not hooks & defined, module


def test_a_new_command_is_one_module_and_one_entry(monkeypatch, capsys):
    """The example of docs/adding-a-command.md (tests/example_command.py), registered as that page says:
    the command line runs it, its bad input is one line and exit 2."""
    from harness.__main__ import main

    entry = registry.Command("count", "points per run folder", "example_command", {}, "docs/adding-a-command.md")
    monkeypatch.setattr(registry, "COMMANDS", (*registry.COMMANDS, entry))
    assert main(["count", str(FIXTURES / "cpu-box")]) == 0
    out = capsys.readouterr().out
    loaded = results.load([FIXTURES / "cpu-box"]).rows
    assert f"cpu-box: {len(loaded)} points, {int((loaded.status == 'ok').sum())} passed" in out
    assert main(["count", str(FIXTURES / "cpu-box"), "--status", "done"]) == 2
    assert "--status 'done'" in capsys.readouterr().err


def test_only_the_chosen_commands_module_is_imported():
    """``python -m harness table RUN`` imports harness.commands.report and no other command's module
    (nor an analysis's)."""
    code = ("import sys; from harness.__main__ import main; main(['table', 'tests/fixtures/results/cpu-box']) ; "
            "print(sorted(m for m in sys.modules if m.startswith(('harness.commands', 'harness.analysis.'))))")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip().splitlines()[-1] == "['harness.commands', 'harness.commands.report']"


@pytest.fixture
def with_example(monkeypatch):
    monkeypatch.setattr(registry, "ANALYSES", (*registry.ANALYSES, EXAMPLE))
    return EXAMPLE


def test_a_new_analysis_is_one_module_and_one_entry(with_example, tmp_path, capsys):
    from harness.__main__ import build_parser, main

    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert "episodes" in sub.choices
    assert main(["episodes", "--num-envs", "64", "--steps", "300", "--out", str(tmp_path)]) == 0
    [folder] = tmp_path.iterdir()
    row = json.loads((folder / "episodes.json").read_text())["rows"][0]
    # a random policy's CartPole-v1 episodes last about 22 steps (the spec's physics, not the shape)
    assert row["episodes"] > 500 and 18 < row["mean_length"] < 27
    [found] = reader.artifacts([tmp_path], "episodes")  # read back, its entry's shape checked
    assert found.doc["rows"][0]["mean_length"] == row["mean_length"]
    page = build.analyses([tmp_path], pd.DataFrame())
    assert "#### Episodes under a random policy" in page.markdown() and folder.name in page.markdown()
    [(heading, table)] = page.tables()  # the HTML page gets the table itself, under its section's heading
    assert heading == "Episodes under a random policy" and table.rows[0][0] == "numpy" and folder.name in table.caption
    assert main(["episodes", "--impl", "nope", "--out", str(tmp_path)]) == 2
    assert "unknown --impl 'nope'" in capsys.readouterr().err and len(list(tmp_path.iterdir())) == 1


def test_a_result_that_breaks_its_entrys_shape_is_skipped(with_example, tmp_path, capsys):
    folder = tmp_path / "box-20260101T000000Z-episodes"
    folder.mkdir()
    (folder / "episodes.json").write_text(json.dumps({"artifact": "episodes", "rows": [{"impl": "numpy"}]}))
    results.SKIPPED.clear()
    assert reader.artifacts([tmp_path], "episodes") == []
    assert "has no field 'num_envs'" in capsys.readouterr().err


def test_the_page_renders_the_sections_in_the_registrys_order(monkeypatch):
    shown = []
    fake = [dataclasses.replace(e, section=True) for e in registry.ANALYSES]
    monkeypatch.setattr(registry, "ANALYSES", tuple(fake))
    monkeypatch.setattr(registry.Analysis, "hook", lambda self, what: lambda r, p, d: shown.append(self.name) or build.Doc())
    build.analyses([], pd.DataFrame())
    assert shown == [e.name for e in fake]


def test_gpu_run_takes_the_analyses_stages_from_the_registry(tmp_path):
    listed = subprocess.run([sys.executable, "-m", "harness.registry", "stages"], capture_output=True,
                            text=True, cwd=ROOT, check=True).stdout
    assert [line.split("\t")[0] for line in listed.splitlines()] == [s.name for s in registry.stages()]
    command = subprocess.run([sys.executable, "-m", "harness.registry", "stage", "model", "OUT"],
                             capture_output=True, text=True, cwd=ROOT, check=True).stdout.splitlines()
    assert command == ["gpu-model", "--measured", "OUT", "--out", "OUT"]
    bad = subprocess.run([sys.executable, "-m", "harness.registry", "stage", "nope", "OUT"],
                         capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and "valid: stages, stage NAME OUT (NAME: fusion, model)" in bad.stderr
    # a bare environment but for bytecode: none written beside the suite's sources (tests/test_hermetic.py)
    r = subprocess.run(["bash", str(ROOT / "bin" / "gpu-run"), "--budget", "0", "--out", str(tmp_path), "nope"],
                       capture_output=True, text=True, cwd=ROOT, env={"PATH": f"{Path(sys.executable).parent}:/usr/bin:/bin",
                                                                       "PYTHON": sys.executable,
                                                                       "PYTHONDONTWRITEBYTECODE": "1"})
    assert r.returncode == 2 and "unknown stage 'nope'" in r.stderr
    valid = r.stderr.split("valid: ")[1].strip().split(", ")
    assert {s.name for s in registry.stages()} <= set(valid) and valid[-1] == "tests"
