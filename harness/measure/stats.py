"""The statistics of repeated measurement: a point measured in several processes, the spread between
them, the confidence interval of a ratio of two points, and whether two runs of a point differ.

The variance of a multi-threaded row lies between processes, not between the rounds of one
(docs/measurement.md), so every figure here is built from the processes' medians (Kalibera and Jones,
"Rigorous benchmarking in reasonable time", ISMM 2013: repeat at the level with the variance):

- a point's value: the median of its processes' medians; its spread: the fastest process's median over
  the slowest's; unstable above UNSTABLE;
- a ratio's interval: a two-level bootstrap (processes drawn with replacement, then rounds within each
  drawn process), the percentile interval at a nominal LEVEL. With 3 processes it is narrower than a
  true interval at that level (tests/test_processes.py holds its coverage on synthetic runs with a known answer;
  docs/measurement.md gives it);
- a change between two runs: a t test on the logarithms of the processes' medians, the variance pooled
  over an implementation's points, Bonferroni over the points compared, and never below THRESHOLD.
"""
from __future__ import annotations

import math

import numpy as np

UNSTABLE = 1.25  # a point whose processes' medians differ by more than this factor is marked unstable
THRESHOLD = 1.10  # the smallest change compare calls a change (asv compare's default factor)
ALPHA = 0.05  # compare's chance of calling any change between two runs of one distribution
LEVEL = 0.95
RESAMPLES = 2000


def median(values) -> float:
    """numpy's median (NaN where a value is NaN or there is none), in Python: the readers take thousands of
    medians of a few values each, where numpy's per-call overhead is most of the time."""
    v = [float(x) for x in values]
    if not v or any(x != x for x in v):
        return float("nan")
    v.sort()
    m = len(v) // 2
    return v[m] if len(v) % 2 else (v[m - 1] + v[m]) / 2


def spread(values) -> float:
    """The largest over the smallest (1.0 for one value)."""
    v = np.asarray(values, dtype=float)
    return float(v.max() / v.min())


# a CPU whose probe in one process is this much slower than its fastest over the point's processes (the probe's
# own repeat readings on an undisturbed CPU agree within less than that: docs/measurement.md)
SLOW_CPU = 1.20


def slow_cpu(probes: list[dict], rates: list[float]) -> dict | None:
    """Which CPU was slow, for a point measured in several processes: ``probes`` each process's per-CPU probe
    seconds ({cpu: s}, placement.cpu_probes), ``rates`` their rates in the same order. The CPU and process whose
    probe stands furthest above that CPU's fastest reading over the processes (not its median: with three
    processes, two slow readings of one CPU would be its median): {"cpu", "process" (1-based), "ratio",
    "slowest" (the process of the lowest rate), "shared" (the slow CPU's process is the slowest one, by at least
    SLOW_CPU: the disagreement is the probe's too)}; None without a probe of every CPU in every process."""
    if len(probes) < 2 or len(probes) != len(rates) or not all(isinstance(p, dict) and p for p in probes):
        return None
    cpus = sorted(set.intersection(*(set(p) for p in probes)), key=lambda c: int(c))
    if not cpus:
        return None
    ratio, cpu, process = max((p[c] / min(q[c] for q in probes), c, i + 1)
                              for c in cpus for i, p in enumerate(probes))
    slowest = int(np.argmin(rates)) + 1
    return {"cpu": int(cpu), "process": process, "ratio": ratio, "slowest": slowest,
            "shared": ratio >= SLOW_CPU and process == slowest}


def slow_cpu_text(found: dict | None) -> str:
    """slow_cpu's answer in words ("CPU c, its ratio, slower in process p, the slowest: the machine's", or
    naming the slowest process where it is another, or that no CPU moved); "" without one."""
    if found is None:
        return ""
    if found["ratio"] < SLOW_CPU:
        return f"every CPU's probe within {SLOW_CPU:.2f}x over the processes: not the machine's, as the probe sees it"
    return (f"CPU {found['cpu']} {found['ratio']:.2f}x slower in process {found['process']}"
            + (", the slowest: the machine's" if found["shared"] else
               f"; the slowest was process {found['slowest']}: not the probe's"))


def bootstrap_draws(rounds: list[list[float]], rng: np.random.Generator, resamples: int) -> np.ndarray:
    """``resamples`` two-level bootstrap draws of the median of the processes' medians: processes drawn
    with replacement, then each drawn process's rounds with replacement (every process's first
    ``min(len)`` rounds, so the draws are one array)."""
    r = min(len(x) for x in rounds)
    data = np.array([x[:r] for x in rounds], dtype=float)  # processes x rounds
    k = len(data)
    procs = rng.integers(0, k, (resamples, k))
    picks = rng.integers(0, r, (resamples, k, r))
    sample = data[procs[:, :, None], picks]  # resamples x processes x rounds
    return np.median(np.median(sample, axis=2), axis=1)


def ratio_interval(a: list[list[float]], b: list[list[float]], level: float = LEVEL,
                   resamples: int = RESAMPLES, seed: int = 0) -> tuple[float, float] | None:
    """The interval of (point a's value) / (point b's value), each given as its processes' round rates
    (a list per process); None where either point has a single process (no spread between processes
    to draw from)."""
    if len(a) < 2 or len(b) < 2:
        return None
    rng = np.random.default_rng(seed)
    ratios = bootstrap_draws(a, rng, resamples) / bootstrap_draws(b, rng, resamples)
    lo, hi = np.quantile(ratios, [(1 - level) / 2, (1 + level) / 2])
    return float(lo), float(hi)


def value_interval(rounds: list[list[float]], level: float = LEVEL, resamples: int = RESAMPLES,
                   seed: int = 0) -> tuple[float, float] | None:
    """The interval of a point's value (the median of its processes' medians), its processes given as
    their round rates; None for a single process."""
    if len(rounds) < 2:
        return None
    draws = bootstrap_draws(rounds, np.random.default_rng(seed), resamples)
    lo, hi = np.quantile(draws, [(1 - level) / 2, (1 + level) / 2])
    return float(lo), float(hi)


def changes(before: list[list[float]], after: list[list[float]], groups: list, threshold: float = THRESHOLD,
            alpha: float = ALPHA) -> list[str]:
    """The verdict on each of many points measured in two runs, from each run's processes' medians
    (``before[i]``, ``after[i]``; ``groups[i]``: the point's implementation, whose points share one
    between-process variance). On the logarithms: the difference of the two runs' means against Student's t
    with the variance pooled over the group's points of both runs, at level ``alpha`` divided among the
    points judged (Bonferroni: two runs of one distribution show no change anywhere in about 1 - alpha of
    comparisons, however many points they hold), and a change smaller than ``threshold`` is never one.
    'not judged (one process)' where a run measured the point in one process."""
    judged = [i for i in range(len(before)) if len(before[i]) > 1 and len(after[i]) > 1]
    out = ["not judged (one process)"] * len(before)
    if not judged:
        return out
    logs = {i: (np.log(before[i]), np.log(after[i])) for i in judged}
    pooled: dict = {}
    for i in judged:
        ss, df = pooled.get(groups[i], (0.0, 0))
        for x in logs[i]:
            ss, df = ss + float(((x - x.mean()) ** 2).sum()), df + len(x) - 1
        pooled[groups[i]] = (ss, df)
    from scipy.stats import t as student  # (loaded here: a measuring process never compares)

    t = {g: float(student.ppf(1 - alpha / (2 * len(judged)), df)) for g, (ss, df) in pooled.items()}
    for i in judged:
        b, a = logs[i]
        ss, df = pooled[groups[i]]
        d = float(a.mean() - b.mean())
        se = math.sqrt(ss / df * (1 / len(a) + 1 / len(b)))
        if abs(d) > max(math.log(threshold), t[groups[i]] * se):
            out[i] = "faster" if d > 0 else "slower"
        else:
            out[i] = "no significant change"
    return out
