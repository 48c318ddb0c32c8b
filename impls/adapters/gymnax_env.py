"""The suite's environment as a gymnax environment, and the five-value step rejax needs.

``CartpoleGymnax`` is a ``gymnax.environments.environment.Environment`` (gymnax 1.0's API: ``reset(key,
params)``, ``step(key, state, action, params)`` returning obs, state, reward, terminated, truncated,
info, with gymnax's own same-step autoreset around ``step_env``/``reset_env``), whose step is the
spec's: the float32 physics of impls/jax_xla.py (the same functions jax-fused runs), its termination
thresholds and the truncation at 500 steps. What gymnax's API cannot carry is the spec's counter-based
streams (a gymnax environment gets a jax.random key per call, not a step number and an environment
index): the reset state comes from the key, four uniform words mapped to [-0.05, 0.05) as the spec
maps its words (impls/spec.py reset_value_from_word). A trainer written for gymnax (rejax, PureJaxRL)
runs on it unchanged.

``FiveValues`` wraps any gymnax 1.0 environment so that ``step`` returns five values, ``done`` =
terminated or truncated, as gymnax 0.0.x did and rejax 0.1.3 unpacks (one gymnax is installed, 1.0.1).
"""
from __future__ import annotations

from impls import spec
from impls.api import NotAvailable

try:
    import jax
    import jax.numpy as jnp
    from flax import struct
    from gymnax.environments import environment, spaces
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"gymnax is not installed ({exc})") from exc

from impls import jax_xla

@struct.dataclass
class EnvState(environment.EnvState):
    x: jax.Array
    x_dot: jax.Array
    theta: jax.Array
    theta_dot: jax.Array
    time: int


@struct.dataclass
class EnvParams(environment.EnvParams):
    max_steps_in_episode: int = spec.PARAMS.max_episode_steps


class CartpoleGymnax(environment.Environment[EnvState, EnvParams]):
    """The spec's CartPole-v1 in gymnax's API (see the module docstring)."""

    @property
    def default_params(self) -> EnvParams:
        return EnvParams()

    def step_env(self, key, state: EnvState, action, params: EnvParams):
        x, x_dot, theta, theta_dot = jax_xla.physics(state.x, state.x_dot, state.theta, state.theta_dot,
                                                     jnp.asarray(action) == 1)
        state = EnvState(x=x, x_dot=x_dot, theta=theta, theta_dot=theta_dot, time=state.time + 1)
        terminated, _ = jax_xla.end_flags(x, theta, state.time)
        obs = self.get_obs(state)
        return (jax.lax.stop_gradient(obs), jax.lax.stop_gradient(state), jnp.float32(1.0), terminated, {})

    def reset_env(self, key, params: EnvParams):
        w = jax.random.bits(key, (4,), jnp.uint32)
        v = jax_xla.reset_value(w)
        state = EnvState(x=v[0], x_dot=v[1], theta=v[2], theta_dot=v[3], time=0)
        return self.get_obs(state), state

    def is_truncated(self, state: EnvState, params: EnvParams):
        return state.time >= params.max_steps_in_episode

    def get_obs(self, state: EnvState, params=None, key=None):
        return jnp.stack([state.x, state.x_dot, state.theta, state.theta_dot])

    @property
    def name(self) -> str:
        return "cartpole-bench/CartPole-v1"

    @property
    def num_actions(self) -> int:
        return 2

    def action_space(self, params=None):
        return spaces.Discrete(2)

    def observation_space(self, params=None):
        high = jnp.asarray(spec.observation_high())
        return spaces.Box(-high, high, (4,), jnp.float32)


class FiveValues:
    """A gymnax 1.0 environment whose ``step`` returns (obs, state, reward, terminated or truncated,
    info), gymnax 0.0.x's five values; everything else is the wrapped environment's."""

    def __init__(self, env):
        self._env = env

    def __getattr__(self, name):
        if name == "_env":  # not set yet (copy.deepcopy builds the object before its __dict__)
            raise AttributeError(name)
        return getattr(self._env, name)

    def step(self, key, state, action, params=None):
        obs, state, reward, terminated, truncated, info = self._env.step(key, state, action, params)
        return obs, state, reward, jnp.logical_or(terminated, truncated), info

    def reset(self, key, params=None):
        return self._env.reset(key, params)


@struct.dataclass
class StatsState:
    inner: object
    ret: jax.Array  # the running episode's return
    steps: jax.Array  # steps this environment has taken: a clock shared by environments stepped together
    ring_ret: jax.Array  # the returns of its last RING finished episodes
    ring_at: jax.Array  # and the step each finished at (0: an empty slot)
    finished: jax.Array


RING = 100


class EpisodeStats:
    """Wraps a gymnax 1.0 environment (six-value ``step``) and keeps, in its state, the returns of
    each environment's last 100 finished episodes with the step each finished at: under vmap (every
    environment stepped together, so the step counts are one clock) the last 100 episodes of all of
    them are the 100 latest of those (``last_mean``). The trainers' solve criterion on gymnax
    environments, from the episodes themselves (no evaluation runs)."""

    def __init__(self, env):
        self._env = env

    def __getattr__(self, name):
        if name == "_env":
            raise AttributeError(name)
        return getattr(self._env, name)

    def reset(self, key, params=None):
        obs, inner = self._env.reset(key, params)
        z = jnp.zeros(RING, jnp.float32)
        return obs, StatsState(inner, jnp.float32(0), jnp.int32(0), z, jnp.zeros(RING, jnp.int32), jnp.int32(0))

    def step(self, key, state: StatsState, action, params=None):
        obs, inner, reward, terminated, truncated, info = self._env.step(key, state.inner, action, params)
        done = jnp.logical_or(terminated, truncated)
        ret, steps = state.ret + reward, state.steps + 1
        slot = state.finished % RING
        new = StatsState(inner, jnp.where(done, 0.0, ret), steps,
                         jnp.where(done, state.ring_ret.at[slot].set(ret), state.ring_ret),
                         jnp.where(done, state.ring_at.at[slot].set(steps), state.ring_at),
                         state.finished + done.astype(jnp.int32))
        return obs, new, reward, terminated, truncated, info


def last_mean(ring_ret, ring_at, window: int = RING) -> float:
    """The mean return of the ``window`` latest finished episodes of environments stepped together,
    from their EpisodeStats rings (arrays of shape (num_envs, RING)); NaN before any finished."""
    import numpy as np

    ret, at = np.asarray(ring_ret).ravel(), np.asarray(ring_at).ravel()
    valid = at > 0
    if not valid.any():
        return float("nan")
    order = np.argsort(-at[valid], kind="stable")[:window]
    return float(ret[valid][order].mean())
