"""The suite's PPO in Numba: the arithmetic of an update written out (the two networks' forward and
backward passes, the clipped surrogate, the clipped value loss, the entropy bonus, GAE, the
gradient-norm clip and Adam) in compiled loops, for the ``suite-numba`` trainer.

The same algorithm, hyperparameters and initial weights as the suite's JAX PPO (impls/train/ppo.py,
impls/train/config.py): the parameters are one float32 vector in the order JAX's ``ravel_pytree``
gives the two networks' dicts (``layout``), the loss is ppo.py's ``_loss`` term by term, and the
optimizer is optax's ``chain(clip_by_global_norm(max_grad_norm), adam(lr, eps=1e-5))`` with the
learning rate annealed per update as ``_optimizer`` does. tests/test_ppo_numba.py holds each piece
against suite-jax's on fixed batches (the bound: docs/training.md).

Where JAX's derivative rules choose (the minimum in the surrogate and the maximum in the value loss
at a tie: half the gradient to each side; the clip's derivative: zero outside the range), these
loops choose the same.
"""
from __future__ import annotations

import os

import numpy as np

from impls import spec
from impls.api import NotAvailable
from impls.train.config import PPOConfig, init_params

try:
    from numba import njit

    from impls import numba_cpu
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"numba is not installed ({exc})") from exc


def _source() -> None:
    """(its code's file name: this module's, or a mutated copy's that exists nowhere and cannot be cached)"""


# Numba's cache where the run gives it a folder (numba-cpu's setting), for this module's own file
CACHE = numba_cpu.CACHE and os.path.exists(_source.__code__.co_filename)

F32 = np.float32
NETS = ("actor", "critic")
ARRAYS = ("W1", "W2", "W3", "b1", "b2", "b3")  # within a network, in ravel_pytree's (sorted) order
B1, B2, EPS = F32(0.9), F32(0.999), F32(1e-5)  # Adam's (optax's defaults, the suite's eps)


def layout(hidden) -> list[tuple[str, str, tuple[int, ...]]]:
    """(network, array, shape) of the flat parameter vector, in order."""
    h1, h2 = hidden
    shapes = {"W1": (4, h1), "W2": (h1, h2), "b1": (h1,), "b2": (h2,)}
    return [(net, a, shapes.get(a) or ((h2, 2 if net == "actor" else 1) if a == "W3" else (2 if net == "actor" else 1,)))
            for net in NETS for a in ARRAYS]


def flatten(params: dict, hidden) -> np.ndarray:
    """The two networks' arrays (init_params' form) as one float32 vector in ``layout`` order."""
    return np.concatenate([np.asarray(params[net][a], F32).reshape(-1) for net, a, _ in layout(hidden)])


def unflatten(flat: np.ndarray, hidden) -> dict:
    out, at = {net: {} for net in NETS}, 0
    for net, a, shape in layout(hidden):
        n = int(np.prod(shape))
        out[net][a] = flat[at:at + n].reshape(shape)
        at += n
    return out


def initial_flat(seed: int, cfg: PPOConfig) -> np.ndarray:
    """The suite's initial weights of ``seed`` (config.init_params), flat."""
    return flatten(init_params(seed, cfg.hidden), cfg.hidden)


@njit(cache=CACHE)
def _views(flat, h1, h2, k):
    """W1, W2, W3, b1, b2, b3 of the network whose output width is ``k`` starting at flat[0]; and its size."""
    at = 0
    w1 = flat[at:at + 4 * h1].reshape((4, h1))
    at += 4 * h1
    w2 = flat[at:at + h1 * h2].reshape((h1, h2))
    at += h1 * h2
    w3 = flat[at:at + h2 * k].reshape((h2, k))
    at += h2 * k
    b1 = flat[at:at + h1]
    at += h1
    b2 = flat[at:at + h2]
    at += h2
    b3 = flat[at:at + k]
    return w1, w2, w3, b1, b2, b3, at + k


@njit(cache=CACHE)
def forward(w1, w2, w3, b1, b2, b3, x, a1, a2, out):
    """The MLP (tanh, tanh, linear) on the rows of ``x``: hidden activations into ``a1``, ``a2``."""
    n, h1, h2, k = x.shape[0], w1.shape[1], w2.shape[1], w3.shape[1]
    for i in range(n):
        for j in range(h1):
            a1[i, j] = b1[j]
        for d in range(4):
            xd = x[i, d]
            for j in range(h1):
                a1[i, j] += xd * w1[d, j]
        for j in range(h1):
            a1[i, j] = np.tanh(a1[i, j])
        for j in range(h2):
            a2[i, j] = b2[j]
        for d in range(h1):
            v = a1[i, d]
            for j in range(h2):
                a2[i, j] += v * w2[d, j]
        for j in range(h2):
            a2[i, j] = np.tanh(a2[i, j])
        for c in range(k):
            out[i, c] = b3[c]
        for d in range(h2):
            v = a2[i, d]
            for c in range(k):
                out[i, c] += v * w3[d, c]


@njit(cache=CACHE)
def backward(w1, w2, w3, x, a1, a2, dout, g1, g2, g3, gb1, gb2, gb3, d1, d2):
    """Accumulate the MLP's parameter gradients for output gradients ``dout`` (rows of x); ``d1``,
    ``d2``: scratch rows of the hidden widths."""
    n, h1, h2, k = x.shape[0], w1.shape[1], w2.shape[1], w3.shape[1]
    for i in range(n):
        for d in range(h2):
            s = F32(0)
            for c in range(k):
                g3[d, c] += a2[i, d] * dout[i, c]
                s += w3[d, c] * dout[i, c]
            d2[d] = s * (F32(1) - a2[i, d]) * (F32(1) + a2[i, d])
        for c in range(k):
            gb3[c] += dout[i, c]
        for d in range(h1):
            s = F32(0)
            v = a1[i, d]
            for j in range(h2):
                g2[d, j] += v * d2[j]
                s += w2[d, j] * d2[j]
            d1[d] = s * (F32(1) - v) * (F32(1) + v)
        for j in range(h2):
            gb2[j] += d2[j]
        for d in range(4):
            xd = x[i, d]
            for j in range(h1):
                g1[d, j] += xd * d1[j]
        for j in range(h1):
            gb1[j] += d1[j]


@njit(cache=CACHE)
def _log_sigmoid(s):
    """log sigmoid(s) = -softplus(-s), as jax.nn.softplus computes it (logaddexp(x, 0))."""
    t = -s
    return -(max(t, F32(0)) + np.log1p(np.exp(-abs(t))))


@njit(cache=CACHE)
def _sigmoid(s):
    return F32(1) / (F32(1) + np.exp(-s))


@njit(cache=CACHE)
def loss_grad(flat, grad, h1, h2, obs, action, old_logp, old_value, adv, target, clip, vf_coef, ent_coef):
    """ppo.py's ``_loss`` of one minibatch and its gradient into ``grad`` (the flat layout): the
    clipped surrogate over normalised advantages, the clipped value loss, the entropy bonus."""
    n = obs.shape[0]
    grad[:] = 0
    aw1, aw2, aw3, ab1, ab2, ab3, size = _views(flat, h1, h2, 2)
    cw1, cw2, cw3, cb1, cb2, cb3, _ = _views(flat[size:], h1, h2, 1)
    ga = _views(grad, h1, h2, 2)
    gc = _views(grad[size:], h1, h2, 1)
    a1, a2 = np.empty((n, h1), np.float32), np.empty((n, h2), np.float32)
    c1, c2 = np.empty((n, h1), np.float32), np.empty((n, h2), np.float32)
    logits, value = np.empty((n, 2), np.float32), np.empty((n, 1), np.float32)
    forward(aw1, aw2, aw3, ab1, ab2, ab3, obs, a1, a2, logits)
    forward(cw1, cw2, cw3, cb1, cb2, cb3, obs, c1, c2, value)
    mean = F32(0)
    for i in range(n):
        mean += adv[i]
    mean /= F32(n)
    var = F32(0)
    for i in range(n):
        var += (adv[i] - mean) * (adv[i] - mean)
    std = np.sqrt(var / F32(n))
    inv_n = F32(1) / F32(n)
    dlogits, dvalue = np.empty((n, 2), np.float32), np.empty((n, 1), np.float32)
    actor, vloss, entropy = F32(0), F32(0), F32(0)
    for i in range(n):
        gap = logits[i, 1] - logits[i, 0]
        push = action[i] == 1
        logp = _log_sigmoid(gap if push else -gap)
        ratio = np.exp(logp - old_logp[i])
        a = (adv[i] - mean) / (std + F32(1e-8))
        lo, hi = F32(1) - clip, F32(1) + clip
        clipped = min(max(ratio, lo), hi)
        u, c = ratio * a, clipped * a
        actor += min(u, c)
        dclip = F32(1) if lo < ratio < hi else F32(0)
        # d(-mean(min(u, c)))/d ratio; a tie: half to each (JAX's rule for min)
        w = a if u < c else dclip * a if c < u else F32(0.5) * (a + dclip * a)
        dratio = -w * inv_n
        dlogp = dratio * ratio
        dgap = dlogp * (_sigmoid(-gap) if push else -_sigmoid(gap))
        p1 = _sigmoid(gap)
        lp1, lp0 = _log_sigmoid(gap), _log_sigmoid(-gap)
        entropy -= p1 * lp1 + (F32(1) - p1) * lp0
        # d(-ent_coef * mean(entropy))/d gap = ent_coef * gap * p1 * (1 - p1) / n
        dgap += ent_coef * inv_n * (p1 * (F32(1) - p1)) * gap
        dlogits[i, 1], dlogits[i, 0] = dgap, -dgap
        v = value[i, 0]
        diff = v - old_value[i]
        vc = old_value[i] + min(max(diff, -clip), clip)
        e1, e2 = (v - target[i]) * (v - target[i]), (vc - target[i]) * (vc - target[i])
        vloss += max(e1, e2)
        dvc = F32(1) if -clip < diff < clip else F32(0)
        d1, d2 = F32(2) * (v - target[i]), F32(2) * (vc - target[i]) * dvc
        dv = d1 if e1 > e2 else d2 if e2 > e1 else F32(0.5) * (d1 + d2)
        dvalue[i, 0] = vf_coef * F32(0.5) * inv_n * dv
    s1, s2 = np.empty(h1, np.float32), np.empty(h2, np.float32)
    backward(aw1, aw2, aw3, obs, a1, a2, dlogits, ga[0], ga[1], ga[2], ga[3], ga[4], ga[5], s1, s2)
    backward(cw1, cw2, cw3, obs, c1, c2, dvalue, gc[0], gc[1], gc[2], gc[3], gc[4], gc[5], s1, s2)
    return -actor * inv_n + vf_coef * F32(0.5) * vloss * inv_n - ent_coef * entropy * inv_n


@njit(cache=CACHE)
def adam(flat, grad, mu, nu, count, lr, max_norm):
    """optax's clip_by_global_norm(max_norm) then adam(lr, eps=1e-5), applied: ``count`` is the number
    of earlier steps (the bias correction's 1 - b ** (count + 1))."""
    sq = F32(0)
    for i in range(grad.shape[0]):
        sq += grad[i] * grad[i]
    norm = np.sqrt(sq)
    scale = norm >= max_norm
    t = F32(count + 1)
    c1, c2 = F32(1) - B1 ** t, F32(1) - B2 ** t
    for i in range(grad.shape[0]):
        g = grad[i] / norm * max_norm if scale else grad[i]
        mu[i] = (F32(1) - B1) * g + B1 * mu[i]
        nu[i] = (F32(1) - B2) * (g * g) + B2 * nu[i]
        flat[i] += -lr * ((mu[i] / c1) / (np.sqrt(nu[i] / c2) + EPS))


@njit(cache=CACHE)
def gae(done, value, last_value, gamma, lam):
    """Generalised advantage estimates of a rollout (done, value: (steps, envs); reward 1 a step; an
    episode's end, terminated or truncated, not bootstrapped), as ppo.py's reverse scan."""
    steps, n = value.shape
    adv = np.empty((steps, n), np.float32)
    for e in range(n):
        g, nxt = F32(0), last_value[e]
        for t in range(steps - 1, -1, -1):
            keep = F32(1) - done[t, e]
            delta = F32(1) + gamma * nxt * keep - value[t, e]
            g = delta + gamma * lam * keep * g
            adv[t, e] = g
            nxt = value[t, e]
    return adv


@njit(cache=CACHE)
def epochs(flat, mu, nu, count, perms, minibatches, obs, action, logp, value, adv, target, h1, h2, clip, vf_coef,
           ent_coef, max_norm, lr0, per_update, num_updates, anneal):
    """The update's minibatch epochs: for each permutation (one an epoch) the batch in ``minibatches``
    consecutive slices of it, a gradient step each; the learning rate annealed per update as ppo.py's
    schedule does (lr0 x (1 - (count // per_update) / num_updates)). Returns the new step count."""
    grad = np.empty_like(flat)
    size = obs.shape[0] // minibatches
    for ep in range(perms.shape[0]):
        for mb in range(minibatches):
            idx = perms[ep, mb * size:(mb + 1) * size]
            loss_grad(flat, grad, h1, h2, obs[idx], action[idx], logp[idx], value[idx], adv[idx], target[idx], clip,
                      vf_coef, ent_coef)
            lr = lr0 * (F32(1) - F32(count // per_update) / F32(num_updates)) if anneal else lr0
            adam(flat, grad, mu, nu, count, lr, max_norm)
            count += 1
    return count


def learning_rate_args(cfg: PPOConfig) -> tuple:
    """The schedule's arguments of ``epochs``: (lr0, steps per update, updates, anneal)."""
    return F32(cfg.learning_rate), cfg.num_minibatches * cfg.update_epochs, cfg.num_updates, cfg.anneal_lr


def clip_at(cfg: PPOConfig, update: int) -> np.float32:
    """The clip range of update ``update`` (annealed to 0 when the configuration says)."""
    return F32(cfg.clip_eps * (1.0 - update / cfg.num_updates)) if cfg.anneal_clip else F32(cfg.clip_eps)


__all__ = ["adam", "clip_at", "epochs", "flatten", "gae", "initial_flat", "layout", "learning_rate_args", "loss_grad",
           "spec", "unflatten"]
