"""Public Cartpole systems measured as rows of the same tables: the baselines a user would otherwise
pick. They are registered as *external* implementations: they draw their own random numbers (so
they cannot reproduce the spec's streams), keep their own state types and reset rules, and are
checked by their own conformance class (physics of one step from their own observations, and from
a set state where the system allows it; the random policy's mean episode length).

Each keeps, beside the system, the suite's per-environment counters (``episodes``: episodes
finished; ``returns``: the summed length of the finished episodes), which the benchmark's sanity
check and the conformance tests read. What each timed rollout of T steps contains:

``gymnasium-vector``
    Gymnasium's ``CartPoleVectorEnv`` (NumPy, float64 state ``(4, n)``, next-step autoreset: the call
    after an episode ends resets it, ignores its action and returns reward 0), as shipped. T Python
    calls of ``env.step(actions[i])`` with a NumPy int64 action array per step drawn before the
    timed region (a pool of ``(max(T, ACTION_POOL), n)``, each rollout reading on from where the last
    one stopped, so a short round's policy does not repeat its few rows), plus, per step, two
    NumPy operations on the returned flags (``done = terminated | truncated``; ``episodes += done``).
    Everything stays in host memory.
``envpool``
    EnvPool's C++ ``CartPole-v1`` (double state, next-step autoreset) in synchronous mode
    (``batch_size == num_envs``) with ``num_threads`` = the cores this process may use less one, and
    at least one (recorded in the results): the calling thread needs a core of its own (docs/measurement.md,
    "Thread placement"). The same pre-drawn NumPy action arrays and per-step bookkeeping as Gymnasium's;
    each ``env.step`` copies the actions into EnvPool's buffers and the observations out of them.
``gymnax``
    gymnax's ``CartPole-v1`` (JAX, float32, same-step autoreset inside ``env.step``), the way its
    README shows: ``jax.vmap`` of ``env.step`` inside a jitted ``lax.scan`` over T steps, actions
    drawn by ``jax.random`` inside the scan (one ``split`` per step, one key per environment), the
    counters updated inside the scan. One dispatch per rollout, state kept on the device, ending
    with ``block_until_ready``; no host copy. The rollout is compiled once per (n, T) and reported
    as compilation.

Step mode (``step(actions)``, the step-mode benchmark): Gymnasium's and EnvPool's own ``env.step``
with the caller's NumPy actions and the same per-step bookkeeping; gymnax's vmapped ``env.step``
(its same-step autoreset, a key split per call) jitted as one step and called from Python with a JAX
array of actions, the counters updated inside. Their outputs are the systems' own (EnvPool and
Gymnasium autoreset on the next step), so they are measured, not checked against the spec's step.
"""
from __future__ import annotations

import itertools
import warnings

import numpy as np

from impls import spec
from impls.api import Cartpole, NotAvailable, StepResult, check_action_meta


class External(Cartpole):
    """Shared bookkeeping: the suite's counters beside the system's own state."""

    name = ""
    # Whether ``set_state`` can place the system in a given state (EnvPool's cannot be set).
    settable = True

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", rng: str = "own"):
        if rng != "own":
            raise ValueError(f"{self.name}: unknown rng {rng!r}; valid: own")
        self._own_reset = True  # the constructor's initial state: each system keeps its own reset
        super().__init__(num_envs, seed=seed, device=device)
        self._own_reset = False

    def step_actions(self, actions: np.ndarray):
        """One step with the given actions (0/1 per environment), outside any timed region, for the
        conformance tests: (state stepped from (n, 4), state after the step before any reset
        (n, 4), terminated, truncated, which environments really stepped: not a reset step)."""
        raise NotImplementedError


ACTION_POOL = 64  # rows of random actions a rollout of the public systems reads on through (_actions_for)


class _NextStepAutoreset(External):
    """Gymnasium's and EnvPool's bookkeeping. Per step, two NumPy operations on the returned flags
    (``done = terminated | truncated``; ``episodes += done``). The finished episodes' summed length
    is derived when the state is read: every step of an environment is either a step of an episode
    or the reset step that follows an ended one (all but a still pending last one), so it is the
    steps taken, minus the reset steps, minus the steps of the episode now running."""

    name = ""

    def _setup(self):
        n = self.num_envs
        self._rng = np.random.default_rng(self.seed)
        self._action_rows, self._cursor = np.empty((0, n), self.action_dtype), 0
        self.done = np.zeros(n, bool)
        self.episodes = np.zeros(n, np.int64)
        self._steps = 0  # calls since the state was set
        self._base = (np.zeros(n, np.int64), np.zeros(n, np.int64), np.zeros(n, np.int64))

    def _actions_for(self, steps):
        """The random policy's next ``steps`` rows of actions: a pool of at least ACTION_POOL rows, drawn
        before the first (untimed) call that needs that many, read on from where the last rollout
        stopped. Each rollout drawing its own rows again would put the generator in the timed region;
        each reusing the same ``steps`` rows would make the policy periodic, and at the few steps of a
        large num_envs' rounds its episodes end sooner than a random policy's."""
        pool = self._action_rows.shape[0]
        if pool < steps:
            pool = max(steps, ACTION_POOL)
            self._action_rows = self._rng.integers(0, 2, size=(pool, self.num_envs)).astype(self.action_dtype)
            self._cursor = 0
        start, rows = self._cursor, self._action_rows
        self._cursor = (start + steps) % pool
        return rows[start:start + steps] if start + steps <= pool else \
            itertools.chain(rows[start:], rows[:start + steps - pool])

    def _rollout(self, steps):
        episodes, done, step = self.episodes, self.done, self.env.step
        for a in self._actions_for(steps):
            out = step(a)
            np.logical_or(out[2], out[3], out=done)
            episodes += done
        self._last = out
        self._steps += steps

    def _step(self, actions):
        out = self.env.step(actions)
        np.logical_or(out[2], out[3], out=self.done)
        self.episodes += self.done
        self._last = out
        self._steps += 1
        return StepResult(out[0], out[1], out[2], out[3], None)

    # Policy mode: the loop people write around these systems, the spec's policy MLP in torch called
    # beside each step (impls/adapters/split.py's chooser), its observations converted to float32 each step.
    policy_loop = "split"

    def _set_policy(self, policy, greedy):
        from impls.torch_impls import policy_chooser

        self._choose = policy_chooser(self.num_envs, policy, greedy, "cpu")

    def _rollout_policy(self, steps):
        episodes, done, step, choose = self.episodes, self.done, self.env.step, self._choose
        obs = self._obs_now()
        for k in spec.step_keys(self.seed, self.t, steps):
            out = step(choose(np.asarray(obs, np.float32), k).astype(self.action_dtype))
            obs = out[0]
            np.logical_or(out[2], out[3], out=done)
            episodes += done
        self._last = out
        self._steps += steps

    def _counters(self):
        ep0, episodes0, returns0 = self._base
        new = self.episodes - episodes0
        resets = new - self.done  # every ended episode but a pending last one had its reset step
        running = np.where(self.done, 0, self._ep_steps_now())
        returns = returns0 + ep0 + (self._steps - resets) - running
        return {"ep_steps": running, "episodes": self.episodes, "returns": returns}

    def _set_counters(self, state):
        self._base = tuple(np.asarray(state[f], np.int64).copy() for f in ("ep_steps", "episodes", "returns"))
        self.episodes = self._base[1].copy()
        self.done = np.zeros(self.num_envs, bool)
        self._steps = 0


class GymnasiumVector(_NextStepAutoreset):
    name = "gymnasium-vector"
    action_dtype = np.int64

    def _setup(self):
        try:
            from gymnasium.envs.classic_control.cartpole import CartPoleVectorEnv
        except ImportError as exc:
            raise NotAvailable(f"gymnasium is not installed ({exc})") from exc
        self.env = CartPoleVectorEnv(num_envs=self.num_envs)
        self.env.reset(seed=self.seed)
        super()._setup()

    def _ep_steps_now(self):
        return self.env.steps

    def _obs_now(self):
        return self.env.state.T

    def _get(self):
        return {**dict(zip(spec.STATE_FIELDS, self.env.state)), **self._counters()}

    def _set(self, state):
        self._set_counters(state)
        if self._own_reset:
            return
        self.env.state = np.stack([np.asarray(state[f], np.float64) for f in spec.STATE_FIELDS])
        self.env.steps = np.asarray(state["ep_steps"], np.int32).copy()
        self.env.prev_done = np.zeros(self.num_envs, bool)

    def step_actions(self, actions):
        stepped = ~self.env.prev_done
        before = self.env.state.T.copy()
        _, _, term, trunc, _ = self.env.step(np.asarray(actions, np.int64))
        return before, self.env.state.T.copy(), term, trunc, stepped


class EnvPool(_NextStepAutoreset):
    name = "envpool"
    action_dtype = np.int32  # what its CartPole-v1 action spec declares
    settable = False

    def _setup(self):
        try:
            import envpool
        except ImportError as exc:
            raise NotAvailable(f"envpool is not installed ({exc})") from exc
        from impls.api import CPU_CORES

        # One core left to the calling thread: EnvPool's workers take each environment's step off one
        # queue under one semaphore, waiting on it by spinning, so a worker that the caller pushes off
        # its core while holding it holds up the others (docs/measurement.md, "Thread placement").
        self.threads = max(1, CPU_CORES - 1)
        n = self.num_envs
        self.env = envpool.make("CartPole-v1", env_type="gymnasium", num_envs=n, batch_size=n,
                                num_threads=self.threads, seed=self.seed)
        with warnings.catch_warnings():  # its first reset builds (and keeps) its Gymnasium observation space
            # from float64 bounds, which Gymnasium warns it casts to the float32 of the observations
            warnings.filterwarnings("ignore", r".*Box (low|high)'s precision lowered", UserWarning)
            obs, info = self.env.reset()
        self._last = (obs, None, np.zeros(n, bool), np.zeros(n, bool), info)
        super()._setup()

    def _ep_steps_now(self):
        return np.asarray(self._last[4]["elapsed_step"], np.int64)

    def _obs_now(self):
        return self._last[0]

    def _get(self):
        return {**dict(zip(spec.STATE_FIELDS, self._last[0].T)), **self._counters()}

    def _set(self, state):
        if not self._own_reset:
            raise ValueError("envpool's state cannot be set (its C++ environments do not expose it)")
        self._set_counters(state)

    def step_actions(self, actions):
        stepped = ~(self._last[2] | self._last[3])
        before = self._last[0].astype(np.float64)
        self._last = self.env.step(np.asarray(actions, np.int32))
        self.done = self._last[2] | self._last[3]
        return before, self._last[0].astype(np.float64), self._last[2], self._last[3], stepped

    def describe(self):
        return {"threads": self.threads}


# -- gymnax: jit + vmap + scan ----------------------------------------------------------------------------
class Gymnax(External):
    name = "gymnax"
    kept_between_processes = "JAX's persistent cache of compiled programs"

    def _setup(self):
        try:
            import gymnax
            import jax
            import jax.numpy as jnp
        except ImportError as exc:
            raise NotAvailable(f"gymnax is not installed ({exc})") from exc
        try:
            self.dev = jax.devices("gpu" if self.device == "cuda" else "cpu")[0]
        except RuntimeError as exc:
            raise NotAvailable(f"JAX has no {self.device} device here ({str(exc).splitlines()[0]})") from None
        self.jax, self.jnp = jax, jnp
        self.env, self.env_params = gymnax.make("CartPole-v1")
        self.key = jax.device_put(jax.random.key(self.seed), self.dev)
        self._rollouts = {}
        step = jax.vmap(self.env.step, in_axes=(0, 0, 0, None))
        self._step1 = jax.jit(jax.vmap(self.env.step_env, in_axes=(0, 0, 0, None)))
        params = self.env_params

        def rollout_with(choose):
            """The rollout, each step's actions from ``choose(key, state, n, *args)``."""
            def rollout(key, state, ep, episodes, returns, steps, *args):
                def body(carry, _):
                    key, state, ep, episodes, returns = carry
                    key, k_act, k_step = jax.random.split(key, 3)
                    actions = choose(k_act, state, ep.shape[0], *args)
                    _, state, _, term, trunc, _ = step(jax.random.split(k_step, ep.shape[0]), state, actions, params)
                    done = term | trunc
                    ep = ep + 1
                    episodes = episodes + done
                    returns = returns + jnp.where(done, ep, 0)
                    return (key, state, jnp.where(done, 0, ep), episodes, returns), None

                return jax.lax.scan(body, (key, state, ep, episodes, returns), None, length=steps)[0]
            return rollout

        def policy_actions(k, state, n, w, greedy):
            """Policy mode: the spec's MLP on gymnax's state (the fused loop; u from jax.random,
            gymnax's own random numbers)."""
            dot = lambda a, b: jnp.matmul(a, b, precision=jax.lax.Precision.HIGHEST)  # noqa: E731
            obs = jnp.stack([state.x, state.x_dot, state.theta, state.theta_dot], 1).astype(jnp.float32)
            h = jnp.tanh(dot(jnp.tanh(dot(obs, w["W1"]) + w["b1"]), w["W2"]) + w["b2"])
            logits = dot(h, w["W3"]) + w["b3"]
            gap = logits[:, 1] - logits[:, 0]
            push = gap > 0 if greedy else jax.random.uniform(k, (n,)) < jax.nn.sigmoid(gap)
            return push.astype(jnp.int32)

        self._rollout_fn = jax.jit(rollout_with(lambda k, state, n: jax.random.randint(k, (n,), 0, 2)),
                                   static_argnums=5)
        self._policy_rollout_fn = jax.jit(rollout_with(policy_actions), static_argnums=(5, 7))

        def step_fn(key, state, ep, episodes, returns, actions):
            key, k_step = jax.random.split(key)
            obs, state, reward, term, trunc, _ = step(jax.random.split(k_step, ep.shape[0]), state, actions, params)
            done = term | trunc
            ep = ep + 1
            return (key, state, jnp.where(done, 0, ep), episodes + done, returns + jnp.where(done, ep, 0),
                    obs, reward, term, trunc)

        self._step_fn = jax.jit(step_fn)

    def _set_policy(self, policy, greedy):
        self._w = {k: self.jax.device_put(v, self.dev) for k, v in policy.arrays().items()}

    def _rollout_policy(self, steps):
        self.key, self.es, self.ep, self.episodes, self.returns = self._policy_rollout_fn(
            self.key, self.es, self.ep, self.episodes, self.returns, steps, self._w, self.greedy)

    def _actions(self, actions):
        if isinstance(actions, self.jax.Array):
            check_action_meta(actions.shape, np.dtype(actions.dtype).kind, actions.dtype, self.num_envs)
            return actions
        return self.jax.device_put(super()._actions(actions), self.dev)

    def _step(self, actions):
        self.key, self.es, self.ep, self.episodes, self.returns, obs, reward, term, trunc = self._step_fn(
            self.key, self.es, self.ep, self.episodes, self.returns, actions)
        return StepResult(obs, reward, term, trunc, None)

    def _rollout(self, steps):
        self.key, self.es, self.ep, self.episodes, self.returns = self._rollout_fn(
            self.key, self.es, self.ep, self.episodes, self.returns, steps)

    def sync(self):
        if hasattr(self, "returns"):
            self.returns.block_until_ready()

    def _get(self):
        s = self.es
        return {"x": s.x, "x_dot": s.x_dot, "theta": s.theta, "theta_dot": s.theta_dot,
                "ep_steps": self.ep, "episodes": self.episodes, "returns": self.returns}

    def _set(self, state):
        from gymnax.environments.classic_control.cartpole import EnvState

        put = lambda a, dt: self.jax.device_put(self.jnp.asarray(np.asarray(a, dt)), self.dev)  # noqa: E731
        if self._own_reset:  # gymnax's own reset, vmapped
            self.key, k = self.jax.random.split(self.key)
            keys = self.jax.random.split(k, self.num_envs)
            _, self.es = self.jax.jit(self.jax.vmap(self.env.reset, in_axes=(0, None)))(keys, self.env_params)
            self.es = self.jax.device_put(self.es, self.dev)
            state = {**state, **{f: np.asarray(getattr(self.es, f)) for f in spec.STATE_FIELDS}}
        self.es = EnvState(**{f: put(state[f], np.float32) for f in spec.STATE_FIELDS},
                              time=put(state["ep_steps"], np.int32))
        self.ep = put(state["ep_steps"], np.int32)
        self.episodes = put(state["episodes"], np.int32)
        self.returns = put(state["returns"], np.int32)

    def step_actions(self, actions):
        before = np.stack([np.asarray(getattr(self.es, f), np.float64) for f in spec.STATE_FIELDS], 1)
        keys = self.jax.random.split(self.jax.random.key(0), self.num_envs)
        _, after, _, term, _ = self._step1(keys, self.es, self.jnp.asarray(actions, np.int32), self.env_params)
        self.es = after
        after = np.stack([np.asarray(getattr(after, f), np.float64) for f in spec.STATE_FIELDS], 1)
        n = self.num_envs  # step_env does not truncate; every environment stepped
        return before, after, np.asarray(term), np.zeros(n, bool), np.ones(n, bool)
