"""A Gymnasium vector environment over any implementation with a step mode: ``impls.make_vec``.

``make_vec(name, num_envs, device="cpu", seed=0)`` returns a ``gymnasium.vector.VectorEnv`` whose
``step`` is the implementation's ``step`` (the spec's "Step mode"), so a fast implementation serves a
training loop as it is::

    env = impls.make_vec("numba-cpu", 4096, seed=0)
    obs, info = env.reset(seed=0)
    for _ in range(1000):
        actions = policy(obs)                      # (4096,) integers 0/1
        obs, rewards, terminations, truncations, infos = env.step(actions)
        if "final_obs" in infos:                   # the finished episodes' last observations
            last = infos["final_obs"][infos["_final_obs"]]

The contract is Gymnasium's (1.x) for same-step autoreset (``metadata["autoreset_mode"] ==
AutoresetMode.SAME_STEP``): an environment that terminates or is truncated is reset within the
step; ``obs`` holds the new episode's first observation, and ``infos["final_obs"]`` (an object
array, ``None`` for environments that did not finish) the finished episode's last one, with the
mask ``infos["_final_obs"]``; ``infos["final_info"]`` the finished environments' info dicts merged key
by key as Gymnasium's ``SyncVectorEnv`` merges them (CartPole's are empty: ``{}``), with the mask
``infos["_final_info"]``.
The spaces are CartPole-v1's: ``Box`` observations (float32, bounds twice the termination
thresholds) and ``Discrete(2)`` actions, batched to ``(num_envs, 4)`` and ``MultiDiscrete``.

Observations, rewards and flags come back as NumPy arrays (copies, so they stay valid after the
next step; ``copy=False`` returns views of the implementation's buffers where it has them), or, with
``device_arrays=True``, as the implementation's own arrays (JAX, torch) with no host copy. Actions
may be any array the implementation accepts (NumPy, or its own type on its device).

Randomness is the spec's: ``reset(seed=s)`` restarts every environment from the spec's initial state
for seed ``s`` at step 0, and the resets of later episodes come from the spec's streams, so two runs
with the same seed and actions are identical. ``reset()`` without a seed restarts from the current
seed's initial state.
"""
from __future__ import annotations

import numpy as np

import impls
from impls import spec
from impls.api import to_numpy as _numpy

try:
    import gymnasium
    from gymnasium.spaces import Box, Discrete
    from gymnasium.vector import AutoresetMode
    from gymnasium.vector.utils import batch_space
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise impls.NotAvailable(f"gymnasium is not installed ({exc})") from exc


class CartpoleVectorEnv(gymnasium.vector.VectorEnv):
    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(self, name: str, num_envs: int, device: str = "cpu", seed: int = 0, copy: bool = True,
                 device_arrays: bool = False):
        own = [n for n in impls.available() if impls.has_step(n) and not impls.is_external(n)]
        if name not in own:
            raise ValueError(f"{name!r} has no step mode of this suite's spec; valid: {', '.join(own)}")
        self.env = impls.make(name, num_envs, seed=seed, device=device)
        self.num_envs = self.env.num_envs
        self.copy, self.device_arrays = copy, device_arrays
        c = spec.PARAMS.float32_constants()
        inf = np.finfo(np.float32).max
        high = np.array([2 * c["x_threshold"], inf, 2 * c["theta_threshold_radians"], inf], np.float32)
        self.single_observation_space = Box(-high, high, dtype=np.float32)
        self.single_action_space = Discrete(2)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.spec = None

    def _out(self, a):
        return a if self.device_arrays else _numpy(a, self.copy)

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        self.env.reset(seed=seed)
        s = self.env.state()
        obs = np.stack([s[f] for f in spec.STATE_FIELDS], axis=1)
        return obs, {}

    def step(self, actions):
        out = self.env.step(actions)
        term, trunc = _numpy(out.terminated, True), _numpy(out.truncated, True)
        infos = {}
        done = term | trunc
        if done.any():
            # built in bulk: one copy of the finished rows, their views and dicts made by NumPy's
            # iterators (a Python loop over ~750 of 16384 environments cost ~500 us per step)
            idx = np.flatnonzero(done)
            finished = _numpy(out.final_obs, False)[idx]  # fancy indexing copies: rows stay valid
            rows = np.empty(self.num_envs, dtype=object)  # None where an environment did not finish
            rows[idx] = np.fromiter(finished, dtype=object, count=len(idx))
            # final_info as Gymnasium's SyncVectorEnv gives it: the finished environments' info dicts
            # merged key by key (CartPole's are empty, so an empty dict) with the mask
            infos = {"final_obs": rows, "_final_obs": done, "final_info": {}, "_final_info": done}
        if self.device_arrays:
            return out.obs, out.reward, out.terminated, out.truncated, infos
        return self._out(out.obs), self._out(out.reward), term, trunc, infos


def make_vec(name: str, num_envs: int, device: str = "cpu", seed: int = 0, **options) -> CartpoleVectorEnv:
    """A Gymnasium vector env over implementation ``name`` (see the module docstring)."""
    return CartpoleVectorEnv(name, num_envs, device=device, seed=seed, **options)
