"""``numba-cpu``: the fused CPU kernel, Numba ``njit(parallel=True)``, the whole rollout in one call.

Timed region: one call. Environments are split into blocks of at most ``BLOCK`` spread over the
cores (``prange``); each block loops over the T steps and, per step, runs two passes over its
environments, which stay in L1:
1. a branch-free pass LLVM vectorises across environments (16 lanes with AVX-512): action hash,
   Euler step, termination test, a done flag per environment;
2. a scalar pass that resets only the environments that finished (about 1 in 22), so the four
   reset hashes are not paid on every env-step.

What it takes for LLVM to vectorise pass 1 (each measured on the 2-core Xeon, 16384 environments):
- Array indices are unsigned (``np.uintp``). With Numba's signed ``range`` index every access gets
  a negative-index wraparound select, LLVM sees an "unsafe indirect dependence" and keeps the loop
  scalar: 194 M env-steps/s scalar, 825 vectorised with 8 lanes.
- ``error_model="numpy"``: the default Python error model puts a ZeroDivisionError branch on the
  division, which also keeps the loop scalar.
- ``sin``/``cos`` are a branch-free float32 sincos (Cody-Waite reduction by pi/2, Cephes minimax
  polynomials, about 1 ulp): without Intel's SVML, Numba's libm calls would keep the loop scalar.
- 512-bit vectors: LLVM's tuning for AVX-512 CPUs prefers 256-bit vectors; on a CPU with AVX-512
  this module asks for 512 (``-prefer-256-bit`` in Numba's CPU features, set before Numba's first
  compilation in the process, so only where nothing was compiled yet; ``describe()`` tells what
  the compiler got): 825 -> about 950 M env-steps/s.
FMA contraction is allowed (it only removes roundings). Random numbers are the spec's hash,
computed in the kernel; K(t) for the rollout's steps is one vector op before the call.
"""
from __future__ import annotations

import numpy as np

from impls import spec
from impls.api import Cartpole, NotAvailable

try:
    import numba
    from numba import njit, prange
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"numba is not installed ({exc})") from exc


def _prefer_512_bit_vectors():
    """Ask LLVM for 512-bit vectors where the CPU has AVX-512 and the user set no features."""
    if numba.config.CPU_FEATURES is None:
        from llvmlite import binding

        features = binding.get_host_cpu_features()
        if features.get("avx512f"):
            numba.config.CPU_FEATURES = features.flatten() + ",-prefer-256-bit"


def _compiler_features() -> str:
    from numba.core.registry import cpu_target

    return getattr(cpu_target.target_context.codegen(), "_tm_features", "") or ""


_prefer_512_bit_vectors()

BLOCK = 512  # environments per block at most; fewer when that leaves a core idle (see _setup)
_C = spec.PARAMS.float32_constants()
F32 = np.float32
GRAVITY, MASSPOLE, TOTAL_MASS = _C["gravity"], _C["masspole"], _C["total_mass"]
LENGTH, PML, FORCE, TAU = _C["length"], _C["polemass_length"], _C["force_mag"], _C["tau"]
X_TH, THETA_TH, FOUR_THIRDS = _C["x_threshold"], _C["theta_threshold_radians"], _C["four_thirds"]
FORCE2 = F32(2) * FORCE
INV_M = F32(1) / TOTAL_MASS
MAX_STEPS = np.int32(spec.PARAMS.max_episode_steps)
TWO_OVER_PI = F32(2 / np.pi)
PIO2_HI = F32(np.pi / 2)
PIO2_LO = F32(np.pi / 2 - float(F32(np.pi / 2)))
HALF = F32(0.5)
U31, U8 = np.uint32(31), np.uint32(8)
HALF_RANGE = np.int32(1 << 23)
RESET_SCALE = spec.RESET_SCALE


_hash = njit(inline="always")(spec.lowbias32_u32)
_sincos_poly = njit(inline="always")(spec.sincos_poly)


@njit(inline="always")
def _reset_value(w):
    return F32(np.int32(w >> U8) - HALF_RANGE) * RESET_SCALE


@njit(inline="always")
def _sincos(x):
    q = np.floor(x * TWO_OVER_PI + HALF)
    r = (x - q * PIO2_HI) - q * PIO2_LO
    s, c = _sincos_poly(r)
    qi = np.int32(q)
    sw = (qi & 1) != 0
    sn = c if sw else s
    cs = s if sw else c
    sn = -sn if (qi & 2) != 0 else sn
    cs = -cs if ((qi + 1) & 2) != 0 else cs
    return sn, cs


@njit(parallel=True, error_model="numpy", fastmath={"contract"})
def rollout_kernel(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, skeys, block):
    n = x.shape[0]
    nblocks = (n + block - 1) // block
    for b in prange(nblocks):
        lo = b * block
        hi = min(lo + block, n)
        done = np.empty(hi - lo, np.uint8)
        for t in range(skeys.shape[0]):
            k = skeys[t]
            for ii in range(lo, hi):
                i = np.uintp(ii)
                w = _hash(k ^ ekeys[0, i])
                force = F32(w >> U31) * FORCE2 - FORCE
                th, thd, xd = theta[i], theta_dot[i], x_dot[i]
                sn, cs = _sincos(th)
                temp = (force + PML * thd * thd * sn) * INV_M
                th_acc = (GRAVITY * sn - cs * temp) / (LENGTH * (FOUR_THIRDS - MASSPOLE * cs * cs * INV_M))
                x_acc = temp - PML * th_acc * cs * INV_M
                nx = x[i] + TAU * xd
                nth = th + TAU * thd
                x[i] = nx
                x_dot[i] = xd + TAU * x_acc
                theta[i] = nth
                theta_dot[i] = thd + TAU * th_acc
                e = ep[i] + np.int32(1)
                ep[i] = e
                d = (abs(nx) > X_TH) | (abs(nth) > THETA_TH) | (e >= MAX_STEPS)
                done[np.uintp(ii - lo)] = np.uint8(d)
            for i in range(lo, hi):
                if done[i - lo]:
                    episodes[i] += 1
                    returns[i] += F32(ep[i])
                    ep[i] = 0
                    x[i] = _reset_value(_hash(k ^ ekeys[1, i]))
                    x_dot[i] = _reset_value(_hash(k ^ ekeys[2, i]))
                    theta[i] = _reset_value(_hash(k ^ ekeys[3, i]))
                    theta_dot[i] = _reset_value(_hash(k ^ ekeys[4, i]))


class NumbaCpuCartpole(Cartpole):
    name = "numba-cpu"

    def _setup(self):
        n = self.num_envs
        self.ekeys = np.stack([spec.env_keys(n, j) for j in (spec.STREAM_ACTION, *spec.STREAMS_RESET)])
        self.arrays = {f: np.empty(n, spec.DTYPES[f]) for f in spec.FIELDS}
        threads = numba.get_num_threads()
        # Split so every core gets work, but keep blocks >= 128 environments: LLVM's vector loop
        # handles 32 at a time (8 lanes x 4 interleaved) and shorter blocks run its scalar remainder
        # (measured: 16-environment blocks ran 3x slower than one 32-environment block).
        per_thread = -(-n // threads)
        self.block = int(min(BLOCK, max(128, -(-per_thread // 32) * 32)))

    def _set(self, state):
        for f in spec.FIELDS:
            self.arrays[f][...] = state[f]

    def _get(self):
        return {f: a.copy() for f, a in self.arrays.items()}

    def _rollout(self, steps):
        a = self.arrays
        rollout_kernel(a["x"], a["x_dot"], a["theta"], a["theta_dot"], a["ep_steps"], a["episodes"],
                       a["returns"], self.ekeys, spec.step_keys(self.seed, self.t, steps), self.block)

    def describe(self):
        features = _compiler_features()
        bits = 512 if "+avx512f" in features and "-prefer-256-bit" in features else \
            256 if "+avx" in features else 128
        return {"threads": numba.get_num_threads(), "block": self.block, "preferred_vector_bits": bits,
                "kernels_per_step": 0, "kernels_per_rollout": 1}
