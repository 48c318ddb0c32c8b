"""The measured peak beside the model's ceiling: what this core sustains for an implementation's mix of
instructions per env-step, from a micro-kernel that runs that mix and nothing else.

harness cpu-code counts an implementation's instructions per env-step by class and divides a coarse
core model (issue width, vector pipes) into the clock: a ceiling nobody has shown to be reachable.
This module builds, in Numba (numba-cpu's compiler, with its ``fastmath={"contract"}``), a loop over
environments held in L1 whose body per environment is that mix: one division (the step's ``theta_acc``;
cpu-code counts env-steps by divisions), the rest of the vector floating-point operations as fused
multiply-adds and additions in turn (Zen 4 and the Intel cores take them on different pipes), the
integer vector operations as a hash's shifts, xors and multiplies, each environment's state loaded
and stored once. The floating-point work is split into 1, 4 or 8 independent chains; the best of the
three is the peak. The micro-kernel's own loop is then read by cpu-code's loop analysis, so its
instructions per env-step (the mix it really ran, as LLVM compiled it) are reported beside the
target's, and its sustained instructions per cycle beside the model's issue width. The child process
that runs them then times the implementation's own rollout in turns with them, so its fraction of the
peak is a ratio of two rates measured together (a VM's speed drifts between processes).

Measured, not modelled; but it is a peak for a mix of classes, not for the implementation's exact
instructions (their latencies, ports and dependencies): an implementation above it shows the
micro-kernel is not the best this core can do with that mix (a bug here, reported as such).
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


def body(vector_fp: float, integer_vector: float, chains: int, lanes: int = LANES) -> tuple[str, dict]:
    """Numba source of one environment's work: ``vector_fp`` and ``integer_vector`` instructions per
    env-step (cpu-code's classes) times ``lanes`` source operations; returns (the source, the
    operations it holds).

    Written so that LLVM cannot fold what it holds: the divisor's addition reuses a constant the
    multiply-adds hold in a register (a fifth constant spilled registers and added copies); the integer
    chains start by shifts by immediates (a multiply there folded into the chain's first multiply) and
    run a hash's steps, ``h ^ (h >> 15)`` and ``h * M1`` in turn (lowbias32's own, two of its
    operations in three shifts and xors); chains are joined by an xor after a multiply and by an
    addition otherwise, so that no join distributes (LLVM had made ``(a >> 15) ^ (b >> 15)`` into
    ``(a ^ b) >> 15``)."""
    n_fp = max(2, round(vector_fp * lanes))
    n_int = round(integer_vector * lanes)
    hashes = max(1, min(chains, n_int // 6))  # independent integer chains, each a hash's steps or more
    lines = [f"x{j} = s{j}[i]" for j in range(chains)] + ["h0 = key[i]"]
    lines += [f"h{j} = np.uint32(h0 >> np.uint32({j}))" for j in range(1, hashes)]  # one op each
    ops = {"div": 1, "fma": 0, "add": 1, "int": n_int}
    lines.append(f"x0 = x0 / (x{1 % chains} + np.float32(0.25))")
    for k in range(n_fp - 2):  # fma and add in turn, round robin over the chains: bounded values, no subnormals
        j = k % chains
        if (k // chains) % 2 == 0:
            lines.append(f"x{j} = x{j} * np.float32(0.5) + np.float32(0.25)")
            ops["fma"] += 1
        else:
            lines.append(f"x{j} = x{j} + np.float32(0.125)")
            ops["add"] += 1
    # each operation cast back to 32 bits (Numba would widen them to 64: impls/spec.py's rule)
    left, last, k = max(0, n_int - 2 * (hashes - 1)), ["start"] * hashes, 0
    while left > 0:  # round robin over the chains, each a hash's steps in turn, a xorshift first
        j = k % hashes
        if last[j] == "xorshift":
            lines.append(f"h{j} = np.uint32(h{j} * M1)")
            last[j], left = "mul", left - 1
        elif left >= 2:
            lines.append(f"h{j} = np.uint32(h{j} ^ (h{j} >> U15))")
            last[j], left = "xorshift", left - 2
        else:
            lines.append(f"h{j} = np.uint32(h{j} ^ K)")
            last[j], left = "xor", left - 1
        k += 1
    lines += [f"h0 = np.uint32(h0 {'^' if last[j] == 'mul' else '+'} h{j})" for j in range(1, hashes)]
    lines += [f"s{j}[i] = x{j}" for j in range(chains)] + ["key[i] = h0"]
    return "\n".join(lines), ops


def kernel_source(vector_fp: float, integer_vector: float, chains: int, lanes: int = LANES) -> str:
    inner, _ = body(vector_fp, integer_vector, chains, lanes)
    args = ", ".join(f"s{j}" for j in range(chains))
    indent = " " * 16
    return (
        "import numba\nimport numpy as np\n\nU15, M1, K = np.uint32(15), np.uint32(0x2C1B3C6D), np.uint32(0x9E3779B9)\n\n"
        "@numba.njit(parallel=True, error_model='numpy', fastmath={'contract'})\n"
        f"def peak_kernel({args}, key, repeats, block):\n"
        "    for b in numba.prange(key.shape[0] // block):\n"
        "        for r in range(repeats):\n"
        "            for ii in range(b * block, (b + 1) * block):\n"
        "                i = np.uintp(ii)  # unsigned: LLVM vectorises (impls/numba_cpu.py's rule)\n"
        + "\n".join(indent + line for line in inner.splitlines()) + "\n")


def peak_child(request: dict, emit) -> dict:
    """This module run as a child (harness/child.py): each micro-kernel compiled (Numba prints its assembly,
    NUMBA_DUMP_ASSEMBLY, which is kept) and warmed up, a line each with its dump; then the implementation
    (its assembly not dumped), and the kernels and the implementation timed in turns, one call each a round,
    so that drift in the machine's speed (a VM's neighbours, its clock) falls on both alike: the reply."""
    import tempfile
    import numba
    import numpy as np

    from harness.measure import grid, process, timing

    sources, envs, repeats, target, rounds = (request[k] for k in ("sources", "envs", "repeats", "target", "rounds"))

    if target:  # its module first: the micro-kernels compile with its compiler settings (numba-cpu asks
        impls.load(target["impl"])  # LLVM for 512-bit vectors on AVX-512 CPUs, whose tuning prefers 256)
    calls, arrays = {}, {}
    for chains, src in sources:
        ns = {}
        exec(compile(src, "<peak_kernel>", "exec"), ns)
        k, a, key = ns["peak_kernel"], [np.full(envs, 0.5, np.float32) for _ in range(chains)], np.arange(envs, dtype=np.uint32)
        run = lambda k=k, a=a, key=key: k(*a, key, repeats, envs // numba.get_num_threads())  # noqa: E731
        with tempfile.TemporaryDirectory() as d:
            with process.fd_to(1, Path(d) / "dump.txt"):
                timing.warm_up(run, lambda: None, 1)
            emit({"chains": chains, "dump": (Path(d) / "dump.txt").read_text()})
        calls[str(chains)], arrays[chains] = (run, lambda: None, envs * repeats), a
    numba.config.DUMP_ASSEMBLY = False
    if target:
        env = impls.make(target["impl"], target["num_envs"], seed=0)
        steps = grid.steps_for(target["num_envs"], 1000, grid.DEFAULT_ROUND)
        timing.warm_up(lambda: env.rollout(steps), env.sync, env.compile_calls)
        calls["impl"] = (lambda: env.rollout(steps), env.sync, target["num_envs"] * steps)
    names, times = list(calls), {name: [] for name in calls}
    for r in range(rounds):
        for j in range(len(names)):
            name = names[(j + r) % len(names)]
            times[name] += timing.timed_rounds(calls[name][0], calls[name][1], 1)
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
    sources = [(c, kernel_source(vector_fp, integer_vector, c, lanes)) for c in CHAINS]
    target = {"impl": impl, "num_envs": num_envs} if impl else None
    extra = {"NUMBA_DUMP_ASSEMBLY": "1"}
    if os.environ.get(impls.NUMBA_CACHE_VARIABLE):  # no compile time is reported here: a cache may serve
        extra[impls.NUMBA_CACHE_VARIABLE] = os.environ[impls.NUMBA_CACHE_VARIABLE]
    result, kernels = child.run(__name__, {"sources": sources, "envs": envs, "repeats": repeats, "target": target,
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
