"""Training in the loop: the adapters real trainers run on (the suite's environment as a gymnax
environment for rejax, as a stable-baselines3 VecEnv), the suite's own PPO, and ``harness train``.

The adapters are checked against the spec and against the implementation they wrap, step by step;
then each trainer learns on them briefly (a learning check a broken adapter fails: the mean return of
the last 100 episodes far above the random policy's ~22)."""
from __future__ import annotations

import importlib.util

import json

import numpy as np
import pytest

import impls
from impls import spec

from commands import harness

jax = pytest.importorskip("jax")
jnp = jax.numpy


def _gymnax():
    try:
        from impls.adapters import gymnax_env
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))
    return gymnax_env


# -- the suite's environment as a gymnax environment ----------------------------------------------------
def test_gymnax_adapter_steps_as_the_spec():
    """From valid states, one step of the adapter is the float64 reference's physics within float32
    rounding, ends episodes where the spec does (terminated beyond the thresholds, truncated at 500
    steps, both reported, the new episode's first state returned, the last one in the info) and resets
    into [-0.05, 0.05)."""
    g = _gymnax()
    env = g.CartpoleGymnax()
    params = env.default_params
    n = 512
    rng = np.random.default_rng(0)
    s = rng.uniform(-1, 1, (n, 4)) * [2.3, 2.0, 0.2, 2.0]
    s[:8, 0] = [2.395, -2.395, 2.3, 0, 0, 0, 0, 0]  # some at the edges, so that some terminate
    s[:8, 1] = [0.5, -0.5, 0.1, 0, 0, 0, 0, 0]
    s = s.astype(np.float32)
    time = np.zeros(n, np.int32)
    time[-16:] = 499  # truncated at their step
    state = g.EnvState(x=jnp.asarray(s[:, 0]), x_dot=jnp.asarray(s[:, 1]), theta=jnp.asarray(s[:, 2]),
                       theta_dot=jnp.asarray(s[:, 3]), time=jnp.asarray(time))
    actions = rng.integers(0, 2, n)
    keys = jax.random.split(jax.random.PRNGKey(1), n)
    obs, new, reward, term, trunc, info = jax.vmap(env.step, in_axes=(0, 0, 0, None))(
        keys, state, jnp.asarray(actions), params)
    ref = np.stack(spec.physics_step64(*(s[:, j].astype(np.float64) for j in range(4)), actions), 1)
    np.testing.assert_allclose(np.asarray(info["final_observation"]), ref, rtol=1e-5, atol=1e-6)
    want_term = (np.abs(ref[:, 0]) > 2.4) | (np.abs(ref[:, 2]) > spec.PARAMS.theta_threshold_radians)
    np.testing.assert_array_equal(np.asarray(term), want_term)
    np.testing.assert_array_equal(np.asarray(trunc), time + 1 >= 500)
    assert want_term.sum() >= 2 and np.asarray(trunc).sum() == 16
    done = want_term | (time + 1 >= 500)
    o = np.asarray(obs)
    np.testing.assert_array_equal(o[~done], np.asarray(info["final_observation"])[~done])
    assert (np.abs(o[done]) <= 0.05).all() and (np.asarray(new.time)[done] == 0).all()
    np.testing.assert_array_equal(np.asarray(new.time)[~done], time[~done] + 1)
    assert (np.asarray(reward) == 1).all()


def test_episode_stats_and_five_values():
    """EpisodeStats' rings hold each environment's finished episodes (returns = lengths here) with
    the step they finished at, last_mean the mean of the latest 100 of all; FiveValues' step is
    gymnax 0.0.x's five values with done = terminated or truncated."""
    g = _gymnax()
    env = g.FiveValues(g.EpisodeStats(g.CartpoleGymnax()))
    n, steps = 8, 400
    keys = jax.random.split(jax.random.PRNGKey(0), n)
    _, st = jax.vmap(env.reset, in_axes=(0, None))(keys, None)
    st = st.replace(inner=st.inner.replace(time=st.inner.time.at[:4].set(497)))  # four near the 500-step limit
    step = jax.jit(jax.vmap(env.step, in_axes=(0, 0, 0, None)))
    lengths = [[] for _ in range(n)]
    run = np.zeros(n, int)
    finished = []  # (step, return) in the order they finished
    rng = np.random.default_rng(0)
    truncated = 0  # the first episodes of environments 0-3 end at 3 steps, cut at 500, unless they terminate first
    for t in range(1, steps + 1):
        keys = jax.random.split(jax.random.PRNGKey(t), n)
        out = step(keys, st, jnp.asarray(rng.integers(0, 2, n)), None)
        assert len(out) == 5
        _, st, _, done, _ = out
        run += 1
        truncated += sum(1 for i in range(4) if done[i] and run[i] == 3 and not lengths[i])
        for i in np.flatnonzero(np.asarray(done)):
            lengths[i].append(run[i])
            finished.append((t, run[i]))
            run[i] = 0
    assert truncated >= 1  # done for an episode cut at 500 steps too
    for i in range(n):
        k = len(lengths[i])
        assert int(st.finished[i]) == k > 10
        ring = np.asarray(st.ring_ret[i])[:k] if k <= g.RING else None
        np.testing.assert_array_equal(ring, lengths[i])
    # the 100 latest of all: ties at the same step in any order, so compare the sorted set of steps
    latest = sorted(finished, key=lambda p: -p[0])[:100]
    if sum(1 for p in finished if p[0] == latest[-1][0]) == 1:  # no tie at the cut
        assert g.last_mean(st.ring_ret, st.ring_at) == pytest.approx(np.mean([r for _, r in latest]))
    assert 15 < g.last_mean(st.ring_ret, st.ring_at) < 35  # the random policy's episodes


# -- the stable-baselines3 VecEnv adapter ---------------------------------------------------------------
def _sb3_env(name, n, seed=0):
    pytest.importorskip("stable_baselines3")
    from impls.adapters.sb3_vec_env import CartpoleSB3VecEnv

    try:
        return CartpoleSB3VecEnv(name, n, seed=seed)
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))


@pytest.mark.parametrize("name", ["numpy"])  # the adapter is the same over every implementation
def test_sb3_adapter_against_the_implementation(name):
    """Step by step against the same implementation stepped directly: observations (new arrays each
    step), dones, SB3's terminal_observation and TimeLimit.truncated, and Monitor-style episode infos
    whose lengths are the implementation's own episode counters' (``returns`` grows by each finished
    episode's length)."""
    n = 16
    venv = _sb3_env(name, n, seed=3)
    ref = impls.make(name, n, seed=3)
    venv.seed(3)
    first = venv.reset()
    s = ref.state()
    np.testing.assert_array_equal(first, np.stack([s[f] for f in spec.STATE_FIELDS], 1))
    rng = np.random.default_rng(1)
    ref.set_state({**s, "ep_steps": np.full(n, 480, np.int32)})  # some episodes reach the 500-step limit
    venv.env.set_state({**venv.env.state(), "ep_steps": np.full(n, 480, np.int32)})
    venv.episode_lengths[:] = 480
    seen_trunc = seen_term = 0
    prev = None
    for _ in range(60):
        a = rng.integers(0, 2, n)
        before = ref.state()
        out = ref.step(a)
        venv.step_async(a)
        obs, rew, done, infos = venv.step_wait()
        if prev is not None:
            assert prev is not obs and not np.shares_memory(prev, obs)
        prev = obs
        np.testing.assert_array_equal(obs, np.asarray(out.obs))
        np.testing.assert_array_equal(done, np.asarray(out.terminated) | np.asarray(out.truncated))
        assert (rew == 1).all()
        after = ref.state()
        for i in range(n):
            if done[i]:
                np.testing.assert_array_equal(infos[i]["terminal_observation"], np.asarray(out.final_obs)[i])
                trunc_only = bool(out.truncated[i] and not out.terminated[i])
                assert infos[i]["TimeLimit.truncated"] == trunc_only
                length = after["returns"][i] - before["returns"][i]
                assert infos[i]["episode"]["l"] == length == infos[i]["episode"]["r"]
                seen_trunc += trunc_only
                seen_term += bool(out.terminated[i])
            else:
                assert infos[i] == {}
    assert seen_trunc >= 8 and seen_term >= 8


def test_sb3_adapter_bad_input():
    pytest.importorskip("stable_baselines3")
    from impls.adapters.sb3_vec_env import CartpoleSB3VecEnv

    with pytest.raises(ValueError, match="'jax-naive' has no step mode; valid: numpy"):
        CartpoleSB3VecEnv("jax-naive", 4)


# -- the trainers learn ---------------------------------------------------------------------------------
def test_suite_ppo_learns_and_its_actor_is_a_policy():
    """The suite's PPO on a short budget: two seeds vmapped, each far above the random policy; the
    trained actor, a policy of the spec, keeps numpy's policy rollout's episodes long too."""
    try:
        from impls.train import ppo
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))
    cfg = ppo.config("fast", total_timesteps=40_960)
    tr = ppo.Trainer(cfg, [0, 1], chunk=4)
    while not tr.done:
        finished, mean = tr.run_chunk()
    assert (tr.env_steps == 40_960).all() and (finished > 150).all()
    assert (mean > 120).all(), mean  # random: ~22
    actor = tr.actor(0)
    env = impls.make("numpy", 64, seed=9)
    env.set_policy(actor, greedy=True)
    env.rollout(400)
    s = env.state()
    assert s["returns"].sum() / max(s["episodes"].sum(), 1) > 100 or s["episodes"].sum() < 64
    with pytest.raises(ValueError, match="num_minibatches 3 does not divide the batch"):
        ppo.config("purejaxrl", num_minibatches=3)
    valid = "purejaxrl, fast, fast-h32, fast-zoo, rl-zoo"
    with pytest.raises(ValueError, match=f"unknown PPO configuration 'nope'; valid: {valid}"):
        ppo.config("nope")


def test_suite_ppo_seeds_in_flight_take_free_slots():
    """Three seeds through two slots in chunks of 2 updates: seed 0 retired after the first chunk,
    seed 2 takes its slot and trains as it does from the start (its episodes and weights those of a
    two-slot run of seeds 1 and 2 one update a chunk, at each count of updates both have: a slot
    refilled from another seed's state, the wrong slot, or a seed's updates counted from the
    program's start all differ); seed 1 goes on untouched; a seed at the end of its budget in the
    middle of a chunk stops there (frozen: one more update would move its weights) and leaves."""
    try:
        from impls.train import ppo
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))
    cfg = ppo.config("fast-zoo", total_timesteps=512 * 5)  # 5 updates: the third chunk of 2 ends past it
    ref = ppo.Trainer(cfg, [1, 2], chunk=1)
    want = {1: {}, 2: {}}
    while not ref.done:
        finished, mean = ref.run_chunk()
        for k, i in ((0, 1), (1, 2)):
            want[i][int(ref.updates[k])] = (int(finished[k]), float(mean[k]))
    tr = ppo.Trainer(cfg, [0, 1, 2], chunk=2, in_flight=2)
    assert tr.slots == 2 and tr.running() == [0, 1]
    seen = {0: [], 1: [], 2: []}
    while not tr.done:
        finished, mean = tr.run_chunk()
        for i in tr.moved:
            seen[i].append((int(tr.updates[i]), int(finished[i]), float(mean[i])))
        if len(seen[0]) == 1:
            tr.retire(0)
    assert list(tr.updates) == [2, 5, 5] and tr.env_steps[0] == 2 * cfg.batch_size
    for k, i in ((0, 1), (1, 2)):
        assert [u for u, *_ in seen[i]] == [2, 4, 5], seen[i]
        assert [f for _, f, _ in seen[i]] == [want[i][u][0] for u, *_ in seen[i]], (i, seen[i], want[i])
        np.testing.assert_allclose([m for *_, m in seen[i]], [want[i][u][1] for u, *_ in seen[i]], rtol=1e-6)
        np.testing.assert_allclose(tr.params(i), ref.params(k), rtol=0, atol=2e-5, err_msg=f"seed index {i}")
    with pytest.raises(ValueError, match="training is finished"):
        tr.run_chunk()


def test_suite_ppo_episode_ring_and_shuffle():
    """The solve criterion's ring against a plain count: a rollout block with more than 100 episodes
    finishing in it (only the last 100 count, in the order they finished: step by step, environments in
    order), then a block with a few; the minibatch shuffle is a permutation, a different one per key."""
    try:
        import jax
        import jax.numpy as jnp

        from impls.train import ppo
    except (ImportError, impls.NotAvailable) as exc:
        pytest.skip(str(exc))
    rng = np.random.default_rng(3)
    r = {"ring": jnp.zeros(ppo.WINDOW + 1, jnp.float32), "finished": jnp.int32(0)}
    finished = []
    for steps, p in ((80, 0.2), (8, 0.05)):
        done = rng.random((steps, 16)) < p
        length = rng.integers(1, 500, (steps, 16)).astype(np.int32)
        finished += [int(v) for v in length[done]]  # row-major: step by step, envs in order
        r = ppo.record_episodes(r, jnp.asarray(done), jnp.asarray(length))
        assert int(r["finished"]) == len(finished)
        assert float(ppo.last_mean(r)) == pytest.approx(np.mean(finished[-ppo.WINDOW:]), rel=1e-6)
    assert len(finished) > 2 * ppo.WINDOW
    for n in (512, 6, 70_000):
        a, b = (np.asarray(ppo.epoch_permutation(jax.random.PRNGKey(k), n)) for k in (0, 1))
        assert sorted(a) == list(range(n)) and sorted(b) == list(range(n))
        assert (a != b).any() and (a != np.arange(n)).any()


@pytest.mark.parametrize("compiler", [pytest.param("compiled", marks=pytest.mark.slow), "eager"])
def test_torch_ppo_is_the_jax_ppo(compiler):
    """The torch PPO against the JAX PPO, the same configuration, seed and initial weights: with one
    epoch of one minibatch (the shuffle then only reorders a sum) two updates end with the same episodes
    and the same weights to float rounding (3e-8 against steps of 1e-4 to 4e-4): the rollout's actions
    (the spec's action stream), GAE, the loss, the gradient clip and Adam agree term by term, after the
    warm-up the benchmark runs: through the trainer's default compiled path (TorchScript's policy step,
    Inductor's minibatch step) and uncompiled (the same functions; the mutation check runs this one,
    without compiling's ~10 s a process)."""
    try:
        from impls.train import config as ppo_config
        from impls.train import ppo, ppo_torch
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))
    # (an entropy bonus large enough to show: its gradient is ~0 at the initial near-uniform policy)
    cfg = ppo_config.config("purejaxrl", num_envs=8, num_steps=64, total_timesteps=8 * 64 * 4, update_epochs=1,
                            num_minibatches=1, ent_coef=5.0)
    jax_tr = ppo.Trainer(cfg, [3], chunk=1)
    torch_tr = ppo_torch.Trainer(cfg, 3, "numpy", compiler=compiler)
    torch_tr.warm_up()  # a rollout and a minibatch step that must leave no trace
    init = ppo_config.init_params(3)
    for _ in range(2):
        finished, mean = jax_tr.run_chunk()
        assert torch_tr.run_update() == pytest.approx(float(mean[0]), rel=1e-6)
        assert torch_tr.finished == int(finished[0]) > 10
    jax_w = jax_tr.unflat_params(jax_tr.params(0))
    for net, ws in zip(("actor", "critic"), torch_tr.nets()):
        for name, w in zip(ppo_torch.NAMES, ws):
            a = np.asarray(jax_w[net][name])
            assert np.abs(a - init[net][name]).max() > 1e-5  # it moved
            np.testing.assert_allclose(w.numpy(), a, rtol=0, atol=1e-6, err_msg=f"{net} {name}")
    actor = torch_tr.actor()
    np.testing.assert_array_equal(actor.W2, np.asarray(torch_tr.nets()[0][2]))
    with pytest.raises(ValueError, match="unknown compiler 'jit'; valid: compiled, eager"):
        ppo_torch.Trainer(cfg, 0, compiler="jit")
    with pytest.raises(ValueError, match="'jax-naive' has no step mode; valid: numpy"):
        ppo_torch.Trainer(cfg, 0, "jax-naive")


# trainer, environment, configuration, env-steps, the final mean return it must pass (random: ~22)
LEARNS = [("rejax", "suite", "fast", 40960, 100), ("sb3", "suite-numba-cpu", "rl-zoo", 12288, 50),
          ("suite-torch", "suite-numpy", "fast-zoo", 16384, 60), ("suite-numba", "suite", "fast-zoo", 40960, 100)]


@pytest.mark.slow
@pytest.mark.parametrize("trainer, env, config, steps, above", LEARNS, ids=[t[0] for t in LEARNS])
def test_trainers_learn_on_the_suite(tmp_path, trainer, env, config, steps, above):
    """``harness train`` with the public trainers on the suite's environment (rejax through the gymnax
    adapter, stable-baselines3 through the VecEnv adapter) and with the suite's torch PPO (compiled,
    on numpy's step), short budgets: each learns, and the run's record says so."""
    # installed? (not imported here: the run is a process of its own, as this worker may hold TensorFlow,
    # beside which rejax's TensorFlow Probability asks for tf_keras and its import fails)
    package = {"rejax": "rejax", "sb3": "stable_baselines3", "suite-torch": "torch", "suite-numba": "numba"}[trainer]
    if importlib.util.find_spec(package) is None:
        pytest.skip(f"{package} is not installed")
    r = harness("train", "--trainer", trainer, "--env", env, "--config", config, "--seeds", "0",
                "--total-timesteps", steps, "--out", tmp_path, timeout=900)
    assert r.returncode == 0, r.stderr
    (f,) = tmp_path.glob("*-train/train.json")
    (rec,) = json.loads(f.read_text())["records"]
    assert rec["trainer"] == trainer and rec["env"] == env and rec["final_return"] > above, rec
    assert rec["train_s"] > 0 and rec["env_steps_per_s"] * rec["train_s"] == pytest.approx(
        steps if trainer != "rejax" else steps - steps % 4096)  # rejax: whole chunks of 4096
    points = [p[1] for p in rec["curve"]]
    assert points == sorted(points) and rec["curve"][-1][2] == rec["final_return"]
    # a trainer's process is a user's: the row it steps runs with the settings its figures are measured with
    assert rec.get("settings") == {"suite-numba-cpu": "OMP_PROC_BIND=true"}.get(env), rec.get("settings")
    if trainer == "suite-torch":
        assert rec["hyperparameters"]["compiler"] == "compiled"
    if trainer == "suite-numba":  # one seed alone: its two networks on the cores there are
        assert rec["hyperparameters"]["cores_per_seed"] == min(2, impls.CPU_CORES)


@pytest.mark.parametrize("args, message", [
    (["--trainer", "nope"], "unknown --trainer 'nope'; valid: suite-jax, suite-numba, suite-torch, sb3, rejax"),
    (["--trainer", "sb3", "--env", "suite"], "no chosen trainer trains on 'suite'; valid: gymnasium, suite-numba-cpu"),
    (["--trainer", "rejax,sb3", "--env", "gymnax"], "trainer sb3 trains on none of gymnax; valid: gymnasium"),
    (["--trainer", "rejax", "--env", "gymnax,nope"], "no chosen trainer trains on 'nope'; valid: gymnax, suite"),
    (["--config", "fast,nope"],
     "trainer suite-jax has no configuration 'nope'; valid: purejaxrl, fast, fast-h32, fast-zoo"),
    (["--seeds", "3-1"], "--seeds item '3-1' is not a seed or a range a-b with 0 <= a <= b"),
    (["--seeds", "1,x"], "--seeds item 'x' is not a seed"),
    (["--seeds", "1,1"], "--seeds '1,1' names a seed twice"),
    (["--seeds", "3-"], "--seeds item '3-' is not a seed or a range a-b"),  # was taken as seed 3 and run
    (["--seeds", "0-4294967295"], "names more than 10,000 seeds"),  # was built as a list: MemoryError
    (["--total-timesteps", "0"], "--total-timesteps must be a positive integer, got '0'"),
    (["--total-timesteps", "100"], "suite-jax purejaxrl: total_timesteps 100 is less than one batch"),
    (["--trainer", "suite-jax,sb3", "--together"],
     "trainer sb3 trains one seed at a time (no --together); trainers that can: suite-jax, suite-numba, rejax"),
    (["--trainer", "suite-torch", "--together"], "trainer suite-torch trains one seed at a time"),
    (["--in-flight", "4"], "--in-flight needs --together"),
    (["--together", "--in-flight", "0"], "--in-flight must be a positive integer, got '0'"),
    (["--trainer", "suite-jax,rejax", "--together", "--in-flight", "4"],
     "trainer rejax trains its seeds all at once (no --in-flight); trainers that can: suite-jax, suite-numba"),
])
def test_train_bad_input(harness_main, tmp_path, args, message):
    r = harness_main("train", *args, "--out", tmp_path / "o")
    assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
    assert not (tmp_path / "o").exists() or not any((tmp_path / "o").iterdir())


def test_seeds_retire_as_they_solve():
    """harness train's loop over chunks (no trainer: a scripted one): a seed's curve has a point for
    each chunk that advanced it, its solve is the first point at 475 or more, and with ``retire`` the
    trainer hears of each solve once, as it happens."""
    from harness.measure import train

    script = [([0, 1], [100.0, 480.0]), ([0, 2], [476.0, 300.0]), ([0, 2], [490.0, 475.0])]
    retired, calls = [], [0]

    def chunk_call():
        moved, means = script[calls[0]]
        calls[0] += 1
        full = [None] * 3
        for i, m in zip(moved, means):
            full[i] = m
        return np.array([calls[0] * 10] * 3), full, moved
    train_s, curves, solved = train.timed_chunks([7, 8, 9], chunk_call, lambda: calls[0] == 3, retired.append)
    assert [[p[1:] for p in c] for c in curves] == [[(10, 100.0), (20, 476.0), (30, 490.0)], [(10, 480.0)],
                                                  [(20, 300.0), (30, 475.0)]]
    assert [s and s[1] for s in solved] == [20, 10, 30] and retired == [1, 0, 2]
    assert all(s[0] <= train_s for s in solved)
