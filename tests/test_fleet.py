"""Hardware sweeps on a Ray cluster (harness/measure/fleet.py, docs/fleet.md), on a real cluster started here:
two nodes of this machine named apart (machine.NAME_VARIABLE) stand for two kinds of machine. A fleet sweep
gives each kind a run folder with a local run's files and schema, and no Ray variable reaches a measuring
process; a node lost mid-run is named and ``--resume`` completes it; Ctrl-C cancels every node's sweep and
keeps nothing unfinished; a node whose suite differs is refused; bad input is one line. Ray is optional
(bin/setup --fleet): without it these skip, unless bin/setup was asked for it (then they fail)."""
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from harness.measure import fleet, machine, strict
from run_folder import RUN_VARIABLE

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
SMALL = ["--impl", "numpy,numba-cpu", "--num-envs", "16,64", "--steps", "20", "--rounds", "3", "--processes", "1"]


def ray_or_skip():
    requested = Path(sys.prefix) / "fleet.requested"  # bin/setup --fleet: its tests then must run
    try:
        import ray
    except ImportError:
        if strict.strict_frameworks() and requested.exists():
            pytest.fail("strict run: bin/setup --fleet installed Ray, but it cannot be imported")
        pytest.skip("Ray is not installed (bin/setup --fleet)")
    return ray


class Local:
    """A Ray cluster on this machine: its nodes' variables name their machine and load the env probe; its
    files in the test run's folder, under a short name (a socket's path has at most 107 bytes), and the
    cluster's address in Ray's folder of the process's temporary folder (which Ray expects to exist)."""

    def __init__(self, probe: Path):
        from ray.cluster_utils import Cluster

        self.probe = probe
        self.temp = tempfile.mkdtemp(prefix="r", dir=os.environ.get(RUN_VARIABLE))
        (Path(tempfile.gettempdir()) / "ray").mkdir(exist_ok=True)
        self.cluster = Cluster(initialize_head=True, head_node_args={
            "num_cpus": 2, "include_dashboard": False, "temp_dir": self.temp, "env_vars": self.env("kind-a")})

    def env(self, name: str, **more) -> dict:
        return {machine.NAME_VARIABLE: name, "CARTPOLE_PLUGINS": "env_probe", "CARTPOLE_ENV_PROBE": str(self.probe),
                "PYTHONPATH": os.pathsep.join([str(ROOT), str(TESTS)]), "JAX_NUM_CPU_DEVICES": "1", **more}

    def add(self, name: str, **more):
        return self.cluster.add_node(num_cpus=2, temp_dir=self.temp, env_vars=self.env(name, **more))

    def close(self):
        self.cluster.shutdown()


@pytest.fixture
def cluster(tmp_path):
    ray_or_skip()
    (tmp_path / "probe").mkdir()
    c = Local(tmp_path / "probe")
    yield c
    c.close()


def node(i: int, label: str, head: bool = False, host: str = "h1") -> dict:
    return {"node_id": f"n{i}", "label": label, "head": head, "host": host, "boot_id": "b"}


def test_the_nodes_that_measure_one_per_kind_the_head_only_when_asked_and_one_host_taking_turns():
    found = [node(0, "zen5", head=True), node(1, "zen5"), node(2, "zen5", host="h2"), node(3, "graviton4", host="h3")]
    ids = lambda ns: [n["node_id"] for n in ns]  # noqa: E731
    assert ids(fleet.chosen(found, False, False, False)) == ["n3", "n1"]  # one per identity, not the head
    assert ids(fleet.chosen(found, True, False, False)) == ["n3", "n1", "n2"]  # every node, still not the head
    assert ids(fleet.chosen(found, True, True, False)) == ["n3", "n1", "n2", "n0"]
    assert ids(fleet.chosen(found[:1], False, False, True)) == ["n0"]  # a local cluster: the head measures
    assert ids(fleet.chosen(found, False, False, False, done={"graviton4"})) == ["n1"]
    with pytest.raises(fleet.BadInput, match="no node but its head, which measures only with --head"):
        fleet.chosen(found[:1], False, False, False)
    # nodes of one machine (host and boot) take turns; other machines' run beside them
    assert [ids(g) for g in fleet.by_host(fleet.chosen(found, True, True, False))] == [["n3"], ["n1", "n0"], ["n2"]]
    record = {"nodes": [{"label": "zen5", "status": "finished", "folder": "zen5-20261202T010000Z"},
                        {"label": "graviton4", "status": "failed"}, {"label": "a100", "status": "interrupted"}]}
    assert fleet.finished(record) == {"zen5"}
    # a resume with no graviton4 node alive: that identity is named (and the resume fails), a100 runs now
    assert fleet.without_node(record, [node(4, "a100")]) == ["graviton4"]
    assert fleet.without_node(record, [node(4, "a100"), node(5, "graviton4")]) == []


def test_no_variable_a_ray_worker_sets_reaches_a_measuring_process():
    worker = {"RAY_JOB_ID": "01000000", "RAY_RAYLET_PID": "7", "RAY_CLIENT_MODE": "0", "OMP_NUM_THREADS": "1",
              "CUDA_VISIBLE_DEVICES": "0", "RAY_LD_PRELOAD_ON_WORKERS": "0", "PATH": "/usr/bin", "HOME": "/root",
              "OMP_WAIT_POLICY": "PASSIVE", "SLURM_JOB_ID": "12"}
    assert fleet.scrubbed(worker) == {"PATH": "/usr/bin", "HOME": "/root", "OMP_WAIT_POLICY": "PASSIVE",
                                      "SLURM_JOB_ID": "12"}


def fleet_command(address: str, *args: str) -> list[str]:
    return [sys.executable, "-m", "harness", "fleet", "sweep", "--ray", address, *args]


def run(cmd, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, **kw)


def folders(out: Path) -> dict:
    """The run folders under ``out`` by their machine's name, and the fleet folder."""
    runs = {p.name.rsplit("-", 1)[0]: p for p in out.iterdir() if p.is_dir() and not p.name.endswith("-fleet")}
    return runs, [p for p in out.iterdir() if p.name.endswith("-fleet")]


def files_of(folder: Path) -> set:
    return {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}


def points(folder: Path) -> list[dict]:
    return [json.loads(line) for line in (folder / "points.jsonl").read_text().splitlines()]


def test_a_nodes_run_comes_back_as_a_bundle_checked_whole(tmp_path):
    """A node ships its run as harness import's bundle (harness/archive.py); the driver places it with its
    fleet.json, every byte as the node hashed it; a bundle changed on the way is refused, nothing placed."""
    from harness import archive

    run = tmp_path / "node" / "cpu-box-20261102T100000Z"
    shutil.copytree(ROOT / "tests" / "fixtures" / "results" / "cpu-box", run)
    sent = archive.write(run, tmp_path / "sent" / (run.name + archive.SUFFIX), {"kind": "sweep"})
    result = {"folder": run.name, "bundle": sent.read_bytes(), "code": 0, "started": 0.0, "ended": 1.0}
    record = {"folder": "fleet", "cluster": "c", "ray": "r"}
    out = tmp_path / "out"
    out.mkdir()
    final = fleet.receive(result, out, record, {"node_id": "n", "label": "cpu-box"})
    assert {str(p.relative_to(final)) for p in final.rglob("*")} == {str(p.relative_to(run)) for p in run.rglob("*")} | {"fleet.json"}
    assert all((final / p.relative_to(run)).read_bytes() == p.read_bytes() for p in run.rglob("*") if p.is_file())
    blob = bytearray(sent.read_bytes())
    blob[len(blob) // 2] ^= 1
    with pytest.raises(fleet.BadInput, match="not a bundle|disagree"):
        fleet.receive({**result, "bundle": bytes(blob)}, out, record, {"node_id": "n", "label": "cpu-box"})
    assert [p.name for p in out.iterdir()] == [final.name]


def test_a_one_node_fleet_sweep_of_the_smallest_plan(tmp_path):
    """The command on its smallest input (a local cluster of one node, started and stopped by the command):
    the run folder and the fleet's record, the head measuring and saying so."""
    ray_or_skip()
    short = Path(tempfile.mkdtemp(prefix="t", dir=os.environ.get(RUN_VARIABLE)))  # (Ray's sockets: short paths)
    r = subprocess.run(fleet_command("local:1", "--impl", "numpy", "--num-envs", "4", "--steps", "4", "--rounds", "1",
                                     "--processes", "1", "--out", str(tmp_path)), cwd=ROOT, capture_output=True,
                       text=True, timeout=300, env={**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": str(short)})
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    (run_folder,), (fleet_folder,) = folders(tmp_path)[0].values(), folders(tmp_path)[1]
    assert [(p["num_envs"], p["status"]) for p in points(run_folder)] == [(4, "passed")]
    (node,) = json.loads((fleet_folder / "fleet.json").read_text())["nodes"]
    assert node["head"] and node["status"] == "finished" and node["folder"] == run_folder.name
    assert "the head: Ray ran beside it" in r.stdout


@pytest.mark.slow
@pytest.mark.xdist_group("fleet")
def test_a_fleet_sweep_gives_each_kind_a_local_runs_folder_and_no_ray_variable_reaches_a_measurement(cluster, tmp_path):
    cluster.add("kind-b")
    out, local = tmp_path / "fleet", tmp_path / "local"
    r = run(fleet_command(cluster.cluster.address, "--head", *SMALL, "--out", str(out)))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    runs, (fleet_folder,) = folders(out)
    assert sorted(runs) == ["kind-a", "kind-b"]
    same = run([sys.executable, "-m", "harness", "sweep", *SMALL, "--out", str(local)])
    assert same.returncode == 0, same.stderr[-3000:]
    (here,) = local.iterdir()
    record = json.loads((fleet_folder / "fleet.json").read_text())
    assert record["artifact"] == "fleet" and record["ray"] == ray_or_skip().__version__
    assert sorted((n["label"], n["status"], n["folder"]) for n in record["nodes"]) == [
        ("kind-a", "finished", runs["kind-a"].name), ("kind-b", "finished", runs["kind-b"].name)]
    for name, folder in runs.items():
        assert files_of(folder) - {"fleet.json"} == files_of(here)  # a local run's files, and fleet.json
        mine, theirs = (json.loads((f / "run.json").read_text()) for f in (folder, here))
        assert set(mine) == set(theirs) and mine["impls"] == theirs["impls"] == ["numpy", "numba-cpu"]
        assert mine["machine"]["label"] == mine["machine"]["named"] == name
        rows = points(folder)
        assert sorted((r["impl"], r["num_envs"], r["status"], r["machine"]) for r in rows) == sorted(
            (i, n, "passed", name) for i in ("numpy", "numba-cpu") for n in (16, 64))
        node = json.loads((folder / "fleet.json").read_text())["node"]
        assert node["label"] == name and node["status"] == "finished" and node["head"] == (name == "kind-a")
    # what reached the measuring processes: none of the variables a Ray worker has (a local measuring
    # process of these implementations gets none of them either: their impls.process_env sets none)
    seen = [json.loads(p.read_text()) for p in (tmp_path / "probe").iterdir()]
    measuring = [s for s in seen if any("measuring_process" in a for a in s["argv"])]
    assert sorted(s["machine"] for s in measuring) == ["kind-a", "kind-a", "kind-b", "kind-b"]
    assert [s["vars"] for s in measuring] == [{}] * 4
    # the report takes the fleet's folder as it takes any results folder: each kind its tables, on the page
    rep = run([sys.executable, "-m", "harness", "report", str(out), "--out", str(tmp_path), "--name", "r", "--html"])
    assert rep.returncode == 0 and "warning" not in rep.stderr, rep.stderr[-2000:]
    made = {p.name for p in (tmp_path / "r").iterdir()}
    assert {"throughput-kind-a.csv", "throughput-kind-b.csv"} <= made, made
    page = (tmp_path / "r" / "index.html").read_text()
    assert "kind-a" in page and "kind-b" in page


def wait_for(predicate, timeout: float = 300, what: str = ""):
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        got = predicate()
        if got:
            return got
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what}")


def node_status(out: Path, label: str) -> str | None:
    _, fl = folders(out) if out.is_dir() else ({}, [])
    if not fl or not (fl[0] / "fleet.json").is_file():
        return None
    return next((n["status"] for n in json.loads((fl[0] / "fleet.json").read_text())["nodes"] if n["label"] == label),
                None)


LONG = ["--impl", "numpy", "--num-envs", "16", "--steps", "20000", "--rounds", "3", "--processes", "1"]  # (about 7 s a node)
# the sweep a Ctrl-C interrupts: minutes long (16M env-steps a round, about a minute), so it cannot end before the
# test's waits do: a cancel that does not reach it leaves its processes running and fails the test
UNENDING = [*LONG[:4], "--steps", "1000000", *LONG[6:]]


@pytest.mark.slow
@pytest.mark.xdist_group("fleet")
def test_a_lost_node_is_named_the_others_kept_and_resume_completes_it(cluster, tmp_path):
    b = cluster.add("kind-b")
    out = tmp_path / "fleet"
    driver = subprocess.Popen(fleet_command(cluster.cluster.address, "--head", *LONG, "--out", str(out)), cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    wait_for(lambda: node_status(out, "kind-b") == "running", what="kind-b's sweep to start")
    time.sleep(2)
    cluster.cluster.remove_node(b)
    said = driver.communicate(timeout=600)[0]
    assert driver.returncode == 1, said
    runs, (fleet_folder,) = folders(out)
    assert list(runs) == ["kind-a"]  # the other node's folder kept, nothing of the lost one
    record = json.loads((fleet_folder / "fleet.json").read_text())
    lost = next(n for n in record["nodes"] if n["label"] == "kind-b")
    assert lost["status"] == "failed" and lost["reason"].split(":")[0] in (
        "NodeDiedError", "WorkerCrashedError", "ObjectLostError", "RayTaskError", "TaskUnschedulableError",
        "ActorDiedError", "OwnerDiedError", "RaySystemError"), lost
    assert f"--resume {fleet_folder}" in said
    alone = run([sys.executable, "-m", "harness", "fleet", "sweep", "--resume", str(fleet_folder), "--ray",
                 cluster.cluster.address])  # no kind-b node alive: named, and not a success
    assert alone.returncode == 1 and "kind-b of" in alone.stderr and "no node of that identity is alive" in alone.stderr
    cluster.add("kind-b")
    again = run([sys.executable, "-m", "harness", "fleet", "sweep", "--resume", str(fleet_folder), "--ray",
                 cluster.cluster.address])
    assert again.returncode == 0, again.stdout[-3000:] + again.stderr[-2000:]
    runs, _ = folders(out)
    assert sorted(runs) == ["kind-a", "kind-b"] and [r["status"] for r in points(runs["kind-b"])] == ["passed"]
    assert len([p for p in out.iterdir() if not p.name.endswith("-fleet")]) == 2  # kind-a's not measured again
    record = json.loads((fleet_folder / "fleet.json").read_text())
    assert len(record["attempts"]) == 2 and record["attempts"][1]["nodes"] != record["attempts"][0]["nodes"]
    assert "every identity" in run([sys.executable, "-m", "harness", "fleet", "sweep", "--resume", str(fleet_folder),
                                    "--ray", cluster.cluster.address]).stdout


def sweep_processes(marker: str) -> list[int]:
    """The processes of the suite (not Ray's workers) whose environment holds ``marker``."""
    out = []
    for p in Path("/proc").iterdir():
        try:
            env, cmd = (p / "environ").read_bytes(), (p / "cmdline").read_bytes()
        except OSError:
            continue
        if marker.encode() in env and b"harness" in cmd and not cmd.startswith(b"ray::"):
            out.append(int(p.name))
    return out


@pytest.mark.slow
@pytest.mark.xdist_group("fleet")
def test_ctrl_c_cancels_the_running_nodes_sweep_and_keeps_nothing_of_it(cluster, tmp_path):
    """kind-b alone measures (not the head: a node that finished before is kept, as the lost node's test
    shows); its sweep, interrupted, costs the test seconds however long it would have run."""
    marker = f"fleet-test-{os.getpid()}-{time.time_ns()}"
    cluster.add("kind-b", CARTPOLE_TEST_MARK=marker)
    out = tmp_path / "fleet"
    driver = subprocess.Popen(fleet_command(cluster.cluster.address, *UNENDING, "--out", str(out)),
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    wait_for(lambda: node_status(out, "kind-b") == "running", what="kind-b's sweep to start")
    wait_for(lambda: any(b"measuring_process" in Path(f"/proc/{p}/cmdline").read_bytes()
                         for p in sweep_processes(marker)), 120, "kind-b's measuring process")
    driver.send_signal(signal.SIGINT)
    sent = fleet.stamp(time.time())
    said = driver.communicate(timeout=300)[0]
    assert driver.returncode == 130 and "interrupted" in said, f"SIGINT sent at {sent}\n{said}"
    runs, (fleet_folder,) = folders(out)
    record = json.loads((fleet_folder / "fleet.json").read_text())["nodes"]
    assert [(n["label"], n["status"], n["reason"]) for n in record] == [
        ("kind-b", "interrupted", "interrupted on the driver")] and runs == {}  # its task ended with the cancel
    wait_for(lambda: not sweep_processes(marker), 60, "the cancelled sweep's processes to end")


@pytest.mark.slow
@pytest.mark.xdist_group("fleet")
def test_a_node_whose_suite_differs_is_refused(cluster, tmp_path):
    other = tmp_path / "other"
    for d in fleet.SOURCES:
        shutil.copytree(ROOT / d, other / d, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", other)
    (other / "harness" / "cli.py").write_text((ROOT / "harness" / "cli.py").read_text() + "\n# changed\n")
    cluster.add("kind-c", CARTPOLE_CHECKOUT=str(other))
    out = tmp_path / "fleet"
    r = run(fleet_command(cluster.cluster.address, "--head", "--impl", "numpy", "--num-envs", "16", "--steps", "8",
                          "--rounds", "3", "--processes", "1", "--out", str(out)))
    assert r.returncode == 1, r.stdout[-3000:]
    runs, (fleet_folder,) = folders(out)
    assert list(runs) == ["kind-a"]
    refused = next(n for n in json.loads((fleet_folder / "fleet.json").read_text())["nodes"] if n["label"] == "kind-c")
    assert refused["status"] == "refused" and "differs from the driver's" in refused["reason"]
    assert "kind-c" in r.stdout and "refused" in r.stdout


@pytest.mark.slow
@pytest.mark.xdist_group("fleet")
def test_the_multihost_run_over_two_nodes_is_the_one_process_state_bit_for_bit(cluster, tmp_path):
    import numpy as np
    from test_sharded import same_as_one_process

    strict.importorskip("jax")
    cluster.add("kind-b")
    out = tmp_path / "out"
    base = [sys.executable, "-m", "harness", "fleet", "multihost", "--ray", cluster.cluster.address, "--head"]
    too_many = run([*base, "--nodes", "3", "--out", str(out)])
    assert too_many.returncode == 2 and too_many.stderr.strip().splitlines()[-1] == (
        "python -m harness: error: --nodes 3: the cluster has 2 nodes that may measure (2 alive)")
    assert not out.exists()
    r = run([*base, "--nodes", "2", "--num-envs", "1001", "--steps", "150", "--seed", "5", "--out", str(out)])
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    (folder,) = out.iterdir()
    doc = json.loads((folder / "multihost.json").read_text())
    assert [(q["index"], q["label"], q["status"]) for q in doc["processes"]] == [(0, "kind-b", "finished"),
                                                                                (1, "kind-a", "finished")]
    assert "process 1/2: 2 devices (1 here)" in doc["processes"][1]["output"]
    same_as_one_process(np.load(folder / "state.npz"), 1001, 5, 150)


@pytest.mark.slow
@pytest.mark.xdist_group("fleet")
def test_training_seeds_split_over_two_nodes_solve_as_the_same_seeds_trained_here(cluster, tmp_path):
    strict.importorskip("jax")
    cluster.add("kind-b")
    args = ["--trainer", "suite-jax", "--config", "fast", "--seeds", "0-3", "--total-timesteps", "16384"]
    r = run([sys.executable, "-m", "harness", "train", *args, "--ray", cluster.cluster.address, "--head",
             "--out", str(tmp_path / "fleet")])
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    here = run([sys.executable, "-m", "harness", "train", *args, "--out", str(tmp_path / "here")])
    assert here.returncode == 0, here.stderr[-2000:]
    by_kind = {f.name.rsplit("-", 2)[0]: json.loads((f / "train.json").read_text())["records"]
               for f in (tmp_path / "fleet").iterdir()}
    (mine,) = [json.loads(f.read_text())["records"] for f in (tmp_path / "here").glob("*-train/train.json")]
    assert sorted(by_kind) == ["kind-a", "kind-b"]
    assert sorted(r["seed"] for r in by_kind["kind-a"]) == [1, 3] and sorted(r["seed"] for r in by_kind["kind-b"]) == [0, 2]
    assert {r["node"] for r in by_kind["kind-a"]}.isdisjoint({r["node"] for r in by_kind["kind-b"]})
    outcome = lambda rs: sorted((r["seed"], r["steps_to_solve"] if r["time_to_solve_s"] is not None else None,  # noqa: E731
                                 r["final_return"]) for r in rs)
    assert outcome(by_kind["kind-a"] + by_kind["kind-b"]) == outcome(mine)


@pytest.mark.parametrize("args, says", [
    (["--ray", "127.0.0.1:1"], "--ray 127.0.0.1:1: no Ray cluster answers there"),
    (["--ray", "local:0"], "--ray local:K must be a positive integer, got '0'"),
    (["--ray", "local:99"], "at most 16 local nodes"),
    (["--ray", "nowhere"], "--ray 'nowhere' is not a cluster's address; valid: auto, local:K"),
    ([], "--ray is needed; valid: auto"),
    (["--ray", "local:1", "--tuned"], "--tuned on a fleet"),
    (["--ray", "local:1", "--impl", "no-such"], "no-such"),
    (["--resume", "/nonexistent/fleet"], "not a fleet folder"),
    (["--resume", "/nonexistent/fleet", "--impl", "numpy"], "--resume runs the fleet's own options; --impl given too"),
    (["multihost", "--ray", "local:2", "--nodes", "0"], "--nodes must be a positive integer, got '0'"),
    (["multihost", "--ray", "local:2"], "--nodes is needed"),
    (["multihost", "--ray", "127.0.0.1:1", "--nodes", "2"], "no Ray cluster answers there"),
    (["multihost", "--ray", "local:2", "--nodes", "2", "--seed", "-1"], "--seed must be a non-negative integer"),
    (["multihost", "--ray", "local:2", "--nodes", "2", "--rounds", "0"], "--rounds must be a positive integer, got '0'"),
    (["train", "--trainer", "suite-jax", "--head"], "--head needs --ray"),
    (["train", "--trainer", "suite-jax", "--ray", "127.0.0.1:1"], "no Ray cluster answers there"),
])
def test_bad_input_is_one_line_and_writes_nothing(args, says, tmp_path, capsys, monkeypatch):
    from harness.__main__ import main

    command = {"multihost": ["fleet"], "train": []}.get(args[0] if args else "", ["fleet", "sweep"])

    monkeypatch.chdir(tmp_path)  # (a resume's folders go beside its fleet's; the others' to --out)
    assert main([*command, *args, *([] if "--resume" in args else ["--out", str(tmp_path / "out")])]) == 2
    err = capsys.readouterr().err
    assert says in err and len(err.strip().splitlines()) == 1, err
    assert not list(tmp_path.iterdir())


def test_auto_with_no_cluster_answering_is_one_line_at_once(monkeypatch, tmp_path, capsys):
    """``--ray auto`` where the cluster Ray would connect to is gone (an address left by a stopped head):
    one line naming it, at once, instead of Ray's wait for it."""
    from harness.__main__ import main

    ray_or_skip()
    monkeypatch.setenv("RAY_ADDRESS", "127.0.0.1:1")
    t0 = time.monotonic()
    assert main(["fleet", "sweep", "--ray", "auto", "--impl", "numpy", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err.strip()
    assert err == ("python -m harness: error: --ray auto (the cluster at 127.0.0.1:1, the last started here): no Ray "
                   "cluster answers there (Connection refused); valid: auto, local:K (a cluster of K nodes on this "
                   "machine) or HOST:PORT of a running cluster's head"), err
    assert time.monotonic() - t0 < 30 and not (tmp_path / "out").exists()
