"""The mutation check: every deliberate bug in tests/mutants.py must fail the conformance suite.

Each mutant runs the conformance checks of the implementation it mutates in its own process
(``pytest tests/test_conformance.py -k IMPL-cpu --mutant NAME -x``; the Gymnasium adapter's mutants
the adapter's tests), one test per mutant, so
pytest-xdist spreads them over the cores. A mutant
that survives fails here and names itself; the run's summary names the check that caught each one.
The control, that the unmutated code passes those checks, is the rest of the suite: every check a
mutant runs is a test of this same run, unmutated; here each target's selection is collected
(``--collect-only``) and must hold the tests it is known to hold. (Running each selection again
unmutated, as the controls did, cost 200 of the suite's 1,700 test-seconds on a 2-core Zen 3.)
"""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import mutants
from harness.measure import executor

ROOT = Path(__file__).resolve().parent.parent
# each target's checks (file, -k, the fewest tests it selects): the conformance cases of
# an implementation (numba-cpu's: the families that catch its mutants, 14 of its 31 cases, since
# each of its processes compiles the kernels); the
# adapter's tests over numpy, its masked-reset tests and its overhead check;
# numba-cpu's next-step kernel against the adapter's next-step; the policy mode's tests over numpy; the
# trainers' adapters' checks; the torch PPO against the JAX PPO (uncompiled: the same functions)
CHECKS = {"numpy": ("tests/test_conformance.py", "numpy-cpu", 15),
          "numba-cpu": ("tests/test_conformance.py", "numba-cpu-cpu and (one_step or reset_streams or step_mode or "
                        "step_outputs or termination or action_stream or short_rollouts or episode_goes_on)", 13),
          # the new rows: the families that catch their mutants (each process imports its framework)
          **{n: ("tests/test_conformance.py", f"{n}-cpu and (reset_streams or action_stream or episode_goes_on or "
                 "short_rollouts or large_angles)", 9) for n in ("tf-xla", "iree-cpu", "warp-cpu", "jax-pallas")},
          "c-simd": ("tests/test_conformance.py", "c-simd-cpu and (reset_streams or action_stream or successive_rollouts "
                     "or termination)", 8),
          "tf-xla-naive": ("tests/test_conformance.py", "tf-xla-naive-cpu and (reset_streams or short_rollouts)", 5),
          mutants.VECTOR_ENV: ("tests/test_vector_env.py", "numpy or mid_episode or overhead", 10),
          mutants.NUMBA_NEXT_STEP: ("tests/test_vector_env.py", "kernel_equals", 1),
          mutants.POLICY: ("tests/test_policy.py", "numpy", 2),
          mutants.SB3_ENV: ("tests/test_training.py", "sb3_adapter_against and numpy", 1),
          mutants.GYMNAX_ENV: ("tests/test_training.py", "gymnax_adapter or episode_stats", 2),
          mutants.TORCH_PPO: ("tests/test_training.py", "torch_ppo_is_the_jax_ppo and eager", 1),
          mutants.JAX_PPO: ("tests/test_training.py", "seeds_in_flight", 1),
          mutants.GPU_COMPILE: ("tests/test_gpu_compile.py", "live_compile or blamed", 2),
          mutants.TUNE: ("tests/test_tune.py", "not end_to_end", 5),
          mutants.TUNED: ("tests/test_tune.py", "not end_to_end", 5),
          mutants.READER: ("tests/test_report.py", "bad_result_file or wrong_shape", 14),
          mutants.DESIGN: ("tests/test_report.py", "newest_design or releases_table_keeps or later_sweep_of_one_row "
                           "or runs_compact", 4),
          mutants.RUN_FOLDERS: ("tests/test_results_store.py", "four_runs or in_threads", 2),
          mutants.COMPARE: ("tests/test_report.py", "compare", 7),
          mutants.PACK: ("tests/test_results_store.py", "pack or every_compressed_result", 5),
          mutants.SITE: ("tests/test_site.py", "rate or views or tables or html or browser", 4),
          mutants.STATS: ("tests/test_processes.py", "interval or draws or median_is_numpys", 4),
          mutants.ORDER: ("tests/test_processes.py", "turns", 1),
          mutants.BY_POINT: ("tests/test_processes.py", "one_value or never_pairs or steadiness", 3),
          mutants.OPTIONS: ("tests/test_processes.py", "bad_process_counts or bad_added", 10),
          mutants.ADDED: ("tests/test_processes.py", "wide_point_gets or widest_points_first", 2),
          mutants.GRID: ("tests/test_tuning.py", "fewer_values", 1),
          mutants.COMMANDS: ("tests/test_fuzz_commands.py", "each_option_alone", 16),
          mutants.SHAPES: ("tests/test_fuzz_readers.py", "analysis_result", 10),
          mutants.OLD_XLA: ("tests/test_old_xla.py", "stub_driver_answers or dump_of", 3),
          mutants.TORCH_GPU: ("tests/test_torch_gpu.py", "live_compile", 1),
          mutants.TORCH_STEP: ("tests/test_torch.py", "every_action_dtype", 1),
          mutants.PPO_NUMBA: ("tests/test_ppo_numba.py", "equal", 16),
          mutants.EXTERNAL: ("tests/test_external.py", "mean_episode", 4),
          mutants.COMPILE_TIME: ("tests/test_compile_time.py", "cold or advise or rounds_compile or map or readme or trainers_programs", 20),
          mutants.TEST_CACHES: ("tests/test_hermetic.py", "numba_folder", 1),
          mutants.CONTRACT: ("tests/test_contract.py", "benchmark_asks and numpy", 3),
          mutants.CHILD: ("tests/test_child.py", "error or killed_outright or ctrl_c", 3),
          mutants.MEASURING: ("tests/test_processes.py", "measuring_process", 3),
          mutants.FLEET: ("tests/test_fleet.py", "measure_one_per_kind or ray_worker_sets", 2),
          mutants.ANALYSES: ("tests/test_analyses.py", "shape or new_analysis", 2),
          mutants.CPU_PROBE: ("tests/test_cpu_probe.py", "slow_cpu or busy", 3),
          mutants.RELEASES: ("tests/test_releases.py", "registry_folder or refused or pins or history or compatibility", 5),
          mutants.HLO: ("tests/test_hlo.py", "counts or trip", 4),
          mutants.BANNER: ("tests/test_registry.py", "banner", 1),
          mutants.FIGURES: ("tests/test_figures.py", "ratio or release or excerpt", 3),
          mutants.ROUND_CALLS: ("tests/test_processes.py", "round_lasts", 1),
          mutants.BARE: ("tests/test_processes.py", "bare_sweep or never_the_suites_best", 2),
          mutants.BUNDLE: ("tests/test_bundle.py", "bad_bundle", 9)}


# A mutant's process loads the installed pytest plugins its checks use (the benchmark's, which the
# root conftest's plugin extends; the time limit; Hypothesis, for the fuzzers) and not pytest-xdist,
# whose loading was a third of such a process's time (docs/history.md, "The test suite's time")
PLUGINS = ("pytest_benchmark.plugin", "pytest_timeout", "_hypothesis_pytestplugin")


def command(impl: str, mutant: str | None) -> list[str]:
    path, k, _ = CHECKS[impl]
    cmd = [sys.executable, "-m", "pytest", path, "-q", "-x", "-p", "no:cacheprovider",
           *(a for p in PLUGINS for a in ("-p", p)), "-k", k]
    return cmd + (["--mutant", mutant] if mutant else [])


def _run(cmd):
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={**os.environ, **executor.CHILD_ENV})


def _tail(p) -> str:
    return (p.stdout[-3000:] + p.stderr[-2000:]).strip()


@pytest.mark.slow
@pytest.mark.parametrize("impl", sorted({m.checks or m.impl for m in mutants.MUTANTS.values()}))
def test_each_target_selects_its_checks(impl):
    """The command the mutants of a target fail selects at least the tests it is known to hold (they
    pass unmutated as tests of this run), and the catcher each of its mutants runs first is one of them."""
    p = _run([*command(impl, None), "--collect-only"])
    assert p.returncode == 0, _tail(p)
    assert int(re.search(r"(\d+)(?:/\d+)? tests? collected", p.stdout).group(1)) >= CHECKS[impl][2], _tail(p)
    ids = [line for line in p.stdout.splitlines() if "::" in line]
    firsts = {m.first for m in mutants.MUTANTS.values() if (m.checks or m.impl) == impl and m.first}
    assert all(any(f in i for i in ids) for f in firsts), (firsts, ids)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(mutants.MUTANTS))
def test_mutant_is_caught(name, record_property):
    m = mutants.MUTANTS[name]
    p = _run(command(m.checks or m.impl, name))
    if p.returncode == 0:
        pytest.fail(f"mutant {name!r} survived the conformance suite ({m.impl}: {m.about})", pytrace=False)
    failed = re.findall(r"^(?:FAILED|ERROR) tests/test_\w+\.py::(\S+)", p.stdout, re.M)
    # exit 1 is "some tests failed"; anything else (usage error, a mutant that does not apply, no
    # test collected, a crash of pytest itself) is not a catch
    assert p.returncode == 1 and failed, f"mutant {name!r}: pytest exited {p.returncode}\n{_tail(p)}"
    assert f"MUTANT {m.impl}: {m.about}" in p.stdout, "the mutant was not installed"
    record_property(mutants.CAUGHT, (name, m.about, failed[0]))  # for the run's summary (tests/conftest.py)


def test_every_first_check_names_a_mutant():
    unknown = set(mutants._FIRST) - set(mutants.MUTANTS)
    assert not unknown, f"Mutant.first given for no mutant: {unknown}"


def test_every_mutant_applies_to_the_current_source():
    for name, m in mutants.MUTANTS.items():
        src = mutants.mutated_source(m)
        assert src != (mutants.IMPLS / m.module).read_text(), name


def test_unknown_mutant_is_a_usage_error():
    p = _run([*command("numpy", None), "--mutant", "no-such-bug"])
    assert p.returncode == 4 and "unknown mutant 'no-such-bug'; valid: force-sign" in p.stderr, _tail(p)


def test_a_mutant_whose_text_moved_is_refused():
    m = mutants.Mutant("numpy", "numpy_cpu.py", (("this text is not in the source", ""),), "stale")
    with pytest.raises(ValueError, match="occurs 0 times in impls/numpy_cpu.py"):
        mutants.mutated_source(m)
