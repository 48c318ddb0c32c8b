"""The tree's layout: harness/ in folders by concern whose imports run one way (report -> analysis ->
measure -> impls), the shared modules importing none of the concerns, impls importing nothing
from harness; and every module's import statements (at any depth, in functions too) are read."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# rank of each part: a module may import parts of its own rank or lower
RANKS = {"impls": 0, "harness.cli": 1, "harness.artifacts": 2, "harness.measure": 3, "harness.analysis": 4,
         "harness.report": 5, "harness.__main__": 6}


def part(module: str) -> str | None:
    for name in sorted(RANKS, key=len, reverse=True):
        if module == name or module.startswith(name + "."):
            return name
    return None


def imports(path: Path) -> list[str]:
    """Every module an import statement in ``path`` names (absolute imports; the tree uses no others)."""
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path}: relative import"
            out += [f"{node.module}.{a.name}" for a in node.names]
    return list(dict.fromkeys(out))


def modules():
    for path in sorted([*ROOT.glob("impls/**/*.py"), *ROOT.glob("harness/**/*.py")]):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        yield name, path


def violations(names_and_paths) -> list[str]:
    bad = []
    for name, path in names_and_paths:
        mine = part(name)
        for target in imports(path):
            theirs = part(target)
            if theirs is None and target.split(".")[0] in ("harness", "impls") and target != "harness.__init__":
                bad.append(f"{name} imports {target}, which is in no part")
            if mine is None or theirs is None or theirs == mine:
                continue
            if RANKS[theirs] > RANKS[mine]:
                bad.append(f"{name} imports {target}")
    return bad


def test_every_module_has_a_concern():
    missing = [name for name, _ in modules() if part(name) is None and name != "harness"]
    assert not missing


def test_imports_run_one_way():
    assert violations(modules()) == []


def test_the_rule_catches_a_back_arrow(tmp_path):
    """A measuring module that imports the report, or impls importing the harness, is caught."""
    (tmp_path / "a.py").write_text("def f():\n    from harness.report import results\n")
    (tmp_path / "b.py").write_text("import harness.measure.machine\n")
    (tmp_path / "c.py").write_text("from harness.cli import BadInput\n")
    (tmp_path / "d.py").write_text("from harness import artifacts\n")
    (tmp_path / "e.py").write_text("def f():\n    from harness import machine\n")
    found = violations([("harness.measure.sweep", tmp_path / "a.py"), ("impls.spec", tmp_path / "b.py"),
                        ("harness.report.results", tmp_path / "c.py"), ("harness.cli", tmp_path / "d.py"),
                        ("impls.external", tmp_path / "e.py")])
    assert found == ["harness.measure.sweep imports harness.report.results",
                     "impls.spec imports harness.measure.machine", "harness.cli imports harness.artifacts",
                     "impls.external imports harness.machine, which is in no part"]


@pytest.mark.parametrize("old", ["grid", "machine", "sweep", "fusion", "sass", "results", "report", "plots",
                                 "hlo", "cpu_code", "strict_gpu", "multihost", "bench_cartpole"])
def test_no_module_left_at_an_old_path(old):
    assert not (ROOT / "harness" / f"{old}.py").exists()
