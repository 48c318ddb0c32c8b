"""``cupy-raw``: hand-written CUDA C (impls/cuda/cartpole.cu) launched with CuPy's RawModule.

Timed region on ``cuda``: two kernel launches per rollout, ``cartpole_step_keys`` (K(t) for the
rollout's steps into a device table, one thread per step) and ``cartpole_rollout`` (one thread per
environment, every step in one launch, state in registers, the spec's hash computed in the kernel),
then the device synchronisation. No host-device copies.

On ``host`` the same source is compiled by the host C++ compiler through host_compat.h and called
through ctypes, with the thread index supplied by a serial host loop: this is how the CUDA C is
checked by the conformance suite without a GPU (and it is timed like any CPU implementation).

Step mode: one launch of ``cartpole_step`` per call (K(t) computed in the kernel) on a
double-buffered state: the kernel reads one buffer and writes the other, and a thread whose action is
not 0 or 1 stores the call's number in a flag word. The call reads that word back (on ``cuda`` a
4-byte copy that waits for the step) and only then makes the written buffer the state, so a bad
action changes nothing. Actions of another integer or bool dtype are converted to int64 first (one
more kernel on ``cuda``).

Options: ``block`` (threads per block; default chosen from num_envs and the SM count, see
impls.cuda_common.cuda_block; the host build runs its threads one after another, whatever the block) and
``unroll`` (steps per iteration of the step loop, default UNROLL: the SASS of the loop has
113.1 -> 107.4 instructions per env-step for 1 -> 4 on sm_90 with NVRTC 13.5, and 49 -> 32
registers, so 36 -> 64 resident warps per SM; harness/analysis/sass.py). The kernel computes
sin/cos of the pole angle with a small-angle polynomial and no argument reduction (cp_sincos in the
.cu; with nvcc 13.0: 120.6 -> 108.6 instructions, 188 -> 168 cycles per step for a lone warp).

Tried and not kept (SASS only, NVRTC 13.5, sm_90, unroll 4): a warp-cooperative reset. The reset
block (four hashes of the lanes that finished, run by the whole warp whenever any lane finishes, in most
warp-steps: docs/history.md) is the largest single cost, so the warp shared it out: a ballot, each finishing lane
publishing its four stream keys to shared memory, one hash per lane, the values read back. The
block went from 52 to only 48 instructions (ballot, popcounts, three __syncwarp, shared-memory
traffic and the loop for more than 8 finishing lanes eat the saving), registers 32 -> 39 (64 -> 51
warps per SM), and the lone-warp step 172 -> 218 cycles.

Policy mode (``set_policy``; the spec's "Policy"): ``cartpole_policy_rollout``, the rollout with the
MLP in the thread. The hidden sizes are compiled in (``-DCP_H1``, ``-DCP_H2``; a module per pair,
the step loop not unrolled) so that the second layer's h2 sums stay in registers; the weights are a
device array argument (impls.policy.pack), copied by each block into shared memory and read from
there at addresses uniform across the warp (broadcasts, four per 128-bit load). Per step each thread
takes the first layer's units one at a time (a loop): its tanh, then its row of W2 into the h2 sums;
then the sums' tanh into the two logits. SASS for sm_90 (nvcc 13.0, 64x64): 255 registers (blocks
of at most 256 threads: the launch caps the block by the kernel's limit), no spills; the unit loop
112 instructions for 64 multiply-adds (64 FFMA, 16 LDS.128, the tanh); tanhf and expf are CUDA's
accurate ones. Fully unrolled with the weights in constant memory instead, it took 11,352
instructions per step (each weight a ULDC before its FFMA) and far longer to compile (docs/history.md). Not measured on a GPU
yet. ``cupy-raw-fastmath`` has no policy mode.

``cupy-raw-fastmath`` is the same kernel with sin/cos and the division through the hardware
approximations (__sincosf, __fdividef: 87 instead of 107 instructions per env-step). Its stated
tolerance, checked on the host with the intrinsics emulated at their documented worst case as a
bias of constant sign (host_compat.h): one step within FAST_STEP_RTOL = 2e-5 (measured worst: 3.2e-7
relative over 4096 random valid states, the accurate build 1.3e-7; from pole angles of 0.8-3 rad
spun back by theta_dot up to 150 rad/s, 8.5e-6, the accurate build 5.0e-7: __sincosf's absolute
error, 2^-21.4, is multiplied by polemass_length * theta_dot^2 / total_mass in x_acc); rollouts within
FAST_ROLLOUT_ATOL = 5e-3 (measured worst 1.7e-3 after 200 steps, 4096 envs, 3 of them with
different episode counters; the accurate build: 1.4e-4 and 0), against the default 2e-3.
"""
from __future__ import annotations

import ctypes
import hashlib
import shutil
import subprocess
from pathlib import Path

import numpy as np

from impls import policy as policy_module
from impls import spec
from impls.api import BUILD_DIR, Cartpole, CodeReading, GpuCode, MachineCode, NotAvailable, check_action_meta
from impls.cuda_common import FlaggedStep, check_policy_size, cuda_block, keys_grid

SRC_DIR = Path(__file__).resolve().parent / "cuda"
SOURCE = SRC_DIR / "cartpole.cu"
UNROLL = 4
NVRTC_OPTIONS = ("-std=c++17",)
FAST_STEP_RTOL = 2e-5
FAST_ROLLOUT_ATOL = 5e-3
# Builds harness/analysis/sass.py analyses: label -> build_macros options.
SASS_VARIANTS = {"": {}, "unroll=1": {"unroll": 1}, "fastmath": {"fast_math": True}}


def build_macros(fast_math: bool = False, unroll: int = UNROLL) -> tuple[list[str], int]:
    """Compiler -D options of a build (the same for NVRTC, nvcc and the host compiler), and the unroll."""
    unroll = spec.check_int(unroll, "unroll", 1, 64, valid="an integer from 1 to 64")
    return [f"-DCP_UNROLL={unroll}", f"-DCP_FAST_MATH={int(bool(fast_math))}"], unroll


CONST_ORDER = ("gravity", "masspole", "total_mass", "length", "polemass_length", "force_mag", "tau",
               "x_threshold", "theta_threshold_radians", "four_thirds")  # then RESET_SCALE


def consts() -> np.ndarray:
    """The float32 constants in the order of the kernel's enum."""
    c = spec.PARAMS.float32_constants()
    return np.array([c[k] for k in CONST_ORDER] + [spec.RESET_SCALE], dtype=np.float32)


def host_library(macros: list[str]) -> ctypes.CDLL:
    """Compile cartpole.cu for the host (cached by source and macros) and load it."""
    cxx = shutil.which("g++") or shutil.which("c++") or shutil.which("clang++")
    if cxx is None:
        raise NotAvailable("no host C++ compiler (g++, c++ or clang++) to build cartpole.cu")
    srcs = [SOURCE, SRC_DIR / "host_compat.h", SRC_DIR / "host_main.cpp"]
    digest = hashlib.sha256(b"".join(p.read_bytes() for p in srcs) + " ".join(macros).encode()).hexdigest()[:16]
    lib = BUILD_DIR / f"cartpole_host_{digest}.so"
    if not lib.exists():
        BUILD_DIR.mkdir(parents=True, exist_ok=True)
        tmp = lib.with_suffix(f".tmp{id(lib)}")
        cmd = [cxx, "-O3", "-std=c++17", "-shared", "-fPIC", "-Wall", "-Werror", "-ffp-contract=off",
               *macros, "-I", str(SRC_DIR), str(SRC_DIR / "host_main.cpp"), "-o", str(tmp), "-lm"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError(f"host build of cartpole.cu failed:\n{r.stderr}")
        tmp.replace(lib)
    return ctypes.CDLL(str(lib))


class CupyRawCartpole(Cartpole):
    name = "cupy-raw"
    fast_math = False
    kept_between_processes = "the host build's library (impls.api.BUILD_DIR); NVRTC's on a GPU, in CuPy's cache"
    code_reading = CodeReading(symbol="rollout")  # the host build's rollout function (harness cpu-code)

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", block: int | None = None,
                 unroll: int = UNROLL):
        self.macros, self.unroll = build_macros(self.fast_math, unroll)
        self.block_option = block
        cuda_block(1, 1, block)  # validates
        super().__init__(num_envs, seed, device)

    def _setup(self):
        n = self.num_envs
        if self.device == "host":
            self.lib = host_library(self.macros)
            self.xp = np
            self.block = cuda_block(n, 1, self.block_option)
        else:
            self._setup_cuda()
        self.arrays = {f: self.xp.zeros(n, spec.DTYPES[f]) for f in spec.FIELDS}
        self.consts = self.xp.asarray(consts())
        self.max_steps = np.int32(spec.PARAMS.max_episode_steps)
        self.keys = self.xp.zeros(1, np.uint32)
        self._stepper = None  # step mode's double buffer and flag (impls.cuda_common.FlaggedStep)
        self._seed_changed()

    def _setup_cuda(self):
        try:
            import cupy
        except ImportError as exc:
            raise NotAvailable(f"cupy is not installed ({exc})") from exc
        try:
            if cupy.cuda.runtime.getDeviceCount() < 1:
                raise NotAvailable("no CUDA device")
        except cupy.cuda.runtime.CUDARuntimeError as exc:
            raise NotAvailable(f"no usable CUDA driver/device ({exc})") from exc
        self.xp = cupy
        sms = cupy.cuda.Device().attributes["MultiProcessorCount"]
        self.block = cuda_block(self.num_envs, sms, self.block_option)
        module = cupy.RawModule(code=SOURCE.read_text(), options=(*NVRTC_OPTIONS, *self.macros))
        self.k_keys = module.get_function("cartpole_step_keys")
        self.k_rollout = module.get_function("cartpole_rollout")
        self.k_step = module.get_function("cartpole_step")

    def _set_policy(self, policy, greedy):
        """The policy kernel is built for the hidden sizes (compiled in, with the step loop not
        unrolled: the MLP is the loop's body); the weights are a device array argument."""
        check_policy_size(policy.hidden)
        h1, h2 = policy.hidden
        macros = [*build_macros(self.fast_math, 1)[0], f"-DCP_H1={h1}", f"-DCP_H2={h2}"]
        packed = policy_module.pack(policy)
        if self.xp is np:
            self.policy_lib = host_library(macros)
            self.policy_weights = packed
            return
        import cupy

        module = cupy.RawModule(code=SOURCE.read_text(), options=(*NVRTC_OPTIONS, *macros))
        self.k_policy = module.get_function("cartpole_policy_rollout")
        self.policy_block = min(self.block, self.k_policy.max_threads_per_block)  # 255 registers at 64x64
        self.policy_weights = cupy.asarray(packed)  # 256-byte aligned: the kernel reads it as float4

    def _set(self, state):
        for f in spec.FIELDS:
            self.arrays[f][...] = self.xp.asarray(state[f])

    def _get(self):
        return {f: (a.get() if self.xp is not np else a.copy()) for f, a in self.arrays.items()}

    def sync(self):
        if self.xp is not np:
            self.xp.cuda.get_current_stream().synchronize()

    def _rollout(self, steps):
        if self.keys.size < steps:
            self.keys = self.xp.zeros(steps, np.uint32)
        a = self.arrays
        sk = self._seed_key
        t0 = np.uint32(self.t & spec.MASK32)
        n = self.num_envs
        if self.xp is np:
            ptr = lambda arr: arr.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
            self.lib.host_rollout(*(ptr(a[f]) for f in spec.FIELDS[:4]), ptr(a["ep_steps"]),
                                  ptr(a["episodes"]), ptr(a["returns"]), ptr(self.keys),
                                  ctypes.c_uint32(sk), ctypes.c_uint32(t0), ctypes.c_int(steps),
                                  ctypes.c_int(n), ptr(self.consts), ctypes.c_int(self.max_steps))
            return
        b = self.block
        blocks, threads = keys_grid(steps)
        self.k_keys((blocks,), (threads,), (self.keys, sk, t0, np.int32(steps)))
        self.k_rollout(((n + b - 1) // b,), (b,),
                       (a["x"], a["x_dot"], a["theta"], a["theta_dot"], a["ep_steps"], a["episodes"],
                        a["returns"], self.keys, np.int32(steps), np.int32(n),
                        self.consts, self.max_steps))

    def _rollout_policy(self, steps):
        if self.keys.size < steps:
            self.keys = self.xp.zeros(steps, np.uint32)
        a = self.arrays
        t0 = np.uint32(self.t & spec.MASK32)
        n = self.num_envs
        if self.xp is np:
            ptr = lambda arr: arr.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
            self.policy_lib.host_policy_rollout(
                *(ptr(a[f]) for f in spec.FIELDS), ptr(self.keys), ctypes.c_uint32(self._seed_key),
                ctypes.c_uint32(t0), ctypes.c_int(steps), ctypes.c_int(n), ptr(self.consts),
                ctypes.c_int(self.max_steps), ptr(self.policy_weights), ctypes.c_int(int(self.greedy)))
            return
        b = self.policy_block
        blocks, threads = keys_grid(steps)
        self.k_keys((blocks,), (threads,), (self.keys, self._seed_key, t0, np.int32(steps)))
        self.k_policy(((n + b - 1) // b,), (b,),
                      (*(a[f] for f in spec.FIELDS), self.keys, np.int32(steps), np.int32(n), self.consts,
                       self.max_steps, self.policy_weights, np.int32(self.greedy)),
                      shared_mem=self.policy_weights.nbytes)

    def _actions(self, actions):
        a = self.xp.asarray(actions)  # a NumPy array is copied to the GPU; a device array is used as is
        check_action_meta(a.shape, a.dtype.kind, a.dtype, self.num_envs)
        return a.astype(np.int64, copy=False)  # the kernel reads int64 and checks the values

    def _seed_changed(self):
        self._seed_key = np.uint32(spec.seed_key(self.seed))

    def _step(self, actions):
        if self._stepper is None:
            xp = self.xp
            self._stepper = FlaggedStep(self.num_envs, lambda shape, dtype, fill: xp.full(shape, fill, dtype))
        scalars = (self._seed_key, np.uint32(self.t & spec.MASK32))
        n = self.num_envs
        if self.xp is np:
            ptr = lambda arr: arr.ctypes.data_as(ctypes.c_void_p)  # noqa: E731

            def launch(src, dst, actions, obs, final, term, trunc, flag, call):
                self.lib.host_step(*(ptr(src[f]) for f in spec.FIELDS), *(ptr(dst[f]) for f in spec.FIELDS),
                                   *map(ptr, (actions, obs, final, term, trunc, flag)),
                                   *(ctypes.c_uint32(int(v)) for v in (call, *scalars)), ctypes.c_int(n),
                                   ptr(self.consts), ctypes.c_int(self.max_steps))
            read = lambda flag: flag[0]  # noqa: E731
        else:
            def launch(src, dst, actions, obs, final, term, trunc, flag, call):
                b = self.block
                self.k_step(((n + b - 1) // b,), (b,), (*(src[f] for f in spec.FIELDS), *(dst[f] for f in spec.FIELDS),
                                                       actions, obs, final, term, trunc, flag, call, *scalars,
                                                       np.int32(n), self.consts, self.max_steps))
            read = lambda flag: flag.get()[0]  # noqa: E731 - one word back: waits for the step
        self.arrays, out = self._stepper(self.arrays, actions, launch, read)
        return out

    def machine_code(self, folder):
        if self.device != "host":
            raise NotImplementedError(f"{self.name} on {self.device}: its code is a GPU kernel (gpu_code)")
        return MachineCode((self.lib._name,), f"scalar: one environment, {self.unroll} steps per iteration (the "
                           "loop body includes the reset block, counted as if always taken)")

    @classmethod
    def gpu_code(cls, arch, folder, unroll=UNROLL, block=None):
        """cartpole.cu with the options CuPy's NVRTC compiles it with here (the build's macros among them)."""
        macros, unroll = build_macros(cls.fast_math, unroll)
        return GpuCode("cartpole_rollout", unroll, source=SOURCE.read_text(), source_path=str(SOURCE),
                       options=(*NVRTC_OPTIONS, *macros))

    def describe(self):
        return {"kernels_per_rollout": 2, "kernels_per_step": 0, "block": self.block, "unroll": self.unroll,
                "fast_math": self.fast_math}


class CupyRawFastMath(CupyRawCartpole):
    """The same kernel with the hardware's approximate sin/cos and division (see the module text)."""
    name = "cupy-raw-fastmath"
    fast_math = True
    step_rtol = FAST_STEP_RTOL
    rollout_atol = FAST_ROLLOUT_ATOL
    _set_policy = Cartpole._set_policy  # no policy mode: its looser physics would need its own check
