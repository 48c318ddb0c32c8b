"""The XLA of the study's time as a compile target: ``harness gpu-compile --xla VERSION`` (jaxlib
0.4.23 or 0.4.31), for GPUs this machine does not have.

Each version lives in a virtual environment of its own (``.venv/xla-old/VERSION``, ``bin/setup
--old-xla``), and its compile child finds a stub CUDA driver first on its library path
(``stub_cuda/*.c``, built here, answering every device query from the target file through
CARTPOLE_STUB_GPU; nothing runs). 0.4.25-0.4.31 compile through ``get_topology_desc("cuda")``,
0.4.23 through an ordinary client of the stub device; 0.4.23's runtime host program
(``gpu_rt_host.*.mlir``) is read here into the thunk form today's rows have. docs/gpu-compile.md.
"""
from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

from harness.measure import process

# version -> how its compile child reaches a device, and the packages of its side install (pinned)
VERSIONS = {
    "0.4.23": {"route": "client", "pins": ["numpy==1.26.4", "ml_dtypes==0.2.0", "scipy==1.12.0", "pandas==2.2.3"]},
    "0.4.31": {"route": "topology", "pins": ["numpy==1.26.4", "ml_dtypes==0.5.4", "scipy==1.14.1", "pandas==2.2.3"]},
}
TODAY = "today"  # --xla's name for the suite's own jaxlib (harness/analysis/gpu_compile.py's plugin)
STUB = Path(__file__).with_name("stub_cuda")
ROOT_ENV = "CARTPOLE_XLA_OLD"  # where the side installs are (default .venv/xla-old beside the suite's Python)


def packages(version: str) -> list[str]:
    """What ``bin/setup --old-xla`` installs for a version (jax's CUDA 12 plugin of that version)."""
    return [f"{p}=={version}" for p in ("jax", "jaxlib", "jax-cuda12-plugin", "jax-cuda12-pjrt")] + \
        VERSIONS[version]["pins"]


def root() -> Path:
    return Path(os.environ.get(ROOT_ENV) or Path(sys.prefix) / "xla-old")


def python(version: str) -> Path:
    return root() / version / "bin" / "python"


def problem(version: str) -> str | None:
    """Why ``version`` cannot compile here (None: it can): no side install, or one of another jaxlib."""
    exe = python(version)
    if not exe.exists():
        return (f"XLA {version} is not installed in {exe.parent.parent} (bin/setup --old-xla installs it: "
                "about 0.9 GB a version)")
    site = next(iter(sorted((exe.parent.parent / "lib").glob("python*/site-packages"))), None)
    found = sorted(site.glob("jaxlib-*.dist-info")) if site else []
    have = found[-1].name.removesuffix(".dist-info").split("-")[1] if found else None
    if have != version:
        return f"the side install in {exe.parent.parent} holds jaxlib {have or 'none'}, not {version}"
    return None


def check(text: str | None) -> list[str]:
    """``--xla``: comma-separated versions (``today`` the suite's own); bad input names the valid ones."""
    from harness import cli

    if text is None:
        return [TODAY]
    valid = [*VERSIONS, TODAY]
    return list(dict.fromkeys(cli.chosen(text, "--xla", valid)))


# -- the stub driver ------------------------------------------------------------------------------------
LIBRARIES = {"libcuda.so.1": "libcuda.c", "libcudart.so.12": "libcudart.c", "libcudnn.so.8": "libcudart.c"}


def build_stub(folder: Path) -> Path:
    """The stub libraries built from their C source into ``folder`` (a folder per source digest: built
    once, reused); the folder to put first on LD_LIBRARY_PATH."""
    digest = hashlib.sha1(b"".join((STUB / s).read_bytes() for s in sorted(set(LIBRARIES.values())))).hexdigest()[:12]
    out = Path(folder) / f"stub-{digest}"
    if all((out / lib).exists() for lib in LIBRARIES):
        return out
    out.mkdir(parents=True, exist_ok=True)
    cc = os.environ.get("CC", "cc")
    for lib, source in LIBRARIES.items():
        tmp = out / f".{lib}.tmp"
        r = subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(tmp), str(STUB / source)],
                           capture_output=True, text=True)
        if r.returncode:
            raise RuntimeError(f"the stub CUDA driver did not build with {cc}: {r.stderr.strip()[:300]}")
        tmp.replace(out / lib)
    return out


def stub_gpu(target) -> str:
    """CARTPOLE_STUB_GPU for a gpu_targets.GpuTarget: its figures as the stub answers them. The
    memory clock is what gives the target's bandwidth on a 256-bit bus (XLA reads bandwidth as
    twice memory clock times bus width)."""
    def field(name: str, default: int) -> int:
        m = re.search(rf"^\s*{name}\s*:\s*(\d+)\s*$", target.text, re.M)
        return int(m.group(1)) if m else default

    major, minor = target.arch.removeprefix("sm_")[:-1], target.arch[-1]
    total = field("device_memory_size", 16 * 2**30)
    return ";".join(str(v) for v in (
        target.description.replace(";", ","), major, minor, target.sms, target.threads_per_sm, target.shared_per_sm,
        field("shared_memory_per_block", 49152), field("shared_memory_per_block_optin", target.shared_per_sm),
        target.registers_per_sm, field("registers_per_block_limit", 65536), target.l2_bytes,
        round(target.clock_ghz * 1e6), round(target.bandwidth / (2 * 256 / 8) / 1e3), 256, total))


def child_env(version: str, target, stub: Path) -> dict:
    """The compile child's environment for ``version``: the stub first on the library path, the
    target's figures for it, the route's platform variables, the repository (never the suite's
    plugin) on the Python path."""
    route = VERSIONS[version]["route"]
    return process.python_env(extra={
        "PYTHONPATH": str(process.ROOT), "LD_LIBRARY_PATH": os.pathsep.join(filter(None, [
            str(stub), os.environ.get("LD_LIBRARY_PATH")])),
        "CARTPOLE_STUB_GPU": stub_gpu(target), "JAX_PLATFORMS": "cuda,cpu" if route == "client" else "cpu",
        "XLA_PYTHON_CLIENT_PREALLOCATE": "false", "XLA_PYTHON_CLIENT_ALLOCATOR": "platform",
        "JAX_SKIP_CUDA_CONSTRAINTS_CHECK": "1", "XLA_FLAGS": "", "TF_CPP_MIN_LOG_LEVEL": "1"})


# -- in the compile child -------------------------------------------------------------------------------
def prepare(version: str):
    """In an old version's compile child: the devices to lower for (see the module docstring)."""
    import jax
    from jax._src import xla_bridge

    if VERSIONS[version]["route"] == "client":
        jax.config.update("jax_default_device", jax.devices("cpu")[0])
        return jax.devices("cuda")
    from jax.experimental import topologies

    canonical = xla_bridge.canonicalize_platform
    xla_bridge.canonicalize_platform = lambda p: "cuda" if p == "gpu" else canonical(p)
    return topologies.get_topology_desc("cartpole", "cuda").devices


# -- the XLA runtime's host program (0.4.23) --------------------------------------------------------------
_FUNC = re.compile(r"^\s*func\.func @([\w.]+)\(")
_FOR = re.compile(r"^\s*scf\.for %\w+ = %(\w+) to %(\w+) step %(\w+) \{")
_CONST = re.compile(r"^\s*%(\w+) = arith\.constant (-?\d+) : (?:index|i32|i64)")
_LAUNCH = re.compile(r"call @xla\.gpu\.func\.launch\w*\(%(\w+), %(\w+), %(\w+), %(\w+), %(\w+), %(\w+), %(\w+)[,)]"
                     r".*?\{kernel = \"([^\"]+)\"")
_CUSTOM = re.compile(r"call @xla\.gpu\.custom_call\w*\(.*call_target_name = \"([^\"]+)\"")
_GRAPH = re.compile(r"call @xla\.gpu\.graph\.launch\w*\(.*\{capture = @([\w.]+)")
_COPY = re.compile(r"call @xla\.gpu\.(memcpy|memset)[\w.]*\(.*rt\.hlo_trace<\"([^\"]+)\">")


def parse_rt_host(text: str) -> list[dict]:
    """The XLA runtime's host program (``gpu_rt_host.*.mlir`` of jaxlib 0.4.23) as the thunk tree
    gpu_compile reads from today's thunk sequence: a kernel launch a kKernel (its threads grid x
    block), a custom call a kCustomCall (a library's kernel: jaxlib's threefry), a copy a kCopy, a
    CUDA-graph launch a kCommandBuffer holding its capture function's launches, the ``scf.for`` loop
    a kWhile with its body (its trip count known: no condition is launched). The entry is the
    function that is not a graph capture."""
    funcs: dict[str, list[str]] = {}
    name = None
    for line in text.splitlines():
        m = _FUNC.match(line)
        if m:
            name = m.group(1)
            funcs[name] = []
        elif name:
            funcs[name].append(line)
    captures = {n for lines in funcs.values() for line in lines for n in _GRAPH.findall(line)}
    entry = [n for n, lines in funcs.items() if lines and n not in captures and not n.startswith("xla.gpu.")]
    if len(entry) != 1:
        raise ValueError(f"the runtime's host program has no single entry function (found {entry})")

    def block(lines: list[str], consts: dict) -> list[dict]:
        out: list[dict] = []
        stack = [out]
        for line in lines:
            c = _CONST.match(line)
            if c:
                consts[c.group(1)] = int(c.group(2))
                continue
            f = _FOR.match(line)
            if f:
                loop = {"kind": "kWhile", "name": "scf.for", "threads": None, "condition": [], "body": [],
                        "trip": (consts.get(f.group(2), 0) - consts.get(f.group(1), 0)) // max(1, consts.get(f.group(3), 1))}
                stack[-1].append(loop)
                stack.append(loop["body"])
                continue
            if line.strip() == "}" and len(stack) > 1:
                stack.pop()
                continue
            m = _LAUNCH.search(line)
            if m:
                dims = [consts.get(v) for v in m.groups()[1:7]]
                threads = None if None in dims else dims[0] * dims[1] * dims[2] * dims[3] * dims[4] * dims[5]
                stack[-1].append({"kind": "kKernel", "name": m.group(8), "threads": threads})
                continue
            m = _CUSTOM.search(line)
            if m:
                stack[-1].append({"kind": "kCustomCall", "name": m.group(1), "threads": None})
                continue
            m = _GRAPH.search(line)
            if m:
                stack[-1].append({"kind": "kCommandBuffer", "name": m.group(1), "threads": None,
                                  "children": block(funcs.get(m.group(1), []), {})})
                continue
            m = _COPY.search(line)
            if m:
                stack[-1].append({"kind": "kCopy" if m.group(1) == "memcpy" else "kMemset32BitValue",
                                  "name": m.group(2), "threads": None})
        return out

    return block(funcs[entry[0]], {})


def without_graphs(thunks: list[dict]) -> list[dict]:
    """The tree with each CUDA graph opened into its launches: the sequence before the runtime's
    graphs (launches counted one by one)."""
    out = []
    for t in thunks:
        if t["kind"] == "kCommandBuffer":
            out += without_graphs(t["children"])
        elif t["kind"] == "kWhile":
            out.append({**t, "body": without_graphs(t["body"]), "condition": without_graphs(t["condition"])})
        else:
            out.append(t)
    return out
