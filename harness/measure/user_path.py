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
    """One row's workload: {"impl", "num_envs", "env_steps", "prepare"} -> its times and what it read."""
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
    facts = env.describe()
    return {"total_s": done - START, "made_s": made - START, "work_s": done - made, "steps": steps,
            "warned": any(issubclass(w.category, impls.SettingsWarning) for w in warned),
            "settings_missing": facts.get("settings_missing", "")}


if __name__ == "__main__":
    child.serve(worker, teardown=False)
