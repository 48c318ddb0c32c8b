"""PyTorch's GPU compilers without a GPU: torch.compile's Triton kernels and TorchScript's NNC kernels,
compiled for the GPU targets (harness/analysis/gpu_targets/) and read beside XLA's (harness gpu-compile).

The CUDA build of torch and its Triton live in a side environment (``bin/setup --torch-gpu``, pinned:
:data:`PINS`) that only the compile child uses; :func:`answer_device_queries`, the one place that
knows torch's internals, answers the device's queries from the target file, so Inductor and NNC
compile and nothing runs. The rows (torch-compile's chunk and step, torchscript's NNC groups,
torch-eager's ATen kernels) and how each is counted: docs/gpu-compile.md.
"""
from __future__ import annotations

import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

from harness import child

PINS = {"torch": "2.14.1", "triton": "3.8.0"}  # the versions the device answers are written for
PACKAGES = (*(f"{k}=={v}" for k, v in PINS.items()), "numpy==2.4.6")  # the side install (bin/setup --torch-gpu)
ROOT_ENV = "CARTPOLE_TORCH_GPU"  # where it is (default .venv/torch-gpu beside the suite's Python)
SIZE = "about 5.5 GB installed (torch's CUDA build and its nvidia-* wheels, Triton)"
LOG_ENV = {"PYTORCH_JIT_LOG_LEVEL": ">>cuda_codegen"}  # NNC logs its CUDA source (read before torch imports it)
_LOG_LINE = re.compile(r"^\[DEBUG cuda_codegen\.cpp:\d+\] ?(.*)$")


def implementations() -> list[str]:
    """The registered implementations whose GPU programs this module reads: those offering "torch-gpu"."""
    import impls

    return impls.offering("torch-gpu")


def packages() -> list[str]:
    return list(PACKAGES)


def root() -> Path:
    return Path(os.environ.get(ROOT_ENV) or Path(sys.prefix) / "torch-gpu")


def python() -> Path:
    return root() / "bin" / "python"


def _installed(site: Path, name: str) -> str | None:
    found = sorted(site.glob(f"{name}-*.dist-info"))
    return found[-1].name.removesuffix(".dist-info").split("-")[1] if found else None


def problem() -> str | None:
    """Why PyTorch's GPU rows cannot be compiled here (None: they can): no side install, or other versions."""
    exe = python()
    if not exe.exists():
        return f"PyTorch's CUDA build is not installed in {root()} (bin/setup --torch-gpu installs it: {SIZE})"
    site = next(iter(sorted((root() / "lib").glob("python*/site-packages"))), None)
    have = {k: _installed(site, k) if site else None for k in ("torch", "triton")}
    return version_problem(have["torch"], have["triton"], f"the side install in {root()}")


def version_problem(torch_version: str | None, triton_version: str | None, where: str = "this Python") -> str | None:
    """The device answers reach torch's and Triton's private internals: only the pinned versions."""
    have = {"torch": (torch_version or "none").split("+")[0], "triton": triton_version or "none"}
    wrong = [f"{k} {have[k]}" for k in ("torch", "triton") if have[k] != PINS[k]]
    if wrong:
        return (f"{where} has {' and '.join(wrong)}; the device answers are written for torch {PINS['torch']} and "
                f"triton {PINS['triton']} only (bin/setup --torch-gpu installs them)")
    return None


# -- the compile child (run by the side install's Python) -----------------------------------------------
def answer_device_queries(target) -> dict:
    """Make torch's CUDA build compile for ``target`` (a gpu_targets.GpuTarget) without a GPU or driver;
    returns what the compile leaves behind: {"code": [Inductor's output code], "tuners": [autotuners]}."""
    import types

    import torch

    try:
        import triton
    except ImportError:
        triton = None
    why = version_problem(torch.__version__, getattr(triton, "__version__", None))
    if why:
        raise RuntimeError(why)
    major, minor = int(target.arch[3:-1]), int(target.arch[-1])
    props = types.SimpleNamespace(
        name=target.description, major=major, minor=minor, multi_processor_count=target.sms, warp_size=32,
        total_memory=_device_memory(target.text), max_threads_per_multi_processor=target.threads_per_sm,
        regs_per_multiprocessor=target.registers_per_sm, shared_memory_per_block_optin=target.shared_per_sm,
        shared_memory_per_multiprocessor=target.shared_per_sm, L2_cache_size=target.l2_bytes,
        clock_rate=int(target.clock_ghz * 1e6), max_threads_per_block=1024, gcnArchName="", is_integrated=False,
        uuid="compile-only")
    cuda = torch.cuda
    rng = torch.zeros(16, dtype=torch.uint8)
    answers = {"is_available": lambda: True, "device_count": lambda: 1, "current_device": lambda: 0,
               "get_device_properties": lambda device=None: props,
               "get_device_capability": lambda device=None: (major, minor),
               "is_current_stream_capturing": lambda: False, "set_device": lambda device: None,
               "_exchange_device": lambda device: 0, "_maybe_exchange_device": lambda device: 0,
               "get_rng_state": lambda device="cuda": rng.clone(), "set_rng_state": lambda state, device="cuda": None}
    for name, fn in answers.items():
        setattr(cuda, name, fn)
    torch.accelerator.is_available = lambda: False
    from torch._dynamo import device_interface

    for name in ("is_available", "device_count", "current_device", "get_device_properties"):
        setattr(device_interface.CudaInterface, name, staticmethod(answers[name]))
    device_interface.CudaInterface.get_compute_capability = staticmethod(lambda device=None: major * 10 + minor)
    from torch._subclasses import fake_tensor

    fake_tensor.FakeTensorMode.avoid_device_init = property(lambda self: True)
    from triton.backends.driver import GPUDriver
    from triton.backends.nvidia import driver as nvidia
    from triton.runtime.driver import driver

    class CompileOnly(nvidia.CudaDriver):
        """Triton's CUDA driver without its CudaUtils (which dlopens libcuda)."""

        def __init__(self):
            GPUDriver.__init__(self)
            self.get_current_stream = lambda device=None: 0

        @staticmethod
        def is_active():
            return True

    driver.set_active(CompileOnly())
    import torch._inductor.config as inductor

    inductor.compile_threads = 1  # workers would not see these answers
    inductor.use_static_cuda_launcher = False  # keeps Triton's CompiledKernel (its PTX) in each result
    from torch._inductor.fx_passes import joint_graph

    fold = joint_graph.UniformValueConstantFolder._deduce_value

    def on_cpu(self, node):  # constant folding evaluates a scalar tensor: on the CPU, not the device
        device = node.kwargs.get("device") if node.op == "call_function" else None
        if device is None or torch.device(device).type != "cuda":
            return fold(self, node)
        saved = node.kwargs
        node.kwargs = {**saved, "device": torch.device("cpu")}
        try:
            return fold(self, node)
        finally:
            node.kwargs = saved

    joint_graph.UniformValueConstantFolder._deduce_value = on_cpu
    from torch._inductor.graph import GraphLowering
    from torch._inductor.runtime import triton_heuristics

    left = {"code": [], "tuners": []}
    triton_heuristics.CachingAutotuner._make_launchers = lambda self: left["tuners"].append(self)
    GraphLowering.save_output_code = staticmethod(lambda code: left["code"].append(code))
    return left


def _device_memory(text: str) -> int:
    m = re.search(r"device_memory_size\s*:\s*(\d+)", text)
    return int(m.group(1)) if m else 0


def _inductor(left: dict, fn, args, folder: Path) -> dict:
    """Compile ``fn`` on ``args`` (fake CUDA tensors): its output code and each kernel's autotune
    configurations."""
    start, before, stop = time.perf_counter(), len(left["tuners"]), None
    try:
        fn(*args)
    except RuntimeError as exc:  # where it would launch on the GPU
        if not left["code"]:
            raise
        stop = str(exc).splitlines()[0][:200]
    seconds = time.perf_counter() - start
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "output_code.py").write_text(left["code"][-1])
    kernels = []
    for tuner in left["tuners"][before:]:
        configs = []
        for i, result in enumerate(tuner.compile_results):
            ptx = folder / f"{tuner.fn.__name__}.{i}.ptx"
            ptx.write_text(result.kernel.asm["ptx"])
            configs.append({**{k: int(v) for k, v in result.config.kwargs.items()},
                            "num_warps": int(result.config.num_warps), "num_stages": int(result.config.num_stages),
                            "ptx": ptx.name})
        kernels.append({"name": tuner.fn.__name__, "configs": configs})
    return {"code": "output_code.py", "kernels": kernels, "compile_s": seconds, "stopped_at": stop}


def _torchscript(inst, folder: Path) -> dict:
    """NNC's kernels of the scripted rollout's loop (see the module docstring)."""
    import torch

    from harness.analysis import torch_graphs
    from harness.measure import process

    torch._C._jit_set_texpr_fuser_enabled(True)
    torch._C._jit_override_can_fuse_on_cpu(True)
    torch._C._jit_set_te_must_use_llvm_cpu(False)
    for _ in range(3):  # the profiling executor profiles, then optimises (with NNC's CPU fusion now on)
        inst.rollout(8)
    graph = inst.fusion_artifacts(8)["graph"]
    groups, ops = torch_graphs.loop_ops(graph)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "graph.txt").write_text(str(graph))
    cuda, sources = torch.device("cuda", 0), []
    loop = next(n for n in torch_graphs.walk(graph) if n.kind() == "prim::Loop")
    groups_in_loop = (n for n in torch_graphs.walk(next(loop.blocks())) if n.kind() == "prim::TensorExprGroup")
    for i, node in enumerate(groups_in_loop):
        sub = node.g("Subgraph").copy()
        for value in list(sub.inputs()) + [o for n in torch_graphs.walk(sub) for o in n.outputs()]:
            t = value.type()
            if isinstance(t, torch._C.TensorType) and t.device() is not None:
                value.setType(t.with_device(cuda))
        log = folder / f"nnc{i}.log"
        with process.fd_to(2, log):  # where torch's JIT logs
            try:
                torch._C._te.TensorExprKernel(sub)
            except RuntimeError:  # it generated and logged its source, then could not load libcuda
                pass
        found = nnc_source(log.read_text(errors="replace"))
        if found is None:
            raise RuntimeError(f"NNC logged no CUDA source and launch for fusion group {i}")
        (folder / f"nnc{i}.cu").write_text(found[0])
        sources.append({"file": f"nnc{i}.cu", "blocks": found[1], "threads": found[2]})
    return {"groups": groups, "unfused_ops": ops, "sources": sources, "graph": "graph.txt"}


def nnc_source(log: str) -> tuple[str, int, int] | None:
    """The CUDA source NNC's code generator logged (the lines after ``Fused TE CUDA kernel:``) and its
    launch: (source, blocks, threads per block), from the ``gpu_block_extents`` and
    ``gpu_thread_extents`` lines after it."""
    lines = [m.group(1) for m in map(_LOG_LINE.match, log.splitlines()) if m]
    start = next((i for i, line in enumerate(lines) if line.startswith("Fused TE CUDA kernel:")), None)
    end = next((i for i, line in enumerate(lines) if line.startswith("gpu_block_extents:")), None)
    if start is None or end is None or end < start:
        return None
    extents = [re.match(rf"{k}: \((\d+)ll, 1, 1\)", line) for k, line in
               (("gpu_block_extents", lines[end]), ("gpu_thread_extents", lines[end + 1] if end + 1 < len(lines) else ""))]
    body = "\n".join(lines[start + 1:end]).strip()
    if "__global__" not in body or not all(extents):
        return None
    return body + "\n", int(extents[0].group(1)), int(extents[1].group(1))


def _eager(inst) -> dict:
    """Eager's kernels per step: the profiler's ATen ops of one step on the CPU (each one kernel on CUDA too)."""
    from harness.analysis import torch_graphs

    cols = torch_graphs.profile_columns(inst.fusion_artifacts(1))
    return {"kernels_per_call": cols["kernels_per_step"]}


def compile_child(spec: dict, emit) -> None:
    """In the side install (harness/child.py): every chosen torch program for one target; a line per program."""
    from harness.analysis import gpu_targets

    target = gpu_targets.load(spec["target"])
    n, dump = spec["num_envs"], Path(spec["dump"])
    try:
        left = answer_device_queries(target)
    except Exception as exc:  # noqa: BLE001 - every row says why
        emit({"refused": f"{type(exc).__name__}: {exc}"})
        return
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode

    import impls

    emit({"torch": torch.__version__, "triton": __import__("triton").__version__})
    for impl in spec["impls"]:
        rows = []
        try:  # by what the implementation offers: compiled GPU programs, a TorchScript graph, eager ops
            with warnings.catch_warnings():  # compiled for a GPU, never timed here: the CPU's settings do not apply
                warnings.simplefilter("ignore", impls.SettingsWarning)
                inst = impls.make(impl, n, device="cpu")  # the registry's plugins (CARTPOLE_PLUGINS) load first
            programs, form = what_to_compile(inst)
            with FakeTensorMode():
                for label, (fn, args, per) in (programs("cuda") if programs else {}).items():
                    if spec.get("only") and label not in spec["only"]:
                        continue
                    rows.append({"program": f"{impl} {label}", "kind": "triton", "steps_per_call": per,
                                 **_inductor(left, fn, args, dump / _slug(f"{impl} {label}"))})
            if form == "torchscript-graph":
                rows.append({"program": impl, "kind": "nnc", "steps_per_call": 1, **_torchscript(inst, dump / _slug(impl))})
            elif form == "torch-profile":
                rows.append({"program": impl, "kind": "aten", "steps_per_call": 1, **_eager(inst)})
        except Exception as exc:  # noqa: BLE001 - one implementation's failure is its row's
            rows = [{"program": impl, "ok": False, "reason": f"{type(exc).__name__}: "
                     f"{(str(exc).splitlines() or [''])[0][:300]}"}]
        for row in rows:
            emit({"impl": impl, "ok": True, **row})


def what_to_compile(inst, device: str = "cuda"):
    """What an implementation offering "torch-gpu" gives PyTorch's GPU compilers: (its ``gpu_programs``, to be
    called under a FakeTensorMode, else None; else the format of its ``fusion_artifacts``: a TorchScript graph,
    eager operators). Neither: ValueError. ``device``: where the fake arguments are made (torch's CUDA build
    makes CUDA ones)."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    with FakeTensorMode():
        if inst.gpu_programs(device) is not None:
            return inst.gpu_programs, None
    form = (inst.fusion_artifacts(1) or {}).get("format")
    if form not in ("torchscript-graph", "torch-profile"):
        raise ValueError(f"{inst.name}: neither compiled GPU programs, a TorchScript graph nor eager ops")
    return None, form


def _slug(label: str) -> str:
    return re.sub(r"[^a-z0-9.]+", "-", label.lower()).strip("-")


# -- reading what the child left ------------------------------------------------------------------------
_DTYPE = {"*fp32": 4, "*i32": 4, "*i64": 8, "*fp16": 2, "*bf16": 2, "*i1": 1, "*i8": 1, "*u8": 1, "*fp64": 8}
_C_DTYPE = {"float": 4, "int": 4, "bool": 1, "char": 1, "long long": 8, "double": 8, "int64_t": 8, "half": 2}


def triton_kernels(code: str) -> dict[str, dict]:
    """Each Triton kernel of Inductor's output code: its elements (``xnumel``) and bytes moved per element:
    every ``tl.load`` and ``tl.store`` indexed by the element (a load of a fixed element, a step key,
    is one number for all and not counted), sized by its pointer's type in the kernel's signature."""
    out = {}
    for m in re.finditer(r"triton_meta=\{'signature': (\{[^}]*\}).*?\ndef (triton_\w+)\((.*?)\):\n(.*?)(?=\n'''|\n\"\"\")",
                         code, re.S):
        signature = dict(re.findall(r"'(\w+)': '([^']+)'", m.group(1)))
        body = m.group(4)
        numel = re.search(r"^\s*xnumel = (\d+)", body, re.M)
        moved = 0
        for kind, ptr, index in re.findall(r"tl\.(load|store)\((\w+) \+ \(([^)]*)\)", body):
            if re.search(r"\bx\d", index):
                moved += _DTYPE.get(signature.get(ptr, ""), 4)
        out[m.group(2)] = {"xnumel": int(numel.group(1)) if numel else None, "bytes_per_element": moved}
    return out


def nnc_kernel(source: str) -> dict:
    """NNC's kernel: its name and bytes moved per element (each pointer parameter read through ``__ldg``
    at the thread's element, each one written there)."""
    name = re.search(r"__global__\s+void\s+(\w+)\s*\(([^)]*)\)", source)
    params = {p.split("*")[1].strip(): _C_DTYPE.get(p.split("*")[0].strip(), 4)
              for p in name.group(2).split(",") if "*" in p} if name else {}
    read = set(re.findall(r"__ldg\((\w+) \+ \(long long\)\(threadIdx\.x\)", source))
    written = set(re.findall(r"^\s*(\w+)\[\(long long\)\(threadIdx\.x\)", source, re.M))
    return {"name": name.group(1) if name else None,
            "bytes_per_element": sum(params.get(p, 4) for p in read) + sum(params.get(p, 4) for p in written)}


def _sass_of(ptx: Path, tmp: Path) -> tuple[dict, dict]:
    """(each kernel's straight-line count, each kernel's registers and stack) of one PTX file, through
    the system's ptxas (sass.ptx_kernels: one ptxas run for both)."""
    from harness.analysis import sass

    regs: dict = {}
    return sass.ptx_kernels([ptx], tmp, resources_of=regs), regs


def inductor_row(folder: Path, d: dict, num_envs: int, target) -> dict:
    """torch-compile's row: launches, bytes and SASS per env-step from its output code and PTX."""
    code = (folder / d["code"]).read_text()
    calls = re.findall(r"\b(triton_\w+)\.run\(", code.split("def call(", 1)[-1])
    per = d["steps_per_call"]
    info = triton_kernels(code)
    configs_of = {}
    with tempfile.TemporaryDirectory() as tmp:
        for k in d["kernels"]:
            per_config = []
            for c in k["configs"]:
                counts, regs = _sass_of(folder / c["ptx"], Path(tmp))
                sass_k = counts[k["name"]]
                threads = math.ceil(info[k["name"]]["xnumel"] / c["XBLOCK"]) * c["num_warps"] * 32
                per_config.append({**{x: c[x] for x in c if x != "ptx"}, **regs[k["name"]],
                                   "instructions": sass_k["instructions"], "threads": threads,
                                   "per_env_step": sass_k["instructions"] * threads / (num_envs * per),
                                   "sass": sass_k})
            configs_of[k["name"]] = per_config
    chosen = {name: min(cs, key=lambda c: c["per_env_step"]) for name, cs in configs_of.items()}
    classes, chain = {}, 0.0
    for name in calls:
        c = chosen[name]
        for cls, count in c["sass"]["classes"].items():
            classes[cls] = classes.get(cls, 0.0) + count * c["threads"] / (num_envs * per)
        chain += c["sass"]["chain_cycles"] / per
    total = sum(chosen[name]["per_env_step"] for name in calls)
    most = sum(max(c["per_env_step"] for c in configs_of[name]) for name in calls)
    configs = sum(len(cs) for cs in configs_of.values())
    kernels = [{"name": name, "xnumel": info[name]["xnumel"], "bytes_per_element": info[name]["bytes_per_element"],
                "configs": [{k: v for k, v in c.items() if k != "sass"} for c in cs]} for name, cs in configs_of.items()]
    return {"kernels_per_step": len(calls) / per, "launches_per_step": len(calls) / per,
            "graph_launches_per_step": len(calls) / per, "steps_per_call": per,
            "bytes_per_env_step": sum(info[name]["bytes_per_element"] for name in calls) / per, "kernels": kernels,
            "sass": _with_ceiling({"status": "ok", "per_env_step": total, "loop_body": total, "classes": classes,
                                   "chain_cycles_per_step": chain, "per_env_step_max": most}, target),
            "note": (f"{configs} autotune configurations for {len(configs_of)} kernels; Inductor picks by timing "
                     f"them on the device: the fewest SASS per env-step shown, the most {most:.0f}")
            if configs > len(configs_of) else ""}


def nnc_row(folder: Path, d: dict, num_envs: int, target) -> dict:
    """torchscript's row: NNC's fusion groups and the ops left outside them, each group's SASS."""
    per_step = d["groups"] + len(d["unfused_ops"])
    classes, chain, total, moved, kernels = {}, 0.0, 0.0, 0, []
    with tempfile.TemporaryDirectory() as tmp:
        for src in d["sources"]:
            source = (folder / src["file"]).read_text()
            k = nnc_kernel(source)
            ptx = Path(tmp) / (Path(src["file"]).stem + ".ptx")
            ptx.write_text(nvcc_ptx(source, target.arch))
            counts, regs = _sass_of(ptx, Path(tmp))
            s = counts[k["name"]]
            # NNC's kernel checks its element against the count: the threads past it leave at once
            threads = min(src["blocks"] * src["threads"], num_envs)
            w = threads / num_envs
            total += s["instructions"] * w
            chain += s["chain_cycles"]
            moved += k["bytes_per_element"]
            for cls, count in s["classes"].items():
                classes[cls] = classes.get(cls, 0.0) + count * w
            kernels.append({**k, **regs[k["name"]], "instructions": s["instructions"], "threads": threads})
    status = "ok" if not d["unfused_ops"] else "partial"
    return {"kernels_per_step": float(per_step), "launches_per_step": float(per_step),
            "graph_launches_per_step": float(per_step), "steps_per_call": 1, "fusion_groups": d["groups"],
            "unfused_ops": d["unfused_ops"], "bytes_per_env_step": float(moved), "kernels": kernels,
            "sass": _with_ceiling({"status": status, "per_env_step": total, "loop_body": total, "classes": classes,
                                   "chain_cycles_per_step": chain,
                                   **({"reason": "ops outside the fusion groups not counted"} if d["unfused_ops"] else {})},
                                  target),
            "note": f"{d['groups']} NNC fusion group(s) a step" + (f", unfused: {', '.join(d['unfused_ops'])}"
                                                                   if d["unfused_ops"] else "")}


def nvcc_ptx(source: str, arch: str) -> str:
    """NNC's source to PTX for ``arch`` by the system's nvcc (torch compiles it with NVRTC at run time;
    nvcc of the same CUDA as the system's ptxas keeps the PTX's version one that ptxas reads, so every
    row of the table goes through the same ptxas)."""
    from harness.analysis import sass

    with tempfile.TemporaryDirectory() as tmp:
        cu, ptx = Path(tmp) / "nnc.cu", Path(tmp) / "nnc.ptx"
        cu.write_text(source)
        r = subprocess.run([sass.need("nvcc", "nvidia-cuda-nvcc"), "-ptx", f"-arch={arch}", "-O3", str(cu), "-o", str(ptx)],
                           capture_output=True, text=True, timeout=300)
        if r.returncode:
            raise sass.SassError(f"nvcc failed: {r.stderr.strip()[-300:]}")
        return ptx.read_text()


def _with_ceiling(s: dict, target) -> dict:
    from harness.analysis import sass

    if s["status"] != "ok" or not s["per_env_step"]:
        return s
    return {**s, **sass.ceiling(s["classes"], s["per_env_step"], target.sms, target.clock_ghz * 1e3,
                                {**sass.THROUGHPUT, "fp32": target.fp32_per_sm})}


def run_target(target, chosen: list[str], num_envs: int, dump: Path, timeout: float = 900,
               only: list[str] | None = None) -> list[dict]:
    """Compile the GPU programs of the torch implementations ``chosen`` for one target in a child of the
    side install; a row per program (torch-compile's chunk and step, the others' rollout), in
    gpu-compile's fields (see the module docstring); ``only``: of the compiled programs, those labels
    (``["step"]``)."""
    from harness.measure import process

    spec = {"target": target.path, "impls": chosen, "num_envs": num_envs, "dump": str(dump), "only": only}
    env = process.python_env(extra={
        "PYTHONPATH": os.pathsep.join(filter(None, [str(process.ROOT), os.environ.get("PYTHONPATH")])),
        "CUDA_VISIBLE_DEVICES": "-1", "TORCHINDUCTOR_CACHE_DIR": str(dump / "inductor-cache"),
        "TRITON_CACHE_DIR": str(dump / "triton-cache"), **LOG_ENV})
    try:
        lines, stopped = child.run(__name__, spec, env, python(), timeout)[1], ""
    except child.ChildError as exc:  # the programs it finished are kept
        lines, stopped = exc.lines, str(exc)
    head = next((d for d in lines if "torch" in d or "refused" in d), None)
    rows = []
    for impl in chosen:
        base = {"target": target.name, "arch": target.arch, "impl": impl, "rng": "spec", "devices": 1,
                "num_envs": num_envs}
        mine = [d for d in lines if d.get("impl") == impl]
        if head and "refused" in head:
            rows.append({**base, "program": impl, "mode": "rollout", "status": "skipped", "reason": head["refused"]})
            continue
        if not mine:
            rows.append({**base, "program": impl, "mode": "rollout", "status": "failed", "reason": "the compile child "
                         f"stopped: {stopped[:300]}"})
            continue
        for d in mine:
            sub = d["program"][len(impl) + 1:]
            row = {**base, "program": d["program"], "mode": "step" if sub == "step" else "rollout",
                   "variant": sub if "=" in sub else "", "compiler": _compiler(d.get("kind"), head)}
            if not d["ok"]:
                rows.append({**row, "status": "failed", "reason": d["reason"]})
                continue
            row.update(status="ok", steps=d["steps_per_call"])
            try:
                if d["kind"] == "triton":
                    row.update(inductor_row(dump / _slug(d["program"]), d, num_envs, target), compile_s=d["compile_s"])
                elif d["kind"] == "nnc":
                    row.update(nnc_row(dump / _slug(d["program"]), d, num_envs, target))
                else:
                    per = d["kernels_per_call"]
                    row.update(kernels_per_step=per, launches_per_step=per, graph_launches_per_step=per,
                               sass={"status": "skipped", "reason": "ATen's precompiled kernels: no PTX compiled here"},
                               note="one ATen kernel per tensor op (the profiler's ops of one step)")
            except Exception as exc:  # noqa: BLE001 - a reading failure is the row's
                row.update(status="failed", reason=f"{type(exc).__name__}: {str(exc)[:300]}")
            rows.append(row)
    return rows


def _newest(folder: str, kind: str, keep) -> tuple[Path, dict] | None:
    """The newest result folder of ``kind`` under ``folder`` whose document ``keep`` accepts: (folder, document)."""
    from harness import artifacts

    for f in sorted(Path(folder).glob(f"*-{kind}"), key=lambda f: f.name.rsplit("-", 2)[-2], reverse=True):
        try:
            doc = json.loads(artifacts.read_text(artifacts.find(f, f"{kind.replace('-', '_')}.json")))
        except (OSError, ValueError):
            continue
        if isinstance(doc, dict) and keep(doc):
            return f, doc
    return None


def check_on_gpu(measured: str, compiled: str = "results") -> int:
    """bin/gpu-run's torch-kernels stage, on a GPU machine: kernels per step of PyTorch's rows measured
    on its GPU (``harness fusion --device cuda`` under ``measured``: the profiler's CUDA kernels, the
    optimized graph's fusion groups, Inductor's launches) beside the newest compile-only count for that
    GPU's target (gpu-compile under ``compiled``); prints the table, returns 1 when one differs or
    nothing could be compared."""
    from harness.analysis import gpu_model
    from harness.artifacts import rows_to_markdown

    mine = set(implementations())
    fusion = _newest(measured, "fusion", lambda d: any(isinstance(r, dict) and r.get("device") == "cuda"
                                                        and r.get("impl") in mine for r in d.get("rows", [])))
    if fusion is None:
        print(f"error: no fusion result on cuda with PyTorch's rows under {measured}", file=sys.stderr)
        return 1
    gpu = (fusion[1].get("machine") or {}).get("gpu_name")
    target = gpu_model.target_of(gpu)
    found = _newest(compiled, "gpu-compile", lambda d: any(isinstance(r, dict) and r.get("target") == target
                                                           and r.get("status") == "ok" for r in d.get("torch_rows", [])))
    if target is None or found is None:
        print(f"error: no gpu-compile result with PyTorch's rows for {gpu!r} (target {target}) under {compiled}",
              file=sys.stderr)
        return 1
    counts = {r["impl"]: r["kernels_per_step"] for r in found[1]["torch_rows"]
              if r["target"] == target and r["status"] == "ok" and r.get("mode") == "rollout"}
    rows = [{"impl": r["impl"], "measured": r.get("kernels_per_step"), "compile_only": counts.get(r["impl"]),
             "same": r.get("kernels_per_step") == counts.get(r["impl"])}
            for r in fusion[1]["rows"] if r.get("device") == "cuda" and r.get("impl") in counts
            and r.get("status", "ok") == "ok"]
    print(f"Kernels per step of PyTorch's rows on {gpu} against the compile-only count for {target} "
          f"({found[0].name}):\n\n" + rows_to_markdown(rows, [("impl", "implementation"),
          ("measured", "measured on the GPU"), ("compile_only", "compile-only"), ("same", "same")]))
    return 0 if rows and all(r["same"] for r in rows) else 1


def _compiler(kind: str | None, head: dict | None) -> str:
    v = (head or {}).get("torch") or PINS["torch"]
    return {"triton": f"torch {v} Inductor, Triton {(head or {}).get('triton') or PINS['triton']}",
            "nnc": f"torch {v} TorchScript, NNC"}.get(kind, f"torch {v} eager (ATen)")


if __name__ == "__main__":  # the compile child (run_target)
    child.serve(compile_child)
