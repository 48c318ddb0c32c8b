"""Compile time against run time: each point's cold and warm compile (harness/report/results.py,
cold_and_warm), compiled programs kept on the user's path under a key that cannot go stale
(impls/api.py, compile_cache), no compilation inside a timed round (harness/measure/timing.py,
NoCompiling), and ``harness advise`` (harness/report/advise.py) on synthetic runs with known answers."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

import impls
from harness.measure import process, timing
from harness.report import advise, results
from impls import api

CPU = {"vendor": "AuthenticAMD", "family": 25, "model": 1, "stepping": 1, "microarchitecture": "zen3", "isa": "avx2"}
LABEL = "amd-zen3-avx2-2c"


def write_run(root: Path, stamp: str, points: dict, processes: int = 3, mode: str = "rollout") -> Path:
    """A sweep's run folder as the sweep writes it (run.json and one benchmark file per implementation
    and process): ``points`` maps (impl, num_envs) -> (rate in env-steps/s, compile seconds per process,
    extra fields); each process's rounds are the rate within +-1%, the processes within +-2%."""
    folder = root / f"{LABEL}-{stamp}"
    folder.mkdir(parents=True)
    machine = {"cpu_model": "AMD EPYC", "cpu_cores": 2, "cpu": CPU, "gpu_name": None, "label": LABEL}
    (folder / "run.json").write_text(json.dumps({"artifact": "run", "machine": machine, "mode": mode,
                                                 "processes": processes, "devices": ["cpu"]}))
    info = {"node": "t", "cpu": {"brand_raw": "AMD EPYC"}, "cartpole": {**machine, "schema": 2}}
    for j in range(1, processes + 1):
        by_impl: dict = {}
        for (impl, n), (rate, compiles, extra) in points.items():
            steps = 100
            median = n * steps / (rate * (1 + 0.02 * (j - 2)))
            rounds = [median * f for f in (0.99, 1.0, 1.01)]
            by_impl.setdefault(impl, []).append({
                "name": f"test_throughput[{impl}-cpu-n{n}]",
                "extra_info": {"impl": impl, "device": "cpu", "num_envs": n, "steps": steps, "mode": mode,
                               "process": j, "processes": processes, "round_s": rounds, "build_s": 0.0,
                               "compile_s": compiles[j - 1], "kept_between_processes": "a cache", **extra},
                "stats": {"median": median, "min": rounds[0], "max": rounds[-1], "iqr": rounds[-1] - rounds[0],
                          "rounds": 3}})
        for impl, bench in by_impl.items():
            (folder / f"{impl}-cpu-p{j}.json").write_text(json.dumps(
                {"version": "5.1.0", "datetime": f"2026-11-29T0{j}:00:00", "machine_info": info, "benchmarks": bench}))
    return folder


def test_a_points_compile_is_cold_in_its_first_process_and_warm_in_the_others(tmp_path):
    folder = write_run(tmp_path, "20261129T010000Z", {
        ("numpy", 16): (1e6, [0.5, 0.2, 0.4], {}),
        ("numba-cpu", 16): (1e8, [20.0, 1.0, 2.0], {}),
        ("numba-cpu", 256): (1e9, [0.01, 0.01, 0.01], {"compiled_with": 16})})
    rows = results.load([folder]).rows.set_index(["impl", "num_envs"])
    numba = rows.loc[("numba-cpu", 16)]
    assert numba.compile_cold_s == 20.0 and numba.compile_warm_s == pytest.approx(1.5)
    assert rows.loc[("numpy", 16)].compile_warm_s == pytest.approx(0.3)
    cells = results.compile_cells(results.load([folder]).rows)
    assert cells.loc["numba-cpu (cpu)", 16] == "20 / 1.5" and cells.loc["numba-cpu (cpu)", 256] == "with 16"
    one = write_run(tmp_path, "20261129T020000Z", {("numpy", 16): (1e6, [0.5], {})}, processes=1)
    row = results.load([one]).rows.iloc[0]
    assert row.compile_cold_s == 0.5 and row.compile_warm_s is None
    assert results.compile_cells(results.load([one]).rows).loc["numpy (cpu)", 16] == "0.5 / -"


# A known answer: numpy starts at once and runs at 10 M/s; numba-cpu compiles for 10 s and runs at 1 G/s.
# They break even where 10 + S / 1e9 = S / 1e7: S = 10 / (1e-7 - 1e-9) = 101.01 M env-steps.
KNOWN = {("numpy", 16): (1e7, [0.0, 0.0, 0.0], {}), ("numpy", 256): (1e7, [0.0, 0.0, 0.0], {}),
         ("numba-cpu", 16): (1e9, [10.0, 0.5, 0.5], {}),
         ("numba-cpu", 256): (1e9, [0.0, 0.0, 0.0], {"compiled_with": 16})}


def test_advise_finds_the_known_break_even_and_names_a_separated_winner(tmp_path):
    folder = write_run(tmp_path, "20261129T010000Z", KNOWN)
    df = results.load([folder]).rows
    run = advise.choose_run(tmp_path, LABEL, None, "rollout", warm=False)
    assert run.folder == folder and run.processes == 3
    rows = advise.rows_of(df, "cpu", warm=False)
    ranked, _ = advise.answers(rows, 64, 1e7)
    assert [a.label for a in ranked] == ["numpy (cpu)", "numba-cpu (cpu)"]
    assert ranked[1].setup == pytest.approx(10.0)  # numba-cpu's compile at 64: its process's first point's
    assert ranked[0].total == pytest.approx(1.0, rel=0.03)
    env = advise.envelope(ranked)
    assert env[0][0] == "numpy (cpu)" and env[0][1] == pytest.approx(10 / (1e-7 - 1e-9), rel=0.03)
    assert env[1] == ("numba-cpu (cpu)", None, None)
    lo, hi = env[0][2]
    assert lo < env[0][1] < hi
    assert advise.verdict(ranked).startswith("numpy (cpu), its interval below")
    big, _ = advise.answers(rows, 64, 1e10)
    assert big[0].label == "numba-cpu (cpu)" and advise.verdict(big).startswith("numba-cpu (cpu), its interval")
    warm, _ = advise.answers(advise.rows_of(df, "cpu", warm=True), 64, 1e8)  # 0.5 s of compile: numba first
    assert warm[0].label == "numba-cpu (cpu)" and warm[0].setup == pytest.approx(0.5)


def test_advise_counts_the_frameworks_start_at_every_size(tmp_path):
    """A process's first point's build holds the framework's start (its import, its runtime): a user's fresh
    process pays it whatever num_envs it asks for."""
    folder = write_run(tmp_path, "20261129T010000Z", {
        ("tf-xla", 16): (1e8, [0.5, 0.5, 0.5], {"build_s": 5.0}), ("tf-xla", 256): (1e8, [0.5, 0.5, 0.5], {})})
    (a,), _ = advise.answers(advise.rows_of(results.load([folder]).rows, "cpu", warm=False), 256, 1e6)
    assert a.setup == pytest.approx(5.5)


def test_advise_interpolates_log_log_and_calls_overlapping_intervals_a_tie(tmp_path):
    folder = write_run(tmp_path, "20261129T010000Z", {
        ("numpy", 16): (1e6, [0, 0, 0], {}), ("numpy", 256): (16e6, [0, 0, 0], {}),
        ("warp-cpu", 16): (1.01e6, [0, 0, 0], {}), ("warp-cpu", 256): (16.16e6, [0, 0, 0], {})})
    rows = advise.rows_of(results.load([folder]).rows, "cpu", warm=False)
    ranked, _ = advise.answers(rows, 64, 1e6)
    numpy = next(a for a in ranked if a.label == "numpy (cpu)")
    assert numpy.rate == pytest.approx(4e6, rel=1e-6)  # halfway on a log scale: the geometric mean
    assert advise.verdict(ranked).startswith("tied within the intervals")


def test_advise_runs_as_a_command_in_a_fresh_process_and_writes_nothing(tmp_path):
    folder = write_run(tmp_path, "20261129T010000Z", KNOWN)
    before = sorted(p.name for p in folder.iterdir())
    r = subprocess.run([sys.executable, "-m", "harness", "advise", "--num-envs", "64", "--env-steps", "1e7",
                        "--results", str(tmp_path), "--machine", LABEL], capture_output=True, text=True,
                       env=process.python_env(), timeout=120)
    assert r.returncode == 0, r.stderr
    assert "First: numpy (cpu), its interval below every other's." in r.stdout
    assert "numpy (cpu) below 101 M env-steps" in r.stdout and "then numba-cpu (cpu)" in r.stdout
    assert sorted(p.name for p in folder.iterdir()) == before


@pytest.mark.parametrize("args, message", [
    (["--machine", "nowhere-2c"], "no rollout-mode run of machine 'nowhere-2c'"),
    (["--impl", "numpy,tf-xla"], "--impl tf-xla: not measured"),
    (["--num-envs", "0"], "--num-envs must be a positive integer"),
    (["--num-envs", "4096"], "--num-envs 4096 is outside the sizes measured"),
    (["--env-steps", "ten"], "--env-steps must be a positive number"),
    (["--env-steps", "-5"], "--env-steps must be a positive number"),
    (["--warm", "--from", "ONE"], "--warm needs a run with several processes per point"),
    (["--impl", "warp-cpu", "--num-envs", "64"], "--impl warp-cpu: measured at one num_envs only"),
    (["--mode", "fast"], "unknown --mode 'fast'"),
])
def test_advise_refuses_bad_input_in_one_line(args, message, harness_main, tmp_path):
    write_run(tmp_path, "20261129T010000Z", {**KNOWN, ("warp-cpu", 16): (1e6, [0, 0, 0], {})})
    one = write_run(tmp_path, "20261129T020000Z", {("numpy", 16): (1e6, [0.5], {})}, processes=1)
    args = [str(one) if a == "ONE" else a for a in args]
    base = {"--num-envs": "64", "--env-steps": "1e7", "--machine": LABEL}
    for a in args:
        if a in base:
            del base[a]
    if "--from" in args:
        del base["--machine"]
    files = sorted(tmp_path.rglob("*"))
    r = harness_main("advise", "--results", tmp_path, *[x for kv in base.items() for x in kv], *args)
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert sorted(tmp_path.rglob("*")) == files


def _package(root: Path, constant: str) -> None:
    (root / "pkgx").mkdir(exist_ok=True)
    (root / "pkgx" / "__init__.py").write_text("")
    (root / "pkgx" / "b.py").write_text(f"from numba import njit\n\n\n@njit(cache=True)\ndef g(x):\n    return x + {constant}\n")
    (root / "pkgx" / "c.py").write_text("UNRELATED = 1\n")


CHILD = textwrap.dedent("""
    import sys
    from pathlib import Path
    import numba
    from impls import api
    root = Path(sys.argv[1])
    numba.config.CACHE_DIR = str(root / "cache" / api.source_key("pkgx.a", root=root))
    sys.path.insert(0, str(root))
    from pkgx import a
    print(a.f(1), a.f.stats.cache_hits.get(a.f.signatures[0], 0), flush=True)
    """)


def test_a_callee_changed_in_another_module_is_compiled_again_not_loaded_stale(tmp_path):
    """Numba's own cache checks the decorated function's file only: with the folder named by
    source_key, a changed callee in another module lands in a new folder, so the kernel is compiled
    again with the new callee instead of loaded with the old one inlined."""
    _package(tmp_path, "1")
    (tmp_path / "pkgx" / "a.py").write_text("from numba import njit\n\nfrom pkgx import b\n\n\n"
                                            "@njit(cache=True)\ndef f(x):\n    return b.g(x) * 10\n")

    def run():
        r = subprocess.run([sys.executable, "-c", CHILD, str(tmp_path)], capture_output=True, text=True,
                           env=process.python_env(), timeout=120)
        assert r.returncode == 0, r.stderr
        return r.stdout.split()

    assert run() == ["20", "0"]  # compiled
    assert run() == ["20", "1"]  # loaded from the cache
    key = api.source_key("pkgx.a", root=tmp_path)
    (tmp_path / "pkgx" / "c.py").write_text("UNRELATED = 2\n")  # not imported by a: the same key
    assert api.source_key("pkgx.a", root=tmp_path) == key
    _package(tmp_path, "2")  # the callee changed; a.py did not
    assert run() == ["30", "0"]  # compiled again: not the stale 20


def test_the_cache_folder_follows_the_machine_the_versions_and_the_switch(monkeypatch, tmp_path):
    monkeypatch.delenv(impls.NUMBA_CACHE_VARIABLE, raising=False)
    monkeypatch.delenv(api.COMPILE_CACHE_VARIABLE, raising=False)
    here = api.compile_cache("numba", "impls.numba_cpu", ("numba",), impls.NUMBA_CACHE_VARIABLE)
    assert here is not None and here.parent == api.BUILD_DIR / "numba"
    monkeypatch.setattr(api, "machine_key", lambda: "another CPU")
    assert api.compile_cache("numba", "impls.numba_cpu", ("numba",), impls.NUMBA_CACHE_VARIABLE) != here
    monkeypatch.undo()
    monkeypatch.delenv(impls.NUMBA_CACHE_VARIABLE, raising=False)
    assert api.compile_cache("numba", "impls.numba_cpu", ("numba", "numpy"), impls.NUMBA_CACHE_VARIABLE) != here
    monkeypatch.setenv(api.COMPILE_CACHE_VARIABLE, "0")
    assert api.compile_cache("numba", "impls.numba_cpu", ("numba",), impls.NUMBA_CACHE_VARIABLE) is None
    monkeypatch.setenv(impls.NUMBA_CACHE_VARIABLE, str(tmp_path))  # a run's own folder comes first
    assert api.compile_cache("numba", "impls.numba_cpu", ("numba",), impls.NUMBA_CACHE_VARIABLE) == tmp_path
    # the harness's children compile, or load from their run's own caches, never from the user's
    assert process.python_env()[api.COMPILE_CACHE_VARIABLE] == "0"


def _rounds(env, steps=4, rounds=3):
    run = lambda: env.rollout(steps)  # noqa: E731
    timing.warm_up(run, env.sync, env.compile_calls, 1)
    with timing.NoCompiling(env, env.name) as no:
        timing.timed_rounds(run, env.sync, rounds)
    return no


def test_rounds_compile_nothing_and_a_compile_inside_them_fails_the_point():
    """jax-fused's rounds load no program (the mutation check plants one that compiles every round); a
    new shape compiled inside the rounds is caught."""
    env = impls.make("jax-fused", 48, seed=0)
    assert _rounds(env).counted
    other = impls.make("jax-fused", 40, seed=0)
    with pytest.raises(timing.CompiledInRounds, match="compilation"):
        with timing.NoCompiling(env, "jax-fused"):
            other.rollout(4)
            other.sync()
    assert not _rounds(impls.make("numpy", 48, seed=0)).counted  # numpy compiles nothing: not counted


def test_numbas_count_moves_with_a_new_signature():
    """numba-cpu's count (its kernels themselves are not compiled here: the instance is not built)."""
    from numba import njit

    env = object.__new__(impls.load("numba-cpu"))

    @njit
    def plus(x):
        return x + 1
    with timing.NoCompiling(env, "numba-cpu") as no:
        pass
    assert no.counted
    with pytest.raises(timing.CompiledInRounds, match="1 compilation inside the timed rounds of numba-cpu"):
        with timing.NoCompiling(env, "numba-cpu"):
            assert plus(1.5) == 2.5


def test_the_user_cache_is_off_for_every_command_but_train(harness_main, monkeypatch):
    monkeypatch.delenv(api.COMPILE_CACHE_VARIABLE, raising=False)
    assert harness_main("table", "no-such-run").returncode == 2
    assert os.environ[api.COMPILE_CACHE_VARIABLE] == "0"


def test_the_map_names_each_cells_winner_and_where_the_answer_changes(tmp_path):
    folder = write_run(tmp_path, "20261129T010000Z", {
        **KNOWN, ("warp-cpu", 16): (1e6, [0, 0, 0], {}), ("warp-cpu", 256): (1e8, [0, 0, 0], {})})
    df = results.of_mode(results.load([folder]).rows, "rollout")
    table, lines, run, styles = advise.winner_map(df)
    assert run == folder.name
    assert table.loc[16, "100 k"] == "numpy" and table.loc[16, "10 G"] == "numba-cpu"
    # each cell's style hint names its winner by label, keyed by (row, column) with num_envs as column 0
    row, first, last = list(table.index).index(16), 1, len(table.columns)
    assert styles[row, first] == ("winner", ("numpy (cpu)",)) and styles[row, last] == ("winner", ("numba-cpu (cpu)",))
    assert all((table.iloc[i, j - 1].startswith("tied: ")) == (hint == "tied") for (i, j), (hint, _) in styles.items())
    assert "at 16: numpy below 101 M env-steps, then numba-cpu" in lines
    # warp-cpu runs at 1 M/s at 16 and 100 M/s at 256, numpy at 10 M/s at both: they cross at 64 (log-log)
    cross = next(x for x in lines if x.startswith("warp-cpu (cpu) overtakes numpy (cpu)"))
    assert "at about 64 environments [" in cross, cross
    one = write_run(tmp_path / "one", "20261129T020000Z", KNOWN, processes=1)
    assert advise.winner_map(results.of_mode(results.load([one]).rows, "rollout"))[0] is None


def test_the_maps_style_hints_name_the_rows_as_the_page_colours_them(tmp_path):
    """A public baseline winning a cell: its hint names the row as the tables and the page's colours do
    ('gymnasium-vector (external) (cpu)'), or the page leaves that cell uncoloured."""
    from harness.report import site

    folder = write_run(tmp_path, "20261129T010000Z", {
        **KNOWN, ("gymnasium-vector", 16): (1e6, [0, 0, 0], {}), ("gymnasium-vector", 256): (1e8, [0, 0, 0], {})})
    df = results.of_mode(results.load([folder]).rows, "rollout")
    table, _, _, styles = advise.winner_map(df)
    colour = site.colours(df)
    assert table.loc[256, "100 k"] == "gymnasium-vector"
    assert styles[list(table.index).index(256), 1] == ("winner", ("gymnasium-vector (external) (cpu)",))
    assert {label for _, labels in styles.values() for label in labels} <= set(colour)


def test_the_readmes_cpu_finding_is_the_named_runs_rule_and_figures(tmp_path):
    """Known answers: warp-cpu is fastest at 65536 alone, numba-cpu at 256 and 2048, so numba-cpu is the
    fastest by rule; its rates 1-2 G; over each public system from 2048 up only (Gymnasium's as fast at 256)."""
    from harness.cli import BadInput
    from harness.report import findings

    run = write_run(tmp_path, "20261129T010000Z", {
        ("numba-cpu", 256): (1e9, [0, 0, 0], {}), ("numba-cpu", 2048): (2e9, [0, 0, 0], {}),
        ("numba-cpu", 65536): (1.5e9, [0, 0, 0], {}), ("warp-cpu", 256): (1e8, [0, 0, 0], {}),
        ("warp-cpu", 2048): (1e8, [0, 0, 0], {}), ("warp-cpu", 65536): (4e9, [0, 0, 0], {}),
        ("gymnasium-vector", 256): (1e9, [0, 0, 0], {}), ("gymnasium-vector", 2048): (1e7, [0, 0, 0], {}),
        ("gymnasium-vector", 65536): (1e7, [0, 0, 0], {}), ("envpool", 256): (1e6, [0, 0, 0], {}),
        ("envpool", 2048): (1e6, [0, 0, 0], {}), ("envpool", 65536): (1e6, [0, 0, 0], {})})
    listed = tmp_path / findings.FILE
    listed.write_text(json.dumps({"cpu": [run.name]}))
    text = findings.markdown(listed, tmp_path)
    assert f"- {LABEL} (" in text and "`numba-cpu`, 1.00-2.00 G env-steps/s at 256-65536 environments; " \
        "from 2048 up, 150x-200x gymnasium-vector, 1,500x-2,000x envpool" in text, text
    assert f"; run {run.name} of " in text and "3 processes a point" in text
    one = write_run(tmp_path, "20261129T020000Z", KNOWN, processes=1)
    listed.write_text(json.dumps({"cpu": [one.name]}))
    with pytest.raises(BadInput, match="not a sweep run of several processes a point.*valid: "):
        findings.markdown(listed, tmp_path)
    listed.write_text(json.dumps({"cpu": "one run"}))
    with pytest.raises(BadInput, match="expected"):
        findings.markdown(listed, tmp_path)


def test_the_readme_takes_a_machines_table_from_a_run_of_several_processes_with_a_line_of_its_map():
    import pandas as pd

    from harness.report import build

    table = pd.DataFrame({"best of this suite": ["numba-cpu (cpu)"], "best M/s": [1e3], "run": ["r"]},
                         index=pd.Index([2048], name="num_envs"))
    lines = ("at 256: numpy below 1 M env-steps, then numba-cpu", "at 2048: numpy below 13 M env-steps, then numba-cpu")
    built = {"baselines-a": build.Entry(table.assign(processes=[3]), "Machine a."),
             "map-a": build.Entry(None, "Which ...", lines),
             "baselines-b": build.Entry(table.assign(processes=[1]), "Machine b.")}
    text = build.headline(built, "results", "f", None)
    assert "Machine a." in text and "Machine b." not in text
    assert "at 2048 environments, compile included (the map on the results page): numpy below 13 M env-steps, " \
           "then numba-cpu." in text


def _train_folder(root: Path, records: list[dict]) -> None:
    folder = root / f"{LABEL}-20261129T010000Z-train"
    folder.mkdir(parents=True)
    (folder / "train.json").write_text(json.dumps({"artifact": "train", "schema": 2, "machine": {}, "records": records}))


def _record(trainer, seed, solved, compile_s=0.0):
    return {"trainer": trainer, "env": "suite", "config": "fast-zoo", "together": 1, "seed": seed,
            "hyperparameters": {}, "env_steps_per_s": 1e5, "final_return": 500.0, "compile_s": compile_s,
            "time_to_solve_s": solved, **({"steps_to_solve": 1000} if solved is not None else {})}


def test_advise_ranks_trainers_by_the_seeds_solved_within_the_budget_counting_unsolved_ones(harness_main, tmp_path):
    # quick: compiles for 1 s, then 1, 2, 3, 4 s: a user waits 2, 3, 4, 5 s; unsure: 0.5 s each but one never
    _train_folder(tmp_path, [_record("quick", i, t, 1.0 if i == 0 else 0.0) for i, t in enumerate((1, 2, 3, 4))]
                  + [_record("unsure", i, t) for i, t in enumerate((0.5, 0.5, 0.5, None))])
    r = harness_main("advise", "--train", "--budget", "4.5", "--results", tmp_path, "--machine", LABEL)
    assert r.returncode == 0, r.stderr
    rows = [line for line in r.stdout.splitlines() if line.startswith("| 1 ") or line.startswith("| 2 ")]
    assert "| unsure |" in rows[0] and "| 75% |" in rows[0]  # 3 of 4 by 4.5 s: the unsolved one is not solved
    assert "| quick |" in rows[1] and "| 75% |" in rows[1]  # 5 s is past the budget
    assert advise.iqm([2, 3, 4, 5]) == pytest.approx(3.5) and advise.iqm([0.5, 0.5, 0.5, np.inf]) == 0.5
    assert advise.iqm([1, np.inf, np.inf, np.inf]) == np.inf
    bad = harness_main("advise", "--train", "--budget", "0", "--results", tmp_path, "--machine", LABEL)
    assert bad.returncode == 2 and "--budget must be a positive number" in bad.stderr
    none = harness_main("advise", "--train", "--results", tmp_path, "--machine", "nowhere-2c")
    assert none.returncode == 2 and "no train run of machine 'nowhere-2c'" in none.stderr
    mixed = harness_main("advise", "--train", "--num-envs", "16", "--results", tmp_path)
    assert mixed.returncode == 2 and "--train ranks trainers" in mixed.stderr


def test_the_pages_map_is_coloured_by_the_winner_and_hatched_where_tied():
    import pandas as pd

    from harness.report import build, site

    wins = pd.DataFrame({"100 k": ["numpy"], "1 G": ["tied: numba-cpu, jax-fused"]}, index=pd.Index([16], name="num_envs"))
    styles = {(0, 1): ("winner", ("numpy (cpu)",)), (0, 2): ("tied", ("numba-cpu (cpu)", "jax-fused (cpu)"))}
    entry = build.Entry(wins, "Any caption at all", ("at 16: numpy below 1 G env-steps, then numba-cpu",), styles, "m-1")
    table = build.shown("map-m", entry)
    table.caption = entry.caption
    page = site.tables_html([("m", table)], {"numpy (cpu)": "#1f77b4", "numba-cpu (cpu)": "#ff7f0e"})
    assert '<td style="background:#1f77b466" title="m-1: 16 environments, 100 k env-steps">numpy</td>' in page
    assert 'repeating-linear-gradient(45deg,#ff7f0e66' in page and page.count("style=") == 2  # not the num_envs
    assert '<p class="caption">Any caption at all</p>' in page  # the caption is the value's, whatever its words
    assert "<li>at 16: numpy below 1 G env-steps, then numba-cpu</li>" in page.split("</table>")[1]
    md = table.markdown()
    assert md.index("| 16 | numpy |") < md.index("Where the answer changes:") < md.index("- at 16: numpy")


def test_a_trainers_programs_start_cold_then_warm_or_off(monkeypatch, tmp_path):
    """What harness train records with each seed (compile_cache): whether every folder of compiled programs its
    trainer loads held an earlier command's."""
    from harness.measure import train

    for variable in [*impls.RUN_CACHE_VARIABLES.values(), api.COMPILE_CACHE_VARIABLE]:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setattr(api, "BUILD_DIR", tmp_path)
    folders = [api.compile_cache(kind, module, api.CACHE_VERSIONS[kind], None)
               for kind, module in train.TRAINERS["suite-numba"].caches]
    assert len(folders) == 2 and train.cache_state("suite-numba") == "cold"
    for i, folder in enumerate(folders):
        folder.mkdir(parents=True)
        (folder / "kernel.nbi").write_text("")
        assert train.cache_state("suite-numba") == ("warm" if i == 1 else "cold")  # every folder, not one
    monkeypatch.setenv(api.COMPILE_CACHE_VARIABLE, "0")
    assert train.cache_state("suite-numba") == "off" and train.cache_state("sb3") == ""


@pytest.mark.slow
def test_the_analyses_read_their_dumps_with_the_users_cache_on(monkeypatch, tmp_path):
    """harness cpu-code's reading of XLA's object files twice for one program, the user's cache on in the
    parent (no run of its own): the second child still compiles and dumps (a JAX cache hit would dump
    nothing: JAX leaves the dump options out of its key), as every child of the harness runs with the
    cache off."""
    from harness.analysis import cpu_code

    for variable in [*impls.RUN_CACHE_VARIABLES.values(), api.COMPILE_CACHE_VARIABLE]:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv(api.BUILD_VARIABLE, str(tmp_path))
    (first, _), (second, _) = (cpu_code.collect("jax-fused", 256) for _ in range(2))
    assert second == first and first["status"] == "ok", (first, second)


def test_advise_takes_the_larger_compile_around_an_unmeasured_size_and_the_largest_for_an_old_run():
    """Known answers: compile 1, 2 and 9 s at 16, 256 and 4096 environments; at 64 (between 16 and 256) a
    fresh process pays the larger neighbour's, 2 s, plus the build (at least the first point's); a run
    from before the per-process compile record pays its largest, 9 s, at every size; a once-per-process
    compile (Numba's) is the point that paid it, wherever the size."""
    row = lambda **kw: advise.Row(**{"impl": "x", "device": "cpu", "sizes": [16, 256, 4096],  # noqa: E731
                                     "rates": [1e6, 1e7, 1e8], "rounds": [None] * 3,
                                     "build": {16: 0.5, 256: 0.1, 4096: 0.1}, "compile": {16: 1.0, 256: 2.0, 4096: 9.0},
                                     "once": None, "largest_setup": False, **kw})
    assert advise.setup_at(row(), 64) == pytest.approx(0.5 + 2.0)
    assert advise.setup_at(row(), 256) == pytest.approx(0.5 + 2.0) and advise.setup_at(row(), 1024) == pytest.approx(9.5)
    assert advise.setup_at(row(largest_setup=True), 64) == pytest.approx(0.5 + 9.0)
    assert advise.setup_at(row(once=16), 1024) == pytest.approx(0.5 + 1.0)


def test_advise_reads_a_run_without_the_compile_record_as_its_largest_compile(tmp_path):
    """The same run read twice, with and without the per-process compile record (kept_between_processes):
    without it every row is flagged to take its largest compile, and the map says so."""
    folder = write_run(tmp_path, "20261129T010000Z", KNOWN)
    df = results.of_mode(results.load([folder]).rows, "rollout")
    assert "kept_between_processes" in df and df.kept_between_processes.notna().any()
    assert not any(r.largest_setup for r in advise.rows_of(df, "cpu", warm=False))
    old = df.drop(columns=["kept_between_processes"])
    assert all(r.largest_setup for r in advise.rows_of(old, "cpu", warm=False))
    assert any("predates the per-process compile record" in x for x in advise.winner_map(old)[1])


def test_advise_check_sets_a_users_processes_beside_the_prediction(tmp_path, monkeypatch):
    """advise --check: the top rows of the workload run as a user runs them (here their times planted), each
    beside advise's prediction; a time more than a quarter off is marked with its ratio, and the winner
    measured is named beside advise's."""
    from harness.cli import BadInput
    from harness.report import advise_check

    write_run(tmp_path, "20261129T010000Z", KNOWN)
    planted = {("numpy", False): (1.0, 0.9), ("numpy", True): (1.0, 0.9),
               ("numba-cpu", False): (30.0, 2.0), ("numba-cpu", True): (12.0, 1.2)}
    rates = {("numpy", False): 1e7, ("numpy", True): 1e7, ("numba-cpu", False): 5e8, ("numba-cpu", True): 1e9}
    monkeypatch.setattr(advise_check, "timed", lambda impl, n, s, prepared: tuple(
        {"total_s": t, "warned": not prepared, "settings_missing": "", "rate": rates[(impl, prepared)]}
        for t in planted[(impl, prepared)]))
    rows, run = advise_check.check(tmp_path, LABEL, ((64, 1e7),), top=2, say=lambda *_: None)
    assert run == f"{LABEL}-20261129T010000Z" and [r["impl"] for r in rows] == ["numpy", "numba-cpu"]
    assert rows[0]["predicted_cold_s"] == pytest.approx(1.0, rel=0.05)  # 1e7 env-steps at 10 M/s
    assert rows[1]["predicted_cold_s"] == pytest.approx(10.01, rel=0.05)  # 10 s of compile, then 1 G/s
    md = advise_check.markdown(rows, run, LABEL)
    assert "| 64 x 1e7 | 2 | numba-cpu | 10 [" in md and "| 30 (3.00x) | 12 |" in md
    assert "- 64 x 1e7: advise: numpy (cpu), its interval below every other's; measured first, cold: numpy bare, " \
           "numpy prepared." in md
    assert "| 64 x 1e7 | numba-cpu | 1000 | 500 | 1000 | 0.50x | 1.00x |" in md  # the run's rate against a user's
    only, _ = advise_check.check(tmp_path, LABEL, ((64, 1e7),), say=lambda *_: None, only=["numba-cpu"])
    assert [r["impl"] for r in only] == ["numba-cpu"]
    with pytest.raises(BadInput, match="--impl tf-xla: not measured on the cpu"):
        advise_check.check(tmp_path, LABEL, ((64, 1e7),), only=["tf-xla"])


def test_a_users_process_is_timed_from_its_start():
    """The worker a check starts (harness/measure/user_path.py), in a fresh process as a user's shell gives it:
    its time covers the suite's import and the work, the steps the workload's env-steps."""
    from harness.report import advise_check

    cold, warm = advise_check.timed("numpy", 16, 1601, False)
    assert cold["steps"] == 101 and not cold["warned"] and cold["settings_missing"] == ""
    assert cold["total_s"] > cold["made_s"] > 0 and cold["work_s"] > 0 and warm["total_s"] > warm["made_s"] > 0
    assert cold["rate"] is None and warm["rate"] > 0 and warm["round_steps"] == 1000  # 5 rounds in the warm one


@pytest.mark.slow
def test_a_users_process_names_the_settings_it_runs_without():
    """numba-cpu in a user's bare process is made without OMP_PROC_BIND and says so; after impls.prepare it
    runs with it (four processes compiling Numba's kernels: the full tier)."""
    from harness.report import advise_check

    cold, warm = advise_check.timed("numba-cpu", 16, 1600, False)
    assert cold["steps"] == 100 and cold["warned"] and cold["settings_missing"] == "OMP_PROC_BIND=true"
    assert cold["total_s"] > cold["made_s"] > 0 and cold["work_s"] > 0 and warm["total_s"] > 0
    prepared, _ = advise_check.timed("numba-cpu", 16, 1600, True)
    assert not prepared["warned"] and prepared["settings_missing"] == ""


@pytest.mark.parametrize("args, message", [
    (["--check", "--num-envs", "16"], "--check takes --num-envs N and --env-steps S together"),
    (["--check", "--warm"], "--check runs this machine's newest rollout run's top rows"),
    (["--check", "--out", "FILE"], "exists and is not a folder"),
])
def test_advise_check_refuses_bad_input_in_one_line(args, message, harness_main, tmp_path):
    write_run(tmp_path, "20261129T010000Z", KNOWN)
    (tmp_path / "a-file").write_text("")
    files = sorted(tmp_path.rglob("*"))
    r = harness_main("advise", "--results", tmp_path, *[str(tmp_path / "a-file") if a == "FILE" else a for a in args])
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert sorted(tmp_path.rglob("*")) == files
