"""What explains one measuring process: the CPUs it may run on, the thread-pool variables it was given,
the hypervisor's steal time and the threads' CPUs over its timed rounds, the machine's speed just before
and after them (a fixed loop timed), the clock and transparent huge pages (docs/measurement.md). Linux's
/proc and /sys; a fact that cannot be read is left out."""
from __future__ import annotations

import os
import threading
import time
from pathlib import Path

# The variables through which the frameworks place and size their thread pools.
THREAD_VARIABLES = ("OMP_NUM_THREADS", "OMP_PROC_BIND", "OMP_PLACES", "OMP_WAIT_POLICY", "GOMP_SPINCOUNT",
                    "KMP_AFFINITY", "NUMBA_NUM_THREADS", "NUMBA_THREADING_LAYER", "MKL_NUM_THREADS",
                    "TF_NUM_INTRAOP_THREADS", "TF_NUM_INTEROP_THREADS", "XLA_FLAGS")


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


def _read(path: str) -> str | None:
    try:
        return Path(path).read_text()
    except OSError:
        return None


def _cpu_times() -> tuple[int, int] | None:
    """(steal, total) jiffies of all CPUs, from /proc/stat."""
    text = _read("/proc/stat")
    if not text or not text.startswith("cpu "):
        return None
    fields = [int(v) for v in text.splitlines()[0].split()[1:]]
    return (fields[7] if len(fields) > 7 else 0), sum(fields[:8])


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


def static() -> dict:
    """Facts fixed for the process: its allowed CPUs, the thread variables set, THP, each CPU's clock."""
    facts = {"cpus": sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None,
             "thread_variables": {k: os.environ[k] for k in THREAD_VARIABLES if k in os.environ}}
    thp = _read("/sys/kernel/mm/transparent_hugepage/enabled")
    if thp and "[" in thp:
        facts["transparent_hugepages"] = thp.split("[", 1)[1].split("]", 1)[0]
    info = _read("/proc/cpuinfo") or ""
    mhz = [float(line.split(":")[1]) for line in info.splitlines() if line.startswith("cpu MHz")]
    if mhz:
        facts["cpu_mhz"] = mhz
    return facts


class Window:
    """The timed region's dynamic facts: steal time (the hypervisor running someone else) as a fraction
    of the machine's CPU time, which CPUs the threads that worked ran on last (all of a pool's threads
    on one CPU is the stall docs/measurement.md describes), and the speed probe just before and after
    (``probe_s``)."""

    def __enter__(self) -> "Window":
        self.facts: dict = {"probe_s": [probe_s()]}
        self.cpu, self.threads = _cpu_times(), _threads()
        return self

    def __exit__(self, *exc) -> None:
        cpu, threads = _cpu_times(), _threads()
        self.facts["probe_s"].append(probe_s())
        if self.cpu and cpu and cpu[1] > self.cpu[1]:
            self.facts["steal_fraction"] = (cpu[0] - self.cpu[0]) / (cpu[1] - self.cpu[1])
        me = str(threading.get_native_id())  # ran the rounds, though its own count may not show it yet
        busy = {t: c for t, (j, c) in threads.items() if j > self.threads.get(t, (0, 0))[0] or t == me}
        self.facts["busy_threads"] = len(busy)
        self.facts["busy_thread_cpus"] = sorted(set(busy.values()))
