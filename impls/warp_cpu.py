"""``warp-cpu``: NVIDIA Warp's CPU backend (``warp-lang``), the kernel language under MuJoCo Warp and
Newton, as a physics engineer would write the Cartpole in it: kernel threads that keep their
environments' state in registers for the whole rollout (loads once, stores once, like cupy-raw's CUDA
C).

Warp's CPU backend runs a launch's threads one after another on one core, and compiles each thread's
body as scalar code (no vectorisation across threads; NVIDIA/warp issue 1309): its rate is one core's
scalar rate, which ``harness cpu-code`` reads from the kernel's machine code (Warp keeps the compiled
object in its kernel cache). One environment per thread is a single dependency chain through the
step (sin/cos polynomials, the division, the updates: some 60 cycles of latency a step) that the core
cannot overlap with the next thread's; so each thread steps ``LANES`` (8) environments together, eight
independent chains the out-of-order core interleaves (twice the rate of one lane; 16 lanes gave no
more: docs/implementations.md, "warp-cpu", and the run folder there). The step keys K(t) of the rollout are one NumPy operation
before the launch (as numba-cpu does), so a step costs the action hash, the physics and, for the
environments that finish, four reset hashes. sin and cos are the spec module's small-angle
polynomials, written here as Warp functions; the first step of a launch after a state set from
outside (``any_angle``) uses Warp's ``sin``/``cos`` instead, so large pole angles are exact too.

Step mode: one launch of a step kernel (one environment per thread) per call; the actions are
checked on the host first (a bad action changes nothing). The step's outputs are Warp arrays on the
CPU (``.numpy()`` views them).
"""
from __future__ import annotations

import numpy as np

from impls import spec
from impls.api import Cartpole, CodeReading, GpuCode, MachineCode, NotAvailable, StepResult, without_start_up_lines

try:
    import warp as wp
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"warp is not installed ({exc}); bin/setup installs it with the 'rows' extra") from exc

# Warp greets on stdout when it starts, at its log level INFO: stdout is the caller's (harness list's table,
# a training script's output). In Warp 1.19 the level is what silences it: its config has no `quiet`.
wp.config.log_level = wp.LOG_WARNING
# and its native start-up tries the CUDA driver, noting on stderr when there is none: not this CPU row's news
NO_DRIVER_NOTICE = ("Warp CUDA warning: Could not find or load the NVIDIA CUDA driver",)
wp.set_module_options({"enable_backward": False})  # no adjoint kernels: nothing here is differentiated
_C = spec.PARAMS.float32_constants()
F = {k: wp.constant(wp.float32(v)) for k, v in _C.items()}
S1, S2, S3 = (wp.constant(wp.float32(v)) for v in spec.SIN_POLY)
C1, C2, C3 = (wp.constant(wp.float32(v)) for v in spec.COS_POLY)
RESET_SCALE = wp.constant(wp.float32(spec.RESET_SCALE))
ENV_SALT = wp.constant(wp.uint32(spec.ENV_SALT))
ENV_BITS = wp.constant(spec.ENV_BITS)
HALF_RANGE = wp.constant(1 << 23)
MAX_STEPS = wp.constant(spec.PARAMS.max_episode_steps)
GRAVITY, FORCE, INV_M, LENGTH = F["gravity"], F["force_mag"], F["inv_total_mass"], F["length"]
PML, PML_OVER_M, MP_OVER_M = F["polemass_length"], F["polemass_length_over_total_mass"], F["masspole_over_total_mass"]
FOUR_THIRDS, TAU, X_TH, TH_TH = F["four_thirds"], F["tau"], F["x_threshold"], F["theta_threshold_radians"]


@wp.func
def _h(x: wp.uint32):
    """lowbias32 (uint32 arithmetic wraps)."""
    x = x ^ (x >> wp.uint32(16))
    x = x * wp.uint32(0x7FEB352D)
    x = x ^ (x >> wp.uint32(15))
    x = x * wp.uint32(0x846CA68B)
    return x ^ (x >> wp.uint32(16))


@wp.func
def _env_key(e: int, stream: int):
    return _h((wp.uint32(stream << ENV_BITS) | wp.uint32(e)) ^ ENV_SALT)


@wp.func
def _reset_value(w: wp.uint32):
    return wp.float32(wp.int32(w >> wp.uint32(8)) - HALF_RANGE) * RESET_SCALE


@wp.func
def _physics(s: wp.vec4, push: int, full: int):
    """One Euler step of (x, x_dot, theta, theta_dot); ``full``: Warp's sin/cos, else the polynomials."""
    theta, theta_dot = s[2], s[3]
    sn = wp.float32(0.0)
    cs = wp.float32(0.0)
    if full != 0:
        sn = wp.sin(theta)
        cs = wp.cos(theta)
    else:
        z = theta * theta
        sn = ((S3 * z + S2) * z + S1) * z * theta + theta
        cs = ((C3 * z + C2) * z + C1) * z * z - wp.float32(0.5) * z + wp.float32(1.0)
    force = FORCE
    if push == 0:
        force = -FORCE
    temp = (force + PML * theta_dot * theta_dot * sn) * INV_M
    theta_acc = (GRAVITY * sn - cs * temp) / (LENGTH * (FOUR_THIRDS - MP_OVER_M * cs * cs))
    x_acc = temp - PML_OVER_M * theta_acc * cs
    return wp.vec4(s[0] + TAU * s[1], s[1] + TAU * x_acc, theta + TAU * theta_dot, theta_dot + TAU * theta_acc)


@wp.func
def _terminated(s: wp.vec4):
    return wp.abs(s[0]) > X_TH or wp.abs(s[2]) > TH_TH


@wp.func
def _resets(k: wp.uint32, e: int):
    return wp.vec4(_reset_value(_h(k ^ _env_key(e, 1))), _reset_value(_h(k ^ _env_key(e, 2))),
                   _reset_value(_h(k ^ _env_key(e, 3))), _reset_value(_h(k ^ _env_key(e, 4))))


LANES = 8  # environments per kernel thread (see the module docstring)
vec_lanes = wp.types.vector(length=LANES, dtype=wp.float32)
ivec_lanes = wp.types.vector(length=LANES, dtype=wp.int32)


@wp.kernel
def rollout_kernel(state: wp.array2d(dtype=wp.float32), ep_steps: wp.array(dtype=wp.int32),
                   episodes: wp.array(dtype=wp.int32), returns: wp.array(dtype=wp.float32),
                   step_keys: wp.array(dtype=wp.uint32), steps: int, any_angle: int, n: int):
    base = wp.tid() * LANES
    x = vec_lanes()
    x_dot = vec_lanes()
    theta = vec_lanes()
    theta_dot = vec_lanes()
    ep = ivec_lanes()
    eps = ivec_lanes()
    ret = vec_lanes()
    for j in range(LANES):
        e = wp.min(base + j, n - 1)  # lanes past the end repeat the last environment, never stored
        x[j] = state[0, e]
        x_dot[j] = state[1, e]
        theta[j] = state[2, e]
        theta_dot[j] = state[3, e]
        ep[j] = ep_steps[e]
        eps[j] = episodes[e]
        ret[j] = returns[e]
    for i in range(steps):
        k = step_keys[i]
        full = 0
        if i == 0:
            full = any_angle
        for j in range(LANES):
            push = wp.int32(_h(k ^ _env_key(base + j, 0)) >> wp.uint32(31))
            s = _physics(wp.vec4(x[j], x_dot[j], theta[j], theta_dot[j]), push, full)
            e_steps = ep[j] + 1
            if _terminated(s) or e_steps >= MAX_STEPS:
                eps[j] = eps[j] + 1
                ret[j] = ret[j] + wp.float32(e_steps)
                e_steps = 0
                s = _resets(k, base + j)
            ep[j] = e_steps
            x[j] = s[0]
            x_dot[j] = s[1]
            theta[j] = s[2]
            theta_dot[j] = s[3]
    for j in range(LANES):
        e = base + j
        if e < n:
            state[0, e] = x[j]
            state[1, e] = x_dot[j]
            state[2, e] = theta[j]
            state[3, e] = theta_dot[j]
            ep_steps[e] = ep[j]
            episodes[e] = eps[j]
            returns[e] = ret[j]


@wp.kernel
def step_kernel(state: wp.array2d(dtype=wp.float32), ep_steps: wp.array(dtype=wp.int32),
                episodes: wp.array(dtype=wp.int32), returns: wp.array(dtype=wp.float32),
                actions: wp.array(dtype=wp.int32), k: wp.uint32, any_angle: int,
                obs: wp.array2d(dtype=wp.float32), terminated: wp.array(dtype=wp.bool),
                truncated: wp.array(dtype=wp.bool), final_obs: wp.array2d(dtype=wp.float32)):
    e = wp.tid()
    s = _physics(wp.vec4(state[0, e], state[1, e], state[2, e], state[3, e]), actions[e], any_angle)
    ep = ep_steps[e] + 1
    term = _terminated(s)
    trunc = ep >= MAX_STEPS
    for j in range(4):
        final_obs[e, j] = s[j]
    if term or trunc:
        episodes[e] = episodes[e] + 1
        returns[e] = returns[e] + wp.float32(ep)
        ep = 0
        s = _resets(k, e)
    ep_steps[e] = ep
    terminated[e] = term
    truncated[e] = trunc
    for j in range(4):
        state[j, e] = s[j]
        obs[e, j] = s[j]


class WarpCpuCartpole(Cartpole):
    name = "warp-cpu"
    kept_between_processes = "Warp's kernel cache"
    compiles_per_shape = False  # the kernels take any num_envs: built once per process
    code_reading = CodeReading(symbol="rollout_kernel")  # the rollout kernel's function (harness cpu-code)

    def _setup(self):
        without_start_up_lines(wp.init, NO_DRIVER_NOTICE)
        self.wdev = wp.get_device("cpu")
        n = self.num_envs
        self.state_ = wp.zeros((4, n), dtype=wp.float32, device=self.wdev)
        self.counters = [wp.zeros(n, dtype=wp.dtype_from_numpy(spec.DTYPES[f]), device=self.wdev)
                         for f in spec.COUNTER_FIELDS]
        self._step_out = None

    def _set(self, state):
        self.state_.numpy()[:] = spec.observations(state).T
        for a, f in zip(self.counters, spec.COUNTER_FIELDS):
            a.numpy()[:] = state[f]
        self.any_angle = spec.beyond_small_angles(state["theta"])

    def _get(self):
        s = self.state_.numpy()
        out = {f: s[j].copy() for j, f in enumerate(spec.STATE_FIELDS)}
        out.update({f: a.numpy().copy() for a, f in zip(self.counters, spec.COUNTER_FIELDS)})
        return out

    def sync(self):
        wp.synchronize_device(self.wdev)

    def _rollout(self, steps):
        keys = wp.array(spec.step_keys(self.seed, self.t, steps), dtype=wp.uint32, device=self.wdev)
        wp.launch(rollout_kernel, dim=-(-self.num_envs // LANES), device=self.wdev,
                  inputs=[self.state_, *self.counters, keys, steps, int(self.any_angle), self.num_envs])
        self.any_angle = False

    def _step(self, actions):
        n = self.num_envs
        if self._step_out is None:
            self._step_out = (wp.zeros((n, 4), dtype=wp.float32, device=self.wdev),
                              wp.zeros(n, dtype=wp.bool, device=self.wdev), wp.zeros(n, dtype=wp.bool, device=self.wdev),
                              wp.zeros((n, 4), dtype=wp.float32, device=self.wdev))
            self._ones = np.ones(n, np.float32)
            self._acts = wp.zeros(n, dtype=wp.int32, device=self.wdev)
        acts = self._acts
        acts.numpy()[:] = actions  # checked already (0 or 1); a view of the CPU array, no new one per call
        wp.launch(step_kernel, dim=n, device=self.wdev,
                  inputs=[self.state_, *self.counters, acts, wp.uint32(spec.step_key(self.seed, self.t)),
                          int(self.any_angle), *self._step_out])
        self.any_angle = False
        obs, term, trunc, final = (a.numpy() for a in self._step_out)
        return StepResult(obs, self._ones, term, trunc, final)

    def describe(self):
        return {"warp_version": wp.config.version, "warp_device": str(self.wdev), "threads": 1}

    def machine_code(self, folder):
        """The object files Warp compiled the rollout kernel's module into (its kernel cache)."""
        files = tuple(str(e.binary_path) for e in rollout_kernel.module.execs.values())
        return MachineCode(files, f"scalar: {LANES} environments per iteration of the step loop (the loop "
                           "body includes the reset block, counted as if always taken)")

    @classmethod
    def gpu_code(cls, arch, folder):
        """The kernel module compiled for ``arch`` by Warp itself, ahead of time, straight to a cubin (its
        bundled NVRTC needs no driver; its PTX would be newer than the ptxas here reads)."""
        path = wp.compile_aot_module(wp.get_module(__name__), arch=int(arch.removeprefix("sm_")),
                                     module_dir=str(folder), use_ptx=False)[0]
        # the module holds a forward and a backward kernel of each function: the forward one steps
        return GpuCode("rollout_kernel", 1, envs_per_thread=LANES, cubin=str(path), compiler=f"Warp {wp.__version__} (its NVRTC)",
                       kernel_suffix="_cuda_kernel_forward")
