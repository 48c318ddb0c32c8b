"""Any implementation with a step mode as a stable-baselines3 VecEnv.

``CartpoleSB3VecEnv(impl, num_envs)`` is a ``stable_baselines3.common.vec_env.VecEnv``: SB3's PPO (and
any SB3 algorithm for discrete actions) trains on it as on ``make_vec_env("CartPole-v1", n)``. SB3's
conventions, which its algorithms rely on:

- same-step autoreset (the spec's own): after an episode ends, ``step_wait`` returns the new
  episode's first observation and puts the last one in ``infos[i]["terminal_observation"]``;
- ``infos[i]["TimeLimit.truncated"]`` when the episode was cut at 500 steps and did not also
  terminate (SB3 then bootstraps the value of that last observation);
- ``infos[i]["episode"] = {"r", "l", "t"}`` for each finished episode, as SB3's Monitor wrapper writes
  it (SB3 fills its ep_info_buffer, the last 100 episodes, from it): counted here from the episode's
  own steps (reward 1 a step), never from a vector wrapper that miscounts under same-step autoreset
  (Gymnasium 1.3.0's RecordEpisodeStatistics, docs/step-mode.md);
- observations are new float32 arrays each step (SB3 keeps the previous step's after the next one);
- ``seed(s)`` then ``reset()`` restarts the spec's streams with seed s (SB3 seeds environment i with
  s + i; the spec seeds the whole vector with one number, s).
"""
from __future__ import annotations

import time

import numpy as np

import impls
from impls import spec
from impls.api import NotAvailable, to_numpy

try:
    import gymnasium
    from stable_baselines3.common.vec_env.base_vec_env import VecEnv
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"stable-baselines3 is not installed ({exc})") from exc

def spaces():
    high = spec.observation_high()
    return gymnasium.spaces.Box(-high, high, (4,), np.float32), gymnasium.spaces.Discrete(2)


class CartpoleSB3VecEnv(VecEnv):
    def __init__(self, impl: str, num_envs: int, seed: int = 0, device: str = "cpu", **options):
        if impl not in impls.step_impls():
            raise ValueError(f"{impl!r} has no step mode; valid: {', '.join(impls.step_impls())}")
        self.env = impls.make(impl, num_envs, seed=seed, device=device, **options)
        self.render_mode = None
        super().__init__(num_envs, *spaces())
        self.impl = impl
        self.episode_lengths = np.zeros(num_envs, np.int64)
        self._start = time.time()
        self._actions = None

    def reset(self):
        seed = self._seeds[0]
        self.env.reset(seed=seed)  # None: the current seed again, from t = 0
        self._reset_seeds()
        self._reset_options()
        self.episode_lengths[:] = 0
        s = self.env.state()
        return spec.observations(s)

    def step_async(self, actions) -> None:
        self._actions = np.asarray(actions).astype(np.int64, copy=False).reshape(self.num_envs)

    def step_wait(self):
        out = self.env.step(self._actions)
        obs = to_numpy(out.obs).astype(np.float32, copy=False)  # a new array: SB3 keeps the previous one
        term, trunc = np.asarray(to_numpy(out.terminated), bool), np.asarray(to_numpy(out.truncated), bool)
        done = term | trunc
        self.episode_lengths += 1
        infos = [{} for _ in range(self.num_envs)]
        ended = np.flatnonzero(done)
        if ended.size:
            final = np.asarray(to_numpy(out.final_obs), np.float32)
            elapsed = round(time.time() - self._start, 6)
            for i in ended:
                n = int(self.episode_lengths[i])
                infos[i] = {"terminal_observation": final[i].copy(),
                            "TimeLimit.truncated": bool(trunc[i] and not term[i]),
                            "episode": {"r": float(n), "l": n, "t": elapsed}}
            self.episode_lengths[ended] = 0
        return obs, np.ones(self.num_envs, np.float32), done, infos

    def close(self) -> None:
        pass

    def get_attr(self, attr_name, indices=None):
        return [getattr(self, attr_name)] * len(self._indices(indices))

    def set_attr(self, attr_name, value, indices=None) -> None:
        setattr(self, attr_name, value)

    def env_method(self, method_name, *method_args, indices=None, **method_kwargs):
        raise AttributeError(f"CartpoleSB3VecEnv has no per-environment method {method_name!r}")

    def env_is_wrapped(self, wrapper_class, indices=None):
        return [False] * len(self._indices(indices))

    def _indices(self, indices):
        if indices is None:
            return range(self.num_envs)
        return [indices] if isinstance(indices, int) else list(indices)
