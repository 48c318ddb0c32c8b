"""``tf-xla``: the same Cartpole through TensorFlow's XLA front end (``tf.function(jit_compile=True)``).

The study's architecture names "Python (JAX/TF)" as XLA's two inputs. This row is jax-fused's step
written in TensorFlow ops, so that the pair answers whether fusion is a property of the compiler or of
the front end (harness fusion puts both programs' kernels per step side by side): the spec's hash in
the loop (uint32 arithmetic, ``tf.bitwise``), the four state arrays carried separately, the spec
module's small-angle sin/cos polynomials, the whole rollout one ``tf.while_loop`` in one compiled
call.

The trip count is a run-time argument, so one program per number of environments serves every
rollout length (XLA retraces only for a new shape); the analysis (``fusion_artifacts``) traces the
same function with the step count as a constant, so that XLA knows the trip count and per-step counts
can be read. A state set from outside may hold pole angles beyond the polynomials' range: the next
call then runs its first step with TensorFlow's sin/cos (a one-step program of its own), as jax-fused
does.

Step mode: one compiled call per step; the actions are checked on the host first (a bad action
changes nothing). TensorFlow ships its own XLA and protobuf; the sweep runs every implementation in
its own process, and the suite imports TensorFlow only here.
"""
from __future__ import annotations

import importlib
import os

import numpy as np

from impls import spec, xla_dump
from impls.api import Cartpole, NotAvailable, StepResult, without_start_up_lines

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")  # TensorFlow's start-up banners, not its errors
# what TensorFlow's C++ logs while it loads, before its log level applies (tensorflow/tensorflow#100442):
# these two lines, from each library that logs them, are dropped; anything else reaches stderr
START_UP_NOISE = ("WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
                  "] oneDNN custom operations are on.")
try:
    tf = without_start_up_lines(lambda: importlib.import_module("tensorflow"), START_UP_NOISE)
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"tensorflow is not installed ({exc}); bin/setup installs it with the 'rows' extra") from exc

_FLAGS_READ: list = []  # XLA_FLAGS as the first row's set-up found them, before its first compilation
_C = spec.PARAMS.float32_constants()
MAX_STEPS = spec.PARAMS.max_episode_steps
_U32 = tf.uint32
_xor = tf.bitwise.bitwise_xor


def _shr(x, k: int):
    return tf.bitwise.right_shift(x, tf.constant(k, _U32))


def _h(x):
    """lowbias32 in TensorFlow's uint32 ops (multiplication wraps mod 2**32)."""
    x = _xor(x, _shr(x, 16))
    x = x * tf.constant(0x7FEB352D, _U32)
    x = _xor(x, _shr(x, 15))
    x = x * tf.constant(0x846CA68B, _U32)
    return _xor(x, _shr(x, 16))


_step_key = spec.step_key_fn(_h, tf.constant(spec.STEP_SALT, _U32))


def _env_key(n: int, stream: int):
    e = tf.cast(tf.range(n, dtype=tf.int32), _U32)
    return _h(_xor(tf.bitwise.bitwise_or(tf.constant(stream << spec.ENV_BITS, _U32), e),
                   tf.constant(spec.ENV_SALT, _U32)))


def _reset_value(w):
    n = tf.cast(_shr(w, 8), tf.int32) - tf.constant(1 << 23, tf.int32)
    return tf.cast(n, tf.float32) * tf.constant(spec.RESET_SCALE)


def _physics(x, x_dot, theta, theta_dot, push, small_angle: bool):
    force = tf.where(push, _C["force_mag"], -_C["force_mag"])
    if small_angle:
        sin, cos = spec.sincos_poly(theta)
    else:
        sin, cos = tf.sin(theta), tf.cos(theta)
    temp = (force + _C["polemass_length"] * theta_dot * theta_dot * sin) * _C["inv_total_mass"]
    theta_acc = (_C["gravity"] * sin - cos * temp) / (
        _C["length"] * (_C["four_thirds"] - _C["masspole_over_total_mass"] * cos * cos))
    x_acc = temp - _C["polemass_length_over_total_mass"] * theta_acc * cos
    tau = _C["tau"]
    return x + tau * x_dot, x_dot + tau * x_acc, theta + tau * theta_dot, theta_dot + tau * theta_acc


def _one_step(carry, push, k, n: int, small_angle: bool, stacked: bool = False):
    """One step after the action: physics, flags, counters, same-step reset. Returns (carry,
    terminated, truncated, the state before the reset). ``stacked``: the carry's state is one (n, 4)
    array, rebuilt with ``tf.stack`` every step (jax-naive's layout, the study's baseline)."""
    if stacked:
        s, ep, episodes, returns = carry
        x, x_dot, theta, theta_dot = (s[:, i] for i in range(4))
    else:
        x, x_dot, theta, theta_dot, ep, episodes, returns = carry
    after = _physics(x, x_dot, theta, theta_dot, push, small_angle)
    ep = ep + 1
    terminated = (tf.abs(after[0]) > _C["x_threshold"]) | (tf.abs(after[2]) > _C["theta_threshold_radians"])
    truncated = ep >= MAX_STEPS
    done = terminated | truncated
    episodes = episodes + tf.cast(done, tf.int32)
    returns = returns + tf.cast(tf.where(done, ep, 0), tf.float32)
    ep = tf.where(done, 0, ep)
    resets = [_reset_value(_h(_xor(k, _env_key(n, j)))) for j in spec.STREAMS_RESET]
    if stacked:
        s = tf.where(done[:, None], tf.stack(resets, axis=1), tf.stack(after, axis=1))
        return (s, ep, episodes, returns), terminated, truncated, after
    new = [tf.where(done, r, v) for r, v in zip(resets, after)]
    return (*new, ep, episodes, returns), terminated, truncated, after


def _rollout_fn(n: int, small_angle: bool, stacked: bool = False):
    def rollout(carry, seed_key, t0, steps):
        def body(i, *c):
            k = _step_key(seed_key, t0 + tf.cast(i, _U32))  # wraps mod 2**32 like the spec's t
            push = _shr(_h(_xor(k, _env_key(n, spec.STREAM_ACTION))), 31) == tf.constant(1, _U32)
            return (i + 1, *_one_step(c, push, k, n, small_angle, stacked)[0])
        out = tf.while_loop(lambda i, *c: i < steps, body, (tf.constant(0, tf.int32), *carry))
        return tuple(out[1:])
    return rollout


def _step_fn(n: int, small_angle: bool):
    def step(carry, push, seed_key, t):
        carry, terminated, truncated, after = _one_step(carry, push, _step_key(seed_key, t), n, small_angle)
        return carry, tf.stack(carry[:4], axis=1), terminated, truncated, tf.stack(after, axis=1)
    return step


# Compiled functions shared by every instance in the process: (kind, n, small_angle, stacked) -> tf.function
_FUNCTIONS: dict = {}


def _function(kind: str, n: int, small_angle: bool, stacked: bool = False):
    key = (kind, n, small_angle, stacked)
    if key not in _FUNCTIONS:
        build = _rollout_fn(n, small_angle, stacked) if kind == "rollout" else _step_fn(n, small_angle)
        _FUNCTIONS[key] = tf.function(build, jit_compile=True, autograph=False)
    return _FUNCTIONS[key]


class TfXlaCartpole(Cartpole):
    name = "tf-xla"
    code_reading = xla_dump.READING

    def machine_code(self, folder):
        """The loop body's kernels in XLA's dump (impls/xla_dump.py)."""
        return xla_dump.machine_code(folder)

    def _setup(self):
        if not _FLAGS_READ:  # XLA parses XLA_FLAGS once, at the process's first XLA compilation
            _FLAGS_READ.append(os.environ.get("XLA_FLAGS", ""))
        self.key = tf.constant(np.uint32(spec.seed_key(self.seed)))
        self._ones = None

    def _seed_changed(self):
        self.key = tf.constant(np.uint32(spec.seed_key(self.seed)))

    stacked = False  # the state as one (n, 4) array (TfXlaNaive)
    small_angle = True  # the spec module's polynomials after a step (TfXlaNaive: TensorFlow's sin/cos)

    def _set(self, state):
        arrays = [tf.constant(np.asarray(state[f], spec.DTYPES[f])) for f in spec.FIELDS]
        self.carry = (tf.stack(arrays[:4], axis=1), *arrays[4:]) if self.stacked else tuple(arrays)
        self.any_angle = spec.beyond_small_angles(state["theta"])

    def _get(self):
        arrays = [a.numpy() for a in self.carry]
        if self.stacked:
            arrays = [arrays[0][:, i] for i in range(4)] + arrays[1:]
        return {f: np.array(a) for f, a in zip(spec.FIELDS, arrays)}

    def _t(self, t: int):
        return tf.constant(np.uint32(int(t) & spec.MASK32))

    def _rollout(self, steps):
        t, n = self.t, self.num_envs
        if self.any_angle and self.small_angle:  # the first step with TensorFlow's sin/cos (module docstring)
            self.carry = _function("rollout", n, False)(self.carry, self.key, self._t(t), tf.constant(1, tf.int32))
            t, steps = t + 1, steps - 1
        self.any_angle = False
        if steps:
            self.carry = _function("rollout", n, self.small_angle, self.stacked)(
                self.carry, self.key, self._t(t), tf.constant(steps, tf.int32))

    def _step(self, actions):
        push = tf.constant(np.asarray(actions) == 1)
        small = not self.any_angle
        self.carry, obs, term, trunc, final = _function("step", self.num_envs, small)(
            self.carry, push, self.key, self._t(self.t))
        self.any_angle = False
        if self._ones is None:
            self._ones = tf.ones(self.num_envs, tf.float32)
        return StepResult(obs, self._ones, term, trunc, final)

    def fusion_artifacts(self, steps: int) -> dict:
        """TensorFlow's XLA program of a rollout of ``steps`` steps (the step count a constant, so XLA
        knows the trip count): the optimized HLO, and the HLO TensorFlow gave XLA."""
        rollout = _rollout_fn(self.num_envs, self.small_angle, self.stacked)
        fn = tf.function(lambda carry, key, t0: rollout(carry, key, t0, steps),
                         jit_compile=True, autograph=False)
        ir = fn.experimental_get_compiler_ir(self.carry, self.key, self._t(0))
        return {"format": "xla-hlo", "steps": steps, "text": ir(stage="optimized_hlo"),
                "pre_optimization": ir(stage="hlo")}

    def describe(self):
        import impls

        flags = _FLAGS_READ[0]  # (a compilation of the user's own before the first row's is not seen)
        return {"tensorflow_version": tf.__version__, "xla_flags": flags,
                "multi_output_fusion": impls.MULTI_OUTPUT_FUSION in flags.split(),
                "tf_xla_flags": os.environ.get("TF_XLA_FLAGS", ""),
                **impls.settings_read(self.name, self.device, {**os.environ, "XLA_FLAGS": flags})}


class TfXlaNaive(TfXlaCartpole):
    """``tf-xla-naive``: jax-naive's rung in TensorFlow (with the spec's stream, as ``jax-naive
    --rng spec``): the state stacked in one (n, 4) array rebuilt every step, TensorFlow's sin/cos,
    the random words drawn in the loop, and XLA's default fusion (no multi-output fusion), so that
    ``harness fusion --rng spec`` sets the two front ends' programs of the study's baseline side by
    side. Rollout mode only, as jax-naive."""

    name = "tf-xla-naive"
    stacked = True
    small_angle = False
