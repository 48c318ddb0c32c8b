"""Conformance: every registered implementation, on every device it supports, against the spec.

Written once: the cases come from the registry, so an implementation registered later is checked
without new test code. A device this machine lacks skips with the reason. Sizes shrink with
``--conformance-size small`` (used for the CUDA simulator, which runs kernels in Python).

Tolerances (measured for ``numpy`` float32 vs the float64 reference on a 2-core x86 machine):
- one step: each state component within ``impl.step_rtol * max(|ref|, 1)``. Measured worst 2.1e-7
  absolute (about 2 ulp at 1.0); float32 sin/cos (<= 4 ulp) and the ~25 roundings of the step bound
  the error near 1e-6, so the default 2e-6 is a tight bound that a wrong constant (>= 1e-3) fails.
- rollouts: within an episode, float32 rounding grows with the pole's instability (e^(t/0.22 s));
  measured worst 1e-4 after 200 steps, so ``impl.rollout_atol`` defaults to 2e-3. A termination
  right at a threshold can flip between float32 and float64 and then that environment's episode
  boundaries differ; at most 0.5% of environments (rounded down: none below 200) may differ in their
  counters (measured: 0 of 4096 after 200 steps). After one step from given states no environment
  may differ: a flip needs a state within float32 rounding of a threshold, and a wrong threshold or
  episode limit shows as a handful of flips among thousands (the mutation check's survivors before
  this rule: x_threshold 1% too large, truncation at 499 steps).
- thresholds: the spec compares in float32 with ``>``, so a state exactly at a float32 threshold goes
  on and one ulp beyond it terminates; the float64 reference cannot show that (it compares with
  the float64 thresholds), so ``test_termination_at_the_float32_thresholds`` checks it directly.
"""
from __future__ import annotations

import hashlib

import numpy as np
import pytest

import impls
from harness.measure import strict
from impls import spec
from impls.api import to_numpy

# (name, device, rng). Bit-for-bit and reference tests run every implementation on the spec's
# stream (rng="spec"; implementations that default to another generator, such as JAX's threefry,
# offer that mode for this purpose); statistical and behavioural tests also run every other mode.
# cuda cases are marked: with a GPU present they must run (harness/measure/strict.py).
# External systems (their own random numbers) have their own checks in tests/test_external.py.
OWN = [n for n in impls.available() if not impls.is_external(n)]
CASES = [pytest.param((n, d, "spec"), id=f"{n}-{d}", marks=[pytest.mark.cuda] * (d == "cuda"))
         for n in OWN for d in impls.devices(n)]
ALL_MODES = [pytest.param((n, d, r), id=f"{n}-{d}" + ("" if r == "spec" else f"-{r}"),
                          marks=[pytest.mark.cuda] * (d == "cuda"))
             for n in OWN for d in impls.devices(n) for r in impls.rng_modes(n)]

# The checks share their sizes (a compiler that compiles per shape compiles one program for all of
# them; the short size is a multiple of every block, so grids of several blocks are exercised, the odd
# edge size the remainders) and their step counts (JAX and TensorFlow compile a program for each): the
# determinism, continuation and long checks roll ``stream_steps`` at a time (full: the short check's
# 200; small: fewer, for the CUDA simulator).
SIZES = {
    "full": dict(short_n=4096, long_n=4096, long_steps=600, edge=(1, 1000, 1 << 20), step_n=4096, step_steps=200,
                 stream_steps=200),
    # step mode in the simulator: a Python thread per environment per call (512 x 300 took 33 s)
    "small": dict(short_n=96, long_n=512, long_steps=420, edge=(1, 33, 257), step_n=96, step_steps=60,
                  stream_steps=60),
}


REFERENCES: dict = {}


def reference(start: dict, seed: int, t: int, steps: int, actions=None) -> dict:
    """spec.reference_rollout, computed once per test process for a start state (its bytes), seed, step,
    length and actions: most checks start every implementation from the same initial state, and the long
    check's two float64 rollouts (0.16 s each at 4096 x 600) were computed again for each of its cases."""
    digest = hashlib.sha256()
    for a in [*(np.asarray(start[f]) for f in sorted(start)), *([] if actions is None else [np.asarray(actions)])]:
        digest.update(f"{a.dtype.str}{a.shape}".encode() + a.tobytes())
    key = (digest.hexdigest(), seed, t, steps, actions is None)
    if key not in REFERENCES:
        REFERENCES[key] = spec.reference_rollout(start, seed, t, steps, actions=actions)
    return {f: np.copy(v) for f, v in REFERENCES[key].items()}


@pytest.fixture(scope="module")
def size(request):
    return SIZES[request.config.getoption("--conformance-size")]


@pytest.fixture(params=CASES)
def impl_case(request):
    return request.param


@pytest.fixture(params=ALL_MODES)
def any_mode(request):
    return request.param


# jax-unroll checked at unroll 3, not its default 8: the checks' rollout lengths (5, 37, 23, 200, ...)
# then leave every remainder 0, 1, 2 after the unrolled steps, and its programs compile in a third of
# the time (its 25 cases: 52 -> 22 CPU-s); the unroll is lax.scan's, the same code at every factor.
# torch-compile likewise at a chunk of 2 steps, not 8: Inductor unrolls the chunk's Python loop, the
# same code at every chunk, and compiles a 2-step graph in less time (docs/testing.md)
OPTIONS = {"jax-unroll": {"unroll": 3}, "torch-compile": {"chunk": 2}}


def build(impl_case, num_envs, seed=0):
    name, device, rng = impl_case
    options = OPTIONS.get(name, {})
    try:
        return impls.make(name, num_envs, seed=seed, device=device, rng=rng, **options)
    except impls.NotAvailable as exc:
        strict.skip_or_fail(device, exc, name)


def flip_bound(n: int) -> int:
    return int(0.005 * n)


def compare(impl, got: dict, ref: dict, atol: float | None = None, rtol: float | None = None,
            max_differ: int | None = None) -> int:
    """Assert counters agree for all but ``max_differ`` environments (default ``flip_bound``), and
    state components of the agreeing ones within tolerance. Returns how many environments differ."""
    n = len(ref["x"])
    same = (got["episodes"] == ref["episodes"]) & (got["ep_steps"] == ref["ep_steps"])
    differ = int((~same).sum())
    bound = flip_bound(n) if max_differ is None else max_differ
    assert differ <= bound, f"{differ} of {n} environments differ in episode counters (at most {bound})"
    np.testing.assert_array_equal(got["returns"][same], ref["returns"][same].astype(np.float32))
    for f in spec.STATE_FIELDS:
        r = np.asarray(ref[f], dtype=np.float64)[same]
        err = np.abs(got[f][same].astype(np.float64) - r)
        bound = atol if atol is not None else rtol * np.maximum(np.abs(r), 1.0)
        worst = int(np.argmax(err - bound)) if err.size else 0
        assert (err <= bound).all(), f"{f}: error {err[worst]:.3g} over bound at env {worst}"
    return differ


T_VALUES = (0, 777, 2**32 - 1)


@pytest.mark.parametrize("t", T_VALUES)
def test_reset_streams_bit_identical(impl_case, size, t):
    """Every environment truncates on this step, so the state after it is the four reset words."""
    n = size["short_n"]
    env = build(impl_case, n, seed=11)
    st = spec.initial_state(n, 11)
    st["ep_steps"][:] = spec.PARAMS.max_episode_steps - 1
    st["episodes"][:] = 3
    st["returns"][:] = 60.0
    env.set_state(st, t=t)
    env.rollout(1)
    got = env.state()
    for f, j in zip(spec.STATE_FIELDS, spec.STREAMS_RESET):
        expected = spec.reset_value_from_word(spec.random_words(11, t, n, j))
        np.testing.assert_array_equal(got[f], expected, err_msg=f"reset stream {j} ({f}) at t={t}")
    assert (got["episodes"] == 4).all() and (got["returns"] == 560.0).all() and (got["ep_steps"] == 0).all()
    assert env.t == t + 1


@pytest.mark.parametrize("t", T_VALUES)
def test_action_stream_bit_identical(impl_case, size, t):
    """From rest, one step's x_dot has the sign of the force, so it reveals every action."""
    n = size["short_n"]
    env = build(impl_case, n, seed=5)
    st = {f: np.zeros(n, spec.DTYPES[f]) for f in spec.FIELDS}
    env.set_state(st, t=t)
    env.rollout(1)
    got = env.state()
    expected = spec.action_from_word(spec.random_words(5, t, n, spec.STREAM_ACTION))
    np.testing.assert_array_equal((got["x_dot"] > 0).astype(np.int32), expected)
    assert ((got["theta_dot"] < 0) == (expected == 1)).all()
    assert 0.3 < expected.mean() < 0.7


def random_valid_states(n: int, rng) -> dict:
    th = spec.PARAMS.theta_threshold_radians
    st = {"x": rng.uniform(-2.4, 2.4, n), "x_dot": rng.uniform(-3, 3, n),
          "theta": rng.uniform(-th, th, n), "theta_dot": rng.uniform(-3, 3, n),
          "ep_steps": rng.integers(0, 499, n), "episodes": rng.integers(0, 50, n),
          "returns": rng.integers(0, 1000, n)}
    return {k: v.astype(spec.DTYPES[k]) for k, v in st.items()}


def test_one_step_dynamics(impl_case, size):
    n = size["short_n"]  # the other checks' size: a compiler that compiles per shape compiles no more
    env = build(impl_case, n, seed=2)
    st = random_valid_states(n, np.random.default_rng(4))
    env.set_state(st, t=31)
    env.rollout(1)
    compare(env, env.state(), reference(st, 2, 31, 1), rtol=env.step_rtol, max_differ=0)


def test_one_step_from_large_angles(impl_case, size):
    """Pole angles up to 3 rad (beyond the 12-degree termination and the small-angle sin/cos of the
    compiled kernels, which must fall back to a full sincos), with theta_dot bringing theta back near
    0 within the step, so the environments do not reset and the step's sin/cos show in the state;
    then a second step from the implementation's own state (the spinning poles end their episodes)."""
    n = size["short_n"]
    rng = np.random.default_rng(9)
    st = random_valid_states(n, rng)
    theta = rng.uniform(0.8, 3.0, n) * rng.choice([-1.0, 1.0], n)
    st["theta"] = theta.astype(np.float32)
    st["theta_dot"] = ((rng.uniform(-0.1, 0.1, n) - theta) / spec.PARAMS.tau).astype(np.float32)
    env = build(impl_case, n, seed=3)
    env.set_state(st, t=8)
    env.rollout(1)
    got = env.state()
    ref = reference(st, 3, 8, 1)
    assert (got["episodes"] == st["episodes"]).mean() > 0.9  # most environments did not reset
    compare(env, got, ref, rtol=env.step_rtol, max_differ=0)
    env.rollout(1)
    compare(env, env.state(), reference(got, 3, 9, 1), rtol=env.step_rtol, max_differ=0)


def calm_state(n: int, ep_steps: int) -> dict:
    """Poles at rest near upright, carts near the centre: no termination for many steps."""
    st = {f: np.zeros(n, spec.DTYPES[f]) for f in spec.FIELDS}
    st["theta"][:] = np.linspace(-0.01, 0.01, n, dtype=np.float32)
    st["ep_steps"][:] = ep_steps
    st["episodes"][:] = 2
    st["returns"][:] = 40.0
    return st


def test_episode_goes_on_at_499_steps_and_truncates_at_500(impl_case, size):
    """An episode 498 steps old takes its 499th step and goes on; the 500th step truncates it."""
    n = size["short_n"]
    limit = spec.PARAMS.max_episode_steps
    env = build(impl_case, n, seed=6)
    env.set_state(calm_state(n, limit - 2), t=40)
    env.rollout(1)
    got = env.state()
    assert (got["ep_steps"] == limit - 1).all() and (got["episodes"] == 2).all(), \
        f"{int((got['episodes'] != 2).sum())} of {n} episodes ended after {limit - 1} steps"
    env.rollout(1)
    got = env.state()
    assert (got["episodes"] == 3).all() and (got["ep_steps"] == 0).all() and (got["returns"] == 40.0 + limit).all()
    for f, j in zip(spec.STATE_FIELDS, spec.STREAMS_RESET):
        np.testing.assert_array_equal(got[f], spec.reset_value_from_word(spec.random_words(6, 41, n, j)))


def test_termination_at_the_float32_thresholds(impl_case):
    """x_dot = theta_dot = 0 leaves x and theta unchanged by the step, so the state after it is the
    one set: exactly at a float32 threshold the episode goes on (the test is ``>``), one float32 ulp
    beyond it terminates, on either side, for x and theta alike."""
    th = {"x": np.float32(spec.PARAMS.x_threshold), "theta": np.float32(spec.PARAMS.theta_threshold_radians)}
    rows = []  # (field, value, terminates)
    for f, v in th.items():
        beyond = np.nextafter(v, np.float32(np.inf))
        inside = np.nextafter(v, np.float32(0))
        for sign in (1, -1):
            rows += [(f, sign * v, False), (f, sign * beyond, True), (f, sign * inside, False)]
    # the rows, then calm environments: the step-mode checks' size (one shape fewer to compile), less than
    # one group of numba-cpu's reset pass (at 4096 its mutant that skips a partial group escaped)
    n = STEP_N
    assert len(rows) <= n
    st = calm_state(n, 7)
    st["theta"][:] = 0
    for i, (f, v, _) in enumerate(rows):
        st[f][i] = v
    env = build(impl_case, n, seed=4)
    env.set_state(st, t=3)
    env.rollout(1)
    got = env.state()
    ended = got["episodes"] == 3
    expected = np.array([r[2] for r in rows] + [False] * (n - len(rows)))
    wrong = [f"{f}={float(v)!r} ({'terminated' if e else 'went on'})" for (f, v, _), e, x
             in zip(rows, ended, expected) if e != x]
    assert not wrong and (ended == expected).all(), "termination test wrong at: " + ", ".join(wrong)
    assert (got["returns"][ended] == 48.0).all() and (got["ep_steps"][~ended] == 8).all()


@pytest.mark.parametrize("steps", (5, 200))
def test_short_rollouts_match_reference(impl_case, size, steps):
    n = size["short_n"]
    env = build(impl_case, n, seed=7)
    start = env.state()
    env.rollout(steps)
    got = env.state()
    compare(env, got, reference(start, 7, 0, steps), atol=env.rollout_atol)
    if steps >= 200:
        assert got["episodes"].sum() > n  # the random policy ends ~9 episodes in 200 steps


def mean_episode_length(st) -> tuple[float, int]:
    episodes = int(st["episodes"].sum())
    return float(st["returns"].astype(np.float64).sum()) / episodes, episodes


def test_long_run_statistics(any_mode, size):
    """Mean episode length of the random policy: against the reference on the same seed (nearly
    equal: same streams; spec stream only) and on another seed (equal within sampling error), and the
    distribution of reset values (uniform on [-0.05, 0.05] in every mode)."""
    n, steps = size["long_n"], size["long_steps"]
    env = build(any_mode, n, seed=21)
    start = env.state()
    for _ in range(steps // size["stream_steps"]):  # the determinism check's rollouts: no program of its own
        env.rollout(size["stream_steps"])
    end = env.state()
    mean, episodes = mean_episode_length(end)
    other_mean, _ = mean_episode_length(reference(spec.initial_state(n, 9999), 9999, 0, steps))
    se = 13.0 / np.sqrt(episodes)  # episode lengths of the random policy have std ~13 steps
    if any_mode[2] == "spec":
        ref_mean, _ = mean_episode_length(reference(start, 21, 0, steps))
        assert abs(mean - ref_mean) <= max(0.005 * ref_mean, se)
    assert abs(mean - other_mean) <= 6 * se * np.sqrt(2)
    assert 20.0 < mean < 24.5  # the random policy's mean episode length is ~22.2 steps


def test_reset_values_uniform(any_mode, size):
    """Environments that all truncate on one step take fresh reset values: in range, mean ~0,
    variance of U(-0.05, 0.05), and different across environments and components."""
    n = max(size["short_n"], 512)
    env = build(any_mode, n, seed=17)
    st = env.state()
    st["ep_steps"][:] = spec.PARAMS.max_episode_steps - 1
    env.set_state(st, t=123)
    env.rollout(1)
    got = env.state()
    vals = np.concatenate([got[f] for f in spec.STATE_FIELDS]).astype(np.float64)
    assert (np.abs(vals) <= 0.05).all()
    assert abs(vals.mean()) < 6 * np.sqrt(0.1**2 / 12 / vals.size)
    assert abs(vals.var() / (0.1**2 / 12) - 1) < 0.15
    assert len(np.unique(vals)) > 0.99 * vals.size
    assert (got["ep_steps"] == 0).all() and (got["episodes"] == 1).all()


def test_deterministic_and_seed_dependent(any_mode, size):
    n = size["short_n"]
    a, b, c = build(any_mode, n, seed=3), build(any_mode, n, seed=3), build(any_mode, n, seed=4)
    for e in (a, b, c):
        e.rollout(size["stream_steps"])
    sa, sb, sc = a.state(), b.state(), c.state()
    for f in spec.FIELDS:
        np.testing.assert_array_equal(sa[f], sb[f], err_msg=f)
    assert (sa["x"] != sc["x"]).mean() > 0.9


def test_successive_rollouts_continue_the_stream(any_mode, size):
    """Rollouts of 5 steps with one of 0 among them leave what one of the determinism check's length
    leaves: each call starts where the last stopped, at every phase of the checks' chunk of 2 and
    unroll of 3 (5 is prime to both); the step counts are other checks', so no rollout is compiled for
    this check alone."""
    n, steps = size["short_n"], size["stream_steps"]
    a, b = build(any_mode, n, seed=8), build(any_mode, n, seed=8)
    for i in range(steps // 5):
        a.rollout(5)
        if i == 5:
            a.rollout(0)
    b.rollout(steps)
    assert a.t == b.t == steps
    sa, sb = a.state(), b.state()
    for f in spec.FIELDS:
        np.testing.assert_array_equal(sa[f], sb[f], err_msg=f)


# 2**20 environments (index arithmetic past 16 bits, big buffers): the full tier
@pytest.mark.parametrize("which", (0, 1, pytest.param(2, marks=pytest.mark.slow)), ids=("one", "odd", "large"))
def test_edge_sizes(impl_case, size, which):
    n = size["edge"][which]
    steps = 3 if which == 2 else 120
    env = build(impl_case, n, seed=1)
    start = env.state()
    env.rollout(steps)
    compare(env, env.state(), reference(start, 1, 0, steps), atol=env.rollout_atol)


def test_bad_arguments(any_mode):
    name, device, _ = any_mode
    env = build(any_mode, 4)
    with pytest.raises(ValueError, match="num_envs"):
        impls.make(name, 0, device=device)
    with pytest.raises(ValueError, match="steps"):
        env.rollout(-1)
    with pytest.raises(ValueError, match="shape"):
        env.set_state({f: np.zeros(3, spec.DTYPES[f]) for f in spec.FIELDS})


# -- step mode (the spec's "Step mode"): the implementations the registry marks -----------------------
STEP_CASES = [p for p in CASES if impls.has_step(p.values[0][0])]


@pytest.fixture(params=STEP_CASES)
def step_case(request):
    return request.param


def test_step_mode_with_the_action_stream_is_the_rollout(step_case, size):
    """Fed stream 0's actions for T steps, step mode leaves what rollout(T) leaves: counters and
    states bit for bit (the same arithmetic), and t advanced by T."""
    n, steps = size["step_n"], size["step_steps"]
    a, b = build(step_case, n, seed=5), build(step_case, n, seed=5)
    start = spec.initial_state(n, 5)
    start["ep_steps"][:] = 499 - np.arange(n) % 500  # episodes end at every step, truncations included
    for env in (a, b):
        env.set_state(start, t=1000)
    a.rollout(steps)
    for row in spec.stream_actions(5, 1000, steps, n):
        b.step(row)
    assert a.t == b.t == 1000 + steps
    sa, sb = a.state(), b.state()
    assert sb["episodes"].sum() > n  # many episodes ended on the way
    for f in spec.FIELDS:
        np.testing.assert_array_equal(sb[f], sa[f], err_msg=f)


def test_step_outputs_against_the_reference(step_case, size):
    """One step from random valid states, some at the episode limit, with arbitrary actions (not
    stream 0's): obs (after the reset), reward, both flags and final_obs against the float64
    reference."""
    n = size["short_n"]
    env = build(step_case, n, seed=2)
    st = random_valid_states(n, np.random.default_rng(3))
    st["ep_steps"][: n // 8] = spec.PARAMS.max_episode_steps - 1  # these truncate
    env.set_state(st, t=31)
    actions = np.random.default_rng(4).integers(0, 2, n)
    out = env.step(actions)
    ref = reference(st, 2, 31, 1, actions=actions[None])
    term, trunc = to_numpy(out.terminated), to_numpy(out.truncated)
    assert term.dtype == bool and trunc.dtype == bool and term.shape == trunc.shape == (n,)
    np.testing.assert_array_equal(term, ref["terminated"])
    np.testing.assert_array_equal(trunc, ref["truncated"])
    assert trunc.sum() >= n // 8 and term.sum() > 0
    reward = to_numpy(out.reward)
    assert reward.dtype == np.float32 and (reward == 1.0).all() and reward.shape == (n,)
    obs, final = to_numpy(out.obs), to_numpy(out.final_obs)
    assert obs.shape == final.shape == (n, 4) and obs.dtype == final.dtype == np.float32
    refobs = np.stack([ref[f] for f in spec.STATE_FIELDS], 1)
    tol = env.step_rtol * np.maximum(np.abs(refobs), 1.0)
    assert (np.abs(obs - refobs) <= tol).all(), "obs differ from the reference"
    done = term | trunc
    err = np.abs(final[done] - ref["final_obs"][done])
    assert (err <= env.step_rtol * np.maximum(np.abs(ref["final_obs"][done]), 1.0)).all(), "final_obs"
    reset = np.stack([spec.reset_value_from_word(spec.random_words(2, 31, n, j)) for j in spec.STREAMS_RESET], 1)
    np.testing.assert_array_equal(obs[done], reset[done])  # the reset rows are the stream words exactly
    got = env.state()
    np.testing.assert_array_equal(got["episodes"], ref["episodes"])
    np.testing.assert_array_equal(got["ep_steps"], ref["ep_steps"])
    assert env.t == 32


# The step-mode checks below share one small num_envs with the adapter's tests: torch-compile
# compiles its step for every shape (about 40 s each on a 2-core machine with a cold cache).
STEP_N = 16


@pytest.mark.parametrize("bad", ["two", "minus-one", "shape", "float", "nan", "2d"])
def test_bad_actions_are_a_clear_error_and_change_nothing(step_case, bad):
    n = STEP_N
    env = build(step_case, n, seed=1)
    env.rollout(4)  # whole chunks of torch-compile's 2 steps: no 1-step program at this size
    before = env.state()
    a = np.zeros(n, np.int64)
    if bad == "two":
        a[9] = 2
    elif bad == "minus-one":
        a[n - 1] = -1
    elif bad == "shape":
        a = np.zeros(n + 1, np.int64)
    elif bad == "float":
        a = np.ones(n, np.float32)
    elif bad == "nan":
        a = np.full(n, np.nan)
    else:
        a = np.zeros((n, 1), np.int64)
    with pytest.raises(ValueError, match="actions must"):
        env.step(a)
    assert env.t == 4
    after = env.state()
    for f in spec.FIELDS:
        np.testing.assert_array_equal(after[f], before[f], err_msg=f)
    env.step(np.ones(n, bool))  # bool actions are accepted, and the environment still steps
    assert env.t == 5


@pytest.mark.parametrize("value", [2, -1])
def test_actions_already_on_the_device(step_case, value):
    """The benchmark's path: actions made into the implementation's own arrays first
    (``device_actions``) step exactly like NumPy actions, and a bad value in such an array is still
    a ValueError that changes nothing (whether the check is on the host or in the kernel)."""
    n = STEP_N
    rows = np.random.default_rng(0).integers(0, 2, (3, n))
    env, ref = build(step_case, n, seed=1), build(step_case, n, seed=1)
    for dev_row, row in zip(env.device_actions(rows), rows):
        env.step(dev_row)
        ref.step(row)
    before = env.state()
    for f in spec.FIELDS:
        np.testing.assert_array_equal(before[f], ref.state()[f], err_msg=f)
    bad = rows[0].copy()
    bad[n - 3] = value
    with pytest.raises(ValueError, match=f"actions must be 0 or 1; got {value} for environment {n - 3}"):
        env.step(env.device_actions(bad[None])[0])
    assert env.t == 3
    after = env.state()
    for f in spec.FIELDS:
        np.testing.assert_array_equal(after[f], before[f], err_msg=f)


def test_reset_with_a_seed_restarts_the_streams(step_case):
    n = STEP_N
    env = build(step_case, n, seed=0)
    env.rollout(4)  # the bad-action checks' rollout at this size: no program of its own
    env.reset(seed=9)
    fresh = build(step_case, n, seed=9)
    for e in (env, fresh):
        for _ in range(10):
            e.rollout(4)  # 40 steps, in the rollouts above: no program of its own
    a, b = env.state(), fresh.state()
    assert env.t == 40
    for f in spec.FIELDS:
        np.testing.assert_array_equal(a[f], b[f], err_msg=f)
