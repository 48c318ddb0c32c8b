"""``numba-cuda``: a ``numba.cuda.jit`` kernel, one thread per environment, the whole rollout in one
launch, the state in registers and the spec's hash computed in the kernel.

Timed region: two launches, ``step_keys_kernel`` (K(t) for the rollout's steps into a device table)
and ``rollout_kernel``, then ``cuda.synchronize()``. No host-device copies. The same algorithm as
``cupy-raw`` (impls/cuda/cartpole.cu), so the two rows compare the compilers, not the algorithms.

Step mode: ``step_kernel``, one launch per call, the same double-buffered state and bad-action flag
as cupy-raw's ``cartpole_step`` (impls/cupy_raw.py). Device arrays of actions (Numba's, or any
with ``__cuda_array_interface__``: CuPy, torch) are used as they are, compiled for their dtype.

Without a GPU the kernels run under Numba's CUDA simulator (``NUMBA_ENABLE_CUDASIM=1`` set before
numba is imported), which is how tests/test_cuda_without_gpu.py checks them here.

The same algorithm as cupy-raw, small-angle sin/cos included. Written for the SASS (harness/analysis/sass.py
reads it for sm_90 without a GPU; 166 -> 113 instructions per env-step): libdevice's sincosf for
the rare large angle instead of math.sin and math.cos (one argument reduction, not two); the episode
counter kept in int32 (Numba widens int32 + int32 to int64: a 64-bit compare and an int64->float
conversion on the slow XU pipe); the steps counted by a uint32 ``while`` loop that also indexes the
step table (``range`` counts in int64 and a signed index adds the negative-index wraparound).
Option ``block``: threads per block (default chosen from num_envs and the SM count).

Policy mode: ``policy_rollout_kernel(hidden)``, cupy-raw's algorithm (weights copied into dynamic
shared memory by each block, the second layer's sums per thread). Numba does not unroll the loops,
so the h2 sums live in a local array (L1-cached local memory: 288 bytes of stack at 64x64, 167
registers, sm_90), where cupy-raw's are registers; the comparison of the two rows shows that cost.
"""
from __future__ import annotations

import math
import warnings

import numpy as np

from impls import spec
from impls.api import Cartpole, GpuCode, NotAvailable, check_action_meta
from impls.cuda_common import FlaggedStep, check_policy_size, cuda_block, keys_grid

if not hasattr(np, "row_stack"):
    # NumPy 2.5 removed np.row_stack (an alias of np.vstack). The numba-cuda package (0.30.4, in
    # maintenance mode: NVIDIA/numba-cuda#907 will not be fixed) registers an overload of it when it
    # loads its typing registries, i.e. at the first kernel compilation, so with NumPy 2.5 every
    # compilation fails with "module 'numpy' has no attribute 'row_stack'". The H200 machine has
    # both. Restoring the alias lets it compile: bin/gpu-stack-check reads this kernel's SASS with
    # numba-cuda under NumPy 2.5, which fails without it.
    np.row_stack = np.vstack

try:
    from numba import config, cuda, float32
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"numba is not installed ({exc})") from exc

_C = spec.PARAMS.float32_constants()
F32 = np.float32
GRAVITY, MASSPOLE, INV_M = _C["gravity"], _C["masspole"], _C["inv_total_mass"]
LENGTH, PML, FORCE, TAU = _C["length"], _C["polemass_length"], _C["force_mag"], _C["tau"]
FORCE2 = F32(2) * FORCE
X_TH, THETA_TH, FOUR_THIRDS = _C["x_threshold"], _C["theta_threshold_radians"], _C["four_thirds"]
MAX_STEPS = np.int32(spec.PARAMS.max_episode_steps)
U31, U8, U28 = (np.uint32(v) for v in (31, 8, spec.ENV_BITS))
STEP_SALT, ENV_SALT = np.uint32(spec.STEP_SALT), np.uint32(spec.ENV_SALT)
HALF_RANGE, RESET_SCALE = np.int32(1 << 23), spec.RESET_SCALE


if config.ENABLE_CUDASIM:
    def device_function(fn):
        """In the simulator, device functions stay plain Python functions. The numba-cuda package's
        simulator swaps the module's ``cuda`` global under a per-module lock on every device-function
        call; with a thread per simulated CUDA thread that lock convoys now and then (numba-cuda 0.30.4,
        Python 3.12: a rollout took 60-170 times longer in 5 runs of 13; docs/history.md). The kernels
        themselves still run in the simulator."""
        return fn
else:
    device_function = cuda.jit(device=True, inline=True)

POLICY_BLOCK = 256  # at most: the policy kernel's registers (cupy-raw's: 255 a thread at 64x64)
_hash = device_function(spec.lowbias32_u32)
_step_key = device_function(spec.step_key_fn(_hash, STEP_SALT))  # K(t)


@device_function
def _env_key(i, j):
    return _hash(np.uint32((np.uint32(j) << U28) | np.uint32(i)) ^ ENV_SALT)


if config.ENABLE_CUDASIM:  # the simulator's libdevice functions are stubs
    @device_function
    def _sincos_any(x):
        return F32(math.sin(x)), F32(math.cos(x))
else:
    from numba.cuda import libdevice

    _sincos_any = libdevice.sincosf

# cupy-raw's cp_sincos (impls/cuda/cartpole.cu): the spec module's polynomials for |x| <= pi/4, no
# argument reduction; sincosf beyond (never reached from a valid state).
QUARTER_PI = spec.QUARTER_PI
_sincos_poly = device_function(spec.sincos_poly)


@device_function
def _sincos(x):
    if abs(x) <= QUARTER_PI:
        return _sincos_poly(x)
    return _sincos_any(x)


@device_function
def _reset_value(w):
    return F32(np.int32(w >> U8) - HALF_RANGE) * RESET_SCALE


@device_function
def _reset(k, e1, e2, e3, e4):
    """The spec's reset values of step key k for an environment with stream keys e1 .. e4."""
    return _reset_value(_hash(k ^ e1)), _reset_value(_hash(k ^ e2)), _reset_value(_hash(k ^ e3)), \
        _reset_value(_hash(k ^ e4))


@device_function
def _episode_end(k, e1, e2, e3, e4, x, x_dot, theta, theta_dot, ep, episodes, returns):
    """After a step of the rollout kernels: the step counted, and where the episode ended (the
    thresholds, or 500 steps) its counters and the spec's same-step reset with step key k."""
    ep = np.int32(ep + np.int32(1))
    if abs(x) > X_TH or abs(theta) > THETA_TH or ep >= MAX_STEPS:
        episodes = np.int32(episodes + np.int32(1))
        returns += F32(ep)
        ep = np.int32(0)
        x, x_dot, theta, theta_dot = _reset(k, e1, e2, e3, e4)
    return x, x_dot, theta, theta_dot, ep, episodes, returns


@device_function
def _physics(force, sn, cs, x, x_dot, theta, theta_dot):
    """One physics update (the spec's step without termination and reset); sn, cs of theta.
    The sin/cos stay with the caller: with them inside, the rollout loop kept its 113.1 instructions
    per env-step but NVVM ordered them worse (lone warp 184 -> 222 cycles per step, harness sass).
    The episode's end (_episode_end) is a device function of its own: the rollout loop's SASS is the
    same with it as written out (113.1 instructions, 48 registers, 184 cycles a lone warp's step)."""
    temp = (force + PML * theta_dot * theta_dot * sn) * INV_M
    theta_acc = (GRAVITY * sn - cs * temp) / (LENGTH * (FOUR_THIRDS - MASSPOLE * cs * cs * INV_M))
    x_acc = temp - PML * theta_acc * cs * INV_M
    x = x + TAU * x_dot
    x_dot = x_dot + TAU * x_acc
    theta = theta + TAU * theta_dot
    theta_dot = theta_dot + TAU * theta_acc
    return x, x_dot, theta, theta_dot


@cuda.jit
def step_keys_kernel(keys, seed_key, t0, steps):
    s = cuda.grid(1)
    if s < steps:
        keys[s] = _step_key(seed_key, np.uint32(t0 + np.uint32(s)))


@cuda.jit
def rollout_kernel(x_, x_dot_, theta_, theta_dot_, ep_, episodes_, returns_, keys, steps):
    i = cuda.grid(1)
    if i >= x_.shape[0]:
        return
    e0, e1, e2, e3, e4 = _env_key(i, 0), _env_key(i, 1), _env_key(i, 2), _env_key(i, 3), _env_key(i, 4)
    x, x_dot, theta, theta_dot = x_[i], x_dot_[i], theta_[i], theta_dot_[i]
    ep, episodes, returns = ep_[i], episodes_[i], returns_[i]
    s = np.uint32(0)
    n_steps = np.uint32(steps)
    while s < n_steps:  # a 32-bit counter: range() would count in int64 on the uniform datapath
        k = keys[s]
        s = np.uint32(s + np.uint32(1))
        force = F32(_hash(k ^ e0) >> U31) * FORCE2 - FORCE
        sn, cs = _sincos(theta)
        x, x_dot, theta, theta_dot = _physics(force, sn, cs, x, x_dot, theta, theta_dot)
        x, x_dot, theta, theta_dot, ep, episodes, returns = _episode_end(
            k, e1, e2, e3, e4, x, x_dot, theta, theta_dot, ep, episodes, returns)
    x_[i], x_dot_[i], theta_[i], theta_dot_[i] = x, x_dot, theta, theta_dot
    ep_[i], episodes_[i], returns_[i] = ep, episodes, returns


_POLICY_KERNELS = {}


def policy_rollout_kernel(hidden: tuple[int, int]):
    """Policy mode's rollout for these hidden sizes (compiled in, one kernel per pair; the weights are
    an argument): cupy-raw's cartpole_policy_rollout (impls/cuda/cartpole.cu), the same algorithm.
    Each block first copies the packed weights (impls.policy.packed_layout) into its dynamic shared
    memory; each thread keeps the second layer's h2 sums in a local array, adds each first-layer
    unit's row of W2 into them, then folds their tanh into the two logits."""
    if hidden in _POLICY_KERNELS:
        return _POLICY_KERNELS[hidden]
    from impls import policy as policy_module

    H1, H2 = hidden
    off, WORDS = policy_module.packed_layout(hidden)
    O_B1, O_W2, O_B2, O_W3, O_B3 = off["b1"], off["W2"], off["b2"], off["W3"], off["b3"]

    @cuda.jit
    def kernel(x_, x_dot_, theta_, theta_dot_, ep_, episodes_, returns_, keys, steps, weights, greedy):
        w = cuda.shared.array(0, float32)
        j = cuda.threadIdx.x
        while j < WORDS:
            w[j] = weights[j]
            j += cuda.blockDim.x
        cuda.syncthreads()
        i = cuda.grid(1)
        if i >= x_.shape[0]:
            return
        e0, e1, e2, e3, e4 = _env_key(i, 0), _env_key(i, 1), _env_key(i, 2), _env_key(i, 3), _env_key(i, 4)
        x, x_dot, theta, theta_dot = x_[i], x_dot_[i], theta_[i], theta_dot_[i]
        ep, episodes, returns = ep_[i], episodes_[i], returns_[i]
        acc = cuda.local.array(H2, float32)
        s = np.uint32(0)
        n_steps = np.uint32(steps)
        while s < n_steps:
            k = keys[s]
            s = np.uint32(s + np.uint32(1))
            for j in range(H2):
                acc[j] = w[O_B2 + j]
            for a in range(H1):
                h = F32(math.tanh(w[O_B1 + a] + x * w[a] + x_dot * w[H1 + a] + theta * w[2 * H1 + a]
                                  + theta_dot * w[3 * H1 + a]))
                for j in range(H2):
                    acc[j] += h * w[O_W2 + a * H2 + j]
            l0, l1 = w[O_B3], w[O_B3 + 1]
            for j in range(H2):
                g = F32(math.tanh(acc[j]))
                l0 += g * w[O_W3 + 2 * j]
                l1 += g * w[O_W3 + 2 * j + 1]
            gap = l1 - l0
            if greedy:
                push = gap > F32(0)
            else:
                push = F32(_hash(k ^ e0) >> U8) * F32(2.0**-24) < F32(1) / (F32(1) + F32(math.exp(-gap)))
            sn, cs = _sincos(theta)
            x, x_dot, theta, theta_dot = _physics(FORCE if push else -FORCE, sn, cs, x, x_dot, theta, theta_dot)
            x, x_dot, theta, theta_dot, ep, episodes, returns = _episode_end(
                k, e1, e2, e3, e4, x, x_dot, theta, theta_dot, ep, episodes, returns)
        x_[i], x_dot_[i], theta_[i], theta_dot_[i] = x, x_dot, theta, theta_dot
        ep_[i], episodes_[i], returns_[i] = ep, episodes, returns

    _POLICY_KERNELS[hidden] = kernel, WORDS
    return kernel, WORDS


@cuda.jit
def step_kernel(sx, sx_dot, stheta, stheta_dot, sep, sepisodes, sreturns,
                dx, dx_dot, dtheta, dtheta_dot, dep, depisodes, dreturns,
                actions, obs, final_obs, terminated, truncated, bad, call, seed_key, t):
    """Step mode: cupy-raw's cartpole_step (impls/cuda/cartpole.cu), the same double buffer and flag."""
    i = cuda.grid(1)
    if i >= sx.shape[0]:
        return
    a = actions[i]
    if a != 0 and a != 1:
        bad[0] = call
    force = FORCE if a == 1 else -FORCE
    x, x_dot, theta, theta_dot = sx[i], sx_dot[i], stheta[i], stheta_dot[i]
    sn, cs = _sincos(theta)
    x, x_dot, theta, theta_dot = _physics(force, sn, cs, x, x_dot, theta, theta_dot)
    ep = np.int32(sep[i] + np.int32(1))
    episodes, returns = sepisodes[i], sreturns[i]
    term = abs(x) > X_TH or abs(theta) > THETA_TH
    trunc = ep >= MAX_STEPS
    terminated[i] = term
    truncated[i] = trunc
    if term or trunc:
        final_obs[i, 0], final_obs[i, 1], final_obs[i, 2], final_obs[i, 3] = x, x_dot, theta, theta_dot
        episodes = np.int32(episodes + np.int32(1))
        returns += F32(ep)
        ep = np.int32(0)
        x, x_dot, theta, theta_dot = _reset(_step_key(seed_key, t), _env_key(i, 1), _env_key(i, 2),
                                            _env_key(i, 3), _env_key(i, 4))
    obs[i, 0], obs[i, 1], obs[i, 2], obs[i, 3] = x, x_dot, theta, theta_dot
    dx[i], dx_dot[i], dtheta[i], dtheta_dot[i] = x, x_dot, theta, theta_dot
    dep[i], depisodes[i], dreturns[i] = ep, episodes, returns


class NumbaCudaCartpole(Cartpole):
    name = "numba-cuda"

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", block: int | None = None):
        cuda_block(1, 1, block)  # validates
        self.block_option = block
        super().__init__(num_envs, seed, device)

    def _setup(self):
        try:
            ok = cuda.is_available()
        except Exception as exc:  # noqa: BLE001 - a broken driver reports in many ways
            raise NotAvailable(f"CUDA driver not usable ({type(exc).__name__}: {exc})") from exc
        if not ok:
            raise NotAvailable("no CUDA GPU (set NUMBA_ENABLE_CUDASIM=1 to run the kernel in the simulator)")
        sms = 1 if config.ENABLE_CUDASIM else cuda.get_current_device().MULTIPROCESSOR_COUNT
        self.block = cuda_block(self.num_envs, sms, self.block_option)
        self.arrays = {f: cuda.device_array(self.num_envs, spec.DTYPES[f]) for f in spec.FIELDS}
        self.keys = cuda.device_array(1, np.uint32)
        self._stepper = None  # step mode's double buffer and flag (impls.cuda_common.FlaggedStep)
        self._seed_changed()

    def _set(self, state):
        for f in spec.FIELDS:
            self.arrays[f].copy_to_device(np.ascontiguousarray(state[f], spec.DTYPES[f]))

    def _get(self):
        return {f: a.copy_to_host() for f, a in self.arrays.items()}

    def sync(self):
        cuda.synchronize()

    def _rollout(self, steps):
        if self.keys.shape[0] < steps:
            self.keys = cuda.device_array(steps, np.uint32)
        a = self.arrays
        with warnings.catch_warnings():  # the simulator's uint32 wrap-around warns; the GPU wraps silently
            warnings.simplefilter("ignore", RuntimeWarning)
            step_keys_kernel[keys_grid(steps)](
                self.keys, self._seed_key, np.uint32(self.t & spec.MASK32), steps)
            rollout_kernel[(self.num_envs + self.block - 1) // self.block, self.block](
                a["x"], a["x_dot"], a["theta"], a["theta_dot"], a["ep_steps"], a["episodes"], a["returns"],
                self.keys, steps)

    def _seed_changed(self):
        self._seed_key = np.uint32(spec.seed_key(self.seed))

    def _set_policy(self, policy, greedy):
        from impls import policy as policy_module

        check_policy_size(policy.hidden)  # the same shared-memory and register budget
        self.k_policy, words = policy_rollout_kernel(policy.hidden)
        self.policy_weights = cuda.to_device(policy_module.pack(policy))
        self.policy_shared = 4 * words

    def _rollout_policy(self, steps):
        if self.keys.shape[0] < steps:
            self.keys = cuda.device_array(steps, np.uint32)
        a = self.arrays
        b = min(self.block, POLICY_BLOCK)
        with warnings.catch_warnings():  # the simulator's uint32 wrap-around warns; the GPU wraps silently
            warnings.simplefilter("ignore", RuntimeWarning)
            step_keys_kernel[keys_grid(steps)](
                self.keys, self._seed_key, np.uint32(self.t & spec.MASK32), steps)
            self.k_policy[(self.num_envs + b - 1) // b, b, 0, self.policy_shared](
                *(a[f] for f in spec.FIELDS), self.keys, steps, self.policy_weights, self.greedy)

    def _actions(self, actions):
        if hasattr(actions, "copy_to_host"):  # Numba's own device array (the simulator's too)
            a = actions
        elif hasattr(actions, "__cuda_array_interface__"):  # CuPy, torch: used as is, no copy
            a = cuda.as_cuda_array(actions)
        else:
            a = np.asarray(actions)
            check_action_meta(a.shape, a.dtype.kind, a.dtype, self.num_envs)
            a = cuda.to_device(np.ascontiguousarray(a))
        check_action_meta(a.shape, np.dtype(a.dtype).kind, a.dtype, self.num_envs)
        return a

    def _step(self, actions):
        if self._stepper is None:
            self._stepper = FlaggedStep(self.num_envs,
                                        lambda shape, dtype, fill: cuda.to_device(np.full(shape, fill, dtype)))

        def launch(src, dst, actions, obs, final, term, trunc, flag, call):
            with warnings.catch_warnings():  # the simulator's uint32 wrap-around warns; the GPU wraps silently
                warnings.simplefilter("ignore", RuntimeWarning)
                step_kernel[(self.num_envs + self.block - 1) // self.block, self.block](
                    *(src[f] for f in spec.FIELDS), *(dst[f] for f in spec.FIELDS), actions, obs, final, term,
                    trunc, flag, call, self._seed_key, np.uint32(self.t & spec.MASK32))

        # one word back: waits for the step
        self.arrays, out = self._stepper(self.arrays, actions, launch, lambda flag: flag.copy_to_host()[0])
        return out

    def describe(self):
        return {"kernels_per_rollout": 2, "kernels_per_step": 0, "block": self.block}

    @classmethod
    def gpu_code(cls, arch, folder, block=None):
        """``rollout_kernel`` compiled to PTX by Numba's NVVM for ``arch``, with no GPU: Numba asks the
        current device for device functions' target, so that question is answered with ``arch`` (this
        changes the process's Numba: call it in a process of its own, without the simulator)."""
        import types

        import numba.cuda.dispatcher as dispatcher
        from numba.core import types as nt

        if config.ENABLE_CUDASIM:
            raise NotAvailable("the CUDA simulator compiles no PTX (unset NUMBA_ENABLE_CUDASIM)")
        cc = (int(arch.removeprefix("sm_")[:-1]), int(arch[-1]))
        dispatcher.get_current_device = lambda: types.SimpleNamespace(compute_capability=cc)
        sig = (nt.float32[::1],) * 4 + (nt.int32[::1],) * 2 + (nt.float32[::1], nt.uint32[::1], nt.int64)
        ptx, _ = cuda.compile_ptx(rollout_kernel.py_func, sig, cc=cc)
        return GpuCode("rollout_kernel", 1, ptx=ptx)
