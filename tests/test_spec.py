"""The spec itself: the random streams against known answers, the physics against Gymnasium, and
the float64 reference's reset and counter semantics."""
import numpy as np
import pytest

from impls import spec
from harness.measure import strict

# Known answers from an independent C implementation of the docstring's formulas (uint32_t
# arithmetic, value = (float)n * 0x1.999998p-28f), so the Python spec cannot drift unnoticed.
GOLDEN_H = {0: 0, 1: 1753845952, 0x12345678: 4125564054, 0xFFFFFFFF: 1734902346}
GOLDEN_WORDS = [  # (seed, t, env, stream) -> word, reset value as float32 hex
    ((0, 0, 0, 0), 2038882009, "-0x1.4b6d32p-9"),
    ((0, 0, 1, 0), 3002915567, "0x1.46523ep-6"),
    ((1, 0, 0, 0), 2680538173, "0x1.96b032p-7"),
    ((0, 1, 0, 0), 101797090, "-0x1.862f0cp-5"),
    ((42, 123456, 1000, 3), 2961676520, "0x1.3696fep-6"),
    ((7, 4294967295, 268435455, 8), 2233023461, "0x1.050bccp-9"),
    ((4294967295, 17, 5, 1), 2016205573, "-0x1.90a0fep-9"),
]


def test_lowbias32_known_answers():
    for x, h in GOLDEN_H.items():
        assert spec.lowbias32(x) == h
    arr = spec.lowbias32(np.array(list(GOLDEN_H), dtype=np.uint32))
    assert arr.tolist() == list(GOLDEN_H.values())


@pytest.mark.parametrize("key,word,value", GOLDEN_WORDS)
def test_words_and_reset_values_known_answers(key, word, value):
    seed, t, e, j = key
    w = np.uint32(spec.word(seed, t, e, j))
    assert int(w) == word
    if e < 5000:  # the vector forms agree: one step, and several steps at once
        assert spec.random_words(seed, t, e + 1, j)[e] == w
        assert spec.stream_words(seed, t - 2, 3, e + 1, j)[2, e] == w
    assert spec.action_from_word(w) == word >> 31
    v = spec.reset_value_from_word(np.array([w], np.uint32))[0]
    assert v.dtype == np.float32 and float(v) == float.fromhex(value)


def test_step_keys_vector_matches_scalar_and_wraps_mod_2_32():
    t0 = 2**32 - 3
    keys = spec.step_keys(5, t0, 6)
    assert keys.tolist() == [spec.step_key(5, (t0 + i) % 2**32) for i in range(6)]
    assert keys[3] == spec.step_key(5, 0)


def test_reset_values_range_and_extremes():
    words = np.array([0, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF], np.uint32)
    v = spec.reset_value_from_word(words)
    assert v[0] == np.float32(-2**23) * spec.RESET_SCALE and -0.05 <= v[0] < -0.0499999
    assert v[1] < 0.05 and v[1] > 0.0499999
    assert v[2] == 0.0
    assert spec.RESET_SCALE * np.float32(2**24) == np.nextafter(np.float32(0.1), np.float32(0))
    u = spec.uniform01(words)
    assert u[0] == 0.0 and u[1] == np.float32(1 - 2**-24)


def test_streams_look_uniform():
    """Actions are fair coins and reset values uniform: a broken hash (e.g. h(0)=0 leaking) fails."""
    n = 1 << 16
    actions = spec.action_from_word(spec.random_words(9, 3, n, 0))
    assert abs(actions.mean() - 0.5) < 4 * 0.5 / np.sqrt(n)
    v = spec.reset_value_from_word(spec.random_words(9, 3, n, 2)).astype(np.float64)
    assert abs(v.mean()) < 4 * 0.1 / np.sqrt(12 * n)
    hist, _ = np.histogram(v, bins=16, range=(-0.05, 0.05))
    assert hist.min() > n / 16 * 0.9 and hist.max() < n / 16 * 1.1
    # streams of one step, and one stream over consecutive steps, are not the same numbers
    assert (spec.random_words(9, 3, n, 1) != spec.random_words(9, 3, n, 2)).mean() > 0.999
    assert (spec.random_words(9, 3, n, 1) != spec.random_words(9, 4, n, 1)).mean() > 0.999


def test_derived_constants_are_computed_from_primitives():
    p = spec.CartpoleParams(masspole=0.2, length=0.25, masscart=2.0)
    assert p.total_mass == pytest.approx(2.2) and p.polemass_length == pytest.approx(0.05)
    assert spec.PARAMS.total_mass == pytest.approx(1.1)
    assert spec.PARAMS.polemass_length == pytest.approx(0.05)
    assert spec.PARAMS.theta_threshold_radians == pytest.approx(0.20943951)


def test_bad_arguments_are_rejected():
    for bad in (0, -1, 1.5, True, spec.MAX_ENVS + 1):
        with pytest.raises(ValueError, match="num_envs"):
            spec.check_num_envs(bad)
    for bad in (-1, 2.0, "3"):
        with pytest.raises(ValueError, match="steps"):
            spec.check_steps(bad)
    with pytest.raises(ValueError, match="seed"):
        spec.check_seed(2**32)


def test_reference_physics_matches_gymnasium():
    gym = strict.importorskip("gymnasium")
    env = gym.make("CartPole-v1").unwrapped
    env.reset(seed=0)
    rng = np.random.default_rng(1)
    for _ in range(200):
        s = np.array([rng.uniform(-2, 2), rng.uniform(-2, 2), rng.uniform(-0.2, 0.2), rng.uniform(-2, 2)])
        a = int(rng.integers(2))
        env.state = tuple(s)
        env.steps_beyond_terminated = None
        obs, reward, terminated, _, _ = env.step(a)
        ours = spec.physics_step64(*s, np.array(a))
        np.testing.assert_allclose(np.array(ours, dtype=np.float64), np.asarray(env.state, np.float64),
                                   rtol=1e-12, atol=1e-12)
        th = spec.PARAMS.theta_threshold_radians
        assert terminated == bool(abs(ours[0]) > 2.4 or abs(ours[2]) > th)
        assert reward == 1.0


def test_params_are_gymnasium_cartpole_v1():
    """Every constant, and the episode limit from Gymnasium's registry (where CartPole-v1's 500 steps
    are set: the environment class itself has no limit)."""
    gym = strict.importorskip("gymnasium")
    assert gym.spec("CartPole-v1").max_episode_steps == spec.PARAMS.max_episode_steps
    env = gym.make("CartPole-v1")
    assert env.spec.max_episode_steps == spec.PARAMS.max_episode_steps
    u = env.unwrapped
    for name in ("gravity", "masscart", "masspole", "length", "force_mag", "tau", "x_threshold",
                 "total_mass", "polemass_length"):
        assert getattr(u, name) == pytest.approx(getattr(spec.PARAMS, name), rel=1e-15), name
    assert u.theta_threshold_radians == pytest.approx(spec.PARAMS.theta_threshold_radians, rel=1e-15)
    assert u.kinematics_integrator == "euler"


def test_reference_truncation_and_same_step_reset():
    n = 64
    st = spec.initial_state(n, seed=3)
    st["ep_steps"][:] = 499
    st["episodes"][:] = 2
    st["returns"][:] = 40.0
    out = spec.reference_rollout(st, seed=3, t0=11, steps=1)
    assert (out["episodes"] == 3).all() and (out["returns"] == 540.0).all() and (out["ep_steps"] == 0).all()
    for f, j in zip(spec.STATE_FIELDS, spec.STREAMS_RESET):
        expected = spec.reset_value_from_word(spec.random_words(3, 11, n, j))
        assert (out[f] == expected).all()


def test_reference_termination_counts_episode_length():
    n = 8
    st = spec.initial_state(n, seed=0)
    st["x"][:] = 2.39
    st["x_dot"][:] = 5.0  # x + tau * x_dot = 2.49 > 2.4: terminated this step
    st["ep_steps"][:] = 10
    out = spec.reference_rollout(st, seed=0, t0=0, steps=1)
    assert (out["episodes"] == 1).all() and (out["returns"] == 11).all() and (out["ep_steps"] == 0).all()


def test_initial_state_is_streams_5_to_8_at_step_0():
    st = spec.initial_state(100, seed=12)
    for f, j in zip(spec.STATE_FIELDS, spec.STREAMS_INIT):
        assert (st[f] == spec.reset_value_from_word(spec.random_words(12, 0, 100, j))).all()
    assert not st["episodes"].any() and not st["ep_steps"].any()
