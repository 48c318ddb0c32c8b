"""The benchmark: one pytest-benchmark point per (implementation, device, num_envs).

Run through ``python -m harness sweep`` (or pytest with harness/measure/plugin.py's options). Per point:
build (``build_s``), the implementation's ``compile_calls`` untimed (``compile_s``), one untimed
warm-up (the last call timed alone, to size the rounds), a sanity check, then ``rounds`` timed rounds,
each of as many rollouts as last --round-ms (timing.warm_up_sized), each rollout ending with the
device synchronisation; the rounds must compile nothing (timing.NoCompiling). ``--mode step`` times
``steps`` calls of ``env.step`` from pre-made actions, then the same steps behind
``impls.adapters.make_vec``; ``--mode policy`` the fused policy loop, then the split one. The rules
and the fields: docs/measurement.md.
"""
from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

import impls
from harness.measure import placement, plugin, strict, timing, variants


def is_out_of_memory(exc: BaseException) -> bool:
    text = f"{type(exc).__name__}: {exc}".lower()
    return isinstance(exc, MemoryError) or "out of memory" in text or "out_of_memory" in text \
        or "resource_exhausted" in text \
        or "outofmemory" in text


def out_of_memory(case, exc, exact: bool) -> None:
    """A point that ran out of memory: skipped (a preset's size too big for this machine), or failed
    when the user asked for exactly that size."""
    why = f"out of memory at num_envs={case.num_envs}: {type(exc).__name__}: {exc}"[:300]
    if exact:
        pytest.fail(why, pytrace=False)
    pytest.skip(why)


def make_point(case, exact: bool = False):
    """(environments, seconds the constructor took)."""
    t0 = time.perf_counter()
    try:
        env = impls.make(case.impl, case.num_envs, seed=0, device=case.device,
                          **variants.variant_options(case.variant))
        env.sync()
        return env, time.perf_counter() - t0
    except impls.NotAvailable as exc:
        strict.skip_or_fail(case.device, exc, case.impl)
    except Exception as exc:  # noqa: BLE001 - only out-of-memory becomes a skip; the rest re-raises
        if is_out_of_memory(exc):
            out_of_memory(case, exc, exact)
        raise


# Steps after which the finished episodes' mean length is about the random policy's: before, only the
# short ones have finished (docs/history.md, "The default sweep's time")
PLAUSIBLE_AFTER = 100


def sanity_check(env, expected_t: int) -> dict:
    """Fail loudly if the rollout did not run: finite state, the step counter advanced, and, once
    enough episodes have finished under the random policy over PLAUSIBLE_AFTER steps, a mean episode
    length in a plausible range (a policy MLP's episodes may be any length)."""
    s = env.state()
    assert env.t == expected_t
    for f in ("x", "x_dot", "theta", "theta_dot"):
        assert np.isfinite(s[f]).all(), f"non-finite {f}"
    episodes = int(s["episodes"].sum())
    if episodes >= 200 and env.policy is None and expected_t >= PLAUSIBLE_AFTER:
        mean_len = float(s["returns"].sum()) / episodes
        assert 15.0 < mean_len < 35.0, f"implausible mean episode length {mean_len:.2f}"
    return {"episodes_finished": episodes}


ACTION_ROWS = 64


def step_rounds(env, steps: int):
    """A round of ``steps`` step calls over a buffer of action rows already on the device."""
    rows = np.random.default_rng(0).integers(0, 2, (ACTION_ROWS, env.num_envs)).astype(env.action_dtype)
    buf = env.device_actions(rows)
    step = env.step

    def run():
        for i in range(steps):
            step(buf[i % ACTION_ROWS])
    return run


def through_make_vec(env, steps: int, rounds: int, warmup: int, round_ms: int) -> dict:
    """The user's path: ``env`` behind ``impls.adapters.make_vec`` (see the module docstring), its median rate
    and spread; or why it was not measured (Gymnasium missing)."""
    try:
        from impls.adapters.vector_env import CartpoleVectorEnv
    except impls.NotAvailable as exc:
        return {"make_vec_error": str(exc)}
    vec = CartpoleVectorEnv(env.name, env.num_envs, env=env)
    vec.reset(seed=0)
    rows = np.random.default_rng(1).integers(0, 2, (ACTION_ROWS, env.num_envs))  # int64, on the host
    step = vec.step

    def run():
        for i in range(steps):
            step(rows[i % ACTION_ROWS])
    _, calls = timing.warm_up_sized(run, env.sync, 0, warmup, round_ms)
    times = np.array(timing.timed_rounds(run, env.sync, rounds, calls))
    median = float(np.median(times))
    iqr = float(np.subtract(*np.percentile(times, [75, 25])))
    return {"make_vec_env_steps_per_s": env.num_envs * steps / median, "make_vec_spread": iqr / median}


def through_split(case, weights, greedy: bool, steps: int, rounds: int, warmup: int, round_ms: int) -> dict:
    """Policy mode's split loop (impls/adapters/split.py: a separate policy call beside each step call) on new
    environments of the same implementation, the same rounds of the same steps after the untimed ones
    (the policy function's compilation among them): its median rate, or why it did not run."""
    from impls.adapters import split

    if not impls.entry(case.impl).split:
        return {}
    try:
        loop = split.SplitLoop(impls.make(case.impl, case.num_envs, seed=0, device=case.device,
                                          **variants.variant_options(case.variant)), weights, greedy)
        run = lambda: loop.rollout(steps)  # noqa: E731
        _, calls = timing.warm_up_sized(run, loop.sync, 1, warmup, round_ms)
        median = float(np.median(timing.timed_rounds(run, loop.sync, rounds, calls)))
    except Exception as exc:  # noqa: BLE001 - the split row is extra: its failure is recorded, not fatal
        return {"split_error": f"{type(exc).__name__}: {exc}"[:300]}
    return {"split_env_steps_per_s": case.num_envs * steps / median, "split_framework": loop.framework}


def policy_facts(env, case, median: float, steps: int, folder: Path | None = None) -> dict:
    """Policy mode: the MLP, its weights' fingerprint, multiply-adds per second, and their fraction of
    the float32 matrix-multiply rate measured in this process (harness/measure/roofline.py)."""
    from harness.measure import roofline
    from impls import policy

    macs = case.num_envs * steps / median * env.policy.multiply_adds
    facts = {"loop": env.policy_loop, "hidden": "x".join(map(str, env.policy.hidden)), "greedy": env.greedy,
             "policy_fingerprint": policy.fingerprint(env.policy), "macs_per_env_step": env.policy.multiply_adds,
             "macs_per_s": macs, **roofline.roofline(case.device, case.num_envs, env.policy.hidden,
                                                     folder / "roofline.json" if folder else None)}
    if facts.get("roofline_macs_per_s"):
        facts["roofline_fraction"] = macs / facts["roofline_macs_per_s"]
    if facts.get("roofline_tanh_env_steps_per_s"):
        facts["roofline_tanh_fraction"] = case.num_envs * steps / median / facts["roofline_tanh_env_steps_per_s"]
    return facts


# Implementations whose one compile serves every num_envs (compiles_per_shape False) -> the num_envs of
# this process's first point of them, which paid that compile
_FIRST_POINT: dict = {}


def compiled_with(env, case) -> dict:
    """Where the implementation compiles once per process: ``compiled_with`` names the num_envs of the
    process's first point, whose compile time includes this point's (nothing for that first point)."""
    if env.compiles_per_shape:
        return {}
    first = _FIRST_POINT.setdefault((case.impl, case.device, case.variant), case.num_envs)
    return {"compiled_with": first} if first != case.num_envs else {}


def test_throughput(benchmark, case, sweep, record_property, request):
    if sweep.mode == "step" and not impls.has_step(case.impl):
        pytest.skip(f"{case.impl} has no step mode")
    if sweep.mode == "policy" and not impls.has_policy(case.impl):
        pytest.skip(f"{case.impl} has no policy mode")
    env, build_s = make_point(case, sweep.exact)
    if sweep.mode == "policy":
        env.set_policy(sweep.weights())
    steps = sweep.steps_for(case.num_envs, case.impl)
    untimed = env.compile_calls + sweep.warmup
    run = step_rounds(env, steps) if sweep.mode == "step" else (lambda: env.rollout(steps))
    try:
        compile_s, calls = timing.warm_up_sized(run, env.sync, env.compile_calls, sweep.warmup, sweep.round_ms)
        sanity_check(env, steps * untimed)
        with placement.Window() as window, timing.NoCompiling(env, f"{case.impl} at num_envs={case.num_envs}") as no:
            benchmark.pedantic(timing.timed(run, env.sync), rounds=sweep.rounds, iterations=calls, warmup_rounds=0)
    except Exception as exc:  # noqa: BLE001
        if is_out_of_memory(exc):
            out_of_memory(case, exc, sweep.exact)
        raise
    # pytest-benchmark makes one more call after rounds of several calls, for the function's result
    check = sanity_check(env, steps * (untimed + sweep.rounds * calls + (calls > 1)))
    if sweep.mode == "policy":
        check.update(policy_facts(env, case, benchmark.stats["median"], steps,
                                  plugin.run_folder(request.config)))
        check.update(through_split(case, env.policy, env.greedy, steps, sweep.rounds, sweep.warmup, sweep.round_ms))
        if check.get("split_env_steps_per_s"):
            check["fused_over_split"] = case.num_envs * steps / benchmark.stats["median"] / \
                check["split_env_steps_per_s"]
            record_property("split_env_steps_per_s", check["split_env_steps_per_s"])
    if sweep.mode == "step" and not impls.is_external(case.impl):
        check.update(through_make_vec(env, steps, sweep.rounds, sweep.warmup, sweep.round_ms))
        if "make_vec_env_steps_per_s" in check:
            record_property("make_vec_env_steps_per_s", check["make_vec_env_steps_per_s"])
    # Facts the rest of the suite adds (kernels per step from the compiled rollout); never fail the point.
    # They are the compiled program's, the same in every process of a point: read in its first one only
    # (the results take such fields from the first process)
    if sweep.process <= 1:
        try:
            for facts in request.config.hook.pytest_cartpole_point_facts(env=env, steps=steps):
                check.update(facts or {})
        except Exception as exc:  # noqa: BLE001
            check["facts_error"] = f"{type(exc).__name__}: {exc}"[:300]
    median = benchmark.stats["median"]
    for key, value in (("env_steps_per_s", case.num_envs * steps / median),
                       ("spread", benchmark.stats["iqr"] / median), ("steps", steps), ("calls_per_round", calls),
                       ("round_rates", [case.num_envs * steps / t for t in benchmark.stats.stats.data]),
                       ("probe_s", placement.kept(sum(window.facts["probe_s"]) / 2)),
                       ("cpu_probe_s", {c: placement.kept(sum(v) / len(v)) for c, v in window.facts["cpu_probe_s"].items()})):
        record_property(key, value)  # for the points log and the sweep's progress lines
    benchmark.extra_info.update(
        impl=case.impl, device=case.device, num_envs=case.num_envs, steps=steps, mode=sweep.mode,
        release=plugin.release(case.impl, sweep),
        variant=case.variant, rounds=sweep.rounds, calls_per_round=calls, round_ms=sweep.round_ms,
        process=sweep.process,
        processes=sweep.processes,
        round_s=list(benchmark.stats.stats.data), placement={**placement.static(), **window.facts},
        build_s=build_s, compile_s=compile_s, compilations_in_rounds=0 if no.counted else None,
        kept_between_processes=env.kept_between_processes, **compiled_with(env, case),
        warmup_rounds=sweep.warmup, compile_calls=env.compile_calls,
        env_steps_per_s=case.num_envs * steps / median, **check, **env.describe())
