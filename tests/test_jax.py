"""JAX ladder specifics: the rungs differ only in structure (same threefry draws), the fusion
structure each rung is meant to show, and the GPU threefry kernel lowering."""
import numpy as np
import pytest

import impls
from harness.analysis import fusion, hlo
from harness.measure import strict
from test_conformance import SIZES

jax = strict.importorskip("jax")

THREEFRY_RUNGS = ["jax-naive", "jax-precomputed-rng", "jax-no-concat", "jax-unroll"]
# the conformance checks' size and short step count (tests/test_conformance.py): the programs these
# tests compile are theirs, which the run's JAX cache holds for whichever process asks second
N, STEPS = SIZES["full"]["short_n"], 5


def report(name, steps=STEPS, n=N, **opt):
    env = impls.make(name, n, seed=1, **opt)
    return hlo.analyze(env.fusion_artifacts(steps)["text"], steps)


def notable_ops(r):
    return {op.split("x")[0] for k in r["body_kernels"] for op in k["notable"]}


def test_threefry_rungs_draw_the_same_numbers():
    """Inside or before the loop, stacked or not, unrolled or not: same draws, same trajectories."""
    states = []
    for name in THREEFRY_RUNGS:
        env = impls.make(name, N, seed=9, **({"unroll": 3} if name == "jax-unroll" else {}))
        for _ in range(8):
            env.rollout(STEPS)
        states.append(env.state())
    for other in states[1:]:
        np.testing.assert_array_equal(other["episodes"], states[0]["episodes"])
        np.testing.assert_array_equal(other["ep_steps"], states[0]["ep_steps"])
        np.testing.assert_allclose(other["theta"], states[0]["theta"], atol=1e-5)


def test_ladder_structure_in_the_hlo():
    naive, no_concat, fused = report("jax-naive"), report("jax-no-concat"), report("jax-fused")
    assert "concatenate" in notable_ops(naive)  # the stacked state is rebuilt every step
    assert "concatenate" not in notable_ops(no_concat) | notable_ops(fused)
    assert naive["nested_loops_in_body"] >= 1  # threefry in the loop lowers to rolled loops on the CPU
    assert report("jax-precomputed-rng")["nested_loops_in_body"] == 0
    assert fused["nested_loops_in_body"] == 0 and fused["custom_calls_per_step"] == 0
    # unrolling amortises the loop's own kernels (counter, condition) over more steps
    assert (report("jax-unroll", 20, 64, unroll=8)["wrapped_per_step"]
            < report("jax-unroll", 20, 64, unroll=2)["wrapped_per_step"])


def test_rngkernel_lowering_is_a_custom_call_for_cuda_and_nothing_on_cpu():
    naive = impls.make("jax-naive", N, seed=1)
    kernel = impls.make("jax-naive-rngkernel", N, seed=1)
    cuda_plain = naive.lower_for("cuda", STEPS).as_text(dialect="hlo")
    cuda_kernel = kernel.lower_for("cuda", STEPS).as_text(dialect="hlo")
    assert "cu_threefry2x32" in cuda_kernel and "cu_threefry2x32" not in cuda_plain
    r = hlo.analyze(cuda_kernel, STEPS)  # pre-optimization: the scan's trip count is read from its condition
    assert r["loop_trip_count"] == STEPS and r["unknown_trip_loops"] == 0
    assert r["unfused"]["custom-call:cu_threefry2x32_ffi"] > 0
    # on the CPU the option changes nothing: identical optimized HLO
    same = [fusion.normalised_hlo(e.fusion_artifacts(STEPS)["text"]).replace(e.name, "") for e in (naive, kernel)]
    assert same[0] == same[1]


@pytest.mark.parametrize("bad", [0, -1, 1.5, "2", True])
def test_bad_unroll(bad):
    with pytest.raises(ValueError, match="unroll must be a positive integer"):
        impls.make("jax-unroll", 4, unroll=bad)


def test_bad_rng():
    with pytest.raises(ValueError, match="unknown rng 'philox'; valid: threefry, spec"):
        impls.make("jax-naive", 4, rng="philox")
    with pytest.raises(ValueError, match="valid: spec"):
        impls.make("jax-fused", 4, rng="threefry")
