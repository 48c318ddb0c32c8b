"""XLA:CPU's machine code of a rollout, read from the dump its compiler writes when asked (``--xla_dump_to``):
the object files of the kernels that the rollout loop's body calls. Shared by the implementations XLA
compiles for the CPU (jax-fused, tf-xla), for harness cpu-code (impls.api.CodeReading)."""
from __future__ import annotations

import os
import re
from pathlib import Path

from impls.api import CodeReading, MachineCode

# The dump harness cpu-code's child is started with: XLA writes its HLO and object files into the folder
READING = CodeReading(dump=(("XLA_FLAGS", "--xla_dump_to={folder}"),), with_division=False, steps=100)


def loop_body_kernels(hlo: str) -> set[str]:
    """The fusions (kernels) that the while loops' body computations call, from optimized HLO text;
    what XLA hoisted out of the loop (the environments' keys E(e, j)) is not among them."""
    blocks = {m.group(1): m.group(0) for m in re.finditer(r"^%([\w.-]+) \(.*?^}", hlo, re.M | re.S)}
    names = set()
    for body in re.findall(r"\bbody=%([\w.-]+)", hlo):
        names |= set(re.findall(r"^\s*%([\w.-]+) = [^\n]*? fusion\(", blocks.get(body, ""), re.M))
    return names


def machine_code(folder: Path) -> MachineCode:
    """The object files of the loop body's kernels in XLA's dump in ``folder`` (JAX's module is jit_rollout,
    TensorFlow's a_inference_rollout_N...: the largest is the rollout)."""
    found = list(Path(folder).glob("*rollout*cpu_after_optimizations.txt"))
    if not found:
        raise RuntimeError(f"XLA dumped no rollout module into {folder}")
    names = loop_body_kernels(max(found, key=os.path.getsize).read_text())
    files = []
    for obj in sorted(Path(folder).glob("*obj-file.*.o")):
        if re.sub(r"^.*obj-file\.(__compute_module_)?|(_kernel_module)?\.o$", "", obj.name) in names:
            files.append(str(obj))
    return MachineCode(tuple(files), f"{len(names)} kernels in the loop body, each a loop over the environments; "
                       "every kernel counts once per step")
