"""harness tune: the settings it searches, the turns it times them in, the setting it picks (never one
that computes something else), the file it writes (partial on Ctrl-C), and sweep --tuned, which runs
that file's settings on this machine only."""
import json

import numpy as np
import pytest

import impls
from harness.measure import grid, machine, tune, variants


def test_the_search_space_is_every_combination_of_the_declared_values():
    s = tune.settings("numba-cpu", 2048)
    blocks = impls.knobs("numba-cpu")["block"].choices
    assert s[0] == "" and len(s) == 1 + len(blocks) * impls.CPU_CORES
    assert f"block={blocks[0]},threads=1" in s and f"block={blocks[-1]},threads={impls.CPU_CORES}" in s
    # an integer range: its powers of two and its top
    assert tune.knob_values(impls.Knob("unroll", "", "", hi=48), 2048) == [1, 2, 4, 8, 16, 32, 48]
    # a knob that needs an environment per unit stops at num_envs; values given by the user are the space
    assert tune.knob_values(impls.Knob("devices", "", "", hi=8, envs=True), 4) == [1, 2, 4]
    assert tune.settings("numba-cpu", 64, {"block": [64], "threads": [1]}) == ["", "block=64,threads=1"]
    assert "jax-pallas" not in tune.tunable() and "numba-cpu" in tune.tunable()  # interpreted: not tuned
    # the constructor checks a knob's value against the same declaration
    with pytest.raises(ValueError, match=r"block must be one of 32, 64, .*4096, got 48"):
        impls.make("numba-cpu", 64, block=48)


def test_settings_take_turns_and_a_different_state_is_flagged(throwaway, monkeypatch):
    """Every setting is timed the same number of turns; one whose state after them is not the
    default's (a wrong seed stands for a knob that changes the simulation) is flagged."""
    made, real = [], impls.make

    def make(name, n, seed=0, **options):
        made.append(real(name, n, seed=1 if options.get("width") == 8 else seed, **options))
        return made[-1]
    monkeypatch.setattr(tune.impls, "make", make)
    rows = []
    # rounds of 50 ms: a call of microseconds repeats however the machine's scheduler delays the one call
    # timed alone (rounds of 5 ms read one call a round where a 5 ms preemption hit that call)
    tune.race(throwaway, 64, 20, ["", "width=2", "width=8"], 0.0, rows.append, round_ms=50)
    results = [r for r in rows if r["event"] == "result"]
    assert [r["setting"] for r in results] == ["", "width=2", "width=8"]
    assert [r["rounds"] for r in results] == [tune.MIN_ROUNDS] * 3
    assert [r["same_as_default"] for r in results] == [True, True, False]
    # compile, warm-up, probe, then turns of as many calls as last 50 ms (a throwaway call: microseconds)
    assert all(r["calls_per_round"] > 1 and r["round_ms"] == 50 for r in results)
    assert [e.t for e in made] == [20 * (1 + 1 + 1 + tune.MIN_ROUNDS * r["calls_per_round"]) for r in results]
    made.clear()
    tune.race(throwaway, 64, 20, ["", "width=2"], 0.0, rows.append)  # by default one call a turn
    assert [e.t for e in made] == [20 * (1 + 1 + 1 + tune.MIN_ROUNDS)] * 2
    # settings of different speeds still make the same calls a turn (the fastest's count), so their
    # states after the turns are comparable: counts of their own left every setting 'different'
    made.clear()
    counts = iter([3, 7, 5])
    monkeypatch.setattr(tune.timing, "calls_per_round", lambda seconds, ms: next(counts) if ms else 1)
    rows = []
    tune.race(throwaway, 64, 20, ["", "width=2", "width=4"], 0.0, rows.append, round_ms=20)
    results = [r for r in rows if r["event"] == "result"]
    assert [r["calls_per_round"] for r in results] == [7, 7, 7] and all(r["same_as_default"] for r in results)
    assert [e.t for e in made] == [20 * (1 + 1 + 1 + tune.MIN_ROUNDS * 7)] * 3


def test_an_interrupt_keeps_the_turns_timed_so_far(throwaway, monkeypatch, tmp_path):
    calls = []

    def timed_rounds(run, sync, rounds, per_round):
        calls.append(1)
        if len(calls) == 5:  # in the third turn
            raise KeyboardInterrupt
        run()
        return [1e-3 * (1 + len(calls) % 2)]
    monkeypatch.setattr(tune.timing, "timed_rounds", timed_rounds)
    rows = []
    with pytest.raises(KeyboardInterrupt):
        tune.race(throwaway, 16, 5, ["", "width=2"], 0.0, rows.append)
    results = [r for r in rows if r["event"] == "result"]
    assert len(results) == 2 and all(r["partial"] and r["rounds"] == 2 for r in results)
    assert all(r["same_as_default"] is None for r in results)  # unequal turns: states not comparable
    best, = tune.best_rows(results)
    folder = tune.write(results, [], tmp_path, 1.0, 0.1, True, None)
    assert folder.name.endswith("-tune-partial") and json.loads((folder / "tune.json").read_text())["partial"]
    assert best["best"] in ("", "width=2") and "PARTIAL" in (folder / "tune.md").read_text()


def _row(impl, n, setting, rate, same=True, spread=0.02):
    return {"event": "result", "impl": impl, "num_envs": n, "setting": setting, "env_steps_per_s": rate,
            "slow_quartile": rate * (1 - spread / 2), "fast_quartile": rate * (1 + spread / 2), "spread": spread,
            "rounds": 5, "same_as_default": same, "steps": 10, "median_s": 1.0}


def test_the_best_is_faster_beyond_the_spread_and_computes_the_same():
    rows = [_row("a", 64, "", 100.0), _row("a", 64, "k=1", 150.0), _row("a", 64, "k=2", 900.0, same=False),
            _row("a", 256, "", 300.0), _row("a", 256, "k=1", 200.0),
            _row("a", 4096, "", 100.0, spread=0.5), _row("a", 4096, "k=1", 130.0, spread=0.2)]
    best = {(b["num_envs"]): b for b in tune.best_rows(rows)}
    assert best[64]["best"] == "k=1" and best[64]["speedup"] == pytest.approx(1.5) and best[64]["different"] == 1
    assert best[256]["best"] == "" and best[256]["speedup"] == 1.0
    # 1.3x by the medians, but inside the default's spread: the default stays
    assert best[4096]["best"] == "" and best[4096]["fastest"] == "k=1"
    assert variants.setting_at({64: "k=1", 4096: "k=2"}, 100) == "k=1"
    assert variants.setting_at({64: "k=1", 4096: "k=2"}, 2048) == "k=2"


def test_bad_input_is_one_line_and_writes_nothing(harness_main, tmp_path):
    out = tmp_path / "out"
    for args, words in (
            (["--impl", "nope"], "unknown implementation 'nope'"),
            (["--impl", "numpy"], "--impl numpy: nothing to tune, it declares no knobs; valid on cpu: numba-cpu"),
            (["--budget", "0"], "--budget 0 is not allowed; valid: a number of seconds above 0"),
            (["--budget", "-5"], "--budget -5 is not allowed"),
            (["--budget", "soon"], "--budget soon is not allowed"),
            (["--impl", "numba-cpu", "--block", "48"], "--block 48 is not allowed; valid: 32, 64"),
            (["--impl", "numba-cpu", "--unroll", "2"], "--unroll applies to"),
            (["--num-envs", "0"], "--num-envs"),
            (["--round-ms", "-1"], "--round-ms must be a whole number of milliseconds from 0 to 10000, got '-1'"),
            (["--device", "gpu"], "unknown --device 'gpu'; valid: cpu, host, cuda"),
            (["--device", "host", "--impl", "numba-cpu"], "--impl numba-cpu does not run on --device host; valid on "
             "host: cupy-raw")):
        r = harness_main("tune", *args, "--out", out)
        assert r.returncode == 2 and words in r.stderr and r.stderr.count("\n") == 1, (args, r.stderr)
    assert not out.exists()


def _tuned_file(folder, label, settings):
    folder.mkdir(parents=True)
    (folder / "tune.json").write_text(json.dumps({"artifact": "tune", "machine": {"label": label},
                                                  "partial": False, "settings": settings}))
    return folder


def test_sweep_runs_this_machines_tuned_settings_only(harness_main, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # --tuned alone looks under --out, then under ./results
    here = machine.label()
    other = _tuned_file(tmp_path / "elsewhere-tune", "some-other-cpu-2c", {"numba-cpu": {"2048": "block=64"}})
    r = harness_main("sweep", "--processes", "1", "--tuned", other, "--impl", "numba-cpu", "--out", tmp_path / "runs")
    assert r.returncode == 2 and "tuned on some-other-cpu-2c, not on this machine" in r.stderr
    r = harness_main("sweep", "--processes", "1", "--tuned", "--impl", "numba-cpu", "--out", tmp_path / "runs")
    assert r.returncode == 2 and f"no tuned settings of this machine ({here})" in r.stderr
    assert f"under {tmp_path / 'runs'}/ or results/" in r.stderr
    _tuned_file(tmp_path / "runs" / f"{here}-20260101T000000Z-tune", here, {"numba-cpu": {"64": "block=64"}})
    newer = _tuned_file(tmp_path / "runs" / f"{here}-20260102T000000Z-tune", here,
                        {"numba-cpu": {"64": "block=32", "4096": "block=128,threads=1"}})
    _tuned_file(tmp_path / "runs" / f"{here}-20260103T000000Z-tune-partial", here, {"numba-cpu": {"64": "block=4096"}})
    assert variants.resolve("newest", here, tmp_path / "runs") == (newer / "tune.json").resolve()  # not the partial one
    r = harness_main("sweep", "--processes", "1", "--tuned", "--block", "64", "--impl", "numba-cpu", "--out", tmp_path / "runs")
    assert r.returncode == 2 and "--tuned and --block together" in r.stderr
    bad = _tuned_file(tmp_path / "bad-tune", here, {"numba-cpu": {"64": "block=48"}})
    r = harness_main("sweep", "--processes", "1", "--tuned", bad, "--impl", "numba-cpu", "--out", tmp_path / "runs")
    assert r.returncode == 2 and "--block 48 is not allowed" in r.stderr
    # files of the right name and the wrong shape: one line, exit 2, nothing written (a num_envs of 0
    # reached math.log after the run folder was made; a list of settings was an AttributeError)
    for i, (settings, message) in enumerate((({"numba-cpu": {"0": "block=64"}}, "num_envs '0' -> 'block=64'; valid"),
                              ({"numba-cpu": {"64": 64}}, "num_envs '64' -> 64; valid"),
                                             ({"numba-cpu": ["block=64"]}, "settings is not an object"))):
        bad = _tuned_file(tmp_path / f"bad-shape-{i}-tune", here, settings)
        r = harness_main("sweep", "--processes", "1", "--tuned", bad, "--impl", "numba-cpu", "--out", tmp_path / "shaped")
        assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
        assert not (tmp_path / "shaped").exists()
    device, tuned = variants.read(newer / "tune.json")
    cases = grid.cases(["numba-cpu", "numpy"], ["cpu"], [16, 2048], tuned=tuned, tuned_device=device)
    assert [(c.impl, c.num_envs, c.variant) for c in cases] == [
        ("numba-cpu", 16, "block=32"), ("numba-cpu", 2048, "block=128,threads=1"), ("numpy", 16, ""), ("numpy", 2048, "")]
    # a file tuned on another device applies there only (the host build of the CUDA C here)
    cases = grid.cases(["cupy-raw"], ["host", "cuda"], [64], tuned={"cupy-raw": {64: "unroll=4"}}, tuned_device="host")
    assert [(c.device, c.variant) for c in cases] == [("host", "unroll=4"), ("cuda", "")]


def test_tune_then_sweep_tuned_end_to_end(throwaway, harness_main, tmp_path):
    """The real commands: tune (its worker process) writes the folder; sweep --tuned runs its setting."""
    r = harness_main("tune", "--impl", throwaway, "--num-envs", "32", "--width", "2,8", "--budget", "1",
                     "--round-ms", "5", "--out", tmp_path)
    assert r.returncode == 0, r.stderr
    folder, = tmp_path.glob(f"{machine.label()}-*-tune")
    doc = json.loads((folder / "tune.json").read_text())
    assert doc["artifact"] == "tune" and not doc["partial"]
    assert sorted(r["setting"] for r in doc["rows"]) == ["", "width=2", "width=8"]
    assert all(r["same_as_default"] and r["rounds"] >= tune.MIN_ROUNDS for r in doc["rows"])
    (chosen,) = tune.best_rows(doc["rows"])  # the knob changes nothing: most often the default stays
    best = chosen["best"]
    assert doc["settings"] == {throwaway: {"32": best}} and best in ("", "width=2", "width=8")
    # each turn lasted about --round-ms (5 ms): at least half of it, whatever one call takes
    assert doc["round_ms"] == 5 and all(r["round_ms"] == 5 and r["calls_per_round"] * r["median_s"] > 0.0025
                                        for r in doc["rows"])
    assert "to at least 5 ms" in (folder / "tune.md").read_text() and "turns x " in r.stdout
    assert "best / default" in (folder / "tune.md").read_text() and "width=" in r.stdout
    r = harness_main("sweep", "--processes", "1", "--tuned", "--impl", throwaway, "--num-envs", "32", "--steps", "5", "--rounds", "1",
                     "--out", tmp_path)
    assert r.returncode == 0, r.stderr
    run = json.loads(next(tmp_path.glob("*Z/run.json")).read_text())
    assert run["tuned_settings"] == {throwaway: {"32": best}}
    points = [json.loads(line) for line in next(tmp_path.glob("*Z/points.jsonl")).read_text().splitlines()]
    assert [(p["impl"], p["variant"], p["status"]) for p in points] == [(throwaway, best, "passed")]
    from harness.report import results  # (a passed point's rate: its process's pack, harness.artifacts.PACKED)

    assert np.isfinite(results.load([next(tmp_path.glob("*Z"))]).rows.env_steps_per_s).all()
