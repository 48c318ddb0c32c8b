"""c-simd: the rollout written by hand for the CPU in C (impls/c/cartpole_simd.c), the study's hand-written
fused kernel on the host: GCC's vector extensions put ``lanes`` environments in each vector (16 with
AVX-512, 8 with AVX2, 1 for the scalar build), the state stays in registers across the step loop, the
spec's counter-based stream is computed in it, the reset is masked (every lane computes its reset values
and a blend keeps them where the episode ended), and OpenMP runs whole vectors on ``threads`` threads (all
the CPUs the process may use, as numba-cpu; its measuring processes bind them the same way, Entry.env).

The build: one shared library per lane count (gcc or cc with -O3 -ffp-contract=off -fopenmp and
-mavx512f or -mavx2), kept in the build folder by its source and flags (impls.api.BUILD_DIR: a later
process loads it). The widest the CPU offers is the default, narrowed by the suite's forced ISA
(``sweep --isa avx2``: CARTPOLE_FORCE_ISA); a width the CPU lacks is NotAvailable.

The timed region of a rollout: the step keys (one hash pair a step, on the calling thread), then the
parallel loop, all in one call that returns when every thread is done.
"""
from __future__ import annotations

import ctypes
import hashlib
import os
import shutil
import subprocess
from pathlib import Path

import numpy as np

from impls import spec
from impls.api import BUILD_DIR, CPU_CORES, Cartpole, CodeReading, MachineCode, NotAvailable

SOURCE = Path(__file__).resolve().parent / "c" / "cartpole_simd.c"
FLAGS = ("-O3", "-std=gnu11", "-shared", "-fPIC", "-Wall", "-Werror", "-ffp-contract=off", "-fopenmp")
# Eight vectors a block, the reset words hashed only in a step where some lane's episode ended: of 1, 2, 4
# and 8 vectors, each with that reset and with the masked one (every step), the fastest at 16384
# environments on one thread, AVX2, on a 2-core Zen 3, 2026-12-07 (docs/cpu-code.md, "c-simd")
SHAPE = ("-DCS_GROUP=8", "-DCS_RESET_ON_ANY=1")
# lanes -> (the CPU flag it needs, its compiler options)
WIDTHS = {16: ("avx512f", ("-mavx512f", "-mprefer-vector-width=512")), 8: ("avx2", ("-mavx2",)), 1: ("", ())}
FORCED_ISA = "CARTPOLE_FORCE_ISA"  # (harness/measure/machine.py sets it: "avx2" on a CPU with AVX-512)
CONST_ORDER = ("gravity", "masspole", "total_mass", "length", "polemass_length", "force_mag", "tau",
               "x_threshold", "theta_threshold_radians", "four_thirds")  # then RESET_SCALE (the C enum's order)


def cpu_flags() -> set[str]:
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return set()
    line = next((ln for ln in text.splitlines() if ln.startswith("flags")), "")
    return set(line.partition(":")[2].split())


def widths_here() -> list[int]:
    """The lane counts this CPU runs, widest first, within the forced ISA."""
    flags, forced = cpu_flags(), os.environ.get(FORCED_ISA)
    out = [w for w, (flag, _) in WIDTHS.items() if not flag or flag in flags]
    return [w for w in out if not (forced == "avx2" and w > 8)]


def library(lanes: int) -> ctypes.CDLL:
    """The build for ``lanes`` (compiled on first use, kept by source and flags) and loaded."""
    cc = shutil.which("gcc") or shutil.which("cc")
    if cc is None:
        raise NotAvailable("no C compiler (gcc or cc) to build impls/c/cartpole_simd.c")
    flags = (*FLAGS, *SHAPE, *WIDTHS[lanes][1], f"-DCS_WIDTH={lanes}")
    digest = hashlib.sha256(SOURCE.read_bytes() + " ".join(flags).encode()).hexdigest()[:16]
    lib = BUILD_DIR / "c-simd" / f"cartpole_simd_{lanes}_{digest}.so"
    if not lib.exists():
        lib.parent.mkdir(parents=True, exist_ok=True)
        tmp = lib.with_suffix(f".tmp{os.getpid()}")
        r = subprocess.run([cc, *flags, str(SOURCE), "-o", str(tmp), "-lm"], capture_output=True, text=True)
        if r.returncode:
            tmp.unlink(missing_ok=True)
            raise NotAvailable(f"the C build failed: {r.stderr.strip()[:300]}")
        tmp.replace(lib)
    return ctypes.CDLL(str(lib))


class CSimdCartpole(Cartpole):
    name = "c-simd"
    kept_between_processes = "the built library (impls.api.BUILD_DIR)"
    compiles_per_shape = False  # one build serves every num_envs
    code_reading = CodeReading(symbol="run_block")

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", lanes: int | None = None,
                 threads: int | None = None):
        here = widths_here()
        if lanes is not None and lanes not in WIDTHS:
            raise ValueError(f"lanes={lanes}: valid {', '.join(map(str, WIDTHS))}")
        if lanes is not None and lanes not in here:
            raise NotAvailable(f"lanes={lanes} needs {WIDTHS[lanes][0]}, which this CPU "
                               + ("is told not to use (CARTPOLE_FORCE_ISA)" if WIDTHS[lanes][0] in cpu_flags()
                                  else "lacks"))
        self.lanes = here[0] if lanes is None else lanes
        if threads is not None and not 1 <= threads <= CPU_CORES:
            raise ValueError(f"threads={threads}: valid 1 to {CPU_CORES}")
        self.threads = CPU_CORES if threads is None else threads
        super().__init__(num_envs, seed, device)

    def _setup(self):
        self.lib = library(self.lanes)
        block = self.lib.cs_block()  # whole blocks of vectors; the padding lanes run, unread
        padded = -(-self.num_envs // block) * block
        self.arrays = {f: np.zeros(padded, spec.DTYPES[f]) for f in spec.FIELDS}
        c = spec.PARAMS.float32_constants()
        self.consts = np.array([c[k] for k in CONST_ORDER] + [spec.RESET_SCALE], dtype=np.float32)
        self.keys = np.zeros(1, np.uint32)
        self._seed_key = np.uint32(spec.seed_key(self.seed))

    def _seed_changed(self):
        self._seed_key = np.uint32(spec.seed_key(self.seed))

    def _set(self, state):
        for f in spec.FIELDS:
            self.arrays[f][: self.num_envs] = np.asarray(state[f])

    def _get(self):
        return {f: a[: self.num_envs].copy() for f, a in self.arrays.items()}

    def sync(self):
        pass  # the call returns when every thread is done

    def _rollout(self, steps):
        if self.keys.size < steps:
            self.keys = np.zeros(steps, np.uint32)
        a = self.arrays
        ptr = lambda arr: arr.ctypes.data_as(ctypes.c_void_p)  # noqa: E731
        self.lib.cs_rollout(*(ptr(a[f]) for f in ("x", "x_dot", "theta", "theta_dot", "ep_steps", "episodes",
                                                  "returns")), ctypes.c_int(len(a["x"])),
                            ctypes.c_uint32(int(self._seed_key)), ctypes.c_uint32(self.t & spec.MASK32),
                            ctypes.c_int(steps), ptr(self.keys), ptr(self.consts),
                            ctypes.c_int(int(spec.PARAMS.max_episode_steps)), ctypes.c_int(self.threads))

    def machine_code(self, folder):
        return MachineCode((self.lib._name,), f"{self.lanes} lanes a vector, {self.lib.cs_block() // self.lanes} "
                           "vectors a step of the loop (the reset block counted as if always taken)")

    def describe(self):
        return {"lanes": self.lanes, "threads": self.threads, "kernels_per_rollout": 1, "kernels_per_step": 0,
                "omp_proc_bind": os.environ.get("OMP_PROC_BIND")}
