"""The spec's policy (spec.py, "Policy"): a small MLP choosing every action, its weights, and its
float64 reference.

    logits = W3^T tanh(W2^T tanh(W1^T obs + b1) + b2) + b3        obs: x, x_dot, theta, theta_dot
    p      = sigmoid(logits[1] - logits[0])                        the probability of action 1
    action = 1 if u < p else 0                                     u = uniform01(stream 0's word)
    greedy : action = 1 if logits[1] > logits[0] else 0            (a tie takes action 0)

``W1`` is ``(4, h1)``, ``W2`` ``(h1, h2)``, ``W3`` ``(h2, 2)``, the biases ``(h1,)``, ``(h2,)``,
``(2,)``, all float32; hidden sizes ``(h1, h2)`` default ``(64, 64)``. The weights are data, given to
every implementation at run time (never compiled in): from a policy file, an ``.npz`` holding exactly
the six arrays under those names (read without pickle), or the default, :func:`default_policy`:
orthogonal initialisation (the QR of a standard-normal matrix from NumPy's PCG64 generator seeded
with ``seed``, signs fixed by R's diagonal, as CleanRL's and PureJaxRL's PPO initialise their networks)
with gain sqrt(2) for the hidden layers and 0.01 for the output, biases 0; computed once on the host
in float64 and rounded to float32, so every framework of a run gets the same numbers, and
:func:`fingerprint` names them in results.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

NAMES = ("W1", "b1", "W2", "b2", "W3", "b3")
DEFAULT_HIDDEN = (64, 64)


@dataclass(frozen=True)
class Policy:
    W1: np.ndarray
    b1: np.ndarray
    W2: np.ndarray
    b2: np.ndarray
    W3: np.ndarray
    b3: np.ndarray

    @property
    def hidden(self) -> tuple[int, int]:
        return self.W1.shape[1], self.W2.shape[1]

    @property
    def multiply_adds(self) -> int:
        """Multiply-adds per env-step: 4 h1 + h1 h2 + 2 h2."""
        h1, h2 = self.hidden
        return 4 * h1 + h1 * h2 + 2 * h2

    def arrays(self) -> dict[str, np.ndarray]:
        return {k: getattr(self, k) for k in NAMES}


def shapes(hidden: tuple[int, int]) -> dict[str, tuple[int, ...]]:
    h1, h2 = hidden
    return {"W1": (4, h1), "b1": (h1,), "W2": (h1, h2), "b2": (h2,), "W3": (h2, 2), "b3": (2,)}


def check_hidden(hidden) -> tuple[int, int]:
    """Two positive sizes (a ValueError naming the value otherwise)."""
    try:
        h = tuple(int(v) for v in hidden)
        ok = len(h) == 2 and all(v >= 1 and v == w for v, w in zip(h, hidden))
    except (TypeError, ValueError):
        ok = False
    if not ok:
        raise ValueError(f"hidden sizes must be two positive integers (h1, h2), got {hidden!r}")
    return h


def make(arrays: dict, hidden=None, source: str = "policy") -> Policy:
    """A Policy from six arrays, checked: names, float32, shapes (agreeing with ``hidden`` when
    given), finite values. Errors are one-line ValueErrors naming ``source`` and what is wrong."""
    names = set(arrays)
    if names != set(NAMES):
        missing, extra = sorted(set(NAMES) - names), sorted(names - set(NAMES))
        raise ValueError(f"{source}: must hold exactly {', '.join(NAMES)}"
                         + (f"; missing {', '.join(missing)}" if missing else "")
                         + (f"; unexpected {', '.join(extra)}" if extra else ""))
    a = {k: np.asarray(arrays[k]) for k in NAMES}
    for k in NAMES:
        if a[k].dtype != np.float32:
            raise ValueError(f"{source}: {k} must be float32, got {a[k].dtype}")
    if a["W1"].ndim != 2 or a["W2"].ndim != 2:
        raise ValueError(f"{source}: W1 and W2 must be matrices, got shapes {a['W1'].shape} and {a['W2'].shape}")
    own = (a["W1"].shape[1], a["W2"].shape[1])
    want = shapes(own)
    for k in NAMES:
        if a[k].shape != want[k]:
            raise ValueError(f"{source}: {k} has shape {a[k].shape}, expected {want[k]} (hidden sizes {own})")
    if hidden is not None and own != check_hidden(hidden):
        raise ValueError(f"{source}: hidden sizes {own[0]}, {own[1]} disagree with the requested "
                         f"{hidden[0]}, {hidden[1]}")
    for k in NAMES:
        if not np.isfinite(a[k]).all():
            raise ValueError(f"{source}: {k} holds NaN or infinite values")
    return Policy(**{k: np.ascontiguousarray(v) for k, v in a.items()})


def load(path, hidden=None) -> Policy:
    """A policy file (see the module docstring); a one-line ValueError when it is not one."""
    path = Path(path)
    try:
        with np.load(path, allow_pickle=False) as f:
            arrays = {k: f[k] for k in f.files}
    except FileNotFoundError:
        raise ValueError(f"policy file {str(path)!r} does not exist") from None
    except (ValueError, OSError, EOFError) as exc:
        first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ValueError(f"policy file {str(path)!r} is not a NumPy .npz of arrays ({first})") from None
    return make(arrays, hidden, f"policy file {str(path)!r}")


def save(path, policy: Policy) -> None:
    np.savez(path, **policy.arrays())


def _pad4(v: int) -> int:
    return (v + 3) & ~3


def packed_layout(hidden: tuple[int, int]) -> tuple[dict[str, int], int]:
    """The GPU kernels' packed weights (impls/cuda/cartpole.cu's CP_OFF_* macros, numba-cuda's
    policy kernel): the six arrays in NAMES order, row-major, each starting at a multiple of 4 floats
    (16 bytes, for 128-bit loads). Returns each array's offset and the packed length."""
    h1, h2 = hidden
    offsets, at = {}, 0
    for name, size in zip(NAMES, (4 * h1, h1, h1 * h2, h2, 2 * h2, 2)):
        offsets[name] = at
        at += _pad4(size)
    return offsets, at


def pack(policy: Policy) -> np.ndarray:
    """The weights in one float32 array laid out as packed_layout says (zeros between the parts)."""
    offsets, words = packed_layout(policy.hidden)
    packed = np.zeros(words, np.float32)
    for name, at in offsets.items():
        a = getattr(policy, name).ravel()
        packed[at:at + a.size] = a
    return packed


def _orthogonal(rng: np.random.Generator, rows: int, cols: int, gain: float) -> np.ndarray:
    a = rng.standard_normal((max(rows, cols), min(rows, cols)))
    q, r = np.linalg.qr(a)
    q = q * np.sign(np.diag(r))
    if rows < cols:
        q = q.T
    return (gain * q).astype(np.float32)


def orthogonal_mlp(rng: np.random.Generator, hidden, outputs: int, out_gain: float) -> dict[str, np.ndarray]:
    """The six arrays of a 4 -> h1 -> h2 -> ``outputs`` network, orthogonal with gains sqrt(2),
    sqrt(2) and ``out_gain`` drawn from ``rng`` in that order, biases 0 (float32)."""
    h1, h2 = check_hidden(hidden)
    root2 = float(np.sqrt(2.0))
    return {"W1": _orthogonal(rng, 4, h1, root2), "b1": np.zeros(h1, np.float32),
            "W2": _orthogonal(rng, h1, h2, root2), "b2": np.zeros(h2, np.float32),
            "W3": _orthogonal(rng, h2, outputs, out_gain), "b3": np.zeros(outputs, np.float32)}


def default_policy(seed: int = 0, hidden=DEFAULT_HIDDEN) -> Policy:
    """The default weights (see the module docstring)."""
    h = check_hidden(hidden)
    return make(orthogonal_mlp(np.random.default_rng(seed), h, 2, 0.01), h, "default policy")


def fingerprint(policy: Policy) -> str:
    """A short hash of the weights' bytes, to name them in results."""
    h = hashlib.sha256()
    for k in NAMES:
        a = getattr(policy, k)
        h.update(k.encode() + str(a.shape).encode() + a.tobytes())
    return h.hexdigest()[:16]


def logits64(policy: Policy, obs) -> np.ndarray:
    """The float64 reference's logits, ``(n, 2)``, for observations ``(n, 4)``."""
    w = {k: getattr(policy, k).astype(np.float64) for k in NAMES}
    h = np.tanh(np.asarray(obs, np.float64) @ w["W1"] + w["b1"])
    h = np.tanh(h @ w["W2"] + w["b2"])
    return h @ w["W3"] + w["b3"]


def probability64(policy: Policy, obs) -> np.ndarray:
    """p, the probability of action 1, in float64."""
    lg = logits64(policy, obs)
    return 1.0 / (1.0 + np.exp(-(lg[:, 1] - lg[:, 0])))


_U = 2.0**-24  # float32's unit roundoff


def _gamma(n: int) -> float:
    """The classic bound on a length-n float32 dot product's relative error (Higham: n u / (1 - n u))."""
    return n * _U / (1 - n * _U)


def gap_error_bound(policy: Policy, obs) -> np.ndarray:
    """An upper bound, per environment, on how far an implementation's float32 logit gap
    ``logit_1 - logit_0`` may be from the float64 reference's for the same weights and the same
    float32 observation: each layer's dot products with their bias (length k + 1) err by at most
    gamma(k + 1) times the sum of the absolute terms, plus the input's error carried through the
    absolute weights; tanh is 1-Lipschitz and a float32 tanh is within 8 u absolute (libm's within 1;
    the rational approximation XLA's CPU backend and numba-cpu use within 5 on every float32 in
    [-10, 10], as numba-cpu evaluates it);
    the gap adds one rounding. A float32 implementation may choose the other action only where
    the reference's ``|u - p|`` is within :func:`probability_error_bound` (``|gap|`` within this bound
    when greedy): the conformance suite's allowance, with a factor of 2 for libraries' ulps."""
    w = {k: np.abs(getattr(policy, k).astype(np.float64)) for k in NAMES}
    x = np.abs(np.asarray(obs, np.float64))
    h1n, h2n = policy.hidden
    z1 = np.asarray(obs, np.float64) @ policy.W1.astype(np.float64) + policy.b1
    e1 = _gamma(5) * (x @ w["W1"] + w["b1"]) + 8 * _U
    a1 = np.abs(np.tanh(z1)) + e1
    z2 = np.tanh(z1) @ policy.W2.astype(np.float64) + policy.b2
    e2 = _gamma(h1n + 1) * (a1 @ w["W2"] + w["b2"]) + e1 @ w["W2"] + 8 * _U
    a2 = np.abs(np.tanh(z2)) + e2
    z3 = np.tanh(z2) @ policy.W3.astype(np.float64) + policy.b3
    e3 = _gamma(h2n + 1) * (a2 @ w["W3"] + w["b3"]) + e2 @ w["W3"]
    return e3[:, 0] + e3[:, 1] + _U * (np.abs(z3[:, 0]) + np.abs(z3[:, 1]) + e3[:, 0] + e3[:, 1])


def probability_error_bound(policy: Policy, obs) -> np.ndarray:
    """The bound on |p32 - p64|: sigmoid's slope is at most 1/4, and its float32 evaluation (an exp,
    an add, a divide) adds a few ulps of p (<= 1)."""
    return 0.25 * gap_error_bound(policy, obs) + 8 * _U


def actions64(policy: Policy, obs, u=None, greedy: bool = False) -> np.ndarray:
    """The reference's actions (int32): ``u < p`` with ``u`` the uniforms of stream 0, or greedy."""
    if greedy:
        lg = logits64(policy, obs)
        return (lg[:, 1] > lg[:, 0]).astype(np.int32)
    return (np.asarray(u, np.float64) < probability64(policy, obs)).astype(np.int32)
