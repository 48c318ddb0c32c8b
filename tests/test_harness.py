"""The main job end to end on tiny sizes, its bad-input handling, and the result-file reader."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pandas as pd
import pytest

import impls
from harness import artifacts
from harness.report import results

from commands import PYTEST, harness

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures" / "results"
CPU_CORES = impls.CPU_CORES


@pytest.fixture(scope="module")
def sweep_dir(tmp_path_factory):
    """One sweep for the tests that read it (once per pytest-xdist worker that runs one of them)."""
    out = tmp_path_factory.mktemp("results")
    r = harness("sweep", "--processes", "2", "--max-processes", "2", "--impl", "numpy,numba-cuda", "--device", "all",
                "--num-envs", "1,64", "--steps", "20", "--rounds", "2", "--out", str(out))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    (run,) = out.iterdir()
    return run, r.stdout


def test_sweep_writes_json_table_and_points(sweep_dir):
    """Two measuring processes per point: a result file each, with its rounds' times and what explains the
    process; the table's value is the median of the two processes' medians."""
    run, stdout = sweep_dir
    names = sorted(artifacts.logical_name(p) for p in run.iterdir())
    assert {"benchmarks.jsonl", "table.md", "table.csv", "points.jsonl", "run.json"} <= set(names)
    # several processes, none added (--max-processes 2): the design before today's (artifacts.sweep_design)
    assert json.loads((run / "run.json").read_text())["design"] == artifacts.DESIGN - 1
    packed = artifacts.packed_files(run)  # packed at the end
    assert sorted(packed) == ["numpy-cpu-p1.json", "numpy-cpu-p2.json"] and not list(run.glob("*-p*.json*"))
    medians, calls = {}, {}
    for j in (1, 2):
        doc = json.loads(packed[f"numpy-cpu-p{j}.json"])
        benches = {b["extra_info"]["num_envs"]: b for b in doc["benchmarks"]}
        assert sorted(benches) == [1, 64]
        for n, b in benches.items():
            x = b["extra_info"]
            assert x["impl"] == "numpy" and x["device"] == "cpu" and x["steps"] == 20
            assert x["env_steps_per_s"] == pytest.approx(n * 20 / b["stats"]["median"])
            assert b["stats"]["rounds"] == 2 and x["compile_s"] > 0 and x["build_s"] > 0
            assert x["compile_calls"] == 1 and x["warmup_rounds"] == 1
            # a round of 20 steps at 1 or 64 environments is far below 20 ms: repeated, its time the mean call's
            assert b["stats"]["iterations"] == x["calls_per_round"] > 1
            assert x["calls_per_round"] * b["stats"]["median"] > 0.005
            calls[(j, n)] = x["calls_per_round"]
            assert (x["process"], x["processes"]) == (j, 2) and len(x["round_s"]) == 2
            assert sorted(x["round_s"])[0] == pytest.approx(b["stats"]["min"])
            assert x["placement"]["cpus"] and x["placement"]["busy_threads"] >= 1
            assert len(x["placement"]["probe_s"]) == 2 and min(x["placement"]["probe_s"]) > 0
            # the thread pools' settings the process ran under (the test run sets OpenBLAS's: tests/conftest.py)
            assert x["placement"]["thread_variables"]["OPENBLAS_NUM_THREADS"] == os.environ["OPENBLAS_NUM_THREADS"]
            medians.setdefault(n, []).append(b["stats"]["median"])
        info = doc["machine_info"]["cartpole"]
        assert info["cpu_cores"] >= 1 and info["versions"]["numpy"] and info["cpu_model"]
    table = pd.read_csv(run / "table.csv", index_col=0)
    rate = 64 * 20 / (sum(medians[64]) / 2)
    assert float(table.loc["numpy (cpu)", "64"]) == pytest.approx(rate)
    assert f"{rate / 1e6:.3g}" in (run / "table.md").read_text()
    assert "numpy (cpu) n=64 p2/2" in stdout and "numpy (cpu) n=64: " in stdout
    line = next(x for x in stdout.splitlines() if "numpy (cpu) n=64 p2/2" in x)
    assert f"(20 steps x {calls[(2, 64)]} a round)" in line, line  # the progress line says how a round was timed
    summary = next(line for line in stdout.splitlines() if "numpy (cpu) n=64: " in line)
    assert "between them" in summary and "; the speed probe " in summary  # the machine's spread beside it
    assert json.loads((run / "run.json").read_text())["processes"] == 2
    assert json.loads((run / "run.json").read_text())["round_ms"] == 20  # the run's rule, beside its points'


def test_unavailable_points_are_skip_rows_with_reason(sweep_dir):
    run, _ = sweep_dir
    rows = [json.loads(line) for line in (run / "points.jsonl").read_text().splitlines()]
    cuda = [r for r in rows if r["impl"] == "numba-cuda"]
    assert len(cuda) == 2
    from harness.measure import machine
    if not machine.gpus():
        assert all(r["status"] == "skipped" and "no CUDA GPU" in r["reason"] for r in cuda)
        table = pd.read_csv(run / "table.csv", index_col=0)
        assert table.loc["numba-cuda (cuda)", "64"] == "skipped"


def test_table_command_reads_a_run_and_survives_a_corrupt_file(sweep_dir, tmp_path):
    run, _ = sweep_dir
    bad = tmp_path / "bad.json"
    bad.write_text('{"benchmarks": [')
    old = tmp_path / "old.json"
    old.write_text(json.dumps({"version": "3.2.0", "benchmarks": []}))
    before = bad.read_text()
    r = harness("table", str(run), str(bad), str(old))
    assert r.returncode == 0, r.stderr
    assert "numpy (cpu)" in r.stdout
    assert f"{bad}: corrupt or truncated JSON" in r.stderr and "version 3.2.0 is not supported" in r.stderr
    assert bad.read_text() == before
    r = harness("table", str(bad))
    assert r.returncode == 1 and "no usable results" in r.stderr


def test_table_of_two_machines_runs_is_a_table_per_machine(sweep_dir, tmp_path):
    """Two machines' runs (a fleet's): each its own table with its own rates, never one merged."""
    import os

    import pandas as pd

    run, _ = sweep_dir
    r = subprocess.run([sys.executable, "-m", "harness", "sweep", "--impl", "numpy", "--num-envs", "4", "--steps",
                        "4", "--rounds", "3", "--processes", "1", "--out", str(tmp_path)], cwd=ROOT, capture_output=True,
                       text=True, timeout=300, env={**os.environ, "CARTPOLE_MACHINE": "kind-x"})
    assert r.returncode == 0, r.stderr
    (other,) = tmp_path.iterdir()
    r = harness("table", str(run), str(other))
    assert r.returncode == 0, r.stderr
    mine = json.loads((run / "run.json").read_text())["machine"]["label"]
    heads = [line for line in r.stdout.splitlines() if line.endswith(":") and not line.startswith("|")]
    assert heads == sorted([f"{mine}:", "kind-x:"])
    x = r.stdout.split("kind-x:")[1].split("\n\n")[1]
    rate = pd.read_csv(other / "table.csv", index_col=0).iloc[0, 0]
    assert float(x.strip().splitlines()[-1].split("|")[2]) * 1e6 == pytest.approx(rate, rel=0.01), x  # (M/s)


@pytest.mark.parametrize("args,message", [
    (("--num-envs", "0"), "--num-envs must be a positive integer, got '0'"),
    (("--num-envs", "-4"), "got '-4'"),
    (("--num-envs", "2.5"), "got '2.5'"),
    (("--steps", "0"), "--steps must be a positive integer"),
    (("--steps", "ten"), "got 'ten'"),
    (("--impl", "nope"), "unknown implementation 'nope'; valid: numpy"),
    (("--preset", "huge"), "unknown preset 'huge'; valid: default, full, study"),
    (("--device", "tpu"), "unknown device 'tpu'; valid: cpu"),
    (("--num-envs", str(2**29)), "above the spec's limit"),
    # list options: an empty item or an explicitly empty value is bad input, never skipped or "absent"
    (("--num-envs", "1,,2"), "--num-envs has an empty item in '1,,2'"),
    (("--num-envs", "64,"), "--num-envs has an empty item in '64,'"),
    (("--num-envs", ""), "--num-envs has an empty item in ''"),
    (("--impl", "numpy,"), "--impl has an empty item in 'numpy,'"),
    (("--impl", ""), "--impl has an empty item in ''"),
    (("--steps", ""), "--steps must be a positive integer, got ''"),
    (("--rounds", ""), "--rounds must be a positive integer, got ''"),
    (("--max-envs", ""), "--max-envs must be a positive integer, got ''"),
    (("--mode", ""), "unknown mode ''; valid: rollout, step"),
    # asked for what cannot run at all: refused before anything is written, never an exit 0
    (("--mode", "step", "--impl", "numpy,jax-naive"), "--mode step: jax-naive has no step mode; valid: numpy, "),
    (("--steps", "1099511627776"), "--steps 1099511627776 is more than a round can hold; valid: 1 to 67108864"),
    (("--isa", "sse"), "unknown --isa 'sse'; valid: avx2"),
    (("--device", ""), "unknown device ''"),
    (("--impl", "cupy-raw", "--block", "64,,128"), "--block has an empty item"),
    # tuning values an implementation rejects: exit 2 before a run folder, not failed rows after
    (("--impl", "cupy-raw", "--block", "48"), "--block 48 is not allowed; valid: 32, 64, 128"),
    (("--impl", "cupy-raw", "--unroll", "65"), "--unroll 65 is not allowed; valid: 1 to 64 (cupy-raw: steps per iteration"),
    (("--impl", "numpy", "--block", "64"), "--block applies to numba-cpu, numba-cuda, cupy-raw, cupy-raw-fastmath, jax-pallas; none"),
    # thread and device sweeps
    (("--impl", "numba-cpu", "--threads", "0"), "--threads must be a positive integer, got '0'"),
    (("--impl", "numba-cpu", "--threads", str(CPU_CORES + 1)),
     f"--threads {CPU_CORES + 1} is not allowed; valid: 1 to {CPU_CORES} (the cores here) (numba-cpu: "),
    (("--impl", "jax-sharded", "--devices", str(CPU_CORES + 1)),
     f"--devices {CPU_CORES + 1} is not allowed; valid: 1 to {CPU_CORES} (the devices here) (jax-sharded on cpu: "),
    (("--impl", "jax-sharded", "--devices", "2", "--num-envs", "1,64"),
     "--num-envs 1 is smaller than --devices 2: jax-sharded needs an environment per devices"),
    (("--impl", "jax-fused", "--threads", "1"), "--threads applies to numba-cpu, torch-eager, torchscript, torch-compile"),
    # the run used to start, write its folder and fail inside (exit 1)
    (("--impl", "jax-pallas", "--block", "64", "--num-envs", "128,100"),
     "--block 64 does not divide --num-envs 100: jax-pallas runs whole blocks"),
])
def test_bad_input_exits_2_with_one_line_and_writes_nothing(tmp_path, args, message, harness_main):
    out = tmp_path / "res"
    r = harness_main("sweep", "--processes", "1", *args, "--out", str(out))
    assert r.returncode == 2
    assert message in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert not out.exists()


def test_an_out_folder_that_cannot_be_made_is_bad_input(tmp_path, harness_main):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    for args in (("sweep", "--processes", "1", "--impl", "numpy"), ("sass",), ("fusion", "--impl", "numpy"),
                 ("report", str(FIXTURES / "cpu-box"))):
        r = harness_main(*args, "--out", str(blocker / "sub"))
        assert r.returncode == 2, (args, r.stderr)
        assert f"--out '{blocker / 'sub'}' cannot be created" in r.stderr and r.stderr.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]
    r = harness_main("sweep", "--processes", "1", "--impl", "numpy", "--out", str(tmp_path / "new" / "deeper"), "--num-envs", "0")
    assert r.returncode == 2 and not (tmp_path / "new").exists()  # the probe leaves no folder behind


@pytest.mark.parametrize("command", ["table", "report", "readme", "compare"])
def test_a_result_path_that_does_not_exist_is_bad_input(tmp_path, command, harness_main):
    missing = tmp_path / "no-such-run"
    extra = [str(FIXTURES / "cpu-box")] if command == "compare" else []
    r = harness_main(command, *extra, str(missing), *(["--out", str(tmp_path / "o")] if command == "report" else []))
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert f"result path '{missing}' does not exist" in r.stderr
    assert not (tmp_path / "o").exists()


def test_plain_pytest_benchmark_use(tmp_path):
    """The documented path without the sweep: the benchmark file under pytest with
    --benchmark-autosave (twice), pytest-benchmark's own compare on the saved runs, and the saved
    JSON read by the harness's table."""
    storage = tmp_path / "saved"
    cmd = [*PYTEST, "harness/measure/bench_cartpole.py", "-q",
           "--impl", "numpy", "--num-envs", "1024", "--steps", "20", "--rounds", "2",
           "--benchmark-autosave", f"--benchmark-storage={storage}"]
    for _ in range(2):
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stdout[-2000:]
    saved = sorted(storage.rglob("*.json"))
    assert len(saved) == 2
    bench = json.loads(saved[0].read_text())["benchmarks"][0]
    assert bench["extra_info"]["impl"] == "numpy" and bench["extra_info"]["env_steps_per_s"] > 1e5
    r = subprocess.run([sys.executable, "-c", "from pytest_benchmark.cli import main; main()",
                        "--storage", str(storage), "compare"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.count("test_throughput[numpy-cpu-n1024]") == 2
    r = harness("table", *map(str, saved))
    assert r.returncode == 0 and "| numpy (cpu) |" in r.stdout


def test_the_sanity_check_judges_episode_lengths_over_enough_steps():
    """A short rollout has finished only its short episodes (a mean under the plausible range, not a
    bug); over PLAUSIBLE_AFTER steps the mean is judged, and episodes of 5 steps fail."""
    from harness.measure import bench_cartpole as bench

    env = impls.make("numpy", 4096, seed=0)
    env.rollout(20)
    s = env.state()
    assert s["episodes"].sum() >= 200 and s["returns"].sum() / s["episodes"].sum() < 15
    bench.sanity_check(env, 20)
    env.rollout(bench.PLAUSIBLE_AFTER)
    assert bench.sanity_check(env, 20 + bench.PLAUSIBLE_AFTER)["episodes_finished"] == env.state()["episodes"].sum()
    s = env.state()
    s["returns"] = s["episodes"] * 5
    env.set_state(s, t=env.t)
    with pytest.raises(AssertionError, match="implausible mean episode length 5.00"):
        bench.sanity_check(env, env.t)


@pytest.mark.parametrize("value", ["0", "-1", "two"])
def test_bench_rejects_a_warmup_below_one(tmp_path, value):
    """At least one untimed warm-up after the compile calls: never a timed first-call cost."""
    r = subprocess.run([*PYTEST, "harness/measure/bench_cartpole.py",
                        "--impl", "numpy", "--num-envs", "4", "--steps", "2", "--rounds", "1",
                        "--warmup-rounds", value, f"--benchmark-json={tmp_path / 'r.json'}"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 4 and f"--warmup-rounds must be a positive integer, got '{value}'" in r.stderr
    assert not (tmp_path / "r.json").exists()


def test_the_runs_compile_caches_reach_no_measuring_child():
    """The test run's caches of compiled code (numba-cpu's kernels, JAX's programs: tests/conftest.py)
    are in this process's environment, and the harness's children get neither: they report compile
    times and read the compilers' dumps, and a program loaded from a cache is not compiled (JAX leaves
    XLA's dump options out of its cache key: a loaded program writes no dump)."""
    from harness.measure import process

    for variable in (impls.NUMBA_CACHE_VARIABLE, impls.JAX_CACHE_VARIABLE):
        assert os.environ.get(variable), variable
        assert variable not in process.python_env("jax-fused"), variable


def test_runs_never_overwrite_each_other(tmp_path, monkeypatch):
    """Two output folders made in the same second are two folders; the first keeps its files."""
    from harness import cli
    from harness.artifacts import Artifacts

    monkeypatch.setattr(cli, "utc_stamp", lambda: "20261122T000000Z")
    first = Artifacts.new(tmp_path, "box", "sass")
    first.text("sass.md", "first")
    second = Artifacts.new(tmp_path, "box", "sass")
    assert second.folder.name == "box-20261122T000000Z-sass-2" and first.folder.name == "box-20261122T000000Z-sass"
    assert (first.folder / "sass.md").read_text() == "first" and list(second.folder.iterdir()) == []


def test_reader_rejects_foreign_and_old_schema(tmp_path):
    f = tmp_path / "x.json"
    f.write_text(json.dumps({"version": "5.1.0", "machine_info": {}, "benchmarks": [
        {"name": "t", "stats": {"median": 1.0}, "extra_info": {}}]}))
    loaded = results.load([f])
    assert loaded.rows.empty and "lacks" in loaded.problems[0]


def _gpu_run(tmp_path, *args, budget="570"):
    import os

    env = dict(os.environ, PYTHON=sys.executable)
    return subprocess.run(["bash", str(ROOT / "bin" / "gpu-run"), "--out", str(tmp_path), "--budget", budget,
                           *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("args, budget, message", [
    (("kernels", "nope"), "570", "unknown stage 'nope'; valid: kernel-tests, kernels,"),
    (("kernels",), "ten", "--budget must be a whole number of seconds (0: no limit), got 'ten'"),
    (("kernels", "--budget"), "570", "--budget needs a value; valid: --budget SECONDS, --out FOLDER"),
    (("--fast", "kernels"), "570", "unknown option '--fast'; valid: --budget SECONDS"),
    (("kernels", "--out", "/proc/version/x"), "570", "--out '/proc/version/x' cannot be created"),
])
def test_gpu_run_bad_input(tmp_path, args, budget, message):
    r = _gpu_run(tmp_path, *args, budget=budget)
    assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
    assert not any(tmp_path.iterdir())  # checked before anything is written


def test_gpu_run_takes_its_folder_and_budget_from_the_environment_too(tmp_path):
    """RESULTS_DIR and BUDGET are the defaults of --out and --budget."""
    import os

    env = dict(os.environ, PYTHON=sys.executable, RESULTS_DIR=str(tmp_path), BUDGET="20")
    r = subprocess.run(["bash", str(ROOT / "bin" / "gpu-run"), "study"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1 and "=== study: not run" in r.stdout
    assert (tmp_path / "logs" / "study.log").exists()


def test_gpu_run_skips_a_stage_the_budget_cannot_fit(tmp_path):
    """A stage never starts when under 30 s of BUDGET are left: a job's time limit would stop it
    and lose everything; here nothing may run at all."""
    r = _gpu_run(tmp_path, "kernels", "study", budget="20")
    assert r.returncode == 1
    for stage in ("kernels", "study"):
        assert f"=== {stage}: not run" in r.stdout
        assert "not run" in (tmp_path / "logs" / f"{stage}.log").read_text()
    assert not any((tmp_path / "results").iterdir())


def test_gpu_stack_check_refuses_a_python_that_is_not_3_12():
    """bin/gpu-stack-check builds the GPU machine's stack on Python 3.12 only: another interpreter
    is a one-line error and exit 2, before any venv is made."""
    import os

    if sys.version_info[:2] == (3, 12):
        pytest.skip("this interpreter is a Python 3.12, which the script would take")
    venv = ROOT / ".venv-gpu-stack"
    existed = venv.exists()
    env = dict(os.environ, PYTHON312=sys.executable)
    r = subprocess.run(["bash", str(ROOT / "bin" / "gpu-stack-check")], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr.strip() == f"bin/gpu-stack-check: PYTHON312='{sys.executable}' is not a Python 3.12"
    assert venv.exists() == existed


@pytest.mark.parametrize("vendor, family, model, stepping, flags, label", [
    ("AuthenticAMD", 25, 1, 1, ["avx2"], "amd-zen3-avx2-2c"),  # Milan
    ("AuthenticAMD", 25, 17, 1, ["avx2", "avx512f"], "amd-zen4-avx512-2c"),  # Genoa
    ("AuthenticAMD", 25, 0xA0, 2, ["avx2", "avx512f"], "amd-zen4-avx512-2c"),  # Bergamo
    ("AuthenticAMD", 26, 2, 1, ["avx2", "avx512f"], "amd-zen5-avx512-2c"),  # Turin
    ("AuthenticAMD", 23, 0x31, 0, ["avx2"], "amd-zen2-avx2-2c"),  # Rome
    ("GenuineIntel", 6, 0x55, 4, ["avx2", "avx512f"], "intel-skylake-sp-avx512-2c"),
    ("GenuineIntel", 6, 0x55, 7, ["avx2", "avx512f"], "intel-cascade-lake-avx512-2c"),
    ("GenuineIntel", 6, 0x8F, 8, ["avx2", "avx512f"], "intel-sapphire-rapids-avx512-2c"),
    ("GenuineIntel", 6, 0x99, 0, ["avx2"], "intel-f6m153-avx2-2c"),  # not in the table: its numbers
])
def test_machine_labels_name_the_microarchitecture(vendor, family, model, stepping, flags, label):
    from harness.measure import machine

    cpu = machine.identity(vendor, family, model, stepping, flags)
    assert machine.cpu_label(cpu, 2) == label
    assert machine.machine_label(cpu, 2, "NVIDIA H200") == "nvidia-h200-" + label


def test_a_machine_named_by_its_user_keeps_its_name_in_every_result(monkeypatch, tmp_path, capsys):
    """CARTPOLE_MACHINE names the machine (a fleet's node): the label, a forced ISA's, the recorded facts
    and the label a reader finds in them; a name that cannot be a folder's is one line and exit 2."""
    from harness.__main__ import main
    from harness.measure import machine

    monkeypatch.setenv(machine.NAME_VARIABLE, "lab-zen5.a")
    assert machine.label() == "lab-zen5.a" and machine.label("avx2") == "lab-zen5.a-forced-avx2"
    info = machine.info()
    assert info["named"] == "lab-zen5.a" and machine.label_of({"cartpole": info}) == "lab-zen5.a"
    monkeypatch.delenv(machine.NAME_VARIABLE)
    assert machine.label_of({"cartpole": machine.info()}) == machine.label() != "lab-zen5.a"
    monkeypatch.setenv(machine.NAME_VARIABLE, "../up")
    assert main(["sweep", "--impl", "numpy", "--num-envs", "4", "--steps", "4", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip()
    assert err.endswith("CARTPOLE_MACHINE='../up' is not a machine name; valid: letters, digits, '.', '_' and '-', "
                        "at most 64, starting with a letter or digit") and len(err.splitlines()) == 1
    assert not (tmp_path / "out").exists() or not list((tmp_path / "out").iterdir())


GRAVITON2 = "CPU implementer\t: 0x41\nCPU architecture: 8\nCPU variant\t: 0x3\nCPU part\t: 0xd0c\nCPU revision\t: 1\n"
ARM_CPUINFO = {  # /proc/cpuinfo's first processor (the flags shortened), as on each machine
    "arm-neoverse-n1-neon-2c": "processor\t: 0\nBogoMIPS\t: 243.75\nFeatures\t: fp asimd evtstrm aes pmull "
                               "sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm lrcpc dcpop asimddp ssbs\n"
                               + GRAVITON2 + "\nprocessor\t: 1\nCPU part\t: 0xd40\n",  # Graviton2
    "arm-neoverse-v1-sve-2c": "processor\t: 0\nBogoMIPS\t: 2100.00\nFeatures\t: fp asimd atomics asimddp sha512 "
                              "sve asimdfhm dit svei8mm svebf16 i8mm bf16\nCPU implementer\t: 0x41\nCPU architecture: "
                              "8\nCPU variant\t: 0x1\nCPU part\t: 0xd40\nCPU revision\t: 1\n",  # Graviton3
    "nvidia-h200-arm-neoverse-v2-sve2-2c": "processor\t: 0\nBogoMIPS\t: 2000.00\nFeatures\t: fp asimd sve "
                                           "sve2 sveaes svebitperm i8mm bf16\nCPU implementer\t: 0x41\nCPU "
                                           "part\t: 0xd4f\nCPU revision\t: 0\n",  # Grace, beside the GPU
    "arm-implementer-0x48-part0xd01-neon-2c": "processor\t: 0\nFeatures\t: fp asimd\nCPU implementer\t: 0x48\n"
                                              "CPU part\t: 0xd01\nCPU revision\t: 0\n",  # unknown: its numbers
    "amd-zen3-avx2-2c": "processor\t: 0\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel\t\t: 1\n"
                        "model name\t: AMD EPYC\nstepping\t: 1\nflags\t\t: fpu sse2 avx avx2 fma\n",
}


def test_arm_and_x86_cpuinfo_name_their_cores():
    """/proc/cpuinfo's text to a label: on Arm the implementer and part numbers name the core and
    its Features the vector ISA (never x86's "sse"), so a Graviton2, a Graviton3 and a Grace are
    three machines; the first processor is read, not a later one."""
    from harness.measure import machine

    for label, text in ARM_CPUINFO.items():
        cpu = machine.cpuinfo_identity(text)
        gpu = "NVIDIA H200" if label.startswith("nvidia-h200-") else None
        assert machine.machine_label(cpu, 2, gpu) == label, (label, cpu)
    empty = machine.cpuinfo_identity("")  # no /proc/cpuinfo: nothing named, nothing guessed
    assert (empty["family"], empty["model"], empty["microarchitecture"], empty["isa"]) == (None, None, None, "sse")
    assert machine.cpu_label(empty, 2).endswith("unknown-sse-2c")


@pytest.mark.parametrize("isa, message", [("sve2", "x86 code for an x86 CPU with AVX-512; this CPU's vector "
                                                  "ISA is sve2"),
                                          ("avx2", "this CPU's widest vector ISA is avx2, there is nothing wider")])
def test_forced_isa_needs_an_avx512_cpu(monkeypatch, harness_main, tmp_path, isa, message):
    """`--isa avx2` on an Arm CPU or an AVX2-only one: one line naming this CPU's ISA, nothing written."""
    from harness.measure import machine

    monkeypatch.setattr(machine, "cpu_id", lambda *a: {**machine.identity("?", None, None, None, []), "isa": isa})
    for cmd in (("sweep", "--processes", "1", "--impl", "numpy"), ("cpu-code",)):
        r = harness_main(*cmd, "--isa", "avx2", "--out", str(tmp_path / "o"))
        assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1, r.stderr
    assert not (tmp_path / "o").exists()


@pytest.mark.slow
def test_a_forced_isa_is_its_own_machine(tmp_path):
    """`sweep --isa avx2` on an AVX-512 CPU: every framework told to generate AVX2 code, and the
    results labelled as this CPU running as AVX2 (never mixed with its native results)."""
    from harness.measure import machine

    cpu = {**machine.identity("AuthenticAMD", 25, 17, 1, ["avx2", "avx512f"]), "forced_isa": "avx2"}
    assert machine.cpu_label(cpu, 2) == "amd-zen4-avx512-as-avx2-2c"
    env = machine.forcing_env("avx2")
    assert env["ATEN_CPU_CAPABILITY"] == "avx2" and env["XLA_FLAGS"] == "--xla_cpu_max_isa=AVX2"
    if "NUMBA_CPU_FEATURES" in env:
        assert "-avx512f" in env["NUMBA_CPU_FEATURES"].split(",")
    if machine.cpu_id()["isa"] != "avx512":
        r = harness("sweep", "--processes", "1", "--isa", "avx2", "--impl", "numpy", "--out", str(tmp_path))
        assert r.returncode == 2 and "nothing wider to set aside" in r.stderr
        return
    r = harness("sweep", "--processes", "1", "--isa", "avx2", "--impl", "numba-cpu", "--num-envs", "64", "--steps", "10", "--rounds", "1",
                "--out", str(tmp_path))
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    (run,) = tmp_path.iterdir()
    assert "-as-avx2-" in run.name
    packed = artifacts.packed_files(run)
    doc = json.loads(packed["numba-cpu-cpu.json"])
    x = doc["benchmarks"][0]["extra_info"]
    assert x["preferred_vector_bits"] == 256 and doc["machine_info"]["cartpole"]["cpu"]["forced_isa"] == "avx2"
