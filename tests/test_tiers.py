"""The tiers (docs/testing.md): ``bin/test`` runs the fast tier (``-m "not slow"``), ``bin/test --all``
adds the tests marked ``slow``. The fast tier's collection must still hold every implementation x device
x conformance check family, the CUDA simulator's and the sharded runs, and a run of every command
``python -m harness --help`` lists; every test has a time limit."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

import impls
from commands import PYTEST
from harness import registry

ROOT = Path(__file__).resolve().parent.parent
FAST = ["-m", "not slow"]


def collected(*files: str, tier: list[str] = FAST) -> list[str]:
    """The node ids pytest collects from ``files`` in a tier (a child: the tier's own selection)."""
    r = subprocess.run([*PYTEST, "--collect-only", "-q", "-p", "no:xdist", *tier, *files], cwd=ROOT,
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    return [line.strip() for line in r.stdout.splitlines() if "::" in line]


def whole_fast_tier(config) -> bool:
    """This run is the fast tier itself (bin/test: the marker expression, every test path, nothing
    deselected by name), so its own collection is the tier's: each pytest-xdist worker collects every
    test and keeps the selected ones."""
    paths = [str(Path(a)) for a in config.args]
    return config.option.markexpr == FAST[1] and not config.option.keyword and not config.getoption("deselect") \
        and paths == [str(Path(t)) for t in config.getini("testpaths")]


@pytest.fixture(scope="module")
def fast_tier(request) -> list[str]:
    """The fast tier's node ids: this run's own where it is the fast tier, else a child's collection."""
    if whole_fast_tier(request.config):
        return [item.nodeid for item in request.session.items]
    return collected("tests")


def conformance_families() -> dict[str, str]:
    """Each check family of tests/test_conformance.py -> the case fixture it runs over (impl_case,
    any_mode or step_case)."""
    import inspect

    import test_conformance as tc

    out = {}
    for name, fn in vars(tc).items():
        if name.startswith("test_") and callable(fn):
            params = inspect.signature(fn).parameters
            case = next((p for p in ("impl_case", "any_mode", "step_case") if p in params), None)
            if case:
                out[name] = case
    return out


def missing_cases(ids: list[str]) -> list[str]:
    """(family, implementation-device) pairs of the conformance suite no collected id covers."""
    import test_conformance as tc

    cases = {"impl_case": tc.CASES, "any_mode": tc.CASES, "step_case": tc.STEP_CASES}
    have = {(m.group(1), m.group(2)) for i in ids if (m := re.match(r"tests/test_conformance\.py::(\w+)\[(.*)\]$", i))}
    missing = []
    for family, fixture in conformance_families().items():
        for p in cases[fixture]:
            name, device, _ = p.values[0]
            if not any(f == family and (params == f"{name}-{device}" or params.startswith(f"{name}-{device}-"))
                       for f, params in have):
                missing.append(f"{family}[{name}-{device}]")
    return missing


def test_the_fast_tier_holds_every_implementation_device_and_check_family(fast_tier):
    """Every family of the conformance suite for every implementation and device (numba-cuda's run in
    the CUDA simulator, the fast tier's too), and jax-sharded on several devices."""
    assert len(conformance_families()) >= 17
    assert missing_cases(fast_tier) == []
    assert "tests/test_cuda_without_gpu.py::test_conformance_in_simulator[numba-cuda]" in fast_tier
    assert "tests/test_sharded.py::test_sharding_and_conformance_on_several_devices" in fast_tier
    for name in impls.available():
        if not impls.is_external(name):
            assert any(f"[{name}-" in i for i in fast_tier), name


def test_the_coverage_check_finds_a_family_left_out():
    ids = [f"tests/test_conformance.py::{f}[numpy-cpu]" for f in conformance_families()]
    assert not [m for m in missing_cases(ids) if m.endswith("[numpy-cpu]")]
    dropped = [i for i in ids if "test_edge_sizes" not in i]
    assert "test_edge_sizes[numpy-cpu]" in missing_cases(dropped)


def test_the_fast_tier_leaves_the_slow_tests_out(fast_tier):
    """What `bin/test --all` adds: the mutation check and the slow paths are not in the fast tier (the
    full tier is every test, the marker expression aside)."""
    assert not any("test_mutant_is_caught" in i for i in fast_tier)
    assert "tests/test_conformance.py::test_edge_sizes[numpy-cpu-large]" not in fast_tier
    assert "tests/test_conformance.py::test_edge_sizes[numpy-cpu-odd]" in fast_tier


def test_every_test_has_a_time_limit(request):
    """pytest-timeout is loaded and the run's limit set (pyproject.toml), in this run and in every
    pytest process the tests start (the setting is pyproject's, not an option of this run)."""
    assert request.config.pluginmanager.hasplugin("timeout")
    assert 0 < float(request.config.getini("timeout")) <= 900


# -- every command and alias `python -m harness --help` lists, on its smallest input ---------------------
# each entry of harness/registry.py names the fast-tier test that runs it through its command line on good
# input (tested_by), or its smallest input (smallest), run here


def commands() -> list[str]:
    from harness.__main__ import build_parser

    sub = next(a for a in build_parser()._actions if a.dest == "command")
    return list(sub.choices)


def test_every_command_has_a_run_on_good_input(fast_tier):
    assert commands() == [e.name for e in registry.every()]
    for e in registry.every():
        assert bool(e.tested_by) != bool(e.smallest), f"{e.name}: a command's run is a test or its smallest input"
        assert not e.tested_by or any(i == e.tested_by or i.startswith(e.tested_by + "[") for i in fast_tier), \
            f"{e.name}: {e.tested_by} is not in the fast tier"


@pytest.mark.parametrize("command", [e.name for e in registry.every() if e.smallest])
def test_command_on_its_smallest_input(command, harness_main, tmp_path):
    entry = registry.named(command)
    r = harness_main(command, *entry.smallest, "--out", tmp_path)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    (folder,) = tmp_path.iterdir()
    assert folder.name.endswith("Z" if entry in registry.ALIASES else f"-{command}"), folder.name  # (an alias: a sweep)
    assert any(p.is_file() and p.stat().st_size > 0 for p in folder.iterdir())


@pytest.fixture(scope="module")
def slow_tier(request, deselected) -> list[str]:
    """The node ids marked slow: what this run's own selection left out where it is the fast tier
    (nothing else is deselected there), else a child's collection of ``-m slow``."""
    if whole_fast_tier(request.config):
        return deselected
    return collected("tests", tier=["-m", "slow"])


def slow_tests_in_the_docs() -> set[str]:
    """``file::test`` of each test docs/testing.md lists as marked slow (``::test`` after a file's
    entry is that file's; a bracket names some of its parameters)."""
    text = (ROOT / "docs" / "testing.md").read_text()
    para = text.split("Which file is in which tier:", 1)[1].split("\n\n", 1)[0]
    out, file = set(), None
    for entry in re.findall(r"`([^`]*::[^`]+)`", para):
        head, _, name = entry.partition("::")
        file = head or file
        out.add(f"{file}::{name.split('[')[0]}")
    return out


def test_the_docs_list_every_slow_test(slow_tier):
    """docs/testing.md names each test the fast tier leaves out, and nothing else."""
    source = {f"{Path(i.split('::')[0]).name}::{i.split('::')[1].split('[')[0]}" for i in slow_tier}
    docs = slow_tests_in_the_docs()
    assert source == docs, f"marked slow, not in docs/testing.md: {sorted(source - docs)}; " \
                           f"in docs/testing.md, not marked slow: {sorted(docs - source)}"
