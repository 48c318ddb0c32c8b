"""The Cartpole spec every implementation follows, and its float64 reference.

Physics
    CartPole-v1 as in Gymnasium's classic-control ``cartpole.py`` (Barto, Sutton & Anderson 1983,
    with Florian's corrected equations), explicit Euler with ``tau = 0.02``. Per environment the state
    is four float32 numbers ``(x, x_dot, theta, theta_dot)``. Action 1 pushes the cart with
    ``+force_mag``, action 0 with ``-force_mag``. One step, with ``f`` the signed force::

        temp      = (f + polemass_length * theta_dot**2 * sin(theta)) / total_mass
        theta_acc = (gravity * sin(theta) - cos(theta) * temp)
                    / (length * (4/3 - masspole * cos(theta)**2 / total_mass))
        x_acc     = temp - polemass_length * theta_acc * cos(theta) / total_mass
        x         += tau * x_dot          (old x_dot)
        x_dot     += tau * x_acc
        theta     += tau * theta_dot      (old theta_dot)
        theta_dot += tau * theta_acc

    ``length`` is half the pole's length (0.5), as in Gymnasium. The episode *terminates* when, after
    the update, ``|x| > X_THRESHOLD`` or ``|theta| > THETA_THRESHOLD`` (float32 comparisons, both
    thresholds rounded once to float32), and is *truncated* when it reaches ``max_episode_steps``
    (500) steps. The reward is 1.0 on every step, the terminating one included, so an episode's return
    is its length.

Same-step auto-reset
    An environment that terminates or is truncated at step ``t`` adds one to ``episodes``, adds its
    return (its length) to ``returns``, and is reset within the same step to four fresh values drawn
    from streams 1..4 of step ``t``; its episode-step counter goes back to 0. A rollout never stalls.

Per-environment outputs (all part of the state, so no work can be optimised away)
    ``x, x_dot, theta, theta_dot`` float32; ``ep_steps`` int32 (steps into the current episode);
    ``episodes`` int32 (episodes finished); ``returns`` float32 (sum of the returns of the finished
    episodes; exact while below 2**24). The implementation also keeps ``t``, the global step counter:
    a rollout of ``T`` steps uses steps ``t .. t+T-1`` and leaves ``t + T``, so successive rollouts
    continue the same streams.

Step mode (the caller's actions)
    ``step(actions)`` advances every environment by one step, step ``t``, with the caller's actions
    in place of stream 0. ``actions`` holds one integer per environment, 0 or 1, shape
    ``(num_envs,)``, of an integer or bool dtype; any other value (2, -1), shape or dtype (float,
    so also NaN) is a ``ValueError`` that leaves the state and ``t`` unchanged. Everything else is a
    rollout step: the physics, termination, truncation, the counters and the same-step reset from
    streams 1..4 of step ``t``; ``t`` then advances by one. Step mode fed with stream 0's actions
    (``action_from_word(random_words(seed, t, num_envs, 0))``) therefore reproduces a rollout: the
    counters and reset values bit for bit. It returns, on the implementation's own device and
    array type (NumPy, JAX, torch, CuPy):

    ``obs``         ``(num_envs, 4)`` float32: ``x, x_dot, theta, theta_dot`` after the step and
                    after the reset of the environments that finished;
    ``reward``      ``(num_envs,)`` float32, all 1.0 (the terminating step is rewarded too);
    ``terminated``  ``(num_envs,)`` bool: ``|x| > X_THRESHOLD or |theta| > THETA_THRESHOLD`` after
                    the update;
    ``truncated``   ``(num_envs,)`` bool: the episode reached ``max_episode_steps`` steps (both
                    flags can be set on the same step);
    ``final_obs``   ``(num_envs, 4)`` float32: in the rows of the environments that finished
                    (``terminated | truncated``), the state after the step, before the reset; the
                    other rows are unspecified.

    The arrays may be the environment's own buffers, valid until the next call that changes the
    state (copy them to keep them).

Step mode with next-step autoreset (Gymnasium's default; the adapter's ``autoreset_mode="NextStep"``)
    The same steps, streams and counters, with each finished environment's reset delayed by one
    call: the step ``t`` that ends an episode counts it (``episodes``, ``returns``, ``ep_steps`` back
    to 0) and returns its last state in ``obs`` (no ``final_obs``); the environment keeps that state.
    At the next call, step ``t + 1``, it takes the reset values drawn from streams 1..4 *of step t*
    (the values a same-step reset at ``t`` would have drawn) instead of stepping: its action is
    ignored (still checked), ``obs`` is that new first state, reward 0, both flags false,
    ``ep_steps`` stays 0. The other environments step as usual. A reset of chosen environments in
    mid-episode (the adapter's ``reset(options={"reset_mask": ...})``) gives them the reset values of
    the coming step ``t`` with ``ep_steps`` 0 and does not count the cut episode.

Policy (the policy mode: a neural network choosing every action; ``impls/policy.py``)
    An MLP ``obs(4) -> h1 -> h2 -> 2 logits``, tanh after each hidden layer, float32, hidden sizes
    ``(h1, h2)`` default ``(64, 64)``; weights and biases are run-time data (a policy file, or the
    default orthogonal initialisation from a seed; the module's docstring gives both exactly). At
    step ``t`` the policy reads the state before the step; with ``p = sigmoid(logit_1 - logit_0)``
    and ``u = uniform01`` of stream 0's word for ``(t, e)``, the action is 1 when ``u < p``, else 0
    (greedy: 1 when ``logit_1 > logit_0``; a tie takes 0). Everything else is a rollout step. The
    float64 reference computes the MLP in float64 from the float64 state; an implementation's float32
    MLP may choose the other action only where ``|u - p|`` is within the float32 error of ``p``.

Random streams (bit-identical in every framework)
    All arithmetic below is on unsigned 32-bit integers, modulo 2**32. ``H`` is lowbias32::

        H(x): x ^= x >> 16; x *= 0x7feb352d; x ^= x >> 15; x *= 0x846ca68b; x ^= x >> 16

    For a seed ``s`` (0 <= s < 2**32), step ``t`` (taken mod 2**32), environment ``e``
    (0 <= e < 2**28) and stream ``j`` (0 <= j < 16)::

        S        = H(s ^ 0x9E3779B9)               # once per seed
        K(t)     = H(S ^ H(t ^ 0x85EBCA6B))        # once per step, shared by all environments
        E(e, j)  = H(((j << 28) | e) ^ 0xC2B2AE35) # once per environment and stream
        word     = H(K(t) ^ E(e, j))

    Streams: ``j = 0`` the action, ``action = word >> 31``; ``j = 1..4`` the reset values of
    ``x, x_dot, theta, theta_dot`` at step ``t``; ``j = 5..8`` the initial state, drawn with
    ``t = 0`` when the environments are made. A reset value is::

        n     = int32(word >> 8) - 2**23          # integer in [-2**23, 2**23)
        value = float32(n) * RESET_SCALE          # one float32 multiply: exact-rounded everywhere

    with ``RESET_SCALE = float32(0x1.999998p-28)`` (the largest float32 below 0.1, times 2**-24), so
    values lie in ``[-0.049999997, 0.049999997]``, inside Gymnasium's ``[-0.05, 0.05)``. ``float32(n)``
    is exact and a single multiply is correctly rounded in IEEE arithmetic, so no compiler
    contraction (FMA) can change the value: reset values are bit-identical across frameworks.

    ``uniform01(word) = float32(word >> 8) * 2**-24`` (exact, in [0, 1)) is also provided.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

MASK32 = 0xFFFFFFFF
SEED_SALT = 0x9E3779B9
STEP_SALT = 0x85EBCA6B
ENV_SALT = 0xC2B2AE35
ENV_BITS = 28
MAX_ENVS = 1 << ENV_BITS
STREAM_ACTION = 0
STREAMS_RESET = (1, 2, 3, 4)
STREAMS_INIT = (5, 6, 7, 8)
RESET_SCALE = np.float32(float.fromhex("0x1.999998p-28"))
STATE_FIELDS = ("x", "x_dot", "theta", "theta_dot")
COUNTER_FIELDS = ("ep_steps", "episodes", "returns")
FIELDS = STATE_FIELDS + COUNTER_FIELDS
DTYPES = {"x": np.float32, "x_dot": np.float32, "theta": np.float32, "theta_dot": np.float32,
          "ep_steps": np.int32, "episodes": np.int32, "returns": np.float32}


@dataclass(frozen=True)
class CartpoleParams:
    """Primitive CartPole-v1 constants; derived ones are computed, never typed in."""

    gravity: float = 9.8
    masscart: float = 1.0
    masspole: float = 0.1
    length: float = 0.5  # half the pole's length
    force_mag: float = 10.0
    tau: float = 0.02
    x_threshold: float = 2.4
    theta_threshold_degrees: float = 12.0
    max_episode_steps: int = 500

    @property
    def total_mass(self) -> float:
        return self.masspole + self.masscart

    @property
    def polemass_length(self) -> float:
        return self.masspole * self.length

    @property
    def theta_threshold_radians(self) -> float:
        return self.theta_threshold_degrees * 2 * math.pi / 360

    def float32_constants(self) -> dict[str, np.float32]:
        """Every constant a float32 kernel needs, each rounded once from its float64 value."""
        names = ("gravity", "masspole", "total_mass", "length", "polemass_length", "force_mag",
                 "tau", "x_threshold", "theta_threshold_radians")
        out = {n: np.float32(getattr(self, n)) for n in names}
        out["four_thirds"] = np.float32(4.0 / 3.0)
        # the quotients the kernels multiply by instead of dividing, each one float32 division of
        # the rounded constants above (the same bits in every framework)
        out["inv_total_mass"] = np.float32(1) / out["total_mass"]
        out["polemass_length_over_total_mass"] = out["polemass_length"] / out["total_mass"]
        out["masspole_over_total_mass"] = out["masspole"] / out["total_mass"]
        return out


PARAMS = CartpoleParams()


def observation_high() -> np.ndarray:
    """The upper bounds of Gymnasium's CartPole-v1 observation space (its low is the negation):
    twice the termination thresholds for x and theta, float32's largest value for the velocities.
    Every adapter (Gymnasium, stable-baselines3, gymnax) declares this space."""
    c = PARAMS.float32_constants()
    inf = np.finfo(np.float32).max
    return np.array([2 * c["x_threshold"], inf, 2 * c["theta_threshold_radians"], inf], np.float32)


def lowbias32(x):
    """lowbias32 on NumPy uint32 arrays or Python ints (returns the same kind)."""
    if isinstance(x, (int, np.integer)) and not isinstance(x, np.ndarray):
        x = int(x) & MASK32
        x ^= x >> 16
        x = (x * 0x7FEB352D) & MASK32
        x ^= x >> 15
        x = (x * 0x846CA68B) & MASK32
        x ^= x >> 16
        return x
    x = np.asarray(x, dtype=np.uint32)
    with np.errstate(over="ignore"):
        x = x ^ (x >> np.uint32(16))
        x = x * np.uint32(0x7FEB352D)
        x = x ^ (x >> np.uint32(15))
        x = x * np.uint32(0x846CA68B)
        x = x ^ (x >> np.uint32(16))
    return x


_U16, _U15 = np.uint32(16), np.uint32(15)
_M1, _M2 = np.uint32(0x7FEB352D), np.uint32(0x846CA68B)
HASH_MULTIPLIERS = (_M1, _M2)  # lowbias32's two multipliers (numba-cpu passes them as run-time values)


def lowbias32_u32(x):
    """lowbias32 of one np.uint32, written so Numba can compile it for the CPU (``njit``) and the GPU
    (``cuda.jit(device=True)``): the casts keep every operation at 32 bits."""
    x = np.uint32(x ^ (x >> _U16))
    x = np.uint32(x * _M1)
    x = np.uint32(x ^ (x >> _U15))
    x = np.uint32(x * _M2)
    return np.uint32(x ^ (x >> _U16))


# Cephes' sinf/cosf minimax polynomials for |r| <= pi/4 (peak relative error about 3e-8 there):
# sin r = r + r z (S1 + z (S2 + z S3)), cos r = 1 - z/2 + z^2 (C1 + z (C2 + z C3)), z = r^2. Not part
# of the spec (an implementation may compute sin/cos any accurate way); the compiled kernels that use
# them share these, and impls/cuda/cartpole.cu's literals are checked against them.
SIN_POLY = tuple(np.float32(v) for v in (-1.6666654611e-1, 8.3321608736e-3, -1.9515295891e-4))
COS_POLY = tuple(np.float32(v) for v in (4.166664568298827e-2, -1.388731625493765e-3, 2.443315711809948e-5))
_S1, _S2, _S3 = SIN_POLY
_C1, _C2, _C3 = COS_POLY
_HALF, _ONE = np.float32(0.5), np.float32(1.0)
QUARTER_PI = np.float32(0.785398163)  # the polynomials' range: |r| <= pi/4
# Cody-Waite reduction of any angle x by pi/2 into that range: q = floor(x * TWO_OVER_PI + 0.5),
# r = (x - q * PIO2_HI) - q * PIO2_LO (numba-cpu's _sincos, jax_xla.sincos_reduced)
TWO_OVER_PI = np.float32(2 / np.pi)
PIO2_HI = np.float32(np.pi / 2)
PIO2_LO = np.float32(np.pi / 2 - float(PIO2_HI))


def beyond_small_angles(theta) -> bool:
    """Whether any pole angle of a state (NumPy, on the host) is outside sincos_poly's range: only
    a state set from outside can be; every state after a step has |theta| <= 0.21."""
    return bool((np.abs(np.asarray(theta, np.float32)) > QUARTER_PI).any())


def sincos_poly(r):
    """(sin r, cos r) of a float32 |r| <= pi/4 by the polynomials above, written so Numba can compile
    it for the CPU and the GPU."""
    z = r * r
    return ((_S3 * z + _S2) * z + _S1) * z * r + r, ((_C3 * z + _C2) * z + _C1) * z * z - _HALF * z + _ONE


def step_key_fn(h, salt):
    """K(t) = H(S ^ H(t ^ STEP_SALT)) written once for every framework, like sincos_poly: ``h`` is the
    framework's lowbias32 and ``salt`` STEP_SALT as its 32-bit integer type; the function returned
    takes S (seed_key) and t (mod 2**32) as that type (Numba compiles it for the CPU and the GPU, JAX
    and torch.compile trace it)."""
    def step_key(seed_key, t):
        return h(seed_key ^ h(t ^ salt))
    return step_key


def seed_key(seed: int) -> int:
    return lowbias32(int(seed) ^ SEED_SALT)


def step_key(seed: int, t: int) -> int:
    """K(t) for one step, as a Python int."""
    return step_key_fn(lowbias32, STEP_SALT)(seed_key(seed), int(t) & MASK32)


def step_keys(seed: int, t0: int, steps: int) -> np.ndarray:
    """K(t) for t = t0 .. t0+steps-1 as uint32 (step taken mod 2**32)."""
    t = (np.arange(steps, dtype=np.uint64) + np.uint64(int(t0) & MASK32)) & np.uint64(MASK32)
    return step_key_fn(lowbias32, np.uint32(STEP_SALT))(np.uint32(seed_key(seed)), t.astype(np.uint32))


def env_keys(num_envs: int, stream: int) -> np.ndarray:
    """E(e, j) for e = 0 .. num_envs-1 as uint32."""
    e = np.arange(num_envs, dtype=np.uint32)
    return lowbias32((np.uint32(stream << ENV_BITS) | e) ^ np.uint32(ENV_SALT))


def word(seed: int, t: int, env: int, stream: int) -> int:
    """One word of the stream, in plain Python integers (the docstring's formula, line by line)."""
    e_key = lowbias32(((stream << ENV_BITS) | env) ^ ENV_SALT)
    return lowbias32(step_key(seed, t) ^ e_key)


def random_words(seed: int, t: int, num_envs: int, stream: int) -> np.ndarray:
    """The stream's uint32 word for every environment at step t."""
    return lowbias32(np.uint32(step_key(seed, t)) ^ env_keys(num_envs, stream))


def action_from_word(word: np.ndarray) -> np.ndarray:
    return (np.asarray(word, dtype=np.uint32) >> np.uint32(31)).astype(np.int32)


def reset_value_from_word(word: np.ndarray) -> np.ndarray:
    n = (np.asarray(word, dtype=np.uint32) >> np.uint32(8)).astype(np.int32) - np.int32(1 << 23)
    return n.astype(np.float32) * RESET_SCALE


def uniform01(word: np.ndarray) -> np.ndarray:
    return (np.asarray(word, dtype=np.uint32) >> np.uint32(8)).astype(np.float32) * np.float32(2.0**-24)


def initial_state(num_envs: int, seed: int) -> dict[str, np.ndarray]:
    """The state every implementation starts from: streams 5..8 at t = 0, counters at zero."""
    check_num_envs(num_envs)
    k = np.uint32(step_key(seed, 0))
    out = {f: reset_value_from_word(lowbias32(k ^ env_keys(num_envs, j)))
           for f, j in zip(STATE_FIELDS, STREAMS_INIT)}
    out["ep_steps"] = np.zeros(num_envs, np.int32)
    out["episodes"] = np.zeros(num_envs, np.int32)
    out["returns"] = np.zeros(num_envs, np.float32)
    return out


def check_int(value, what: str, low: int, high: int | None = None, valid: str | None = None) -> int:
    """An integer argument (a Python or NumPy integer, not a bool) in [low, high]; a ValueError naming
    ``what``, the range (or ``valid``) and the value otherwise."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low or (
            high is not None and value > high):
        rng = valid or (f"an integer in [{low}, {high}]" if high is not None else
                        "a positive integer" if low == 1 else f"an integer >= {low}")
        raise ValueError(f"{what} must be {rng}, got {value!r}")
    return int(value)


def check_num_envs(num_envs) -> int:
    return check_int(num_envs, "num_envs", 1, MAX_ENVS)


def check_steps(steps) -> int:
    return check_int(steps, "steps", 0, valid="a non-negative integer")


def check_seed(seed) -> int:
    return check_int(seed, "seed", 0, MASK32, valid="an integer in [0, 2**32)")


def physics_step64(x, x_dot, theta, theta_dot, action, p: CartpoleParams = PARAMS):
    """One Euler step in float64 (the reference's dynamics)."""
    force = np.where(action == 1, p.force_mag, -p.force_mag)
    cos, sin = np.cos(theta), np.sin(theta)
    temp = (force + p.polemass_length * theta_dot * theta_dot * sin) / p.total_mass
    theta_acc = (p.gravity * sin - cos * temp) / (
        p.length * (4.0 / 3.0 - p.masspole * cos * cos / p.total_mass))
    x_acc = temp - p.polemass_length * theta_acc * cos / p.total_mass
    return (x + p.tau * x_dot, x_dot + p.tau * x_acc,
            theta + p.tau * theta_dot, theta_dot + p.tau * theta_acc)


def reference_rollout(state: dict, seed: int, t0: int, steps: int,
                      p: CartpoleParams = PARAMS, actions=None) -> dict[str, np.ndarray]:
    """The float64 reference: advance ``state`` from step ``t0`` by ``steps`` steps.

    Random draws are the spec's words (the same float32 reset values every implementation uses);
    dynamics run in float64 and termination compares against the float64 thresholds. ``actions``
    (``(steps, n)`` of 0/1) replaces stream 0, as step mode does.
    Returns the new state with float64 state fields, and, for the last step, ``terminated``,
    ``truncated`` and ``final_obs`` (``(n, 4)``: the state after the step, before any reset).
    """
    n = len(state["x"])
    s = [np.asarray(state[f], dtype=np.float64).copy() for f in STATE_FIELDS]
    ep = np.asarray(state["ep_steps"], dtype=np.int64).copy()
    episodes = np.asarray(state["episodes"], dtype=np.int64).copy()
    returns = np.asarray(state["returns"], dtype=np.float64).copy()
    ekeys = [env_keys(n, j) for j in range(9)]
    th = p.theta_threshold_radians
    terminated = truncated = np.zeros(n, bool)
    final = np.stack(s, axis=1)
    for i, k in enumerate(step_keys(seed, t0, steps)):
        if actions is None:
            action = action_from_word(lowbias32(k ^ ekeys[STREAM_ACTION]))
        else:
            action = np.asarray(actions[i])
        s = list(physics_step64(*s, action, p))
        final = np.stack(s, axis=1)
        ep += 1
        terminated = (s[0] < -p.x_threshold) | (s[0] > p.x_threshold) | (s[2] < -th) | (s[2] > th)
        truncated = ep >= p.max_episode_steps
        done = terminated | truncated
        if done.any():
            episodes += done
            returns += np.where(done, ep, 0)
            ep[done] = 0
            for c, j in enumerate(STREAMS_RESET):
                s[c] = np.where(done, reset_value_from_word(lowbias32(k ^ ekeys[j])), s[c])
    out = dict(zip(STATE_FIELDS, s))
    out.update(ep_steps=ep, episodes=episodes, returns=returns, terminated=terminated,
               truncated=truncated, final_obs=final)
    return out


def stream_words(seed: int, t0: int, steps: int, num_envs: int, stream: int) -> np.ndarray:
    """The stream's uint32 words for steps t0 .. t0+steps-1, ``(steps, num_envs)``: ``random_words``
    of each step at once."""
    return lowbias32(step_keys(seed, t0, steps)[:, None] ^ env_keys(num_envs, stream)[None, :])


def stream_actions(seed: int, t0: int, steps: int, num_envs: int) -> np.ndarray:
    """Stream 0's actions for steps t0 .. t0+steps-1, ``(steps, num_envs)`` int32: what a rollout
    takes, so step mode fed with them reproduces the rollout."""
    return action_from_word(stream_words(seed, t0, steps, num_envs, STREAM_ACTION))


def observations(state: dict) -> np.ndarray:
    """The state's observations, ``(num_envs, 4)`` float32 in the state fields' order (a new array)."""
    return np.stack([np.asarray(state[f], np.float32) for f in STATE_FIELDS], axis=1)
