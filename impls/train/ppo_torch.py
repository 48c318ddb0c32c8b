"""The suite's PPO in torch, over any implementation with a step mode (numba-cpu by default).

The same algorithm, configuration (impls/train/config.py) and initial weights as the JAX PPO (impls/train/ppo.py),
in the shape most torch trainers have: the environment steps on the host, one call a step, and the
network runs between the calls; what the suite adds is where the time goes:

- the environment is a suite implementation's step mode (``impls.make(impl).step``: same-step autoreset,
  the spec's reset streams), so numba-cpu's compiled step, not a Python loop over environments;
- the policy step (actor and critic on the step's observations, the action, its log-probability) is
  one TorchScript function; the action is the spec's policy's: 1 when
  u < 1 / (1 + exp(-(logit_1 - logit_0))), u the spec's action stream (stream 0) of the environment's
  seed and step, so a trained actor is a policy file every implementation runs;
- the minibatch step (loss, its gradient by ``torch.func.grad``, optax's global-norm clip, Adam as
  optax's, on the parameters as one flat tensor) is one function compiled by ``torch.compile``
  (Inductor), since eager torch's ~100 small operations are the cost (docs/history.md, "PPO").
  ``compiler="eager"`` runs both uncompiled;
- episode returns from the trainer's own step counter per environment (reward 1 a step), never from a
  vector wrapper; terminated and truncated episodes are neither bootstrapped (as the JAX PPO).

One torch thread (small networks run fastest so; stable-baselines3's runs are timed the same way).
"""
from __future__ import annotations

import collections

import numpy as np

import impls
from impls import policy as policy_module
from impls import spec
from impls.train import config as ppo_config
from impls.api import NotAvailable, to_numpy

try:
    import torch
    import torch.nn.functional as F
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"torch is not installed ({exc})") from exc

NAMES = policy_module.NAMES  # W1, b1, W2, b2, W3, b3
COMPILERS = ("compiled", "eager")  # compiled: the policy step by TorchScript, the minibatch step by Inductor


def _mlp(w: list[torch.Tensor], obs):
    h = torch.tanh(torch.addmm(w[1], obs, w[0]))
    h = torch.tanh(torch.addmm(w[3], h, w[2]))
    return torch.addmm(w[5], h, w[4])


def _log_prob(gap, push):
    """log P(action) of the categorical over the two logits, from their gap: log sigmoid(+-gap)."""
    return -F.softplus(torch.where(push, -gap, gap))


def _act(actor: list[torch.Tensor], critic: list[torch.Tensor], obs, u):
    """The policy step: the spec's action for uniforms ``u``, its log-probability, the critic's value."""
    logits = _mlp(actor, obs)
    gap = logits[:, 1] - logits[:, 0]
    push = u < 1.0 / (1.0 + torch.exp(-gap))
    return push, _log_prob(gap, push), _mlp(critic, obs)[:, 0]


def _loss(cfg, actor, critic, obs, action, old_logp, old_value, adv, target, clip):
    """PPO's clipped loss on a minibatch (the JAX PPO's _loss, term by term)."""
    logits = _mlp(actor, obs)
    value = _mlp(critic, obs)[:, 0]
    gap = logits[:, 1] - logits[:, 0]
    logp = _log_prob(gap, action)
    p1 = torch.sigmoid(gap)
    v_clipped = old_value + torch.clamp(value - old_value, -clip, clip)
    value_loss = 0.5 * torch.maximum((value - target) ** 2, (v_clipped - target) ** 2).mean()
    ratio = torch.exp(logp - old_logp)
    adv = (adv - adv.mean()) / (adv.std(correction=0) + 1e-8)
    actor_loss = -torch.minimum(ratio * adv, torch.clamp(ratio, 1 - clip, 1 + clip) * adv).mean()
    entropy = -(p1 * -F.softplus(-gap) + (1 - p1) * -F.softplus(gap)).mean()
    return actor_loss + cfg.vf_coef * value_loss - cfg.ent_coef * entropy


def _minibatch_step(cfg, views, flat, m, v, count, lr, clip, *mb):
    """One minibatch step on the flat parameters (Adam's moments m, v and step count alongside):
    optax.chain(clip_by_global_norm(max_grad_norm), adam(lr, eps=1e-5)), as the JAX PPO runs it."""
    def loss(flat):
        w = [flat[at:at + size].view(shape) for at, size, shape in views]
        return _loss(cfg, w[:6], w[6:], *mb, clip)
    g = torch.func.grad(loss)(flat)
    norm = torch.linalg.vector_norm(g)
    g = torch.where(norm < cfg.max_grad_norm, g, g * (cfg.max_grad_norm / norm))
    count = count + 1
    m = 0.9 * m + 0.1 * g
    v = 0.999 * v + 0.001 * g * g
    step = (m / (1 - 0.9 ** count)) / (torch.sqrt(v / (1 - 0.999 ** count)) + 1e-5)
    return flat - lr * step, m, v, count


class Trainer(ppo_config.Progress):
    """One seed's training on implementation ``impl``'s step mode, update by update (``run_update``),
    so the caller checks the solve criterion between updates; ``last_mean`` is the mean return of the
    last 100 finished episodes."""

    def __init__(self, cfg: ppo_config.PPOConfig, seed: int, impl: str = "numba-cpu", compiler: str = "compiled"):
        self.cfg = cfg.check()
        if compiler not in COMPILERS:
            raise ValueError(f"unknown compiler {compiler!r}; valid: {', '.join(COMPILERS)}")
        if impl not in impls.step_impls():
            raise ValueError(f"{impl!r} has no step mode; valid: {', '.join(impls.step_impls())}")
        self.seed = spec.check_seed(seed)
        self.impl = impl
        torch.set_num_threads(1)
        self.env = impls.make(impl, cfg.num_envs, seed=self.seed)
        init = ppo_config.init_params(self.seed, cfg.hidden)
        arrays = [init[net][k] for net in ("actor", "critic") for k in NAMES]
        self.flat = torch.from_numpy(np.concatenate([a.ravel() for a in arrays]))
        views, at = [], 0
        for a in arrays:
            views.append((at, a.size, a.shape))
            at += a.size
        self._views = views
        self._adam = (torch.zeros_like(self.flat), torch.zeros_like(self.flat), torch.zeros(()))
        self._gen = torch.Generator().manual_seed(self.seed)
        step = lambda *a: _minibatch_step(self.cfg, self._views, *a)  # noqa: E731
        if compiler == "compiled":
            # The policy step by TorchScript: a call cheaper than torch.compile's at 4 environments, both
            # cheaper than eager's (the call's overhead is the cost at this size: docs/history.md)
            self._act, self._step = torch.jit.script(_act), torch.compile(step, dynamic=False, fullgraph=True)
        else:
            self._act, self._step = _act, step
        self.compiler = compiler
        self._obs = spec.observations(self.env.state())
        self._length = np.zeros(cfg.num_envs, np.int64)
        self.returns: collections.deque = collections.deque(maxlen=ppo_config.WINDOW)
        self.finished = 0
        self.updates = 0

    def nets(self):
        w = [self.flat[at:at + size].view(shape) for at, size, shape in self._views]
        return w[:6], w[6:]

    def warm_up(self) -> None:
        """Compile the policy step and the minibatch step now (the caller times this apart from
        training): one rollout as training runs it, the environment then put back to its start (t = 0,
        the seed's initial state), and one minibatch step on a made-up minibatch, nothing of either
        kept. (TorchScript re-optimises for the argument types it sees: a warm-up on other tensors than
        the rollout's left seconds of it in the first update: docs/history.md.)"""
        cfg = self.cfg
        self._rollout()
        self.env.reset()
        self._obs = spec.observations(self.env.state())
        self._length[:] = 0
        self.returns.clear()
        self.finished = 0
        n = cfg.minibatch_size
        mb = (torch.zeros(n, 4), torch.zeros(n, dtype=torch.bool), *(torch.zeros(n) for _ in range(4)))
        self._step(self.flat, *self._adam, torch.tensor(0.0), torch.tensor(cfg.clip_eps), *mb)

    def _rollout(self):
        cfg = self.cfg
        n, steps = cfg.num_envs, cfg.num_steps
        obs = np.empty((steps, n, 4), np.float32)
        act = np.empty((steps, n), bool)
        logp = np.empty((steps, n), np.float32)
        value = np.empty((steps, n), np.float32)
        done = np.empty((steps, n), bool)
        actor, critic = self.nets()
        # the spec's action-stream uniforms of the rollout's steps, (steps, n)
        uniforms = torch.from_numpy(spec.uniform01(spec.stream_words(self.seed, self.env.t, steps, n,
                                                                     spec.STREAM_ACTION)))
        with torch.no_grad():
            for t in range(steps):
                obs[t] = self._obs
                push, lp, v = self._act(actor, critic, torch.from_numpy(self._obs), uniforms[t])
                act[t], logp[t], value[t] = push.numpy(), lp.numpy(), v.numpy()
                out = self.env.step(act[t])
                self._obs = np.array(to_numpy(out.obs), np.float32)  # a copy: the step may reuse its array
                d = np.asarray(to_numpy(out.terminated), bool) | np.asarray(to_numpy(out.truncated), bool)
                done[t] = d
                self._length += 1
                if d.any():
                    self.returns.extend(self._length[d].tolist())  # environments in order
                    self.finished += int(d.sum())
                    self._length[d] = 0
            last = self._act(actor, critic, torch.from_numpy(self._obs), torch.zeros(n))[2].numpy()
        return obs, act, logp, value, done, last

    def _advantages(self, value, done, last):
        cfg = self.cfg
        adv = np.empty_like(value)
        gae = np.zeros_like(last)
        next_value = last
        for t in range(cfg.num_steps - 1, -1, -1):
            keep = 1.0 - done[t]
            delta = 1.0 + cfg.gamma * next_value * keep - value[t]
            gae = delta + cfg.gamma * cfg.gae_lambda * keep * gae
            adv[t] = gae
            next_value = value[t]
        return adv

    def run_update(self) -> float:
        """One PPO update (a rollout of num_steps steps, GAE, the epochs of minibatch steps); returns
        the mean of the last 100 finished episodes."""
        cfg = self.cfg
        if self.done:
            raise ValueError("training is finished: every update of total_timesteps has run")
        obs, act, logp, value, done, last = self._rollout()
        adv = self._advantages(value, done, last)
        frac = 1.0 - self.updates / cfg.num_updates
        lr = torch.tensor(cfg.learning_rate * frac if cfg.anneal_lr else cfg.learning_rate)
        clip = torch.tensor(cfg.clip_eps * frac if cfg.anneal_clip else cfg.clip_eps)
        flat = lambda a: torch.from_numpy(a.reshape((cfg.batch_size,) + a.shape[2:]))  # noqa: E731
        batch = [flat(a) for a in (obs, act, logp, value, adv, adv + value)]
        state = (self.flat, *self._adam)
        for _ in range(cfg.update_epochs):
            perm = torch.randperm(cfg.batch_size, generator=self._gen)
            for idx in perm.view(cfg.num_minibatches, cfg.minibatch_size):
                state = self._step(*state, lr, clip, *(a[idx] for a in batch))
        self.flat, self._adam = state[0], state[1:]
        self.updates += 1
        return self.last_mean

    @property
    def last_mean(self) -> float:
        return float(np.mean(self.returns)) if self.returns else 0.0

    def actor(self) -> policy_module.Policy:
        """The trained actor as a policy (a policy file every implementation runs)."""
        actor, _ = self.nets()
        return policy_module.make({k: w.numpy().copy() for k, w in zip(NAMES, actor)}, self.cfg.hidden,
                                  "trained actor (torch)")

