"""Kernels per step from what PyTorch's three modes leave behind (the implementations' raw
``fusion_artifacts``): the profiler's ATen ops of one eager step, TorchScript's optimized graph
(``prim::TensorExprGroup`` fusion groups and the ops outside them, in the loop's body), and the
kernel launches in Inductor's generated wrapper code."""
from __future__ import annotations

import re

# ATen ops that launch nothing (views, scalar reads)
_FREE_ATEN = {"aten::select", "aten::lift_fresh", "aten::detach", "aten::alias", "aten::view", "aten::empty",
              "aten::empty_strided", "aten::resolve_conj", "aten::resolve_neg", "aten::as_strided", "aten::item",
              "aten::_local_scalar_dense"}
_FREE_NODES = ("prim::", "aten::size", "aten::__getitem__", "aten::Int", "aten::ScalarImplicit",
               "aten::select", "aten::dim", "aten::len", "aten::lt", "aten::add", "aten::format")


def profile_columns(a: dict) -> dict:
    """Eager: every op is a kernel (CUDA kernels on the GPU, top-level computing ATen ops on the CPU)."""
    if a["device"] == "cuda":
        kernels = sum(1 for ev in a["events"] if ev.device_type.name == "CUDA")
    else:
        kernels = sum(1 for ev in a["events"] if ev.name.startswith("aten::") and ev.cpu_parent is None
                      and ev.name not in _FREE_ATEN)
    return {"kernels_per_step": float(kernels), "fusions_per_step": 0.0, "boundaries": "every op (eager)"}


def walk(block):
    """Every node of a TorchScript graph or block, nested blocks' nodes included, in order."""
    for node in block.nodes():
        yield node
        for b in node.blocks():
            yield from walk(b)


def loop_ops(graph) -> tuple[int, list[str]]:
    """(fused groups, other tensor ops) in the body of the graph's prim::Loop (or the whole graph)."""
    loops = [n for n in walk(graph) if n.kind() == "prim::Loop"]
    nodes = list(walk(next(loops[0].blocks()))) if loops else list(walk(graph))
    groups = sum(1 for n in nodes if n.kind() == "prim::TensorExprGroup")
    inside = set()
    for n in nodes:  # nodes of a fusion group's subgraph are not separate kernels
        if n.kind() == "prim::TensorExprGroup":
            inside.update(walk(n.g("Subgraph")))
    ops = [n.kind() for n in nodes if n not in inside and n.kind().startswith("aten::")
           and not n.kind().startswith(_FREE_NODES) and any(o.type().kind() == "TensorType" for o in n.outputs())]
    return groups, ops


def torchscript_columns(a: dict) -> dict:
    groups, ops = loop_ops(a["graph"])
    return {"kernels_per_step": float(groups + len(ops)), "fusions_per_step": float(groups),
            "boundaries": ", ".join(sorted(set(ops))) or "none (one fused group)",
            "notes": f"{groups} prim::TensorExprGroup in the loop"}


def inductor_kernel_calls(code: str) -> list[str]:
    """Kernel launches in Inductor's wrapper code: C++ kernels (``cpp_fused_*(...)``) on the CPU,
    Triton kernels (``triton_*.run(...)``) on CUDA, counted where ``call()`` invokes them."""
    body = code.split("def call(", 1)[1] if "def call(" in code else code
    body = body.split("\ndef ", 1)[0]
    calls = re.findall(r"\b(cpp_fused_\w+)\(", body) + re.findall(r"\b(triton_\w+)\.run\(", body)
    return [re.sub(r"_\d+$", "", c) for c in calls]


def inductor_columns(a: dict) -> dict:
    kernels = inductor_kernel_calls(a["text"]) if a["text"] else []
    per = a["steps_per_call"]
    return {"kernels_per_step": len(kernels) / per, "fusions_per_step": len(kernels) / per,
            "boundaries": ", ".join(sorted(set(kernels))),
            "notes": f"{len(kernels)} kernel launch(es) per {per}-step graph"}


COLUMNS_OF = {"torch-profile": profile_columns, "torchscript-graph": torchscript_columns,
              "inductor": inductor_columns}
