"""Fusion evidence: kernels per step for every implementation that reports it, and XLA pass ablations.

Every measurement runs in its own process (``python -m harness.analysis.fusion``, harness/child.py), because XLA
reads XLA_FLAGS once per process and an unknown flag aborts it: a crash becomes a failed row, not a
lost run. A worker builds the implementation, compiles one rollout, reads its fusion artifacts
(optimized HLO for JAX, the optimized graph or generated kernels for torch), counts kernels, times a
few rollouts (compilation kept out), and answers its row (the child protocol, harness/child.py).

``table``: one row per (implementation, variant): kernels, fusions, wrapped single ops, custom calls
and copies per step, nested loops, fusion kinds, what stands at the fusion boundaries, throughput.
``ablate``: one implementation under several XLA settings, each against the default: a setting whose
optimized HLO is identical to the default's is reported as "no effect" (XLA ignores unknown pass
names silently), a crashing one as "failed" with its last error line.

It is also the pytest plugin that adds these columns to every point the benchmark measures
(``pytest_cartpole_point_facts``; loaded by the root conftest.py and by ``python -m harness sweep``).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
import types
from pathlib import Path

import numpy as np

import impls
from harness import child
from harness.analysis import hlo, torch_graphs
from harness.cli import BadInput
from harness.measure import grid, process, strict, timing, variants

# XLA settings for the ablation, per device: name -> XLA_FLAGS added to the default.
ABLATIONS = {
    "cpu": {
        "no-fusion": "--xla_disable_hlo_passes=fusion",
        "multi-output-fusion": "--xla_backend_extra_options=xla_cpu_use_multi_output_fusion",
        "no-algsimp": "--xla_disable_hlo_passes=algsimp",
        "no-cse": "--xla_disable_hlo_passes=cse",
        "no-licm": "--xla_disable_hlo_passes=while-loop-invariant-code-motion",
        "no-such-pass (control)": "--xla_disable_hlo_passes=no-such-pass",
    },
    "cuda": {
        "no-fusion": "--xla_disable_hlo_passes=fusion",
        "no-priority-fusion": "--xla_disable_hlo_passes=priority-fusion",
        "no-multi-output-fusion": "--xla_disable_hlo_passes=multi_output_fusion",
        "no-horizontal-fusion": "--xla_disable_hlo_passes=horizontal_loop_fusion",
        "no-command-buffers": "--xla_gpu_enable_command_buffer=",
        "no-such-pass (control)": "--xla_disable_hlo_passes=no-such-pass",
    },
}


def evidence(env, steps: int) -> dict:
    """Fusion columns for one built implementation, or {} if it reports none."""
    a = env.fusion_artifacts(steps)
    if a is None:
        return {}
    if a["format"] == "xla-hlo":
        return hlo.summary(hlo.analyze(a["text"], steps))
    if a["format"] == "columns":  # counted by the implementation itself (IREE's dispatches)
        return a["columns"]
    return torch_graphs.COLUMNS_OF[a["format"]](a)


def pytest_cartpole_point_facts(env, steps):
    """The benchmark's hook (harness.measure.plugin): kernels per step of each measured point."""
    return evidence(env, steps)


def normalised_hlo(text: str) -> str:
    """HLO without metadata and source locations, its instruction and computation names (``%...``)
    replaced by ``%n0``, ``%n1``, ... in order of first appearance and the numbers XLA appends to other
    names dropped: the names count what the process traced before and even take a traced function's
    name (``%threefry_draw.12`` in one process, ``%get-tuple-element.12`` in another, by the order
    tests ran in), so two compilations of one program compare equal."""
    text = re.sub(r", metadata=\{[^}]*\}", "", text)
    text = re.sub(r"^(FileNames|FunctionNames|FileLocations|StackFrames)\n(?:.+\n)*", "", text, flags=re.M)
    names: dict[str, str] = {}
    text = re.sub(r"%[A-Za-z_][\w\-.]*", lambda m: names.setdefault(m.group(0), f"%n{len(names)}"), text)
    return re.sub(r"([A-Za-z_][\w\-]*)\.\d+\b", r"\1.#", text)


# -- worker (runs in the subprocess) -------------------------------------------------------------------
def worker(a) -> dict:
    options = variants.variant_options(a.variant)
    if a.rng:
        options["rng"] = a.rng
    row = {"impl": a.impl, "variant": a.variant, "device": a.device, "num_envs": a.num_envs,
           "steps": a.steps, "rng": a.rng or impls.rng_modes(a.impl)[0],
           "xla_flags": os.environ.get("XLA_FLAGS", "")}
    t0 = time.perf_counter()
    try:
        env = impls.make(a.impl, a.num_envs, seed=0, device=a.device, **options)
        env.sync()
    except impls.NotAvailable as exc:
        return {**row, "status": "failed" if strict.must_run(a.device, exc, a.impl) else "skipped",
                "reason": str(exc)}
    row["build_s"] = time.perf_counter() - t0
    run = lambda: env.rollout(a.steps)  # noqa: E731
    row["compile_s"] = timing.warm_up(run, env.sync, env.compile_calls)
    artifacts = env.fusion_artifacts(a.steps)
    if artifacts is not None:
        row.update(evidence(env, a.steps))
        if artifacts["format"] == "xla-hlo":
            row["hlo_sha1"] = hashlib.sha1(normalised_hlo(artifacts["text"]).encode()).hexdigest()
            report = hlo.analyze(artifacts["text"], a.steps)
            row["body_kernels"] = report["body_kernels"]
        if a.dump:
            dump(Path(a.dump), row, artifacts)
    times = timing.timed_rounds(run, env.sync, a.rounds)
    row["env_steps_per_s"] = a.num_envs * a.steps / float(np.median(times)) if times else None
    row["status"] = "ok"
    return row


def dump(folder: Path, row: dict, artifacts: dict) -> None:
    stem = "-".join(p for p in (row["impl"], row["variant"].replace("=", ""), row["device"]) if p)
    if artifacts["format"] == "xla-hlo":
        (folder / f"{stem}.hlo.txt").write_text(artifacts["text"])
        (folder / f"{stem}.pre-optimization.hlo.txt").write_text(artifacts["pre_optimization"])
        dot = hlo.to_dot(artifacts["text"])
        (folder / f"{stem}.loop-body.dot").write_text(dot)
        if shutil.which("dot"):
            subprocess.run(["dot", "-Tsvg", "-o", str(folder / f"{stem}.loop-body.svg")], input=dot,
                           text=True, check=False)
    else:
        (folder / f"{stem}.{artifacts['format']}.txt").write_text(artifacts.get("text", ""))


def run_worker(impl, variant, device, num_envs, steps, rounds, extra_flags="", dump_dir=None,
               rng=None, timeout=900) -> dict:
    """One worker process with the implementation's environment plus ``extra_flags`` in XLA_FLAGS."""
    env = process.python_env(impl, device, xla_flags=extra_flags)
    request = {"impl": impl, "variant": variant, "device": device, "num_envs": num_envs, "steps": steps,
               "rounds": rounds, "dump": str(dump_dir) if dump_dir else None, "rng": rng}
    base = {"impl": impl, "variant": variant, "device": device, "num_envs": num_envs, "steps": steps,
            "rng": rng or impls.rng_modes(impl)[0], "xla_flags": env.get("XLA_FLAGS", "")}
    try:
        return child.run(__name__, request, env, timeout=timeout)[0]
    except child.ChildError as exc:  # a crash under a pass setting is the row's finding
        return {**base, "status": "failed", "reason": str(exc).removeprefix(f"{__name__} ")}


TABLE_COLUMNS = [("impl", "implementation"), ("variant", "variant"), ("rng", "rng"), ("status", "status"),
                 ("kernels_per_step", "kernels/step"), ("fusions_per_step", "fusions/step"),
                 ("wrapped_per_step", "wrapped ops/step"), ("custom_calls_per_step", "custom calls/step"),
                 ("copies_per_step", "copies/step"), ("nested_loops_in_body", "nested loops"),
                 ("fusion_kinds", "fusion kinds (per step)"), ("boundaries", "unfused at the boundaries"),
                 ("mega_steps", "M env-steps/s"), ("build_s", "build s"), ("compile_s", "compile s"),
                 ("reason", "note")]
ABLATION_COLUMNS = [("setting", "setting"), ("rng", "rng"), ("xla_flags", "XLA_FLAGS"), ("effect", "effect"),
                    ("kernels_per_step", "kernels/step"), ("fusions_per_step", "fusions/step"),
                    ("copies_per_step", "copies/step"), ("mega_steps", "M env-steps/s"),
                    ("speed_vs_default", "vs default"), ("reason", "note")]


def table_markdown(kind: str, rows: list[dict], label: str, rounds: int | None = None) -> str:
    """A fusion (``kind`` "fusion") or ablation ("ablation-IMPL") table from its rows: what harness
    fusion / ablate print and write, and what the report renders from their JSON."""
    from harness.artifacts import rows_to_markdown

    first = rows[0] if rows else {}
    size = f"{first.get('num_envs')} environments x {first.get('steps')} steps ({first.get('device')}" + (
        f"; median of {rounds} rollouts)" if rounds else ")")
    if kind == "fusion":
        title, columns = f"Kernels per environment step and throughput, {size}.", TABLE_COLUMNS
    else:
        which = " ".join(filter(None, (first.get("impl") or kind.removeprefix("ablation-"), first.get("variant"))))
        title, columns = f"XLA pass ablation of {which}, {size}.", ABLATION_COLUMNS
    return f"{title}\nMachine: {label}.\n\n" + rows_to_markdown(rows, columns)


def _finish(row: dict) -> dict:
    if row.get("env_steps_per_s"):
        row["mega_steps"] = row["env_steps_per_s"] / 1e6
    return row


def check_dump_dir(path: str | None) -> Path | None:
    """Create the dump folder and prove it is writable, before any work starts."""
    if not path:
        return None
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".write-test"
        probe.write_text("")
        probe.unlink()
    except OSError as exc:
        raise BadInput(f"--dump folder {path!r} cannot be written: {exc.strerror or exc}") from None
    return folder


def table(names, device, num_envs, steps, rounds, unroll=None, dump_dir=None, rng=None) -> list[dict]:
    """``rng``: run every implementation that offers it in that random-number mode (e.g. 'spec', to
    see the ladder's structure without threefry's cost); the others in their default mode."""
    rows = []
    for name in names:
        if device not in impls.devices(name):
            continue
        mode = rng if rng in impls.rng_modes(name) else None
        for variant in grid.variants(name, {"unroll": unroll}, device):
            print(f"... {name} {variant} on {device}", file=sys.stderr, flush=True)
            rows.append(_finish(run_worker(name, variant, device, num_envs, steps, rounds, dump_dir=dump_dir,
                                           rng=mode)))
    return rows


def ablate(name, variant, device, num_envs, steps, rounds, settings: dict[str, str], rng=None) -> list[dict]:
    default = _finish(run_worker(name, variant, device, num_envs, steps, rounds, rng=rng))
    default.update(setting="default", effect="baseline", speed_vs_default=1.0)
    rows = [default]
    for label, flags in settings.items():
        print(f"... {name} under {label}: {flags}", file=sys.stderr, flush=True)
        row = _finish(run_worker(name, variant, device, num_envs, steps, rounds, extra_flags=flags, rng=rng))
        row["setting"] = label
        if row["status"] != "ok":
            row["effect"] = "failed"
        elif default.get("hlo_sha1") and row.get("hlo_sha1") == default.get("hlo_sha1"):
            row["effect"] = "no effect (same optimized HLO)"
        else:
            row["effect"] = "changed HLO"
        if row.get("env_steps_per_s") and default.get("env_steps_per_s"):
            row["speed_vs_default"] = row["env_steps_per_s"] / default["env_steps_per_s"]
        rows.append(row)
    return rows


if __name__ == "__main__":  # a worker (harness/child.py): one row's arguments in, the row out
    child.serve(lambda request, emit: json.loads(json.dumps(worker(types.SimpleNamespace(**request)), default=str)))
