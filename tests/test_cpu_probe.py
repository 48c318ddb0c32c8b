"""The speed probe on every CPU (harness/measure/placement.py cpu_probes): a CPU another process keeps busy
shows in its own probe, a process allowed one CPU probes that one, and where a point's processes disagree the
unstable mark, the table's sentence and compare name the slow CPU and say whether the slowest process had it."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pandas as pd
import pytest

from harness.measure import placement, stats
from harness.report import results

BUSY = 1.3  # a CPU three spinning processes share probes at least this much slower than the other

TWO_CPUS = pytest.mark.skipif(len(os.sched_getaffinity(0)) < 2, reason="a second CPU to keep busy is needed")


def _busy(cpu: int, n: int = 2) -> list[subprocess.Popen]:
    """``n`` processes spinning on ``cpu``, each at a higher priority where it may raise its own (nice -10, as
    root: the CI machine's case), so that the probe there gets a small share of it whatever else the machine
    runs; without the right to, at the same priority (a share of 1/(n+1) or more)."""
    spin = (f"import os\nos.sched_setaffinity(0, {{{cpu}}})\ntry:\n    os.nice(-10)\nexcept PermissionError:\n"
            "    pass\nwhile True:\n    pass")
    return [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(n)]


def _window() -> dict:
    with placement.Window() as w:
        time.sleep(0.05)
    return w.facts


@TWO_CPUS
def test_a_busy_cpu_shows_in_its_own_probe_and_the_points_mark_names_it():
    """Processes spinning on one CPU at a higher priority leave its probe little of it: that CPU's figure
    against the other CPU's, the median of three readings, stands 1.3x above (other tests running beside this
    one may load either CPU, which is also why the readings without the spinners are not held to a bound; at
    the same priority three spinners read 1.26x once under a cold bin/test's compiles). A single short loop,
    best of three, read 1.0 here beside two."""
    cpus = sorted(os.sched_getaffinity(0))
    busy_cpu = cpus[-1]
    ratio = lambda facts: (sum(facts["cpu_probe_s"][str(busy_cpu)]) / sum(facts["cpu_probe_s"][str(cpus[0])]))  # noqa: E731
    idle = [_window() for _ in range(3)]
    spinners = _busy(busy_cpu, 3)
    try:
        time.sleep(0.3)
        busy = [_window() for _ in range(3)]
    finally:
        for p in spinners:
            p.kill()
            p.wait()
    after = _window()
    assert all(set(b["cpu_probe_s"]) == {str(c) for c in cpus} and len(b["cpu_probe_s"][str(busy_cpu)]) == 2 for b in busy)
    busy_ratio = stats.median([ratio(b) for b in busy])
    assert busy_ratio > BUSY, busy_ratio
    idle, busy = idle[0], max(busy, key=ratio)
    # three processes of a point, the second measured beside the busy process and the slowest of them
    rows = [{"run": "r", "machine": "m", "impl": "numpy", "variant": "", "device": "cpu", "num_envs": 64, "mode": "rollout",
             "process": i + 1, "steps": 100, "median_s": 64 * 100 / rate, "env_steps_per_s": rate, "round_rates": [rate],
             "min_s": 64 * 100 / rate, "max_s": 64 * 100 / rate, "rounds": 1, "datetime": "t", "source": "s",
             "placement": facts, "status": "ok"} for i, (facts, rate) in enumerate(((idle, 100.0), (busy, 50.0),
                                                                                 (after, 101.0)))]
    [point] = results.by_point(rows)
    words = stats.slow_cpu_text(point["slow_cpu_found"])
    assert point["unstable"] and words.startswith(f"CPU {busy_cpu} ")
    assert "slower in process 2, the slowest: the machine's" in words
    ratio = point["slow_cpu_found"]["ratio"]
    assert results.unstable_notes(pd.DataFrame([point])) == (
        "Unstable points by the probe on each CPU (1): a CPU slow in the slowest process, the machine's: numpy (cpu) "
        f"at 64 (x2.02: CPU {busy_cpu} {ratio:.2f}x slower in process 2). " + results.UNSTABLE_TODO["shared"])
    other = {**point, "process_rates": [40.0, 50.0, 101.0], "slow_cpu_found": {**point["slow_cpu_found"], "shared": False,
                                                                               "slowest": 1}}
    quiet = {**point, "num_envs": 128, "slow_cpu_found": {**point["slow_cpu_found"], "ratio": 1.05}}
    assert results.unstable_notes(pd.DataFrame([other, quiet])) == (
        "Unstable points by the probe on each CPU (2): a CPU slow in another process than the slowest: numpy (cpu) "
        f"at 64 (x2.02: CPU {busy_cpu} {ratio:.2f}x slower in process 2, the slowest 1); no CPU's probe 1.20x above its "
        "fastest, the implementation's own: numpy (cpu) at 128 (x2.02). "
        + " ".join(results.UNSTABLE_TODO[k] for k in ("elsewhere", "none")))
    # the implementation's own, its threads on both CPUs: the cause found, and what a user can do
    spanning = {**quiet, "placement": {**quiet["placement"], "busy_thread_cpus": [0, 1]}}
    notes = results.unstable_notes(pd.DataFrame([spanning]))
    assert "the implementation's own: numpy (cpu) at 128 (x2.02, threads on CPUs 0, 1). " in notes
    assert notes.endswith(results.UNSTABLE_TODO["none"] + " " + results.UNSTABLE_TODO["threads"])


def test_a_process_allowed_one_cpu_probes_that_one():
    cpu = min(os.sched_getaffinity(0))
    probe = (f"import os\nos.sched_setaffinity(0, {{{cpu}}})\nfrom harness.measure import placement\n"
             "print(sorted(placement.cpu_probes()))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"[{cpu}]"


@pytest.mark.parametrize("rates, words", [
    ([100, 50, 101], "CPU 1 1.60x slower in process 2, the slowest: the machine's"),
    ([40, 50, 101], "CPU 1 1.60x slower in process 2; the slowest was process 1: not the probe's")])
def test_the_slow_cpu_is_named_and_told_apart_from_a_disagreement_it_does_not_share(rates, words):
    probes = [{"0": 1e-3, "1": 1e-3}, {"0": 1e-3, "1": 1.6e-3}, {"0": 1.02e-3, "1": 1e-3}]
    assert stats.slow_cpu_text(stats.slow_cpu(probes, rates)) == words


def test_no_cpu_slower_than_the_threshold_is_said_so_and_missing_probes_say_nothing():
    even = [{"0": 1e-3, "1": 1e-3}, {"0": 1.05e-3, "1": 1e-3}]
    assert stats.slow_cpu_text(stats.slow_cpu(even, [50, 100])) == \
        "every CPU's probe within 1.20x over the processes: not the machine's, as the probe sees it"
    assert stats.slow_cpu([{"0": 1e-3}, None], [1, 2]) is None and stats.slow_cpu_text(None) == ""


def test_compare_and_the_machines_sentence_name_the_cpu_that_moved():
    before = [{"0": 1e-3, "1": 1e-3}] * 3
    after = [{"0": 1e-3, "1": 1.5e-3}] * 3
    assert results.cpu_moved(before, after) == "CPU 1 0.67x"
    assert results.cpu_moved(before, before) == "" and results.cpu_moved(None, after) == ""
    df = pd.DataFrame({"process_probe_s": [[1e-3, 1e-3]], "process_cpu_probe_s": [after[:2]]})
    assert "each CPU's (its probe run on every CPU at once): CPU 0 1 ms (1.00x), CPU 1 1.5 ms (1.00x)" in \
        results.machine_steadiness(df)
