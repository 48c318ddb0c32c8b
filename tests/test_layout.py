"""The tree's layout: harness/ in folders by concern whose imports run one way (report -> analysis ->
measure -> impls), the shared modules importing none of the concerns, impls importing nothing
from harness; inside impls, trainers over adapters over the environments (spec, interface, registry,
one module per framework), and no framework importing another; every module's import statements (at
any depth, in functions too) are read. And harness/ names no implementation: the registry does."""
import ast
import re
from pathlib import Path

import pytest

import impls

ROOT = Path(__file__).resolve().parent.parent
# rank of each part: a module may import parts of its own rank or lower
RANKS = {"impls": 0, "impls.adapters": 1, "impls.train": 2, "harness.cli": 3, "harness.artifacts": 4,
         "harness.measure": 5, "harness.analysis": 6, "harness.report": 7, "harness.__main__": 8}
# Framework modules (those the registry's entries live in) import no other framework module; the one
# exception: the public systems' policy mode runs the suite's torch policy beside their steps.
# iree-cpu and jax-pallas run jax-fused's step (the same functions) through another compiler or as a
# Pallas kernel: the comparison is only clean if they share that code
FRAMEWORK_EXCEPTIONS = {("impls.external", "impls.torch_impls"), ("impls.iree_cpu", "impls.jax_xla"),
                        ("impls.jax_pallas", "impls.jax_xla")}


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


def framework_violations(names_and_paths, frameworks: set[str]) -> list[str]:
    bad = []
    for name, path in names_and_paths:
        if name in frameworks:
            bad += [f"{name} imports {target}" for target in imports(path)
                    for other in frameworks - {name}
                    if (target == other or target.startswith(other + ".")) and (name, other) not in FRAMEWORK_EXCEPTIONS]
    return bad


def frameworks() -> set[str]:
    return {impls.entry(n).module for n in impls.available()}


def test_no_framework_imports_another():
    assert framework_violations(modules(), frameworks()) == []


def test_the_framework_rule_catches_one_importing_another(tmp_path):
    (tmp_path / "a.py").write_text("def f():\n    from impls import cupy_raw\n")
    (tmp_path / "b.py").write_text("from impls.numpy_cpu import policy_push\n")
    (tmp_path / "c.py").write_text("from impls.torch_impls import policy_chooser\n")
    found = framework_violations([("impls.numba_cuda", tmp_path / "a.py"), ("impls.jax_xla", tmp_path / "b.py"),
                                  ("impls.external", tmp_path / "c.py"), ("impls.adapters.split", tmp_path / "b.py")],
                                 frameworks())
    assert found == ["impls.numba_cuda imports impls.cupy_raw", "impls.jax_xla imports impls.numpy_cpu.policy_push"]


def named_implementations(source: str, names: list[str]) -> list[str]:
    """Registry names in a module's string literals (docstrings aside): a hyphenated name anywhere in
    one (``"jax-naive"``, ``"make('numba-cpu', 8)"``, ``"default jax-no-concat"``), a plain one (numpy,
    gymnax: also the names of libraries, said in prose) as a whole literal."""
    tree = ast.parse(source)
    docs = {id(n.body[0].value) for n in ast.walk(tree)
            if isinstance(n, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and n.body
            and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
    hyphenated = [n for n in names if "-" in n]
    pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, sorted(hyphenated, key=len, reverse=True)))
                         + r")(?![\w-])")
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            found += [f"line {node.lineno}: {m}" for m in pattern.findall(node.value)]
            found += [f"line {node.lineno}: {node.value}" for n in names if "-" not in n and node.value.strip() == n]
    return sorted(found, key=lambda f: int(f.split(":")[0].split()[1]))


def test_harness_names_no_implementation():
    """harness/ picks implementations from the registry (its fields and roles), never by name."""
    names = impls.available()
    bad = {str(p.relative_to(ROOT)): found for p in sorted(ROOT.glob("harness/**/*.py"))
           if (found := named_implementations(p.read_text(), names))}
    assert bad == {}


def test_the_name_scan_catches_a_name():
    code = ('"""jax-naive in a docstring is prose."""\nDEFAULT = "jax-no-concat"\n'
            'x = f"impls.make(\'numba-cpu\', {n})"\ny = "numpy"\nz = "a numpy array"\nw = "cupy-raw (host)"\n')
    assert named_implementations(code, impls.available()) == [
        "line 2: jax-no-concat", "line 3: numba-cpu", "line 4: numpy", "line 6: cupy-raw"]


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
