"""The fusion study on XLA:GPU itself, without a GPU: ``python -m harness gpu-compile``.

Each program of the registry (every implementation XLA compiles, in each rng mode and at its knobs'
sweep values, the policy mode, one PPO update; PyTorch's compilers through torch_gpu.py) is lowered
in a child process for compile-only devices of each GPU target and compiled with its dumps; nothing
runs. From the dumps: what runs per step (kernels, device copies, conditions), launches and graph
launches per iteration, bytes and SASS instructions per env-step. docs/gpu-compile.md says how
each is read and why.
"""
from __future__ import annotations

import hashlib
import os
import re
import sys
import tempfile
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

import impls
from harness import child
from harness.analysis import gpu_passes, gpu_targets, hlo, old_xla, sass, torch_gpu
from harness.measure import grid, process, variants
from harness.table import Doc, Heading, Table

PLUGIN_ENV = "CARTPOLE_XLA_GPU"
PPO_CONFIG = "fast-zoo"
SHARDED_DEVICES = 2  # jax-sharded's program is compiled for a host with this many GPUs


def plugin_dir() -> Path:
    """Where the CUDA PJRT plugin is installed: ``$CARTPOLE_XLA_GPU``, else ``xla-gpu`` in this Python's
    environment (bin/setup puts it there with ``pip install --target``). Only the compile child puts it
    on its path: with the plugin importable, a plain ``import jax`` on a machine without CUDA logs a
    cuDNN traceback, and the suite's CPU runs must not change."""
    return Path(os.environ.get(PLUGIN_ENV) or Path(sys.prefix) / "xla-gpu")


def plugin_problem() -> str | None:
    """Why XLA:GPU cannot compile here (None: it can): no plugin, or one of another version than jaxlib."""
    from importlib import metadata

    folder = plugin_dir()
    found = sorted(folder.glob("jax_cuda*_pjrt-*.dist-info"))
    if not found:
        return (f"the CUDA PJRT plugin is not installed in {folder} (bin/setup installs it; or "
                f"pip install --target {folder} jax-cuda13-pjrt==JAXLIB_VERSION jax-cuda13-plugin==JAXLIB_VERSION)")
    version = found[-1].name.removesuffix(".dist-info").split("-")[1]
    try:
        jaxlib = metadata.version("jaxlib")
    except metadata.PackageNotFoundError:
        return "jaxlib is not installed"
    if version != jaxlib:
        return f"the CUDA PJRT plugin in {folder} is {version} but jaxlib is {jaxlib}: they must be equal"
    return None


@dataclass(frozen=True)
class Program:
    """One program compiled for each target."""
    impl: str  # a registered implementation, or "ppo-update"
    rng: str = ""
    variant: str = ""  # knob settings, "unroll=8"
    mode: str = "rollout"  # rollout, policy, ppo-update
    devices: int = 1
    setting: str = ""  # an XLA setting of harness ablate --target (fusion.ABLATIONS["cuda"]); "" = XLA's defaults

    @property
    def label(self) -> str:
        extra = PPO_CONFIG if self.mode == "ppo-update" else self.mode if self.mode != "rollout" else ""
        return " ".join(filter(None, (self.impl, self.variant, self.rng, extra,
                                      f"{self.devices} GPUs" if self.devices > 1 else "",
                                      f"[{self.setting}]" if self.setting else "")))

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9.]+", "-", self.label.lower()).strip("-")


def programs() -> list[Program]:
    """Every program the study compiles, from the registry (see the module docstring), PyTorch's last."""
    out = []
    for name in impls.offering("lower-on"):
        devices = SHARDED_DEVICES if any(k.hi == "devices" for k in impls.entry(name).knobs) else 1
        for variant in grid.variants(name):
            for rng in impls.rng_modes(name):
                out.append(Program(name, rng, variant, devices=devices))
        if impls.has_policy(name):
            out.append(Program(name, "spec", mode="policy"))
    # PyTorch's (harness/analysis/torch_gpu.py): one per implementation, its programs rows of their own
    return out + [Program("ppo-update", mode="ppo-update")] + [Program(n) for n in torch_gpu.implementations()]


def chosen_programs(text: str | None) -> tuple[list[Program], list[sass.Target]]:
    """``--impl`` (comma-separated implementations, or ppo-update; PyTorch's and the CUDA kernels of
    harness sass too): their programs and kernel builds (all of both when None)."""
    every, kernels = programs(), sass.targets()
    if text is None:
        return every, kernels
    from harness import cli

    wanted = cli.chosen(text, "--impl", list(dict.fromkeys([p.impl for p in every] + [k.impl for k in kernels])))
    return [p for p in every if p.impl in wanted], [k for k in kernels if k.impl in wanted]


# -- the compile child ---------------------------------------------------------------------------------
def child_env() -> dict:
    """The compile child's environment: the plugin on its path, the compile-only variables and XLA's
    pass log (written to each program's folder: harness/analysis/gpu_passes.py)."""
    return process.python_env(extra={
        "PYTHONPATH": os.pathsep.join(filter(None, [str(process.ROOT), str(plugin_dir()), os.environ.get("PYTHONPATH")])),
        "JAX_SKIP_CUDA_CONSTRAINTS_CHECK": "1", "CUDA_VISIBLE_DEVICES": "-1", "XLA_FLAGS": "",
        "JAX_PLATFORMS": "", **gpu_passes.PASS_LOG_ENV})


def lowered_program(p: Program, devices, num_envs: int, steps: int):
    if p.mode == "ppo-update":
        from impls.train import ppo

        return ppo.lower_update_on(devices, ppo.config(PPO_CONFIG))
    with warnings.catch_warnings():  # compiled for a GPU, never timed here: the CPU's settings do not apply
        warnings.simplefilter("ignore", impls.SettingsWarning)
        inst = impls.make(p.impl, num_envs, device="cpu", rng=p.rng, **gpu_options(p))
    policy = None
    if p.mode == "policy":
        from impls.policy import default_policy

        policy = default_policy(0)
    return inst.lower_on(devices, steps, policy)


def gpu_options(p: Program) -> dict:
    """The program's constructor options: its variant's knobs, else the implementation's default on a
    GPU where it has one per device (jax-fused unrolls 8 steps on cuda, 1 on the CPU)."""
    return {**impls.load(p.impl).device_defaults.get("cuda", {}), **variants.variant_options(p.variant)}


def compile_child(spec: dict, emit) -> None:
    """In the compile child (harness/child.py): compile every program for one target, each with its dumps in
    its folder; a line per program."""
    import jax

    target = gpu_targets.load(spec["target"])
    start = time.perf_counter()
    if spec.get("xla"):  # an old XLA: one stub device (harness/analysis/old_xla.py)
        topo = {1: old_xla.prepare(spec["xla"])}
    else:
        from jax.experimental import topologies

        topo = {k: topologies.get_topology_desc(platform="cuda", target_config=target.text, topology=f"1x1x{k}").devices
                for k in sorted({p["devices"] for p in spec["programs"]})}
    emit({"topology_s": time.perf_counter() - start, "jax": jax.__version__})
    for fields in spec["programs"]:
        p = Program(**fields)
        folder = Path(spec["dump"]) / p.slug
        folder.mkdir(parents=True, exist_ok=True)
        row = {"program": fields}
        try:
            if p.devices not in topo:
                raise NotImplementedError(f"XLA {spec['xla']}'s compile child has one device, not {p.devices}")
            t0 = time.perf_counter()
            lowered = lowered_program(p, topo[p.devices], spec["num_envs"], spec["steps"])
            t1 = time.perf_counter()
            options = {"xla_dump_to": str(folder), "xla_dump_hlo_as_text": True,
                       **({"xla_dump_hlo_pass_re": ".*"} if spec.get("passes") else {}),
                       **spec.get("options", {}).get(p.setting, {})}
            with process.fd_to(2, folder / "passes.log"):  # XLA's pass log: which passes ran
                compiled = lowered.compile(compiler_options=options)
            row.update(lower_s=t1 - t0, compile_s=time.perf_counter() - t1, ok=True)
            (folder / "optimized.hlo.txt").write_text(compiled.as_text() or optimized_dump(folder))
        except Exception as exc:  # noqa: BLE001 - one program's failure is its row's
            row.update(ok=False, reason=f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}")
        emit(row)


def optimized_dump(folder: Path) -> str:
    """The optimized HLO XLA dumped for the GPU (jaxlib 0.4.25-0.4.31 return none from as_text()):
    the largest ``*gpu_after_optimizations.txt`` in the folder, the program's own."""
    found = sorted(folder.glob("*gpu_after_optimizations.txt"), key=lambda f: f.stat().st_size)
    if not found:
        raise RuntimeError("XLA returned no optimized HLO and dumped none for the GPU")
    return found[-1].read_text()


# -- reading the dumps ------------------------------------------------------------------------------------
_THUNK = re.compile(r"^(\s*)(\d+):\s+(k\w+)\s+\[[^\]]*\]\s*(.*)$")
_DIMS = re.compile(r"(\S+)\s+grid:\s*\[(\d+),\s*(\d+),\s*(\d+)\]\s+threads:\s*\[(\d+),\s*(\d+),\s*(\d+)\]")


def parse_thunks(text: str) -> list[dict]:
    """XLA:GPU's thunk sequence text -> a tree: each thunk {kind, name, threads}; a kWhile gets its
    ``condition`` and ``body`` lists, a kCommandBuffer its ``children`` (nesting read from the indent)."""
    root: list[dict] = []
    stack: list[tuple[int, list]] = [(-1, root)]  # open lists, by the indent of the thunk owning them
    whiles: list[dict] = []
    for line in text.splitlines():
        part = line.strip()
        if part in ("condition:", "body:"):
            key = part[:-1]
            owner = next((w for w in reversed(whiles) if key not in w and (key == "condition" or "condition" in w)),
                         None)
            if owner is None:
                raise ValueError(f"thunk sequence: '{part}' without its kWhile")
            while len(stack) > 1 and stack[-1][0] >= owner["_indent"]:
                stack.pop()
            owner[key] = []
            stack.append((owner["_indent"], owner[key]))
            continue
        m = _THUNK.match(line)
        if not m:
            continue
        indent = len(m.group(1))
        while len(stack) > 1 and stack[-1][0] >= indent:
            stack.pop()
        d = _DIMS.search(m.group(4))
        thunk = {"kind": m.group(3), "name": d.group(1) if d else m.group(4).strip(), "_indent": indent,
                 "threads": (_prod(d.groups()[1:4]) * _prod(d.groups()[4:7])) if d else None}
        stack[-1][1].append(thunk)
        if thunk["kind"] == "kCommandBuffer":
            thunk["children"] = []
            stack.append((indent, thunk["children"]))
        elif thunk["kind"] == "kWhile":
            whiles.append(thunk)
    if not root:
        raise ValueError("no thunks found in the thunk sequence text")
    return root


def hlo_thunks(mod: hlo.Module, loop: hlo.Instr | None) -> list[dict]:
    """The launches the optimized HLO implies, in the thunk tree's form (no launch dimensions): each
    kernel of the entry computation, and the main loop as a kWhile whose body is its body's kernels
    (a custom call a library's kernel, a copy or a fusion of copies alone a copy, a call a command
    buffer: one CUDA graph). For
    an XLA whose thunk sequence leaves the loop's thunks out (jaxlib 0.4.25-0.4.31)."""
    kinds = {"custom-call": "kCustomCall", "copy": "kCopy"}

    def kernels(comp: str) -> list[dict]:
        out = []
        for i in mod.computations.get(comp, []):
            if hlo.kernel_type(i):
                kind = "kCopy" if hlo.copies_only(mod, i) else kinds.get(hlo.kernel_type(i), "kKernel")
                out.append({"kind": kind, "name": i.name, "threads": None})
            elif i.opcode == "call":  # a command buffer (a CUDA graph) the body calls
                out.append({"kind": "kCommandBuffer", "name": i.name, "threads": None,
                            "children": [k for c in i.called("to_apply") for k in kernels(c)]})
        return out

    graphs = kernels(mod.entry)
    if loop is not None:
        graphs.append({"kind": "kWhile", "name": loop.name, "threads": None,
                       "condition": kernels(loop.called("condition")[0]), "body": kernels(loop.called("body")[0])})
    return graphs


def _prod(values) -> int:
    out = 1
    for v in values:
        out *= int(v)
    return out


def leaves(thunks: list[dict]) -> list[dict]:
    """The thunks that launch something (kernels, copies, ...), command buffers opened; not loops."""
    out = []
    for t in thunks:
        if t["kind"] == "kCommandBuffer":
            out += leaves(t["children"])
        elif t["kind"] in ("kWhile", "kSequential"):
            continue
        else:
            out.append(t)
    return out


def loop_launches(before: list[dict], after: list[dict], trip_known: bool) -> dict:
    """Launches of the rollout's loop (the first top-level kWhile) per iteration: every kernel and
    copy of its body, plus, when the trip count is unknown, the condition's launches and the copy of
    its predicate to the host; ``graph`` the same after the thunk passes with a command buffer
    counted as one launch. Also the launches before and after the loop (once per rollout)."""
    def top_loop(seq):
        loops = [t for t in seq if t["kind"] == "kWhile"]
        return loops[0] if loops else None

    loop, loop_after = top_loop(before), top_loop(after)
    if loop is None:
        return {"loops": 0}
    body = leaves(loop.get("body", []))
    cond = leaves(loop.get("condition", [])) + [{"kind": "kCopy", "name": "predicate to host"}]
    graph_body = len([t for t in (loop_after or loop).get("body", []) if t["kind"] not in ("kSequential",)])
    per_cond = 0 if trip_known else len(cond)
    return {"loops": sum(t["kind"] == "kWhile" for t in before),
            "per_iteration": len(body) + per_cond, "graph_per_iteration": graph_body + per_cond,
            "body_kernels": sum(t["kind"] in ("kKernel", "kCustomKernel") for t in body),
            "body_copies": sum(t["kind"] in _COPIES for t in body),
            "body_other": sum(t["kind"] not in ("kKernel", "kCustomKernel", *_COPIES) for t in body),
            "condition_runs": not trip_known, "outside": len(leaves([t for t in before if t["kind"] != "kWhile"])),
            "graph_outside": len([t for t in (after or before) if t["kind"] not in ("kWhile", "kSequential")]),
            "body": [{k: t[k] for k in ("kind", "name", "threads")} for t in body],
            "before_and_after": [{k: t[k] for k in ("kind", "name", "threads")}
                                 for t in leaves([t for t in before if t["kind"] != "kWhile"])]}


def what_runs(launches: dict, trip: int, steps: int) -> dict:
    """What the GPU runs per step of a rollout, from a row's launches (loop_launches, with the runtime's
    launch lists): ``runs_kernels_per_step`` (every launch that is a kernel: XLA's fusions, a library's
    kernels), ``runs_copies_per_step`` (copies and memsets: _COPIES) and ``runs_conditions_per_step``
    (0 where the loop's trip count is known: the runtime never launches its condition), the loop body's
    ``trip`` times and the launches before and after it once. Empty where that cannot be told: several
    loops, or one without a known trip count (its iterations are not known here)."""
    if launches.get("loops", 0) > 1 or (launches.get("loops") == 1 and (not trip or launches.get("condition_runs"))) \
            or "before_and_after" not in launches:
        return {}
    copy = lambda t: t["kind"] in _COPIES  # noqa: E731
    body, outside = launches.get("body", []), launches["before_and_after"]
    return {"runs_kernels_per_step": (trip * sum(not copy(t) for t in body) + sum(not copy(t) for t in outside)) / steps,
            "runs_copies_per_step": (trip * sum(map(copy, body)) + sum(map(copy, outside))) / steps,
            "runs_conditions_per_step": 0.0}


# thunks that move a few bytes rather than run a kernel of consequence (a copy, a memset, the device's
# partition number for a sharded program)
_COPIES = ("kCopy", "kDeviceToDeviceCopy", "kMemset32BitValue", "kMemzero", "kPartitionId", "kReplicaId")
_DTYPE_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2, "s32": 4, "u32": 4, "f32": 4,
                "s64": 8, "u64": 8, "f64": 8}


def shape_bytes(shape: str) -> int:
    """Bytes of an HLO shape (a tuple's elements summed): ``f32[2048]{0}`` -> 8192."""
    total = 0
    for dtype, dims in re.findall(r"\b([a-z]+\d*)\[([\d,]*)\]", shape):
        if dtype in _DTYPE_BYTES:
            total += _DTYPE_BYTES[dtype] * _prod(d for d in dims.split(",") if d)
    return total


def body_bytes(text: str, body: bool = True) -> list[dict]:
    """Each kernel of the rollout loop's body (``body=False``: of the entry computation, the kernels
    before and after the loop): bytes read (its operands) and written (its result). An operand the
    kernel only slices (a fusion whose parameter feeds dynamic-slices alone: a step's row of the
    random numbers drawn before the loop) counts the slices it reads, not the whole array."""
    mod = hlo.parse(text)
    loop = hlo.main_loop(mod)
    if loop is None and body:
        return []
    top = mod.computations.get(loop.called("body")[0] if body else mod.entry, [])
    # a command buffer's kernels (jaxlib 0.4.25-0.4.31 wrap the loop body in a call): read in its computation
    comp = [i for ins in top for i in ([ins] if ins.opcode != "call" else
                                       [j for c in ins.called("to_apply") for j in mod.computations.get(c, [])])]
    shapes = {i.name: i.shape for i in comp}
    rows = []
    for ins in comp:
        if not hlo.kernel_type(ins):
            continue
        # an unfused slice reads its slice, not the whole operand (jaxlib 0.4.23 leaves some unfused)
        sliced = {0: shape_bytes(ins.shape)} if ins.opcode in ("dynamic-slice", "slice") else _sliced_parameters(mod, ins)
        read = sum(sliced.get(k, shape_bytes(shapes.get(o, ""))) for k, o in enumerate(ins.operands))
        rows.append({"name": ins.name, "kind": ins.attr("kind") or ins.opcode, "read": read,
                     "written": shape_bytes(ins.shape)})
    return rows


def _sliced_parameters(mod: hlo.Module, fusion: hlo.Instr) -> dict[int, int]:
    """Parameter number -> bytes read, for the fused computation's parameters used only as the sliced
    operand of slices and dynamic-slices."""
    out = {}
    for comp in fusion.called("calls"):
        instrs = mod.computations.get(comp, [])
        for p in (i for i in instrs if i.opcode == "parameter" and i.operands and i.operands[0].isdigit()):
            users = [i for i in instrs if p.name in i.operands]
            if users and all(u.opcode in ("dynamic-slice", "slice") and u.operands[0] == p.name for u in users):
                out[int(p.operands[0])] = sum(shape_bytes(u.shape) for u in users)
    return out


def analyse_program(folder: Path, steps: int, num_envs: int, target: gpu_targets.GpuTarget) -> dict:
    """Everything read from one program's dumps (see the module docstring)."""
    text = (folder / "optimized.hlo.txt").read_text()
    report = hlo.analyze(text, steps)
    spi = report["steps_per_iteration"] or 1
    first = lambda pattern: next(iter(sorted(folder.glob(pattern))), None)  # noqa: E731
    before, after = first("*thunk_sequence.txt"), first("*thunk_sequence_after_thunk_passes.txt")
    mod = hlo.parse(text)
    loop = hlo.main_loop(mod)
    trip_known = bool(loop is not None and hlo.trip_count(loop))
    thunks, graphs, runtime, dims = [], [], first("gpu_rt_host.*.mlir"), True
    sequence = before.read_text() if before else ""
    source = None
    if before and ("body:" in sequence or "kWhile" not in sequence):
        thunks, source = parse_thunks(sequence), "thunk sequence"
        graphs = parse_thunks(after.read_text()) if after else []
    elif before:  # jaxlib 0.4.25-0.4.31: a loop's thunks are not printed: its launches read from the HLO
        graphs, dims, source = hlo_thunks(mod, loop), False, "HLO"
        thunks = old_xla.without_graphs(graphs)
    elif runtime:  # jaxlib 0.4.23: the XLA runtime's host program, its CUDA graphs opened for "before"
        graphs, source = old_xla.parse_rt_host(runtime.read_text()), "runtime host program"
        thunks = old_xla.without_graphs(graphs)
    launches = {**loop_launches(thunks, graphs, trip_known), "source": source} if thunks else {"loops": 0}
    bytes_rows, outside_rows = body_bytes(text), body_bytes(text, body=False)
    trip = report["loop_trip_count"] or 0
    moved = lambda rows: sum(r["read"] + r["written"] for r in rows)  # noqa: E731
    log = folder / "passes.log"
    ran = gpu_passes.passes_run(log.read_text(errors="replace")) if log.exists() and log.stat().st_size else None
    row = {"hlo_sha1": hashlib.sha1(text.encode()).hexdigest(), "passes_run": ran,
           "thunks_sha1": hashlib.sha1(_without_ids((after or runtime).read_text()).encode()).hexdigest()
           if after or runtime else None,
           "kernels_per_step": report["kernels_per_step"], "fusion_kinds": report["fusion_kinds"],
           "unfused": report["unfused"], "steps_per_iteration": report["steps_per_iteration"],
           "loop_trip_count": report["loop_trip_count"], "launches": launches,
           "bytes_per_env_step": (trip * moved(bytes_rows) + moved(outside_rows)) / (num_envs * steps),
           "loop_body_bytes_per_env_step": moved(bytes_rows) / (num_envs * spi),
           "body_bytes": bytes_rows, "outside_bytes": outside_rows}
    if launches.get("per_iteration") is not None and trip and launches["loops"] == 1:
        # the whole rollout's launches over its steps (the steps an unrolled loop leaves over run outside it)
        row["launches_per_step"] = (trip * launches["per_iteration"] + launches["outside"]) / steps
        row["graph_launches_per_step"] = (trip * launches["graph_per_iteration"] + launches["graph_outside"]) / steps
    row.update(what_runs(launches, trip, steps))
    if any(folder.glob("*.after_*.txt")):  # harness gpu-compile --passes: the per-pass dumps
        row["pass_changes"] = gpu_passes.pass_changes(folder, report["steps_per_iteration"] or 1)
    if not dims:
        row["sass"] = {"status": "skipped", "reason": "this XLA's thunk sequence does not print the loop's launches: "
                       "no launch dimensions to weigh each kernel's SASS by"}
        return row
    listings: dict = {}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            kernels = sass.ptx_kernels(sorted(folder.glob("*.ptx")), Path(tmp), listings)
    except sass.SassError as exc:
        row["sass"] = {"status": "skipped", "reason": str(exc)}
        return row
    if launches["loops"] == 0 and thunks:  # one kernel for the whole rollout (the Pallas kernel)
        launched = leaves(thunks)
        row["launches_per_step"] = row["graph_launches_per_step"] = len(launched) / steps
        row.update(what_runs({**launches, "before_and_after": launched}, 0, steps))
        row["sass"] = rollout_kernel_sass(listings, launched, num_envs, target)
        return row
    row["sass"] = sass_per_env_step(kernels, launches, num_envs, steps, trip, target)
    return row


def rollout_kernel_sass(listings: dict, thunks: list[dict], num_envs: int, target: gpu_targets.GpuTarget) -> dict:
    """Instructions per env-step of a program that is one kernel looping over all the steps (the
    Pallas kernel through Triton): the kernel's step loop (the backward branch of the largest span,
    as harness sass reads cupy-raw's), its conditional part weighted by the chance that a warp resets
    (sass.reset_fractions), over the environments each thread steps (num_envs / threads launched);
    the loop's lone-warp latency as the step's chain (the GPU model's term, as for cupy-raw)."""
    launched = [t for t in thunks if t["threads"]]
    if len(launched) != 1 or launched[0]["name"] not in listings:
        return {"status": "partial", "reason": f"not one kernel with SASS: {[t['name'] for t in launched]}"}
    t = launched[0]
    loop = sass.step_loop(listings[t["name"]], t["name"], envs_per_thread=num_envs / t["threads"])
    p_warp = sass.reset_fractions()["p_warp"]
    per_env_step, classes = loop.per_step(p_warp), loop.classes(p_warp)
    return {"status": "ok", "per_env_step": per_env_step, "loop_body": per_env_step, "classes": classes,
            "envs_per_thread": loop.envs_per_thread, "always": len(loop.always), "reset": len(loop.reset),
            "cold": len(loop.cold), "kernels_with_loops": [],
            # the lone warp's cycles an iteration, which is one step of all its environments
            "chain_cycles_per_step": sass.step_latency(loop, p_warp)["cycles_per_step"],
            **sass.ceiling(classes, per_env_step, target.sms, target.clock_ghz * 1e3,
                           {**sass.THROUGHPUT, "fp32": target.fp32_per_sm})}


def _without_ids(text: str) -> str:
    """A thunk sequence without what differs between two compiles of the same program (module numbers)."""
    return re.sub(r"module_\d+", "module", text)


def ablation(targets: list[gpu_targets.GpuTarget], program: Program, settings: dict[str, str], num_envs: int = 2048,
             steps: int = 1000, dump: Path | None = None) -> list[dict]:
    """harness ablate --target: ``program`` compiled for each target with XLA's defaults and under each
    setting (name -> XLA_FLAGS text, applied to that compile alone), each row's ``effect`` checked
    against the default's: its optimized HLO changed, only its thunks (command buffers), or nothing
    (a pass name XLA does not know is silently ignored: the control shows it)."""
    chosen = [program] + [Program(**{**asdict(program), "setting": name}) for name in settings]
    options = {name: flag_options(flags) for name, flags in settings.items()}
    problem = plugin_problem()
    if problem:
        return [{"target": t.name, "program": p.label, "setting": p.setting or "default", "status": "skipped",
                 "reason": problem} for t in targets for p in chosen]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(dump) if dump else Path(tmp)
        with ThreadPoolExecutor(max_workers=max(1, min(len(targets), impls.CPU_CORES))) as pool:
            parts = list(pool.map(lambda t: run_target(t, chosen, num_envs, steps, base / t.name, options=options),
                                  targets))
    for part in parts:
        for r in part:
            r["xla_flags"] = settings.get(r["setting"], "")
        rows += effects(part)
    return rows


def effects(part: list[dict]) -> list[dict]:
    """One target's rows (the default's first), each given its ``effect`` against the default."""
    default = part[0]
    for r in part:
        r["setting"] = r["setting"] or "default"
        if r["status"] != "ok" or default["status"] != "ok":
            r["effect"] = "" if r["status"] != "ok" else "no default to compare"
        elif r is default:
            r["effect"] = "baseline"
        elif default.get("passes_run") and gpu_passes.disabled_unknown(r.get("xla_flags", ""), default["passes_run"]):
            r["effect"] = ("not a pass this XLA runs: " + ", ".join(
                gpu_passes.disabled_unknown(r["xla_flags"], default["passes_run"])) + " (the setting does nothing)")
        elif r["hlo_sha1"] != default["hlo_sha1"]:
            r["effect"] = "changed HLO"
        elif r["thunks_sha1"] != default["thunks_sha1"]:
            r["effect"] = "changed thunks only"
        else:
            r["effect"] = "no effect (same HLO and thunks)"
    return part


ABLATION_COLUMNS = [("target", "target"), ("setting", "setting"), ("xla_flags", "XLA options"), ("effect", "effect"),
                    ("runs_kernels_per_step", "kernels/step"), ("runs_copies_per_step", "copies/step"),
                    ("kernels_per_step", "HLO launches/step"), ("launches_per_iteration", "launches/iteration"),
                    ("launches_per_step", "launches/step"), ("graph_launches_per_step", "graph launches/step"),
                    ("fusion_kinds", "fusions/step by kind"), ("note", "note")]


def ablation_table(rows: list[dict], program: str, num_envs: int, steps: int) -> Table:
    from harness.artifacts import rows_table

    flat = [{**r, "launches_per_iteration": (r.get("launches") or {}).get("per_iteration"),
             "fusion_kinds": ", ".join(f"{k} {v:g}" for k, v in (r.get("fusion_kinds") or {}).items()),
             "note": r.get("reason", "")} for r in rows]
    return rows_table(flat, ABLATION_COLUMNS, caption=(
        f"XLA:GPU pass ablation of {program}, {num_envs} environments x {steps} steps, compiled without a GPU "
        "(each setting applied to its compile alone; effect: against the default's optimized HLO and thunk "
        "sequence). Compile-only: counts, not times."))


def sass_per_env_step(kernels: dict, launches: dict, num_envs: int, steps: int, trip: int,
                      target: gpu_targets.GpuTarget) -> dict:
    """Instructions per env-step of the whole rollout (per thread: warp instructions per 32 env-steps):
    the loop body's kernels ``trip`` times and those before and after the loop (the random numbers
    drawn for every step up front, the steps an unrolled loop leaves over) once; by class, and the
    issue-bound ceiling on the target. ``loop_body``: the loop body's alone, per step."""
    total, body_only, classes, looped, missing, library, chain = 0.0, 0.0, {}, [], [], {}, 0.0
    weighted = ([(t, trip, True) for t in launches.get("body", [])]
                + [(t, 1, False) for t in launches.get("before_and_after", [])])
    for t, times, in_body in weighted:
        if t["threads"] is None:  # a copy, or a library's kernel (cuBLAS, jaxlib's threefry): no PTX of XLA's
            if t["kind"] not in _COPIES:
                library[t["kind"]] = library.get(t["kind"], 0) + 1
            continue
        k = kernels.get(t["name"])
        if k is None:
            missing.append(t["name"])
            continue
        w = times * t["threads"] / (num_envs * steps)
        total += k["instructions"] * w
        if in_body:  # the loop body's kernels, one after another every iteration
            body_only += k["instructions"] * w
            chain += k["chain_cycles"] * trip / steps
        for c, n in k["classes"].items():
            classes[c] = classes.get(c, 0.0) + n * w
        if k["loop"]:
            looped.append(t["name"])
    out = {"status": "ok", "per_env_step": total, "loop_body": body_only, "classes": dict(sorted(classes.items())),
           "chain_cycles_per_step": chain,
           "kernels_with_loops": looped, "kernels": kernels}
    if launches.get("loops", 0) != 1:
        return {**out, "status": "partial", "reason": "several loops: each kernel counted as if it ran in the "
                "main loop or once"}
    if missing:
        return {**out, "status": "partial", "reason": f"no SASS for {', '.join(missing)}"}
    if library:
        return {**out, "status": "partial", "reason": "not counted, library kernels: " + ", ".join(
            f"{k} x{n}" for k, n in sorted(library.items()))}
    if total:
        out.update(sass.ceiling(classes, total, target.sms, target.clock_ghz * 1e3,
                                {**sass.THROUGHPUT, "fp32": target.fp32_per_sm}))
    return out


# -- the whole study ----------------------------------------------------------------------------------------
def flag_options(flags: str) -> dict[str, str]:
    """XLA_FLAGS text (``--name=value ...``) as per-compile options (``compile(compiler_options=...)``):
    the settings of harness ablate, applied to one compile instead of a whole process."""
    out = {}
    for flag in flags.split():
        name, _, value = flag.removeprefix("--").partition("=")
        out[name] = value
    return out


def run_target(target: gpu_targets.GpuTarget, chosen: list[Program], num_envs: int, steps: int, dump: Path,
               timeout: float = 900, options: dict | None = None, passes: bool = False,
               xla: str = old_xla.TODAY, stub: Path | None = None) -> list[dict]:
    """Compile ``chosen`` for one target in a child, then read its dumps: one row per program
    (``options``: setting -> per-compile XLA options, for programs with a ``setting``; ``passes``: XLA
    dumps the module after every pass, read for which pass made which kernel; ``xla``: an old XLA's
    version, compiled by its side install against the stub driver built in ``stub``)."""
    old = xla != old_xla.TODAY
    spec = {"target": target.path, "programs": [asdict(p) for p in chosen], "num_envs": num_envs, "steps": steps,
            "dump": str(dump), "options": options or {}, "passes": passes, **({"xla": xla} if old else {})}
    try:
        lines, stopped = child.run(__name__, spec, old_xla.child_env(xla, target, stub) if old else child_env(),
                                   old_xla.python(xla) if old else None, timeout)[1], ""
    except child.ChildError as exc:  # the programs it finished are kept
        lines, stopped = exc.lines, str(exc)
    head = next((d for d in lines if "topology_s" in d), None)
    done = {Program(**d["program"]): d for d in lines if "program" in d}
    rows = []
    for p in chosen:
        row = {"target": target.name, "arch": target.arch, "program": p.label, "impl": p.impl, "mode": p.mode,
               "rng": p.rng, "variant": p.variant, "devices": p.devices, "setting": p.setting, "xla": xla,
               "num_envs": -(-num_envs // p.devices), "steps": steps}  # per device: the program's own
        d = done.get(p)
        if d is None:
            rows.append({**row, "status": "failed", "reason": f"the compile child stopped: {stopped[:300]}"})
            continue
        if not d["ok"]:
            rows.append({**row, "status": "failed", "reason": d["reason"]})
            continue
        row.update(status="ok", compile_s=d["compile_s"], jax=head and head["jax"])
        if p.mode == "ppo-update":
            from impls.train import config

            cfg = config.config(PPO_CONFIG)
            row.update(num_envs=cfg.num_envs, steps=cfg.num_steps)
        rows.append({**row, **analyse_program(dump / p.slug, row["steps"], row["num_envs"], target)})
    return rows


def study(targets: list[gpu_targets.GpuTarget], chosen: list[Program], num_envs: int = 2048, steps: int = 1000,
          dump: Path | None = None, cuda_kernels: list[sass.Target] | None = None, passes: bool = False,
          xla: list[str] = (old_xla.TODAY,)) -> dict:
    """Every chosen program for every target (a child per target and XLA version, as many at once as
    there are cores), plus ``cuda_kernels``, kernel builds of harness sass (default all; a job per target
    in the same pool);
    ``dump``: where the compilers' dumps stay; ``passes``: with XLA's per-pass dumps, read for which
    pass made which kernel (gpu_passes); ``xla``: the XLA versions (old_xla.VERSIONS, and ``today``:
    the suite's own)."""
    problems = {v: plugin_problem() if v == old_xla.TODAY else old_xla.problem(v) for v in xla}
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(dump) if dump else Path(tmp)
        stub = old_xla.build_stub(base / "stub") if any(v != old_xla.TODAY and not problems[v] for v in xla) else None
        def skipped(v: str, t: gpu_targets.GpuTarget, p: Program, reason: str) -> dict:
            return {"target": t.name, "arch": t.arch, "program": p.label, "impl": p.impl, "mode": p.mode, "xla": v,
                    "devices": p.devices, "status": "skipped", "reason": reason}

        # an old XLA compiles the ladder: XLA's one-device rollouts (its stub has one device; a policy's
        # products would want cuBLAS on it; that JAX's Pallas has another API)
        torch_chosen = [p for p in chosen if p.impl in torch_gpu.implementations()]
        chosen = [p for p in chosen if p not in torch_chosen]
        ladder = [p for p in chosen if p.mode == "rollout" and p.devices == 1 and "xla-passes" in impls.entry(p.impl).offers]
        rows = [skipped(v, t, p, problems[v] if problems[v] else f"XLA {v} compiles the ladder (XLA's one-device "
                        "rollouts) only") for v in xla if problems[v] or v != old_xla.TODAY
                for t in targets for p in chosen if problems[v] or p not in ladder]
        torch_problem = torch_gpu.problem() if torch_chosen else None
        jobs = [(v, t) for v in xla if not problems[v] and chosen for t in targets]
        jobs += [("torch", t) for t in targets if torch_chosen and not torch_problem]
        torch_rows = [{"target": t.name, "arch": t.arch, "program": p.label, "impl": p.impl, "mode": p.mode,
                       "devices": 1, "status": "skipped", "reason": torch_problem} for t in targets for p in torch_chosen
                      if torch_problem]

        # the CUDA kernels of harness sass, a job per target, queued after the compilers' children
        cuda_kernels = sass.targets() if cuda_kernels is None else cuda_kernels
        fractions = sass.reset_fractions() if cuda_kernels else None
        jobs += [("cuda", t) for t in targets if cuda_kernels]

        def job(j):
            if j[0] == "cuda":
                return [{**r, "target": j[1].name, "program": " ".join(filter(None, (r["impl"], r["variant"])))}
                        for r in sass.analyse(j[1].arch, cuda_kernels, j[1].gpu, fractions)["rows"]]
            if j[0] == "torch":
                return torch_gpu.run_target(j[1], [p.impl for p in torch_chosen], num_envs, base / "torch" / j[1].name)
            return run_target(j[1], chosen if j[0] == old_xla.TODAY else ladder, num_envs, steps,
                              base / j[0] / j[1].name, passes=passes, xla=j[0], stub=stub)

        parts = {"torch": torch_rows, "cuda": []}
        with ThreadPoolExecutor(max_workers=max(1, min(len(jobs), impls.CPU_CORES))) as pool:
            for (kind, _), part in zip(jobs, pool.map(job, jobs)):
                parts.get(kind, rows).extend(part)
    cuda = parts["cuda"]
    return {"num_envs": num_envs, "steps": steps, "targets": [t.summary() for t in targets], "rows": rows,
            "torch_rows": torch_rows, "torch_problem": torch_problem, "passes": passes,
            "cuda_kernels": cuda, "plugin": str(plugin_dir()), "plugin_problem": problems.get(old_xla.TODAY),
            "xla": list(xla), "xla_problems": {v: p for v, p in problems.items() if p},
            "seconds": time.perf_counter() - start,
            "tools": {t: sass.find_tool(t) for t in ("ptxas", "cuobjdump", "nvdisasm")}}


def table_rows(result: dict) -> list[dict]:
    """One flat row per program and target (and per CUDA kernel build), for the Markdown and CSV."""
    out = []
    for r in result["rows"]:
        base = {"target": r["target"], "xla": r.get("jax") or r.get("xla") or "", "program": r["program"]}
        if r["status"] != "ok":
            out.append({**base, "note": f"{r['status']}: {r['reason']}"})
            continue
        s, lau = r.get("sass") or {}, r["launches"]
        calls = {k: v for k, v in (r.get("unfused") or {}).items() if k.startswith("custom-call:")}  # threefry's
        # (a result written before what runs was counted apart: the same counts from its launches)
        runs = r if "runs_kernels_per_step" in r else what_runs(lau, r.get("loop_trip_count") or 0, r["steps"])
        out.append({**base, "runs_kernels_per_step": runs.get("runs_kernels_per_step"),
                    "runs_copies_per_step": runs.get("runs_copies_per_step"),
                    "runs_conditions_per_step": runs.get("runs_conditions_per_step"),
                    "counted_from": lau.get("source") or "", "kernels_per_step": r["kernels_per_step"],
                    "launches_per_iteration": lau.get("per_iteration"), "unroll": r["steps"] // r["loop_trip_count"]
                    if r.get("loop_trip_count") else None,
                    "launches_per_step": r.get("launches_per_step"), "graph_launches_per_step": r.get("graph_launches_per_step"),
                    "fusion_kinds": ", ".join(f"{k} {v:g}" for k, v in r["fusion_kinds"].items()),
                    "bytes_per_env_step": r["bytes_per_env_step"], "sass_per_env_step": s.get("per_env_step"),
                    "sass_loop_body": s.get("loop_body"),
                    "limiter": s.get("limiter"),
                    "ceiling": (s["ceiling_env_steps_per_s"] / 1e9) if s.get("ceiling_env_steps_per_s") else None,
                    "note": "; ".join(filter(None, [
                        f"SASS {s['status']}: {s.get('reason', '')}" if s.get("status") not in (None, "ok") else "",
                        f"kernels with a loop inside (counted once): {', '.join(s['kernels_with_loops'])}"
                        if s.get("kernels_with_loops") else "",
                        "several loops: launches not per iteration" if lau.get("loops", 0) > 1 else "",
                        "library kernels per step: " + ", ".join(f"{k.split(':', 1)[1]} {v:g}" for k, v in calls.items())
                        if calls else ""]))})
    for r in result.get("torch_rows", []):
        base = {"target": r["target"], "xla": r.get("compiler", "torch"), "program": r["program"]}
        if r["status"] != "ok":
            out.append({**base, "note": f"{r['status']}: {r['reason']}"})
            continue
        s = r.get("sass") or {}
        out.append({**base, "runs_kernels_per_step": r["kernels_per_step"], "counted_from": "torch (copies not told apart)",
                    "launches_per_step": r["launches_per_step"],
                    "graph_launches_per_step": r["graph_launches_per_step"], "unroll": r.get("steps"),
                    "bytes_per_env_step": r.get("bytes_per_env_step"), "sass_per_env_step": s.get("per_env_step"),
                    "limiter": s.get("limiter"), "ceiling": (s["ceiling_env_steps_per_s"] / 1e9)
                    if s.get("ceiling_env_steps_per_s") else None,
                    "note": "; ".join(filter(None, [r.get("note", ""), f"SASS {s['status']}: {s.get('reason', '')}"
                                                    if s.get("status") not in (None, "ok") else ""]))})
    for r in result.get("cuda_kernels", []):
        base = {"target": r["target"], "program": f"{r['program']} (hand-written kernel, 1 launch a rollout)"}
        if r["status"] != "ok":
            out.append({**base, "note": f"{r['status']}: {r['reason']}"})
            continue
        out.append({**base, "sass_per_env_step": r["per_env_step"], "limiter": r["limiter"],
                    "ceiling": r["ceiling_env_steps_per_s"] / 1e9})
    return out


COLUMNS = [("target", "target"), ("xla", "compiler"), ("program", "program"), ("runs_kernels_per_step", "kernels/step"),
           ("runs_copies_per_step", "copies/step"), ("runs_conditions_per_step", "conditions/step"),
           ("counted_from", "counted from"), ("kernels_per_step", "HLO launches/step"),
           ("launches_per_iteration", "launches/iteration"), ("unroll", "steps/iteration"),
           ("launches_per_step", "launches/step"), ("graph_launches_per_step", "graph launches/step"),
           ("fusion_kinds", "fusions/step by kind"), ("bytes_per_env_step", "bytes/env-step"),
           ("sass_per_env_step", "SASS instr./env-step"), ("sass_loop_body", "of which the loop body"),
           ("limiter", "limiter"),
           ("ceiling", "issue ceiling (G env-steps/s)"), ("note", "note")]


def to_table(result: dict) -> Table:
    import pandas as pd

    from harness.artifacts import frame_table

    df = pd.DataFrame(table_rows(result), columns=[k for k, _ in COLUMNS]).rename(columns=dict(COLUMNS))
    num = lambda d: (lambda v: "" if v is None or v != v else f"{v:.{d}f}")  # noqa: E731
    fmt = {"kernels/step": num(3), "copies/step": num(3), "conditions/step": num(3), "HLO launches/step": num(3),
           "launches/iteration": num(0), "steps/iteration": num(0),
           "launches/step": num(3), "graph launches/step": num(3), "bytes/env-step": num(0),
           "SASS instr./env-step": num(0), "of which the loop body": num(0), "issue ceiling (G env-steps/s)": num(1)}
    targets = "; ".join(f"{t['target']} = {t['description']} ({t['arch']}, {t['sms']} SMs, {t['clock_ghz']} GHz)"
                        for t in result["targets"])
    return frame_table(df, fmt=fmt, index=False, caption=(
            f"XLA:GPU compiled without a GPU: {result['num_envs']} environments x {result['steps']} steps "
            f"(PPO: one update of {PPO_CONFIG}). Compile-only, nothing timed. Kernels, copies and conditions per "
            "step: what the GPU runs, counted apart over the rollout's steps (kernels: fusions and library kernels; "
            "copies: device copies and memsets; conditions: the loop's, which runs only where its trip count is "
            "unknown), counted from the compiler's runtime program where it prints the loop (the thunk sequence, "
            "0.4.23's runtime host program), else from the optimized HLO. HLO launches/step: every kernel and copy "
            "the optimized HLO schedules and the loop condition once an iteration, over the steps (not what runs). "
            "Launches: from the thunk "
            "sequence, the loop body's kernels and copies per iteration (a loop with a known trip count never "
            "launches its condition), and per step the whole rollout's (the steps an unrolled loop leaves over "
            "run outside it); graph launches: after XLA's thunk passes, a command buffer (CUDA graph) counted "
            "once. Bytes: operands read and results written by the rollout's kernels (the loop body's every "
            "iteration, the others once) per env-step. SASS: each kernel's hot instructions once through "
            "times the threads launched, over the rollout's env-steps; the ceiling is the issue bound of "
            "harness sass on the target. Compiler: the XLA (jaxlib) version that compiled the row; 0.4.23 and 0.4.31 "
            "are the study's era's, compiled against a stub CUDA driver (docs/gpu-compile.md, \"The study's XLA\"); "
            "PyTorch's rows (Inductor's Triton kernels, TorchScript's NNC kernels, eager's ATen ops) come from its CUDA "
            "build's compilers answered from the target's figures, launches from Inductor's wrapper code over the steps "
            "of one call, steps/iteration the steps of one call (harness/analysis/torch_gpu.py). "
            "Targets: " + targets + "."))


def write(result: dict, out) -> None:
    out.data("gpu_compile", result)
    import pandas as pd

    out.table("gpu_compile", pd.DataFrame(table_rows(result), columns=[k for k, _ in COLUMNS]),
              to_table(result).block() + "\n", index=False)
    passes = gpu_passes.to_doc(result["rows"])
    if passes:
        out.text("passes.md", passes.markdown() + "\n")


if __name__ == "__main__":  # the compile child (run_target)
    child.serve(compile_child)


# -- its command (harness/registry.py): harness gpu-compile ----------------------------------------
def gpu_compile_options(p) -> None:
    p.add_argument("--target", default="all", help="GPU targets, comma-separated (default all: "
                   + ", ".join(gpu_targets.names()) + "), or the path of a .txtpb GpuTargetConfigProto")
    p.add_argument("--impl", default=None, help="comma-separated (default all): implementations XLA compiles, "
                   "ppo-update, PyTorch's (bin/setup --torch-gpu) and the CUDA kernels of harness sass")
    p.add_argument("--num-envs", default="2048", help="environments (default 2048, the study's)")
    p.add_argument("--steps", default="1000", help="steps per rollout (default 1000)")
    p.add_argument("--out", default="results", help="parent folder of the new -gpu-compile folder (default results)")
    p.add_argument("--keep-dumps", action="store_true", help="keep XLA's dumps (HLO, PTX, thunks) in the folder")
    p.add_argument("--passes", action="store_true", help="also dump the module after every XLA pass and write "
                   "passes.md: which pass made or removed the loop's kernels, per program and target")
    p.add_argument("--xla", default=None, help="XLA versions, comma-separated (default today: the suite's own "
                   "jaxlib): the study's era's, 0.4.23 and 0.4.31, each from its side install (bin/setup --old-xla)")


def gpu_compile_command(a, reader) -> int:
    import shutil

    from harness import artifacts, cli
    from harness.artifacts import Artifacts
    from harness.measure import machine

    targets = gpu_targets.checked(a.target)
    chosen, kernels = chosen_programs(a.impl)
    n, steps = cli.positive_int(a.num_envs, "--num-envs"), cli.positive_int(a.steps, "--steps")
    versions = old_xla.check(a.xla)
    missing = [f"{v}: {problem}" for v in versions if v != old_xla.TODAY and (problem := old_xla.problem(v))]
    if missing:
        raise cli.BadInput(f"--xla {a.xla}: not installed here ({'; '.join(missing)})")
    if not kernels and all(p.impl in torch_gpu.implementations() for p in chosen) and (problem := torch_gpu.problem()):
        print(f"error: nothing to compile: {problem}; nothing written", file=sys.stderr)
        return 1
    out = cli.out_folder(a.out)
    with tempfile.TemporaryDirectory() as dump:
        result = study(targets, chosen, n, steps, Path(dump), kernels, passes=a.passes, xla=versions)
        print(to_table(result).block())
        if a.passes:
            print(gpu_passes.to_doc(result["rows"]))
        if not any(r["status"] == "ok" for r in result["rows"] + result["torch_rows"] + result["cuda_kernels"]):
            # the plugin's problem only where XLA's programs were chosen (a CUDA kernel needs no plugin)
            why = "; ".join(filter(None, [result["rows"] and result["plugin_problem"], result["torch_problem"]])) \
                or "every program failed (reasons above)"
            print(f"error: nothing compiled: {why}; nothing written", file=sys.stderr)
            return 1
        folder = Artifacts.new(out, machine.label(), "gpu-compile", machine.info())
        if a.keep_dumps:  # raw compiler output: stored compressed
            for f in shutil.copytree(dump, folder.folder / "dumps").rglob("*"):
                if f.is_file():
                    artifacts.compress(f)
    write(result, folder)
    print(f"written to {folder.folder} ({result['seconds']:.0f} s)")
    return 0


def gpu_compile_section(reader, paths, df) -> Doc:
    """The newest ``harness gpu-compile`` result under the result paths (compile-only: no GPU ran it), and
    which pass made which kernel where it was compiled with --passes."""
    found = reader.artifacts(paths, "gpu-compile")
    if not found:
        return Doc()
    passes = gpu_passes.to_doc(found[-1].doc["rows"])
    return Doc(Heading("XLA:GPU compiled without a GPU: kernels, launches and SASS per step"),
               f"From `python -m harness gpu-compile` ({found[-1].folder.name}); compile-only, nothing here was "
               "timed on a GPU (docs/gpu-compile.md).\n\n", to_table(found[-1].doc), "\n",
               Doc(Heading("Which XLA:GPU pass makes which kernel"), "From `python -m harness gpu-compile --passes` "
                   f"({found[-1].folder.name}).\n\n", passes, "\n") if passes else "")
