"""JAX-XLA: the fusion study's ladder of variants, one flag at a time, on the shared spec.

Every rung is the same generic rollout (``_build_rollout``) with one more change switched on, so the
difference between two adjacent rungs is exactly one fusion-relevant change:

==========================  ======================  ===========  ========  ======  =======
name                        random numbers          drawn        state     unroll  donated
==========================  ======================  ===========  ========  ======  =======
``jax-naive``               threefry (jax.random)   in the loop  stacked   1       no
``jax-naive-rngkernel``     same, GPU kernel lowering            stacked   1       no
``jax-precomputed-rng``     threefry                before loop  stacked   1       no
``jax-no-concat``           threefry                before loop  4 arrays  1       no
``jax-unroll``              threefry                before loop  4 arrays  swept   no
``jax-fused``               the spec's hash         in the loop  4 arrays  tuned   yes
==========================  ======================  ===========  ========  ======  =======

*stacked*: the four state components live in one ``(num_envs, 4)`` array that is rebuilt with
``jnp.stack`` (a concatenate in HLO) every step, as in the study's baseline (its Fig. 2); *4 arrays*:
the components are carried separately and no concatenate remains.

Random numbers. ``threefry`` draws per step ``k = fold_in(key, t)``, ``ka, kr = split(k)``,
``bernoulli(ka, 0.5, (n,))`` for the actions and ``uniform(kr, (n, 4), -0.05, 0.05)`` for the reset
values, so every threefry rung draws the same numbers whether it draws them inside or before the
loop, and successive rollouts continue the stream. threefry cannot reproduce the spec's stream, so
every threefry rung also runs with ``rng="spec"``: the spec's counter-based hash drawn at the same
place (inside or before the loop, same layout), which the conformance suite checks bit for bit
against the reference; the threefry mode gets the statistical checks.
``jax-naive-rngkernel`` is ``jax-naive`` lowered with ``jax_threefry_gpu_kernel_lowering=True``, which
on GPU restores the separate threefry kernel (a custom call) that the study saw before JAX 0.4.27;
on the CPU the option changes nothing (the fusion table shows the identical HLO).

Why ``jax-fused`` is fast: the spec's hash needs no key state and no large arrays (the per-step key
K(t) is a scalar computed in the loop, the per-environment keys E(e, j) come from an iota), so each
step is one elementwise fusion that reads the seven state arrays once and writes them once; the
unrolled loop body chains ``unroll`` steps, so the loop's per-iteration overhead (condition,
dynamic-slice bookkeeping, thunk dispatch on the CPU, a launch per kernel on the GPU) is paid once per
``unroll`` steps; donated buffers let XLA update the state in place instead of allocating outputs.
Nothing is precomputed, so memory traffic stays O(num_envs) per step and not O(num_envs * steps).
On the CPU, XLA's default fusion makes one loop fusion per output array and duplicates the shared
physics (sin, cos, the division) into several of them, and unrolling compounds the duplication;
multi-output fusion computes the step once for all seven outputs. XLA only takes that option from
XLA_FLAGS at process start, so the registry asks for it in jax-fused's own process (the sweep and the
fusion commands start one per implementation); what it gained: docs/history.md, "jax-fused".

jax-fused computes sin and cos of the pole angle with the spec module's small-angle polynomials
(``spec.sincos_poly``, as numba-cpu and the CUDA kernels do) instead of XLA's ``sin``/``cos``, whose
argument reduction and range handling dominated its step (the measurement and its run folder:
docs/history.md, "jax-fused"). Every state after a
step has |theta| <= 0.21, inside the polynomials' range; a state set from outside with larger angles
(``set_state``) gets one step with XLA's sin/cos first (a program with that step peeled off the
loop, compiled only then), in step mode too, so step mode still reproduces a rollout bit for bit.

Step mode (jax-fused only): one jitted call per step (``build_step``), the carry donated and the
step counter kept on the device; the action check is an ``all`` in the same computation, whose
``ok`` flag the call reads, so a bad action is an immediate ValueError and changes nothing. A call's
time at one environment is JAX's dispatch floor, the jitted call (ten arguments, seven donated, seven
outputs), reading ``ok`` (it waits for the computation) and the Python around it; actions already on
the device are used as given and ``t`` stays on the device, both measured costs (the breakdown:
docs/history.md, "jax-fused step mode").
"""
from __future__ import annotations

import os

import numpy as np

from impls import compile_count, spec, xla_dump
from impls.api import (CACHE_VERSIONS, Cartpole, NotAvailable, StepResult, bad_action_error, check_action_meta,
                       compile_cache)

try:
    import jax
    import jax.numpy as jnp
    from jax import lax
    from impls import compat_jax as compat
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"jax is not installed ({exc})") from exc


def keep_programs() -> str | None:
    """JAX's persistent cache on the user's path (impls.api.compile_cache), every program kept however fast
    it compiled; where a run set JAX's own variable, JAX reads that itself. The folder, or None."""
    import impls

    folder = compile_cache("jax", __name__, CACHE_VERSIONS["jax"], impls.JAX_CACHE_VARIABLE)
    if folder is not None and not os.environ.get(impls.JAX_CACHE_VARIABLE):
        jax.config.update("jax_compilation_cache_dir", str(folder))
        jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
    return None if folder is None else str(folder)


keep_programs()

_C = spec.PARAMS.float32_constants()
F32 = np.float32
FORCE, TAU = _C["force_mag"], _C["tau"]
INV_M, PML_OVER_M, MP_OVER_M = (_C["inv_total_mass"], _C["polemass_length_over_total_mass"],
                                _C["masspole_over_total_mass"])
MAX_STEPS = spec.PARAMS.max_episode_steps


# -- the spec's random stream in jnp (uint32 arithmetic wraps) ---------------------------------------
def _h(x):
    x = x ^ (x >> 16)
    x = x * jnp.uint32(0x7FEB352D)
    x = x ^ (x >> 15)
    x = x * jnp.uint32(0x846CA68B)
    return x ^ (x >> 16)


step_key = spec.step_key_fn(_h, np.uint32(spec.STEP_SALT))  # K(t)


def _env_keys(n: int, stream: int, base=None):
    """E(e, j) from an iota: computed in the kernel, no array in memory. ``base``: the global index
    of the first environment (a shard's offset; None: 0)."""
    e = lax.iota(jnp.uint32, n)
    if base is not None:
        e = e + base
    return _h((jnp.uint32(stream << spec.ENV_BITS) | e) ^ jnp.uint32(spec.ENV_SALT))


def reset_value(w):
    n = (w >> 8).astype(jnp.int32) - jnp.int32(1 << 23)
    return n.astype(jnp.float32) * spec.RESET_SCALE


def spec_draw(seed_key, t, n: int, base=None):
    """(push (n,) bool, resets (n, 4) float32) of step t from the spec's hash."""
    k = step_key(seed_key, t)
    push = (_h(k ^ _env_keys(n, spec.STREAM_ACTION, base)) >> 31) == 1
    resets = [reset_value(_h(k ^ _env_keys(n, j, base))) for j in spec.STREAMS_RESET]
    return push, resets


def threefry_draw(key, t, n: int, base=None):
    """(push (n,) bool, resets: four (n,) float32) of step t from jax.random (threefry)."""
    ka, kr = jax.random.split(jax.random.fold_in(key, t))
    push = jax.random.bernoulli(ka, 0.5, (n,))
    r = jax.random.uniform(kr, (n, 4), jnp.float32, -0.05, 0.05)
    return push, [r[:, i] for i in range(4)]


# -- one step of the shared physics -----------------------------------------------------------------
def sincos_reduced(x):
    """sin and cos of any float32 ``x``: a Cody-Waite reduction by pi/2, then the spec module's
    polynomials (numba-cpu's ``_sincos`` in jnp). For compilers whose own sin/cos are approximations
    (IREE's polynomial expansion is off by up to 1e-6 at large angles)."""
    q = jnp.floor(x * spec.TWO_OVER_PI + np.float32(0.5))
    r = (x - q * spec.PIO2_HI) - q * spec.PIO2_LO
    s, c = spec.sincos_poly(r)
    qi = q.astype(jnp.int32)
    sw = (qi & 1) != 0
    sn, cs = jnp.where(sw, c, s), jnp.where(sw, s, c)
    return jnp.where((qi & 2) != 0, -sn, sn), jnp.where(((qi + 1) & 2) != 0, -cs, cs)


def physics(x, x_dot, theta, theta_dot, push, small_angle: bool = False, reduced: bool = False):
    """One update. ``small_angle``: sin and cos by the spec module's polynomials (exact to about an
    ulp for |theta| <= pi/4, which every state after a step satisfies) instead of XLA's sin/cos with
    their argument reduction; ``reduced``: by ``sincos_reduced`` (any angle)."""
    force = jnp.where(push, FORCE, -FORCE)
    if small_angle:
        sin, cos = spec.sincos_poly(theta)
    elif reduced:
        sin, cos = sincos_reduced(theta)
    else:
        cos, sin = jnp.cos(theta), jnp.sin(theta)
    temp = (force + _C["polemass_length"] * theta_dot * theta_dot * sin) * INV_M
    theta_acc = (_C["gravity"] * sin - cos * temp) / (
        _C["length"] * (_C["four_thirds"] - MP_OVER_M * cos * cos))
    x_acc = temp - PML_OVER_M * theta_acc * cos
    return x + TAU * x_dot, x_dot + TAU * x_acc, theta + TAU * theta_dot, theta_dot + TAU * theta_acc


def spec_step(carry, key, t, n: int, small_angle: bool, reduced: bool = False, base=None):
    """One rollout step of jax-fused's kind on the 4-array carry (x, x_dot, theta, theta_dot, ep,
    episodes, returns): the spec's words of step ``t`` drawn in place, the physics (``small_angle``,
    ``reduced``: see ``physics``), the counters and the same-step reset; ``base``: the global index of
    the first of these ``n`` environments. iree-cpu and jax-pallas run this step through another
    compiler and as a Pallas kernel."""
    push, resets = spec_draw(key, t, n, base)
    x, x_dot, theta, theta_dot, ep, episodes, returns = carry
    after = physics(x, x_dot, theta, theta_dot, push, small_angle, reduced)
    done, ep, episodes, returns = episode_end(after[0], after[2], ep, episodes, returns)
    return (*(jnp.where(done, r, v) for r, v in zip(resets, after)), ep, episodes, returns)


def end_flags(x, theta, ep):
    """(terminated, truncated) after the update; ``ep`` already counts this step."""
    return (jnp.abs(x) > _C["x_threshold"]) | (jnp.abs(theta) > _C["theta_threshold_radians"]), ep >= MAX_STEPS


def episode_end(x, theta, ep, episodes, returns):
    ep = ep + 1
    terminated, truncated = end_flags(x, theta, ep)
    done = terminated | truncated
    episodes = episodes + done.astype(jnp.int32)
    returns = returns + jnp.where(done, ep, 0).astype(jnp.float32)
    return done, jnp.where(done, 0, ep), episodes, returns


def _build_rollout(n: int, steps: int, rng: str, draw_in_loop: bool, stacked: bool, unroll: int,
                   env_base=None, small_angle: bool = False, peel: bool = False):
    """The rollout of ``steps`` steps as a pure function (carry, key, t0) -> carry.

    carry: (state (n, 4), ep, episodes, returns) when ``stacked``, else (x, x_dot, theta, theta_dot,
    ep, episodes, returns). key: threefry key data (uint32[2]) or the spec's seed key S (uint32).
    ``env_base``: a function giving the global index of the first environment, called where the
    rollout is traced (a shard's offset under shard_map; None: 0). ``small_angle``: the physics'
    polynomial sin/cos; ``peel``: the first step with XLA's sin/cos, outside the loop (for a state
    set from outside with pole angles beyond pi/4).
    """
    draw = spec_draw if rng == "spec" else threefry_draw

    def step(carry, push, resets, small=small_angle):
        if stacked:
            s, ep, episodes, returns = carry
            x, x_dot, theta, theta_dot = (s[:, i] for i in range(4))
        else:
            x, x_dot, theta, theta_dot, ep, episodes, returns = carry
        x, x_dot, theta, theta_dot = physics(x, x_dot, theta, theta_dot, push, small)
        done, ep, episodes, returns = episode_end(x, theta, ep, episodes, returns)
        if stacked:  # the study's baseline: rebuild the state array, then select the reset rows
            s = jnp.where(done[:, None], jnp.stack(resets, axis=1),
                          jnp.stack([x, x_dot, theta, theta_dot], axis=1))
            return (s, ep, episodes, returns)
        new = [jnp.where(done, r, v) for r, v in zip(resets, (x, x_dot, theta, theta_dot))]
        return (*new, ep, episodes, returns)

    def rollout(carry, key, t0):
        base = env_base() if env_base is not None else None
        if peel:
            push, resets = draw(key, t0, n, base)
            carry = step(carry, push, resets, small=False)
            t0 = t0 + jnp.uint32(1)
        ts = t0 + jnp.arange(steps - peel, dtype=jnp.uint32)  # wraps mod 2**32 like the spec's t
        if draw_in_loop:
            def body(c, t):
                push, resets = draw(key, t, n, base)
                return step(c, push, resets), None
            xs = ts
        else:
            xs = jax.vmap(lambda t: draw(key, t, n, base))(ts)  # (T, n) actions, four (T, n) resets

            def body(c, x):
                push, resets = x
                return step(c, push, resets), None
        carry, _ = lax.scan(body, carry, xs, unroll=unroll)
        return carry

    return rollout


def mlp(w: dict, obs):
    """The policy's network (impls/policy.py) on observations ``(n, 4)``: two tanh layers and the
    linear output (``(n, 2)`` logits for the policy; any width of W3, as a critic's one value), the
    matrix products at full float32 precision (no TF32 on a GPU). The suite's PPO (impls/train/ppo.py) uses
    it for its actor and critic."""
    dot = lambda a, b: jnp.matmul(a, b, precision=lax.Precision.HIGHEST)  # noqa: E731
    h = jnp.tanh(dot(obs, w["W1"]) + w["b1"])
    h = jnp.tanh(dot(h, w["W2"]) + w["b2"])
    return dot(h, w["W3"]) + w["b3"]


def action_uniform(k, n: int, base=None):
    """The spec's uniform01 of stream 0 (the action stream) for step key ``k``: the policy's u."""
    return (_h(k ^ _env_keys(n, spec.STREAM_ACTION, base)) >> 8).astype(jnp.float32) * jnp.float32(2.0**-24)


def policy_push(w: dict, x, x_dot, theta, theta_dot, k, n: int, greedy: bool, base=None):
    """The spec's policy (impls/policy.py) for step key ``k``: the MLP on the state, then
    u < sigmoid(gap), u from stream 0 (greedy: gap > 0)."""
    logits = mlp(w, jnp.stack([x, x_dot, theta, theta_dot], axis=1))
    gap = logits[:, 1] - logits[:, 0]
    if greedy:
        return gap > 0
    u = action_uniform(k, n, base)
    return u < jnp.float32(1) / (jnp.float32(1) + jnp.exp(-gap))


def _build_policy_rollout(n: int, steps: int, unroll: int, small_angle: bool, peel: bool, greedy: bool):
    """Policy mode's rollout (carry, seed key S, t0, weights) -> carry: jax-fused's loop with the MLP
    choosing each step's action inside the same scan (the weights a run-time argument)."""
    def step(carry, w, t, key, small):
        x, x_dot, theta, theta_dot, ep, episodes, returns = carry
        push = policy_push(w, x, x_dot, theta, theta_dot, step_key(key, t), n, greedy)
        _, resets = spec_draw(key, t, n)
        x, x_dot, theta, theta_dot = physics(x, x_dot, theta, theta_dot, push, small)
        done, ep, episodes, returns = episode_end(x, theta, ep, episodes, returns)
        new = [jnp.where(done, r, v) for r, v in zip(resets, (x, x_dot, theta, theta_dot))]
        return (*new, ep, episodes, returns)

    def rollout(carry, key, t0, w):
        if peel:
            carry = step(carry, w, t0, key, False)
            t0 = t0 + jnp.uint32(1)
        ts = t0 + jnp.arange(steps - peel, dtype=jnp.uint32)
        carry, _ = lax.scan(lambda c, t: (step(c, w, t, key, small_angle), None), carry, ts, unroll=unroll)
        return carry

    return rollout


def build_step(n: int, small_angle: bool = False, reduced: bool = False):
    """Step mode as a pure function (carry, actions, seed key S, t) -> (carry, obs, terminated,
    truncated, final_obs, ok, t + 1). ``ok`` is False when an action is not 0 or 1; the carry is then
    returned unchanged (selected in the same fusion), so a bad call changes nothing. ``t`` stays on
    the device from call to call (a host scalar argument was a measured cost per call: docs/history.md)."""
    def step(carry, actions, seed_key, t):
        if actions.dtype == jnp.bool_:
            ok, push = jnp.bool_(True), actions
        else:
            ok, push = jnp.all((actions >= 0) & (actions <= 1)), actions == 1
        k = step_key(seed_key, t)
        x, x_dot, theta, theta_dot, ep, episodes, returns = carry
        after = physics(x, x_dot, theta, theta_dot, push, small_angle, reduced)
        terminated, truncated = end_flags(after[0], after[2], ep + 1)
        done, ep, episodes, returns = episode_end(after[0], after[2], ep, episodes, returns)
        new = [jnp.where(done, reset_value(_h(k ^ _env_keys(n, j))), v)
               for j, v in zip(spec.STREAMS_RESET, after)]
        new_carry = tuple(jnp.where(ok, a, b) for a, b in zip((*new, ep, episodes, returns), carry))
        return (new_carry, jnp.stack(new_carry[:4], axis=1), terminated, truncated,
                jnp.stack(after, axis=1), ok, t + jnp.uint32(1))

    return step


# Lowered and compiled programs shared by every instance in the process, keyed by what they are
# built from (JaxCartpole._program_key): a new instance of the same shape and options reuses them
# instead of compiling again (docs/history.md: what a program costs to compile).
_PROGRAMS: dict = {}


class JaxCartpole(Cartpole):
    """The generic rung; each registered variant below sets its flags."""

    name = ""  # a shared base, not an implementation
    # nothing where impls/compat_jax.py turns that cache off (JAX before 0.6)
    kept_between_processes = "JAX's persistent cache of compiled programs" if compat.CACHE_LOADS else ""
    rng_modes = ("threefry", "spec")  # the first is the default (benchmarks)
    draw_in_loop = True
    stacked = True
    default_unroll = 1
    donate = False
    threefry_kernel_lowering = False
    small_angle = False  # the study's rungs keep XLA's sin/cos
    any_angle = True

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", rng: str | None = None,
                 unroll: int | None = None):
        self.rng = rng or self.rng_modes[0]
        if self.rng not in self.rng_modes:
            raise ValueError(f"rng must be one of {', '.join(self.rng_modes)}, got {rng!r}")
        self.unroll = self.device_defaults.get(device, {}).get("unroll", self.default_unroll) if unroll is None else unroll
        self.unroll = spec.check_int(self.unroll, "unroll", 1)
        self.compiler_options = {}  # XLA's options for this instance's rollout programs (jax-fused's knobs)
        super().__init__(num_envs, seed=seed, device=device)

    def compilations(self):
        return compile_count.jax_compilations()

    def _setup(self):
        _note_backend_start()
        try:
            self.jdev = jax.devices("gpu" if self.device == "cuda" else self.device)[0]
        except RuntimeError as exc:
            raise NotAvailable(f"JAX has no {self.device} device here ({str(exc).splitlines()[0]})") from None
        if self.rng == "spec":
            key = np.uint32(spec.seed_key(self.seed))
        else:
            key = jax.random.key_data(jax.random.PRNGKey(np.uint32(self.seed)))
        self.key = jax.device_put(key, self.jdev)
        self._reward = None
        self._t_host = None  # the step counter on the device (self._t_dev) is made on the first step

    def _seed_changed(self):
        self._setup()

    # -- state -------------------------------------------------------------------------------------
    def _set(self, state):
        put = lambda a: jax.device_put(np.asarray(a), self.jdev)  # noqa: E731
        counters = tuple(put(state[f]) for f in spec.COUNTER_FIELDS)
        if self.stacked:
            s = spec.observations(state)
            self.carry = (put(s), *counters)
        else:
            self.carry = (*(put(state[f]) for f in spec.STATE_FIELDS), *counters)
        self._angles_set(state)

    def _angles_set(self, state):
        """After a state set from outside, the next step may see pole angles beyond pi/4."""
        self.any_angle = spec.beyond_small_angles(state["theta"])

    def _peel(self) -> bool:
        """Whether the next step needs XLA's sin/cos (a small-angle variant after set_state)."""
        return self.small_angle and self.any_angle

    def _get(self):
        arrays = [np.array(a) for a in self.carry]  # writable copies
        if self.stacked:
            s = arrays.pop(0)
            arrays = [s[:, i] for i in range(4)] + arrays
        return dict(zip(spec.FIELDS, arrays))

    def sync(self):
        jax.block_until_ready(self.carry)

    # -- compiled rollout --------------------------------------------------------------------------
    def _program_key(self, steps: int, peel: bool) -> tuple:
        """What a compiled rollout is built from: instances with the same key share it (_PROGRAMS)."""
        return (type(self).__name__, self.num_envs, steps, peel, self.rng, self.draw_in_loop, self.stacked,
                self.unroll, self.small_angle, self.donate, self.threefry_kernel_lowering, str(self.jdev))

    def lowered(self, steps: int, peel: bool = False):
        """The jitted rollout of ``steps`` steps, lowered for this device (cached); ``peel``: its
        first step with XLA's sin/cos (see _build_rollout)."""
        key = ("lowered", *self._program_key(steps, peel))
        if key not in _PROGRAMS:
            fn = _build_rollout(self.num_envs, steps, self.rng, self.draw_in_loop, self.stacked, self.unroll,
                                small_angle=self.small_angle, peel=peel)
            jitted = jax.jit(fn, donate_argnums=(0,) if self.donate else ())
            with compat.threefry_gpu_kernel_lowering(self.threefry_kernel_lowering):
                _PROGRAMS[key] = jitted.lower(self.carry, self.key, self._t0(0))
        return _PROGRAMS[key]

    def lower_for(self, platform: str, steps: int):
        """Lower (not compile) the rollout for another platform, e.g. 'cuda' on a machine without
        a GPU: the pre-optimization HLO then shows what that backend would be given."""
        fn = _build_rollout(self.num_envs, steps, self.rng, self.draw_in_loop, self.stacked, self.unroll,
                            small_angle=self.small_angle)
        with compat.threefry_gpu_kernel_lowering(self.threefry_kernel_lowering):
            return jax.jit(fn).trace(self.carry, self.key, self._t0(0)).lower(lowering_platforms=(platform,))

    def lower_on(self, devices, steps: int, policy=None):
        """This rollout of ``steps`` steps (with ``policy``, an impls.policy.Policy: policy mode's)
        lowered for ``devices`` (its first; jax devices of a compile-only GPU topology), the arguments
        abstract: how harness gpu-compile compiles the very program this implementation runs for a GPU
        this machine does not have. Compiled options (rng, unroll, layout, donation, the threefry
        lowering) are this instance's."""
        if policy is None:
            fn = _build_rollout(self.num_envs, steps, self.rng, self.draw_in_loop, self.stacked, self.unroll,
                                small_angle=self.small_angle)
            args = (self.carry, self.key, self._t0(0))
        else:
            if self.stacked or self.rng != "spec":
                raise NotImplementedError(f"{self.name} has no policy mode")
            fn = _build_policy_rollout(self.num_envs, steps, self.unroll, self.small_angle, False, False)
            args = (self.carry, self.key, self._t0(0), policy.arrays())
        with compat.threefry_gpu_kernel_lowering(self.threefry_kernel_lowering):
            return jax.jit(fn, donate_argnums=(0,) if self.donate else ()).lower(*abstract_on(devices[:1], args))

    def compiled(self, steps: int, peel: bool = False):
        key = ("compiled", *self._program_key(steps, peel), *sorted(self.compiler_options.items()))
        if key not in _PROGRAMS:
            _PROGRAMS[key] = self.lowered(steps, peel).compile(self.compiler_options or None)
        return _PROGRAMS[key]

    def _t0(self, t: int):
        return jax.device_put(np.uint32(int(t) & spec.MASK32), self.jdev)

    def _rollout(self, steps):
        self.carry = self.compiled(steps, self._peel())(self.carry, self.key, self._t0(self.t))
        self.any_angle = False

    # -- step mode (jax-fused: the registry's step field) ---------------------------------------------
    def _actions(self, actions):
        if isinstance(actions, jax.Array):  # used as given: a device_put here was a measured cost
            check_action_meta(actions.shape, np.dtype(actions.dtype).kind, actions.dtype, self.num_envs)
            return actions
        a = np.asarray(actions)
        check_action_meta(a.shape, a.dtype.kind, a.dtype, self.num_envs)
        if a.dtype.itemsize > 4 and a.dtype.kind != "b" and a.view(np.uint64).max() > 1:
            raise bad_action_error(a)  # JAX narrows 64-bit integers to 32 bits: 2**32 + 1 would pass as 1
        # passed to the jitted step as it is: its C++ dispatch copies it in (a device_put here first
        # was slower: docs/history.md, "jax-fused step mode")
        return a

    def device_actions(self, rows):
        return [jax.device_put(self._actions(r), self.jdev) for r in rows]

    def _step(self, actions):
        if self.stacked or self.rng != "spec":
            raise NotImplementedError(f"{self.name} has no step mode (the registry's step field)")
        full = self._peel()
        key = ("step", self.num_envs, self.small_angle and not full, str(self.jdev))
        if key not in _PROGRAMS:  # jitted once per process; XLA compiles one executable per action dtype
            _PROGRAMS[key] = jax.jit(build_step(self.num_envs, self.small_angle and not full), donate_argnums=(0,))
        if self._reward is None:
            self._reward = jax.device_put(np.ones(self.num_envs, np.float32), self.jdev)
        if self._t_host != self.t:  # the first step, or set_state/reset moved the counter
            self._t_dev, self._t_host = self._t0(self.t), self.t
        self.carry, obs, term, trunc, final, ok, t_next = _PROGRAMS[key](self.carry, actions, self.key, self._t_dev)
        if not ok:  # reads one flag: waits for the step (see the module docstring)
            raise bad_action_error(np.asarray(actions))
        self._t_dev, self._t_host, self.any_angle = t_next, self.t + 1, False
        return StepResult(obs, self._reward, term, trunc, final)

    def fusion_artifacts(self, steps: int) -> dict:
        """The optimized HLO of one rollout of ``steps`` steps (for harness/analysis/fusion.py)."""
        return {"format": "xla-hlo", "steps": steps, "text": self.compiled(steps).as_text(),
                "pre_optimization": self.lowered(steps).as_text(dialect="hlo")}

    def describe(self):
        return {"rng": self.rng, "unroll": self.unroll, "layout": "stacked" if self.stacked else "4 arrays",
                "small_angle_sincos": self.small_angle,
                "rng_in_loop": self.draw_in_loop, "donated": self.donate,
                "threefry_gpu_kernel_lowering": self.threefry_kernel_lowering,
                "jax_version": jax.__version__, "jax_device": str(self.jdev), **backend_read(self.name, self.device)}


_FLAGS_AT_START: list = []  # XLA_FLAGS as JAX's backend started, once known (a row's first set-up)
UNKNOWN = "unknown: JAX's backend started before any row was made"


def _note_backend_start() -> None:
    """XLA_FLAGS as JAX's backend will read them, noted before a row's first device lookup starts it (XLA
    reads them once, as the backend starts: a later change of os.environ changes nothing)."""
    if not _FLAGS_AT_START:
        try:
            from jax._src import xla_bridge

            started = xla_bridge.backends_are_initialized()
        except (ImportError, AttributeError):
            started = True
        _FLAGS_AT_START.append(UNKNOWN if started else os.environ.get("XLA_FLAGS", ""))


def backend_read(name: str, device: str) -> dict:
    """What XLA and JAX read in this process, for describe(): the XLA flags as the backend started (so
    whether XLA's multi-output fusion is on), JAX's CPU device count, and the row's settings missing as
    they were read (impls.settings_read)."""
    import impls

    flags = _FLAGS_AT_START[0] if _FLAGS_AT_START else UNKNOWN
    cpus = len(jax.devices("cpu"))
    read = None if flags == UNKNOWN else {**os.environ, "XLA_FLAGS": flags, "JAX_NUM_CPU_DEVICES": str(cpus)}
    return {"xla_flags": flags, "multi_output_fusion": None if flags == UNKNOWN else impls.MULTI_OUTPUT_FUSION in flags.split(),
            "jax_cpu_devices": cpus, **impls.settings_read(name, device, read)}


class JaxNaive(JaxCartpole):
    """The study's baseline: threefry in the loop, stacked state (concatenate), no unrolling."""
    name = "jax-naive"


class JaxNaiveRngKernel(JaxNaive):
    """jax-naive lowered with ``jax_threefry_gpu_kernel_lowering=True`` (the study's GPU RNG kernel)."""
    name = "jax-naive-rngkernel"
    threefry_kernel_lowering = True


class JaxPrecomputedRng(JaxCartpole):
    """Random numbers for all steps drawn before the loop (the study's first step: harness.analysis.gpu_model.STUDY)."""
    name = "jax-precomputed-rng"
    draw_in_loop = False


class JaxNoConcat(JaxPrecomputedRng):
    """The four state components carried separately: no concatenate (the study's second step: harness.analysis.gpu_model.STUDY)."""
    name = "jax-no-concat"
    stacked = False


class JaxUnroll(JaxNoConcat):
    """jax-no-concat with ``lax.scan(unroll=U)``; U is swept by the benchmark (the study's third step: harness.analysis.gpu_model.STUDY)."""
    name = "jax-unroll"
    default_unroll = 8


class JaxFused(JaxCartpole):
    """The fastest XLA version: the spec's hash in the loop, 4 arrays, tuned unroll, donated state."""
    name = "jax-fused"
    rng_modes = ("spec",)
    stacked = False
    # Unroll: 1 on the CPU, measured best there with the polynomial sin/cos (docs/history.md,
    # "jax-fused"); 8 on the GPU, the study's, not measured here.
    default_unroll = 1
    device_defaults = {"cuda": {"unroll": 8}}
    code_reading = xla_dump.READING
    donate = True
    small_angle = True

    def machine_code(self, folder):
        """The loop body's kernels in XLA's dump (impls/xla_dump.py)."""
        return xla_dump.machine_code(folder)

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", rng: str | None = None,
                 unroll: int | None = None, vector_width: int | None = None):
        """``vector_width``: XLA:CPU's preferred vector width in bits for this instance's rollout
        (``xla_cpu_prefer_vector_width``, passed to this compilation alone, so instances with different
        widths share a process: harness tune; default XLA's, 256 even on AVX-512 CPUs)."""
        if vector_width is not None:
            import impls

            vector_width = impls.check_knob(self.name, "vector-width", vector_width)
        super().__init__(num_envs, seed=seed, device=device, rng=rng, unroll=unroll)
        if vector_width is not None and device == "cpu":
            self.compiler_options = {"xla_cpu_prefer_vector_width": vector_width}

    def _set_policy(self, policy, greedy):
        self._weights = {k: jax.device_put(v, self.jdev) for k, v in policy.arrays().items()}

    def _rollout_policy(self, steps):
        peel = self._peel()
        key = ("policy", *self._program_key(steps, peel), self.greedy, self.policy.hidden,
               *sorted(self.compiler_options.items()))
        if key not in _PROGRAMS:
            fn = _build_policy_rollout(self.num_envs, steps, self.unroll, self.small_angle, peel, self.greedy)
            _PROGRAMS[key] = jax.jit(fn, donate_argnums=(0,)).lower(
                self.carry, self.key, self._t0(0), self._weights).compile(self.compiler_options or None)
        self.carry = _PROGRAMS[key](self.carry, self.key, self._t0(self.t), self._weights)
        self.any_angle = False

    def set_rows(self, rows, obs):
        """The generic set_rows (a round trip of the whole state, most of it seven device_puts) as one
        jitted select of fixed shapes (a mask and a full (n, 4) array, so the number of rows does not
        make a new program)."""
        n = self.num_envs
        mask, full = np.zeros(n, bool), np.zeros((n, 4), np.float32)
        mask[rows], full[rows] = True, obs
        key = ("set_rows", n, str(self.jdev))
        if key not in _PROGRAMS:
            _PROGRAMS[key] = jax.jit(_set_rows, donate_argnums=(0,))
        self.carry = _PROGRAMS[key](self.carry, mask, full)
        self.any_angle = self.any_angle or spec.beyond_small_angles(np.asarray(obs)[:, 2])


def abstract_on(devices, tree, spec_of=None):
    """``tree``'s arrays as jax.ShapeDtypeStructs on a mesh of ``devices`` (axis AXIS): replicated, or
    each leaf's PartitionSpec from ``spec_of(leaf)``. No device memory is touched, so the devices may
    be a compile-only topology's."""
    mesh = jax.sharding.Mesh(np.array(devices), (JaxSharded.AXIS,))
    return compat.tree_map(lambda a: jax.ShapeDtypeStruct(
        np.shape(a), a.dtype, sharding=compat.NamedSharding(mesh, spec_of(a) if spec_of else compat.P())), tree)


def _set_rows(carry, mask, obs):
    """set_rows on the device: where ``mask``, the state from ``obs`` ((n, 4)) and ep_steps 0."""
    x, x_dot, theta, theta_dot, ep, episodes, returns = carry
    new = [jnp.where(mask, obs[:, j], v) for j, v in enumerate((x, x_dot, theta, theta_dot))]
    return (*new, jnp.where(mask, jnp.zeros_like(ep), ep), episodes, returns)


class JaxSharded(JaxFused):
    """jax-fused's rollout over several devices: the environment axis split over a 1-D mesh
    (``jax.make_mesh``) and the rollout run per shard with ``jax.shard_map``, each shard drawing
    the spec's words for its own global environment indices (its offset from ``lax.axis_index``),
    so the result is bit for bit the one-device run's. Nothing crosses devices inside the loop: the
    compiled HLO holds no collective (tests/test_sharded.py checks it). The same program runs on
    several hosts under ``jax.distributed.initialize()`` (docs/scaling.md).

    Option ``devices``: how many of the platform's local devices (on several hosts: of the global
    devices) to use, default all of them but never more than num_envs. A num_envs that the device
    count does not divide is padded up to a multiple of it (the extra environments, at global indices
    num_envs and beyond, are simulated and dropped from the state); fewer environments than devices
    is a ValueError. On the CPU, JAX has as many devices as ``JAX_NUM_CPU_DEVICES`` says, set before
    JAX starts; the registry sets it to the core count for this implementation's process.
    No step mode (the registry's step field): its step would be jax-fused's under the same mesh.
    """
    name = "jax-sharded"
    AXIS = "envs"
    set_rows = Cartpole.set_rows  # its carry is padded and sharded: the generic round trip
    _set_policy = Cartpole._set_policy  # no policy mode (the registry's policy field)

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", rng: str | None = None,
                 unroll: int | None = None, devices: int | None = None):
        self.devices_option = None if devices is None else spec.check_int(devices, "devices", 1)
        super().__init__(num_envs, seed=seed, device=device, rng=rng, unroll=unroll)

    def _setup(self):
        super()._setup()
        platform = "gpu" if self.device == "cuda" else self.device
        everywhere = jax.devices(platform)
        k = self.devices_option
        if k is None:
            k = min(len(everywhere), self.num_envs)
        elif k > len(everywhere):
            raise ValueError(f"devices must be 1 to {len(everywhere)} (the {self.device} devices JAX has "
                             f"here), got {k}")
        elif self.num_envs < k:
            raise ValueError(f"num_envs {self.num_envs} is smaller than devices {k}: every device needs "
                             "at least one environment")
        self.n_devices = k
        self.local_n = -(-self.num_envs // k)
        self.padded = self.local_n * k
        self.mesh = compat.make_mesh((k,), (self.AXIS,), everywhere[:k])
        self.sharded = compat.NamedSharding(self.mesh, compat.P(self.AXIS))
        self.replicated = compat.NamedSharding(self.mesh, compat.P())
        self.key = jax.device_put(np.uint32(spec.seed_key(self.seed)), self.replicated)

    def _set(self, state):
        pad = self.padded - self.num_envs
        self.carry = tuple(jax.device_put(np.concatenate([np.asarray(state[f], spec.DTYPES[f]),
                                                          np.zeros(pad, spec.DTYPES[f])]), self.sharded)
                           for f in spec.FIELDS)
        self._angles_set(state)

    def _get(self):
        return {f: np.array(a)[: self.num_envs] for f, a in zip(spec.FIELDS, self.carry)}

    def _t0(self, t: int):
        return jax.device_put(np.uint32(int(t) & spec.MASK32), self.replicated)

    def _seed_changed(self):
        self.key = jax.device_put(np.uint32(spec.seed_key(self.seed)), self.replicated)

    def _program(self, steps: int, peel: bool = False, mesh=None):
        mesh = self.mesh if mesh is None else mesh
        n = -(-self.num_envs // mesh.size)  # environments per device (the last ones padded)
        fn = _build_rollout(n, steps, "spec", True, False, self.unroll,
                            env_base=lambda: lax.axis_index(self.AXIS).astype(jnp.uint32) * jnp.uint32(n),
                            small_angle=self.small_angle, peel=peel)
        shard = compat.P(self.AXIS)
        return compat.shard_map(fn, mesh, in_specs=(shard, compat.P(), compat.P()), out_specs=shard)

    def _program_key(self, steps: int, peel: bool) -> tuple:
        return (*super()._program_key(steps, peel), tuple(str(d) for d in self.mesh.devices.flat))

    def lowered(self, steps: int, peel: bool = False):
        key = ("lowered", *self._program_key(steps, peel))
        if key not in _PROGRAMS:
            jitted = jax.jit(self._program(steps, peel), donate_argnums=(0,))
            _PROGRAMS[key] = jitted.lower(self.carry, self.key, self._t0(0))
        return _PROGRAMS[key]

    def lower_for(self, platform: str, steps: int):
        return jax.jit(self._program(steps)).trace(self.carry, self.key, self._t0(0)).lower(
            lowering_platforms=(platform,))

    def lower_on(self, devices, steps: int, policy=None):
        """The sharded rollout over all of ``devices`` (each its share of the environments; the
        optimized HLO is then the per-device program), arguments abstract (see JaxCartpole.lower_on)."""
        if policy is not None:
            raise NotImplementedError(f"{self.name} has no policy mode")
        mesh = jax.sharding.Mesh(np.array(devices), (self.AXIS,))
        padded = -(-self.num_envs // mesh.size) * mesh.size
        carry = tuple(np.zeros(padded, spec.DTYPES[f]) for f in spec.FIELDS)
        args = abstract_on(devices, (carry, self.key, self._t0(0)),
                           lambda a: compat.P(self.AXIS) if np.ndim(a) else compat.P())
        return jax.jit(self._program(steps, mesh=mesh), donate_argnums=(0,)).lower(*args)

    def _step(self, actions):
        raise NotImplementedError(f"{self.name} has no step mode (the registry's step field)")

    def describe(self):
        return {**super().describe(), "devices": self.n_devices, "padded_envs": self.padded,
                "jax_devices": ", ".join(str(d) for d in self.mesh.devices.flat)}

