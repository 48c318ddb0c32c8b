"""Split loops: the policy called beside the simulation, one policy call and one ``step`` call per
environment step, as training loops run today; what policy mode's fused rollouts are measured against.

``SplitLoop(env, policy, greedy, framework)`` drives ``env`` (an implementation with a step mode) with
the spec's policy (impls/policy.py) computed by ``framework``: ``"jax"`` (a jitted function, its
arrays on the device), ``"torch"`` (a ``torch.compile``d function; a NumPy environment's observations
shared with torch without a copy), or ``"numpy"``. The action rule is the spec's (u < sigmoid(gap),
u from stream 0's word of the step; greedy: gap > 0), so a split loop follows the same trajectories as
the fused rollout and is checked against the same reference. The registry's ``split`` gives each implementation's
split: its own framework, and numba-cpu's with a torch policy (the cross-framework loop).
"""
from __future__ import annotations

import numpy as np

import impls
from impls import spec



def _numpy_chooser(n: int, policy, greedy: bool):
    from impls import numpy_cpu

    w, ek = policy.arrays(), spec.env_keys(n, spec.STREAM_ACTION)
    return lambda obs, k: numpy_cpu.policy_push(w, np.asarray(obs), k, ek, greedy)


def _jax_chooser(n: int, policy, greedy: bool, device: str):
    import jax

    from impls import jax_xla

    dev = jax.devices("gpu" if device == "cuda" else "cpu")[0]
    w = {k: jax.device_put(v, dev) for k, v in policy.arrays().items()}

    @jax.jit
    def act(w, obs, k):
        return jax_xla.policy_push(w, obs[:, 0], obs[:, 1], obs[:, 2], obs[:, 3], k, n, greedy)

    return lambda obs, k: act(w, obs, np.uint32(k))


class SplitLoop:
    """A policy-mode rollout made of separate calls (see the module docstring): ``rollout(steps)``,
    ``state()``, ``sync()`` and ``t`` as an implementation has them."""

    def __init__(self, env, policy, greedy: bool = False, framework: str | None = None):
        self.env, self.policy, self.greedy = env, policy, bool(greedy)
        self.framework = framework or impls.entry(env.name).split
        n, device = env.num_envs, env.device
        if self.framework == "numpy":
            self._choose = _numpy_chooser(n, policy, self.greedy)
        elif self.framework == "jax":
            self._choose = _jax_chooser(n, policy, self.greedy, device)
        elif self.framework == "torch":
            from impls import torch_impls

            self._choose = torch_impls.policy_chooser(n, policy, self.greedy, "cuda" if device == "cuda" else "cpu")
        else:
            raise ValueError(f"framework must be jax, torch or numpy, got {framework!r}")
        self._obs = self._obs_t = None

    @property
    def t(self) -> int:
        return self.env.t

    @property
    def num_envs(self) -> int:
        return self.env.num_envs

    def _current_obs(self):
        """The observations: the last step's (the environment's own arrays), or, when the loop starts
        or the state was set from outside, read from the state as NumPy (each chooser takes those)."""
        if self._obs is not None and self._obs_t == self.env.t:
            return self._obs
        s = self.env.state()
        return spec.observations(s)

    def rollout(self, steps: int) -> None:
        obs = self._current_obs()
        for k in spec.step_keys(self.env.seed, self.env.t, spec.check_steps(steps)):
            obs = self.env.step(self._choose(obs, k)).obs
        self._obs, self._obs_t = obs, self.env.t

    def state(self) -> dict:
        return self.env.state()

    def sync(self) -> None:
        self.env.sync()
