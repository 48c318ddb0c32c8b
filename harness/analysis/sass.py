"""SASS instruction counts per environment step of the GPU kernels, and the ceiling they imply.

No GPU is needed: the rollout kernels are compiled for a target architecture (sm_90, the H200) by
the compilers the implementations use (NVRTC through CuPy for cupy-raw's .cu source, as
cupy.RawModule compiles it, or ``nvcc -cubin`` without CuPy's NVRTC; Numba's NVVM then ``ptxas`` for
numba-cuda), disassembled with ``cuobjdump --dump-sass``, and the step loop is read:

- the step loop is the backward branch of the rollout kernel with the largest span;
- a region that a forward branch inside the loop jumps over is *conditional*; a conditional region
  holding a call, local-memory traffic or float64 work is a *cold* slow path (sincosf's Payne-Hanek
  reduction for |x| >= 105615, the division's denormal/overflow fix-up, sincosf itself behind
  cupy-raw's small-angle test), never taken by this simulation's states; the other side of an
  if/else whose one side is cold always runs; any other conditional region is the same-step reset;
- instructions per step = always-executed + p_warp x reset, where p_warp is the measured fraction
  of (warp, step) pairs in which at least one of the warp's 32 environments resets (a warp runs the
  reset block whenever any of its lanes needs it).

The ceiling is a bound, not a prediction: every warp instruction needs an issue slot (4 per clock
per SM), and each class of instruction has a per-SM throughput (CUDA C++ Programming Guide,
arithmetic-instruction throughput, compute capability 9.0): FP32 add/mul/FMA 128 per clock, 32-bit
integer multiply 64, other integer/logic/compare/select 64, MUFU (rcp, sin, cos) and conversions
from/to 64-bit or through the XU 16, loads/stores 32. Cycles per env-step on one SM = the largest of
(instructions / 128) and (per class: count / throughput); ceiling = SMs x clock / that.
"""
from __future__ import annotations

import functools

import glob
import os
import re
import shutil
import subprocess
import sysconfig
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import impls
from harness.analysis import code_child
from harness import artifacts
from harness.artifacts import frame_table
from harness.measure import process
from harness.table import Doc, Heading

WARP = 32

# The H200 (NVIDIA's data sheet: 132 SMs, 1980 MHz maximum boost clock). A run on the GPU
# itself reads both from the device instead.
H200 = {"name": "NVIDIA H200 (data sheet)", "sms": 132, "clock_mhz": 1980.0}

# Per-SM results per clock for compute capability 9.0, by class (see the module docstring).
THROUGHPUT = {"fp32": 128, "imad": 64, "alu": 64, "xu": 16, "mem": 32}
ISSUE_PER_SM = 4 * WARP  # four schedulers, one warp instruction each per clock
CLASSES = {
    "fp32": {"FADD", "FMUL", "FFMA", "FMUL32I", "FFMA32I", "FADD32I"},
    "imad": {"IMAD", "IMUL", "IMAD32I"},
    "alu": {"LOP3", "LOP", "SHF", "SHL", "SHR", "IADD3", "IADD", "VIADD", "ISETP", "FSETP", "FSEL", "SEL",
            "LEA", "MOV", "PLOP3", "I2FP", "F2FP", "FMNMX", "IMNMX", "IABS", "FCHK", "P2R", "R2P", "PRMT",
            "CS2R", "BMSK", "IADD32I", "LOP32I", "FSET", "ISET", "VIMNMX"},
    "xu": {"MUFU", "F2I", "I2F", "F2F", "POPC", "FLO", "BREV", "FRND"},
    "mem": {"LDG", "STG", "LDL", "STL", "LDS", "STS", "LD", "ST", "LDC", "ATOM", "RED"},
}
COLD_MARKERS = ("CALL", "STL", "LDL", "DMUL", "DADD", "DFMA")
COLD_PREFIXES = ("F2F.F32.F64", "F2F.F64", "I2F.F64")

SASS_LINE = re.compile(r"^\s*/\*([0-9a-f]{4,})\*/\s+(@!?U?P[T0-9]+\s+)?([A-Z][A-Z0-9_.]*)\s*([^;]*);")
_FUNC = re.compile(r"^\s*Function\s*:\s*(\S+)")


class SassError(RuntimeError):
    """The SASS could not be produced or read; the message says why."""


class NotInstalled(SassError):
    """A compiler or tool this needs is not installed here."""


@dataclass
class Instr:
    addr: int
    pred: str
    op: str
    args: str

    @property
    def base(self) -> str:
        return self.op.split(".")[0]

    @property
    def target(self) -> int | None:
        if self.base not in ("BRA", "BRX", "JMP"):
            return None
        hexes = re.findall(r"0x([0-9a-f]+)", self.args)
        return int(hexes[-1], 16) if hexes else None



def compact(text: str) -> str:
    """cuobjdump's text without the instruction encodings (half the size; parse() reads both)."""
    lines = (re.sub(r"\s*/\* 0x[0-9a-f]{16} \*/", "", line).rstrip() for line in text.splitlines())
    return "\n".join(line for line in lines if line) + "\n"


def parse(text: str) -> dict[str, list[Instr]]:
    """cuobjdump --dump-sass text -> {function name: instructions in address order}."""
    funcs: dict[str, list[Instr]] = {}
    current = None
    for line in text.splitlines():
        m = _FUNC.match(line)
        if m:
            current = funcs.setdefault(m.group(1), [])
            continue
        m = SASS_LINE.match(line)
        if m and current is not None:
            current.append(Instr(int(m.group(1), 16), (m.group(2) or "").strip(), m.group(3), m.group(4).strip()))
    return funcs


_KNOWN = set().union(*CLASSES.values())


def op_class(ins: Instr) -> str:
    """The instruction's class; 'uniform' for the uniform datapath (ULDC, UIADD3, UMOV, ...)."""
    base = ins.base
    if base.startswith("U") and base[1:] in _KNOWN | {"IMAD"}:
        return "uniform"
    for cls, ops in CLASSES.items():
        if base in ops:
            return cls
    return "other"  # control (BRA, BSSY, BSYNC, EXIT, NOP), S2R, ...


def is_cold(ins: Instr) -> bool:
    return ins.base in COLD_MARKERS or ins.op.startswith(COLD_PREFIXES)


@dataclass
class LoopCount:
    """The step loop of one kernel: instructions by role and class. An iteration is
    ``steps_per_iteration`` steps of ``envs_per_thread`` environments (Warp's lanes, Triton's
    elements a thread); ``per_step`` and ``classes`` count per env-step."""
    kernel: str
    start: int
    end: int
    steps_per_iteration: int
    always: list[Instr] = field(default_factory=list)
    reset: list[Instr] = field(default_factory=list)
    cold: list[Instr] = field(default_factory=list)
    envs_per_thread: float = 1

    @property
    def env_steps(self) -> float:
        """Env-steps one iteration of one thread makes."""
        return self.steps_per_iteration * self.envs_per_thread

    def per_step(self, p_warp: float) -> float:
        return (len(self.always) + p_warp * len(self.reset)) / self.env_steps

    def classes(self, p_warp: float) -> dict[str, float]:
        out: dict[str, float] = {}
        for group, w in ((self.always, 1.0), (self.reset, p_warp)):
            for ins in group:
                c = op_class(ins)
                out[c] = out.get(c, 0.0) + w / self.env_steps
        return dict(sorted(out.items()))


def step_loop(instrs: list[Instr], kernel: str, steps_per_iteration: int = 1,
              envs_per_thread: float = 1) -> LoopCount:
    """Split the step loop (the backward branch with the largest span) into always-executed,
    reset (conditional) and cold (slow-path) instructions."""
    back = [(i.addr - i.target, i) for i in instrs if i.target is not None and i.target < i.addr]
    if not back:
        raise SassError(f"{kernel}: no loop (backward branch) found in the SASS")
    _, br = max(back, key=lambda t: t[0])
    start, end = br.target, br.addr
    body = [i for i in instrs if start <= i.addr <= end]
    # Regions a forward branch inside the loop jumps over: [branch + 1 instruction, target).
    regions = []
    for i in body:
        t = i.target
        if t is not None and i.addr < t <= end + 16:
            regions.append((i.addr + 16, t))
    # Maximal regions decide: cold if anything inside (nested included) is a slow-path marker.
    maximal = [r for r in regions if not any(o != r and o[0] <= r[0] and r[1] <= o[1] for o in regions)]
    loop = LoopCount(kernel, start, end, steps_per_iteration, envs_per_thread=envs_per_thread)
    cold_ranges = [r for r in maximal if any(is_cold(i) for i in body if r[0] <= i.addr < r[1])]
    # if/else with a cold side: the other side ends with an unconditional branch over the cold one
    # and runs every time.
    at = {i.addr: i for i in body}
    hot_sides = [r for r in maximal if r not in cold_ranges and (last := at.get(r[1] - 16)) is not None
                 and last.base == "BRA" and not last.pred and (r[1], last.target) in cold_ranges]
    for i in body:
        inside = [r for r in maximal if r[0] <= i.addr < r[1]]
        if not inside or all(r in hot_sides for r in inside):
            loop.always.append(i)
        elif any(r in cold_ranges for r in inside):
            loop.cold.append(i)
        else:
            loop.reset.append(i)
    return loop


def cold_split(instrs: list[Instr]) -> tuple[list[Instr], list[Instr]]:
    """A kernel's instructions without a step loop (XLA's kernels: one pass per thread) split into
    (hot, cold): a maximal region a forward branch jumps over that holds a slow-path marker (the
    sincosf reduction's loop and local memory, float64 work) is cold, never taken by this
    simulation's states; the rest runs (a reset's select is predicated, not branched, in these
    kernels). NOPs and the trailing self-branch after EXIT are left out of both."""
    kept = [i for i in instrs if i.base != "NOP" and not (i.base == "BRA" and i.target == i.addr)]
    regions = [(i.addr + 16, i.target) for i in kept if i.target is not None and i.target > i.addr]
    maximal = [r for r in regions if not any(o != r and o[0] <= r[0] and r[1] <= o[1] for o in regions)]
    cold = [r for r in maximal if any(is_cold(i) for i in kept if r[0] <= i.addr < r[1])]
    inside = lambda i: any(a <= i.addr < b for a, b in cold)  # noqa: E731
    return [i for i in kept if not inside(i)], [i for i in kept if inside(i)]


def ceiling(classes: dict[str, float], per_step: float, sms: int, clock_mhz: float,
            throughput: dict | None = None) -> dict:
    """Cycles per env-step on one SM for the issue limit and each class; the bound and the ceiling.
    ``throughput``: per-SM results per clock by class (default THROUGHPUT, compute capability 9.0's)."""
    throughput = throughput or THROUGHPUT
    cycles = {"issue": per_step / ISSUE_PER_SM}
    for c, n in classes.items():
        if c in throughput:
            cycles[c] = n / throughput[c]
    limiter = max(cycles, key=cycles.get)
    rate = sms * clock_mhz * 1e6 / cycles[limiter]
    return {"cycles_per_env_step_per_sm": cycles, "limiter": limiter, "ceiling_env_steps_per_s": rate}


def this_gpu() -> dict | None:
    """SM count and clock of this machine's GPU (through CuPy), or None without one."""
    try:
        import cupy

        attrs = cupy.cuda.Device().attributes
        name = cupy.cuda.runtime.getDeviceProperties(0)["name"].decode()
        return {"name": name, "sms": attrs["MultiProcessorCount"], "clock_mhz": attrs["ClockRate"] / 1000}
    except Exception:  # noqa: BLE001 - no CuPy, no driver, no device: use the data sheet
        return None


# -- a lone warp: the latency of one step -------------------------------------------------------
# With few environments (the study's 2048 = 64 warps on 132 SMs x 4 schedulers) every warp has a
# scheduler to itself and the time per step is the step's dependency chain, not the issue rate. A
# warp issues in order: an instruction issues one cycle after the previous one at the earliest, and
# not before its operands are ready. Latencies in cycles (approximate, for Hopper from published
# microbenchmarks; the model's figure is a floor to compare the measurement with, not a prediction).
LATENCY = {"fp32": 4, "imad": 4, "alu": 4, "xu": 18, "uniform": 2, "other": 2}
LATENCY_OPS = {"MUFU": 18, "LDG": 33, "LDC": 20, "F2I": 14, "I2F": 14, "F2F": 14}
LATENCY_DOC = "FP32/integer 4 cycles, MUFU 18, F2I/I2F 14, L1-hit load 33"
_REG = re.compile(r"\b(U?R\d+|U?P\d)\b")


def _regs(operand: str) -> list[str]:
    """Registers an operand names ('R12.64' and IMAD.WIDE destinations are register pairs)."""
    out = []
    for r in _REG.findall(operand):
        out.append(r)
        if ".64" in operand and r.startswith(("R", "UR")):
            out.append(re.sub(r"\d+", lambda m: str(int(m.group()) + 1), r))
    return out


def dataflow(ins: Instr) -> tuple[list[str], list[str]]:
    """(registers written, registers read) of one instruction."""
    ops = [o.strip() for o in ins.args.split(",")] if ins.args else []
    if not ops or ins.base in ("BRA", "BSSY", "BSYNC", "EXIT", "CALL", "RET", "NOP", "WARPSYNC", "BREAK") \
            or ops[0].startswith(("[", "desc")) or ins.base.startswith(("ST", "RED", "ATOM")):
        dests, srcs = [], ops
    else:
        n = 1
        while n < len(ops) and re.fullmatch(r"U?P\d", ops[n]):  # carry-out / extra predicate results
            n += 1
        if re.fullmatch(r"U?P\d", ops[0]) and n < len(ops) and re.fullmatch(r"R\d+", ops[n].split(".")[0]) \
                and ins.base in ("LOP3", "PLOP3"):
            n += 1  # LOP3 P0, R45, ...: a predicate and a register
        dests, srcs = ops[:n], ops[n:]
    written = [r for d in dests for r in _regs(d + (".64" if ".WIDE" in ins.op else ""))]
    read = [r for o in srcs for r in _regs(o)] + _regs(ins.pred)
    if ins.pred:  # a predicated write keeps the old value where the predicate is false
        read += written
    return written, read


def latency(ins: Instr) -> int:
    return LATENCY_OPS.get(ins.base, LATENCY.get(op_class(ins), 4))


def lone_warp_cycles(instrs: list[Instr], iterations: int = 12) -> float:
    """Cycles per loop iteration of one warp issuing ``instrs`` (one iteration, in program order)
    over and over: the in-order issue model above, in steady state."""
    ready: dict[str, float] = {}
    t, starts = -1.0, []
    for _ in range(iterations):
        for k, ins in enumerate(instrs):
            written, read = dataflow(ins)
            t = max([t + 1] + [ready.get(r, 0.0) for r in read])
            if k == 0:
                starts.append(t)
            for r in written:
                ready[r] = t + latency(ins)
    half = iterations // 2
    return (starts[-1] - starts[half]) / (iterations - 1 - half)


def chain_cycles(instrs: list[Instr]) -> float:
    """Cycles for one warp to run straight-line ``instrs`` once (a kernel without a loop, one element
    a thread): the in-order issue model above, until the last result is ready."""
    ready: dict[str, float] = {}
    t, end = -1.0, 0.0
    for ins in instrs:
        written, read = dataflow(ins)
        t = max([t + 1] + [ready.get(r, 0.0) for r in read])
        for r in written:
            ready[r] = t + latency(ins)
        end = max(end, t + latency(ins))
    return end


def step_latency(loop: LoopCount, p_warp: float) -> dict:
    """Lone-warp cycles per step without the reset block, with it, and weighted by p_warp."""
    hot = sorted(loop.always + loop.reset, key=lambda i: i.addr)
    plain = lone_warp_cycles(loop.always) / loop.steps_per_iteration
    reset = lone_warp_cycles(hot) / loop.steps_per_iteration
    return {"cycles_no_reset": plain, "cycles_with_reset": reset,
            "cycles_per_step": plain + p_warp * (reset - plain)}


# -- measuring p_warp ---------------------------------------------------------------------------

def reset_fractions(num_envs: int = 8192, steps: int = 1000, burn_in: int = 200, seed: int = 0) -> dict:
    """From the spec's reference behaviour (the numpy implementation, one step at a time): the
    fraction of env-steps that reset, and of (warp of 32 consecutive environments, step) pairs with
    at least one reset. Deterministic: computed once per process and setting (every program of
    harness gpu-compile asks), a copy returned."""
    return dict(_reset_fractions(num_envs, steps, burn_in, seed))


@functools.lru_cache(maxsize=None)
def _reset_fractions(num_envs: int, steps: int, burn_in: int, seed: int) -> dict:

    env = impls.make(impls.with_role("reference"), num_envs, seed=seed)
    env.rollout(burn_in)
    prev = env.state()["episodes"]
    env_resets = warp_any = 0
    for _ in range(steps):
        env.rollout(1)
        cur = env.state()["episodes"]
        done = cur != prev
        prev = cur
        env_resets += int(done.sum())
        warp_any += int(done.reshape(-1, WARP).any(axis=1).sum())
    return {"p_env": env_resets / (num_envs * steps), "p_warp": warp_any / (num_envs // WARP * steps),
            "num_envs": num_envs, "steps": steps, "burn_in": burn_in}


# -- producing SASS -----------------------------------------------------------------------------

def find_tool(name: str) -> str | None:
    """On PATH, or inside a pip-installed NVIDIA wheel (nvidia-cuda-cuobjdump and friends)."""
    hit = shutil.which(name)
    if hit:
        return hit
    site = sysconfig.get_paths()["purelib"]
    for cand in sorted(glob.glob(os.path.join(site, "nvidia", "*", "bin", name))):
        if os.access(cand, os.X_OK):
            return cand
    return None


def need(name: str, package: str) -> str:
    """A CUDA tool's path, or NotInstalled naming the package that brings it."""
    tool = find_tool(name)
    if tool is None:
        raise NotInstalled(f"{name} not found (install the CUDA toolkit or `pip install {package}`)")
    return tool


def _cuobjdump(option: str, cubin: Path) -> str:
    tool = need("cuobjdump", "nvidia-cuda-cuobjdump")
    nvdisasm = need("nvdisasm", "nvidia-cuda-nvdisasm")  # newer cuobjdump hands sm_90 code to it
    env = {**os.environ, "PATH": os.pathsep.join([str(Path(nvdisasm).parent), os.environ.get("PATH", "")])}
    r = subprocess.run([tool, option, str(cubin)], capture_output=True, text=True, timeout=120, env=env)
    if r.returncode:
        raise SassError(f"cuobjdump failed: {r.stderr.strip()[:300]}")
    return r.stdout


def disassemble(cubin: Path) -> str:
    return _cuobjdump("--dump-sass", cubin)


REGS_PER_SM, MAX_WARPS_PER_SM = 65536, 64  # compute capability 9.0


def resources(cubin: Path, kernel: str) -> dict:
    """Registers per thread and stack bytes of ``kernel``, and the warps per SM its registers allow
    (registers are allocated per warp in units of 256, i.e. per thread in units of 8)."""
    text = _cuobjdump("--dump-resource-usage", cubin)
    m = re.search(r"Function " + re.escape(kernel) + r":\s*\n\s*REG:(\d+) STACK:(\d+)", text)
    if not m:
        raise SassError(f"{kernel}: no resource usage in cuobjdump's output")
    regs = int(m.group(1))
    per_warp = -(-regs // 8) * 8 * WARP
    return {"registers": regs, "stack_bytes": int(m.group(2)),
            "warps_per_sm": min(MAX_WARPS_PER_SM, REGS_PER_SM // per_warp)}


def nvrtc_cubin(source: str, options: list[str], arch: str) -> tuple[bytes, str]:
    """Compile with NVRTC through CuPy's binding, as cupy.RawModule does at run time (no GPU needed);
    (cubin, compiler version). Raises SassError when CuPy or its NVRTC library is missing, and on
    any compiler message (a warning included); NotInstalled without CuPy's NVRTC."""
    try:
        from cupy_backends.cuda.libs import nvrtc

        version = "nvrtc %d.%d" % nvrtc.getVersion()
    except Exception as exc:  # noqa: BLE001 - no CuPy, or no libnvrtc for it
        raise NotInstalled(f"NVRTC not available ({type(exc).__name__}: {exc})"[:300]) from None
    prog = nvrtc.createProgram(source, "cartpole.cu", [], [])
    try:
        nvrtc.compileProgram(prog, [*options, f"-arch={arch}"])
    except Exception as exc:  # noqa: BLE001
        raise SassError(f"NVRTC failed: {exc}: {nvrtc.getProgramLog(prog)[:500]}") from None
    log = nvrtc.getProgramLog(prog).strip()
    if log:
        raise SassError(f"NVRTC reported: {log[:500]}")
    return whole_elf(nvrtc.getCUBIN(prog)), version


def whole_elf(data: bytes) -> bytes:
    """CuPy's getCUBIN returns one byte less than the cubin (the size taken as a C string's, NUL
    included; loading from memory does not mind, cuobjdump does): pad to the end of the ELF64's
    program and section header tables, which is where the file ends."""
    import struct

    if data[:4] != b"\x7fELF" or len(data) < 64:
        raise SassError("NVRTC's cubin is not an ELF file")
    phoff, shoff = struct.unpack_from("<QQ", data, 32)
    phentsize, phnum, shentsize, shnum = struct.unpack_from("<HHHH", data, 54)
    end = max(phoff + phentsize * phnum, shoff + shentsize * shnum)
    return data + b"\0" * max(0, end - len(data))


def source_cubin(code: dict, arch: str, out: Path) -> tuple[Path, str]:
    """CUDA C compiled as CuPy compiles it (NVRTC, the implementation's options and macros) to a cubin,
    or by nvcc where CuPy's NVRTC is missing; (cubin, compiler)."""
    try:
        cubin, version = nvrtc_cubin(code["source"], list(code["options"]), arch)
        out.write_bytes(cubin)
        return out, version
    except NotInstalled:
        pass
    cmd = [need("nvcc", "nvidia-cuda-nvcc"), "-cubin", f"-arch={arch}", "-O3", *code["options"],
           code["source_path"], "-o", str(out)]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    if r.returncode:
        raise SassError(f"nvcc failed: {r.stderr.strip()[:500]}")
    return out, f"nvcc {_release(cmd[0])}"


def _release(tool: str) -> str:
    """The CUDA release of an nvcc or ptxas, from its --version ("release 13.0, V13.0.88")."""
    r = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=60)
    version = re.findall(r"release (\S+),", r.stdout)
    return version[0] if version else "?"


def _numba_cuda_target(impl: str) -> str:
    """Which CUDA target Numba compiles with: the most specific of the implementation's declared
    packages that is installed (the numba-cuda package, which replaces ``numba.cuda``; the H200
    machine has it), else Numba's own, deprecated one."""
    from importlib import metadata

    for package in reversed(impls.entry(impl).packages):
        try:
            return f"{package} {metadata.version(package)}"
        except metadata.PackageNotFoundError:
            continue
    return "numba ?"


def _nvvm_home(tmp: Path) -> dict:
    """Environment for Numba to find NVVM: CUDA_HOME if set, else the nvidia-nvvm wheel's files
    arranged as a CUDA_HOME (Numba looks for nvvm/lib64 and nvvm/libdevice)."""
    if os.environ.get("CUDA_HOME"):
        return {}
    site = sysconfig.get_paths()["purelib"]
    libs = sorted(glob.glob(os.path.join(site, "nvidia", "*", "lib", "libnvvm.so*")))
    bcs = sorted(glob.glob(os.path.join(site, "nvidia", "*", "nvvm", "libdevice", "libdevice*.bc")))
    if not libs or not bcs:
        raise SassError("NVVM not found for Numba (set CUDA_HOME or `pip install nvidia-nvvm`)")
    home = tmp / "cuda_home"
    (home / "nvvm" / "lib64").mkdir(parents=True)
    (home / "nvvm" / "libdevice").mkdir(parents=True)
    (home / "nvvm" / "lib64" / "libnvvm.so").symlink_to(libs[-1])
    (home / "nvvm" / "libdevice" / Path(bcs[-1]).name).symlink_to(bcs[-1])
    return {"CUDA_HOME": str(home)}


def ptx_cubin(code: dict, arch: str, out: Path, impl: str) -> tuple[Path, str]:
    """PTX (Numba's, made by NVVM) through ``ptxas`` to a cubin; (cubin, compiler), the compiler naming
    Numba's CUDA target and the NVVM and ptxas releases."""
    ptx = out.with_suffix(".ptx")
    ptx.write_text(code["ptx"])
    nvvm = re.search(r"^// Cuda compilation tools, release (\S+),", code["ptx"], re.M)
    ptxas = need("ptxas", "nvidia-cuda-nvcc")
    r = subprocess.run([ptxas, f"-arch={arch}", "-O3", str(ptx), "-o", str(out)],
                       capture_output=True, text=True, timeout=300)
    if r.returncode:
        raise SassError(f"ptxas failed: {r.stderr.strip()[:300]}")
    return out, f"{_numba_cuda_target(impl)}, NVVM {nvvm.group(1) if nvvm else '?'} + ptxas {_release(ptxas)}"


def gpu_code(target: "Target", arch: str, folder: Path) -> dict:
    """The implementation's ``gpu_code`` for ``arch`` at the target's variant, made in a child (Numba's
    compile changes its process; NVVM found as CUDA_HOME, the simulator off)."""
    folder.mkdir(parents=True, exist_ok=True)
    try:  # for an implementation whose kernel Numba compiles to PTX: NVVM (the others do not look for it)
        nvvm = _nvvm_home(folder)
    except SassError:
        nvvm = {}
    env = process.python_env(extra=nvvm)
    env.pop("NUMBA_ENABLE_CUDASIM", None)
    try:
        code = code_child.run("gpu", [target.impl, arch, folder, target.variant], env, timeout=600)
    except RuntimeError as exc:
        raise SassError(f"{target.impl}: its kernel for {arch} could not be made: {exc}") from None
    return code


@dataclass(frozen=True)
class Target:
    """One kernel build to analyse: the implementation (and variant) whose rollout loop it is."""
    impl: str
    variant: str = ""

    @property
    def label(self) -> str:
        return f"{self.impl} {self.variant}".strip()


def targets() -> list[Target]:
    """Every kernel build the registry asks for: each implementation offering "gpu-code", at each of
    its ``sass_variants`` (knob settings; "" = its defaults)."""
    return [Target(n, v) for n in impls.offering("gpu-code") for v in impls.entry(n).sass_variants]


def kernel_sass(target: Target, arch: str, tmp: Path) -> tuple[str, str, int, dict]:
    """(SASS text, rollout kernel's name in it, steps per loop iteration, its resources)."""
    code = gpu_code(target, arch, tmp / target.label.replace(" ", "_").replace("=", "-"))
    if code["source"]:
        cubin, compiler = source_cubin(code, arch, tmp / "source.cubin")
    elif code["ptx"]:
        cubin, compiler = ptx_cubin(code, arch, tmp / "ptx.cubin", target.impl)
    elif code["cubin"]:
        cubin, compiler = Path(code["cubin"]), code["compiler"]
    else:
        raise SassError(f"{target.impl}: its gpu_code holds no CUDA C, PTX or cubin")
    text = disassemble(cubin)
    names = [f for f in parse(text) if code["kernel"] in f and f.endswith(code["kernel_suffix"])]
    if not names:
        raise SassError(f"{target.impl}: {code['kernel']} not found in the SASS")
    name = code["kernel"] if code["kernel"] in names else names[0]  # the exact name where the symbol is unmangled
    return (text, name, code["steps_per_iteration"],
            {**resources(cubin, name), "compiler": compiler,
             **({"envs_per_thread": code["envs_per_thread"]} if code["envs_per_thread"] != 1 else {})})


def analyse(arch: str = "sm_90", chosen: list[Target] | None = None, gpu: dict | None = None,
            p: dict | None = None, keep: Path | None = None) -> dict:
    """Compile, disassemble and count every target; the ceiling on ``gpu`` (default: the H200's
    data sheet). ``keep``: a folder for the SASS text of each target."""
    gpu = gpu or H200
    p = p or reset_fractions()
    rows = []
    with tempfile.TemporaryDirectory() as tmpd:
        for tg in chosen or targets():
            row = {"impl": tg.impl, "variant": tg.variant, "arch": arch}
            try:
                text, kernel, unroll, res = kernel_sass(tg, arch, Path(tmpd))
            except SassError as exc:
                rows.append({**row, "status": "skipped", "reason": str(exc)})
                continue
            if keep is not None:
                artifacts.write_text(keep / f"{tg.label.replace(' ', '_').replace('=', '-')}.sass", compact(text))
            loop = step_loop(parse(text)[kernel], kernel, unroll, res.get("envs_per_thread", 1))
            per_step = loop.per_step(p["p_warp"])
            classes = loop.classes(p["p_warp"])
            lat = step_latency(loop, p["p_warp"])
            lat["ns_per_step"] = lat["cycles_per_step"] / gpu["clock_mhz"] * 1e3
            rows.append({**row, "status": "ok", "kernel": kernel, "steps_per_iteration": unroll, **res, **lat,
                         "loop_instructions": len(loop.always) + len(loop.reset) + len(loop.cold),
                         "always": len(loop.always) / loop.env_steps, "reset": len(loop.reset) / loop.env_steps,
                         "cold": len(loop.cold) / loop.env_steps, "per_env_step": per_step, "classes": classes,
                         **ceiling(classes, per_step, gpu["sms"], gpu["clock_mhz"],
                                   {**THROUGHPUT, "fp32": gpu.get("fp32_per_sm", THROUGHPUT["fp32"])})})
    return {"arch": arch, "gpu": gpu, "reset_fractions": p, "rows": rows,
            "tools": {t: find_tool(t) for t in ("nvcc", "ptxas", "cuobjdump", "nvdisasm")}}


def analyse_targets(targets: list, chosen: list[Target] | None = None, keep: Path | None = None) -> dict:
    """:func:`analyse` for each GPU target (harness/analysis/gpu_targets.py: its arch, SMs, clock and
    FP32 units), the rows of all in one result, each naming its target (``keep``: each target's SASS
    files in a subfolder)."""
    p = reset_fractions()
    rows = []
    for t in targets:
        sub = None
        if keep is not None:
            sub = keep / t.name
            sub.mkdir(exist_ok=True)
        part = analyse(t.arch, chosen, t.gpu, p, sub)
        rows += [{**r, "target": t.name, "gpu": part["gpu"]} for r in part["rows"]]
    return {"arch": targets[0].arch, "gpu": targets[0].gpu, "reset_fractions": p, "rows": rows,
            "targets": [t.summary() for t in targets],
            "tools": {t: find_tool(t) for t in ("nvcc", "ptxas", "cuobjdump", "nvdisasm")}}


def by_target(result: dict) -> list[dict]:
    """A result of several targets as one result per target (one of a single arch: itself)."""
    names = list(dict.fromkeys(r.get("target") for r in result["rows"]))
    if len(names) <= 1:
        return [result]
    return [{**result, "arch": rows[0]["arch"], "gpu": rows[0]["gpu"], "rows": rows}
            for rows in ([r for r in result["rows"] if r.get("target") == n] for n in names)]


COLUMNS = [("label", "kernel build"), ("compiler", "compiler"), ("registers", "registers"), ("warps_per_sm", "warps/SM (regs)"),
           ("always", "always / step"), ("reset", "reset block / step"),
           ("cold", "cold paths"), ("per_env_step", "instr. per env-step"), ("limiter", "limiter"),
           ("ceiling", "ceiling (G env-steps/s)"), ("cycles", "lone warp: cycles/step"),
           ("ns", "ns/step (floor)")]


def table_rows(result: dict) -> list[dict]:
    out = []
    for r in result["rows"]:
        label = " ".join(filter(None, (r["impl"], r["variant"])))
        if r["status"] != "ok":
            out.append({"label": label, "limiter": f"skipped: {r['reason']}"})
            continue
        out.append({"label": label, "compiler": r["compiler"], "registers": r["registers"],
                    "warps_per_sm": r["warps_per_sm"],
                    "always": r["always"], "reset": r["reset"], "cold": r["cold"],
                    "per_env_step": r["per_env_step"], "limiter": r["limiter"],
                    "ceiling": r["ceiling_env_steps_per_s"] / 1e9, "cycles": r["cycles_per_step"],
                    "ns": r["ns_per_step"]})
    return out


def to_doc(result: dict) -> Doc:
    parts = by_target(result)
    if len(parts) > 1:
        return Doc.join("\n\n", (f"**{part['rows'][0]['target']}**: " + to_doc(part) for part in parts))
    import pandas as pd

    p, g = result["reset_fractions"], result["gpu"]
    df = pd.DataFrame(table_rows(result), columns=[k for k, _ in COLUMNS]).rename(columns=dict(COLUMNS))
    fmt = {h: (lambda v: "" if v != v else f"{v:.1f}") for k, h in COLUMNS
           if k in ("always", "reset", "cold", "per_env_step", "ceiling", "cycles", "ns")}
    fmt.update({h: (lambda v: "" if v != v else f"{v:.0f}") for k, h in COLUMNS if k in ("registers", "warps_per_sm")})
    return Doc(frame_table(df, fmt=fmt, index=False, caption=(
            f"SASS of the step loop for {result['arch']} (warp instructions per 32 env-steps = "
            f"instructions per env-step per thread). Reset block weighted by p_warp = {p['p_warp']:.3f} "
            f"(measured: {p['p_env']:.4f} of env-steps reset; {p['num_envs']} envs x {p['steps']} steps). "
            f"Ceiling on {g['name']}: {g['sms']} SMs at {g['clock_mhz']:.0f} MHz. warps/SM (regs): resident "
            f"warps per SM the registers allow (of {MAX_WARPS_PER_SM}). Lone warp: the time per step of "
            f"one warp with a scheduler to itself (in-order issue, dependency latencies {LATENCY_DOC}), the "
            f"floor of the time per step when there are fewer warps than schedulers, as at the study's "
            f"2048 environments (64 warps; 10,000 steps take at least 10,000 x that).")))


def write(result: dict, out) -> None:
    """Into ``out`` (an harness.artifacts.Artifacts folder): the analysis as JSON and its table."""
    out.data("sass", result)
    out.text("sass.md", to_doc(result).markdown() + "\n")


# -- a compiler's PTX (XLA's, Triton's, NNC's) read the same way ------------------------------------
def merged_ptx(texts: list[str]) -> str | None:
    """XLA's PTX files of one program (a kernel each) as one PTX module, so one ptxas and one
    disassembly read them all: one header, module-level declarations kept once; None when two files
    define the same function or differ in header (then each is compiled alone)."""
    head, seen, body, funcs = None, set(), [], set()
    for text in texts:
        lines = text.splitlines()
        header = [ln for ln in lines if ln.startswith((".version", ".target", ".address_size"))]
        if head is None:
            head = header
        elif header != head:
            return None
        for name in re.findall(r"^\.(?:visible\s+|weak\s+)?(?:\.entry|\.func)\s+(?:\([^)]*\)\s*)?(\w+)", text, re.M):
            if name in funcs:
                return None
            funcs.add(name)
        for ln in lines:
            if ln.startswith((".version", ".target", ".address_size")):
                continue
            if ln.startswith((".extern", ".global", ".const")) and ln.rstrip().endswith(";"):
                if ln in seen:
                    continue
                seen.add(ln)
            body.append(ln)
    return "\n".join((head or []) + body) + "\n" if head else None


def ptx_kernels(ptx_files: list[Path], tmp: Path, listings: dict | None = None,
                resources_of: dict | None = None) -> dict[str, dict]:
    """Each kernel's SASS from the dumped PTX: ptxas for the PTX's own target, then cuobjdump (all the
    program's kernels as one module when they merge, else file by file).
    {kernel: {"instructions": n, "cold": n, "classes": {...}, "loop": bool}}; ``listings``, if given,
    gets each kernel's parsed instructions, ``resources_of`` its registers and stack (``resources``)."""
    ptxas = need("ptxas", "nvidia-cuda-nvcc")
    texts = [t for t in (p.read_text() for p in ptx_files) if ".entry" in t]
    merged = merged_ptx(texts)
    out = {}
    for i, text in enumerate([merged] if merged else texts):
        target = re.search(r"^\s*\.target\s+(sm_\w+)", text, re.M)
        if not target:
            raise SassError("a PTX file names no .target")
        ptx, cubin = tmp / f"k{i}.ptx", tmp / f"k{i}.cubin"
        ptx.write_text(text)
        r = subprocess.run([ptxas, f"-arch={target.group(1)}", str(ptx), "-o", str(cubin)], capture_output=True,
                           text=True, timeout=300)
        if r.returncode:
            raise SassError(f"ptxas failed: {r.stderr.strip()[:300]}")
        for name, instrs in parse(disassemble(cubin)).items():
            out[name] = straight_line(instrs)
            if listings is not None:
                listings[name] = instrs
            if resources_of is not None:
                resources_of[name] = resources(cubin, name)
    return out


def straight_line(instrs: list) -> dict:
    """A kernel's instructions once through, its cold slow paths left out (cold_split); ``loop``:
    a backward branch on the hot path (then this undercounts)."""
    hot, cold = cold_split(instrs)
    classes: dict[str, int] = {}
    for i in hot:
        c = op_class(i)
        classes[c] = classes.get(c, 0) + 1
    return {"instructions": len(hot), "cold": len(cold), "classes": classes, "chain_cycles": chain_cycles(hot),
            "loop": any(i.target is not None and i.target < i.addr for i in hot)}


# -- its command (harness/registry.py): harness sass ---------------------------------------------
def sass_options(p) -> None:
    from harness.analysis import gpu_targets

    p.add_argument("--target", default=None, help="GPU targets, comma-separated, or all: "
                   + ", ".join(gpu_targets.names()) + " (default h200, its ceiling on this machine's GPU when it "
                   "has one), or the path of a .txtpb GpuTargetConfigProto")
    p.add_argument("--impl", default=None, help=f"comma-separated: {', '.join(impls.offering('gpu-code'))} (default all)")
    p.add_argument("--out", default="results", help="parent folder of the new -sass folder (default results)")
    p.add_argument("--strict", action="store_true",
                   help="exit 1 (after writing) when any kernel could not be compiled or read")


def sass_command(a, reader) -> int:
    import sys

    from harness import cli
    from harness.analysis import gpu_targets
    from harness.artifacts import Artifacts
    from harness.measure import machine

    chosen_targets = gpu_targets.checked("h200" if a.target is None else a.target)
    names = cli.chosen(a.impl, "--impl", sorted({t.impl for t in targets()}))
    out = cli.out_folder(a.out)
    with tempfile.TemporaryDirectory() as keep:
        chosen = [t for t in targets() if t.impl in names]
        if len(chosen_targets) == 1:
            gpu = (a.target is None and this_gpu()) or chosen_targets[0].gpu  # a GPU here: its own SMs and clock
            result = analyse(chosen_targets[0].arch, chosen, gpu, keep=Path(keep))
        else:
            result = analyse_targets(chosen_targets, chosen, keep=Path(keep))
        print(to_doc(result))
        if not any(r["status"] == "ok" for r in result["rows"]):
            print("error: no kernel could be analysed (reasons above); nothing written", file=sys.stderr)
            return 1
        folder = Artifacts.new(out, machine.label(), "sass", machine.info())
        for f in Path(keep).iterdir():
            (shutil.copytree if f.is_dir() else shutil.copy)(f, folder.folder / f.name)
    write(result, folder)
    print(f"written to {folder.folder}")
    skipped = [f"{r['impl']} {r['variant']}".strip() for r in result["rows"] if r["status"] != "ok"]
    if a.strict and skipped:
        print(f"error (--strict): not analysed: {', '.join(skipped)} (reasons above)", file=sys.stderr)
        return 1
    return 0


def sass_section(reader, paths, df) -> Doc:
    """The newest ``harness sass`` table and how close the measured kernels get to its ceiling."""
    found = reader.artifacts(paths, "sass")
    if not found:
        return Doc()
    return Doc(Heading("GPU kernels: instructions per env-step and the ceiling"),
               f"From `python -m harness sass` ({found[-1].folder.name}; SASS files beside it).\n\n",
               to_doc(found[-1].doc), "\n\n", reader.ceiling_fractions(
                   found[-1].doc, df, "Measured against that ceiling (best cuda point of each build in the results):"),
               "\n")
