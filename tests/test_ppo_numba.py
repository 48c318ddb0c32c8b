"""The suite's PPO in Numba (impls/train/ppo_numba.py) held against the suite's JAX PPO on fixed batches:
the parameter layout, the loss and its gradient, one optimizer step (clip and Adam), GAE, and the
minibatch epochs of an update with JAX's own permutations, each equal to float32 rounding."""
from __future__ import annotations

import functools

import numpy as np
import pytest

from impls.train import config

ppo = pytest.importorskip("impls.train.ppo", reason="the JAX PPO is the reference here (jax and optax)")
ppo_numba = pytest.importorskip("impls.train.ppo_numba", reason="numba is not installed")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numba  # noqa: E402

from impls import numba_cpu  # noqa: E402

# The bound: float32 sums in another order (Numba's loops, XLA's products) differ by rounding; every
# gradient and parameter is held to REL of the largest magnitude in its array.
REL = 2e-5
CFG = config.config("fast-zoo")
PUREJAXRL = config.config("purejaxrl")  # with the entropy bonus (ent_coef 0.01)


def _close(a, b, rel=REL):
    a, b = np.asarray(a, np.float64), np.asarray(b, np.float64)
    scale = max(np.abs(b).max(), 1e-30)
    assert np.abs(a - b).max() <= rel * scale, (np.abs(a - b).max(), scale)


@functools.cache
def _jax_value_and_grad(cfg):
    """jax.value_and_grad of ppo.py's own loss, the clip an argument: one compile per configuration."""
    unflat = ppo.flat_params(cfg)[1]
    return jax.jit(jax.value_and_grad(lambda p, clip, *mb: ppo.loss(cfg, unflat, p, *mb, clip)))


def _batch(cfg, seed=3, n=256, policy_noise=0.3):
    """A fixed minibatch: states from the spec's initial distribution widened, actions and old
    log-probabilities near the current policy's, values and targets near the critic's."""
    rng = np.random.default_rng(seed)
    obs = (rng.standard_normal((n, 4)) * np.array([1.0, 1.0, 0.1, 1.0])).astype(np.float32)
    action = rng.integers(0, 2, n).astype(np.int32)
    old_logp = np.log(rng.uniform(0.2, 0.8, n)).astype(np.float32) - policy_noise * rng.random(n).astype(np.float32)
    old_value = rng.standard_normal(n).astype(np.float32)
    adv = (rng.standard_normal(n) * 3).astype(np.float32)
    target = (old_value + rng.standard_normal(n)).astype(np.float32)
    return obs, action, old_logp, old_value, adv, target


def test_the_layout_is_jaxs_ravel_order():
    for cfg in (CFG, PUREJAXRL):
        flat = ppo_numba.initial_flat(5, cfg)
        assert flat.dtype == np.float32
        assert np.array_equal(flat, np.asarray(ppo.flat_params(cfg, 5)[0]))
        back = ppo_numba.unflatten(flat, cfg.hidden)
        assert np.array_equal(back["critic"]["W3"], config.init_params(5, cfg.hidden)["critic"]["W3"])


@pytest.mark.parametrize("cfg, clip", [(CFG, 0.2), (CFG, 0.05), (PUREJAXRL, 0.2)])
def test_the_loss_and_its_gradient_equal_jaxs(cfg, clip):
    """Several minibatches' gradients (clip 0.05: many ratios outside the range; purejaxrl: the
    entropy bonus) against jax.grad of ppo.py's own loss."""
    flat, unflat = ppo.flat_params(cfg, 7)
    h1, h2 = cfg.hidden
    for seed in range(3):
        mb = _batch(cfg, seed)
        loss, g = _jax_value_and_grad(cfg)(flat, np.float32(clip), *map(jnp.asarray, mb))
        grad = np.empty(flat.shape[0], np.float32)
        mine = ppo_numba.loss_grad(np.asarray(flat).copy(), grad, h1, h2, *mb, np.float32(clip),
                                   np.float32(cfg.vf_coef), np.float32(cfg.ent_coef))
        assert mine == pytest.approx(float(loss), rel=REL)
        ours, theirs = ppo_numba.unflatten(grad, cfg.hidden), unflat(g)
        for net, a, _ in ppo_numba.layout(cfg.hidden):
            _close(ours[net][a], theirs[net][a])


@pytest.mark.slow  # (the parallel step's own compile; the one-core checks are the fast tier's)
@pytest.mark.parametrize("cfg, clip", [(CFG, 0.2), (PUREJAXRL, 0.2)])
def test_the_two_core_step_equals_the_one_core_step_bit_for_bit(cfg, clip):
    """``loss_grad_split`` (the actor's share on one core, the critic's on the other) writes both
    halves of the gradient, each the bits ``loss_grad`` writes, and returns the same loss."""
    flat = np.asarray(ppo.flat_params(cfg, 7)[0])
    h1, h2 = cfg.hidden
    for seed in range(2):
        mb = _batch(cfg, seed)
        args = (*mb, np.float32(clip), np.float32(cfg.vf_coef), np.float32(cfg.ent_coef))
        one, two = np.empty(flat.shape[0], np.float32), np.full(flat.shape[0], np.nan, np.float32)
        loss = ppo_numba.loss_grad(flat.copy(), one, h1, h2, *args)
        assert ppo_numba.loss_grad_split(flat.copy(), two, h1, h2, *args) == loss
        assert np.array_equal(two, one)


@pytest.mark.parametrize("scale", [1.0, 100.0])
def test_optimizer_steps_equal_optaxs(scale):
    """Clip-and-Adam steps from the same gradients, over the first 2 updates' worth (the learning rate
    annealed by optax's schedule between them; scale 100: the norm clip acts)."""
    cfg = CFG
    flat, _ = ppo.flat_params(cfg, 2)
    opt = ppo.make_optimizer(cfg)
    update = jax.jit(opt.update)
    state, p = opt.init(flat), flat
    mine, mu, nu = np.asarray(flat).copy(), np.zeros(flat.shape[0], np.float32), np.zeros(flat.shape[0], np.float32)
    rng = np.random.default_rng(0)
    lr0, per, updates, anneal = ppo_numba.learning_rate_args(cfg)
    for count in range(2 * per + 1):
        g = (rng.standard_normal(flat.shape[0]) * 0.01 * scale).astype(np.float32)
        upd, state = update(jnp.asarray(g), state, p)
        p = p + upd
        lr = lr0 * (np.float32(1) - np.float32(count // per) / np.float32(updates)) if anneal else lr0
        ppo_numba.adam(mine, g, mu, nu, count, np.float32(lr), np.float32(cfg.max_grad_norm))
    _close(mine, p, 1e-6)
    _close(mine - np.asarray(flat), np.asarray(p) - np.asarray(flat), 5e-5)


@numba.njit(fastmath=ppo_numba.FAST)
def _dense_reference(w, b, x, out):
    numba_cpu.dense(w, b, x, out, x.shape[1])


@pytest.mark.parametrize("rows, units, samples, transposed", [
    (32, 32, 256, False), (4, 32, 256, False), (32, 2, 256, False), (32, 32, 256, True), (2, 32, 256, True),
    (32, 32, 32, False), (32, 36, 200, False), (64, 64, 128, True), (64, 64, 8, False)])
def test_the_tiled_layer_equals_numba_cpus_dense_bit_for_bit(rows, units, samples, transposed):
    """The layers' tiles (``dense_layer``: four units by TILE samples, the sums held in registers) make the
    same multiply-adds in the same order as ``numba_cpu.dense``, so the same bits: over the fast-zoo's
    and purejaxrl's shapes, the backward pass's transposed weights, units and samples left over
    beyond whole tiles, and fewer samples than a tile (``_dense_rows`` alone)."""
    rng = np.random.default_rng(rows * 1000 + units)
    w = rng.standard_normal((units, rows) if transposed else (rows, units)).astype(np.float32)
    w = w.T if transposed else w
    b, x = rng.standard_normal(units).astype(np.float32), rng.standard_normal((rows, samples)).astype(np.float32)
    want, got = np.full((units, samples), np.nan, np.float32), np.full((units, samples), np.nan, np.float32)
    _dense_reference(np.ascontiguousarray(w), b, x, want)  # the same sums in the same order: one compile
    ppo_numba.dense_layer(w, b, x, got)
    assert np.array_equal(got, want)
    assert np.abs(want - (w.astype(np.float64).T @ x + b[:, None])).max() < 1e-4


def test_own_exp_and_log1p_equal_float64s_within_a_few_ulps():
    """The loss's own exp and log1p (no library call, so that its loop runs in vector lanes) against
    float64's over the ranges they serve: e^x on [-87, 88] within 3 float32 ulps, log(1 + q) on [0, 1]
    (q = e^-|gap|) within 5. A series coefficient off in its third digit fails this; the gradients'
    bound (REL of an array's largest magnitude) would not see it."""
    @numba.njit
    def both(x, q):
        e, lg = np.empty_like(x), np.empty_like(q)
        for i in range(x.shape[0]):
            e[i], lg[i] = ppo_numba.exp32(x[i]), ppo_numba.log1p32(q[i])
        return e, lg
    x = np.linspace(-87, 88, 300_001, dtype=np.float32)
    q = np.concatenate([np.linspace(0, 1, 300_001, dtype=np.float32),
                        np.geomspace(1.2e-38, 1, 300_001).astype(np.float32)])
    e, lg = both(np.resize(x, q.shape[0]), q)
    x = np.resize(x, q.shape[0]).astype(np.float64)
    assert np.max(np.abs(e - np.exp(x)) / np.exp(x)) <= 3 * 2.0 ** -24
    want = np.log1p(q.astype(np.float64))
    assert lg[0] == 0 and np.max(np.abs(lg - want)[1:] / want[1:]) <= 5 * 2.0 ** -24


def test_gae_equals_the_jax_scan():
    rng = np.random.default_rng(1)
    steps, n = CFG.num_steps, CFG.num_envs
    done = (rng.random((steps, n)) < 0.1).astype(np.float32)
    value = rng.standard_normal((steps, n)).astype(np.float32) * 10
    last = rng.standard_normal(n).astype(np.float32) * 10

    def step(carry, tr):  # ppo.py's gae_step
        g, nxt = carry
        d, v = tr
        delta = 1.0 + CFG.gamma * nxt * (1 - d) - v
        g = delta + CFG.gamma * CFG.gae_lambda * (1 - d) * g
        return (g, v), g
    _, theirs = jax.lax.scan(step, (jnp.zeros(n), jnp.asarray(last)), (jnp.asarray(done), jnp.asarray(value)),
                             reverse=True)
    ours = ppo_numba.gae(done, value, last, np.float32(CFG.gamma), np.float32(CFG.gae_lambda))
    _close(ours, theirs, 1e-6)


@pytest.mark.parametrize("split", [None, pytest.param(True, marks=pytest.mark.slow)])  # True: the parallel step
def test_an_updates_epochs_equal_jaxs_with_its_permutations(split):
    """The minibatch epochs of an update (6 epochs of 2 minibatches in fast-zoo) from the same state and
    batch, with the permutations JAX drew: the parameters after them equal to 1e-5 of their scale
    (split True: each step's two networks on two cores)."""
    cfg = CFG
    flat = ppo.flat_params(cfg, 11)[0]
    opt = ppo.make_optimizer(cfg)
    update = jax.jit(opt.update)
    batch = _batch(cfg, 4, n=cfg.batch_size)
    key = jax.random.PRNGKey(0)
    perms = []
    for _ in range(cfg.update_epochs):
        key, sub = jax.random.split(key)
        perms.append(np.asarray(ppo.epoch_permutation(sub, cfg.batch_size)))
    perms = np.stack(perms).astype(np.int64)
    clip = ppo_numba.clip_at(cfg, 3)
    state, p = opt.init(flat), flat
    size = cfg.minibatch_size
    for perm in perms:
        for m in range(cfg.num_minibatches):
            idx = perm[m * size:(m + 1) * size]
            _, g = _jax_value_and_grad(cfg)(p, np.float32(clip), *(jnp.asarray(a[idx]) for a in batch))
            upd, state = update(g, state, p)
            p = p + upd
    mine = np.asarray(flat).copy()
    mu, nu = np.zeros_like(mine), np.zeros_like(mine)
    count = ppo_numba.epochs(mine, mu, nu, 0, perms, cfg.num_minibatches, *batch, *cfg.hidden, clip,
                             np.float32(cfg.vf_coef), np.float32(cfg.ent_coef), np.float32(cfg.max_grad_norm),
                             *ppo_numba.learning_rate_args(cfg), split)
    assert count == cfg.update_epochs * cfg.num_minibatches
    _close(mine, p, 1e-5)
    _close(mine - np.asarray(flat), np.asarray(p) - np.asarray(flat), 1e-3)  # the update itself, to 0.1%


@pytest.mark.slow  # (the whole update compiled: about 20 s; the fixed-batch checks above are the fast tier's)
@pytest.mark.parametrize("seed", [0, 1])
def test_the_first_rollout_is_suite_jaxs(seed):
    """The same seed's first update in both trainers: from the same weights the rollout is the same
    (the spec's environment and action stream), so the episodes it finishes and their mean return are."""
    cfg = config.config("purejaxrl", total_timesteps=4 * 128 * 4)
    jax_trainer = ppo.Trainer(cfg, [seed], chunk=1)
    jax_finished, jax_mean = jax_trainer.run_chunk()
    mine = ppo_numba.Slots(cfg, [seed], split=True)
    finished, mean = mine.run_chunk()
    assert finished[0] == jax_finished[0] >= 15
    assert mean[0] == pytest.approx(float(jax_mean[0]), rel=1e-6)
    assert np.array_equal(np.sort(mine.rings[0][:min(finished[0], 100)]),
                          np.sort(np.asarray(jax_trainer.state["ring"][0][:min(finished[0], 100)])))
    one_core = ppo_numba.Slots(cfg, [seed], split=False)  # run_slots' path: the same arithmetic on one core
    one_core.run_chunk()
    assert np.array_equal(one_core.flats, mine.flats) and np.array_equal(one_core.nus, mine.nus)


@pytest.mark.slow
def test_a_short_training_run_learns_as_suite_jax_does():
    """fast-zoo, seeds 0-3, 120 updates of each trainer: the mean return of the last 100 episodes climbs
    in both (each seed past 100 in both; the two trainers' means within a factor of two of each other
    over the seeds: the same algorithm, whose runs part ways after the first update's minibatch shuffle)."""
    cfg = config.config("fast-zoo", total_timesteps=120 * 512)
    seeds = [0, 1, 2, 3]
    jax_trainer = ppo.Trainer(cfg, seeds, chunk=8)
    while not jax_trainer.done:
        _, jax_mean = jax_trainer.run_chunk()
    mine = ppo_numba.Slots(cfg, seeds, slots=2, chunk=8)
    while not mine.done:
        _, mean = mine.run_chunk()
    assert (mean > 100).all() and (np.asarray(jax_mean) > 100).all(), (mean, jax_mean)
    assert 0.5 < mean.mean() / float(np.mean(jax_mean)) < 2.0
