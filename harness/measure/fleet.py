"""Hardware sweeps on a Ray cluster (docs/fleet.md): ``python -m harness fleet sweep --ray ADDRESS``.

A probe task on every alive node reports the suite's machine identity there (machine.label(), or the name
in machine.NAME_VARIABLE), its CPUs and GPUs, its host and the hash of the suite it would run. One sweep per
distinct identity (every node's with ``every_node``) then runs as a task pinned to its node (node affinity,
not soft) holding all of the node's CPUs and GPUs, so that Ray places nothing beside it; nodes of one host
take turns, so that one measuring job runs alone on each machine. On the node the sweep is the local
command (``python -m harness sweep``) in a process group of its own, Ray's variables scrubbed from its
environment (SCRUBBED: no measuring process inherits Ray's one-thread OpenMP or its device masks). Its
run folder comes back to the driver and is written under ``out`` as a local run's is, with a fleet.json
beside its files; the fleet's own folder (``<label>-<time>-fleet``) holds the fleet's record, from which
``resume`` runs the identities that did not finish.

Ray is imported only here and only when a fleet command runs: it is not a core dependency
(``bin/setup --fleet``)."""
from __future__ import annotations

import contextlib
import datetime as dt
import hashlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from harness import archive, child, cli
from harness.artifacts import SCHEMA, Artifacts
from harness.cli import BadInput
from harness.measure import machine

ROOT = Path(__file__).resolve().parents[2]
RAY_PIN = "ray==2.60.0"  # what bin/setup --fleet installs
# A node's checkout, where it is not the one its Ray workers import (the shared checkout of most clusters)
CHECKOUT_VARIABLE = "CARTPOLE_CHECKOUT"
# What Ray sets in its workers and no measuring process may inherit: its variables, the one-thread OpenMP
# it gives every worker, the device masks of the resources it assigned
SCRUBBED = ("RAY_", "OMP_NUM_THREADS", "CUDA_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES", "HIP_VISIBLE_DEVICES",
            "NEURON_RT_VISIBLE_CORES", "TPU_VISIBLE_CHIPS", "ONEAPI_DEVICE_SELECTOR", "HABANA_VISIBLE_MODULES")
SCHEDULER = ("SLURM_", "KUBERNETES_", "RAY_", "PBS_", "LSB_")  # the scheduler's variables, kept with each result
SOURCES = ("harness", "impls")  # the suite a node runs: these folders' Python files, and pyproject.toml
MAX_LOCAL_NODES = 16
PROBE_S = 300  # the probe's answer, a worker started on the node first
INTERRUPT_GRACE_S = 30  # a node's sweep interrupted (SIGINT) is killed after this
CANCEL_S = 60  # a cancelled task (its process group interrupted, then killed: stop) given to end
FINISHED, FAILED, REFUSED, INTERRUPTED = "finished", "failed", "refused", "interrupted"


def ray_module():
    """Ray, or one line saying how to install it."""
    try:
        import ray
    except ImportError:
        raise BadInput(f"harness fleet needs Ray ({RAY_PIN}): bin/setup --fleet installs it") from None
    return ray


def source_hash(root: Path) -> str:
    """The hash of the suite in the checkout ``root``: every Python file under SOURCES and pyproject.toml."""
    h = hashlib.sha256()
    files = sorted(p for d in SOURCES for p in (root / d).rglob("*.py") if "__pycache__" not in p.parts)
    for p in [*files, root / "pyproject.toml"]:
        h.update(str(p.relative_to(root)).encode() + b"\0" + (p.read_bytes() if p.is_file() else b"") + b"\0")
    return h.hexdigest()[:16]


def checked_address(text: str | None) -> str:
    """``--ray``'s value: ``auto``, ``local:K`` (1 <= K <= MAX_LOCAL_NODES) or a head's HOST:PORT that
    answers (checked here, so an unreachable address is one line before anything starts)."""
    valid = "auto, local:K (a cluster of K nodes on this machine) or HOST:PORT of a running cluster's head"
    if not text:
        raise BadInput(f"--ray is needed; valid: {valid}")
    if text == "auto":  # the cluster this machine last started or joined, where Ray would look for it
        try:
            found = os.environ.get("RAY_ADDRESS") or ray_module()._private.utils.read_ray_address()
        except AttributeError:  # (another Ray's layout: its own search, unchecked)
            return text
        if not found:
            raise BadInput(f"--ray auto: no Ray cluster was started or joined on this machine (no RAY_ADDRESS, no "
                           f"address of a head); valid: {valid}")
        answers(found, f"--ray auto (the cluster at {found}, the last started here)", valid)
        return text
    if text.startswith("local:"):
        k = cli.positive_int(text.removeprefix("local:"), "--ray local:K")
        if k > MAX_LOCAL_NODES:
            raise BadInput(f"--ray {text}: at most {MAX_LOCAL_NODES} local nodes")
        return text
    host, sep, port = text.removeprefix("ray://").rpartition(":")
    if not sep or not host or not port.isdigit():
        raise BadInput(f"--ray {text!r} is not a cluster's address; valid: {valid}")
    answers(text, f"--ray {text}", valid)
    return text


def answers(address: str, what: str, valid: str) -> None:
    """A head at HOST:PORT that takes a connection, or bad input naming it (Ray itself would wait)."""
    host, _, port = address.removeprefix("ray://").rpartition(":")
    try:
        socket.create_connection((host, int(port)), timeout=5).close()
    except (OSError, ValueError) as exc:
        raise BadInput(f"{what}: no Ray cluster answers there ({getattr(exc, 'strerror', None) or exc}); "
                       f"valid: {valid}") from None


class Connected:
    """The driver connected to the cluster (``local:K``: started here first, and shut down at the end)."""

    def __init__(self, address: str):
        self.address, self.local = address, None

    def __enter__(self):
        ray = ray_module()
        address = self.address
        if address.startswith("local:"):
            from ray.cluster_utils import Cluster

            k, cpus = int(address.removeprefix("local:")), len(os.sched_getaffinity(0))
            self.local = Cluster(initialize_head=True, head_node_args={"num_cpus": cpus, "include_dashboard": False})
            for _ in range(k - 1):
                self.local.add_node(num_cpus=cpus)
            address = self.local.address
        try:
            ray.init(address=address, logging_level="WARNING", log_to_driver=False)
        except (ConnectionError, RuntimeError) as exc:
            if self.local is not None:
                self.local.shutdown()
            raise BadInput(f"--ray {self.address}: {cli.one_line(str(exc).splitlines()[0] if str(exc) else exc)}") from None
        return ray

    def __exit__(self, *exc):
        ray = ray_module()
        ray.shutdown()
        if self.local is not None:
            self.local.shutdown()


# ---- on a node -------------------------------------------------------------------------------------

def node_checkout() -> Path:
    """The checkout this node runs the suite from: CHECKOUT_VARIABLE's, else the one its worker imports."""
    return Path(os.environ.get(CHECKOUT_VARIABLE) or ROOT)


def node_python(checkout: Path) -> str:
    venv = checkout / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def scheduler_variables() -> dict:
    return {k: v for k, v in sorted(os.environ.items()) if k.startswith(SCHEDULER)}


def probe() -> dict:
    """A node's facts (a task pinned to it): its identity, host, CPUs and GPUs, its suite's hash."""
    checkout = node_checkout()
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        boot = ""
    try:
        label, problem = machine.label(), ""
    except BadInput as exc:
        label, problem = "", str(exc)
    return {"label": label, "problem": problem, "named": os.environ.get(machine.NAME_VARIABLE),
            "host": socket.gethostname(), "boot_id": boot, "cpus": len(os.sched_getaffinity(0)),
            "cpu_model": machine.cpu_model(), "checkout": str(checkout), "python": node_python(checkout),
            "source": source_hash(checkout) if (checkout / "harness").is_dir() else "", "scheduler": scheduler_variables()}


def scrubbed(env: dict) -> dict:
    return {k: v for k, v in env.items() if not k.startswith(SCRUBBED)}


def node_run(module_args: list[str], tmp: Path) -> tuple[int, str]:
    """``python -m MODULE_ARGS`` of this node's checkout, in a process group of its own, Ray's variables
    scrubbed, its output in ``tmp``: (exit code, output). Cancelled (the driver's Ctrl-C), it interrupts
    the whole group; killed outright (the node's worker lost), the command ends with it and its own
    children of the protocol with the command (child.tied)."""
    checkout = node_checkout()
    env = scrubbed(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(checkout), env.get("PYTHONPATH")]))
    with open(tmp / "output.log", "w") as log:
        proc = subprocess.Popen([node_python(checkout), "-m", *module_args], cwd=checkout, env=env, stdout=log,
                                stderr=subprocess.STDOUT, start_new_session=True, preexec_fn=child.tied())
        try:
            code = waited(proc)
        except KeyboardInterrupt:  # ray.cancel: the command and its children end, nothing is kept
            stop(proc)
            raise
    return code, (tmp / "output.log").read_text(errors="replace")


def waited(proc: subprocess.Popen) -> int:
    """``proc``'s exit code, waited for in slices: ray.cancel interrupts the task's thread between two
    Python instructions, never inside one blocking wait (a bare ``proc.wait()`` let a cancelled sweep run
    to its end)."""
    while True:
        try:
            return proc.wait(timeout=0.25)
        except subprocess.TimeoutExpired:
            continue


def differs(source: str) -> str:
    """Why this node must not measure for a driver of suite ``source`` ("" where it may)."""
    checkout = node_checkout()
    mine = source_hash(checkout)
    return "" if mine == source else f"its suite ({mine} in {checkout}) differs from the driver's ({source}): not measured"


@contextlib.contextmanager
def scratch():
    """A folder of this node's for one task's command and its output, removed when the task ends."""
    tmp = Path(tempfile.mkdtemp(prefix="cartpole-fleet-"))
    try:
        yield tmp
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def exited(what: str, code: int, output: str) -> str:
    """Why a node's command failed: its exit code and its last line of output."""
    return f"{what} exited {code}: " + (output.strip().splitlines() or ["no output"])[-1][:300]


def node_sweep(argv: list[str], source: str) -> dict:
    """The sweep on this node (a task pinned to it): ``python -m harness sweep ARGV`` (node_run); its run
    folder packed for the driver. Cancelled, it keeps nothing."""
    if why := differs(source):
        return {"status": REFUSED, "reason": why}
    started = time.time()
    with scratch() as tmp:
        code, output = node_run(["harness", "sweep", *argv, "--out", str(tmp / "out")], tmp)
        folders = sorted((tmp / "out").iterdir()) if (tmp / "out").is_dir() else []
        result = {"code": code, "output": output[-20000:], "started": started, "ended": time.time()}
        if code == 130 or not folders:
            return {**result, "status": INTERRUPTED if code == 130 else FAILED, "reason": exited("the sweep", code, output)}
        sent = archive.write(folders[0], tmp / (folders[0].name + archive.SUFFIX),  # (harness import's format)
                             {"kind": "sweep", "bundled_by": {"source": source, "node": socket.gethostname()}})
        return {**result, "status": FINISHED, "folder": folders[0].name, "bundle": sent.read_bytes()}


def node_train(argv: list[str], seeds: list[int], source: str) -> dict:
    """``python -m harness train ARGV --seeds SEEDS`` on this node (node_run): its records and machine."""
    if why := differs(source):
        return {"status": REFUSED, "reason": why}
    with scratch() as tmp:
        code, output = node_run(["harness", "train", *argv, "--seeds", ",".join(map(str, seeds)),
                                 "--out", str(tmp / "out")], tmp)
        docs = [json.loads(f.read_text()) for f in sorted((tmp / "out").glob("*-train/train.json"))]
        if code or len(docs) != 1:
            return {"status": FAILED, "output": output[-5000:], "reason": exited("harness train", code, output)}
        return {"status": FINISHED, "records": docs[0]["records"], "machine": docs[0]["machine"], "output": output[-5000:]}


def node_port() -> tuple[str, int]:
    """This node's address and a port free on it now (the multi-host run's coordinator)."""
    import ray

    with socket.socket() as s:
        s.bind(("", 0))
        return ray.util.get_node_ip_address(), s.getsockname()[1]


def node_multihost(argv: list[str], coordinator: str, count: int, index: int, source: str) -> dict:
    """Process ``index`` of ``count`` of harness.measure.multihost on this node (node_run); process 0's
    gathered state (its .npz) returned with its output."""
    if why := differs(source):
        return {"status": REFUSED, "reason": why, "index": index}
    started = time.time()
    with scratch() as tmp:
        state = tmp / "state.npz"
        code, output = node_run(["harness.measure.multihost", "--coordinator", coordinator, "--num-processes",
                                 str(count), "--process-id", str(index), *argv,
                                 *(["--out", str(state)] if index == 0 else [])], tmp)
        return {"status": FINISHED if code == 0 else FAILED, "index": index, "code": code, "output": output[-5000:],
                "started": started, "ended": time.time(), "host": socket.gethostname(),
                **({"state": state.read_bytes()} if index == 0 and code == 0 and state.is_file() else {}),
                **({"reason": exited("multihost", code, output)} if code else {})}


def ray_error(exc: Exception) -> str:
    """A task's Ray error (a lost node, a crashed worker, a lost object, a cancel) in one line."""
    return f"{type(exc).__name__}: {(str(exc).strip().splitlines() or [''])[0][:300]}"


def stop(proc: subprocess.Popen) -> None:
    """The process group of ``proc`` interrupted (the sweep keeps what finished, as at a Ctrl-C), killed
    after a grace period."""
    for sig, grace in ((signal.SIGINT, INTERRUPT_GRACE_S), (signal.SIGKILL, 10)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(grace)
            os.killpg(proc.pid, signal.SIGKILL)  # what the sweep started and left behind
            return
        except subprocess.TimeoutExpired:
            continue
        except ProcessLookupError:
            return


# ---- on the driver ---------------------------------------------------------------------------------

def nodes(ray) -> list[dict]:
    """Every alive node: its id, whether it is the head, its CPUs and GPUs (Ray's resources), its probe."""
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    alive = [n for n in ray.nodes() if n.get("Alive")]
    task = ray.remote(num_cpus=0, max_retries=0)(probe)
    refs = [task.options(scheduling_strategy=NodeAffinitySchedulingStrategy(n["NodeID"], soft=False)).remote()
            for n in alive]
    out = []
    for n, ref in zip(alive, refs):
        try:
            facts = ray.get(ref, timeout=PROBE_S)
        except ray.exceptions.RayError as exc:  # lost since it was listed, or too busy to answer: left out
            print(f"    {n['NodeID'][:12]}: no answer to the probe ({type(exc).__name__}); left out", flush=True)
            continue
        res = n.get("Resources", {})
        out.append({"node_id": n["NodeID"], "address": n.get("NodeManagerAddress"),
                    "head": "node:__internal_head__" in res, "resources": {"CPU": res.get("CPU", 0),
                                                                          "GPU": res.get("GPU", 0)}, **facts})
    return out


def may_measure(found: list[dict], head: bool, local: bool) -> list[dict]:
    """The nodes that may measure: the head only when asked (it runs Ray's control services), or in a
    cluster of this machine alone (``local``), which has no other; non-head nodes first."""
    pick = sorted((n for n in found if head or local or not n["head"]), key=lambda n: (n["head"], n["node_id"]))
    if not pick:
        raise BadInput("the cluster has no node but its head, which measures only with --head (it runs Ray's "
                       "control services)")
    return pick


def chosen(found: list[dict], every_node: bool, head: bool, local: bool, done: set = frozenset()) -> list[dict]:
    """The nodes a sweep runs on (may_measure's): one per identity (its first node) unless ``every_node``,
    the identities in ``done`` not again."""
    pick = may_measure(found, head, local)
    out, seen = [], set()
    for n in sorted(pick, key=lambda n: (n["label"], n["head"], n["node_id"])):
        key = n["label"] if not every_node else n["node_id"]
        if key in seen or n["label"] in done:
            continue
        seen.add(key)
        out.append(n)
    return out


def finished(fleet: dict) -> set:
    """The identities a fleet's record has a finished folder of (a resume runs the others)."""
    return {r["label"] for r in fleet["nodes"] if r.get("status") == FINISHED and r.get("folder")}


def without_node(fleet: dict, picked: list[dict]) -> list[str]:
    """The identities a fleet's record has not finished that no node picked now will measure: a resume
    names them and fails, as their runs are still missing."""
    now = {n["label"] for n in picked}
    return sorted({r["label"] for r in fleet["nodes"]} - finished(fleet) - now)


def by_host(picked: list[dict]) -> list[list[dict]]:
    """The nodes grouped by the machine they run on (host and boot): a group's sweeps take turns."""
    groups: dict = {}
    for n in picked:
        groups.setdefault((n["host"], n["boot_id"]), []).append(n)
    return list(groups.values())


def holding(task, node: dict):
    """``task`` pinned to ``node`` (node affinity, not soft) holding all of its CPUs and GPUs."""
    from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

    return task.options(num_cpus=node["resources"]["CPU"], num_gpus=node["resources"]["GPU"],
                        scheduling_strategy=NodeAffinitySchedulingStrategy(node["node_id"], soft=False))


def in_turns(ray, picked: list[dict], start, done, cancelled) -> None:
    """A task on each node of ``picked``, the nodes of one machine (by_host) one after another, the machines
    at once: ``start(node)`` returns the task's reference (None: not started), ``done(node, ref)`` is called
    as each ends. Interrupted (Ctrl-C), every running task is cancelled (its process group with it: node_run),
    ``cancelled(node, ended)`` is called for each (``ended``: its task ended within CANCEL_S), and the
    interrupt goes on."""
    running: dict = {}

    def next_of(queue):
        while queue:
            n = queue.pop(0)
            ref = start(n)
            if ref is not None:
                running[ref] = (n, queue)
                return
    for q in by_host(picked):
        next_of(list(q))
    try:
        while running:
            ready, _ = ray.wait(list(running), num_returns=1)
            n, queue = running.pop(ready[0])
            done(n, ready[0])
            next_of(queue)
    except KeyboardInterrupt:
        for ref in running:
            ray.cancel(ref, recursive=True)
        _, left = ray.wait(list(running), num_returns=len(running), timeout=CANCEL_S)
        for ref, (n, _) in running.items():
            cancelled(n, ref not in left)
        raise


def record(fleet: dict, node: dict, **status) -> None:
    """The fleet's record of ``node`` updated with ``status`` (its times, its outcome, its folder)."""
    mine = next((r for r in fleet["nodes"] if r["node_id"] == node["node_id"]), None)
    if mine is None:
        mine = {k: v for k, v in node.items() if k != "problem"}
        fleet["nodes"].append(mine)
    mine.update(status)


def write_record(folder: Path, fleet: dict) -> None:
    """fleet.json of the fleet's folder, replaced whole (a reader never sees half of it)."""
    tmp = folder / ".fleet.json.tmp"
    doc = {"artifact": "fleet", "schema": SCHEMA, **fleet}
    tmp.write_text(json.dumps(doc, indent=1, default=str))
    os.replace(tmp, folder / "fleet.json")


def receive(result: dict, out: Path, fleet: dict, node: dict) -> Path:
    """A node's run folder written under ``out`` under its own name (another, free one if taken), complete
    or not at all, with its fleet.json (the node's part of the fleet's record)."""
    incoming = Path(tempfile.mkdtemp(prefix=".fleet-incoming-", dir=out))
    try:
        (incoming / "sent").write_bytes(result["bundle"])
        manifest, files = archive.check(incoming / "sent")  # every file as the node hashed it, nothing else
        if manifest["run"] != result["folder"]:
            raise BadInput(f"the node's bundle holds {manifest['run']}, not its run {result['folder']}")
        got = archive.unpack(files, incoming / result["folder"])
        mine = {k: v for k, v in node.items() if k != "problem"}
        (got / "fleet.json").write_text(json.dumps(
            {"artifact": "fleet-node", "fleet": fleet["folder"], "cluster": fleet["cluster"], "ray": fleet["ray"],
             "node": {**mine, "status": FINISHED, "started": stamp(result["started"]), "ended": stamp(result["ended"]),
                      "exit": result["code"]}}, indent=1, default=str))
        final = cli.new_folder(out, result["folder"])  # made empty, atomically: the rename replaces it
        os.rename(got, final)
        return final
    finally:
        shutil.rmtree(incoming, ignore_errors=True)


def stamp(t: float) -> str:
    return dt.datetime.fromtimestamp(t, dt.timezone.utc).isoformat()


def sweep(address: str, argv: list[str], out: Path, every_node: bool = False, head: bool = False,
          resume: Path | None = None) -> int:
    """The fleet sweep (see the module's text); ``resume``: a fleet folder whose unfinished identities run
    now (its record updated). Returns the exit code: 0 when every chosen node finished, 1 when one failed
    or was refused, 130 when interrupted."""
    ray_module()
    source = source_hash(ROOT)
    with Connected(address) as ray:
        local = address.startswith("local:")
        found = nodes(ray)
        bad = [n for n in found if n["problem"]]
        if bad:
            raise BadInput(f"node {bad[0]['node_id'][:12]}: {bad[0]['problem']}")
        if resume is not None:
            fleet = json.loads((resume / "fleet.json").read_text())
            before = finished(fleet)
            folder = resume
        else:
            before = set()
        picked = chosen(found, every_node, head, local, before)
        orphans = without_node(fleet, picked) if resume is not None else []
        if orphans:
            print(f"fleet: {', '.join(orphans)} of {resume} did not finish and no node of "
                  f"{'that identity' if len(orphans) == 1 else 'those identities'} is alive: start one and resume "
                  "again", file=sys.stderr, flush=True)
        if resume is not None and not picked:
            if orphans:
                return 1
            print(f"fleet: every identity of {resume} finished; nothing left to run", flush=True)
            return 0
        if resume is None:
            folder = Artifacts.new(out, machine.label(), "fleet").folder
            fleet = {"folder": folder.name, "argv": argv, "every_node": every_node, "head": head,
                     "cluster": {"address": address, "nodes": len(found)}, "ray": ray.__version__,
                     "driver": {"label": machine.label(), "host": socket.gethostname(), "source": source,
                                "scheduler": scheduler_variables()}, "nodes": [], "attempts": []}
        fleet["attempts"].append({"started": stamp(time.time()), "nodes": [n["node_id"] for n in picked]})
        print(f"fleet: {len(found)} nodes alive; {len(picked)} measure" + (f" ({len(before)} identities finished "
              "before)" if before else "") + f"; the record in {folder}", flush=True)
        for n in found:
            mark = "measures" if n in picked else "not measured"
            print(f"    {n['node_id'][:12]} {n['label']} on {n['host']} ({n['resources']['CPU']:g} CPUs, "
                  f"{n['resources']['GPU']:g} GPUs){' head' if n['head'] else ''}: {mark}", flush=True)
        task = ray.remote(max_retries=0)(node_sweep)
        codes = []

        def start(n):
            if n["source"] != source:
                record(fleet, n, status=REFUSED, reason=f"its suite ({n['source'] or 'none'} in {n['checkout']}) "
                       f"differs from the driver's ({source}): not measured")
                print(f"    {n['node_id'][:12]} {n['label']}: refused, its suite differs from the driver's", flush=True)
                write_record(folder, fleet)
                return None
            record(fleet, n, status="running", started=stamp(time.time()))
            write_record(folder, fleet)
            return holding(task, n).remote(argv, source)

        def done(n, ref):
            codes.append(finish(ray, ref, n, out, fleet))
            write_record(folder, fleet)

        def cancelled(n, ended):
            record(fleet, n, status=INTERRUPTED, ended=stamp(time.time()), reason="interrupted on the driver" + (
                "" if ended else f"; its task had not ended {CANCEL_S} s after the cancel (Ray ends it with the "
                "driver)"))
        try:
            in_turns(ray, picked, start, done, cancelled)
        except KeyboardInterrupt:
            write_record(folder, fleet)
            kept = [r["folder"] for r in fleet["nodes"] if r.get("status") == FINISHED]
            print(f"\ninterrupted: every node's sweep cancelled; kept {', '.join(kept) or 'no run folder'}; "
                  f"the record in {folder}", flush=True)
            return 130
        code = max(codes, default=0)
        code = max([code, *(1 for r in fleet["nodes"] if r.get("status") == REFUSED), *(1 for _ in orphans)])
        for r in fleet["nodes"]:
            print(f"  {r['label']} ({r['node_id'][:12]}{', the head: Ray ran beside it' if r['head'] else ''}): "
                  f"{r['status']}" + (f", {out / r['folder']}" if r.get("folder") else "")
                  + (f": {r['reason']}" if r.get("reason") else ""), flush=True)
        if code:
            print(f"fleet: not every node finished; `python -m harness fleet sweep --resume {folder}` runs the "
                  "rest", flush=True)
        return code


def finish(ray, ref, node: dict, out: Path, fleet: dict) -> int:
    """A node's task ended: its folder received, or its failure named (a lost node, a crashed worker)."""
    try:
        result = ray.get(ref)
    except ray.exceptions.RayError as exc:  # the node died, its worker crashed, the object was lost
        why = ray_error(exc)
        record(fleet, node, status=FAILED, ended=stamp(time.time()), reason=why)
        print(f"    {node['node_id'][:12]} {node['label']}: failed ({why})", flush=True)
        return 1
    if result["status"] != FINISHED:
        record(fleet, node, status=result["status"], ended=stamp(time.time()), reason=result["reason"])
        print(f"    {node['node_id'][:12]} {node['label']}: {result['status']} ({result['reason']})", flush=True)
        return 1
    try:
        final = receive(result, out, fleet, node)
    except BadInput as exc:  # its bundle changed or broken on the way: the node's run is not taken
        record(fleet, node, status=FAILED, ended=stamp(time.time()), reason=f"its bundle was refused: {exc}")
        print(f"    {node['node_id'][:12]} {node['label']}: failed (its bundle was refused: {exc})", flush=True)
        return 1
    record(fleet, node, status=FINISHED, folder=final.name, exit=result["code"], started=stamp(result["started"]),
           ended=stamp(result["ended"]))
    print(f"    {node['node_id'][:12]} {node['label']}: finished in {result['ended'] - result['started']:.0f} s, "
          f"{final}", flush=True)
    table = final / "table.md"
    if table.is_file():
        print(table.read_text().strip(), flush=True)
    return 0 if result["code"] == 0 else 1


PORT_TRIES = 3  # a coordinator's port taken by another process before the run started: another port


def multihost(address: str, count: int, argv: list[str], out: Path, head: bool = False) -> int:
    """harness.measure.multihost on ``count`` nodes (process 0 on the first, its coordinator at a port free
    there), each holding all of its node; written under ``out`` as ``<label>-<time>-multihost``: process
    0's gathered state (state.npz) and every process's facts and output (multihost.json)."""
    ray_module()
    source = source_hash(ROOT)
    with Connected(address) as ray:
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        found = nodes(ray)
        pick = may_measure(found, head, address.startswith("local:"))
        if count > len(pick):
            raise BadInput(f"--nodes {count}: the cluster has {len(pick)} node{'s' * (len(pick) != 1)} that may "
                           f"measure ({len(found)} alive{'; the head only with --head' if not head else ''})")
        pick = pick[:count]
        refused = [(n, n["source"]) for n in pick if n["source"] != source]
        if refused:
            raise BadInput(f"node {refused[0][0]['node_id'][:12]}: its suite ({refused[0][1] or 'none'}) differs from "
                           f"the driver's ({source}); valid: nodes running the driver's suite")
        task = ray.remote(max_retries=0)(node_multihost)
        for attempt in range(1, PORT_TRIES + 1):
            ip, port = ray.get(ray.remote(num_cpus=0, max_retries=0)(node_port).options(
                scheduling_strategy=NodeAffinitySchedulingStrategy(pick[0]["node_id"], soft=False)).remote(), timeout=120)
            print(f"multihost: {count} processes on {', '.join(n['label'] + ' ' + n['node_id'][:12] for n in pick)}; "
                  f"the coordinator at {ip}:{port}", flush=True)
            refs = [holding(task, n).remote(argv, f"{ip}:{port}", count, i, source) for i, n in enumerate(pick)]
            results = gather(ray, refs)
            lost_port = any("address already in use" in r.get("output", "").lower() for r in results)
            if not (lost_port and attempt < PORT_TRIES):
                break
            print(f"multihost: port {port} was taken before the start; another", flush=True)
        failed = [r for r in results if r["status"] != FINISHED]
        for r in sorted(results, key=lambda r: r["index"]):
            n = pick[r["index"]]
            print(f"    process {r['index']} on {n['label']} ({n['node_id'][:12]}): {r['status']}"
                  + (f": {r['reason']}" if r.get("reason") else ""), flush=True)
        if failed:
            print("multihost: not every process finished; nothing written", file=sys.stderr, flush=True)
            return 1
        folder = Artifacts.new(out, machine.label(), "multihost")
        (folder.folder / "state.npz").write_bytes(results[0]["state"])
        folder.data("multihost", {"argv": argv, "coordinator": f"{ip}:{port}", "ray": ray.__version__,
                                  "cluster": {"address": address, "nodes": len(found)},
                                  "processes": [{**{k: v for k, v in pick[r["index"]].items() if k != "problem"},
                                                 **{k: v for k, v in r.items() if k != "state"}}
                                                for r in sorted(results, key=lambda r: r["index"])]})
        print(f"written to {folder.folder}", flush=True)
        return 0


def gather(ray, refs: list) -> list[dict]:
    """Every task's result; a task that fails (its node lost: a Ray error) is one result naming why, and
    the others are then cancelled (they would wait for it at their first collective)."""
    index = {ref: i for i, ref in enumerate(refs)}
    results, pending = {}, list(refs)
    try:
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            i = index[ready[0]]
            try:
                results[i] = ray.get(ready[0])
            except ray.exceptions.RayError as exc:
                results[i] = {"status": FAILED, "index": i, "reason": ray_error(exc)}
            if results[i]["status"] != FINISHED and pending:
                for ref in pending:
                    ray.cancel(ref, recursive=True)
    except KeyboardInterrupt:
        for ref in pending:
            ray.cancel(ref, recursive=True)
        raise
    return [results[i] for i in sorted(results)]


def train(address: str, argv: list[str], seeds: list[int], out: Path, head: bool = False) -> int:
    """``harness train ARGV`` with ``seeds`` spread over the cluster's nodes (every node that may measure,
    round robin; the nodes of one machine one after another), each node training its share in the trainer's
    own slots and measuring the time to solve there; one -train folder per machine identity under ``out``,
    each record naming the node (its id) that trained it. A node that fails costs its seeds only."""
    ray_module()
    source = source_hash(ROOT)
    with Connected(address) as ray:
        found = nodes(ray)
        pick = may_measure(found, head, address.startswith("local:"))
        shares = {n["node_id"]: seeds[i::len(pick)] for i, n in enumerate(pick)}
        pick = [n for n in pick if shares[n["node_id"]]]
        print(f"train: seeds {', '.join(map(str, seeds))} over {len(pick)} nodes", flush=True)
        task = ray.remote(max_retries=0)(node_train)
        got, failed = {}, []

        def start(n):
            print(f"    {n['node_id'][:12]} {n['label']}: seeds {', '.join(map(str, shares[n['node_id']]))}", flush=True)
            return holding(task, n).remote(argv, shares[n["node_id"]], source)

        def done(n, ref):
            try:
                result = ray.get(ref)
            except ray.exceptions.RayError as exc:
                result = {"status": FAILED, "reason": ray_error(exc)}
            if result["status"] != FINISHED:
                failed.append(n)
                print(f"    {n['node_id'][:12]} {n['label']}: {result['status']}, its seeds "
                      f"{', '.join(map(str, shares[n['node_id']]))} not trained ({result['reason']})", flush=True)
                return
            label = result["machine"].get("label") or n["label"]
            mine = got.setdefault(label, {"machine": result["machine"], "records": []})
            mine["records"] += [{**r, "node": n["node_id"][:12]} for r in result["records"]]

        in_turns(ray, pick, start, done, lambda n, ended: None)
        for label, g in got.items():
            train_module().write(out, label, g["machine"], sorted(g["records"], key=lambda r: (
                r["trainer"], r["env"], r["config"], r["seed"])))
        return 1 if failed or not got else 0


def train_module():
    from harness.measure import train as module  # (pandas and matplotlib: only where records are written)

    return module
