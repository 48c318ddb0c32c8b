"""What explains one measuring process: the CPUs it may run on, the thread-pool variables it was given,
the hypervisor's steal time and the threads' CPUs over its timed rounds, the machine's speed just before
and after them (a fixed loop timed), the clock and transparent huge pages (docs/measurement.md). Linux's
/proc and /sys; a fact that cannot be read is left out."""
from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

# The variables through which the frameworks place and size their thread pools.
THREAD_VARIABLES = ("OMP_NUM_THREADS", "OMP_PROC_BIND", "OMP_PLACES", "OMP_WAIT_POLICY", "GOMP_SPINCOUNT",
                    "KMP_AFFINITY", "NUMBA_NUM_THREADS", "NUMBA_THREADING_LAYER", "MKL_NUM_THREADS",
                    "OPENBLAS_NUM_THREADS", "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS", "XLA_FLAGS")
# The allocator's variables (glibc's, or another allocator preloaded): where memory lands (docs/measurement.md,
# "A multi-threaded row's own spread")
MEMORY_VARIABLES = ("MALLOC_ARENA_MAX", "MALLOC_TOP_PAD_", "MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_",
                    "GLIBC_TUNABLES", "LD_PRELOAD")
ADDR_NO_RANDOMIZE = 0x0040000  # personality(2): the address space laid out the same in every process (setarch -R)


# The CPUs this process may run on, read when it starts (the benchmark module imports this one before any
# implementation is built): an OpenMP runtime binding its threads (OMP_PROC_BIND, numba-cpu's) narrows the main
# thread's own affinity to one CPU, which would hide the others from the probe and from the facts below
PROCESS_CPUS = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None

# The speed probe's loop: a fixed amount of one thread's Python arithmetic, the same work in every process
PROBE_LOOPS = 20_000


def probe_s() -> float:
    """The machine's speed now, as seconds for a fixed single-thread loop (the best of three): a virtual
    machine whose host gives it less of a core shows here, in no counter (steal time stays 0), so a
    slow process whose probe was slow too ran in a slow period of the machine (docs/measurement.md)."""
    best = float("inf")
    for _ in range(3):
        t, s = time.perf_counter(), 0
        for i in range(PROBE_LOOPS):
            s += i * i & 7
        best = min(best, time.perf_counter() - t)
    return best


# The probe on each CPU runs the same loop CPU_PROBE_LOOPS times in one stretch and reports its time per
# loop: long enough that a process sharing the CPU shows. A single loop, best of three, ran whole before the
# scheduler let a competing process back onto its CPU and showed nothing of it; ten in a row did (the figures
# in docs/history.md, "The probe on every CPU")
CPU_PROBE_LOOPS = 10


def cpu_probe_s() -> float:
    """Seconds a loop of probe_s's, averaged over CPU_PROBE_LOOPS of them run in one stretch on this CPU."""
    t, s = time.perf_counter(), 0
    for i in range(PROBE_LOOPS * CPU_PROBE_LOOPS):
        s += i * i & 7
    return (time.perf_counter() - t) / CPU_PROBE_LOOPS


class _Prober:
    """One small Python a CPU, pinned there, started once per measuring process (``python -m
    harness.measure.placement CPU``): asked at once, each runs cpu_probe_s on its CPU and answers with its
    seconds; they end when this process ends (their stdin closes). Processes, not threads: under the GIL
    threads of one Python would take turns. Children of their own rather than forks of this one: a fork of a
    process holding a framework copies its page tables, which took several times the probe itself
    (docs/history.md, "The probe on every CPU")."""

    def __init__(self, cpus: list[int]):
        self.children = {cpu: subprocess.Popen([sys.executable, "-m", __name__, str(cpu)], stdin=subprocess.PIPE,
                                               stdout=subprocess.PIPE, text=True, bufsize=1) for cpu in cpus}

    def probe(self) -> dict[int, float]:
        for child in self.children.values():
            child.stdin.write("\n")
            child.stdin.flush()
        return {cpu: float(child.stdout.readline()) for cpu, child in self.children.items()}


_PROBERS: dict[tuple, _Prober] = {}


def cpu_probes(cpus=None) -> dict[int, float]:
    """The probe on every CPU this process may use (or ``cpus``), at once: CPU -> cpu_probe_s there (_Prober).
    A CPU that a neighbour or another process keeps busy shows as a slower figure on that CPU alone, which the
    one-thread probe of the process's own CPU cannot see. Empty where the probers cannot be started or answer
    nothing (then the caller has probe_s alone)."""
    key = tuple(sorted(cpus if cpus is not None else PROCESS_CPUS or ()))
    try:
        if key not in _PROBERS:
            _PROBERS[key] = _Prober(list(key))
        return _PROBERS[key].probe()
    except (OSError, ValueError):
        _PROBERS.pop(key, None)
        return {}


def _serve(cpu: int) -> None:
    """A prober: pinned to ``cpu``, one cpu_probe_s figure a line asked for, until its stdin closes."""
    os.sched_setaffinity(0, {cpu})
    for _ in sys.stdin:
        sys.stdout.write(f"{cpu_probe_s()!r}\n")
        sys.stdout.flush()


def _read(path: str) -> str | None:
    try:
        return Path(path).read_text()
    except OSError:
        return None


def _cpu_times() -> dict:
    """(steal, total) jiffies from /proc/stat: of all CPUs ("all") and of each (its number); empty where unread."""
    out: dict = {}
    for line in (_read("/proc/stat") or "").splitlines():
        name, *rest = line.split()
        if name == "cpu" or (name.startswith("cpu") and name[3:].isdigit()):
            fields = [int(v) for v in rest]
            out["all" if name == "cpu" else int(name[3:])] = ((fields[7] if len(fields) > 7 else 0), sum(fields[:8]))
    return out


def _threads() -> dict[str, tuple[int, int]]:
    """This process's threads -> (CPU nanoseconds so far, the CPU it last ran on): /proc/self/task/*/
    schedstat's first field (stat's jiffies are too coarse for a round of a millisecond) and stat's field 39."""
    out = {}
    for task in Path("/proc/self/task").iterdir():
        stat, sched = _read(str(task / "stat")), _read(str(task / "schedstat"))
        if not stat or not sched:
            continue
        f = stat.rsplit(")", 1)[-1].split()  # after the command name, which may hold spaces
        out[task.name] = (int(sched.split()[0]), int(f[36]))
    return out


def _fixed_layout() -> bool:
    """Whether this process's address space is laid out without randomisation (its personality, or the
    kernel's randomize_va_space 0)."""
    import ctypes

    try:
        personality = ctypes.CDLL(None, use_errno=True).personality(0xFFFFFFFF)
    except (OSError, AttributeError):
        personality = 0
    return bool(personality & ADDR_NO_RANDOMIZE) or (_read("/proc/sys/kernel/randomize_va_space") or "").strip() == "0"


def static() -> dict:
    """Facts fixed for the process: its allowed CPUs (when it started), the thread variables set, THP, each
    CPU's clock."""
    facts = {"cpus": PROCESS_CPUS,
             "thread_variables": {k: os.environ[k] for k in THREAD_VARIABLES if k in os.environ}}
    if memory := {k: os.environ[k] for k in MEMORY_VARIABLES if k in os.environ}:
        facts["memory_variables"] = memory
    if _fixed_layout():
        facts["fixed_address_layout"] = True
    thp = _read("/sys/kernel/mm/transparent_hugepage/enabled")
    if thp and "[" in thp:
        facts["transparent_hugepages"] = thp.split("[", 1)[1].split("]", 1)[0]
    info = _read("/proc/cpuinfo") or ""
    mhz = [float(line.split(":")[1]) for line in info.splitlines() if line.startswith("cpu MHz")]
    if mhz:
        facts["cpu_mhz"] = mhz
    return facts


# Significant digits a probe's time and a steal fraction are kept to in a result: the probe moves from one
# call to the next far more than the digits dropped, and each point's pack holds a dozen of them, which
# at full length made nearly half of a sweep's benchmark pack (docs/history.md, "Results that stay small").
KEPT_DIGITS = 6


def kept(x: float) -> float:
    return float(f"{x:.{KEPT_DIGITS}g}")


class Window:
    """The timed region's dynamic facts: steal time (the hypervisor running someone else) as a fraction
    of the machine's CPU time, which CPUs the threads that worked ran on last (all of a pool's threads
    on one CPU is the stall docs/measurement.md describes), and the speed probe just before and after
    (``probe_s``)."""

    def __enter__(self) -> "Window":
        self.facts: dict = {"probe_s": [], "cpu_probe_s": {}}
        self._probe()
        self.cpu, self.threads = _cpu_times(), _threads()
        return self

    def _probe(self) -> None:
        """The one-thread probe of this process's CPU (probe_s) and the probe on every CPU at once (cpu_probes),
        each kept to KEPT_DIGITS."""
        self.facts["probe_s"].append(kept(probe_s()))
        for cpu, seconds in cpu_probes().items():
            self.facts["cpu_probe_s"].setdefault(str(cpu), []).append(kept(seconds))

    def __exit__(self, *exc) -> None:
        cpu, threads = _cpu_times(), _threads()
        self._probe()
        steal = {c: (v[0] - self.cpu[c][0]) / (v[1] - self.cpu[c][1]) for c, v in cpu.items()
                 if c in self.cpu and v[1] > self.cpu[c][1]}
        if "all" in steal:
            self.facts["steal_fraction"] = kept(steal.pop("all"))
        if steal:
            self.facts["cpu_steal_fraction"] = {str(c): kept(v) for c, v in steal.items()}
        me = str(threading.get_native_id())  # ran the rounds, though its own count may not show it yet
        busy = {t: c for t, (j, c) in threads.items() if j > self.threads.get(t, (0, 0))[0] or t == me}
        self.facts["busy_threads"] = len(busy)
        self.facts["busy_thread_cpus"] = sorted(set(busy.values()))


if __name__ == "__main__":
    _serve(int(sys.argv[1]))
