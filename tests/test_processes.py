"""Every point measured in several processes (docs/measurement.md): the processes' order, the rounds
each gets, the plan each receives, the aggregation into one value with its spread, the interval of a
ratio on synthetic runs with a known answer, compare's verdicts on synthetic runs, ratios never pairing
two runs, and a planted stall marked unstable through the real sweep."""
import json
import os
import sys
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

import impls
from harness import artifacts
from harness.artifacts import POINTS_LOG
from harness.measure import executor, grid, stats, sweep
from harness.report import build, results

ROOT = Path(__file__).resolve().parent.parent
MANY = ROOT / "tests" / "fixtures" / "processes"
TESTS_DIR = ROOT / "tests"


def test_implementations_take_turns_across_processes():
    pairs = [("a", "cpu"), ("b", "cpu"), ("c", "host")]
    assert [(j, n) for j, n, _ in sweep.order(pairs, 3)] == [
        (1, "a"), (1, "b"), (1, "c"), (2, "a"), (2, "b"), (2, "c"), (3, "a"), (3, "b"), (3, "c")]


@pytest.mark.parametrize("rounds, k, each", [(5, 3, 3), (9, 3, 3), (12, 3, 4), (2, 3, 2), (1, 1, 1), (7, 2, 4)])
def test_rounds_are_divided_among_processes(rounds, k, each):
    assert grid.process_rounds(rounds, k) == each


def test_each_process_gets_its_plan_as_one_object():
    p = grid.plan(lambda o: {"impl": "numpy,numba-cpu", "num-envs": "16,64", "rounds": "6",
                             "processes": "2"}.get(o))
    assert p.processes == 2 and p.process == 0
    child = p.for_process("numba-cpu", "cpu", 2)
    assert (child.impls, child.devices, child.process, child.rounds) == (["numba-cpu"], ["cpu"], 2, 3)
    back = grid.Plan.from_json(child.to_json())
    assert back == child
    tuned = grid.Plan.from_json(grid.Plan(["numpy"], ["cpu"], [64], 10, 3, None, "rollout", hidden=(8, 8),
                                          tuned={"numpy": {64: "x=1"}}).to_json())
    assert tuned.tuned == {"numpy": {64: "x=1"}} and tuned.hidden == (8, 8)
    assert p.max_processes == grid.DEFAULT_MAX_PROCESSES and p.for_process("numpy", "cpu", 3).process == 3  # added
    with pytest.raises(ValueError):
        p.for_process("numpy", "cpu", grid.DEFAULT_MAX_PROCESSES + 1)


def test_the_sweep_hands_each_process_to_its_executor_and_the_process_measures_its_plans_points(tmp_path):
    """Through sweep.run with an executor of the test's (the local one, recording each job and listing one
    point fewer in the second process's plan): each process is one Job whose plan lists its points, and the
    process measures exactly those (it lists none of its own)."""
    import dataclasses

    class Recording(executor.Local):
        name = "recording"

        def __init__(self):
            super().__init__()
            self.jobs = []

        def start(self, job):
            if job.plan.process == 2:
                job = dataclasses.replace(job, plan=dataclasses.replace(job.plan, points=job.plan.points[:1]))
            self.jobs.append(job)
            return super().start(job)

    p = grid.plan(lambda o: {"impl": "numpy", "num-envs": "4,8", "steps": "4", "rounds": "2", "processes": "2",
                             "max-processes": "2"}.get(o))
    ran = Recording()
    run_dir, code = sweep.run(p, tmp_path, executor=ran)
    assert code == 0
    assert [(j.stem, j.plan.process, [c.num_envs for c in j.plan.points]) for j in ran.jobs] == [
        ("numpy-cpu-p1", 1, [4, 8]), ("numpy-cpu-p2", 2, [4])]
    from harness.measure import plugin  # the plan kept as a line of the run's plans file, named by its stem
    assert plugin.plan_of(f"{run_dir / 'logs' / 'plans.jsonl'}#numpy-cpu-p2") == ran.jobs[1].plan
    logged = [json.loads(line) for line in artifacts.read_text(run_dir / POINTS_LOG).splitlines()]
    assert sorted((r["num_envs"], r["process"]) for r in logged) == [(4, 1), (4, 2), (8, 1)]


class _Scripted:
    """An executor whose processes measure nothing: each writes its plan's points into the points log at the
    rates ``rates(impl, num_envs, process)`` gives (three equal rounds each) and advances the sweep's clock by
    ``seconds`` (a fake clock: the added time is a share of the first rotations')."""
    name, python = "scripted", sys.executable

    def __init__(self, rates, clock, seconds=10.0):
        self.rates, self.clock, self.seconds, self.jobs = rates, clock, seconds, []

    def start(self, job):
        import dataclasses
        import types

        from harness.measure import machine, plugin

        self.jobs.append((job.plan.impls[0], job.plan.process, [c.num_envs for c in job.plan.points]))
        for c in job.plan.points:
            rate = self.rates(c.impl, c.num_envs, job.plan.process)
            executor.record(job, plugin.point_record(dataclasses.asdict(c), job.plan, "passed", "", "", machine.info(),
                                                     env_steps_per_s=rate, spread=0.0, steps=4, round_rates=[rate] * 3))
        self.clock[0] += self.seconds
        return types.SimpleNamespace(wait=lambda timeout: 0)


def _scripted_sweep(tmp_path, monkeypatch, rates, options):
    import types

    clock = [0.0]
    monkeypatch.setattr(sweep, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    p = grid.plan(lambda o: {"impl": "numpy,numba-cpu", "num-envs": "4,8", "steps": "4", "rounds": "3",
                             **options}.get(o))
    ran = _Scripted(rates, clock)
    run_dir, code = sweep.run(p, tmp_path, executor=ran)
    assert code == 0
    return ran.jobs, run_dir


def test_a_wide_point_gets_processes_up_to_the_cap_and_no_other_point_does(tmp_path, monkeypatch, capsys):
    """numpy at 4 environments disagrees with itself in every process (x1.5 up and down); every other point
    agrees to the bit: only that point is measured again, a rotation at a time, up to --max-processes."""
    noisy = {1: 1.0, 2: 1.5, 3: 0.67, 4: 1.5, 5: 0.67, 6: 1.5}
    jobs, run_dir = _scripted_sweep(tmp_path, monkeypatch, lambda impl, n, j: 1e6 * (
        noisy[j] if (impl, n) == ("numpy", 4) else 1.0), {"max-processes": "5", "extra-time": "1"})
    assert jobs == [(n, j, [4, 8]) for j in (1, 2, 3) for n in ("numpy", "numba-cpu")] + [
        ("numpy", 4, [4]), ("numpy", 5, [4])]
    out = capsys.readouterr().out
    assert "process 4: 1 points of 1 rows whose 95% interval is wider than +-5%" in out
    assert "1 points still wider than +-5% after at most 5 processes" in out
    doc = json.loads((run_dir / "run.json").read_text())
    assert (doc["design"], doc["interval_width"], doc["max_processes"], doc["extra_time"]) == (6, 0.05, 5, 1.0)
    logged = [json.loads(line) for line in artifacts.read_text(artifacts.find(run_dir, POINTS_LOG)).splitlines()]
    assert sorted((r["impl"], r["num_envs"], r["process"]) for r in logged if r["process"] > 3) == [
        ("numpy", 4, 4), ("numpy", 4, 5)]
    assert not any("round_rates" in r for r in logged)  # (the sweep's while it ran; the pack keeps each round)
    assert not any(k in r for r in logged for k in artifacts.PACKED)  # (every point passed: its values in the pack)


def test_the_added_time_goes_to_the_widest_points_first_and_ends_where_it_is_spent(tmp_path, monkeypatch, capsys):
    """Both rows wide at 4 environments, numba-cpu the wider; each process takes 10 s of the fake clock, the
    first rotations 60 s, a process of one of two points guessed at 5 s: --extra-time 0.1 (6 s) reaches one added
    process, the widest's, and then no more (it took 10 s);
    --extra-time 0 or --max-processes 3 adds none (and the run is of the design before)."""
    spread = {"numpy": {1: 1.0, 2: 1.2, 3: 0.85}, "numba-cpu": {1: 1.0, 2: 1.6, 3: 0.6}}
    rates = lambda impl, n, j: 1e6 * (spread[impl].get(j, 1.0) if n == 4 else 1.0)  # noqa: E731
    jobs, _ = _scripted_sweep(tmp_path / "a", monkeypatch, rates, {"extra-time": "0.1"})
    assert jobs[6:] == [("numba-cpu", 4, [4])]
    assert "no process 5: the added time left (0 s) does not reach numba-cpu, numpy" in capsys.readouterr().out
    for options in ({"extra-time": "0"}, {"max-processes": "3"}):
        jobs, run_dir = _scripted_sweep(tmp_path / str(len(options)) / next(iter(options)), monkeypatch, rates,
                                        options)
        assert len(jobs) == 6 and json.loads((run_dir / "run.json").read_text())["design"] == 5


@pytest.mark.parametrize("option, text, message", [
    ("--interval-width", "0", "--interval-width '0' is not a fraction of the median; valid: more than 0 and below 1"),
    ("--interval-width", "1", "--interval-width '1' is not a fraction"), ("--interval-width", "nan", "not a fraction"),
    ("--max-processes", "2", "--max-processes 2 with --processes 3; valid: 3 (none added) to 20"),
    ("--max-processes", "21", "valid: 3 (none added) to 20"),
    ("--extra-time", "-0.5", "--extra-time '-0.5' is not a fraction of the first rotations' time; valid: 0"),
    ("--extra-time", "inf", "valid: 0 (none added) to 10")])
def test_bad_added_process_options_are_refused(option, text, message, harness_main, tmp_path):
    r = harness_main("sweep", "--impl", "numpy", option, text, "--out", tmp_path / "o")
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("body, code", [("assert 1 + 1 == 3", 1), ("assert True", 0)])
def test_a_measuring_process_replies_with_pytests_code_and_its_output_written(body, code, tmp_path):
    """The sweep's measuring process is a child of the protocol that skips the interpreter's teardown:
    pytest's exit code still reaches the sweep in the reply (a failed point's process is reported), and its
    output, buffered in the process's log file, is all there."""
    from harness import child

    (tmp_path / "test_one.py").write_text(f"def test_it():\n    {body}\n")
    # a line printed after pytest's own output (block-buffered into the file: lost unless flushed)
    (tmp_path / "conftest.py").write_text("def pytest_unconfigure(config):\n    print('unconfigured')\n")
    log = tmp_path / "out.log"
    plan = grid.Plan(["numpy"], ["cpu"], [4], 4, 1, None, "rollout")
    reply, lines = child.run(executor.MODULE, {"plan": plan.to_json(), "folder": str(tmp_path),
                                               "pytest": ["-q", "-p", "no:cacheprovider", str(tmp_path / "test_one.py")]},
                             {**{k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}, **executor.CHILD_ENV,
                              "PYTHONPATH": str(ROOT)}, timeout=120, log=log)
    assert reply == {"exit": code} and lines == []
    *_, summary, last = log.read_text().splitlines()
    assert ("1 failed" if code else "1 passed") in summary and last == "unconfigured"


def test_a_measuring_process_that_dies_is_named_in_its_log_and_its_points_kept(tmp_path, monkeypatch):
    """A measuring process killed mid-run (here: its plan's second point exits the process): the sweep's
    executor returns a failing code, the points it streamed before are in the points log, and its log ends
    with the protocol's one line naming the process and its exit."""
    job = executor.Job(grid.Plan(["numpy"], ["cpu"], [4, 8], 4, 1, None, "rollout").for_process("numpy", "cpu", 1),
                       "numpy-cpu", tmp_path, tmp_path / POINTS_LOG, ("dying_point",))
    (tmp_path / "logs").mkdir()
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), str(TESTS_DIR)]))
    rc = executor.Local().start(job).wait(300)
    logged = [json.loads(line) for line in (tmp_path / POINTS_LOG).read_text().splitlines()]
    assert rc == 9 and [(r["num_envs"], r["status"]) for r in logged] == [(4, "passed")]
    assert job.log.read_text().splitlines()[-1].startswith(f"{executor.MODULE} died (exit 9)")


def test_a_row_of_host_calls_gets_its_own_round_where_the_preset_sizes_it():
    cap = impls.entry("envpool").round_env_steps
    assert 256 * 1000 > cap > 65536
    paced = grid.plan(lambda o: {"impl": "envpool,numpy"}.get(o)).for_process("envpool", "cpu", 2)
    paced = grid.Plan.from_json(paced.to_json())
    assert [paced.steps_for(n, "envpool") for n in (1, 256, 2048, 16384, 65536)] == [
        1000, cap // 256, cap // 2048, cap // 16384, cap // 65536]
    assert paced.steps_for(cap * 2, "envpool") == 1
    assert [paced.steps_for(n, "numpy") for n in (2048, 16384, 65536)] == [1000, 128, 32]
    steps = impls.entry("torch-eager").round_steps  # a cap in steps: the same at every size up to the preset's
    assert 1 < steps < 1000
    assert [paced.steps_for(n, "torch-eager") for n in (1, 2048, 16384, 65536)] == [
        steps, steps, min(steps, 128), 32]
    for asked in ({"steps": "1000"}, {"round-env-steps": str(grid.DEFAULT_ROUND)}, {"preset": "study"}):
        exact = grid.plan(lambda o: {"impl": "envpool,torch-eager", **asked}.get(o))
        assert exact.steps_for(2048, "envpool") == exact.steps_for(1, "torch-eager") == exact.steps


def test_a_round_lasts_at_least_round_ms_and_its_time_is_the_mean_calls(monkeypatch):
    """timing's rounds on a clock the test moves: the last warm-up call alone sizes them (not the compile,
    not the warm-up calls before it); a call of 3 ms makes rounds of 7 calls for 20 ms (never fewer than the
    time asks), a call of 30 ms one, a call that takes no time the cap, 0 ms one call; the warm-up makes
    no call beyond its own; a round's time is its mean call's."""
    import itertools
    import types

    from harness.measure import timing

    clock = [0.0]
    monkeypatch.setattr(timing, "time", types.SimpleNamespace(perf_counter=lambda: clock[0]))

    def taking(*seconds):
        steps = itertools.cycle(seconds)
        return lambda: clock.__setitem__(0, clock[0] + next(steps))

    def sync():
        return None

    # compile 0.5 s, then warm-up calls of 4 ms and 3 ms: the 3 ms one sizes the rounds
    compile_s, calls = timing.warm_up_sized(taking(0.5, 0.004, 0.003), sync, 1, 2, 20)
    assert compile_s == pytest.approx(0.5) and calls == 7 and clock[0] == pytest.approx(0.507)
    assert timing.calls_per_round(0.003, 20) == 7
    assert timing.calls_per_round(0.030, 20) == 1
    assert timing.calls_per_round(0.0, 20) == timing.MAX_CALLS_PER_ROUND
    assert timing.calls_per_round(0.003, 0) == 1
    assert timing.warm_up(taking(0.25, 0.001), sync, 1) == pytest.approx(0.25)
    assert timing.timed_rounds(taking(0.002, 0.004), sync, 3, 4) == pytest.approx([0.003] * 3)
    assert timing.timed_rounds(taking(0.005), sync, 2) == pytest.approx([0.005] * 2)


@pytest.mark.parametrize("text", ["-1", "1.5", "ten", "10001"])
def test_a_bad_round_length_is_refused(text, harness_main, tmp_path):
    r = harness_main("sweep", "--impl", "numpy", "--round-ms", text, "--out", tmp_path / "r")
    assert r.returncode == 2 and r.stderr.strip().endswith(
        f"--round-ms must be a whole number of milliseconds from 0 to 10000, got {text!r}")
    assert not (tmp_path / "r").exists()


@pytest.mark.parametrize("text, message", [("0", "--processes must be a positive integer"),
                                           ("21", "--processes 21 is too many; valid: 1 to 20"),
                                           ("x", "--processes must be a positive integer")])
def test_bad_process_counts_are_refused(text, message, harness_main, tmp_path):
    r = harness_main("sweep", "--impl", "numpy", "--processes", text, "--out", tmp_path / "o")
    assert r.returncode == 2 and message in r.stderr and not (tmp_path / "o").exists()


def test_a_points_processes_become_one_value_with_its_spread():
    rows = results.load([MANY / "a"]).rows.set_index(["impl", "num_envs"])
    numpy = rows.loc[("numpy", 1024)]
    assert numpy.processes == 3 and numpy.rounds == 15
    assert numpy.env_steps_per_s == pytest.approx(1024 * 1000 / 0.205)  # the median of the medians
    assert numpy.process_rates == pytest.approx([1024e3 / 0.2, 1024e3 / 0.21, 1024e3 / 0.205])
    assert numpy.process_spread == pytest.approx(0.21 / 0.2) and not numpy.unstable
    assert numpy.min_s == pytest.approx(0.2 * 0.98) and numpy.max_s == pytest.approx(0.21 * 1.02)
    assert len(numpy.round_rates) == 3 and numpy.round_rates[1] == pytest.approx([1024e3 / (0.21 * f)
                                                                                   for f in (0.98, 1, 1.02)])
    jax = rows.loc[("jax-naive", 2048)]
    assert jax.unstable and jax.process_spread == pytest.approx(8.0)
    old = results.load([ROOT / "tests" / "fixtures" / "results" / "cpu-box"]).rows
    assert set(old[old.status == "ok"].processes) == {1} and not old[old.status == "ok"].unstable.any()


def test_unstable_points_are_marked_in_the_table(tmp_path):
    rows = results.load([MANY / "a"]).rows
    text, built = build.write(rows, build.choose(rows, None, None), tmp_path, [])
    assert "| jax-naive (cpu) | " in text and "(x8.00, unstable)" in text and "(x1.05)" in text
    assert "3 processes per point" in text


def test_the_machines_steadiness_is_its_probes_percentiles():
    """The sentence under a sweep's table and in compare (results.machine_steadiness): every reading of
    the speed probe over the run's points and processes, their median and 10th to 90th percentiles; none
    for results without the probe."""
    df = pd.DataFrame({"process_probe_s": [[1e-3, 2e-3, 3e-3, 4e-3, 5e-3], [6e-3, 7e-3, 8e-3, 9e-3, 10e-3], None]})
    line = results.machine_steadiness(df)  # np.quantile of 1..10 ms at 0.1 / 0.5 / 0.9: 1.9, 5.5, 9.1
    assert "10 readings): 5.5 ms median, 1.9-9.1 ms from its 10th to its 90th percentile (4.79x)" in line, line
    assert results.machine_steadiness(df.iloc[2:]) == "" and results.machine_steadiness(pd.DataFrame()) == ""
    assert results.machine_steadiness(results.load([MANY / "a"]).rows) == ""  # the fixture's processes had none


def _runs(rng, k, rounds, true=1.0, sigma=0.08, jitter=0.01):
    """k processes of a point whose true median rate is ``true``: a process effect (lognormal, sigma)
    and round noise (jitter) within it."""
    return [list(true * np.exp(rng.normal(0, sigma)) * np.exp(rng.normal(0, jitter, rounds))) for _ in range(k)]


@pytest.mark.parametrize("k, low, high", [(3, 0.60, 0.97), (6, 0.82, 1.0)])
def test_the_ratio_interval_holds_the_known_answer_about_as_often_as_said(k, low, high):
    """Coverage on synthetic runs whose true ratio is 2: docs/measurement.md quotes these rates. An
    interval drawn from the rounds alone (ignoring that processes differ) would hold it far less often."""
    rng = np.random.default_rng(7)
    hits = 0
    for _ in range(150):
        lo, hi = stats.ratio_interval(_runs(rng, k, 5, 2.0), _runs(rng, k, 5, 1.0), resamples=600,
                                      seed=int(rng.integers(1 << 30)))
        hits += lo <= 2.0 <= hi
    assert low <= hits / 150 <= high


def test_one_process_has_no_interval():
    assert stats.ratio_interval([[1.0, 1.1]], [[1.0], [2.0]]) is None


def _comparison(rng, factor=1.0, impls=24, sizes=6, sigma=0.07):
    """Two runs of ``impls`` x ``sizes`` points (144, about a default sweep's), 3 processes each, every
    implementation with its own between-process spread around ``sigma``; the second run ``factor`` x."""
    groups = [g for g in range(impls) for _ in range(sizes)]
    spread = {g: sigma * rng.uniform(0.5, 1.5) for g in range(impls)}
    before = [list(np.exp(rng.normal(0, spread[g], 3))) for g in groups]
    after = [list(factor * np.exp(rng.normal(0, spread[g], 3))) for g in groups]
    return stats.changes(before, after, groups)


def test_two_draws_of_one_distribution_are_no_change_and_a_2x_change_is():
    """Many points judged at once: in 40 comparisons of two runs of one distribution, a change is called
    somewhere about 5% of the time (stats.ALPHA), never at more than a point; the same runs with the second
    twice as fast come out faster at every point. The first rule tried (a change beyond the threshold and
    each run's spread) called about 6 of 144 points in every such comparison."""
    rng = np.random.default_rng(11)
    alarms = [sum(v != "no significant change" for v in _comparison(rng)) for _ in range(40)]
    assert max(alarms) <= 1 and sum(alarms) <= 5, alarms
    assert set(_comparison(rng)) == {"no significant change"}
    assert set(_comparison(rng, 2.0)) == {"faster"} and set(_comparison(rng, 0.5)) == {"slower"}
    assert stats.changes([[1.0]], [[2.0, 2.0]], ["a"]) == ["not judged (one process)"]
    assert stats.changes([[1.0, 1.0]], [[1.05, 1.05]], ["a"]) == ["no significant change"]  # under the threshold


def _row(impl, n, rate, run, when, rounds=None):
    return {"machine": "m", "impl": impl, "variant": "", "device": "cpu", "num_envs": n, "steps": 100,
            "status": "ok", "env_steps_per_s": rate, "datetime": when, "median_s": n * 100 / rate, "run": run,
            "round_rates": rounds}


def test_a_ratio_never_pairs_two_runs():
    """The suite's best in one run, Gymnasium in another: no baseline row; once a run has both, its
    figures (not the other run's newer one) make the row."""
    apart = pd.DataFrame([_row("numba-cpu", 2048, 2e9, "r1", "2026-11-26T10"),
                          _row("gymnasium-vector", 2048, 2e7, "r2", "2026-11-26T11")])
    assert results.baselines_table(apart).empty
    sp, _, _ = results.speedups(apart.assign(impl=["numba-cpu", "numpy"]), "numpy")
    assert sp.loc["numba-cpu (cpu)"].isna().all()
    procs = [[1.9e9, 2.0e9, 2.1e9]] * 3
    both = pd.concat([apart, pd.DataFrame([_row("numba-cpu", 2048, 1e9, "r0", "2026-11-26T09", procs),
                                           _row("gymnasium-vector", 2048, 1e7, "r0", "2026-11-26T09",
                                                [[1e7] * 3] * 3)])])
    t = results.baselines_table(both)
    assert t.loc[2048, "best / gymnasium-vector"] == pytest.approx(100) and t.loc[2048, "run"] == "r0"
    lo, hi = t.loc[2048, "best / gymnasium-vector interval"]
    assert lo < 200 < hi


def test_a_planted_stall_is_marked_unstable_and_gets_a_process_added(tmp_path, monkeypatch):
    """Through the real sweep: an implementation that stalls 8 ms per call in its first process of 3; its
    interval wide, the sweep adds a fourth process (the cap, with time enough), which the table counts."""
    monkeypatch.setenv("CARTPOLE_PLUGINS", "stall_impl")
    monkeypatch.setenv("CARTPOLE_STALL_MARK", str(tmp_path / "stalled"))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS_DIR), os.environ.get("PYTHONPATH")])))
    import subprocess

    r = subprocess.run([sys.executable, "-m", "harness", "sweep", "--impl", "stall-np", "--num-envs", "16",
                        "--rounds", "3", "--processes", "3", "--max-processes", "4", "--extra-time", "10",
                        "--out", str(tmp_path / "o")],
                       cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "3 rounds of 20 steps (repeated to at least 20 ms) per point" in r.stdout
    assert "stall-np (cpu) n=16:" in r.stdout and "UNSTABLE" in r.stdout
    assert "process 4: 1 points of 1 rows whose 95% interval is wider than +-5%" in r.stdout
    assert "stall-np (cpu) n=16 p4 added" in r.stdout
    (run,) = (tmp_path / "o").iterdir()
    rows = results.load([run]).rows
    assert rows.processes.tolist() == [4] and rows.unstable.tolist() == [True]
    assert json.loads((run / "run.json").read_text())["design"] == artifacts.DESIGN == 6
    packed = artifacts.packed_files(run)
    assert sorted(packed) == [f"stall-np-cpu-p{j}.json" for j in (1, 2, 3, 4)]
    table = (run / "table.md").read_text()
    assert "unstable, 4 processes)" in table
    probes = rows.process_probe_s.iloc[0]  # the probe beside the point in each process, stated under the table
    assert len(probes) == 4 and f"4 readings): {np.median(probes) * 1e3:.3g} ms median" in table, table[:800]
    # its registry entry's round (320 env-steps: 20 steps at 16) in every process; the kernel count read
    # in the first process only, and the point's row has it
    assert rows.steps.tolist() == [20] and rows.kernels_per_step.tolist() == [3.0]
    extra = [json.loads(packed[f"stall-np-cpu-p{j}.json"])["benchmarks"][0]["extra_info"] for j in (1, 2, 3, 4)]
    assert [e["steps"] for e in extra] == [20] * 4
    assert ["kernels_per_step" in e for e in extra] == [True, False, False, False]


# -- known answers for the statistics (a fixed seed, a deterministic outlier, the stated quantiles) ----------
def _constant(medians, rounds=5):
    """Processes whose every round is their median: the draws are medians of resampled processes alone."""
    return [[m] * rounds for m in medians]


def test_the_median_is_numpys_bit_for_bit():
    """stats.median (Python's sort: the readers take thousands of short medians) gives numpy's median to the
    bit: odd and even counts, arrays, NaN anywhere, nothing."""
    rng = np.random.default_rng(0)
    for n in [0, 1, 2, 3, 4, 7, 8, 31, 32]:
        for _ in range(200):
            v = rng.uniform(1e5, 1e9, n)
            if n and rng.random() < 0.2:
                v[rng.integers(n)] = np.nan
            want = float(np.median(v)) if n else float("nan")
            got = stats.median(v if rng.random() < 0.5 else v.tolist())
            assert got == want or (got != got and want != want), (v, got, want)
    assert stats.median([3, 1, 2]) == 2.0 and stats.median([4, 1, 2, 3]) == 2.5


def test_the_value_interval_is_its_draws_quantiles_and_an_outlier_process_moves_no_end():
    """Seven processes at 1..6 and one at 100: the interval's ends are exactly the LEVEL quantiles of the
    bootstrap's draws (a changed level moves them), and the outlier leaves them inside 1..6 (a median of
    seven draws takes it only with four or more picks of it, under 1%: a mean would take it in two thirds)."""
    procs = _runs(np.random.default_rng(2), 7, 9)  # rounds that differ: draws of many distinct values
    lo, hi = stats.value_interval(procs, resamples=4000, seed=3)
    draws = stats.bootstrap_draws(procs, np.random.default_rng(3), 4000)
    assert len(np.unique(draws)) > 20
    assert (lo, hi) == tuple(np.quantile(draws, [(1 - stats.LEVEL) / 2, (1 + stats.LEVEL) / 2]))
    assert stats.value_interval(procs, resamples=4000, seed=3) == (lo, hi)  # a fixed seed: the same interval
    outlier = _constant([1, 2, 3, 4, 5, 6, 100])
    draws = stats.bootstrap_draws(outlier, np.random.default_rng(3), 4000)
    assert set(np.unique(draws)) <= {1, 2, 3, 4, 5, 6, 100}  # each draw a median of whole processes
    lo, hi = stats.value_interval(outlier, resamples=4000, seed=3)
    assert 1 <= lo < hi <= 6, (lo, hi)


def test_the_ratio_interval_is_its_draws_quantiles():
    rng = np.random.default_rng(4)
    a, b = _runs(rng, 4, 7, 2.0, sigma=0.05), _runs(rng, 3, 7, 1.0, sigma=0.05)
    lo, hi = stats.ratio_interval(a, b, resamples=3000, seed=5)
    rng = np.random.default_rng(5)
    ratios = stats.bootstrap_draws(a, rng, 3000) / stats.bootstrap_draws(b, rng, 3000)
    assert (lo, hi) == tuple(np.quantile(ratios, [(1 - stats.LEVEL) / 2, (1 + stats.LEVEL) / 2]))
    assert 1.5 < lo < hi < 2.7


def test_the_value_interval_misses_the_known_median_about_evenly_on_both_sides():
    """Six processes of a point whose true median is 1, 200 times: the misses fall on both sides, neither
    more than three times the other (an interval shifted to one side, or a quantile taken twice, would
    put them all on one)."""
    rng = np.random.default_rng(11)
    below = above = 0
    for _ in range(200):
        lo, hi = stats.value_interval(_runs(rng, 6, 5), resamples=500, seed=int(rng.integers(1 << 30)))
        below += hi < 1.0
        above += lo > 1.0
    assert below + above >= 8 and max(below, above) <= 3 * max(1, min(below, above)), (below, above)


def test_every_per_process_field_becomes_one_value_the_median_of_its_processes():
    """A point of three processes, each per-process field given 1, 5 and 3 in turn: the point holds 3 for
    every one (results.PER_PROCESS_MEDIANS), not the first process's, nor a mean."""
    def row(process, value):
        return {"run": "r", "machine": "m", "impl": "numpy", "variant": "", "release": "", "device": "cpu",
                "num_envs": 4, "mode": "rollout", "steps": 10, "process": process, "round_rates": [1.0, 2.0],
                "env_steps_per_s": 40.0 / value, "min_s": value, "max_s": value, "rounds": 2,
                "datetime": "2026-12-07", "source": f"p{process}.json", "compile_s": 0.1, "build_s": 0.1,
                **{k: float(value) for k in results.PER_PROCESS_MEDIANS}}

    (point,) = results.by_point([row(1, 1.0), row(2, 5.0), row(3, 3.0)])
    assert {k: point[k] for k in results.PER_PROCESS_MEDIANS} == {k: 3.0 for k in results.PER_PROCESS_MEDIANS}
    assert point["env_steps_per_s"] == pytest.approx(40.0 / 3.0) and point["processes"] == 3


def test_a_bare_process_row_is_never_the_suites_best():
    """The bare row stands beside its published row; "the best of this suite" (the baselines, the best table, the
    README's finding) picks among the published rows, even where a bare process happened to be faster."""
    rows = [{"run": "r", "machine": "m", "impl": "numba-cpu", "variant": v, "device": "cpu", "num_envs": 16,
             "mode": "rollout", "status": "ok", "env_steps_per_s": rate, "datetime": "t", "source": "r/x.json"}
            for v, rate in (("", 1e8), ("process=bare", 2e8))]
    df = pd.DataFrame(rows)
    assert list(results.published(df).variant) == [""] and len(results.compiled(df)) == 2
    best = results.best_table(df)
    assert best.best.tolist() == ["numba-cpu (cpu)"] and best.env_steps_per_s.tolist() == [1e8]


@pytest.mark.slow
def test_a_bare_sweep_measures_a_row_without_its_settings_beside_it_and_advise_says_so(tmp_path, monkeypatch):
    """sweep --bare: the row that declares a setting (tests/settings_impl.py) is measured a second time in a
    process started without it, as a user's shell starts Python, its row marked [process=bare]; numpy,
    which declares none, once. advise names the line that gets the measured figure and the bare one."""
    # (beside the plugins already named: the mutation check's, which its children load)
    monkeypatch.setenv("CARTPOLE_PLUGINS", ",".join(filter(None, [os.environ.get("CARTPOLE_PLUGINS"), "settings_impl"])))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(TESTS_DIR), os.environ.get("PYTHONPATH")])))
    import subprocess

    r = subprocess.run([sys.executable, "-m", "harness", "sweep", "--impl", "settings-np,numpy", "--num-envs",
                        "16,64", "--steps", "20", "--rounds", "3", "--round-ms", "0", "--processes", "1", "--bare", "--out",
                        str(tmp_path / "o")], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
    (run,) = (tmp_path / "o").iterdir()
    assert json.loads((run / "run.json").read_text())["bare"] is True
    packed = artifacts.packed_files(run)
    assert sorted(packed) == ["numpy-cpu.json", "settings-np-cpu-bare.json", "settings-np-cpu.json"]
    read = {name: {e["extra_info"]["variant"]: e["extra_info"]["settings_missing"]
                   for e in json.loads(packed[name])["benchmarks"]} for name in packed if "settings" in name}
    # the bare process ran without the setting, the measured one with it
    assert read == {"settings-np-cpu.json": {"": ""}, "settings-np-cpu-bare.json": {"process=bare": "CARTPOLE_TEST_SETTING=on"}}
    rows = results.load([run]).rows.set_index(["impl", "variant", "num_envs"]).env_steps_per_s
    assert set(rows.index.get_level_values(1)) == {"", "process=bare"}
    assert ("numpy", "process=bare", 16) not in rows.index
    # without its setting each call sleeps 20 ms, where 20 steps of 16 environments take about 4 ms
    assert rows["settings-np", "process=bare", 16] * 3 < rows["settings-np", "", 16]
    assert "| settings-np[process=bare] (cpu) |" in (run / "table.md").read_text()
    # (in a process of its own: the row is registered where its plugin is loaded, never in this one)
    advice = subprocess.run([sys.executable, "-m", "harness", "advise", "--from", str(run), "--num-envs", "32",
                             "--env-steps", "1e5"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    out = advice.stdout
    assert advice.returncode == 0, out + advice.stderr
    assert "impls.prepare('settings-np')" in out and "Without it (a bare process, measured in this run): settings-np" in out

