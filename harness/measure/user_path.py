"""A user's own script, timed as the user waits for it: a fresh Python that imports the suite, makes one
row through ``impls.make`` (after ``impls.prepare`` where asked) and runs ``env_steps`` env-steps as one
rollout, synchronised. Its time to a result runs from the start of this module (before the suite and its
framework are imported) to the synchronised end: the framework's start, the build and compile, the
work. A worker of harness/child.py, started by ``harness advise --check`` (harness/report/advise_check.py)
with the environment a user's shell gives (none of the registry's settings) and its own compile caches.
"""
import time

START = time.perf_counter()  # before anything of the suite or a framework is imported

import math  # noqa: E402
import warnings  # noqa: E402

from harness import child  # noqa: E402


def worker(request: dict, emit=None) -> dict:
    """One row's workload: {"impl", "num_envs", "env_steps", "prepare", "rounds"} -> its times, the median rate
    of ``rounds`` rollouts after it (the default preset's rounds' steps), and what it read."""
    import impls

    if request["prepare"]:
        impls.prepare(request["impl"])
    with warnings.catch_warnings(record=True) as warned:
        warnings.simplefilter("always", impls.SettingsWarning)
        env = impls.make(request["impl"], int(request["num_envs"]))
    made = time.perf_counter()
    steps = math.ceil(float(request["env_steps"]) / int(request["num_envs"]))
    env.rollout(steps)
    env.sync()
    done = time.perf_counter()
    from harness.measure.grid import DEFAULT_ROUND  # (after the user's time: a user's script imports no harness)

    rates = []
    round_steps = max(1, min(1000, DEFAULT_ROUND // int(request["num_envs"])))
    for _ in range(int(request.get("rounds", 0))):  # the rate a user's later calls get, as the sweep times it
        t0 = time.perf_counter()
        env.rollout(round_steps)
        env.sync()
        rates.append(round_steps * int(request["num_envs"]) / (time.perf_counter() - t0))
    facts = env.describe()
    return {"total_s": done - START, "made_s": made - START, "work_s": done - made, "steps": steps,
            "rate": sorted(rates)[len(rates) // 2] if rates else None, "round_steps": round_steps,
            "warned": any(issubclass(w.category, impls.SettingsWarning) for w in warned),
            "settings_missing": facts.get("settings_missing", "")}


if __name__ == "__main__":
    child.serve(worker, teardown=False)
