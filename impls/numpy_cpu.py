"""``numpy``: vectorised float32 Cartpole on the CPU (the study's CPU row).

Timed region: one Python loop iteration per step, each a fixed sequence of in-place NumPy ufunc
calls over all environments into preallocated buffers (no per-step allocation on the hot path):
the action hash (lowbias32 on uint32), the Euler step, the termination test, and the reset, which
hashes and writes only the environments that finished. Random numbers are the spec's counter-based
hash computed inside the loop; the per-step key K(t) for the whole rollout is one vector op up front.

Step mode runs the same step with the caller's actions in place of the hash's (the actions are
checked on the host first: shape, dtype, values). The four state arrays are the rows of one
``(4, n)`` array, so ``obs`` is its transpose, a view (no copy); ``final_obs`` is written only in
the rows of the environments that finished.
"""
from __future__ import annotations

import numpy as np

from impls import spec
from impls.api import Cartpole, StepResult

_U16, _U15, _U31, _U8 = (np.uint32(v) for v in (16, 15, 31, 8))
_M1, _M2 = np.uint32(0x7FEB352D), np.uint32(0x846CA68B)


def _hash_inplace(w: np.ndarray, tmp: np.ndarray) -> None:
    """lowbias32 of ``w`` in place (uint32 arithmetic wraps)."""
    np.right_shift(w, _U16, out=tmp); np.bitwise_xor(w, tmp, out=w)
    np.multiply(w, _M1, out=w)
    np.right_shift(w, _U15, out=tmp); np.bitwise_xor(w, tmp, out=w)
    np.multiply(w, _M2, out=w)
    np.right_shift(w, _U16, out=tmp); np.bitwise_xor(w, tmp, out=w)


def policy_push(w: dict, obs: np.ndarray, key, ek0: np.ndarray, greedy: bool) -> np.ndarray:
    """The spec's policy (impls/policy.py) in NumPy float32: each environment's action (bool) for
    step key ``key``, u < sigmoid(gap) with u from stream 0's word (``ek0``: its environment keys);
    greedy: gap > 0. numpy's policy rollout and its split loop (impls/adapters/split.py) both call it."""
    h = np.tanh(obs @ w["W1"] + w["b1"])
    h = np.tanh(h @ w["W2"] + w["b2"])
    logits = h @ w["W3"] + w["b3"]
    d = logits[:, 1] - logits[:, 0]
    if greedy:
        return d > 0
    u = spec.uniform01(spec.lowbias32(np.uint32(key) ^ ek0))
    return u < np.float32(1) / (np.float32(1) + np.exp(-d))


class NumpyCartpole(Cartpole):
    name = "numpy"

    def _setup(self):
        n = self.num_envs
        self.ekeys = [spec.env_keys(n, j) for j in (spec.STREAM_ACTION, *spec.STREAMS_RESET)]
        c = self.params.float32_constants()
        self.c = c
        self.force_scale = np.float32(2) * c["force_mag"]
        self.pml_over_m = c["polemass_length_over_total_mass"]
        self.mp_over_m = c["masspole_over_total_mass"]
        self.inv_m = c["inv_total_mass"]
        f32 = lambda: np.empty(n, np.float32)  # noqa: E731
        self.S = np.empty((4, n), np.float32)  # x, x_dot, theta, theta_dot: obs is S.T
        self.x, self.x_dot, self.theta, self.theta_dot = self.S
        self.ep_steps = np.empty(n, np.int32)
        self.episodes = np.empty(n, np.int32)
        self.returns = np.empty(n, np.float32)
        self.w, self.wt = np.empty(n, np.uint32), np.empty(n, np.uint32)
        self.a, self.b, self.cos, self.sin, self.temp = f32(), f32(), f32(), f32(), f32()
        self.done, self.flag = np.empty(n, bool), np.empty(n, bool)
        self.term, self.trunc = np.empty(n, bool), np.empty(n, bool)
        self.final_obs = np.zeros((n, 4), np.float32)
        self.reward = np.ones(n, np.float32)
        self.reward.flags.writeable = False

    def _set(self, state):
        for f in spec.FIELDS:
            getattr(self, f)[...] = state[f]

    def _get(self):
        return {f: getattr(self, f).copy() for f in spec.FIELDS}

    def set_rows(self, rows, obs):
        for j, f in enumerate(spec.STATE_FIELDS):
            getattr(self, f)[rows] = obs[:, j]
        self.ep_steps[rows] = 0

    def _rollout(self, steps):
        for k in spec.step_keys(self.seed, self.t, steps):
            self._advance(k)

    def _set_policy(self, policy, greedy):
        self.weights = policy.arrays()

    def _rollout_policy(self, steps):
        for key in spec.step_keys(seed=self.seed, t0=self.t, steps=steps):
            actions = policy_push(self.weights, self.S.T, key, self.ekeys[0], self.greedy)
            self._advance(key, actions.astype(np.uint32))

    def _step(self, actions):
        self._advance(spec.step_keys(self.seed, self.t, 1)[0], actions)
        return StepResult(self.S.T, self.reward, self.term, self.trunc, self.final_obs)

    def _advance(self, k: np.uint32, actions=None) -> None:
        """One step: the actions are stream 0's (rollout) or the caller's (step mode)."""
        c, w, tmp, a, b = self.c, self.w, self.wt, self.a, self.b
        cos, sin, temp = self.cos, self.sin, self.temp
        x, x_dot, theta, theta_dot = self.x, self.x_dot, self.theta, self.theta_dot
        # action = top bit of H(K(t) ^ E(e, 0)); force = action * 2F - F
        if actions is None:
            np.bitwise_xor(self.ekeys[0], k, out=w)
            _hash_inplace(w, tmp)
            np.right_shift(w, _U31, out=w)
        else:
            w[...] = actions
        np.multiply(w, self.force_scale, out=a)
        a -= c["force_mag"]
        np.cos(theta, out=cos)
        np.sin(theta, out=sin)
        # temp = (force + pml * theta_dot^2 * sin) / total_mass
        np.multiply(theta_dot, theta_dot, out=temp)
        temp *= c["polemass_length"]
        temp *= sin
        temp += a
        temp *= self.inv_m
        # theta_acc = (g sin - cos temp) / (length (4/3 - mp cos^2 / m))
        np.multiply(cos, cos, out=a)
        a *= self.mp_over_m
        np.subtract(c["four_thirds"], a, out=a)
        a *= c["length"]
        np.multiply(sin, c["gravity"], out=b)
        np.multiply(cos, temp, out=sin)
        b -= sin
        b /= a  # b = theta_acc
        # x_acc = temp - pml theta_acc cos / m
        np.multiply(b, cos, out=a)
        a *= self.pml_over_m
        np.subtract(temp, a, out=a)  # a = x_acc
        np.multiply(x_dot, c["tau"], out=temp); x += temp
        a *= c["tau"]; x_dot += a
        np.multiply(theta_dot, c["tau"], out=temp); theta += temp
        b *= c["tau"]; theta_dot += b
        self.ep_steps += 1
        np.abs(x, out=a); np.greater(a, c["x_threshold"], out=self.done)
        np.abs(theta, out=a); np.greater(a, c["theta_threshold_radians"], out=self.flag)
        np.logical_or(self.done, self.flag, out=self.term)
        np.greater_equal(self.ep_steps, self.params.max_episode_steps, out=self.trunc)
        np.logical_or(self.term, self.trunc, out=self.done)
        idx = np.flatnonzero(self.done)
        if idx.size:
            if actions is not None:
                self.final_obs[idx] = self.S[:, idx].T
            self._reset(idx, k)

    def _reset(self, idx: np.ndarray, k: np.uint32) -> None:
        self.episodes[idx] += 1
        self.returns[idx] += self.ep_steps[idx]
        self.ep_steps[idx] = 0
        for arr, ek in zip((self.x, self.x_dot, self.theta, self.theta_dot), self.ekeys[1:]):
            arr[idx] = spec.reset_value_from_word(spec.lowbias32(ek[idx] ^ k))
