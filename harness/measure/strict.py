"""Strict runs: a case that cannot run where it must is a failure, not a skip.

Strict CPU runs: with ``CARTPOLE_STRICT_FRAMEWORKS=1`` (``bin/test`` sets it, having just run bin/setup;
``pytest --strict-frameworks`` too), every implementation whose framework bin/setup installs (the
registry's ``setup``: core or frameworks) must import and run on the CPU and the host:
``NotAvailable`` there fails the case, naming the implementation, and a test module that needs such a
framework fails instead of skipping (:func:`importorskip`). So a virtual environment that lost numba
or jax cannot pass as green. Only the genuinely optional (the public baselines' extra, the trainers, a
device this machine lacks) still skip, each with its reason. It is not keyed to the ``CI`` variable: a
user's sweep in an environment with only the package's core dependencies (a CI job of theirs, or
bin/check-wheel's) skips the frameworks it lacks; ``CARTPOLE_STRICT_FRAMEWORKS=0 bin/test`` turns it off.

Strict GPU runs: on a machine with a GPU, a cuda case that cannot run is a failure, not a skip.

Without a GPU, an implementation on ``cuda`` raises ``NotAvailable`` and its case skips with the
reason. On a machine with a GPU the same exception means a broken stack (a driver too old for the
installed CuPy, a numba-cuda that cannot compile, a CPU-only torch wheel), and a run whose every cuda
case skipped must not read as a pass. So there:

- a cuda case whose implementation is not available fails with the underlying error, in the tests
  and in the sweep (a failed row); only ``NoSuchDevice`` (the implementation has no cuda device at
  all) and out-of-memory at a size too big for the GPU stay skips;
- a pytest run that collected cuda cases (marked ``cuda``) and ran none of them exits 1 (this
  module is a pytest plugin, loaded by harness.measure.plugin).

Whether the machine has a GPU: ``nvidia-smi`` lists one (``harness.measure.machine.gpus``), or the
environment variable ``CARTPOLE_GPU_PRESENT`` says so (``1``: treat the machine as having a GPU;
``0``: as having none), which is how the strict behaviour is tested on a machine without one.
"""
from __future__ import annotations

import os

import pytest

from harness.measure import machine

ENV = "CARTPOLE_GPU_PRESENT"
FRAMEWORKS_ENV = "CARTPOLE_STRICT_FRAMEWORKS"


def strict_frameworks() -> bool:
    """Whether this is a strict CPU run (see the module docstring)."""
    return os.environ.get(FRAMEWORKS_ENV, "").strip() == "1"


def gpu_present() -> bool:
    value = os.environ.get(ENV, "").strip()
    if value in ("0", "1"):
        return value == "1"
    return bool(machine.gpus())


def must_run(device: str, exc: BaseException, name: str | None = None) -> bool:
    """Whether ``exc`` (a NotAvailable) of implementation ``name`` on ``device`` is a failure rather
    than a skip."""
    import impls

    if isinstance(exc, impls.NoSuchDevice):
        return False
    if device == "cuda":
        return gpu_present()
    return name is not None and strict_frameworks() and impls.installed_by_setup(name)


def skip_or_fail(device: str, exc: BaseException, name: str | None = None) -> None:
    """pytest.skip with the reason, or, where the case must run, pytest.fail with the error."""
    if must_run(device, exc, name):
        if device == "cuda":
            pytest.fail(f"GPU present but not available on cuda (a broken GPU stack?): {exc}", pytrace=False)
        pytest.fail(f"strict run: {name} on {device} is installed by bin/setup but not available: {exc}",
                    pytrace=False)
    pytest.skip(f"not available: {exc}")


def importorskip(module: str):
    """``pytest.importorskip`` for a framework bin/setup installs: in a strict run a missing one fails
    the test module, naming it, instead of skipping it."""
    if strict_frameworks():
        try:
            return __import__(module)
        except ImportError as exc:
            pytest.fail(f"strict run: {module} is installed by bin/setup but cannot be imported: {exc}",
                        pytrace=False)
    return pytest.importorskip(module, reason=f"{module} is not installed")


# -- pytest plugin: a run with a GPU that ran no cuda case fails -------------------------------------
_COUNT = pytest.StashKey()


def pytest_addoption(parser):
    parser.addoption("--strict-frameworks", action="store_true", help="fail, not skip, a case whose framework "
                     "bin/setup installs but cannot be used (bin/test's default)")


def pytest_configure(config):
    if config.getoption("--strict-frameworks", False):
        os.environ[FRAMEWORKS_ENV] = "1"  # before pytest-xdist starts its workers, which inherit it
    config.addinivalue_line("markers", "cuda: a case on the cuda device (with a GPU present, one must run)")
    config.stash[_COUNT] = {"collected": set(), "ran": set()}


def pytest_runtest_logreport(report):
    """Counted from the reports, which pytest-xdist's workers also send to the main process: the cuda
    cases seen, and those that ran (passed or failed rather than skipped)."""
    if "cuda" not in report.keywords:
        return
    c = _CONFIG.stash[_COUNT]
    c["collected"].add(report.nodeid)
    if report.when == "call" and report.outcome in ("passed", "failed"):
        c["ran"].add(report.nodeid)


@pytest.hookimpl(tryfirst=True)
def pytest_sessionstart(session):
    global _CONFIG
    _CONFIG = session.config


_CONFIG = None


def pytest_sessionfinish(session, exitstatus):
    c = session.config.stash.get(_COUNT, None)
    if hasattr(session.config, "workerinput"):  # a pytest-xdist worker: the main process decides
        return
    if c and c["collected"] and not c["ran"] and exitstatus == 0 and gpu_present():
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter:
            reporter.write_line(f"error: this machine has a GPU, but none of the {len(c['collected'])} cuda cases "
                                "ran (every one skipped): failing the run", red=True)
        session.exitstatus = 1
