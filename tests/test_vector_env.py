"""The Gymnasium adapter (impls/vector_env.py): Gymnasium's vector-env contract, and trajectories that
follow Gymnasium's own CartPoleEnv physics step for step."""
from __future__ import annotations

import numpy as np
import pytest

import impls
from impls import spec

gymnasium = pytest.importorskip("gymnasium", reason="gymnasium is not installed")
from gymnasium.envs.classic_control.cartpole import CartPoleEnv  # noqa: E402
from gymnasium.vector import AutoresetMode  # noqa: E402

CPU_STEP = [n for n in impls.available() if impls.has_step(n) and not impls.is_external(n)
            and "cpu" in impls.devices(n)]


def make(name, n, seed=0, **kw):
    try:
        return impls.make_vec(name, n, seed=seed, **kw)
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))


@pytest.mark.parametrize("name", CPU_STEP)
def test_contract(name):
    n = 16
    env = make(name, n)
    assert env.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    assert env.num_envs == n
    assert env.single_observation_space.shape == (4,) and env.observation_space.shape == (n, 4)
    assert env.single_action_space == gymnasium.spaces.Discrete(2)
    assert env.action_space.shape == (n,)
    obs, info = env.reset(seed=3)
    assert isinstance(obs, np.ndarray) and obs.dtype == np.float32 and obs.shape == (n, 4) and info == {}
    assert env.observation_space.contains(obs)
    start = spec.initial_state(n, 3)
    np.testing.assert_array_equal(obs, np.stack([start[f] for f in spec.STATE_FIELDS], 1))
    ended = False
    for _ in range(60):
        obs, rew, term, trunc, infos = env.step(env.action_space.sample())
        assert obs.dtype == np.float32 and obs.shape == (n, 4)
        assert rew.dtype == np.float32 and (rew == 1).all() and rew.shape == (n,)
        assert term.dtype == bool and trunc.dtype == bool and term.shape == trunc.shape == (n,)
        done = term | trunc
        if done.any():
            ended = True
            assert set(infos) == {"final_obs", "_final_obs", "final_info", "_final_info"}
            np.testing.assert_array_equal(infos["_final_obs"], done)
            # as Gymnasium's own SyncVectorEnv of CartPoleEnv gives them under same-step autoreset
            assert infos["final_info"] == {} and infos["final_obs"].dtype == object
            np.testing.assert_array_equal(infos["_final_info"], done)
            ended = (infos, [infos["final_obs"][i].copy() for i in np.flatnonzero(done)])
            assert all(infos["final_obs"][i] is None for i in np.flatnonzero(~done))
            for i in np.flatnonzero(done):
                f = infos["final_obs"][i]
                assert f.shape == (4,) and (abs(f[0]) > 2.4 or abs(f[2]) > 0.2094 or trunc[i])
                assert (np.abs(obs[i]) < 0.05).all()  # the new episode's first observation
        else:
            assert infos == {}
    assert ended
    infos, last = ended
    env.step(np.zeros(n, np.int64))  # the finished rows were copies: the next step does not change them
    np.testing.assert_array_equal(np.stack([infos["final_obs"][i] for i in np.flatnonzero(infos["_final_obs"])]),
                                  np.stack(last))
    keep = obs.copy()
    env.step(np.zeros(n, np.int64))
    np.testing.assert_array_equal(obs, keep)  # copies by default: the next step does not change them
    with pytest.raises(ValueError, match="actions must"):
        env.step(np.full(n, 2))


@pytest.mark.parametrize("name", CPU_STEP)
def test_trajectories_follow_gymnasium_cartpole(name):
    """With the same actions, every environment follows Gymnasium's own CartPoleEnv (float64 physics)
    step for step until its first episode ends: before each step Gymnasium's state is set to this
    environment's observation (so float32 rounding does not compound over the chaotic trajectory),
    and the step's result must agree within float32 tolerance (1e-5 relative, about 80 ulp) with
    the same termination."""
    n, steps = 16, 200  # the conformance step checks' size: torch-compile compiles its step once per shape
    env = make(name, n, seed=1)
    obs, _ = env.reset(seed=1)
    ref = []
    for i in range(n):
        g = CartPoleEnv()
        g.reset(seed=0)
        g.state = obs[i].astype(np.float64)
        ref.append(g)
    actions = np.random.default_rng(7).integers(0, 2, (steps, n))
    alive = np.ones(n, bool)
    compared = 0
    for t in range(steps):
        prev = obs
        obs, _, term, trunc, infos = env.step(actions[t])
        for i in np.flatnonzero(alive):
            ref[i].state = prev[i].astype(np.float64)
            g_obs, _, g_term, _, _ = ref[i].step(int(actions[t, i]))
            mine = infos["final_obs"][i] if term[i] | trunc[i] else obs[i]
            np.testing.assert_allclose(mine, g_obs, rtol=1e-5, atol=1e-5, err_msg=f"env {i} step {t}")
            assert bool(term[i]) == bool(g_term), f"env {i} step {t}: terminated {term[i]} vs {g_term}"
            compared += 1
            if term[i] or trunc[i]:
                alive[i] = False
    assert not alive.any() and compared > 200


def test_random_policy_mean_episode_length():
    """About 22 steps (the reference's random-policy mean); tolerance from the standard error."""
    n, steps = 512, 400
    env = make("numpy", n, seed=5)
    env.reset(seed=5)
    rng = np.random.default_rng(0)
    lengths, ep = [], np.zeros(n, np.int64)
    for _ in range(steps):
        _, _, term, trunc, _ = env.step(rng.integers(0, 2, n))
        ep += 1
        done = term | trunc
        lengths.extend(ep[done])
        ep[done] = 0
    lengths = np.array(lengths)
    se = lengths.std() / np.sqrt(len(lengths))
    ref = spec.reference_rollout(spec.initial_state(4096, 77), 77, 0, 400)
    ref_mean = ref["returns"].sum() / ref["episodes"].sum()
    assert abs(lengths.mean() - ref_mean) < 5 * se + 0.5, (lengths.mean(), ref_mean, se)


def test_device_arrays_and_bad_names():
    pytest.importorskip("torch", reason="torch is not installed")
    import torch

    env = make("torch-eager", 8, device_arrays=True)
    env.reset(seed=0)
    obs, rew, term, trunc, _ = env.step(torch.zeros(8, dtype=torch.int64))
    assert isinstance(obs, torch.Tensor) and obs.shape == (8, 4) and term.dtype == torch.bool
    with pytest.raises(ValueError, match="no step mode"):
        impls.make_vec("jax-naive", 8)
    with pytest.raises(ValueError, match="no step mode"):
        impls.make_vec("gymnasium-vector", 8)
