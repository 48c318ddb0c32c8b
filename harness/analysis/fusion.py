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
from harness.table import Doc, Heading, Table

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
    row["compile_s"], calls = timing.warm_up_sized(run, env.sync, env.compile_calls, 1, timing.MIN_ROUND_MS)
    artifacts = env.fusion_artifacts(a.steps)
    if artifacts is not None:
        row.update(evidence(env, a.steps))
        if artifacts["format"] == "xla-hlo":
            row["hlo_sha1"] = hashlib.sha1(normalised_hlo(artifacts["text"]).encode()).hexdigest()
            report = hlo.analyze(artifacts["text"], a.steps)
            row["body_kernels"] = report["body_kernels"]
        if a.dump:
            dump(Path(a.dump), row, artifacts)
    times = timing.timed_rounds(run, env.sync, a.rounds, calls)
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


def table_of(kind: str, rows: list[dict], label: str, rounds: int | None = None) -> "Table":
    """A fusion (``kind`` "fusion") or ablation ("ablation-IMPL") table from its rows: what harness
    fusion / ablate print and write, and what the report renders from their JSON."""
    from harness.artifacts import rows_table

    first = rows[0] if rows else {}
    size = f"{first.get('num_envs')} environments x {first.get('steps')} steps ({first.get('device')}" + (
        f"; median of {rounds} rollouts)" if rounds else ")")
    if kind == "fusion":
        title, columns = f"Kernels per environment step and throughput, {size}.", TABLE_COLUMNS
    else:
        which = " ".join(filter(None, (first.get("impl") or kind.removeprefix("ablation-"), first.get("variant"))))
        title, columns = f"XLA pass ablation of {which}, {size}.", ABLATION_COLUMNS
    return rows_table(rows, columns, caption=f"{title}\nMachine: {label}.")


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


# -- its commands (harness/registry.py): harness fusion and harness ablate --------------------------
def _options(p, cmd: str) -> None:
    from harness.analysis import gpu_targets

    p.add_argument("--impl", default=None if cmd == "fusion" else impls.with_role("ablate"),
                   help="comma-separated implementations (fusion: default all that report kernels)"
                   if cmd == "fusion" else f"the implementation (default {impls.with_role('ablate')}; one "
                   f"compiled by XLA: {', '.join(impls.offering('xla-passes'))})")
    p.add_argument("--device", default="cpu", help="cpu or cuda (default cpu)")
    p.add_argument("--num-envs", default="2048", help="environments (default 2048)")
    p.add_argument("--steps", default="1000", help="steps per rollout (default 1000)")
    p.add_argument("--rounds", default="5", help="timed rollouts, median reported (default 5)")
    p.add_argument("--unroll", default=None, help="values of the unroll knob, comma-separated ("
                   + ", ".join(impls.knob_names().get("unroll", [])) + ")")
    p.add_argument("--rng", default=None, choices=("threefry", "spec"), help="random numbers for the "
                   "implementations that offer several (default: each one's own; 'spec' shows the "
                   "ladder's structure without threefry's cost)")
    p.add_argument("--out", default="results", help="parent folder of the new report folder")
    if cmd == "fusion":
        p.add_argument("--dump", default=None, help="also write each variant's HLO (text, dot, svg) here")
    else:
        p.add_argument("--settings", default=None, help="comma-separated setting names (default all)")
        p.add_argument("--target", default=None, help="compile-only on GPU targets instead of running: "
                       + ", ".join(gpu_targets.names()) + ", all, or a .txtpb path (the cuda settings; "
                       "no GPU needed, nothing timed)")


def fusion_options(p) -> None:
    _options(p, "fusion")


def ablate_options(p) -> None:
    _options(p, "ablate")


def _checked(a):
    from harness import cli

    cli.choice(a.device, "device", ("cpu", "cuda"))
    n = cli.positive_int(a.num_envs, "--num-envs")
    grid.check_max_envs([n])
    unroll = cli.int_list(a.unroll, "--unroll") if a.unroll is not None else None
    out = cli.out_folder(a.out)
    return n, cli.positive_int(a.steps, "--steps"), cli.positive_int(a.rounds, "--rounds"), unroll, out


def _write_rows(out: Path, kind: str, rows: list, rounds: int) -> Path:
    """A fusion or ablation table: Markdown, CSV and JSON (what the report renders) in a new folder."""
    from harness.artifacts import Artifacts, rows_frame
    from harness.measure import machine

    folder = Artifacts.new(out, machine.label(), kind, machine.info())
    md = table_of(kind, rows, machine.label(), rounds).block()
    folder.table(kind, rows_frame(rows, TABLE_COLUMNS if kind == "fusion" else ABLATION_COLUMNS), md, index=False)
    folder.data(kind, {"rows": rows, "rounds": rounds})
    print(md)
    print(f"written to {folder.folder}")
    return folder.folder


def fusion_command(a, reader) -> int:
    n, steps, rounds, unroll, out = _checked(a)
    names = grid.impl_list(a.impl) if a.impl is not None else impls.having("kernels")
    rows = table(names, a.device, n, steps, rounds, unroll, check_dump_dir(a.dump), a.rng)
    if not rows:
        raise BadInput(f"none of {', '.join(names)} runs on {a.device}")
    _write_rows(out, "fusion", rows, rounds)
    return 0 if any(r["status"] == "ok" for r in rows) else 1


def ablate_command(a, reader) -> int:
    from harness import cli
    from harness.analysis import gpu_targets

    n, steps, rounds, unroll, out = _checked(a)
    name, xla = grid.impl_list(a.impl), impls.offering("xla-passes")
    if len(name) != 1 or name[0] not in xla:
        raise BadInput(f"--impl must be one implementation compiled by XLA, got {a.impl!r}; valid: " + ", ".join(xla))
    if a.device not in impls.devices(name[0]):
        raise BadInput(f"{name[0]} does not run on {a.device}")
    targets = gpu_targets.checked(a.target) if a.target is not None else None
    settings = ABLATIONS["cuda" if targets else a.device]
    if a.settings is not None:
        settings = {c: settings[c] for c in cli.chosen(a.settings, "--settings", list(settings))}
    variant = grid.variants(name[0], {"unroll": unroll})[0]
    if a.rng and a.rng not in impls.rng_modes(name[0]):
        raise BadInput(f"{name[0]} has no rng {a.rng!r}; valid: {', '.join(impls.rng_modes(name[0]))}")
    if targets:
        return _ablate_compile_only(targets, name[0], variant, a.rng or impls.rng_modes(name[0])[0], settings,
                                    n, steps, out)
    rows = ablate(name[0], variant, a.device, n, steps, rounds, settings, a.rng)
    _write_rows(out, f"ablation-{name[0]}", rows, rounds)
    return 0 if rows[0]["status"] == "ok" else 1


def _ablate_compile_only(targets, name: str, variant: str, rng: str, settings: dict, n: int, steps: int,
                         out: Path) -> int:
    """harness ablate --target: the XLA:GPU settings compiled for GPU targets without a GPU."""
    from harness.analysis import gpu_compile
    from harness.artifacts import Artifacts
    from harness.measure import machine

    program = gpu_compile.Program(name, rng, variant)
    rows = gpu_compile.ablation(targets, program, settings, n, steps)
    md = gpu_compile.ablation_table(rows, program.label, n, steps).block()
    print(md)
    if not any(r["status"] == "ok" for r in rows):
        print(f"error: nothing compiled ({rows[0].get('reason', 'see above')}); nothing written", file=sys.stderr)
        return 1
    folder = Artifacts.new(out, machine.label(), f"ablation-{name}-gpu", machine.info())
    folder.text(f"ablation-{name}-gpu.md", md + "\n")
    folder.data(f"ablation-{name}-gpu", {"program": program.label, "num_envs": n, "steps": steps, "rows": rows})
    print(f"written to {folder.folder}")
    return 0 if all(r["status"] == "ok" for r in rows) else 1


def fusion_section(reader, paths, df) -> Doc:
    """The fusion and ablation tables under the result paths (harness fusion / ablate), from their JSON."""
    from harness.analysis import gpu_compile

    def render(a) -> Table:
        if a.kind.endswith("-gpu"):  # harness ablate --target: compile-only on GPU targets
            return gpu_compile.ablation_table(a.doc["rows"], a.doc["program"], a.doc["num_envs"], a.doc["steps"])
        return table_of(a.kind, a.doc["rows"], a.label, a.doc.get("rounds"))

    return Doc(Heading("Fusion and ablation tables"), Doc.join("\n", (
        Doc(f"**{a.folder.name}** ({a.kind}):\n\n", render(a))
        for a in reader.artifacts(paths) if a.kind == "fusion" or a.kind.startswith("ablation-"))))


if __name__ == "__main__":  # a worker (harness/child.py): one row's arguments in, the row out
    child.serve(lambda request, emit: json.loads(json.dumps(worker(types.SimpleNamespace(**request)), default=str)))
