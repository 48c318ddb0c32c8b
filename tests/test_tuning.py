"""Tuning options of the CUDA implementations: the launch configuration, the variants a tuning sweep
runs, bad values, and the out-of-memory rows of a sweep."""
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import impls
from harness.measure import bench_cartpole, grid, variants
from impls import cuda_common, spec

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("n, sms, block", [
    (2048, 132, 32),           # 64 warps over 132 SMs: one warp per block, one block per SM
    (1, 132, 32),
    (132 * 64, 132, 64),       # two warps per SM
    (1 << 16, 132, 256),       # enough work: the default
    (1 << 24, 132, 256),
    (5000, 1, 256),            # host build / simulator: one "SM"
])
def test_auto_block(n, sms, block):
    assert cuda_common.cuda_block(n, sms) == block


def test_explicit_block_and_bad_block():
    assert cuda_common.cuda_block(2048, 132, 512) == 512
    for bad in (0, 48, 2048, "64"):
        with pytest.raises(ValueError, match=r"block must be one of 32, 64, 128, 256, 512, 1024, got"):
            cuda_common.cuda_block(2048, 132, bad)
    with pytest.raises(ValueError, match="block must be one of"):
        impls.make("cupy-raw", 4, device="host", block=100)
    with pytest.raises(ValueError, match="unroll must be an integer from 1 to 64, got 0"):
        impls.make("cupy-raw", 4, device="host", unroll=0)


def test_tuning_variants():
    assert grid.variants("cupy-raw") == [""]
    assert grid.variants("cupy-raw", {"block": [64, 256]}) == ["block=64", "block=256"]
    assert grid.variants("cupy-raw", {"block": [64], "unroll": [1, 4]}) == ["block=64,unroll=1",
                                                                           "block=64,unroll=4"]
    # An option an implementation does not take leaves it at its own defaults.
    assert grid.variants("numba-cuda", {"unroll": [4]}) == [""]
    assert grid.variants("jax-unroll", {"block": [64]}) == ["unroll=2", "unroll=8", "unroll=32"]
    assert grid.variants("jax-unroll", {"unroll": [4]}) == ["unroll=4"]
    assert variants.variant_options("block=64,unroll=4") == {"block": 64, "unroll": 4}
    assert list(impls.knobs("cupy-raw-fastmath")) == ["block", "unroll"]


def test_a_knob_may_sweep_fewer_values_on_the_cpu(monkeypatch):
    """``cpu_sweep``: the values a sweep on the CPU runs by default (jax-unroll's 32 only on request
    there); a GPU's sweep, a compile for a GPU (no device given) and an explicit --unroll run theirs."""
    from harness.report import build

    knob = impls.Knob("unroll", "steps per iteration", "8", sweep=(2, 8, 32), cpu_sweep=(2, 8))
    monkeypatch.setattr(impls, "knobs", lambda name: {"unroll": knob})
    got = [(c.device, c.variant) for c in grid.cases(["jax-unroll"], ["cpu", "cuda"], [64])]
    assert got == [("cpu", "unroll=2"), ("cpu", "unroll=8"),
                   ("cuda", "unroll=2"), ("cuda", "unroll=8"), ("cuda", "unroll=32")]
    assert grid.variants("jax-unroll") == ["unroll=2", "unroll=8", "unroll=32"]
    assert grid.variants("jax-unroll", {"unroll": [32]}, "cpu") == ["unroll=32"]
    assert build.knob_text(knob) == "`unroll` (an integer of at least 1; default 8; swept: 2, 8, 32 (2, 8 on the CPU))"


@pytest.mark.parametrize("unroll", (1, 3))
def test_host_build_of_every_unroll_matches_the_default(unroll):
    """Unrolling changes the instruction stream, never the result (37 steps: a remainder too)."""
    st = {}
    for u in (unroll, 4):
        env = impls.make("cupy-raw", 300, seed=5, device="host", unroll=u)
        env.rollout(37)
        st[u] = env.state()
        assert env.describe()["unroll"] == u
    for f in spec.FIELDS:
        np.testing.assert_array_equal(st[unroll][f], st[4][f], err_msg=f)


def test_fast_math_differs_from_accurate_on_the_host():
    """The host build emulates the intrinsics' worst-case errors, so the variant's tolerance is tested
    against something: its states differ from the accurate build's, within that tolerance."""
    a, b = (impls.make(n, 512, seed=3, device="host") for n in ("cupy-raw", "cupy-raw-fastmath"))
    for e in (a, b):
        e.rollout(10)
    sa, sb = a.state(), b.state()
    assert (sa["theta_dot"] != sb["theta_dot"]).mean() > 0.5
    same = sa["episodes"] == sb["episodes"]
    assert np.abs(sa["theta"][same] - sb["theta"][same]).max() < b.rollout_atol


def test_tuning_sweep_runs_each_variant(tmp_path):
    r = subprocess.run([sys.executable, "-m", "harness", "sweep", "--processes", "1", "--impl", "cupy-raw", "--device", "host",
                        "--num-envs", "64", "--steps", "10", "--rounds", "1", "--block", "32,128",
                        "--unroll", "2", "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    for block in (32, 128):  # the progress line of each variant, with its throughput
        assert re.search(rf"\] cupy-raw\[block={block},unroll=2\] \(host\) n=64 +[0-9.e+]+ M/s", r.stdout), r.stdout


def test_a_tuning_option_goes_only_to_the_implementations_that_take_it(tmp_path):
    """--block with numpy and cupy-raw: cupy-raw runs each block as a variant, numpy runs as it is
    (its process is not handed an option it does not take)."""
    r = subprocess.run([sys.executable, "-m", "harness", "sweep", "--processes", "1", "--impl", "numpy,cupy-raw", "--device", "cpu",
                        "--num-envs", "8", "--steps", "4", "--rounds", "1", "--block", "32,64", "--out", str(tmp_path)],
                       cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    for point in ("] numpy (cpu) n=8 ", "] cupy-raw[block=32] (host) n=8 ", "] cupy-raw[block=64] (host) n=8 "):
        assert point in r.stdout, r.stdout


@pytest.mark.parametrize("message", [
    "cupy.cuda.memory.OutOfMemoryError: Out of memory allocating 1,073,741,824 bytes",
    "[2] Call to cuMemAlloc results in CUDA_ERROR_OUT_OF_MEMORY",
    "RESOURCE_EXHAUSTED: Out of memory while trying to allocate",
    "CUDA out of memory. Tried to allocate 2.00 GiB",
])
def test_out_of_memory_is_recognised(message):
    assert bench_cartpole.is_out_of_memory(RuntimeError(message))


def test_other_errors_are_not_out_of_memory():
    assert not bench_cartpole.is_out_of_memory(RuntimeError("illegal memory access"))


@pytest.mark.parametrize("exact, outcome", [(False, pytest.skip.Exception), (True, pytest.fail.Exception)])
def test_out_of_memory_skips_a_preset_size_and_fails_an_asked_one(exact, outcome):
    """A preset's largest sizes may not fit a machine (a skip with the reason); a size the user
    asked for (--num-envs or --steps given) that does not fit is a failed point."""
    from harness.measure.grid import Case

    with pytest.raises(outcome, match="out of memory at num_envs=65536: MemoryError"):
        bench_cartpole.out_of_memory(Case("numpy", "cpu", 65536), MemoryError("x"), exact)
