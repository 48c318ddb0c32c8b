"""Conformance of the external systems (impls/external.py). They draw their own random numbers, so
nothing is compared bit for bit; instead:

- physics: one step, with known actions, from states of the system's own trajectory, and (where the
  system's state can be set: Gymnasium, gymnax) from random valid states, against the float64
  reference's step. Tolerance ``STEP_RTOL`` relative (at least 1 absolute unit): Gymnasium steps in
  float64 from the exact state (1e-12); EnvPool's observations are its double state rounded to
  float32, before and after the step (2^-24 relative each, so 1e-6); gymnax steps in float32 (2e-6,
  the suite's own float32 bound). A constant 1% off moves x_dot by about 2e-3 in one step.
- the random policy's mean episode length against the reference's on the same number of
  environments and steps: episode lengths have a standard deviation of about 13 steps, so the two
  means differ by more than ``5 * 13 * sqrt(1/N1 + 1/N2)`` (N: episodes of each) with probability
  below 1e-6 when the physics and reset distributions agree.
"""
import numpy as np
import pytest

import impls
from harness.measure import strict
from impls import spec

EXTERNAL = [n for n in impls.available() if impls.is_external(n)]
CASES = [pytest.param((n, d), id=f"{n}-{d}", marks=[pytest.mark.cuda] * (d == "cuda"))
         for n in EXTERNAL for d in impls.devices(n)]
STEP_RTOL = {"gymnasium-vector": 1e-12, "envpool": 1e-6, "gymnax": 2e-6}


@pytest.fixture(params=CASES)
def system(request):
    return request.param


def build(system, n, seed=0):
    name, device = system
    try:
        return impls.make(name, n, seed=seed, device=device)
    except impls.NotAvailable as exc:
        strict.skip_or_fail(device, exc, name)


def check_step(name, before, after, actions, stepped):
    """Assert each stepped environment's state after the step is the reference's step of its state
    before it (relative error, at least one absolute unit)."""
    ref = np.stack(spec.physics_step64(*before.T, np.asarray(actions)), 1)
    err = np.abs(after - ref)[stepped]
    bound = STEP_RTOL[name] * np.maximum(np.abs(ref[stepped]), 1.0)
    worst = np.unravel_index(np.argmax(err - bound), err.shape) if err.size else (0, 0)
    assert (err <= bound).all(), (f"{name}: {spec.STATE_FIELDS[worst[1]]} differs from the reference's "
                                  f"step by {err[worst]:.3g} (bound {bound[worst]:.3g})")
    assert stepped.mean() > 0.9


def test_every_external_has_a_tolerance():
    assert sorted(STEP_RTOL) == sorted(EXTERNAL)


def test_one_step_from_its_own_trajectory(system):
    n = 512
    env = build(system, n, seed=3)
    env.rollout(37)
    rng = np.random.default_rng(5)
    for _ in range(3):
        actions = rng.integers(0, 2, n)
        before, after, *_, stepped = env.step_actions(actions)
        check_step(system[0], before, after, actions, stepped)


def test_one_step_from_set_states(system):
    from test_conformance import random_valid_states

    n = 2048
    env = build(system, n)
    if not env.settable:
        pytest.skip(f"{system[0]}'s state cannot be set (checked from its own trajectory instead)")
    st = random_valid_states(n, np.random.default_rng(4))
    env.set_state(st)
    actions = np.random.default_rng(6).integers(0, 2, n)
    before, after, term, trunc, stepped = env.step_actions(actions)
    np.testing.assert_array_equal(before, np.stack([st[f] for f in spec.STATE_FIELDS], 1).astype(np.float64))
    check_step(system[0], before, after, actions, stepped)
    out = (np.abs(after[:, 0]) > 2.4) | (np.abs(after[:, 2]) > spec.PARAMS.theta_threshold_radians)
    near = (np.abs(np.abs(after[:, 0]) - 2.4) < 1e-5) | (np.abs(np.abs(after[:, 2]) - 0.2094395) < 1e-5)
    assert (np.asarray(term)[~near] == out[~near]).all() and out.sum() > 20


def test_a_mistyped_constant_fails_the_physics_check():
    env = build(("gymnasium-vector", "cpu"), 256)
    env.env.gravity = 9.81  # as a system with a mistyped constant would have it
    actions = np.ones(256, np.int64)
    before, after, *_, stepped = env.step_actions(actions)
    with pytest.raises(AssertionError, match="differs from the reference's step"):
        check_step("gymnasium-vector", before, after, actions, stepped)


@pytest.mark.parametrize("calls", [1, 100])  # 100 rollouts of 4 steps: the short rounds of a large num_envs
def test_random_policy_mean_episode_length(system, calls):
    n, steps = 2048, 400
    env = build(system, n, seed=21)
    for _ in range(calls):
        env.rollout(steps // calls)
    s = env.state()
    episodes = int(s["episodes"].sum())
    mean = float(s["returns"].astype(np.float64).sum()) / episodes
    ref = spec.reference_rollout(spec.initial_state(n, 9999), 9999, 0, steps)
    ref_episodes = int(ref["episodes"].sum())
    ref_mean = float(ref["returns"].sum()) / ref_episodes
    bound = 5 * 13.0 * np.sqrt(1 / episodes + 1 / ref_episodes)
    assert abs(mean - ref_mean) <= bound, (mean, ref_mean, bound)
    assert episodes > 0.8 * ref_episodes * (22 / 23 if env.name != "gymnax" else 1)


def test_counters_follow_the_episodes(system):
    """The suite's counters beside the system: episodes and their summed length, exactly."""
    n = 64
    env = build(system, n, seed=2)
    if not env.settable:
        pytest.skip(f"{system[0]}'s state cannot be set")
    st = {f: np.zeros(n, spec.DTYPES[f]) for f in spec.FIELDS}
    st["x"][:] = 2.39
    st["x_dot"][:] = 5.0  # terminates on the first step: an episode of ep_steps + 1 steps
    st["ep_steps"][:] = 10
    st["episodes"][:] = 4
    st["returns"][:] = 100
    env.set_state(st)
    env.rollout(1)
    s = env.state()
    assert (s["episodes"] == 5).all() and (s["returns"] == 111).all() and (s["ep_steps"] == 0).all()


def test_bad_rng_and_size():
    with pytest.raises(ValueError, match="unknown rng 'spec'; valid: own"):
        impls.make("gymnasium-vector", 4, rng="spec")
    with pytest.raises(ValueError, match="num_envs"):
        impls.make("gymnasium-vector", 0)
