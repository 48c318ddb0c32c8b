import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

import pytest

from run_folder import (KEEP_VARIABLE, KEPT_VARIABLE, RUN_VARIABLE, TOP_VARIABLE, cache_variables, keep_inductor_headers,
                        kept_here, per_process, prune, share_between_workers)

MUTANT = pytest.StashKey()


def pytest_addoption(parser):
    parser.addoption("--conformance-size", choices=("full", "small"), default="full",
                     help="problem sizes of the conformance suite (small: for the CUDA simulator)")
    parser.addoption("--mutant", default=None,
                     help="run with this deliberate bug in its implementation (tests/mutants.py; the "
                          "mutation check in tests/test_mutants.py uses it)")


RUN_DIR = pytest.StashKey()
WROTE_BYTECODE = pytest.StashKey()
# The run's processes share the machine's cores (a test worker per core, and in each of them the
# frameworks' thread pools as wide as the machine): an OpenMP thread (numba-cpu's, Inductor's) waiting
# at a barrier for a thread that another process keeps off its core sleeps instead of spinning out its
# time slice; and OpenBLAS (numpy's matrix products, the policy checks') gets one thread, each worker's
# share of a core, where as wide as the machine its threads queued behind the other worker's
# (docs/history.md, "The test suite's time"). A setting of the run's own, not of what it checks: a
# value the caller set is kept.
SHARED_CORES = {"OMP_WAIT_POLICY": "PASSIVE", "OPENBLAS_NUM_THREADS": "1"}


def pytest_configure(config):
    # Child processes of the tests (the sweep, plain pytest-benchmark runs) must not inherit
    # pytest-xdist's worker variables: pytest-benchmark would disable their benchmarks.
    from harness.measure import process

    worker = os.environ.get("PYTEST_XDIST_WORKER")
    for key in [k for k in os.environ if k.startswith(process.PARENT_ONLY)]:
        del os.environ[key]
    if not os.environ.get(RUN_VARIABLE):
        run = Path(tempfile.mkdtemp(prefix="cartpole-test-run-"))
        keep = Path(os.environ[KEEP_VARIABLE]).resolve() if os.environ.get(KEEP_VARIABLE) else None
        here = kept_here(keep) if keep is not None else None
        variables = cache_variables(run, here)
        config.stash[RUN_DIR] = run, {k: os.environ.get(k) for k in (RUN_VARIABLE, KEPT_VARIABLE, TOP_VARIABLE,
                                                                         *variables, *per_process(run, 0),
                                                                         *SHARED_CORES)}
        os.environ[RUN_VARIABLE] = str(run)
        os.environ[TOP_VARIABLE] = str(os.getpid())
        if here is not None:
            os.environ[KEPT_VARIABLE] = str(here)
        for variable, value in SHARED_CORES.items():
            os.environ.setdefault(variable, value)
        for variable, value in variables.items():
            if value.startswith((str(run), *([str(here)] if here else []))):
                Path(value).mkdir(parents=True, exist_ok=True)
            os.environ[variable] = value
        if here is not None:
            import impls

            prune(keep, here, variables[impls.NUMBA_CACHE_VARIABLE])
            compile_the_suite()
    # Inductor's cache and the temporary folder: one of each per pytest process (run_folder.per_process);
    # an implementation's cases run on one worker (pytest_xdist_make_scheduler), so each compiles once
    here = Path(os.environ[KEPT_VARIABLE]) if os.environ.get(KEPT_VARIABLE) else None
    for variable, value in per_process(Path(os.environ[RUN_VARIABLE]), os.getpid(), here, worker).items():
        Path(value).mkdir(parents=True, exist_ok=True)
        os.environ[variable] = value
    if here is not None and worker:
        keep_inductor_headers(Path(os.environ["TMPDIR"]), here, worker)
    tempfile.tempdir = None  # tempfile's folder is read again, from TMPDIR (pytest's tmp_path among them)
    # bin/test keeps compiled programs: pytest's code of the test modules too (pytest checks a source's hash
    # before it reads that code again), written while the run's own collecting processes collect (its
    # workers, or its top process without them), never by a pytest process a test starts
    top = os.environ.get(TOP_VARIABLE)
    if here is not None and (top == str(os.getppid()) and worker or top == str(os.getpid()) and not xdist(config)):
        config.stash[WROTE_BYTECODE] = sys.dont_write_bytecode
        sys.dont_write_bytecode = False
    name = config.getoption("--mutant")
    if name:
        import mutants

        try:
            config.stash[MUTANT] = mutants.install(name)
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None


def implementation_in(nodeid: str) -> str | None:
    """The registered implementation a test case is of, from its id (``test_x[torch-compile-cpu-0]``:
    torch-compile), else None."""
    import impls

    params = nodeid.rpartition("[")[2].rstrip("]") if nodeid.endswith("]") else ""
    return next((n for n in sorted(impls.available(), key=len, reverse=True)
                 if params == n or params.startswith(n + "-")), None)


# Frameworks whose start costs seconds in every process that uses them and whose compiled programs no
# cache of the run shares between processes (Inductor's C++ kernels and precompiled headers; TensorFlow):
# all the cases of their implementations form one group, and so do the files that test them directly
SHARE_A_WORKER = {"impls.torch_impls", "impls.tf_xla"}
FILE_GROUPS = {"tests/test_torch.py": "impls.torch_impls",
               "tests/test_tiers.py": "tests/test_tiers.py",  # its module fixture (a collection) computed once
               "tests/test_ppo_numba.py": "tests/test_ppo_numba.py",  # its Numba loops compiled once
               "tests/test_site.py": "tests/test_site.py",  # its module fixture (a report and its page) built once
               "tests/test_harness.py": "tests/test_harness.py"}  # its module fixture (a sweep, 3 s) made once


def group_of(nodeid: str) -> str | None:
    """The scheduling group of a test (None: a group of its own): its implementation's, or its
    framework module's for SHARE_A_WORKER, or its file's (FILE_GROUPS)."""
    import impls

    name = implementation_in(nodeid)
    if name is not None:
        e = impls.entry(name)
        # a policy that torch.compile runs: a split loop's over torch, the public systems' policy mode
        if ("::test_split_loop" in nodeid and e.split == "torch") or "::test_public_systems_run_the_same_policy" in nodeid:
            return "impls.torch_impls"
        return e.module if e.module in SHARE_A_WORKER else name
    return FILE_GROUPS.get(nodeid.partition("::")[0])


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: unknown where xdist is not loaded (-p no:xdist)
def pytest_xdist_make_scheduler(config, log):
    """``--dist loadgroup`` (bin/test's): each implementation's cases on one worker (group_of), so a
    framework without a cache the run's processes share (Inductor's is one per process, TensorFlow's
    XLA keeps none) starts and compiles each program once per run, not once per worker; other tests
    spread one by one.
    (pytest-xdist's own groups, its xdist_group mark, are read from node ids that pytest 9.2 no longer
    lets it change.)"""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadGroupScheduling

    class ByImplementation(LoadGroupScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return group_of(nodeid) or super()._split_scope(nodeid)

    return ByImplementation(config, log)


def compile_the_suite() -> None:
    """A kept run's bytecode of the suite's own modules, beside their sources, checked against each source's
    hash when read (never read for a changed source): made before any process of the run collects, so that
    a process writing bytecode writes only that kind for them (Python keeps a pyc's kind when it writes it
    again)."""
    import compileall
    import py_compile

    root = TESTS_DIR.parent
    for path in (root / "conftest.py", root / "harness", root / "impls", TESTS_DIR):
        compile_one = compileall.compile_file if path.is_file() else compileall.compile_dir
        compile_one(str(path), force=True, quiet=2, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)


def xdist(config) -> bool:
    """Whether this process hands its tests to pytest-xdist's workers (collecting none itself)."""
    return bool(config.getoption("numprocesses", None)) and not hasattr(config, "workerinput")


def pytest_collection_finish(session):
    """The test modules are imported: from here on this process writes no bytecode of its own (a module a
    test writes and imports again must never be read from a stale pyc)."""
    if WROTE_BYTECODE in session.config.stash:
        sys.dont_write_bytecode = session.config.stash[WROTE_BYTECODE]


def pytest_collection_modifyitems(config, items):
    """Under --mutant, the check that mutant names as its catcher (Mutant.first) runs first."""
    m = config.stash.get(MUTANT, None)
    if m and m.first:
        items.sort(key=lambda item: m.first not in item.nodeid)  # stable: the rest keep their order


DESELECTED = pytest.StashKey()


def pytest_deselected(items):
    """Keep the node ids the run's selection leaves out (the ``deselected`` fixture)."""
    if items:
        items[0].config.stash.setdefault(DESELECTED, []).extend(item.nodeid for item in items)


@pytest.fixture(scope="session")
def deselected(request) -> list[str]:
    """The node ids this process's selection left out: in bin/test's fast tier, every slow test."""
    return request.config.stash.get(DESELECTED, [])


def pytest_unconfigure(config):
    run, before = config.stash.get(RUN_DIR, (None, {}))
    if run is not None:
        shutil.rmtree(run, ignore_errors=True)
        if os.environ.get(KEPT_VARIABLE):
            share_between_workers(Path(os.environ[KEPT_VARIABLE]))
        for variable, value in before.items():  # this process's environment as it was
            if value is None:
                os.environ.pop(variable, None)
            else:
                os.environ[variable] = value
        tempfile.tempdir = None
    if hasattr(config, "workerinput"):  # a pytest-xdist worker, its reports sent
        atexit.register(end_now)


def end_now() -> None:
    """The last of a test worker: it ends here, before the frameworks' own exit handlers and the
    interpreter's teardown (TensorFlow's and torch.compile's took 1.3-1.6 s each, and the run's top
    process waits for every worker to end; docs/history.md, "The test suite's time"). Every cache they
    write is written when it is compiled, and a worker's files live in the run's folder, which the top
    process removes."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


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
    impls.PLUGINS_LOADED.discard("throwaway_impl")
    sys.modules.pop("throwaway_impl", None)
