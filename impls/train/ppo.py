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

Training runs in chunks of ``chunk`` updates (one compiled program per configuration and chunk,
vmapped over the seeds trained together), so that the host can check the solve criterion between
chunks: the mean return of the last 100 finished episodes (kept in a ring inside the program),
``last_mean``, at or above 475 (CartPole-v1's reward threshold). harness/measure/train.py times it.
"""
from __future__ import annotations

import numpy as np

from impls import policy as policy_module
from impls.train import config as ppo_config
from impls import spec
from impls.api import NotAvailable
from impls.train.config import CONFIGS, WINDOW, PPOConfig, config, init_params  # noqa: F401 (the trainer's names)

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
def _flat(cfg: PPOConfig, seed: int = 0):
    """(the parameters of ``seed`` as one float32 vector, the function back to the two networks' dicts).
    Training keeps them flat: the optimizer's update and the gradient's norm are then a few operations on
    one array instead of a few on each of twelve (each a separate kernel on the CPU, most of the
    minibatch step's time per-array overhead: docs/history.md, "PPO")."""
    from jax.flatten_util import ravel_pytree

    return ravel_pytree(jax.tree_util.tree_map(jnp.asarray, init_params(seed, cfg.hidden)))


def _initial_runner(seed: int, cfg: PPOConfig, optimizer) -> dict:
    params, _ = _flat(cfg, seed)
    s = spec.initial_state(cfg.num_envs, seed)
    return {"params": params, "opt": optimizer.init(params),
            "env": tuple(jnp.asarray(s[f]) for f in spec.STATE_FIELDS) + (jnp.asarray(s["ep_steps"]),),
            "t": jnp.uint32(0), "seed_key": jnp.uint32(spec.seed_key(seed)),
            "shuffle": jax.random.key_data(jax.random.PRNGKey(seed)),
            "ring": jnp.zeros(WINDOW + 1, jnp.float32), "finished": jnp.int32(0), "update": jnp.int32(0)}


def _optimizer(cfg: PPOConfig):
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


def _record_episodes(r: dict, done, length) -> dict:
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


def _loss(cfg: PPOConfig, unflat, flat, obs, action, old_logp, old_value, adv, target, clip):
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


def _permutation(key, n: int):
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
    r = _record_episodes(r, done, length)
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
    grad = jax.grad(lambda p, *mb: _loss(cfg, unflat, p, *mb, clip))
    key = jax.random.wrap_key_data(r["shuffle"])

    def epoch(carry, _):
        params, opt, key = carry
        key, sub = jax.random.split(key)
        perm = _permutation(sub, cfg.batch_size)
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
    optimizer = _optimizer(cfg)
    unflat = _flat(cfg)[1]
    runner = jax_xla.abstract_on(devices[:1], _initial_runner(seed, cfg, optimizer))
    return jax.jit(lambda r: _update(cfg, optimizer, unflat, r, None)[0], donate_argnums=(0,)).lower(runner)


def last_mean(r: dict):
    """The mean return of the last WINDOW finished episodes (of those so far while fewer)."""
    count = jnp.minimum(r["finished"], WINDOW)
    return jnp.where(count > 0, r["ring"][:WINDOW].sum() / jnp.maximum(count, 1), 0.0)


class Trainer(ppo_config.Progress):
    """Seeds trained together (vmapped) in chunks of ``chunk`` updates; ``run_chunk`` advances them and
    returns (finished episodes, mean of the last 100 returns) per seed as NumPy arrays."""

    def __init__(self, cfg: PPOConfig, seeds, chunk: int = 8):
        self.cfg = cfg.check()
        self.seeds = [spec.check_int(s, "seed", 0, spec.MASK32) for s in seeds]
        self.chunk = spec.check_int(chunk, "chunk", 1)
        optimizer = _optimizer(cfg)
        self._unflat = _flat(cfg)[1]
        runners = [_initial_runner(s, cfg, optimizer) for s in self.seeds]
        self.state = jax.tree_util.tree_map(lambda *a: jnp.stack(a), *runners)
        # Seeds trained together are spread over the process's devices with JAX's sharding (the
        # seeds' axis split, nothing exchanged): on a CPU with JAX_NUM_CPU_DEVICES=2 both cores run.
        n_dev = max(d for d in range(1, len(jax.devices()) + 1) if len(self.seeds) % d == 0)
        self.devices = n_dev
        if n_dev > 1:
            mesh = jax.make_mesh((n_dev,), ("seeds",), devices=jax.devices()[:n_dev],
                                 axis_types=(jax.sharding.AxisType.Auto,))
            self.state = jax.device_put(self.state, jax.NamedSharding(mesh, jax.P("seeds")))
        body = lambda r, n: lax.scan(lambda c, x: _update(cfg, optimizer, self._unflat, c, x), r, None, n)[0]  # noqa
        self._programs = {}
        self._body = body
        self.updates = 0

    def _program(self, n: int):
        if n not in self._programs:
            fn = jax.vmap(lambda r: (lambda out: (out, out["finished"], last_mean(out)))(self._body(r, n)))
            self._programs[n] = jax.jit(fn, donate_argnums=(0,)).lower(self.state).compile()
        return self._programs[n]

    def compile(self) -> None:
        """Compile the chunk programs now (the caller times this apart from training)."""
        self._program(self.chunk)
        rest = self.cfg.num_updates % self.chunk
        if rest:
            self._program(rest)

    def run_chunk(self) -> tuple[np.ndarray, np.ndarray]:
        n = min(self.chunk, self.cfg.num_updates - self.updates)
        if n <= 0:
            raise ValueError("training is finished: every update of total_timesteps has run")
        self.state, finished, mean = self._program(n)(self.state)
        self.updates += n
        return np.asarray(finished), np.asarray(mean)

    def actor(self, i: int = 0) -> policy_module.Policy:
        """Seed i's trained actor as a policy (a policy file every implementation runs)."""
        a = jax.tree_util.tree_map(np.asarray, self._unflat(self.state["params"][i])["actor"])
        return policy_module.make(a, self.cfg.hidden, "trained actor")
