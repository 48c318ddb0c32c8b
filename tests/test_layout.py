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
RANKS = {"impls": 0, "impls.adapters": 1, "impls.train": 2, "harness.child": 3, "harness.cli": 3, "harness.artifacts": 4,
         "harness.archive": 4, "harness.table": 4,
         "harness.shapes": 4, "harness.registry": 4,
         "harness.measure": 5, "harness.analysis": 6, "harness.report": 7, "harness.commands": 8, "harness.__main__": 8}
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


# Imports against the ranks that are allowed, each with its reason: ``impls.make_vec`` is the adapter's
# make_vec where gymnasium.make_vec users look for it, imported on first use (impls/__init__.py)
UPWARD = {("impls", "impls.adapters.make_vec")}


def violations(names_and_paths) -> list[str]:
    bad = []
    for name, path in names_and_paths:
        mine = part(name)
        for target in imports(path):
            if (name, target) in UPWARD:
                continue
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


# -- no back doors: what an analysis needs of an implementation comes through the interface --------------
def module_imports(path: Path) -> list[str]:
    """The suite's modules a file's import statements name (``from impls import spec`` names impls.spec,
    ``from impls.api import Cartpole`` names impls.api), functions included."""
    known = dict(modules())
    out = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out += [f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in known else node.module for a in node.names]
    return [m for m in dict.fromkeys(out) if m in known]


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import circles of a graph (its strongly connected components of more than one module)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules it imports, less the allowed upward imports (UPWARD: lazy re-exports)."""
    return {name: {m for m in module_imports(path) if m != name
                   and not any(a == name and t.startswith(m + ".") for a, t in UPWARD)} for name, path in modules()}


def test_no_import_circles():
    """No two modules import each other, directly or round a circle, at any depth (a function-level
    import hides a circle from Python, not from this check)."""
    assert cycles(import_graph()) == []


def test_the_circle_check_finds_one():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def reaches_private(path: Path, module_names: set[str]) -> list[str]:
    """``module._name`` reads and ``from module import _name`` imports of another module's underscore
    names in a file (a class's own, such as a base class's method a subclass names, are not a module's)."""
    tree = ast.parse(path.read_text())
    alias, found = {}, []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                alias[a.asname or a.name.split(".")[0]] = a.name if a.asname else a.name.split(".")[0]
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name) and getattr(node.value.func, "attr", "") == "importorskip" \
                and node.value.args and isinstance(node.value.args[0], ast.Constant):
            alias[node.targets[0].id] = node.value.args[0].value  # ``ppo = pytest.importorskip("impls.train.ppo")``
        elif isinstance(node, ast.ImportFrom) and node.module:
            for a in node.names:
                alias[a.asname or a.name] = f"{node.module}.{a.name}"
                if a.name.startswith("_") and not a.name.startswith("__"):
                    found.append(f"line {node.lineno}: from {node.module} import {a.name}")
    for node in ast.walk(tree):
        # ``monkeypatch.setattr(module, "_name", ...)``, ``getattr(module, "_name")``: the name as a string
        if isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "setattr", "getattr", "delattr", "hasattr") and len(node.args) >= 2 \
                and isinstance(node.args[0], ast.Name) and node.args[0].id in alias \
                and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str) \
                and node.args[1].value.startswith("_") and not node.args[1].value.startswith("__") \
                and alias[node.args[0].id] in module_names:
            found.append(f"line {node.lineno}: {alias[node.args[0].id]}.{node.args[1].value} (by name)")
        if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
            chain, v = [], node.value
            while isinstance(v, ast.Attribute):
                chain.append(v.attr)
                v = v.value
            if isinstance(v, ast.Name) and v.id in alias:
                target = ".".join([alias[v.id], *reversed(chain)])
                if target in module_names:
                    found.append(f"line {node.lineno}: {target}.{node.attr}")
    return found


def test_no_module_reaches_another_modules_underscore_names():
    """Nor does a test reach an underscore name of the code it tests: what a test needs is public (or a
    fixture)."""
    names = {n for n, _ in modules()}
    tests = [(p.stem, p) for p in sorted((ROOT / "tests").glob("*.py"))]
    bad = {str(p.relative_to(ROOT)): f for n, p in [*modules(), *tests] if (f := reaches_private(p, names - {n}))}
    assert bad == {}


def test_the_underscore_check_finds_both_forms(tmp_path):
    (tmp_path / "a.py").write_text("from harness.analysis import sass\nfrom impls.jax_xla import _build\n"
                                   "def f(self):\n    return sass._need('x'), self._own, impls.api.Cartpole._set_policy\n"
                                   "ppo = pytest.importorskip('impls.train.ppo')\nppo._flat(1)\n"
                                   "monkeypatch.setattr(sass, '_need', len)\ngetattr(sass, '__doc__')\n")
    assert sorted(reaches_private(tmp_path / "a.py", {"harness.analysis.sass", "impls.jax_xla", "impls.api",
                                                      "impls.train.ppo"})) == [
        "line 2: from impls.jax_xla import _build", "line 4: harness.analysis.sass._need", "line 6: impls.train.ppo._flat",
        "line 7: harness.analysis.sass._need (by name)"]


def test_harness_reads_no_implementation_module():
    """harness/ imports no module a registry entry lives in (nor the CUDA implementations' shared one):
    what an analysis needs of an implementation (its CUDA source and options, its machine code, its GPU
    kernel) comes through the interface's methods (impls/api.py: machine_code, gpu_code)."""
    entries = {impls.entry(n).module for n in impls.available()} | {"impls.cuda_common"}
    bad = [f"{name} imports {m}" for name, path in modules() if name.startswith("harness")
           for m in module_imports(path) if m in entries]
    assert bad == []


# Every process harness/ and impls/ start, in one place: module -> (what it starts, why), one item per
# subprocess call in its source, whatever the call's first argument. A Python child goes through
# harness/child.py's protocol (child.py's own launch); the ones listed here as Python are the exceptions
# OWN_CHILDREN and the two below explain (a release's pytest, a node's harness command).
LAUNCHES = {
    "harness/child.py": (("Python", "the protocol's one launch: every Python child of the harness but these"),),
    "harness/measure/placement.py": (("Python", "the per-CPU probers (OWN_CHILDREN)"),),
    "harness/analysis/cpu_code.py": (("objdump", "the machine code of a compiled library"),
                                     ("Python", "the command itself again under a forced vector ISA (OWN_CHILDREN)")),
    "harness/measure/releases.py": (("uv", "a release's requirements resolved"), ("uv", "a release's environment made"),
                                    ("Python", "pytest's conformance suite under a release's own Python")),
    "harness/measure/fleet.py": (("Python", "a harness command on a node, from that node's checkout"),),
    "harness/analysis/fusion.py": (("dot", "a loop body drawn (Graphviz), where installed"),),
    "harness/analysis/old_xla.py": (("cc", "the CUDA stub library an old jaxlib loads"),),
    "harness/analysis/sass.py": (("cuobjdump/nvdisasm", "a cubin's SASS"), ("nvcc/ptxas", "a kernel compiled"),
                                 ("a CUDA tool", "its version"), ("ptxas", "PTX to a cubin"),
                                 ("ptxas", "a target's cubin")),
    "harness/analysis/torch_gpu.py": (("nvcc", "Inductor's CUDA source to PTX"),),
    "harness/measure/grid.py": (("nvidia-smi", "the GPUs a plan may use"),),
    "harness/measure/machine.py": (("nvidia-smi", "each GPU's name, driver and memory"),),
    "harness/report/browser.py": (("Chromium", "the page checked and its screenshot, headless"),),
    "harness/report/bundle.py": (("git", "the suite's commit named in a bundle"),),
    "impls/c_simd.py": (("cc", "the hand-written kernel built at first use"),),
    "impls/cupy_raw.py": (("cc", "the CUDA C built for the host"),),
}
STARTS = ("run", "Popen", "call", "check_call", "check_output")


def launches(path: Path) -> int:
    """How many calls in ``path`` start a process: subprocess's, and os.exec*/os.spawn*/os.system."""
    tree = ast.parse(path.read_text())
    return sum(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and (
        (n.func.attr in STARTS and getattr(n.func.value, "id", "") == "subprocess")
        or (getattr(n.func.value, "id", "") == "os" and n.func.attr.startswith(("exec", "spawn", "system", "popen"))))
        for n in ast.walk(tree))


def test_every_process_started_is_listed_with_its_reason(tmp_path):
    found = {str(p.relative_to(ROOT)): k for p in [*(ROOT / "harness").rglob("*.py"), *(ROOT / "impls").rglob("*.py")]
             if (k := launches(p))}
    assert found == {m: len(items) for m, items in LAUNCHES.items()}
    planted = tmp_path / "planted.py"
    planted.write_text("import os, subprocess\nsubprocess.run(['gcc', 'x.c'])\nos.system('ls')\n")
    assert launches(planted) == 2


# The Python children harness/ starts other than through the protocol (harness/child.py), each with its
# reason: placement's probers answer many questions each, in the timed path of every round (one request
# and one reply would start a Python a round); cpu-code runs the command itself again, its frameworks
# imported under a forced vector ISA. A new child is a child of the protocol.
OWN_CHILDREN = {"harness/measure/placement.py", "harness/analysis/cpu_code.py"}


def python_children(path: Path) -> int:
    """How many subprocess calls in ``path`` start a Python (a command list starting with sys.executable,
    given as it is or through a name assigned such a list)."""
    tree = ast.parse(path.read_text())
    python = lambda node: isinstance(node, ast.List) and node.elts and ast.unparse(node.elts[0]) == "sys.executable"  # noqa: E731
    lists = {t.id for n in ast.walk(tree) if isinstance(n, ast.Assign) and python(n.value)
             for t in n.targets if isinstance(t, ast.Name)}
    return sum(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in (
        "run", "Popen", "call", "check_call", "check_output") and getattr(n.func.value, "id", "") == "subprocess"
        and bool(n.args) and (python(n.args[0]) or getattr(n.args[0], "id", None) in lists) for n in ast.walk(tree))


def test_every_python_child_of_the_harness_is_on_the_protocol(tmp_path):
    starting = {str(path.relative_to(ROOT)) for _, path in modules() if python_children(path)}
    assert starting - {"harness/child.py"} == OWN_CHILDREN
    planted = tmp_path / "planted.py"
    planted.write_text("import subprocess, sys\n\ndef go(spec):\n"
                       "    subprocess.run([sys.executable, '-m', 'x'], input=spec)\n"
                       "    argv = [sys.executable, '-m', 'y']\n    return subprocess.Popen(argv)\n")
    assert python_children(planted) == 2
