"""Count the kernels an XLA executable launches, from its optimized HLO text.

Works on the text of ``jax.jit(f).lower(...).compile().as_text()`` for the CPU and the GPU backends
(and on pre-optimization HLO, where nothing is fused yet). The model:

* A *kernel* is an instruction of a scheduled computation (the entry, a while loop's body or
  condition, a called computation) that does work: a fusion (``kind=kLoop/kInput/kOutput/kCustom``),
  a single op wrapped as a fusion by the ``fusion-wrapper`` pass (``wrapped_*``, counted apart), a
  custom call (cuBLAS, the threefry kernel, ...), a copy, or any other unfused op. Parameters,
  constants, tuples, get-tuple-element and bitcasts are free (no code runs).
* A ``while`` runs its condition ``trip + 1`` times and its body ``trip`` times, with ``trip`` read
  from ``backend_config={"known_trip_count":{"n":"..."}}`` or, where XLA wrote none, from the loop's
  condition (:func:`trip_count`); a loop without either is counted once and reported in
  ``unknown_trip_loops``. ``call``/``conditional`` (and GPU command
  buffers, which are calls) count the kernels of what they call.

``analyze(text, steps)`` returns per-step counts (launches of the whole rollout divided by its number
of steps, so unrolling and loop overhead are included) and the kernels of the main loop's body, each
with the notable ops it contains and, for unfused ops, what stands at the fusion boundary.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field

FREE = {"parameter", "constant", "get-tuple-element", "tuple", "bitcast", "after-all", "opt-barrier",
        "partition-id", "replica-id", "add-dependency", "domain"}
NOTABLE = ("sine", "cosine", "divide", "exponential", "log", "sqrt", "rsqrt", "tanh", "power",
           "concatenate", "dynamic-slice", "dynamic-update-slice", "slice", "gather", "scatter",
           "reduce", "transpose", "broadcast", "iota", "select", "compare", "convert", "custom-call",
           "rng", "rng-bit-generator", "sort", "while")

_HEADER = re.compile(r"^(ENTRY\s+)?%?([\w.\-]+)\s*(\(.*\))?\s*->.*\{\s*$|^(ENTRY\s+)?%?([\w.\-]+)\s*\{\s*$")
_NAME = re.compile(r"^\s*(ROOT\s+)?%?([\w.\-]+)\s*=\s*")


@dataclass
class Instr:
    name: str
    opcode: str
    shape: str
    attrs: str
    root: bool = False
    operands: tuple[str, ...] = ()

    def attr(self, key: str) -> str | None:
        m = re.search(rf"(?:^|[\s,]){key}=%?([\w.\-$]+|\"[^\"]*\")", self.attrs)
        return m.group(1).strip('"') if m else None

    def called(self, key: str) -> list[str]:
        """Computation names in ``key={%a, %b}`` or ``key=%a``."""
        m = re.search(rf"(?:^|[\s,]){key}=\{{([^}}]*)\}}", self.attrs)
        if m:
            return [s.strip().lstrip("%") for s in m.group(1).split(",") if s.strip()]
        one = self.attr(key)
        return [one] if one else []


@dataclass
class Module:
    computations: dict[str, list[Instr]] = field(default_factory=dict)
    entry: str | None = None


def _split_shape(rest: str) -> tuple[str, str]:
    """``rest`` starts with the shape: a tuple in balanced parentheses or one token."""
    rest = rest.lstrip()
    if rest.startswith("("):
        depth = 0
        for i, ch in enumerate(rest):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0:
                return rest[: i + 1], rest[i + 1:].lstrip()
    head, _, tail = rest.partition(" ")
    return head, tail


def _operands_end(text: str) -> int:
    """Index just after the operand list's closing parenthesis (text starts at '(')."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def _operand_names(text: str) -> tuple[str, ...]:
    """The names in an operand list, typed (``f32[2048,4]{1,0} %p.1, s32[] %c``: older XLA's text) or
    not (``p.1, c``): each top-level item's last word."""
    items, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "({[":
            depth += 1
        elif ch in ")}]":
            depth -= 1
        elif ch == "," and depth == 0:
            items.append(text[start:i])
            start = i + 1
    items.append(text[start:])
    return tuple(m.group(1) for item in items if (m := re.search(r"%?([\w.\-]+)\s*$", item.strip())))


def parse(text: str) -> Module:
    """Parse HLO text into computations of instructions. Raises ValueError if nothing parses."""
    mod = Module()
    current = None
    for line in text.splitlines():
        if current is None:
            m = _HEADER.match(line)
            if m and not line.startswith("HloModule"):
                current = m.group(2) or m.group(5)
                mod.computations[current] = []
                if m.group(1) or m.group(4):
                    mod.entry = current
            continue
        if line.startswith("}"):
            current = None
            continue
        m = _NAME.match(line)
        if not m:
            continue
        shape, rest = _split_shape(line[m.end():])
        op = re.match(r"([\w\-]+)\(", rest)
        if not op:
            continue
        after = rest[op.end() - 1:]
        end = _operands_end(after)
        attrs = after[end:].lstrip(", ")
        operands = _operand_names(after[1:end - 1])
        mod.computations[current].append(
            Instr(m.group(2), op.group(1), shape, attrs, bool(m.group(1)), operands))
    if not mod.computations:
        raise ValueError("no HLO computations found in the text")
    if mod.entry is None:  # pre-optimization text may omit ENTRY: take the last computation
        mod.entry = list(mod.computations)[-1]
    return mod


def trip_count(ins: Instr, mod: Module | None = None) -> int | None:
    """A while's trip count: XLA's ``known_trip_count``; where XLA wrote none (XLA:CPU of JAX 0.4.23) and
    ``mod`` is given, the count its condition states, ``ROOT compare(counter, constant(N)), direction=LT``
    with the counter the loop's first tuple element (JAX's scan and fori_loop count it from 0 by 1)."""
    m = re.search(r"\"known_trip_count\"\s*:\s*\{\s*\"n\"\s*:\s*\"?(\d+)", ins.attrs)
    if m or mod is None:
        return int(m.group(1)) if m else None
    conds = ins.called("condition")
    body = {i.name: i for i in mod.computations.get(conds[0], [])} if len(conds) == 1 else {}
    root = next((i for i in body.values() if i.root), None)
    if root is None or root.opcode != "compare" or root.attr("direction") != "LT" or len(root.operands) != 2:
        return None
    counter, limit = (body.get(o) for o in root.operands)
    if counter is None or limit is None or counter.opcode != "get-tuple-element" or counter.attr("index") != "0" \
            or limit.opcode != "constant" or not limit.operands or not limit.operands[0].isdigit():
        return None
    return int(limit.operands[0])


def kernel_type(ins: Instr) -> str | None:
    """'fusion', 'wrapped', 'custom-call', 'copy', 'op' (an unfused op), or None (free / control)."""
    if ins.opcode in FREE or ins.opcode in ("while", "call", "conditional"):
        return None
    if ins.opcode == "fusion":
        calls = ins.attr("calls") or ""
        return "wrapped" if ins.name.startswith("wrapped_") or calls.startswith("wrapped_") else "fusion"
    if ins.opcode in ("custom-call",):
        return "custom-call"
    if ins.opcode in ("copy", "copy-start"):
        return "copy"
    if ins.opcode.endswith("-done"):
        return None
    return "op"


def copies_only(mod: Module, ins: Instr) -> bool:
    """A fusion of copies alone (``copy_fusion``): XLA:GPU runs it as device-to-device copies, not a kernel
    (jaxlib 0.4.23's runtime program and today's thunks show them so)."""
    inside = Counter()
    for sub in ins.called("calls"):
        inside += _ops_inside(mod, sub)
    return ins.opcode == "fusion" and bool(inside) and set(inside) == {"copy"}


def _ops_inside(mod: Module, comp: str, seen=None) -> Counter:
    seen = set() if seen is None else seen
    out: Counter = Counter()
    if comp in seen or comp not in mod.computations:
        return out
    seen.add(comp)
    for ins in mod.computations[comp]:
        if ins.opcode not in FREE:
            out[ins.opcode] += 1
        for sub in ins.called("calls") + ins.called("to_apply"):
            out += _ops_inside(mod, sub, seen)
    return out


@dataclass
class Count:
    launches: Counter = field(default_factory=Counter)  # kernel type -> launches
    kinds: Counter = field(default_factory=Counter)  # fusion kind -> launches
    unfused: Counter = field(default_factory=Counter)  # opcode (or custom-call target) -> launches
    loops: int = 0  # while loops executed (the main one included)
    unknown_trip_loops: int = 0


def _count(mod: Module, comp: str, times: int, acc: Count, depth: int = 0) -> None:
    if depth > 50:
        raise ValueError("HLO call graph too deep (cycle?)")
    for ins in mod.computations.get(comp, []):
        kt = kernel_type(ins)
        if kt:
            acc.launches[kt] += times
            if kt == "fusion":
                acc.kinds[ins.attr("kind") or "?"] += times
            elif kt == "custom-call":
                acc.unfused[f"custom-call:{ins.attr('custom_call_target')}"] += times
            elif kt != "wrapped":
                acc.unfused[ins.opcode] += times
            else:
                acc.unfused[ins.name.split(".")[0].removeprefix("wrapped_")] += times
        elif ins.opcode == "while":
            trip = trip_count(ins, mod)
            acc.loops += times
            if trip is None:
                acc.unknown_trip_loops += times
                trip = 1
            for body in ins.called("body"):
                _count(mod, body, times * trip, acc, depth + 1)
            for cond in ins.called("condition"):
                _count(mod, cond, times * (trip + 1), acc, depth + 1)
        elif ins.opcode in ("call", "conditional"):
            for sub in ins.called("to_apply") + ins.called("branch_computations") + \
                    ins.called("true_computation") + ins.called("false_computation"):
                _count(mod, sub, times, acc, depth + 1)


def main_loop(mod: Module) -> Instr | None:
    """The entry's while with the largest trip count (the rollout's scan)."""
    loops = [i for i in mod.computations[mod.entry] if i.opcode == "while"]
    return max(loops, key=lambda i: trip_count(i, mod) or 0) if loops else None


def body_kernels(mod: Module, body: str) -> list[dict]:
    """Each kernel of a loop body: its type, fusion kind, op count and notable ops."""
    rows = []
    for ins in mod.computations.get(body, []):
        kt = kernel_type(ins)
        if ins.opcode == "while":
            kt = "loop"
        if not kt:
            continue
        inside = Counter()
        for sub in ins.called("calls") + ins.called("body"):
            inside += _ops_inside(mod, sub)
        if not inside:
            inside[ins.opcode] = 1
        notable = [f"{op}x{n}" if n > 1 else op for op, n in sorted(inside.items()) if op in NOTABLE]
        rows.append({"name": ins.name, "type": kt, "kind": ins.attr("kind") or "",
                     "target": ins.attr("custom_call_target") or "", "ops": sum(inside.values()),
                     "notable": notable})
    return rows


def analyze(text: str, steps: int) -> dict:
    """Kernels per step of a rollout of ``steps`` steps compiled to this HLO."""
    if steps < 1:
        raise ValueError(f"steps must be positive, got {steps}")
    mod = parse(text)
    acc = Count()
    _count(mod, mod.entry, 1, acc)
    loop = main_loop(mod)
    trip = trip_count(loop, mod) if loop else None
    per = lambda v: round(v / steps, 3)  # noqa: E731
    body = loop.called("body")[0] if loop else None
    nested = sum(1 for i in mod.computations.get(body, []) if i.opcode == "while") if body else 0
    boundaries = sorted(acc.unfused)
    return {
        "kernels_per_step": per(sum(acc.launches.values())),
        "fusions_per_step": per(acc.launches["fusion"]),
        "wrapped_per_step": per(acc.launches["wrapped"]),
        "custom_calls_per_step": per(acc.launches["custom-call"]),
        "copies_per_step": per(acc.launches["copy"]),
        "unfused_ops_per_step": per(acc.launches["op"]),
        "fusion_kinds": {k: per(v) for k, v in sorted(acc.kinds.items())},
        "unfused": {k: per(v) for k, v in sorted(acc.unfused.items())},
        "boundaries": boundaries,
        "loop_trip_count": trip,
        "steps_per_iteration": (steps / trip) if trip else None,
        "nested_loops_in_body": nested,
        "unknown_trip_loops": acc.unknown_trip_loops,
        "body_kernels": body_kernels(mod, body) if body else [],
    }


def summary(report: dict) -> dict:
    """The flat part of ``analyze``'s report, for benchmark extra_info and tables."""
    keep = ("kernels_per_step", "fusions_per_step", "wrapped_per_step", "custom_calls_per_step",
            "copies_per_step", "unfused_ops_per_step", "loop_trip_count", "steps_per_iteration",
            "nested_loops_in_body")
    out = {k: report[k] for k in keep}
    out["fusion_kinds"] = json.dumps(report["fusion_kinds"])
    out["boundaries"] = ", ".join(report["boundaries"])
    return out


def to_dot(text: str, computation: str | None = None) -> str:
    """A Graphviz graph of one computation (default: the main loop's body, else the entry)."""
    mod = parse(text)
    loop = main_loop(mod)
    comp = computation or (loop.called("body")[0] if loop else mod.entry)
    lines = [f'digraph "{comp}" {{', "  rankdir=TB; node [shape=box, fontsize=10];"]
    names = {i.name for i in mod.computations[comp]}
    colors = {"fusion": "lightblue", "wrapped": "lightyellow", "custom-call": "salmon", "copy": "grey",
              "op": "orange", "loop": "palegreen"}
    for ins in mod.computations[comp]:
        kt = "loop" if ins.opcode == "while" else kernel_type(ins)
        label = f"{ins.name}\\n{ins.opcode}" + (f" {ins.attr('kind')}" if ins.attr("kind") else "")
        style = f', style=filled, fillcolor={colors[kt]}' if kt else ", shape=plaintext"
        lines.append(f'  "{ins.name}" [label="{label}"{style}];')
    for ins in mod.computations[comp]:
        for src in ins.operands:
            if src in names and src != ins.name:
                lines.append(f'  "{src}" -> "{ins.name}";')
    lines.append("}")
    return "\n".join(lines) + "\n"

