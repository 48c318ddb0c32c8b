"""The Gymnasium adapter (impls/adapters/vector_env.py): Gymnasium's vector-env contract, and trajectories that
follow Gymnasium's own CartPoleEnv physics step for step."""
from __future__ import annotations

import sys

import numpy as np
import pytest

import impls
import impls.adapters
from impls import spec

gymnasium = pytest.importorskip("gymnasium", reason="gymnasium is not installed")
from gymnasium.envs.classic_control.cartpole import CartPoleEnv  # noqa: E402
from gymnasium.vector import AutoresetMode  # noqa: E402

CPU_STEP = [n for n in impls.step_impls() if "cpu" in impls.devices(n)]


def make(name, n, seed=0, **kw):
    try:
        return impls.adapters.make_vec(name, n, seed=seed, **kw)
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
        impls.adapters.make_vec("jax-naive", 8)
    with pytest.raises(ValueError, match="no step mode"):
        impls.adapters.make_vec("gymnasium-vector", 8)


# -- autoreset modes and Gymnasium's wrappers as clients ---------------------------------------------
from gymnasium.vector import SyncVectorEnv  # noqa: E402
from gymnasium.wrappers import TimeLimit  # noqa: E402
from gymnasium.wrappers import vector as W  # noqa: E402

import impls.adapters.vector_env as vector_env  # noqa: E402

MODES = [m.value for m in AutoresetMode]
GYMNASIUM_13 = tuple(int(p) for p in gymnasium.__version__.split(".")[:2]) < (1, 4)


class _Scripted(CartPoleEnv):
    """Gymnasium's CartPoleEnv whose resets start where the suite's environment started."""
    next_start = np.zeros(4, np.float32)

    def reset(self, *, seed=None, options=None):
        super().reset(seed=seed)
        self.state = self.next_start.astype(np.float64)
        return np.array(self.state, dtype=np.float32), {}


class _Tap(gymnasium.vector.VectorWrapper):
    """Passes everything through and keeps the last observations (the suite's, before any wrapper)."""

    def reset(self, **kw):
        self.last_obs, info = self.env.reset(**kw)
        return self.last_obs, info

    def step(self, actions):
        out = self.env.step(actions)
        self.last_obs = out[0]
        return out


class _KeepOptions(gymnasium.vector.VectorWrapper):
    """Gives Gymnasium's SyncVectorEnv a copy of reset's options: in 1.3.0 it pops "reset_mask" from
    the caller's dict, so a RecordEpisodeStatistics above it no longer sees the mask and restarts every
    environment's statistics (the suite's env leaves the caller's dict alone)."""

    def reset(self, *, seed=None, options=None):
        return self.env.reset(seed=seed, options=None if options is None else dict(options))


def _wrapped(env, mode):
    """The wrappers a PPO pipeline puts around a vector env, where Gymnasium allows them: observation
    wrappers refuse same-step, NormalizeObservation all but next-step."""
    if mode == "NextStep":
        env = W.NormalizeObservation(env)
    if mode != "SameStep":
        env = W.FlattenObservation(W.DtypeObservation(env, np.float64))
    env = W.NormalizeReward(W.ClipReward(env, 0.0, 0.5))
    return W.DictInfoToList(W.RecordEpisodeStatistics(env))


def _assert_close(mine, theirs, where):
    if isinstance(theirs, dict):
        assert isinstance(mine, dict) and set(mine) == set(theirs), (where, mine, theirs)
        for k in theirs:
            if k != "t":  # RecordEpisodeStatistics' wall-clock time
                _assert_close(mine[k], theirs[k], f"{where}[{k!r}]")
    elif isinstance(theirs, (list, tuple)):
        assert len(mine) == len(theirs), where
        for i, (a, b) in enumerate(zip(mine, theirs)):
            _assert_close(a, b, f"{where}[{i}]")
    elif theirs is None:
        assert mine is None, where
    else:
        a, b = np.asarray(mine), np.asarray(theirs)
        assert a.shape == b.shape, (where, a.shape, b.shape)
        if a.dtype == object:
            _assert_close(list(a), list(b), where)
        elif b.dtype.kind == "b":
            np.testing.assert_array_equal(a, b, err_msg=where)
        else:
            np.testing.assert_allclose(a, b, rtol=2e-4, atol=2e-4, err_msg=where)


def _mirror_starts(mirror, tap):
    for i, sub in enumerate(mirror.envs):
        sub.unwrapped.next_start = np.array(tap.last_obs[i])


@pytest.mark.filterwarnings("ignore:overflow encountered in cast:RuntimeWarning")  # DtypeObservation's Box
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", CPU_STEP)
def test_autoreset_modes_under_gymnasium_wrappers(name, mode):
    """The same wrappers over the suite's env and over Gymnasium's SyncVectorEnv of CartPoleEnv in the
    same autoreset mode give the same outputs, step for step: before every step each Gymnasium env is
    put in the suite's state (so float32 and float64 physics do not drift apart) and every Gymnasium
    reset starts from the suite's new episode. Episode lengths are checked against the suite's own
    counters, RecordEpisodeStatistics against them (Gymnasium 1.3.0's is one short under same-step for
    every episode after an environment's first), and next-step's new episodes against the spec's reset
    streams of the step that ended the previous one."""
    n, steps, seed = 16, 150, 4
    tap = _Tap(make(name, n, seed=seed, autoreset_mode=mode))
    suite = tap.env
    assert suite.metadata["autoreset_mode"].value == mode
    mirror = SyncVectorEnv([lambda: TimeLimit(_Scripted(), 500)] * n, autoreset_mode=AutoresetMode(mode))
    ours, theirs = _wrapped(tap, mode), _wrapped(_KeepOptions(mirror), mode)
    got = ours.reset(seed=seed)
    _mirror_starts(mirror, tap)
    _assert_close(got, theirs.reset(seed=0), "reset")
    # two environments close to truncation, so it happens within the run (TimeLimit told the same)
    state = suite.env.state()
    state["ep_steps"][[3, 9]] = [497, 499]
    suite.env.set_state(state)
    for i in (3, 9):
        mirror.envs[i]._elapsed_steps = int(state["ep_steps"][i])
    rng = np.random.default_rng(11)
    # episode lengths from the outputs: as the counters count them (from the set ep_steps) and as a
    # wrapper sees them (from its reset); whether each was its environment's first
    length, seen, lengths, reported, first = state["ep_steps"].astype(np.int64), np.zeros(n, np.int64), [], [], \
        np.ones(n, bool)
    held = np.zeros(n, bool)
    truncated_seen = False
    for t in range(steps):
        actions = rng.integers(0, 2, n)
        prev = np.array(tap.last_obs)
        got = ours.step(actions)
        for i, sub in enumerate(mirror.envs):
            sub.unwrapped.state = prev[i].astype(np.float64)
            sub.unwrapped.next_start = np.array(tap.last_obs[i])
        _assert_close(got, theirs.step(actions), f"step {t}")
        raw_term, raw_trunc = got[2], got[3]
        done = raw_term | raw_trunc
        truncated_seen |= bool(raw_trunc.any())
        if mode == "NextStep":
            for i in np.flatnonzero(held):  # the spec's reset values of the step that ended the episode
                words = [spec.random_words(seed, t - 1, n, j)[i] for j in spec.STREAMS_RESET]
                np.testing.assert_array_equal(tap.last_obs[i], [spec.reset_value_from_word(w) for w in words])
                assert got[1][i] == 0  # reward 0 (after ClipReward and NormalizeReward too)
        moved = ~held if mode == "NextStep" else np.ones(n, bool)
        length += moved
        seen += moved
        lengths.extend(length[done].tolist())
        one_short = mode == "SameStep" and GYMNASIUM_13
        reported.extend((seen[done] - (one_short & ~first[done])).tolist())
        first[done] = False
        length[done], seen[done] = 0, 0
        held = done
        if mode == "Disabled" and done.any():
            with pytest.raises(ValueError, match="not reset"):
                suite.step(actions)  # a finished environment must be reset first: nothing changes
            got = ours.reset(options={"reset_mask": done})
            _mirror_starts(mirror, tap)
            _assert_close(got, theirs.reset(options={"reset_mask": done}), f"reset_mask {t}")
    counters = suite.env.state()
    assert truncated_seen and len(lengths) > 80
    assert counters["episodes"].sum() == len(lengths)
    assert counters["returns"].sum() == sum(lengths)
    # RecordEpisodeStatistics through the suite's env (its queue holds the last 100 episodes)
    stats = ours.env
    assert list(stats.length_queue) == reported[-len(stats.length_queue):]


@pytest.mark.parametrize("mode", MODES)
def test_reset_mask_in_mid_episode(mode):
    """A masked reset of environments in mid-episode starts them from the spec's reset values of the
    coming step t, with ep_steps 0 and the episode counters unchanged; the other environments keep
    their state and what they show."""
    n, seed = 12, 9
    env = make("numba-cpu", n, seed=seed, autoreset_mode=mode)
    env.reset(seed=seed)
    rng = np.random.default_rng(2)
    for _ in range(5):
        obs, *_ = env.step(rng.integers(0, 2, n))
        if mode == "Disabled" and (_[1] | _[2]).any():
            env.reset(options={"reset_mask": _[1] | _[2]})
    before = env.env.state()
    mask = np.zeros(n, bool)
    mask[[0, 5, 11]] = True
    obs, info = env.reset(options={"reset_mask": mask})
    assert info == {}
    t = env.env.t
    expected = np.stack([spec.reset_value_from_word(spec.random_words(seed, t, n, j)) for j in spec.STREAMS_RESET], 1)
    np.testing.assert_array_equal(obs[mask], expected[mask])
    after = env.env.state()
    np.testing.assert_array_equal(np.stack([after[f] for f in spec.STATE_FIELDS], 1), obs)
    assert (after["ep_steps"][mask] == 0).all()
    for f in spec.FIELDS:
        np.testing.assert_array_equal(after[f][~mask], before[f][~mask], err_msg=f)
    for f in ("episodes", "returns"):
        np.testing.assert_array_equal(after[f], before[f], err_msg=f)


def test_options_errors_and_registered_id():
    env = make("numpy", 4, autoreset_mode="Disabled")
    env.reset(seed=0)
    bad = [(np.ones(4, np.int64), "NumPy bool array of shape \\(4,\\)"), (np.ones(3, bool), "shape \\(4,\\)"),
           ([True] * 4, "NumPy bool array"), (np.zeros(4, bool), "resets no environment")]
    for mask, msg in bad:
        with pytest.raises(ValueError, match=msg):
            env.reset(options={"reset_mask": mask})
    with pytest.raises(ValueError, match="takes no seed"):
        env.reset(seed=1, options={"reset_mask": np.ones(4, bool)})
    with pytest.raises(ValueError, match="only 'reset_mask'; got 'low'"):
        env.reset(options={"low": -0.1})
    with pytest.raises(ValueError, match="autoreset_mode must be one of NextStep, SameStep, Disabled; got 'next'"):
        impls.adapters.make_vec("numpy", 4, autoreset_mode="next")
    with pytest.raises(ValueError, match="need autoreset_mode SameStep; got NextStep"):
        impls.adapters.make_vec("numpy", 4, autoreset_mode="NextStep", dense_final_obs=True)
    # the registered id builds the suite's env through Gymnasium's own make_vec
    g = gymnasium.make_vec(f"impls.adapters.vector_env:{vector_env.ENV_ID}", 6, vectorization_mode="vector_entry_point",
                           impl="numpy", autoreset_mode="NextStep")
    assert isinstance(g, vector_env.CartpoleVectorEnv) and g.num_envs == 6 and g.env.name == "numpy"
    assert g.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP and g.spec.id == vector_env.ENV_ID
    obs, _ = g.reset(seed=2)
    start = spec.initial_state(6, 2)
    np.testing.assert_array_equal(obs, np.stack([start[f] for f in spec.STATE_FIELDS], 1))
    assert type(gymnasium.make_vec(vector_env.ENV_ID, 2, impl="numpy")) is vector_env.CartpoleVectorEnv  # the default
    with pytest.raises(ValueError, match="max_episode_steps is fixed by the spec at 500; got 200"):
        gymnasium.make_vec(vector_env.ENV_ID, 2, impl="numpy", max_episode_steps=200)


@pytest.mark.parametrize("name", ["numpy", "numba-cpu"])
def test_kept_arrays_stay_valid_and_copy_false_is_read_only(name):
    """Arrays the caller keeps are never overwritten by later steps (the adapter reuses only arrays
    nothing holds); the dense final observations hold the finished rows; copy=False gives read-only
    views that the next step changes."""
    n = 64
    env = make(name, n, seed=3, dense_final_obs=True)
    env.reset(seed=3)
    rng = np.random.default_rng(5)
    kept = []
    for t in range(40):
        out = env.step(rng.integers(0, 2, n))
        if t % 3 == 0:
            kept.append((out, [np.array(a) for a in out[:4]], {k: np.array(v) for k, v in out[4].items()
                                                             if k != "final_info"}))
        if "final_obs" in out[4]:
            fin = env.env.final_obs if hasattr(env.env, "final_obs") else None
            assert fin is not None
            done = out[2] | out[3]
            np.testing.assert_array_equal(out[4]["final_obs"][done], np.asarray(fin)[done])
    for out, arrays, infos in kept:
        for a, b in zip(out[:4], arrays):
            np.testing.assert_array_equal(a, b)
        for k, v in infos.items():
            np.testing.assert_array_equal(out[4][k], v)
    # the object array of Gymnasium's final_obs: kept ones stay too
    env = make(name, n, seed=3)
    env.reset(seed=3)
    kept = []
    for t in range(40):
        out = env.step(rng.integers(0, 2, n))
        if "final_obs" in out[4]:
            kept.append((out[4], [None if r is None else r.copy() for r in out[4]["final_obs"]]))
    assert len(kept) > 5
    for infos, rows in kept:
        for a, b in zip(infos["final_obs"], rows):
            assert (a is None and b is None) or (a == b).all()
    env = make(name, n, seed=3, copy=False)
    env.reset(seed=3)
    obs, reward, *_ = env.step(np.zeros(n, np.int64))
    assert not obs.flags.writeable and not reward.flags.writeable
    keep = obs.copy()
    env.step(np.ones(n, np.int64))
    assert not np.array_equal(obs, keep)  # a view of the implementation's state


def test_compiled_row_work_matches_numpy():
    """The Numba loops of the per-step row work give NumPy's results (sizes with a partial word)."""
    if vector_env.gather_final is vector_env.gather_final_numpy:
        pytest.skip("numba is not installed: the NumPy versions are the ones in use")
    rng = np.random.default_rng(0)
    for n in (1, 7, 8, 43, 1000):
        term, trunc = rng.random(n) < 0.1, rng.random(n) < 0.05
        final = rng.random((n, 4)).astype(np.float32)
        for a, b in zip(vector_env.gather_final(term | trunc, final), vector_env.gather_final_numpy(term | trunc, final)):
            np.testing.assert_array_equal(a, b)
        held = np.flatnonzero(rng.random(n) < 0.1)
        first = rng.random((len(held), 4)).astype(np.float32)
        obs = np.asfortranarray(rng.random((n, 4)).astype(np.float32))
        args = [obs, np.ones(n, np.float32), term, trunc]
        mine, ref = [a.copy() for a in args], [a.copy() for a in args]
        out = vector_env.hold_ended(*mine, final, held, first)
        expected = vector_env.hold_ended_numpy(*ref, final, held, first)
        for a, b in zip(list(out) + mine, list(expected) + ref):
            np.testing.assert_array_equal(a, b)


def python_lines_a_step(n, steps=20):
    """Python lines run a make_vec step (numba-cpu, same-step autoreset), averaged over ``steps``
    steps after a warm-up, and the finished environments a step."""
    vec = make("numba-cpu", n)
    vec.reset(seed=0)
    rows = np.random.default_rng(0).integers(0, 2, (steps, n))
    for i in range(30):  # compilation, and past the first episodes' common length
        vec.step(rows[i % steps])
    lines, finished = 0, 0

    def trace(frame, event, arg):
        nonlocal lines
        if event == "line":
            lines += 1
        return trace

    before = sys.gettrace()
    for i in range(steps):
        sys.settrace(trace)
        try:
            _, _, term, trunc, _ = vec.step(rows[i])
        finally:
            sys.settrace(before)
        finished += int(np.count_nonzero(term | trunc))
    return lines / steps, finished / steps


def test_make_vec_overhead_has_no_python_per_finished_environment():
    """The adapter's cost, counted rather than timed (a time ratio to the bare step moved with the CPU
    and with the other test worker's load: docs/history.md, "the Gymnasium adapter"): the Python lines
    a step runs are the same at 16384 and 131072 environments (both large enough for every output to
    come from the adapter's ring, eight times as many finishing a step), so there is no Python loop
    over the finished ones (the final_obs loop it had before)."""
    pytest.importorskip("numba", reason="numba is not installed")
    small, few = python_lines_a_step(16384)
    big, many = python_lines_a_step(131072)
    assert many > 5 * few > 500, (few, many)
    assert big <= small + 2, (f"a make_vec step runs {big:.0f} Python lines at 131072 environments ({many:.0f} "
                              f"finishing a step) against {small:.0f} at 16384 ({few:.0f} finishing)")


def test_numba_next_step_in_its_kernel_equals_the_adapters_over_step():
    """numba-cpu's step_next (next-step autoreset in its kernel, the adapter's fast path) gives what
    the adapter's next-step over its same-step step gives, bit for bit, masked resets included."""
    pytest.importorskip("numba", reason="numba is not installed")
    n, seed = 100, 3
    native, generic = make("numba-cpu", n, seed=seed, autoreset_mode="NextStep"), \
        make("numba-cpu", n, seed=seed, autoreset_mode="NextStep")
    assert native.native_next
    generic.native_next = False
    rng = np.random.default_rng(0)
    for env in (native, generic):
        env.reset(seed=seed)
    held = 0
    for t in range(300):
        actions = rng.integers(0, 2, n)
        a, b = native.step(actions), generic.step(actions)
        for x, y, what in zip(a, b, ("obs", "reward", "terminated", "truncated", "infos")):
            if what == "infos":
                assert x == y == {}
            else:
                np.testing.assert_array_equal(x, y, err_msg=f"{what} at step {t}")
        held += int((a[1] == 0).sum())
        if t % 50 == 49:  # a masked reset of some waiting and some running environments
            mask = rng.random(n) < 0.2
            mask[np.flatnonzero(a[2] | a[3])[:1]] = True
            np.testing.assert_array_equal(native.reset(options={"reset_mask": mask})[0],
                                          generic.reset(options={"reset_mask": mask})[0])
    assert held > 500
    with pytest.raises(ValueError, match="wait for their next-step reset"):
        while not native.env.held.any():
            native.step(rng.integers(0, 2, n))
        native.env.step(np.zeros(n, np.int64))


@pytest.mark.parametrize("args, message", [
    (("--impl", "jax-naive"), "unknown --impl 'jax-naive'; valid: numpy, numba-cpu"),
    (("--num-envs", "0"), "--num-envs"),
    (("--steps", "x"), "--steps"),
    (("--device", "tpu"), "--device 'tpu'"),
])
def test_adapter_command_bad_input(harness_main, tmp_path, args, message):
    r = harness_main("adapter", *args, "--out", str(tmp_path / "o"))
    assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
    assert not (tmp_path / "o").exists()


def test_adapter_command_measures_every_path(tmp_path):
    """``python -m harness adapter`` as a real process: every path measured, the ratios its own."""
    import subprocess
    import sys

    from harness.measure import adapter

    r = subprocess.run([sys.executable, "-m", "harness", "adapter", "--impl", "numpy", "--num-envs", "8",
                        "--steps", "3", "--rounds", "2", "--out", str(tmp_path)], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    (folder,) = tmp_path.iterdir()
    assert folder.name.endswith("-adapter")
    import pandas as pd

    table = pd.read_csv(folder / "adapter.csv")
    assert list(table.path) == [adapter.BARE, adapter.BARE_NUMPY, *adapter.PATHS, adapter.GYMNASIUM]
    assert (table.status == "ok").all() and (table.us_per_step > 0).all() and (table.spread >= 0).all()
    np.testing.assert_allclose(table.M_env_steps_per_s, 8 / table.us_per_step, rtol=1e-9)
    bare = table.us_per_step[table.path == adapter.BARE].iloc[0]
    np.testing.assert_allclose(table.x_step, bare / table.us_per_step, rtol=1e-9)
    assert "make_vec NextStep copy=False" in (folder / "adapter.md").read_text()


@pytest.mark.parametrize("name", CPU_STEP)
def test_set_rows(name):
    """Cartpole.set_rows (each implementation's own where it has one): the rows take the given state
    with ep_steps 0; everything else, the counters included, stays."""
    n = 16  # the step checks' size: no compiled program of its own
    try:
        env = impls.make(name, n, seed=1)
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))
    rng = np.random.default_rng(4)
    for _ in range(30):
        env.step(rng.integers(0, 2, n))
    before = env.state()
    rows = np.array([0, 7, 8, 15])
    obs = rng.uniform(-0.05, 0.05, (4, 4)).astype(np.float32)
    env.set_rows(rows, obs)
    after = env.state()
    np.testing.assert_array_equal(np.stack([after[f] for f in spec.STATE_FIELDS], 1)[rows], obs)
    assert (after["ep_steps"][rows] == 0).all()
    rest = np.setdiff1d(np.arange(n), rows)
    for f in spec.FIELDS:
        np.testing.assert_array_equal(after[f][rest], before[f][rest], err_msg=f)
    for f in ("episodes", "returns"):
        np.testing.assert_array_equal(after[f], before[f], err_msg=f)
    env.step(np.zeros(n, np.int64))  # and the implementation steps on from there
    assert env.t == 31
