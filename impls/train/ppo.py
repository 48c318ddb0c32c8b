"""The suite's own PPO: the whole of training (the rollout of the spec's environment with the spec's
policy choosing each action, GAE, the minibatch updates) in one compiled JAX program.

PureJaxRL's PPO (the same algorithm and hyperparameters as CleanRL's ppo.py; ``CONFIGS["purejaxrl"]``)
over the suite's environment instead of gymnax's:

- the environment is the spec's (impls/spec.py): float32 physics, same-step autoreset with the
  counter-based reset streams, the episode counters; one seed of training is one seed of the spec
  (its own streams) and one initialisation of the networks;
- the actor *is* the spec's policy (impls/policy.py: obs -> h1 -> h2 -> 2 logits, tanh, orthogonal
  initialisation with gains sqrt(2), sqrt(2), 0.01 from the seed), and the action is sampled as the
  spec samples it: 1 when u < sigmoid(logit_1 - logit_0), u from the action stream. So the rollout
  inside training computes what jax-fused's policy rollout computes (jax_xla's physics, streams and
  episode ends; the MLP here returns its logits too), and a trained actor is a policy file every
  implementation runs; the log-probability PPO needs is the categorical one of the same logits,
  whose sampling this is;
- the critic is a separate MLP of the same sizes (gains sqrt(2), sqrt(2), 1.0);
- episode ends are terminated or truncated, neither bootstrapped (as PureJaxRL and CleanRL do);
- the minibatch shuffle uses a jax.random key from the seed.

Training runs in chunks of ``chunk`` updates (one compiled program per configuration, chunk and
number of slots, vmapped over the slots: the seeds trained together, or a few at a time that leave
as they solve: ``Trainer``), so that the host can check the solve criterion between chunks: the mean
return of the last 100 finished episodes (kept in a ring inside the program),
``last_mean``, at or above 475 (CartPole-v1's reward threshold). harness/measure/train.py times it.
"""
from __future__ import annotations

import functools

import numpy as np

from impls import policy as policy_module
from impls import spec
from impls.api import NotAvailable
from impls.train.config import CONFIGS, WINDOW, PPOConfig, SeedSlots, config, init_params  # noqa: F401 (the trainer's names)

try:
    import jax
    import jax.numpy as jnp
    from jax import lax

    from impls import jax_xla
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"jax is not installed ({exc})") from exc
try:
    import optax
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"optax is not installed ({exc})") from exc

def _obs(env):
    return jnp.stack(env[:4], axis=1)


# -- one seed's training, in pieces that compose into one program ----------------------------------------
def flat_params(cfg: PPOConfig, seed: int = 0):
    """(the parameters of ``seed`` as one float32 vector, the function back to the two networks' dicts).
    Training keeps them flat: the optimizer's update and the gradient's norm are then a few operations on
    one array instead of a few on each of twelve (each a separate kernel on the CPU, most of the
    minibatch step's time per-array overhead: docs/history.md, "PPO")."""
    from jax.flatten_util import ravel_pytree

    return ravel_pytree(jax.tree_util.tree_map(jnp.asarray, init_params(seed, cfg.hidden)))


def _initial_runner(seed: int, cfg: PPOConfig, optimizer) -> dict:
    params, _ = flat_params(cfg, seed)
    s = spec.initial_state(cfg.num_envs, seed)
    return {"params": params, "opt": optimizer.init(params),
            "env": tuple(jnp.asarray(s[f]) for f in spec.STATE_FIELDS) + (jnp.asarray(s["ep_steps"]),),
            "t": jnp.uint32(0), "seed_key": jnp.uint32(spec.seed_key(seed)),
            "shuffle": jax.random.key_data(jax.random.PRNGKey(seed)),
            "ring": jnp.zeros(WINDOW + 1, jnp.float32), "finished": jnp.int32(0), "update": jnp.int32(0)}


def make_optimizer(cfg: PPOConfig):
    if cfg.anneal_lr:
        per_update = cfg.num_minibatches * cfg.update_epochs
        lr = lambda count: cfg.learning_rate * (1.0 - (count // per_update) / cfg.num_updates)  # noqa: E731
    else:
        lr = cfg.learning_rate
    return optax.chain(optax.clip_by_global_norm(cfg.max_grad_norm), optax.adam(lr, eps=1e-5))


def _env_step(cfg: PPOConfig, unflat, r: dict, _):
    """One step of every environment under the actor: the spec's step with same-step autoreset."""
    n = cfg.num_envs
    x, x_dot, theta, theta_dot, ep = r["env"]
    obs = _obs(r["env"])
    logits = jax_xla.mlp(unflat(r["params"])["actor"], obs)
    value = jax_xla.mlp(unflat(r["params"])["critic"], obs)[:, 0]
    k = jax_xla.step_key(r["seed_key"], r["t"])
    u = jax_xla.action_uniform(k, n)
    gap = logits[:, 1] - logits[:, 0]
    push = u < jnp.float32(1) / (jnp.float32(1) + jnp.exp(-gap))
    action = push.astype(jnp.int32)
    logp = _log_prob(gap, push)
    _, resets = jax_xla.spec_draw(r["seed_key"], r["t"], n)
    x, x_dot, theta, theta_dot = jax_xla.physics(x, x_dot, theta, theta_dot, push)
    length = ep + 1  # the episode's return so far (reward 1 a step), counting this step
    done, ep, _, _ = jax_xla.episode_end(x, theta, ep, jnp.zeros_like(ep), jnp.zeros(n, jnp.float32))
    new = tuple(jnp.where(done, rv, v) for rv, v in zip(resets, (x, x_dot, theta, theta_dot)))
    r = {**r, "env": (*new, ep), "t": r["t"] + jnp.uint32(1)}
    return r, (obs, action, logp, value, done, length)


def record_episodes(r: dict, done, length) -> dict:
    """The finished episodes' returns of a rollout (done, length: (steps, envs)) into the ring of the
    last WINDOW, in the order they finished (step by step, environments in order within a step); only
    the last WINDOW of them are written (slot WINDOW takes the others), so no slot is written twice."""
    done, length = done.reshape(-1), length.reshape(-1)
    order = jnp.cumsum(done.astype(jnp.int32)) - 1
    count = order[-1] + 1
    keep = done & (order >= count - WINDOW)
    slot = jnp.where(keep, (r["finished"] + order) % WINDOW, WINDOW)
    return {**r, "ring": r["ring"].at[slot].set(length.astype(jnp.float32)), "finished": r["finished"] + count}


def _log_prob(gap, push):
    """log P(action) of the categorical over the two logits, from their gap (logit_1 - logit_0):
    log sigmoid(+-gap), elementwise (log_softmax with take_along_axis costs a gather, and a scatter in
    the gradient)."""
    return -jax.nn.softplus(jnp.where(push, -gap, gap))


def loss(cfg: PPOConfig, unflat, flat, obs, action, old_logp, old_value, adv, target, clip):
    params = unflat(flat)
    logits = jax_xla.mlp(params["actor"], obs)
    value = jax_xla.mlp(params["critic"], obs)[:, 0]
    gap = logits[:, 1] - logits[:, 0]
    logp = _log_prob(gap, action == 1)
    p1 = jax.nn.sigmoid(gap)
    v_clipped = old_value + jnp.clip(value - old_value, -clip, clip)
    value_loss = 0.5 * jnp.maximum((value - target) ** 2, (v_clipped - target) ** 2).mean()
    ratio = jnp.exp(logp - old_logp)
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    actor_loss = -jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - clip, 1 + clip) * adv).mean()
    entropy = -(p1 * _log_prob(gap, True) + (1 - p1) * _log_prob(gap, False)).mean()
    return actor_loss + cfg.vf_coef * value_loss - cfg.ent_coef * entropy


def epoch_permutation(key, n: int):
    """A random permutation of range(n) (the minibatches' shuffle). For n <= 2^16, one sort of n
    uint32 values whose high bits are random and low bits the index (ties among the random bits fall
    to the index): XLA's CPU sort of one operand is much faster than jax.random.permutation's sort of
    keys with the index beside them (docs/history.md, "PPO")."""
    bits = max(1, (n - 1).bit_length())
    if bits > 16:
        return jax.random.permutation(key, n)
    index = jnp.arange(n, dtype=jnp.uint32)
    packed = (jax.random.bits(key, (n,), jnp.uint32) & ~jnp.uint32((1 << bits) - 1)) | index
    return (jnp.sort(packed) & jnp.uint32((1 << bits) - 1)).astype(jnp.int32)


def _update(cfg: PPOConfig, optimizer, unflat, r: dict, _):
    """One PPO update: num_steps steps of every environment, GAE, epochs of minibatch steps."""
    r, (obs, action, logp, value, done, length) = lax.scan(lambda c, x: _env_step(cfg, unflat, c, x), r, None,
                                                           cfg.num_steps)
    r = record_episodes(r, done, length)
    done = done.astype(jnp.float32)
    last_value = jax_xla.mlp(unflat(r["params"])["critic"], _obs(r["env"]))[:, 0]

    def gae_step(carry, tr):
        gae, next_value = carry
        d, v = tr
        delta = 1.0 + cfg.gamma * next_value * (1 - d) - v  # reward 1 every step
        gae = delta + cfg.gamma * cfg.gae_lambda * (1 - d) * gae
        return (gae, v), gae
    _, adv = lax.scan(gae_step, (jnp.zeros_like(last_value), last_value), (done, value), reverse=True)
    target = adv + value
    batch = jax.tree_util.tree_map(lambda a: a.reshape((cfg.batch_size,) + a.shape[2:]),
                                   (obs, action, logp, value, adv, target))
    clip = cfg.clip_eps * (1.0 - r["update"] / cfg.num_updates) if cfg.anneal_clip else cfg.clip_eps
    grad = jax.grad(lambda p, *mb: loss(cfg, unflat, p, *mb, clip))
    key = jax.random.wrap_key_data(r["shuffle"])

    def epoch(carry, _):
        params, opt, key = carry
        key, sub = jax.random.split(key)
        perm = epoch_permutation(sub, cfg.batch_size)
        mbs = jax.tree_util.tree_map(
            lambda a: a[perm].reshape((cfg.num_minibatches, cfg.minibatch_size) + a.shape[1:]), batch)

        def minibatch(c, mb):
            params, opt = c
            updates, opt = optimizer.update(grad(params, *mb), opt, params)
            return (optax.apply_updates(params, updates), opt), None
        (params, opt), _ = lax.scan(minibatch, (params, opt), mbs)
        return (params, opt, key), None
    (params, opt, key), _ = lax.scan(epoch, (r["params"], r["opt"], key), None, cfg.update_epochs)
    return {**r, "params": params, "opt": opt, "shuffle": jax.random.key_data(key), "update": r["update"] + 1}, None


def lower_update_on(devices, cfg: PPOConfig, seed: int = 0):
    """One PPO update of one seed (``num_steps`` steps of every environment, GAE, the epochs of
    minibatch steps: the body of the trainer's loop) lowered for ``devices[0]`` with abstract
    arguments: harness gpu-compile compiles it for a GPU this machine does not have."""
    optimizer = make_optimizer(cfg)
    unflat = flat_params(cfg)[1]
    runner = jax_xla.abstract_on(devices[:1], _initial_runner(seed, cfg, optimizer))
    return jax.jit(lambda r: _update(cfg, optimizer, unflat, r, None)[0], donate_argnums=(0,)).lower(runner)


def last_mean(r: dict):
    """The mean return of the last WINDOW finished episodes (of those so far while fewer)."""
    count = jnp.minimum(r["finished"], WINDOW)
    return jnp.where(count > 0, r["ring"][:WINDOW].sum() / jnp.maximum(count, 1), 0.0)


def _sharding(n_dev: int):
    """The slots' axis split over the first ``n_dev`` JAX devices (None for one)."""
    if n_dev == 1:
        return None
    mesh = jax.make_mesh((n_dev,), ("seeds",), devices=jax.devices()[:n_dev],
                         axis_types=(jax.sharding.AxisType.Auto,))
    return jax.NamedSharding(mesh, jax.P("seeds"))


@functools.lru_cache(maxsize=8)
def _programs(cfg: PPOConfig, chunk: int, slots: int, n_dev: int):
    """(``chunk`` updates of every slot, a runner put into one slot), compiled for ``slots`` slots on
    ``n_dev`` devices. A slot at the end of its budget keeps its state through the chunk."""
    optimizer, unflat = make_optimizer(cfg), flat_params(cfg)[1]

    def one(c, x):
        new, _ = _update(cfg, optimizer, unflat, c, x)
        live = c["update"] < cfg.num_updates
        return jax.tree_util.tree_map(lambda a, b: jnp.where(live, a, b), new, c), None

    def body(r):
        out = lax.scan(one, r, None, chunk)[0]
        return out, out["finished"], last_mean(out)

    def put(state, slot, runner):  # a select per slot: no data crosses devices
        at = jnp.arange(slots) == slot
        return jax.tree_util.tree_map(lambda s, x: jnp.where(at.reshape((-1,) + (1,) * x.ndim), x[None], s),
                                      state, runner)
    runner = _initial_runner(0, cfg, optimizer)
    sharding = _sharding(n_dev)
    state = jax.tree_util.tree_map(lambda a: jax.ShapeDtypeStruct((slots,) + a.shape, a.dtype, sharding=sharding),
                                   runner)
    return (jax.jit(jax.vmap(body), donate_argnums=(0,)).lower(state).compile(),
            jax.jit(put, donate_argnums=(0,), out_shardings=sharding).lower(state, jnp.int32(0), runner).compile())


class Trainer(SeedSlots):
    """Seeds trained in chunks of ``chunk`` updates by one compiled program vmapped over its *slots*,
    the slots spread over the process's JAX devices (the seeds' axis sharded, nothing exchanged: on a
    CPU with JAX_NUM_CPU_DEVICES=2 both cores run). ``run_chunk`` advances every seed in a slot and
    returns each seed's (finished episodes, mean of the last 100 returns) as NumPy arrays.

    ``devices``: at most that many of the process's JAX devices (default all).
    ``in_flight=None``: one slot per seed, every seed trained to the end of its budget. ``in_flight=k``:
    k slots (rounded up to a multiple of the devices), the seeds entering them in order; a seed leaves
    its slot at the end of its budget or when the caller ``retire``s it (solved), and the next seed not
    started takes the slot, so many seeds train in the fewest slot-updates; a few seeds in flight per
    device also run faster per seed than all of them vmapped at once (docs/training.md). A slot whose
    seed reached ``num_updates`` inside a chunk, or that holds no seed, is frozen (its updates computed
    and discarded), so every chunk is one program."""

    def __init__(self, cfg: PPOConfig, seeds, chunk: int = 8, in_flight: int | None = None,
                 devices: int | None = None):
        seeds = list(seeds)
        n = len(seeds)
        self.chunk = spec.check_int(chunk, "chunk", 1)
        avail = len(jax.devices())
        if devices is not None:  # at most this many of the process's devices
            avail = min(avail, spec.check_int(devices, "devices", 1))
        if in_flight is None:  # every seed in its own slot: the devices a divisor of the seeds
            n_dev = max(d for d in range(1, avail + 1) if n % d == 0) if n else 1
            slots = n
        else:
            want = min(spec.check_int(in_flight, "in_flight", 1), n)
            n_dev = min(avail, want)
            slots = -(-want // n_dev) * n_dev if want else 0
        self._init_slots(cfg, seeds, slots)
        self.devices, self.slots = n_dev, slots
        self._optimizer = optimizer = make_optimizer(cfg)
        self.unflat_params = flat_params(cfg)[1]
        # a slot with no seed: seed 0's start, frozen (its update counter at the end of training)
        self._idle = {**_initial_runner(self.seeds[0], cfg, optimizer), "update": jnp.int32(cfg.num_updates)}
        self._slot_seed = [self._queue.pop(0) if self._queue else -1 for _ in range(slots)]
        runners = [_initial_runner(self.seeds[i], cfg, optimizer) if i >= 0 else self._idle
                   for i in self._slot_seed]
        self.state = jax.tree_util.tree_map(lambda *a: jnp.stack(a), *runners)
        self._sharding = _sharding(n_dev)
        if self._sharding is not None:
            self.state = jax.device_put(self.state, self._sharding)
        self._chunk_program = self._put_program = None

    def compile(self) -> None:
        """Compile the chunk program and the slot refill now (the caller times this apart from training;
        trainers of the same configuration, chunk and slots in one process share them)."""
        if self._chunk_program is None:
            self._chunk_program, self._put_program = _programs(self.cfg, self.chunk, self.slots, self.devices)

    def run_chunk(self) -> tuple[np.ndarray, np.ndarray]:
        """One chunk of the seeds in the slots (free slots first take the next seeds); every seed's
        (finished episodes, mean of the last 100 returns), those not in ``moved`` as they were."""
        self.compile()
        self._fill()
        self.state, finished, mean = self._chunk_program(self.state)
        finished, mean = np.asarray(finished), np.asarray(mean)  # waits for the chunk
        updates = [min(self.updates[i] + self.chunk, self.cfg.num_updates) if i >= 0 else 0 for i in self._slot_seed]
        return self._advanced(updates, finished, mean)  # a seed at the end of its budget: frozen by the program

    def _enter(self, slot: int, i: int) -> None:
        runner = _initial_runner(self.seeds[i], self.cfg, self._optimizer)
        self.state = self._put_program(self.state, jnp.int32(slot), runner)

    def _slot_params(self, slot: int) -> np.ndarray:
        return np.asarray(self.state["params"][slot])

    def _vacated(self, slot: int, retired: bool) -> None:
        if retired and not self._queue:  # nothing to take its place: an idle (frozen) runner
            self.state = self._put_program(self.state, jnp.int32(slot), self._idle)

    def actor(self, i: int = 0) -> policy_module.Policy:
        """Seed i's trained actor as a policy (a policy file every implementation runs)."""
        return self._actor(jax.tree_util.tree_map(np.asarray, self.unflat_params(jnp.asarray(self.params(i)))["actor"]))
