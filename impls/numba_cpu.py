"""``numba-cpu``: the fused CPU kernel, Numba ``njit(parallel=True)``, the whole rollout in one call.

Timed region: one call. Environments are split into blocks of at most ``BLOCK`` spread over the
cores (``prange``); each block loops over the T steps and, per step, runs two passes over its
environments, which stay in L1:
1. a branch-free pass LLVM vectorises across environments (16 lanes with AVX-512): action hash,
   Euler step, termination test, a done byte per environment;
2. a scalar pass that resets only the environments that finished (about 1 in 22), so the four
   reset hashes are not paid on every env-step. It packs 64 done bytes into one 64-bit mask (a
   multiply per 8 bytes) and visits the set bits with count-trailing-zeros; each reset hashes its
   four streams in one 4-lane vector (``_reset4``).

What it takes for LLVM to vectorise pass 1:
- Array indices are unsigned (``np.uintp``). With Numba's signed ``range`` index every access gets
  a negative-index wraparound select, LLVM sees an "unsafe indirect dependence" and keeps the loop
  scalar.
- ``error_model="numpy"``: the default Python error model puts a ZeroDivisionError branch on the
  division, which also keeps the loop scalar.
- ``sin``/``cos`` are a branch-free float32 sincos (Cody-Waite reduction by pi/2, Cephes minimax
  polynomials, about 1 ulp): without Intel's SVML, Numba's libm calls would keep the loop scalar.
- 512-bit vectors: LLVM's tuning for AVX-512 CPUs prefers 256-bit vectors; on a CPU with AVX-512
  this module asks for 512 (``-prefer-256-bit`` in Numba's CPU features, set before Numba's first
  compilation in the process, so only where nothing was compiled yet; ``describe()`` tells what
  the compiler got).

What makes it faster still (results bit-identical before and after each):
- Pass 2 visits set bits of a 64-bit mask instead of testing every done byte: the byte loop's
  per-environment test and its mispredicted branch cost more than pass 1.
- A reset's four hashes are one vector: its environment's four reset-stream keys are one row of an
  environment-major copy (``rkeys``, made with the instance), loaded at once and hashed lane by lane
  in LLVM vector IR (``_reset4``, a Numba intrinsic: LLVM's vectoriser kept the four scalar chains
  in every form Python could write them). The branch-free alternative, all four hashed for every
  environment in pass 1, costs far more than it saves.
- Only each call's first step runs the full sincos; later steps use the small-angle polynomial
  alone. After any step every pole angle is within 12 degrees (or the environment was reset to
  within 0.05 rad, or it is NaN), and for |theta| < pi/4 the reduction's quotient is 0, so the
  polynomial gives the same bits; the first step still serves any state ``set_state`` loaded.
  This drops the reduction's rounding, conversion and quadrant selects from the vector loop.
- The vector loop's constants reach the kernel as run-time values (``CONSTS``: the physics', the
  polynomials' and the action hash's multipliers), not as Numba globals: Numba compiles with the
  large code model, and LLVM re-materialised each global constant's address inside the vector loop
  (``movabsq``, then a broadcast load); as run-time values they stay in vector registers, or with
  AVX2's 16 registers are spilled once and reloaded as an operand of the instruction that uses them.
- Every array the kernel writes or streams is 64-byte aligned (``_aligned_empty``), and blocks are
  multiples of 32 environments, so no cache line is shared by two cores' blocks and no vector load
  splits a line (NumPy aligns to 16 bytes only: the cores fought over the lines at the block
  boundary). The done bytes too: one aligned row per block, allocated once (``done_rows``), as a
  precaution. Each stream (state row, key row, counter, done bytes) also starts at its own offset in
  a 4 KiB page (``STAGGER``), so their lines do not compete for the same L1 sets: with all of them at
  one offset the speed depended on where the allocator put an instance (docs/history.md).
On a 2-core VM, stretches of about a second at roughly one core's speed come from outside the
process: a sweep point that falls in one reads low with a small spread. What each change measured:
docs/history.md, "numba-cpu".
FMA contraction is allowed (it only removes roundings). Random numbers are the spec's hash,
computed in the kernel; K(t) for the rollout's steps is one vector op before the call.

The kernels are compiled on first use and kept (Numba's ``cache=True``) for the next process: in
``CARTPOLE_NUMBA_CACHE`` where a run sets it (the test suite and the sweep set one per run: a point's
first process compiles cold, its later ones load; harness/measure/sweep.py), else in a folder of the
build folder named by a hash of this module's source and every impls/ module it imports, Numba's
version and the CPU (``cache_folder``; ``CARTPOLE_COMPILE_CACHE=0`` keeps nothing). Numba's own check
looks only at this file: the key is what keeps a changed callee in another module from being loaded
stale.

Thread placement (docs/measurement.md, "Thread placement"): the sweep's measuring processes bind the
pool's threads one per CPU (``OMP_PROC_BIND=true``, the registry's ``env`` for this row); a process of
the user's own is left as its environment says, since a bound pool pins the calling thread to the
first CPU too, and several bound processes then share that one CPU.
"""
from __future__ import annotations

import os
import types
from pathlib import Path

import numpy as np

import impls
from impls import compile_count, numba_dump, spec
from impls.api import (CACHE_VERSIONS, Cartpole, MachineCode, NotAvailable, StepResult, bad_action_error,
                       check_action_meta, compile_cache)

try:
    import numba
    from llvmlite import ir
    from numba import njit, prange
    from numba.core import cgutils, types as nb_types
    from numba.core.extending import intrinsic
    from numba.cpython.unsafe.numbers import trailing_zeros
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"numba is not installed ({exc})") from exc


def _threading_layer() -> str | None:
    """Numba's threading layer (omp, tbb or workqueue), once its pool has started."""
    try:
        return numba.threading_layer()
    except ValueError:
        return None


PROC_BIND = ("false", "true", "primary", "close", "spread")  # omp_proc_bind_t's values, in order


def omp_proc_bind_read() -> str | None:
    """OMP_PROC_BIND as the loaded OpenMP runtime read it (libgomp's ``omp_get_proc_bind()`` on this
    thread: the variable's value when the runtime loaded, whatever os.environ says now); None where no
    libgomp is loaded yet."""
    import ctypes

    try:
        with open("/proc/self/maps") as f:
            libs = sorted({line.split()[-1] for line in f if "libgomp" in line and "/" in line})
    except OSError:
        return None
    read = set()
    for lib in libs:
        try:
            v = ctypes.CDLL(lib).omp_get_proc_bind()
        except (OSError, AttributeError):
            continue
        read.add(PROC_BIND[v] if 0 <= v < len(PROC_BIND) else str(v))
    return ", ".join(sorted(read)) or None


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


def preferred_vector_bits() -> int:
    """The vector width Numba's compiler prefers here (its CPU features, the user's where set): 512 with
    AVX-512 and 512-bit vectors preferred, 256 with AVX, else 128."""
    features = _compiler_features()
    return 512 if "+avx512f" in features and "-prefer-256-bit" in features else 256 if "+avx" in features else 128


# A dump of the compiler's output (NUMBA_DUMP_ASSEMBLY: harness cpu-code) needs a compile, not a load;
# and Numba keys its cache on the source file, which a copy of this module run from a string (the
# mutation check's mutants) does not have.
_DUMPS = numba.config.DUMP_ASSEMBLY or numba.config.DUMP_LLVM or numba.config.DUMP_OPTIMIZED
_FROM_A_FILE = os.path.exists(_compiler_features.__code__.co_filename)
def cache_folder(module: str) -> str | None:
    """Where a module's Numba kernels are kept between processes (impls.api.compile_cache: a run's own folder,
    else one keyed by the module's imports, the versions and the machine; None: not kept), set as Numba's
    CACHE_DIR before the module's functions are decorated."""
    folder = compile_cache("numba", module, CACHE_VERSIONS["numba"], impls.NUMBA_CACHE_VARIABLE)
    if folder is None or _DUMPS:
        return None
    numba.config.CACHE_DIR = str(folder)
    return str(folder)


CACHE = _FROM_A_FILE and cache_folder(__name__) is not None

BLOCK = 512  # environments per block at most; fewer when that leaves a core idle (see _setup)
ALIGN = 64  # bytes: a cache line, and one 512-bit vector
_C = spec.PARAMS.float32_constants()
F32 = np.float32
FORCE2 = F32(2) * _C["force_mag"]
INV_M = _C["inv_total_mass"]
# tanh in float32 by Eigen's rational approximation (the one XLA's CPU backend uses): vectorisable
# where a call to libm's tanhf is not. Eigen returns x itself for |x| < 0.0004, for tanh's relative
# accuracy near 0; the suite's bound is absolute (impls/policy.py: 8 units of 2**-24), and p / q is
# within 5 units of tanh there as everywhere (every float32 in [-10, 10] against float64, with the
# select and without: the same maximum), so the select (three vector operations a tanh) is left out.
_TANH_CLAMP = F32(7.90531110763549805)
_TANH_A = tuple(F32(v) for v in (4.89352455891786e-03, 6.37261928875436e-04, 1.48572235717979e-05,
                                 5.12229709037114e-08, -8.60467152213735e-11, 2.00018790482477e-13,
                                 -2.76076847742355e-16))
_TANH_B = tuple(F32(v) for v in (4.89352518554385e-03, 2.26843463243900e-03, 1.18534705686654e-04,
                                 1.19825839466702e-06))
# The vector loops' constants, passed to the kernels as an array (run-time values; see the docstring):
# the physics constants in the order _physics_pass unpacks them, the polynomials' (_sincos_poly),
# lowbias32's two multipliers as their uint32 bits (_hash_multipliers, from _HASH_AT), and tanh's
# coefficients and clamp (_tanh_consts, from _TANH_AT).
CONSTS = np.array([_C["gravity"], _C["masspole"], INV_M, _C["length"], _C["polemass_length"],
                   _C["force_mag"], FORCE2, _C["tau"], _C["x_threshold"],
                   _C["theta_threshold_radians"], _C["four_thirds"], *spec.SIN_POLY, *spec.COS_POLY,
                   0.5, 1.0, 0, 0, *_TANH_A, *_TANH_B, _TANH_CLAMP], np.float32)
_HASH_AT, _TANH_AT = 19, 21
CONSTS.view(np.uint32)[_HASH_AT:_HASH_AT + 2] = spec.HASH_MULTIPLIERS
MAX_STEPS = np.int32(spec.PARAMS.max_episode_steps)
STEP_SALT = np.uint32(spec.STEP_SALT)
TWO_OVER_PI, PIO2_HI, PIO2_LO = spec.TWO_OVER_PI, spec.PIO2_HI, spec.PIO2_LO
HALF = F32(0.5)
U31, U16, U15, U8 = np.uint32(31), np.uint32(16), np.uint32(15), np.uint32(8)
HALF_RANGE = np.int32(1 << 23)
RESET_SCALE = spec.RESET_SCALE
# Pass 1 writes one byte per environment: 1 if its episode ended (a rollout, _ended), or bit 0
# terminated and bit 1 truncated (step mode, _ended_how); LOW_BITS folds the two.
LOW_BITS = np.uint64(0x0101010101010101)
# (w * PACK) >> 56 gathers the low bits of w's 8 bytes into one byte, byte j -> bit j, when every
# byte is 0 or 1 (each byte's partial product lands on its own bit of the top byte; no carries reach
# it). tests/test_numba_cpu.py checks all 256 cases.
PACK, U56 = np.uint64(0x0102040810204080), np.uint64(56)


_hash = njit(inline="always")(spec.lowbias32_u32)
_step_key = njit(inline="always")(spec.step_key_fn(_hash, STEP_SALT))  # K(t)


@njit(inline="always")
def _sincos_poly(r, p):
    """spec.sincos_poly with its constants as run-time values ``p`` (SIN_POLY, COS_POLY, 0.5, 1: the
    tail of CONSTS): the same operations in the same order, so the same bits."""
    s1, s2, s3, c1, c2, c3, half, one = p
    z = r * r
    return ((s3 * z + s2) * z + s1) * z * r + r, ((c3 * z + c2) * z + c1) * z * z - half * z + one


@intrinsic
def _reset4(typingctx, rkeys, i, k):
    """The four reset values of environment ``i`` at step key ``k`` (x, x_dot, theta, theta_dot):
    each lane of one 4-lane vector is the spec's reset value of its stream, ``(int32(w >> 8) - 2**23)
    * RESET_SCALE`` of the word ``w = lowbias32(k ^ key)``, the same operations in 32-bit lanes, so
    the same bits. ``rkeys``: the (n, 4) uint32 environment-major copy of the reset streams' keys,
    row i one 16-byte load. Written as LLVM vector IR because LLVM's vectoriser left the four
    hashes scalar in every form the Python allowed (four statements, a loop of four; docs/history.md)."""
    if not (isinstance(rkeys, nb_types.Array) and rkeys.dtype == nb_types.uint32 and rkeys.ndim == 2
            and rkeys.layout == "C" and k == nb_types.uint32):
        return None  # Numba then reports a typing error: the load reads a C-contiguous row, k is K(t)
    sig = nb_types.UniTuple(nb_types.float32, 4)(rkeys, i, k)

    def codegen(context, builder, signature, args):
        keys, index, step_key = args
        array = context.make_array(signature.args[0])(context, builder, keys)
        row = cgutils.get_item_pointer(context, builder, signature.args[0], array,
                                       [index, context.get_constant(nb_types.intp, 0)])
        i32, v4 = ir.IntType(32), ir.VectorType(ir.IntType(32), 4)
        f4 = ir.VectorType(ir.FloatType(), 4)

        def lanes(c):
            return ir.Constant(v4, [int(c)] * 4)
        w = builder.load(builder.bitcast(row, v4.as_pointer()), align=4)
        kv = builder.insert_element(ir.Constant(v4, ir.Undefined), step_key, ir.Constant(i32, 0))
        w = builder.xor(w, builder.shuffle_vector(kv, ir.Constant(v4, ir.Undefined), lanes(0)))
        w = builder.xor(w, builder.lshr(w, lanes(U16)))  # spec.lowbias32_u32, lane by lane
        w = builder.mul(w, lanes(spec.HASH_MULTIPLIERS[0]))
        w = builder.xor(w, builder.lshr(w, lanes(U15)))
        w = builder.mul(w, lanes(spec.HASH_MULTIPLIERS[1]))
        w = builder.xor(w, builder.lshr(w, lanes(U16)))
        w = builder.sub(builder.lshr(w, lanes(U8)), lanes(HALF_RANGE))
        v = builder.fmul(builder.sitofp(w, f4), ir.Constant(f4, [float(RESET_SCALE)] * 4))
        return context.make_tuple(builder, signature.return_type,
                                  [builder.extract_element(v, ir.Constant(i32, j)) for j in range(4)])
    return sig, codegen


@njit(inline="always")
def _sincos(x, p):
    """Any float32 x: Cody-Waite reduction by pi/2, then the polynomials; for |x| < pi/4 the quotient
    is 0 and this is exactly ``_sincos_poly(x, p)``."""
    q = np.floor(x * TWO_OVER_PI + HALF)
    r = (x - q * PIO2_HI) - q * PIO2_LO
    s, c = _sincos_poly(r, p)
    qi = np.int32(q)
    sw = (qi & 1) != 0
    sn = c if sw else s
    cs = s if sw else c
    sn = -sn if (qi & 2) != 0 else sn
    cs = -cs if ((qi + 1) & 2) != 0 else cs
    return sn, cs


@njit(inline="always")
def done_mask(words, g):
    """The done bytes of environments 64 g .. 64 g + 63 of a block as the bits of one uint64."""
    m = np.uint64(0)
    for q in range(8):
        w = words[g * 8 + q]
        w = (w | (w >> np.uint64(1))) & LOW_BITS
        m |= ((w * PACK) >> U56) << np.uint64(8 * q)
    return m


@njit(inline="always")
def _hash_rt(x, m):
    """spec.lowbias32_u32 with its multipliers as run-time values ``m`` (``_hash_multipliers``): the same
    operations."""
    x = np.uint32(x ^ (x >> U16))
    x = np.uint32(x * m[0])
    x = np.uint32(x ^ (x >> U15))
    x = np.uint32(x * m[1])
    return np.uint32(x ^ (x >> U16))


@njit(inline="always")
def _stream_action(acts, ekeys, k, i, m):
    """Rollout: the action is stream 0's word's top bit."""
    return _hash_rt(k ^ ekeys[0, i], m) >> U31


@njit(inline="always")
def _given_action(acts, ekeys, k, i, m):
    """Step mode: the caller's action (checked to be 0 or 1 before the pass)."""
    return np.uint32(acts[i])


@njit(inline="always")
def _ended(d, e):
    """A rollout's done byte: 1 if the episode ended (pass 2 needs no more): one mask narrowed to bytes
    instead of two narrowed and merged (docs/history.md, "numba-cpu")."""
    return np.uint8(d | (e >= MAX_STEPS))


@njit(inline="always")
def _ended_how(d, e):
    """Step mode's done byte: bit 0 terminated, bit 1 truncated."""
    return np.uint8(d) | (np.uint8(e >= MAX_STEPS) << np.uint8(1))


@njit(inline="always")
def _physics_pass(sincos, action, flags, c, m, x, x_dot, theta, theta_dot, ep, ekeys, acts, k, lo, hi, done):
    """Pass 1 over environments lo .. hi - 1 (vectorised; ``sincos`` is ``_sincos`` or ``_sincos_poly``,
    ``action`` is ``_stream_action`` or ``_given_action``, ``flags`` ``_ended`` or ``_ended_how``;
    ``c`` and ``m``: the run-time constants)."""
    gravity, masspole, inv_m, length, pml, force_mag, force2, tau, x_th, theta_th, four_thirds = c[:11]
    p = c[11:]
    for ii in range(lo, hi):
        i = np.uintp(ii)
        force = F32(action(acts, ekeys, k, i, m)) * force2 - force_mag
        th, thd, xd = theta[i], theta_dot[i], x_dot[i]
        sn, cs = sincos(th, p)
        temp = (force + pml * thd * thd * sn) * inv_m
        th_acc = (gravity * sn - cs * temp) / (length * (four_thirds - masspole * cs * cs * inv_m))
        x_acc = temp - pml * th_acc * cs * inv_m
        nx = x[i] + tau * xd
        nth = th + tau * thd
        x[i] = nx
        x_dot[i] = xd + tau * x_acc
        theta[i] = nth
        theta_dot[i] = thd + tau * th_acc
        e = ep[i] + np.int32(1)
        ep[i] = e
        d = (abs(nx) > x_th) | (abs(nth) > theta_th)
        done[np.uintp(ii - lo)] = flags(d, e)


@njit(inline="always")
def _reset_pass(words, lo, hi, k, x, x_dot, theta, theta_dot, ep, episodes, returns, rkeys, final_obs,
                keep_final):
    """Pass 2: count and reset the environments that finished (set bits of the done masks); in step
    mode (``keep_final``) first keep their state in ``final_obs``."""
    groups = (hi - lo + 63) // 64
    for g in range(groups):
        m = done_mask(words, g)
        while m != 0:
            i = np.uintp(lo + g * 64) + np.uintp(trailing_zeros(m))  # unsigned: no wraparound select per access
            m &= m - np.uint64(1)
            if keep_final:
                final_obs[i, 0], final_obs[i, 1] = x[i], x_dot[i]
                final_obs[i, 2], final_obs[i, 3] = theta[i], theta_dot[i]
            episodes[i] += 1
            returns[i] += F32(ep[i])
            ep[i] = 0
            x[i], x_dot[i], theta[i], theta_dot[i] = _reset4(rkeys, i, k)


@njit(inline="always")
def _hold_pass(held, start, x, x_dot, theta, theta_dot, ep, lo, hi, done, reward):
    """Next-step mode, after pass 1: the environments whose episode ended in the previous call
    (``held``) take their new episode's first state ``start`` instead of this step's, ep_steps 0, not
    done, reward 0 (the action is ignored); the others' reward is 1."""
    for ii in range(lo, hi):
        i = np.uintp(ii)
        h = held[i]
        reward[i] = F32(1) - F32(h)
        if h:
            x[i], x_dot[i], theta[i], theta_dot[i] = start[i, 0], start[i, 1], start[i, 2], start[i, 3]
            ep[i] = 0
            done[np.uintp(ii - lo)] = 0
            held[i] = 0


@njit(inline="always")
def _reset_pass_next(words, lo, hi, k, x, x_dot, theta, theta_dot, ep, episodes, returns, rkeys, start, held):
    """Next-step mode's pass 2: the environments that finished are counted and keep their last state
    (the observation the call returns); the reset values, the same words as a same-step reset's,
    wait in ``start`` for the next call (``held``)."""
    groups = (hi - lo + 63) // 64
    for g in range(groups):
        m = done_mask(words, g)
        while m != 0:
            i = np.uintp(lo + g * 64) + np.uintp(trailing_zeros(m))  # unsigned: no wraparound select per access
            m &= m - np.uint64(1)
            episodes[i] += 1
            returns[i] += F32(ep[i])
            ep[i] = 0
            start[i, 0], start[i, 1], start[i, 2], start[i, 3] = _reset4(rkeys, i, k)
            held[i] = 1


@njit(inline="always")
def _hash_multipliers(consts):
    """lowbias32's multipliers: two of ``consts`` read as the uint32 bits they are."""
    u = consts.view(np.uint32)
    return (u[_HASH_AT], u[_HASH_AT + 1])


@njit(inline="always")
def _const_tuple(consts):
    """The kernels' float32 constants as a tuple (scalars the compiler keeps in registers)."""
    return (consts[0], consts[1], consts[2], consts[3], consts[4], consts[5], consts[6], consts[7],
            consts[8], consts[9], consts[10], consts[11], consts[12], consts[13], consts[14], consts[15],
            consts[16], consts[17], consts[18])


@njit(inline="always")
def _tanh_consts(consts):
    """tanh's seven numerator and four denominator coefficients and its clamp, as a tuple."""
    t = _TANH_AT
    return (consts[t], consts[t + 1], consts[t + 2], consts[t + 3], consts[t + 4], consts[t + 5], consts[t + 6],
            consts[t + 7], consts[t + 8], consts[t + 9], consts[t + 10], consts[t + 11])


@njit(inline="always")
def _rollout_step(any_angle, action, c, m, x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys,
                  acts, k, lo, hi, done, words):
    """One rollout step of a block: pass 1 (``_sincos`` when ``any_angle``, else every |theta| <= 12
    degrees or NaN: the polynomial alone, the same bits) and pass 2."""
    if any_angle:
        _physics_pass(_sincos, action, _ended, c, m, x, x_dot, theta, theta_dot, ep, ekeys, acts, k, lo, hi, done)
    else:
        _physics_pass(_sincos_poly, action, _ended, c, m, x, x_dot, theta, theta_dot, ep, ekeys, acts, k, lo, hi,
                      done)
    _reset_pass(words, lo, hi, k, x, x_dot, theta, theta_dot, ep, episodes, returns, rkeys, done, False)


@njit(error_model="numpy", fastmath={"contract"})
def _rollout_block(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, skeys, c, m, lo, hi, done):
    """Every step of one block of environments (lo .. hi - 1; ``done``: its row of done bytes). A
    function of its own, called by the kernel's prange body, not inlined there: Numba's parallel
    lowering copies and re-analyses the body's IR, so a body of one call compiles in less time (the
    passes inside stay inlined, so the loops are the same code; docs/history.md)."""
    words = done.view(np.uint64)
    for t in range(skeys.shape[0]):  # t == 0: the state may come from set_state, any angle
        _rollout_step(t == 0, _stream_action, c, m, x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys,
                      rkeys, ekeys, skeys[t], lo, hi, done, words)


@njit(parallel=True, error_model="numpy", fastmath={"contract"}, cache=CACHE)
def rollout_kernel(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, skeys, consts, block, done_rows):
    n = x.shape[0]
    nblocks = (n + block - 1) // block  # done_rows: one zeroed, aligned row of >= block bytes each
    c = _const_tuple(consts)
    m = _hash_multipliers(consts)
    for b in prange(nblocks):
        lo = b * block
        # this block's done bytes; those past hi - lo stay 0
        _rollout_block(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, skeys, c, m, lo,
                       min(lo + block, n), done_rows[b])


def _step_kernel(x, x_dot, theta, theta_dot, ep, episodes, returns, rkeys, actions, seed_key, t, consts,
                 block, done_rows, any_angle, terminated, truncated, final_obs, next_step, held, start, reward):
    """Step mode: the actions are checked (the number of values other than 0 and 1 is returned,
    before any state changes), then one step of every environment with them, the rollout's two
    passes, its flags split into ``terminated``/``truncated`` (uint64 words of 8 bool bytes, padded
    to a whole word) and the finished ones' state kept. ``next_step``: Gymnasium's next-step
    autoreset instead (_hold_pass, _reset_pass_next)."""
    n = x.shape[0]
    nblocks = (n + block - 1) // block
    bad = 0
    for ii in range(n):  # one thread: cheaper than waking the pool twice (docs/history.md)
        bad += np.uint64(actions[np.uintp(ii)]) > np.uint64(1)  # -1 wraps to 2**64 - 1
    if bad != 0:
        return bad
    k = _step_key(seed_key, t)
    c, m = _const_tuple(consts), _hash_multipliers(consts)
    for b in prange(nblocks):
        lo = b * block
        hi = min(lo + block, n)
        done = done_rows[b]
        words = done.view(np.uint64)
        if any_angle:
            _physics_pass(_sincos, _given_action, _ended_how, c, m, x, x_dot, theta, theta_dot, ep,
                          rkeys, actions, k, lo, hi, done)  # (the given actions need no action stream)
        else:
            _physics_pass(_sincos_poly, _given_action, _ended_how, c, m, x, x_dot, theta, theta_dot, ep,
                          rkeys, actions, k, lo, hi, done)
        if next_step:
            _hold_pass(held, start, x, x_dot, theta, theta_dot, ep, lo, hi, done, reward)
        w0 = np.uintp(lo // 8)  # blocks start at multiples of 32 environments
        for j in range(np.uintp((hi - lo + 7) // 8)):  # 8 flags per word; the rows are padded
            w = words[j]
            terminated[w0 + j] = w & LOW_BITS
            truncated[w0 + j] = (w >> np.uint64(1)) & LOW_BITS
        if next_step:
            _reset_pass_next(words, lo, hi, k, x, x_dot, theta, theta_dot, ep, episodes, returns, rkeys,
                             start, held)
        else:
            _reset_pass(words, lo, hi, k, x, x_dot, theta, theta_dot, ep, episodes, returns, rkeys,
                        final_obs, True)
    return 0


@njit(inline="always")
def dense(w, b, src, dst, m):
    """dst[j, :m] = b[j] + the sum over a of src[a, :m] w[a, j]: a layer's sums with the samples
    innermost (contiguous, so each multiply-add is a vector instruction over them), blocked four units
    by four rows: each pass over the samples loads four rows of ``src`` and four sums and does 16
    multiply-adds per sample (16 vector FMAs, 8 loads, 4 stores per 16 samples with AVX-512), where
    one unit and one row per pass did one multiply-add per two loads and a store (the blockings tried
    and what each measured: docs/history.md, "numba-cpu"). Inlined: the caller's fastmath flags hold.
    Policy mode's second layer; the suite's Numba PPO's rollouts of fewer environments than its tiles
    take (its tiles and its plain loop nest, impls/train/ppo_numba.py, make the same multiply-adds in
    the same order)."""
    r, k = w.shape
    j = 0
    while j + 4 <= k:  # four units at once, four rows per pass: each row's load serves 4 multiply-adds
        q0, q1, q2, q3 = dst[j], dst[j + 1], dst[j + 2], dst[j + 3]
        d0, d1, d2, d3 = b[j], b[j + 1], b[j + 2], b[j + 3]
        for i in range(m):
            q0[i], q1[i], q2[i], q3[i] = d0, d1, d2, d3
        a = 0
        while a + 4 <= r:
            r0, r1, r2, r3 = src[a], src[a + 1], src[a + 2], src[a + 3]
            c00, c01, c02, c03 = w[a, j], w[a, j + 1], w[a, j + 2], w[a, j + 3]
            c10, c11, c12, c13 = w[a + 1, j], w[a + 1, j + 1], w[a + 1, j + 2], w[a + 1, j + 3]
            c20, c21, c22, c23 = w[a + 2, j], w[a + 2, j + 1], w[a + 2, j + 2], w[a + 2, j + 3]
            c30, c31, c32, c33 = w[a + 3, j], w[a + 3, j + 1], w[a + 3, j + 2], w[a + 3, j + 3]
            for i in range(m):
                v0, v1, v2, v3 = r0[i], r1[i], r2[i], r3[i]
                q0[i] = q0[i] + v0 * c00 + v1 * c10 + v2 * c20 + v3 * c30
                q1[i] = q1[i] + v0 * c01 + v1 * c11 + v2 * c21 + v3 * c31
                q2[i] = q2[i] + v0 * c02 + v1 * c12 + v2 * c22 + v3 * c32
                q3[i] = q3[i] + v0 * c03 + v1 * c13 + v2 * c23 + v3 * c33
            a += 4
        while a < r:
            r0 = src[a]
            c00, c01, c02, c03 = w[a, j], w[a, j + 1], w[a, j + 2], w[a, j + 3]
            for i in range(m):
                v0 = r0[i]
                q0[i] += v0 * c00
                q1[i] += v0 * c01
                q2[i] += v0 * c02
                q3[i] += v0 * c03
            a += 1
        j += 4
    while j < k:
        q0 = dst[j]
        d0 = b[j]
        for i in range(m):
            q0[i] = d0
        for a in range(r):
            r0, c00 = src[a], w[a, j]
            for i in range(m):
                q0[i] += r0[i] * c00
        j += 1


@njit(inline="always")
def _tanh32(x, t):
    """tanh (Eigen's rational, at _TANH_A) with its coefficients ``t`` as run-time values
    (_tanh_consts): as globals LLVM re-materialised each one's address and broadcast in the loops
    (AVX2's 16 vector registers cannot hold them beside a layer's weights)."""
    c = min(max(x, -t[11]), t[11])
    z = c * c
    p = ((((((t[6] * z + t[5]) * z + t[4]) * z + t[3]) * z + t[2]) * z + t[1]) * z + t[0]) * c
    q = ((t[10] * z + t[9]) * z + t[8]) * z + t[7]
    return p / q


@njit(inline="always")
def _policy_pass(x, x_dot, theta, theta_dot, ekeys, k, lo, hi, w1, b1, w2, b2, w3, b3, greedy, h1, h2, l0, l1,
                 push, tc):
    """Policy mode, before pass 1: the MLP for environments lo .. hi - 1, one layer at a time with the
    environments innermost (contiguous, so each multiply-add is a vector instruction over them), and
    the action into ``push``: u < sigmoid(gap), u from stream 0 (greedy: gap > 0); ``tc``: tanh's
    constants (_tanh_consts). The second layer (h1 x h2 of the 4 h1 + h1 h2 + 2 h2
    multiply-adds): ``dense``."""
    m = hi - lo
    n1, n2 = w1.shape[1], w2.shape[1]
    for j in range(n1):
        c0, c1, c2, c3, bj = w1[0, j], w1[1, j], w1[2, j], w1[3, j], b1[j]
        for i in range(m):
            e = np.uintp(lo) + np.uintp(i)
            h1[j, i] = _tanh32(bj + x[e] * c0 + x_dot[e] * c1 + theta[e] * c2 + theta_dot[e] * c3, tc)
    dense(w2, b2, h1, h2, m)
    for i in range(m):
        l0[i], l1[i] = b3[0], b3[1]
    j = 0
    while j + 4 <= n2:  # four units' tanh and their shares of both logits a pass: one load and store of each
        q0, q1, q2, q3 = h2[j], h2[j + 1], h2[j + 2], h2[j + 3]
        a0, a1, a2, a3 = w3[j, 0], w3[j + 1, 0], w3[j + 2, 0], w3[j + 3, 0]
        d0, d1, d2, d3 = w3[j, 1], w3[j + 1, 1], w3[j + 2, 1], w3[j + 3, 1]
        for i in range(m):
            g0, g1, g2, g3 = _tanh32(q0[i], tc), _tanh32(q1[i], tc), _tanh32(q2[i], tc), _tanh32(q3[i], tc)
            l0[i] = l0[i] + g0 * a0 + g1 * a1 + g2 * a2 + g3 * a3
            l1[i] = l1[i] + g0 * d0 + g1 * d1 + g2 * d2 + g3 * d3
        j += 4
    while j < n2:
        q0 = h2[j]
        c0, c1 = w3[j, 0], w3[j, 1]
        for i in range(m):  # each unit's tanh and its share of both logits
            g = _tanh32(q0[i], tc)
            l0[i] += g * c0
            l1[i] += g * c1
        j += 1
    for i in range(m):
        gap = l1[i] - l0[i]
        e = np.uintp(lo) + np.uintp(i)
        if greedy:
            push[e] = gap > F32(0)
        else:
            u = F32(_hash(k ^ ekeys[0, e]) >> U8) * F32(2.0**-24)
            push[e] = u < F32(1) / (F32(1) + np.exp(-gap))


@njit(error_model="numpy", fastmath={"contract"})
def _policy_block(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, skeys, c, m, tc, lo, hi, block,
                  done, any_angle, w1, b1, w2, b2, w3, b3, greedy, push):
    """Every step of one block of environments in policy mode (its MLP's layers in scratch rows of
    ``block`` environments); a call of the kernel's prange body, as ``_rollout_block``."""
    words = done.view(np.uint64)
    h1 = np.empty((w1.shape[1], block), np.float32)
    h2 = np.empty((w2.shape[1], block), np.float32)
    l0 = np.empty(block, np.float32)
    l1 = np.empty(block, np.float32)
    for t in range(skeys.shape[0]):
        k = skeys[t]
        _policy_pass(x, x_dot, theta, theta_dot, ekeys, k, lo, hi, w1, b1, w2, b2, w3, b3, greedy, h1, h2,
                     l0, l1, push, tc)
        _rollout_step(t == 0 and any_angle, _given_action, c, m, x, x_dot, theta, theta_dot, ep, episodes,
                      returns, ekeys, rkeys, push, k, lo, hi, done, words)


@njit(parallel=True, error_model="numpy", fastmath={"contract"}, cache=CACHE)
def policy_rollout_kernel(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, skeys, consts, block,
                          done_rows, any_angle, w1, b1, w2, b2, w3, b3, greedy, push):
    """Policy mode's rollout: per block of environments, every step's MLP (_policy_pass) then the
    rollout's two passes with its actions."""
    n = x.shape[0]
    nblocks = (n + block - 1) // block
    c, m, tc = _const_tuple(consts), _hash_multipliers(consts), _tanh_consts(consts)
    for b in prange(nblocks):
        lo = b * block
        _policy_block(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, skeys, c, m, tc, lo,
                      min(lo + block, n), block, done_rows[b], any_angle, w1, b1, w2, b2, w3, b3, greedy, push)


@njit(error_model="numpy", fastmath={"contract"}, cache=CACHE)
def policy_env_step(x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys, push, k, consts, done):
    """One step of every environment with actions a policy chose (``push``: 1 for action 1), as policy
    mode's rollout steps after its MLP: the physics and episode ends (pass 1, the small-angle sin and
    cos: every state after a step or a reset is within them), then the same-step resets (pass 2);
    ``done``: ``done_row(n)``, left 1 where an episode ended (and 0 past n). For a
    trainer's rollout (impls/train/ppo_numba.py), one seed's environments on one core. ``k``: K(t);
    ``ekeys``, ``rkeys``: the environment keys (``env_key_rows``)."""
    c, m = _const_tuple(consts), _hash_multipliers(consts)
    _rollout_step(False, _given_action, c, m, x, x_dot, theta, theta_dot, ep, episodes, returns, ekeys, rkeys,
                  push, k, 0, x.shape[0], done, done.view(np.uint64))


# tanh in float32 as XLA's CPU backend computes it (Eigen's rational, vectorisable) for other compiled
# code of the suite (impls/train/ppo_numba.py): tanh32(x, TANH) inside an njit function
tanh32 = _tanh32
TANH = tuple(CONSTS[_TANH_AT:_TANH_AT + 12])


def done_row(n: int) -> np.ndarray:
    """policy_env_step's row of done bytes for n environments: zeros to a whole number of ALIGN bytes
    (pass 2 reads the flags 64 environments at a time)."""
    return np.zeros(-(-n // ALIGN) * ALIGN, np.uint8)


def env_key_rows(n: int) -> tuple[np.ndarray, np.ndarray]:
    """(ekeys, rkeys) for n environments as policy_env_step reads them: the five streams' keys as rows,
    and the four reset streams' environment-major."""
    streams = (spec.STREAM_ACTION, *spec.STREAMS_RESET)
    ekeys = np.stack([spec.env_keys(n, stream) for stream in streams]).astype(np.uint32)
    return ekeys, np.ascontiguousarray(ekeys[1:].T)


def _renamed(f, name: str):
    """f under another name: Numba's cache files are named by the function, so the serial and the
    parallel builds of one function need two names."""
    g = types.FunctionType(f.__code__, f.__globals__, name, f.__defaults__, f.__closure__)
    g.__qualname__ = name
    return g


_INT64 = np.dtype(np.int64)  # the step kernel's one action dtype (_kernel_step)
_STEP_OPTIONS = dict(error_model="numpy", fastmath={"contract"}, cache=CACHE)
step_kernel = njit(parallel=True, **_STEP_OPTIONS)(_step_kernel)
# one block: no thread pool to wake
step_kernel_serial = njit(**_STEP_OPTIONS)(_renamed(_step_kernel, "_step_kernel_serial"))


@njit(nogil=True, cache=CACHE)
def set_rows_kernel(x, x_dot, theta, theta_dot, ep, held, rows, obs):
    """set_rows in one loop (the Gymnasium adapter's next-step mode over ``step``, hundreds of rows a
    step, where five NumPy scatters were a measured cost); a row waiting for step_next's reset no
    longer does."""
    for j in range(rows.shape[0]):
        i = rows[j]
        x[i], x_dot[i], theta[i], theta_dot[i], ep[i] = obs[j, 0], obs[j, 1], obs[j, 2], obs[j, 3], 0
        held[i] = 0


PAGE = 4096  # bytes: the span of the L1 data cache's sets (64 sets x 64-byte lines)
STAGGER = 256  # bytes between the starts of the streams a step reads and writes, modulo PAGE


def _aligned_empty(shape, dtype, slot: int = 0) -> np.ndarray:
    """An uninitialised C-contiguous array whose data starts ``slot * STAGGER`` bytes past a PAGE
    boundary. A 2-D array's rows are lengthened (the columns past ``shape[1]`` are padding) so that
    each row starts one STAGGER further: rows and arrays on slots of their own. Without it the 11
    streams of a step (state, keys, counters, done bytes) all started at the same offset in a page
    and their lines competed for the same sets of the L1 cache."""
    dtype = np.dtype(dtype)
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    if len(shape) == 2:
        width = shape[1] * dtype.itemsize
        shape = (shape[0], (width + (STAGGER - width) % PAGE) // dtype.itemsize)
    nbytes = int(np.prod(shape)) * dtype.itemsize
    raw = np.empty(nbytes + PAGE, np.uint8)
    start = (slot * STAGGER - raw.ctypes.data) % PAGE
    return raw[start:start + nbytes].view(dtype).reshape(shape)


class NumbaCpuCartpole(Cartpole):
    name = "numba-cpu"
    # harness cpu-code: Numba prints the kernels' assembly as it compiles them (the parfor gufuncs: the
    # physics pass and the reset pass; the physics is the loop with the division)
    code_reading = numba_dump.READING
    native_next_step = True  # step_next, pending, start: Gymnasium's next-step autoreset in the kernel

    def machine_code(self, folder):
        text = numba_dump.parfor_gufuncs((Path(folder) / "stdout.txt").read_text())
        return MachineCode((), "the physics loop (the reset pass runs for the ~4.5% of env-steps that end an "
                           "episode and is not counted)", text)
    compiles_per_shape = False  # the kernels take any num_envs: one compile per process
    kept_between_processes = "Numba's cache of the kernels (impls.api.compile_cache)"

    def compilations(self):
        return compile_count.numba_compilations()

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", threads: int | None = None,
                 block: int | None = None):
        """``threads``: Numba's thread count for this instance's kernels (default: all of Numba's, the
        cores; at most NUMBA_NUM_THREADS), set before each rollout, so instances with different counts
        can take turns in one process (harness tune). ``block``: environments per block (the registry's
        choices; default chosen from num_envs and the threads, see _setup)."""
        top = numba.config.NUMBA_NUM_THREADS
        self.threads = None if threads is None else spec.check_int(
            threads, "threads", 1, top, valid=f"1 to {top} (NUMBA_NUM_THREADS)")
        self.block_option = None if block is None else impls.check_knob(self.name, "block", block)
        super().__init__(num_envs, seed, device)

    def _use_threads(self):
        numba.set_num_threads(self.threads or numba.config.NUMBA_NUM_THREADS)

    def _setup(self):
        n = self.num_envs
        streams = (spec.STREAM_ACTION, *spec.STREAMS_RESET)
        lanes = ALIGN // 4
        row = -(-n // lanes) * lanes  # each stream's row starts on an ALIGN boundary too
        self.ekeys = _aligned_empty((len(streams), row), np.uint32, slot=4)  # slots 4-6 (the state: 0-3)
        self.ekeys[:, n:] = 0
        for j, stream in enumerate(streams):
            self.ekeys[j, :n] = spec.env_keys(n, stream)
        # the reset streams' keys environment-major as well: a reset loads its environment's four in one
        # vector (_reset4)
        self.rkeys = _aligned_empty(4 * n, np.uint32, slot=15).reshape(n, 4)
        self.rkeys[...] = self.ekeys[1:, :n].T
        # The four state arrays are rows of one aligned (4, row) array: step mode's obs is its
        # transpose, a view.
        self.S = _aligned_empty((4, row), np.float32)
        self.arrays = {f: self.S[j, :n] for j, f in enumerate(spec.STATE_FIELDS)}
        self.arrays.update({f: _aligned_empty(n, spec.DTYPES[f], slot=7 + j) for j, f in enumerate(spec.COUNTER_FIELDS)})
        self.flag_words = _aligned_empty((2, row // 8), np.uint64, slot=11)  # terminated, truncated: 8 per word
        self.terminated, self.truncated = (self.flag_words[j].view(np.bool_)[:n] for j in range(2))
        self.final_obs = np.zeros((n, 4), np.float32)
        self.reward = np.ones(n, np.float32)
        self.reward.flags.writeable = False
        # step_next's: the environments whose reset waits for the next call (held, their first states
        # in start), its rewards (0 where that reset happened)
        self.held = np.zeros(n, np.uint8)
        self.start = np.zeros((n, 4), np.float32)
        self.next_reward = np.ones(n, np.float32)
        self._next_used = False
        self.any_angle = True
        self._step_args = None
        self.seed_key = np.uint32(spec.seed_key(self.seed))
        self._use_threads()
        threads = numba.get_num_threads()
        # Split so every core gets work, but keep blocks >= 128 environments: LLVM's vector loop
        # handles 32 at a time (8 lanes x 4 interleaved) and shorter blocks run its scalar remainder
        # (measured slower: docs/history.md). Blocks are
        # multiples of 32 environments, so with aligned arrays they start on a cache line.
        per_thread = -(-n // threads)
        self.block = self.block_option or int(min(BLOCK, max(128, -(-per_thread // 32) * 32)))
        # Pass 1's done bytes, one row per block, each on its own cache lines (allocated inside the
        # kernel, two blocks' rows could share a line, written by both cores every step).
        nblocks = -(-n // self.block)
        self.done_rows = _aligned_empty((nblocks, -(-self.block // ALIGN) * ALIGN), np.uint8, slot=13)
        self.done_rows[...] = 0

    def _seed_changed(self):
        self.seed_key = np.uint32(spec.seed_key(self.seed))

    def _set(self, state):
        for f in spec.FIELDS:
            self.arrays[f][...] = state[f]
        self.any_angle = True  # the next step computes the full sincos
        self.held[...] = 0

    def _get(self):
        return {f: a.copy() for f, a in self.arrays.items()}

    def set_rows(self, rows, obs):
        a = self.arrays
        rows = np.asarray(rows, np.intp)
        set_rows_kernel(a["x"], a["x_dot"], a["theta"], a["theta_dot"], a["ep_steps"], self.held, rows,
                         np.asarray(obs, np.float32))
        self.any_angle = self.any_angle or spec.beyond_small_angles(obs[:, 2])

    def _rollout(self, steps):
        self._use_threads()
        a = self.arrays
        rollout_kernel(a["x"], a["x_dot"], a["theta"], a["theta_dot"], a["ep_steps"], a["episodes"],
                       a["returns"], self.ekeys, self.rkeys, spec.step_keys(self.seed, self.t, steps), CONSTS,
                       self.block, self.done_rows)
        self.any_angle = False

    def _set_policy(self, policy, greedy):
        self._w = tuple(np.ascontiguousarray(policy.arrays()[k]) for k in ("W1", "b1", "W2", "b2", "W3", "b3"))
        self._push = np.zeros(self.num_envs, np.uint8)

    def _rollout_policy(self, steps):
        self._use_threads()
        a = self.arrays
        policy_rollout_kernel(a["x"], a["x_dot"], a["theta"], a["theta_dot"], a["ep_steps"], a["episodes"],
                              a["returns"], self.ekeys, self.rkeys, spec.step_keys(self.seed, self.t, steps), CONSTS,
                              self.block, self.done_rows, self.any_angle, *self._w, self.greedy, self._push)
        self.any_angle = False

    def _actions(self, actions):
        a = np.asarray(actions)  # values are checked in the kernel, before the state changes
        check_action_meta(a.shape, a.dtype.kind, a.dtype, self.num_envs)
        return a if a.flags.c_contiguous else np.ascontiguousarray(a)

    def _step(self, actions):
        if self._next_used and self.held.any():  # a flag first: held.any() costs a call (docs/history.md)
            raise ValueError("environments wait for their next-step reset (step_next): reset() before step()")
        return self._kernel_step(actions, False)

    def step_next(self, actions) -> StepResult:
        """Step mode with Gymnasium's next-step autoreset, in the kernel (the Gymnasium adapter's
        fast path; impls/adapters/vector_env.py gives every other implementation the same over ``step``): an
        environment whose episode ends keeps its last state, which ``obs`` (a view of the state)
        shows; in the next call it takes its new episode's first state (the reset values of the step
        that ended the previous one) instead of stepping, with reward 0 and both flags false.
        ``final_obs`` is None. The arrays are the instance's own: the next call overwrites them."""
        self._next_used = True
        out = self._kernel_step(self._actions(actions), True)
        self.t += 1
        return StepResult(out.obs, self.next_reward, out.terminated, out.truncated, None)

    @property
    def pending(self) -> np.ndarray:
        """The environments whose next-step reset waits for the next call (step_next)."""
        return np.flatnonzero(self.held)

    def _kernel_step(self, actions, next_step: bool) -> StepResult:
        if self._step_args is None:  # built once: the per-call cost is the dispatch floor
            a = self.arrays
            self._step_args = (
                step_kernel_serial if self.num_envs <= self.block else step_kernel,
                (a["x"], a["x_dot"], a["theta"], a["theta_dot"], a["ep_steps"], a["episodes"], a["returns"],
                 self.rkeys),
                (CONSTS, self.block, self.done_rows),
                (self.flag_words[0], self.flag_words[1], self.final_obs),
                StepResult(self.S[:, :self.num_envs].T, self.reward, self.terminated, self.truncated,
                           self.final_obs))
        kernel, state, consts, outputs, result = self._step_args
        if self.threads is not None:  # per call only when set: it is a cost near the step's dispatch floor
            numba.set_num_threads(self.threads)
        # int64 (Gymnasium's action dtype) as is; any other integer or bool dtype copied to it, so the
        # kernel is compiled once, not once per dtype a caller passes (the values keep their badness:
        # a uint64 above 2**63 becomes negative)
        wide = actions if actions.dtype is _INT64 else actions.astype(_INT64)  # (`is`: cheaper than `==` per call)
        if kernel(*state, wide, self.seed_key, np.uint32(self.t & spec.MASK32), *consts, self.any_angle,
                  *outputs, next_step, self.held, self.start, self.next_reward):
            raise bad_action_error(actions)
        self.any_angle = False
        return result

    def describe(self):
        self._use_threads()
        return {"threads": numba.get_num_threads(), "block": self.block,
                "preferred_vector_bits": preferred_vector_bits(),
                "kernels_per_step": 0, "kernels_per_rollout": 1, "threading_layer": _threading_layer(),
                "omp_proc_bind": os.environ.get("OMP_PROC_BIND"), "omp_proc_bind_read": (read := omp_proc_bind_read()),
                # the settings missing as the runtime read them (OMP_PROC_BIND=true read as "true")
                **impls.settings_read(self.name, self.device, {**os.environ, "OMP_PROC_BIND": read or ""}
                                      if read is not None else None)}
