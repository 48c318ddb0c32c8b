"""``python -m harness bisect --impl X --package P --good V1 --bad V2``: the first release of P between
two releases where X's throughput changes (docs/releases.md).

The releases between the two come from the registry's listing (harness/measure/releases.py: uv cannot
list them). The search is binary: each step is a sweep of two releases, the newest known like the good
one and the middle one, in one run with several measuring processes each, interleaved (A B A B), kept
as a run folder like any sweep's; the middle release has the change where ``harness compare``'s verdict
between the two (its t test on the processes' medians and its threshold, stats.changes) names the
change the good and bad releases showed, in the same direction. A change below compare's threshold is
"no change". The first step measures the good and the bad releases themselves: where they do not
differ, there is nothing to find and the search says so.
"""
from __future__ import annotations

from pathlib import Path

import impls
from harness.cli import BadInput
from harness.measure import grid, releases, sweep
from harness.report import build, results

CHANGED = ("faster", "slower")


def judge(run_dir: Path, package: str, before: str, after: str) -> tuple[str, float | None]:
    """compare's verdict and ratio from ``before``'s points to ``after``'s in one run of two releases."""
    df = results.latest(results.load([run_dir]).rows)
    sides = build.releases_apart(df, f"{package}={before},{after}", run_dir)[:2]
    table = results.compare(*sides)
    if table.empty:
        return "not measured", None
    row = table.iloc[0]
    return str(row.verdict), (float(row.ratio) if row.ratio == row.ratio else None)


def step(plan: grid.Plan, out: Path, package: str, first: str, second: str,
         dates: dict) -> tuple[str, float | None, Path]:
    """One sweep of two releases (each as the registry names it, this environment's as today's; ``dates``
    the registry's listing) and compare's verdict from the first to the second."""
    here = releases.installed(package)
    pair = [releases.Release(package, releases.TODAY if v == here else v, dates.get(v)) for v in (first, second)]
    run_dir, code = sweep.run(plan, out, plugins=(), versions=pair)
    if code != 0:
        raise RuntimeError(f"the sweep of {package} {first} and {second} did not finish (exit {code}): see {run_dir}")
    return (*judge(run_dir, package, first, second), run_dir)


def run(plan: grid.Plan, out: Path, package: str, good: str, bad: str, say=print) -> int:
    """Binary search between ``good`` and ``bad`` (either may be older); prints each step and the first
    release with the change. Exit 0 when found or when good and bad do not differ (said so)."""
    if plan.processes < 2:
        raise BadInput("bisect --processes must be at least 2: compare judges a change from the spread between processes")
    if len(plan.impls) != 1 or len(plan.num_envs) != 1 or len(plan.devices) != 1:
        raise BadInput("bisect measures one point: give one --impl and one --num-envs")
    if not releases.uses(plan.impls[0], package):
        raise BadInput(f"bisect: {plan.impls[0]} does not use {package}; its packages: "
                       f"{', '.join(impls.entry(plan.impls[0]).packages) or 'none'}")
    dates = releases.listed(package)  # read once: every step's releases and their dates
    chain = releases.between(package, good, bad, dates)
    ends = [releases.installed(package) if v == releases.TODAY else v for v in (good, bad)]
    if chain[0] != ends[0]:
        chain.reverse()  # from the good release to the bad one, whichever is older
    if len(chain) < 2:
        raise BadInput(f"bisect: --good and --bad are the same release ({chain[0]})")
    say(f"bisect {plan.impls[0]} at num_envs {plan.num_envs[0]} over {len(chain)} releases of {package}: "
        f"{', '.join(chain)}")
    verdict, ratio, run_dir = step(plan, out, package, chain[0], chain[-1], dates)
    say(f"  {package} {chain[0]} -> {chain[-1]}: {verdict}" + (f" ({ratio:.2f}x)" if ratio else "") + f"  [{run_dir}]")
    if verdict not in CHANGED:
        say(f"no change between {package} {chain[0]} and {chain[-1]} ({verdict}): nothing to bisect")
        return 0
    lo, hi = 0, len(chain) - 1  # chain[lo] is like the good release, chain[hi] has the change
    while hi - lo > 1:
        mid = (lo + hi) // 2
        v, r, d = step(plan, out, package, chain[lo], chain[mid], dates)
        say(f"  {package} {chain[lo]} -> {chain[mid]}: {v}" + (f" ({r:.2f}x)" if r else "") + f"  [{d}]")
        if v == verdict:
            hi = mid
        else:
            lo = mid
    say(f"first release with the change ({verdict}): {package} {chain[hi]}; the last without it: {chain[lo]}")
    return 0

