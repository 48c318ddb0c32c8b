"""The measured peak beside cpu-code's ceiling: what this core sustains for an implementation's mix of
instructions per env-step, from a micro-kernel that runs that mix and nothing else.

:func:`kernel` is one real Numba function (numba-cpu's compiler and fastmath), its operation counts a
:func:`plan` of the mix compiled in as constants; its loop is read back by cpu-code's loop analysis,
and the child times the implementation's own rollout in turns with it, so the fraction of the peak is
a ratio of two rates measured together. A peak for a mix of classes, not for the implementation's
exact instructions: docs/cpu-code.md.
"""
from __future__ import annotations

import os
from pathlib import Path

import impls
from harness import child
from harness.measure import process

CHAINS = (1, 4, 8)
LANES = 16  # the micro-kernel's vectors: 512 bits of float32 (Numba's preference on AVX-512, else 8)
PEAK_ENVS = 512  # environments per core: 2 KiB of each array, all of them (8 chains and the keys: 18 KiB) in L1
REPEATS = 4000  # passes over them per call: about a millisecond
ROUNDS = 15  # turns: each micro-kernel and the implementation timed once a round


MAX_CHAINS = max(CHAINS)


def plan(vector_fp: float, integer_vector: float, chains: int, lanes: int = LANES) -> dict:
    """What one environment's work holds for a mix: ``vector_fp`` and ``integer_vector`` instructions per
    env-step (cpu-code's classes) times ``lanes`` source operations, spread over ``chains`` floating-point
    chains and as many hash chains as the integer operations fill (six or more each). Returns the counts
    :func:`kernel` compiles in, and ``ops``, the operations they hold.

    Chosen so that LLVM cannot fold what it holds: the divisor's addition reuses a constant the multiply-adds
    hold in a register (a fifth constant spilled registers and added copies); a floating-point chain
    alternates a multiply-add and an addition (Zen 4 and the Intel cores take them on different pipes), with
    bounded values and no subnormals; the integer chains start by shifts by immediates (a multiply there folded
    into the chain's first multiply) and run a hash's steps, ``h ^ (h >> 15)`` and ``h * M1`` in turn
    (lowbias32's own, two of its operations in three shifts and xors), the operations dealt to the chains in
    turn; chains are joined by an xor after a multiply and by an addition otherwise, so that no join
    distributes (LLVM had made ``(a >> 15) ^ (b >> 15)`` into ``(a ^ b) >> 15``)."""
    if chains not in CHAINS:
        raise ValueError(f"chains must be one of {CHAINS}, got {chains}")
    n_fp = max(2, round(vector_fp * lanes))
    n_int = round(integer_vector * lanes)
    hashes = max(1, min(chains, n_int // 6))  # independent integer chains, each a hash's steps or more
    fp = [0] * MAX_CHAINS  # each chain's operations after the division (on chain 0): fma, add, fma, ...
    ops = {"div": 1, "fma": 0, "add": 1, "int": n_int}
    for k in range(n_fp - 2):
        fp[k % chains] += 1
        ops["fma" if (k // chains) % 2 == 0 else "add"] += 1
    # each hash chain: its (xorshift, multiply) pairs, then perhaps a lone xorshift and a xor; dealt in turn
    left, last, k = max(0, n_int - 2 * (hashes - 1)), ["start"] * hashes, 0
    pairs, tail_shift, tail_xor = [0] * MAX_CHAINS, [0] * MAX_CHAINS, [0] * MAX_CHAINS
    while left > 0:
        j = k % hashes
        if last[j] == "xorshift":
            pairs[j], tail_shift[j], last[j], left = pairs[j] + 1, 0, "mul", left - 1
        elif left >= 2:
            tail_shift[j], last[j], left = 1, "xorshift", left - 2
        else:
            tail_xor[j], last[j], left = 1, "xor", left - 1
        k += 1
    joins = [int(last[j] == "mul") for j in range(hashes)] + [0] * (MAX_CHAINS - hashes)  # 1: ^, 0: +
    return {"chains": chains, "hashes": hashes, "fp": fp, "pairs": pairs, "tail_shift": tail_shift,
            "tail_xor": tail_xor, "xor_join": joins, "ops": ops}


def kernel(p: dict):
    """The micro-kernel of a plan: a real Numba function (numba-cpu's compiler settings), its counts compiled
    in as constants, so that LLVM unrolls its operation loops into the straight-line body it vectorises over
    the environments: ``kernel(states, key, repeats, block)`` with ``states`` (MAX_CHAINS, envs) float32 (the
    plan's chains used) and ``key`` (envs,) uint32."""
    import numba
    import numpy as np

    u15, m1, kk = np.uint32(15), np.uint32(0x2C1B3C6D), np.uint32(0x9E3779B9)
    c, h = p["chains"], p["hashes"]
    f0, f1, f2, f3, f4, f5, f6, f7 = p["fp"]
    q0, q1, q2, q3, q4, q5, q6, q7 = p["pairs"]
    t0, t1, t2, t3, t4, t5, t6, t7 = p["tail_shift"]
    r0, r1, r2, r3, r4, r5, r6, r7 = p["tail_xor"]
    _, j1, j2, j3, j4, j5, j6, j7 = p["xor_join"]

    @numba.njit(inline="always")
    def fp_chain(x, n):
        for k in range(n):
            if k % 2 == 0:
                x = x * np.float32(0.5) + np.float32(0.25)
            else:
                x = x + np.float32(0.125)
        return x

    @numba.njit(inline="always")
    def hash_chain(x, n, shift, xor):
        for _ in range(n):
            x = np.uint32(x ^ (x >> u15))
            x = np.uint32(x * m1)
        if shift:
            x = np.uint32(x ^ (x >> u15))
        if xor:
            x = np.uint32(x ^ kk)
        return x

    @numba.njit(inline="always")
    def join(a, b, xor):
        return np.uint32(a ^ b) if xor else np.uint32(a + b)

    # error_model: NumPy's (named by the module, the registry's word "numpy" being an implementation's name
    # here): no check for a zero divisor, so the division vectorises, as in numba-cpu
    @numba.njit(parallel=True, error_model=np.__name__, fastmath={"contract"})
    def peak_kernel(s, key, repeats, block):
        for b in numba.prange(key.shape[0] // block):
            for _r in range(repeats):
                for ii in range(b * block, (b + 1) * block):
                    i = np.uintp(ii)  # unsigned: LLVM vectorises (impls/numba_cpu.py's rule)
                    x0, x1, x2, x3 = s[0, i], s[1 % c, i], s[2 % c, i], s[3 % c, i]
                    x4, x5, x6, x7 = s[4 % c, i], s[5 % c, i], s[6 % c, i], s[7 % c, i]
                    h0 = key[i]
                    h1, h2, h3 = np.uint32(h0 >> np.uint32(1)), np.uint32(h0 >> np.uint32(2)), np.uint32(h0 >> np.uint32(3))
                    h4, h5, h6 = np.uint32(h0 >> np.uint32(4)), np.uint32(h0 >> np.uint32(5)), np.uint32(h0 >> np.uint32(6))
                    h7 = np.uint32(h0 >> np.uint32(7))
                    x0 = x0 / (x1 + np.float32(0.25))
                    x0, x1, x2, x3 = fp_chain(x0, f0), fp_chain(x1, f1), fp_chain(x2, f2), fp_chain(x3, f3)
                    x4, x5, x6, x7 = fp_chain(x4, f4), fp_chain(x5, f5), fp_chain(x6, f6), fp_chain(x7, f7)
                    h0, h1, h2, h3 = (hash_chain(h0, q0, t0, r0), hash_chain(h1, q1, t1, r1),
                                      hash_chain(h2, q2, t2, r2), hash_chain(h3, q3, t3, r3))
                    h4, h5, h6, h7 = (hash_chain(h4, q4, t4, r4), hash_chain(h5, q5, t5, r5),
                                      hash_chain(h6, q6, t6, r6), hash_chain(h7, q7, t7, r7))
                    if h > 1:
                        h0 = join(h0, h1, j1)
                    if h > 2:
                        h0 = join(h0, h2, j2)
                    if h > 3:
                        h0 = join(h0, h3, j3)
                    if h > 4:
                        h0 = join(h0, h4, j4)
                    if h > 5:
                        h0 = join(h0, h5, j5)
                    if h > 6:
                        h0 = join(h0, h6, j6)
                    if h > 7:
                        h0 = join(h0, h7, j7)
                    s[0, i] = x0
                    if c > 1:
                        s[1, i], s[2, i], s[3, i] = x1, x2, x3
                    if c > 4:
                        s[4, i], s[5, i], s[6, i], s[7, i] = x4, x5, x6, x7
                    key[i] = h0

    return peak_kernel


def peak_child(request: dict, emit) -> dict:
    """This module run as a child (harness/child.py): each micro-kernel compiled (Numba prints its assembly,
    NUMBA_DUMP_ASSEMBLY, which is kept) and warmed up, a line each with its dump; then the implementation
    (its assembly not dumped), and the kernels and the implementation timed in turns, one call each a round,
    so that drift in the machine's speed (a VM's neighbours, its clock) falls on both alike: the reply."""
    import tempfile
    import numba
    import numpy as np

    from harness.measure import grid, process, timing

    plans, envs, repeats, target, rounds = (request[k] for k in ("plans", "envs", "repeats", "target", "rounds"))

    if target:  # its module first: the micro-kernels compile with its compiler settings (numba-cpu asks
        impls.load(target["impl"])  # LLVM for 512-bit vectors on AVX-512 CPUs, whose tuning prefers 256)
    calls, arrays = {}, {}
    for p in plans:
        chains = p["chains"]
        k, a, key = kernel(p), np.full((MAX_CHAINS, envs), 0.5, np.float32), np.arange(envs, dtype=np.uint32)
        run = lambda k=k, a=a, key=key: k(a, key, repeats, envs // numba.get_num_threads())  # noqa: E731
        with tempfile.TemporaryDirectory() as d:
            with process.fd_to(1, Path(d) / "dump.txt"):
                timing.warm_up(run, lambda: None, 1)
            emit({"chains": chains, "dump": (Path(d) / "dump.txt").read_text()})
        calls[str(chains)], arrays[chains] = (run, lambda: None, envs * repeats), a[:chains]
    numba.config.DUMP_ASSEMBLY = False
    if target:
        env = impls.make(target["impl"], target["num_envs"], seed=0)
        steps = grid.steps_for(target["num_envs"], 1000, grid.DEFAULT_ROUND)
        timing.warm_up(lambda: env.rollout(steps), env.sync, env.compile_calls)
        calls["impl"] = (lambda: env.rollout(steps), env.sync, target["num_envs"] * steps)
    names, times = list(calls), {name: [] for name in calls}
    timing.in_turns({n: calls[n][:2] for n in names}, rounds, dict.fromkeys(names, 1), times)
    return {"rates": {name: calls[name][2] / float(np.median(times[name])) for name in names},
            "finite": {str(c): bool(all(np.isfinite(x).all() for x in a)) for c, a in arrays.items()}}


def measure(vector_fp: float, integer_vector: float, lanes: int = LANES, envs: int | None = None,
            repeats: int = REPEATS, impl: str | None = None, num_envs: int = 0,
            rounds: int = ROUNDS) -> tuple[list[dict], float | None]:
    """The micro-kernels of every CHAINS for a mix, in one child process: each one's loop instructions
    per env-step by class (cpu-code's analysis of Numba's assembly) and env-steps per second (median
    of ``rounds`` timed calls); with ``impl``, that implementation's rollout at ``num_envs`` timed in
    the same rounds (the sweep's steps per call), its env-steps per second returned beside them."""
    from harness.analysis import asm
    from impls.api import CPU_CORES
    from impls.numba_dump import parfor_gufuncs

    envs = envs or PEAK_ENVS * CPU_CORES
    plans = [plan(vector_fp, integer_vector, c, lanes) for c in CHAINS]
    target = {"impl": impl, "num_envs": num_envs} if impl else None
    extra = {"NUMBA_DUMP_ASSEMBLY": "1"}
    if os.environ.get(impls.NUMBA_CACHE_VARIABLE):  # no compile time is reported here: a cache may serve
        extra[impls.NUMBA_CACHE_VARIABLE] = os.environ[impls.NUMBA_CACHE_VARIABLE]
    result, kernels = child.run(__name__, {"plans": plans, "envs": envs, "repeats": repeats, "target": target,
                                           "rounds": rounds}, process.python_env(impl, extra=extra))
    runs = []
    for chains, dump in ((k["chains"], k["dump"]) for k in kernels):
        row = asm.analyse_loops("peak", asm.hot_loops(
            asm.parse_llvm_asm(parfor_gufuncs(dump)), True))
        runs.append({"chains": chains, "env_steps_per_s": result["rates"][str(chains)],
                     "finite": result["finite"][str(chains)], "per_env_step": row.get("per_env_step"),
                     "instructions_per_env_step": row.get("instructions_per_env_step"),
                     "vector_bits": row.get("vector_bits")})
    return runs, result["rates"].get("impl")


def peak(per_env_step: dict, mach, lanes: int = LANES, envs: int | None = None, repeats: int = REPEATS,
         impl: str | None = None, num_envs: int = 0) -> dict:
    """The best of CHAINS micro-kernels for a cpu-code row's mix (``per_env_step``), with its sustained
    instructions per cycle per core (``mach``: cpu-code's Machine, for the clock and cores), and with
    ``impl`` that implementation's env-steps per second at ``num_envs`` timed in turns with them
    (``impl_env_steps_per_s``) and its fraction of the peak (``of_peak``). Should LLVM still
    fold an operation of a mix ``body`` did not foresee, each run's rate is scaled by its vector
    operations per env-step over the target's (the model's limiter for these loops) before the best
    is taken: a kernel that did less is not a higher peak."""
    target = per_env_step["vector FP"] + per_env_step["integer vector"]
    runs, rate = measure(per_env_step["vector FP"], per_env_step["integer vector"], lanes, envs, repeats, impl,
                         num_envs)
    for r in runs:
        did = (r["per_env_step"] or {}).get("vector FP", 0.0) + (r["per_env_step"] or {}).get("integer vector", 0.0)
        r["scaled_env_steps_per_s"] = r["env_steps_per_s"] * min(1.0, did / target) if target and did else None
    usable = [r for r in runs if r["scaled_env_steps_per_s"] and r["finite"]]
    if not usable:
        raise RuntimeError("no micro-kernel was vectorised (their loops: "
                           + ", ".join(f"{r['chains']} chains {r['vector_bits']} bits" for r in runs) + ")")
    best = max(usable, key=lambda r: r["scaled_env_steps_per_s"])
    ipc = (best["env_steps_per_s"] * best["instructions_per_env_step"] / (mach.cores * mach.ghz * 1e9)
           if mach.ghz else None)
    return {"env_steps_per_s": best["scaled_env_steps_per_s"], "chains": best["chains"], "ipc": ipc,
            "runs": runs, "mix": best["per_env_step"], "impl_env_steps_per_s": rate,
            "of_peak": rate / best["scaled_env_steps_per_s"] if rate else None}


if __name__ == "__main__":
    child.serve(peak_child)
