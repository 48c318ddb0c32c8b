"""Which XLA:GPU pass makes which kernel: the per-pass dumps and the pass log of one compile.

``harness gpu-compile --passes`` compiles with ``xla_dump_hlo_pass_re=.*`` and XLA's pass-pipeline
log on. From these: the rollout loop's would-be kernels after each pass (hlo.py's ``kernel_type``
over the body's instructions; a pass that changes the count made or removed kernels), and the passes
this XLA runs (so that a setting naming a pass can be told from a pass that found nothing to do).
docs/gpu-compile.md.
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from harness.analysis import hlo
from harness.table import Doc, Table

# The fusion passes of the study's XLA:GPU (2023) by their names in XLA's source: GpuInstructionFusion
# ("fusion", InstructionFusion::name), FusionMerger, GpuHorizontalLoopFusion, and today's.
STUDY_PASSES = {"fusion": "instruction fusion", "fusion_merger": "fusion merger",
                "horizontal_loop_fusion": "horizontal loop fusion", "multi_output_fusion": "multi-output fusion",
                "priority-fusion": "priority fusion"}
PASS_LOG_ENV = {"TF_CPP_MIN_LOG_LEVEL": "0", "TF_CPP_VMODULE": "hlo_pass_pipeline=2"}
_FILE = re.compile(r"^(module_\d+)\.[^.]+(?:\.[^.]+)*?\.(\d{4})\.([^.]+)\.(.+)\.txt$")
_RAN = re.compile(r"hlo_pass_pipeline\.cc:\d+\]\s+(?:HLO pass (\S+)$|Running HLO pass pipeline on module [^:]+: (\S+))")


def passes_run(log: str) -> dict[str, list[str]]:
    """XLA's pass log -> {"pipelines": [...], "passes": [...]}, each name once, in the order first run."""
    pipelines, passes = {}, {}
    for line in log.splitlines():
        m = _RAN.search(line.rstrip())
        if m and m.group(1):
            passes[m.group(1)] = None
        elif m:
            pipelines[m.group(2)] = None
    return {"pipelines": list(pipelines), "passes": list(passes)}


def disabled_unknown(flags: str, ran: dict[str, list[str]]) -> list[str]:
    """The names in ``--xla_disable_hlo_passes=`` that are neither a pass nor a pipeline XLA ran."""
    known = set(ran["pipelines"]) | set(ran["passes"])
    out = []
    for flag in flags.split():
        name, _, value = flag.removeprefix("--").partition("=")
        if name == "xla_disable_hlo_passes":
            out += [v for v in value.split(",") if v and v not in known]
    return out


def pass_dumps(folder: Path) -> list[tuple[str, str, Path]]:
    """The compiled module's per-pass dumps in order: (pipeline, pass, file), the module before
    optimizations first as ("", "start", file). The compiled module is the one XLA wrote its optimized
    HLO for (``*gpu_after_optimizations.txt``)."""
    final = next(iter(sorted(folder.glob("module_*gpu_after_optimizations.txt"))), None)
    if final is None:
        return []
    module = final.name.split(".")[0]
    out = []
    for f in folder.glob(f"{module}.*.txt"):
        m = _FILE.match(f.name)
        if not m:
            continue
        pipeline, rest = m.group(3), m.group(4)
        name = rest.split(".before_")[0].removeprefix("after_")
        out.append((int(m.group(2)), pipeline, name, f))
    start = next(iter(folder.glob(f"{module}.*before_optimizations.txt")), None)
    return ([("", "start", start)] if start else []) + [(p, n, f) for _, p, n, f in sorted(out, key=lambda t: t[0])]


def loop_ops(text: str) -> Counter | None:
    """The rollout loop's body (the while with the most work, wherever a call put it): its would-be
    kernels by opcode (a fusion by its kind), through the computations it calls; None without a loop."""
    mod = hlo.parse(text)
    best = None
    for comp in _reachable(mod, mod.entry):
        for ins in mod.computations.get(comp, []):
            if ins.opcode == "while" and ins.called("body"):
                ops = _ops(mod, ins.called("body")[0])
                if best is None or sum(ops.values()) > sum(best.values()):
                    best = ops
    return best


def _reachable(mod: hlo.Module, comp: str, seen: set | None = None) -> list[str]:
    seen = set() if seen is None else seen
    if comp in seen or comp not in mod.computations:
        return []
    seen.add(comp)
    out = [comp]
    for ins in mod.computations[comp]:
        if ins.opcode in ("call", "while", "conditional"):
            for key in ("to_apply", "body", "condition", "branch_computations", "true_computation",
                        "false_computation"):
                for c in ins.called(key):
                    out += _reachable(mod, c, seen)
    return out


def _ops(mod: hlo.Module, comp: str, depth: int = 0) -> Counter:
    out: Counter = Counter()
    for ins in mod.computations.get(comp, []):
        if ins.opcode == "call" and depth < 8:
            for c in ins.called("to_apply"):
                out += _ops(mod, c, depth + 1)
        elif hlo.kernel_type(ins):
            out[f"fusion {ins.attr('kind')}" if ins.opcode == "fusion" else ins.opcode] += 1
    return out


def pass_changes(folder: Path, steps_per_iteration: int) -> dict:
    """The loop body's would-be kernels per step at the start and after each pass that changed them,
    with the opcodes whose count changed (``ops``: before -> after, per step)."""
    dumps = pass_dumps(folder)
    spi = max(1, steps_per_iteration)
    per_step = lambda c: sum(c.values()) / spi  # noqa: E731
    prev, changes, start = None, [], None
    for pipeline, name, path in dumps:
        ops = loop_ops(path.read_text())
        if ops is None:
            continue
        if prev is None:
            start = per_step(ops)
        elif ops != prev:
            diff = {k: (prev.get(k, 0) / spi, ops.get(k, 0) / spi) for k in sorted(set(prev) | set(ops))
                    if prev.get(k, 0) != ops.get(k, 0)}
            if per_step(ops) != per_step(prev):
                changes.append({"pipeline": pipeline, "pass": name, "before": per_step(prev), "after": per_step(ops),
                                "ops": diff})
        prev = ops
    return {"dumps": len(dumps), "start": start, "final": per_step(prev) if prev is not None else None,
            "changes": changes}


def by_pass(changes: list[dict]) -> dict[str, float]:
    """A program's changes summed per pass name (the simplification pipeline runs algsimp many times)."""
    out: dict[str, float] = {}
    for c in changes:
        out[c["pass"]] = out.get(c["pass"], 0.0) + c["after"] - c["before"]
    return {k: v for k, v in out.items() if v}


def _cell(values: dict[str, float | None], fmt) -> str:
    """One value per target: the most common shown, the targets that differ named beside it."""
    shown = {t: fmt(v) for t, v in values.items()}
    if not shown:
        return ""
    common = Counter(shown.values()).most_common(1)[0][0]
    others = "; ".join(f"{t} {v}" for t, v in shown.items() if v != common)
    return f"{common} ({others})" if others else common


def table(rows: list[dict]) -> tuple[list[str], list[tuple[str, dict[str, str]]]]:
    """Rows of harness gpu-compile with ``pass_changes`` -> (programs, [(row name, {program: cell})]):
    the loop body's would-be kernels per step at the start, each pass's change, and at the end."""
    have = [r for r in rows if r.get("status") == "ok" and r.get("pass_changes")]
    programs = list(dict.fromkeys(r["program"] for r in have))
    names = list(dict.fromkeys(k for r in have for k in by_pass(r["pass_changes"]["changes"])))
    signed = lambda v: "" if v is None else ("0" if not v else f"{v:+.4g}".replace("-", "\u2212"))  # noqa: E731
    plain = lambda v: "" if v is None else f"{v:.4g}"  # noqa: E731

    def line(label, value, fmt):
        return (label, {p: _cell({r["target"]: value(r) for r in have if r["program"] == p}, fmt) for p in programs})

    out = [line("before optimizations", lambda r: r["pass_changes"]["start"], plain)]
    out += [line(n, lambda r, n=n: by_pass(r["pass_changes"]["changes"]).get(n, 0.0), signed) for n in names]
    out.append(line("after optimizations (loop body)", lambda r: r["pass_changes"]["final"], plain))
    return programs, out


def to_doc(rows: list[dict]) -> Doc:
    """The per-pass table (programs as columns) and which of the study's fusion passes this XLA runs;
    one table per XLA version when the rows come from several (gpu-compile --xla)."""
    version = lambda r: r.get("jax") or r.get("xla") or ""  # noqa: E731
    versions = list(dict.fromkeys(version(r) for r in rows if r.get("status") == "ok" and r.get("pass_changes")))
    if len(versions) > 1:
        return Doc.join("\n\n", (f"**XLA (jaxlib) {v}**: " + to_doc([r for r in rows if version(r) == v])
                                  for v in versions))
    programs, lines = table(rows)
    if not programs:
        return Doc()
    ran = next((r["passes_run"] for r in rows if r.get("passes_run")), None)
    presence = ""
    if ran:
        have = set(ran["passes"]) | set(ran["pipelines"])
        presence = (f"\n\nXLA ran {len(ran['passes'])} passes in {len(ran['pipelines'])} pipelines (its pass log). "
                    "The study's fusion passes: " + "; ".join(
                        f"{label} (`{name}`): {'runs' if name in ran['passes'] else 'not run' + (' (a pipeline of that name runs)' if name in have else '')}"
                        for name, label in STUDY_PASSES.items()) + ".")
    return Doc(Table(
        ["pass", *programs], [[name, *(cells[p] for p in programs)] for name, cells in lines],
        [False] * (1 + len(programs)), footer=presence,
        caption="Which pass makes the loop's kernels: the rollout loop body's would-be kernels per step (every op "
                "that does work, before fusion each its own kernel; through the calls the body makes) before "
                "XLA:GPU's optimizations, each pass's change (a pass run several times summed; passes that changed "
                "nothing left out), and after them. A cell shows the most common value over the targets, the "
                "targets that differ in brackets. From XLA's per-pass dumps (`xla_dump_hlo_pass_re=.*`)."))
