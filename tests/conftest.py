import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

import pytest

MUTANT = pytest.StashKey()
CACHES = pytest.StashKey()
JAX_MIN_COMPILE_TIME = "JAX_PERSISTENT_CACHE_MIN_COMPILE_TIME_SECS"  # JAX's: below it a program is not cached


def pytest_addoption(parser):
    parser.addoption("--conformance-size", choices=("full", "small"), default="full",
                     help="problem sizes of the conformance suite (small: for the CUDA simulator)")
    parser.addoption("--mutant", default=None,
                     help="run with this deliberate bug in its implementation (tests/mutants.py; the "
                          "mutation check in tests/test_mutants.py uses it)")


def pytest_configure(config):
    # Child processes of the tests (the sweep, plain pytest-benchmark runs) must not inherit
    # pytest-xdist's worker variables: pytest-benchmark would disable their benchmarks.
    import impls
    from harness.measure import process

    for key in [k for k in os.environ if k.startswith(process.PARENT_ONLY)]:
        del os.environ[key]
    # One cache of numba-cpu's compiled kernels and one of JAX's programs (every one, however quick its
    # compile) for the whole run: its workers and the processes its tests start (mutants of other
    # code, the commands they run) load them instead of compiling them again (docs/testing.md). The
    # process that made them removes them.
    made = config.stash[CACHES] = []
    for variable, prefix in ((impls.NUMBA_CACHE_VARIABLE, "cartpole-numba-"),
                             (impls.JAX_CACHE_VARIABLE, "cartpole-jax-")):
        if not os.environ.get(variable):
            os.environ[variable] = tempfile.mkdtemp(prefix=prefix)
            made.append(variable)
    if impls.JAX_CACHE_VARIABLE in made:
        os.environ[JAX_MIN_COMPILE_TIME] = "0"
    name = config.getoption("--mutant")
    if name:
        import mutants

        try:
            config.stash[MUTANT] = mutants.install(name)
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None


def pytest_collection_modifyitems(config, items):
    """Under --mutant, the check that mutant names as its catcher (Mutant.first) runs first."""
    m = config.stash.get(MUTANT, None)
    if m and m.first:
        items.sort(key=lambda item: m.first not in item.nodeid)  # stable: the rest keep their order


def pytest_unconfigure(config):
    import impls

    for variable in config.stash.get(CACHES, []):
        shutil.rmtree(os.environ.pop(variable), ignore_errors=True)
        if variable == impls.JAX_CACHE_VARIABLE:
            os.environ.pop(JAX_MIN_COMPILE_TIME, None)


def pytest_sessionstart(session):
    m = session.config.stash.get(MUTANT, None)
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if m and reporter:  # printed even under -q: the mutation check looks for this line
        reporter.write_line(f"MUTANT {m.impl}: {m.about}")


def pytest_terminal_summary(terminalreporter, config):
    import mutants

    caught = [v for r in terminalreporter.stats.get("passed", []) for k, v in r.user_properties if k == mutants.CAUGHT]
    if caught:
        terminalreporter.section(f"mutation check: {len(caught)} of {len(mutants.MUTANTS)} mutants caught")
        for name, about, test in caught:
            terminalreporter.write_line(f"{name:36s} caught by {test}  ({about})")


class Ran(NamedTuple):
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def harness_main(capsys):
    """``python -m harness ARGS`` in this process (its exit code, stdout and stderr): for the many
    bad-input checks, each a few milliseconds instead of a new interpreter; every command also has a
    test that runs it as a real process."""
    from harness.__main__ import main

    def run(*args) -> Ran:
        capsys.readouterr()
        try:
            code = main([str(a) for a in args])
        except SystemExit as exc:  # argparse's own errors
            code = exc.code
        out = capsys.readouterr()
        return Ran(code, out.out, out.err)
    return run


TESTS_DIR = Path(__file__).resolve().parent


@pytest.fixture
def throwaway(monkeypatch):
    """tests/throwaway_impl.py registered as a user's plugin would be, in this process and in every
    child the harness starts (CARTPOLE_PLUGINS and PYTHONPATH); removed afterwards."""
    import impls

    monkeypatch.setenv("CARTPOLE_PLUGINS", "throwaway_impl")
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS_DIR), os.environ.get("PYTHONPATH")])))
    monkeypatch.syspath_prepend(str(TESTS_DIR))
    assert "throwaway-np" in impls.available()
    yield "throwaway-np"
    impls.unregister("throwaway-np")
    impls._PLUGINS_LOADED.discard("throwaway_impl")
    sys.modules.pop("throwaway_impl", None)
