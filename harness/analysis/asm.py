"""Reading machine code: x86 instructions from objdump's or LLVM's assembly text, the loops in them
(a backward branch closes a loop), each instruction's class, and a step's hot loops counted per
environment step. ``harness cpu-code`` reads every CPU implementation's code with it, and
``harness.analysis.cpu_peak`` its micro-kernels' code."""
from __future__ import annotations

import dataclasses
import re

from harness.registry import CLASSES  # the classes are a cpu-code result's fields: declared with its shape

# One instruction: (position, mnemonic, operand text); position orders them, labels name targets.
_OBJDUMP = re.compile(r"^\s*([0-9a-f]+):\s+(?:[0-9a-f]{2} )*\s*([a-z][a-z0-9.]*)\s*(.*)$")
_JUMP_TARGET = re.compile(r"^([0-9a-f]+)\b")


@dataclasses.dataclass
class Loop:
    function: str
    instructions: list  # [(mnemonic, operands)]
    envs_per_iteration: float | None
    vector_bits: int

    def counts(self) -> dict[str, int]:
        out = dict.fromkeys(CLASSES, 0)
        for m, ops in self.instructions:
            out[classify(m, ops)] += 1
        return out


def classify(mnemonic: str, operands: str) -> str:
    m = mnemonic
    if m.startswith("j"):
        return "branch"
    if m.startswith("call"):
        return "call"
    vec = "%xmm" in operands or "%ymm" in operands or "%zmm" in operands
    memory = "(" in operands
    if m.startswith(("vmov", "mov", "vbroadcast", "vpbroadcast", "vgather", "vpgather", "vscatter", "vmaskmov",
                     "vpmaskmov", "vextract", "vinsert", "push", "pop", "kmov", "vcompress", "vexpand")) \
            and memory:
        return "load/store"
    if vec and re.match(r"v?p[a-z]", m) and not m.startswith(("vperm", "vpermil")):
        return "integer vector"
    if vec and re.search(r"(ss|sd)$", m):
        return "scalar FP"
    if vec:
        return "vector FP"
    return "other"


def parse_objdump(text: str) -> dict[str, list]:
    """objdump -d text -> {function: [(address, mnemonic, operands)]}."""
    funcs: dict[str, list] = {}
    current = None
    for line in text.splitlines():
        head = re.match(r"^[0-9a-f]+ <(.+)>:$", line)
        if head:
            current = funcs.setdefault(head.group(1), [])
            continue
        m = _OBJDUMP.match(line)
        if m and current is not None:
            current.append((int(m.group(1), 16), m.group(2), m.group(3).split("#")[0].strip()))
    return funcs


def parse_llvm_asm(text: str) -> dict[str, list]:
    """LLVM's assembly text (Numba's dump) -> {function: [(index, mnemonic, operands)]}, jump
    targets rewritten as the index of their label."""
    funcs: dict[str, list] = {}
    current, labels, pending = None, {}, []
    for line in text.splitlines():
        if re.match(r"^[A-Za-z_$.][\w$.@]*:", line) and not line.startswith(".L"):
            name = line.split(":")[0]
            current = funcs.setdefault(name, [])
            labels, pending = {}, []
            continue
        if current is None:
            continue
        lab = re.match(r"^(\.L\w+):", line)
        if lab:
            labels[lab.group(1)] = len(current)
            continue
        ins = re.match(r"^\s+([a-z][a-z0-9]*)\s*(.*)$", line)
        if ins and not ins.group(1).startswith("."):
            m, ops = ins.group(1), ins.group(2).split("#")[0].strip()
            if m.startswith("j") and ops.startswith(".L"):
                pending.append((len(current), ops))
            current.append([len(current), m, ops])
            for i, target in pending:
                if target in labels:
                    current[i][2] = f"{labels[target]:x}"
            pending = [(i, t) for i, t in pending if t not in labels]
    return {k: [tuple(x) for x in v] for k, v in funcs.items()}


def loops(function: str, code: list) -> list[Loop]:
    """The innermost loops of a function that use vector registers: [target .. backward jump]."""
    pos = {p: i for i, (p, _, _) in enumerate(code)}
    spans = []
    for i, (p, m, ops) in enumerate(code):
        t = _JUMP_TARGET.match(ops)
        if m.startswith("j") and t and int(t.group(1), 16) <= p and int(t.group(1), 16) in pos:
            spans.append((pos[int(t.group(1), 16)], i))
    # a loop is a span that advances environments (a division or an induction step) and uses
    # vector registers; of nested ones the innermost (branches inside a loop body, as in XLA's guards
    # of out-of-range shifts, close spans that are not loops over environments)
    real = []
    for a, b in spans:
        body = [(m, ops) for _, m, ops in code[a:b + 1]]
        text = " ".join(ops for _, ops in body)
        steps = env_steps_per_iteration(body)
        if re.search(r"%[xyz]mm", text) and steps:
            real.append((a, b, body, text, steps))
    out = []
    for a, b, body, text, steps in real:
        if any((o[0], o[1]) != (a, b) and a <= o[0] and o[1] <= b for o in real):
            continue
        bits = 512 if "%zmm" in text else 256 if "%ymm" in text else 128
        out.append(Loop(function, body, steps, bits))
    return out


def _lanes(operands: str) -> int:
    return 16 if "%zmm" in operands else 8 if "%ymm" in operands else 4


def env_steps_per_iteration(body: list) -> float | None:
    """Env-steps one iteration does. Every env-step of Cartpole has exactly one division (theta_acc),
    so a loop with divisions does as many env-steps as its divisions have lanes (vdivps zmm: 16,
    divss: 1); a loop without (one of XLA's kernels) advances as many environments as its induction
    step says (envs_per_iteration)."""
    lanes = sum(_lanes(ops) if m.startswith(("vdivps", "divps")) else 1
                for m, ops in body if m.startswith(("vdivps", "divps", "vdivss", "divss")))
    return float(lanes) if lanes else envs_per_iteration(body)


def envs_per_iteration(body: list) -> float | None:
    """Environments one iteration advances: the step of a register that indexes memory
    (``add $0x40,%rsi`` with ``(%rax,%rsi,4)``: 64 elements), else the byte step of a pointer over
    float32 arrays (``add $0x100,%rdi``: 64)."""
    text = " ".join(o for _, o in body)
    steps = []
    for m, ops in body:
        inc = re.match(r"\$(-?0x[0-9a-f]+|-?\d+),\s*%(\w+)$", ops)
        if m in ("add", "addq", "sub", "subq") and inc:
            imm = int(inc.group(1), 0)
            imm = imm - (1 << 64) if imm >= 1 << 63 else imm  # objdump prints -128 as 0xff..80
            steps.append((abs(imm), inc.group(2)))
    for imm, reg in steps:
        if re.search(r"\([^)]*,%" + reg + r",\d\)", text):
            return float(imm)
    return steps[0][0] / 4 if steps else None


def main_loops(found: list[Loop]) -> list[Loop]:
    """Per function, its main vector loop: the widest vectors, the most environments per iteration,
    and of those the shortest body (remainder loops, and a variant for a rarely taken case such as
    the full sin/cos of a call's first step, are left out)."""
    best: dict[str, Loop] = {}
    for lp in found:
        if not lp.envs_per_iteration:
            continue
        key = (lp.vector_bits, lp.envs_per_iteration, -len(lp.instructions))
        cur = best.get(lp.function)
        if cur is None or key > (cur.vector_bits, cur.envs_per_iteration, -len(cur.instructions)):
            best[lp.function] = lp
    return list(best.values())


def analyse_loops(impl: str, found: list[Loop], note: str = "") -> dict:
    """One table row: instructions per env-step by class, summed over the step's hot loops."""
    usable = [lp for lp in found if lp.envs_per_iteration]
    per = dict.fromkeys(CLASSES, 0.0)
    wide = 0.0  # vector operations per env-step in 512-bit loops
    for lp in usable:
        c = lp.counts()
        for k, v in c.items():
            per[k] += v / lp.envs_per_iteration
        if lp.vector_bits == 512:
            wide += (c["vector FP"] + c["integer vector"]) / lp.envs_per_iteration
    bits = max((lp.vector_bits for lp in usable), default=0)
    return {"impl": impl, "status": "ok" if usable else "skipped", "loops": len(usable),
            "vector_bits": bits, "per_env_step": per, "vector_ops_512": wide,
            "instructions_per_env_step": sum(per.values()), "note": note,
            "functions": sorted({lp.function for lp in usable})}


def hot_loops(funcs: dict[str, list], with_division: bool, only: str = "") -> list[Loop]:
    """The main loop of each function (whose name contains ``only``); ``with_division``: only loops
    that hold the step's division (the physics), for code that also has other vector loops."""
    found = [lp for f, code in funcs.items() if only in f for lp in loops(f, code)]
    if with_division:
        found = [lp for lp in found if any(m.startswith(("vdivps", "divps", "vdivss", "divss"))
                                           for m, _ in lp.instructions)]
    return main_loops(found)
