"""The one interface every implementation offers.

An implementation subclasses :class:`Cartpole` and provides four methods: ``_rollout(steps)``
(advance from ``self.t``; may return before the device finishes), ``sync()``, ``_get()`` (the state as
NumPy arrays) and ``_set(state)``. The base class validates arguments, keeps the step counter and
starts every implementation from the spec's initial state.

Step mode (the spec's "Step mode"): an implementation that has one (the registry's ``step`` field)
also provides ``_actions(actions)`` (the caller's actions as its own array type, checked with
:func:`check_action_meta` and for their values, raising ``ValueError`` before any state changes)
and ``_step(actions)`` (one step, returning a :class:`StepResult`).
"""
from __future__ import annotations

import contextlib
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

import numpy as np

from impls import spec

# The cores this process may run on: the upper bound of every thread-count knob.
_ROOT = Path(__file__).resolve().parent.parent
# Compiled code kept between processes (the host build of the CUDA C, IREE's modules): the folder
# CARTPOLE_BUILD_DIR names (a test run's own), else build/ in a checkout; an installed package keeps it
# in the user's cache folder
BUILD_VARIABLE = "CARTPOLE_BUILD_DIR"
BUILD_DIR = Path(os.environ[BUILD_VARIABLE]) if os.environ.get(BUILD_VARIABLE) else \
    _ROOT / "build" if (_ROOT / "pyproject.toml").exists() else \
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "cartpole-bench"
# Compiled programs kept on the user's path (impls.make, make_vec, the adapters, harness train): "0" turns it
# off. The harness's child processes get "0" (harness.measure.process.python_env): the sweep's measuring
# processes use their run's own caches, the analyses compile (a cache hit dumps nothing)
COMPILE_CACHE_VARIABLE = "CARTPOLE_COMPILE_CACHE"


def _imports(path: Path, package: str, root: Path) -> set[Path]:
    """The files of ``package`` that the module at ``path`` imports (any ``import`` or ``from`` naming it)."""
    import ast

    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
            [node.module] + [f"{node.module}.{a.name}" for a in node.names] \
            if isinstance(node, ast.ImportFrom) and node.module and not node.level else []
        for name in names:
            if name == package or name.startswith(package + "."):
                base = root.joinpath(*name.split("."))
                out |= {f for f in (base.with_suffix(".py"), base / "__init__.py") if f.is_file()}
    return out


def source_key(module: str, extra: tuple[str, ...] = (), root: Path = _ROOT) -> str:
    """A hash of the source of ``module`` and of every module of its package it imports, directly or not,
    with ``extra`` (framework versions, the machine): what a compiled program of that module is built
    from. Numba's own cache looks only at the decorated function's file, so a callee changed in another
    module would be loaded stale; a folder named by this key is a new, empty one instead."""
    package = module.split(".")[0]
    todo = [root.joinpath(*module.split(".")).with_suffix(".py")]
    seen: set[Path] = set()
    while todo:
        f = todo.pop()
        if f not in seen:
            seen.add(f)
            todo.extend(_imports(f, package, root) - seen)
    return files_key(seen, extra, root)


def package_key(package: str, extra: tuple[str, ...] = (), root: Path = _ROOT) -> str:
    """A hash of every module of ``package`` (its folder below ``root``, recursively) with ``extra``: for a
    folder of compiled programs that any of its modules may have built (a test run's Numba kernels)."""
    return files_key(set(root.joinpath(*package.split(".")).rglob("*.py")), extra, root)


def files_key(files: set[Path], extra: tuple[str, ...], root: Path) -> str:
    """The hash of ``extra`` and of each file's path below ``root`` and bytes, in path order."""
    digest = hashlib.sha256("\n".join(extra).encode())
    for f in sorted(files):
        digest.update(f.relative_to(root).as_posix().encode() + b"\0" + f.read_bytes())
    return digest.hexdigest()[:16]


def machine_key() -> str:
    """This CPU as a compiler sees it (vendor, family, model and feature flags; the architecture): one
    CPU's code is never loaded on another from a shared home."""
    import platform

    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        text = ""
    first = text.split("\n\n")[0]
    keep = [ln for ln in first.splitlines() if ln.split(":")[0].strip() in ("vendor_id", "cpu family", "model", "flags")]
    return f"{platform.machine()} {platform.processor()} " + " ".join(keep)


# The distributions whose versions key a cache folder of each kind (Numba's kernels see NumPy's too)
CACHE_VERSIONS = {"numba": ("numba", "llvmlite", "numpy"), "jax": ("jax", "jaxlib"), "inductor": ("torch",)}


def releases(distributions: tuple[str, ...]) -> list[str]:
    """Each distribution with its installed version ("jax 0.8.1"; "jax -" where it is not installed)."""
    from importlib.metadata import PackageNotFoundError, version

    out = []
    for name in distributions:
        try:
            out.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            out.append(f"{name} -")
    return out


def compile_cache(kind: str, module: str, versions: tuple[str, ...], run_variable: str | None) -> Path | None:
    """Where ``kind``'s compiled programs for ``module`` are kept between processes, in this order: the run's
    own folder (``run_variable``: a sweep's or a test run's), none where CARTPOLE_COMPILE_CACHE is "0",
    else a folder of BUILD_DIR (a checkout's build/, else the user's cache folder) named by source_key
    over the module's imports, the ``versions`` of its frameworks and the machine."""
    if run_variable and os.environ.get(run_variable):
        return Path(os.environ[run_variable])
    if os.environ.get(COMPILE_CACHE_VARIABLE, "1") == "0":
        return None
    try:
        key = source_key(module, (*releases(versions), machine_key()))
    except OSError:  # a module run from a string (the mutation check's mutants) has no source to key on
        return None
    return BUILD_DIR / kind / key


def cache_state(folders: list[Path | None]) -> str:
    """How a command starts with these cache folders: "off" (none kept), "warm" (every one holds files from an
    earlier process), else "cold"."""
    if not folders or all(f is None for f in folders):
        return "off"
    return "warm" if all(f is not None and f.is_dir() and any(f.iterdir()) for f in folders) else "cold"


CPU_CORES = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


class NotAvailable(RuntimeError):
    """This configuration cannot run here; the message says why (a benchmark skip, not a failure;
    except on a machine with a GPU, where a cuda case that cannot run is a broken stack: see
    harness/measure/strict.py)."""


class NoSuchDevice(NotAvailable):
    """The implementation does not run on that device at all (on any machine)."""


class StepResult(NamedTuple):
    """What ``step`` returns, as the implementation's own arrays (see the spec's "Step mode")."""
    obs: Any  # (n, 4) float32 after the step and the same-step reset
    reward: Any  # (n,) float32, all 1.0
    terminated: Any  # (n,) bool
    truncated: Any  # (n,) bool
    final_obs: Any  # (n, 4) float32; rows where terminated | truncated: the state before the reset


def without_start_up_lines(run, noise: tuple[str, ...]):
    """``run()`` with what native code writes on stderr (file descriptor 2) meanwhile held back, then
    passed on without the lines containing any of ``noise``: a framework's start-up notices that no
    setting silences (TensorFlow's before its log level applies, Warp's CUDA notice on a machine
    without a GPU). Everything else, errors included, still reaches stderr."""
    import sys
    import tempfile

    with tempfile.TemporaryFile() as caught:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(caught.fileno(), 2)
        try:
            return run()
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            caught.seek(0)
            lines = caught.read().decode(errors="replace").splitlines(keepends=True)
            sys.stderr.write("".join(x for x in lines if not any(n in x for n in noise)))


def check_action_meta(shape, kind: str, dtype, num_envs: int) -> None:
    """Shape ``(num_envs,)`` and an integer or bool dtype (``kind`` as NumPy's ``dtype.kind``;
    ``dtype`` is only printed)."""
    if len(shape) != 1 or shape[0] != num_envs:
        raise ValueError(f"actions must have shape ({num_envs},), one per environment; got {tuple(shape)}")
    if kind not in "biu":
        raise ValueError(f"actions must be integers 0 or 1 (an integer or bool dtype); got dtype {dtype}")


def bad_action_error(values: np.ndarray) -> ValueError:
    """The error for actions outside {0, 1}, naming the first bad value and its environment."""
    values = np.asarray(values)
    i = int(np.flatnonzero((values < 0) | (values > 1))[0])
    return ValueError(f"actions must be 0 or 1; got {values[i].item()!r} for environment {i}")


def to_numpy(a, copy: bool = True) -> np.ndarray:
    """Any framework's array (NumPy, JAX, torch, CuPy, Numba CUDA) as NumPy; ``copy=False`` avoids a copy where
    the array is already in host memory."""
    if type(a) is np.ndarray:  # the common case first, before the attribute probes (docs/history.md)
        return a.copy(order="K") if copy else a
    if hasattr(a, "detach"):  # torch (.numpy() of a CPU tensor is cheaper than the detach/cpu chain)
        a = a.numpy() if a.is_cpu and not a.requires_grad else a.detach().cpu().numpy()
    elif not isinstance(a, np.ndarray) and hasattr(a, "get"):  # CuPy
        a = a.get()
    elif hasattr(a, "copy_to_host"):  # a Numba CUDA device array
        a = a.copy_to_host()
    return np.array(a, copy=True) if copy else np.asarray(a)


def numpy_actions(actions, num_envs: int) -> np.ndarray:
    """The caller's actions as a NumPy array, checked (shape, dtype, values)."""
    a = np.asarray(actions)
    check_action_meta(a.shape, a.dtype.kind, a.dtype, num_envs)
    if a.dtype.kind != "b" and ((a < 0) | (a > 1)).any():
        raise bad_action_error(a)
    return a


# What an implementation offers the analyses beyond the four methods, each a capability its registry entry
# declares (impls.Entry.offers: the harness lists who offers what without importing a framework) and its
# class provides (the methods and attributes named; tests/test_registry.py checks both sides)
CAPABILITIES = {
    "machine-code": "harness cpu-code reads its rollout's machine code: machine_code(folder), read as code_reading says",
    "gpu-code": "harness sass builds its rollout kernel for GPU architectures without a GPU: gpu_code()",
    "lower-on": "harness gpu-compile compiles its rollout for GPU targets through JAX: lower_on()",
    "torch-gpu": "harness gpu-compile compiles its programs for GPU targets through PyTorch's compilers: "
                 "gpu_programs(), else the TorchScript graph or eager operators of fusion_artifacts()",
    "xla-passes": "its compiler is XLA, reading XLA_FLAGS: harness ablate's pass switches apply to it, and "
                  "harness gpu-compile's fusion ladder holds it",
}
# The method or attribute of Cartpole each capability needs an implementation to provide (override)
CAPABILITY_NEEDS = {"machine-code": "machine_code", "gpu-code": "gpu_code", "lower-on": "lower_on",
                    "torch-gpu": "fusion_artifacts", "xla-passes": "fusion_artifacts"}


@dataclass(frozen=True)
class CodeReading:
    """How harness cpu-code gets and reads an implementation's machine code (its class's ``code_reading``):
    in a child process started with ``dump``'s variables (``{folder}`` in a value: the folder the child's
    ``machine_code(folder)`` reads; XLA_FLAGS is appended to the process's own), whose stdout during the
    build and the rollout goes to ``folder/stdout.txt``; ``steps``: the rollout's length before the code is
    read. The code's ``syntax``: "objdump" (files disassembled by objdump, AT&T) or "llvm" (the text of
    LLVM's assembly printer: Numba's dump). Its hot loops: the main loop of each function whose name holds
    ``symbol``, only loops with the step's division where ``with_division`` (for code that has other
    vector loops)."""
    dump: tuple[tuple[str, str], ...] = ()
    syntax: str = "objdump"
    with_division: bool = True
    symbol: str = ""
    steps: int = 16


@dataclass(frozen=True)
class MachineCode:
    """A built implementation's compiled rollout, for ``harness cpu-code``: object files or shared libraries
    (disassembled with objdump), or the assembly text its compiler printed (LLVM's syntax: Numba's dump)."""
    files: tuple[str, ...]  # object files or shared libraries holding the rollout's loop
    about: str  # what one iteration of that loop advances, in words (the table's note)
    text: str = ""  # the assembly itself, instead of files


@dataclass(frozen=True)
class GpuCode:
    """A rollout kernel for one GPU architecture, made without a GPU, for ``harness sass`` (the capability
    "gpu-code"): CUDA C with the options it compiles with (NVRTC compiles it, as CuPy does), PTX (ptxas
    assembles it: Numba's) or a cubin (Warp's)."""
    kernel: str  # the rollout kernel's name (part of its symbol in the binary)
    steps_per_iteration: int = 1  # steps one iteration of its step loop advances
    envs_per_thread: int = 1
    source: str = ""  # CUDA C, compiled with ``options`` (the -D macros among them)
    source_path: str = ""  # the file it came from (for nvcc)
    options: tuple[str, ...] = ()
    ptx: str = ""
    cubin: str = ""  # a path
    compiler: str = ""  # what made the PTX or the cubin
    kernel_suffix: str = ""  # where the binary holds more than one function of ``kernel``: the stepping one's end


class Cartpole:
    name = "?"
    # Conformance tolerances (see tests/test_conformance.py for how they were measured); a variant
    # with approximate math states its own, looser ones.
    step_rtol = 2e-6
    rollout_atol = 2e-3
    # Rollouts before the code is final: the benchmark counts that many untimed calls as compilation
    # (TorchScript's profiling executor profiles the first call and optimises on the second).
    compile_calls = 1
    # The action dtype the step-mode benchmark feeds (Gymnasium's Discrete space samples int64).
    action_dtype = np.int64
    # -- compilation, as the measurements and harness advise read it (docs/measurement.md, "Compile time")
    # False where one compile serves every num_envs of a process (numba-cpu's kernels): a process's
    # later points then compile nothing, and their compile time is the first point's
    compiles_per_shape = True
    # What a later process of the same code loads instead of compiling again, in words ("" where the
    # framework keeps nothing between processes: TensorFlow's XLA, TorchScript's profiling executor)
    kept_between_processes = ""

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu"):
        self.num_envs = spec.check_num_envs(num_envs)
        self.seed = spec.check_seed(seed)
        self.device = device
        self.t = 0
        self.params = spec.PARAMS
        self._setup()
        self._set(spec.initial_state(self.num_envs, self.seed))

    def _setup(self) -> None:
        """Allocate buffers, compile kernels (called once before the initial state is loaded)."""

    policy = None  # the spec's policy MLP choosing the rollout's actions (set_policy), else the random one
    greedy = False

    def rollout(self, steps: int) -> None:
        """Advance every environment by ``steps`` steps under the random policy, or under the policy
        MLP given to ``set_policy`` (maybe async)."""
        steps = spec.check_steps(steps)
        if steps:
            if self.policy is None:
                self._rollout(steps)
            else:
                self._rollout_policy(steps)
            self.t += steps

    def set_policy(self, policy, greedy: bool = False) -> None:
        """Policy mode (the spec's "Policy"): from now on ``rollout`` lets ``policy`` (an
        ``impls.policy.Policy``, its weights handed to the implementation as data) choose every action,
        sampled with stream 0's uniforms or, ``greedy``, the larger logit; ``None``: the random policy
        again. Implementations without a policy mode (the registry's ``policy`` field) raise
        NotImplementedError."""
        from impls import policy as policy_module

        if policy is not None and not isinstance(policy, policy_module.Policy):
            raise ValueError(f"policy must be an impls.policy.Policy or None, got {type(policy).__name__}")
        if policy is not None:
            self._set_policy(policy, bool(greedy))
        self.policy, self.greedy = policy, bool(greedy)

    def step(self, actions) -> StepResult:
        """Step mode: one step with the caller's actions (0/1 per environment), same-step reset;
        returns a :class:`StepResult` on the implementation's device (maybe before it finishes)."""
        out = self._step(self._actions(actions))
        self.t += 1
        return out

    def device_actions(self, rows: np.ndarray) -> list:
        """Rows of actions as this implementation's own arrays on its device, each checked (for the
        step-mode benchmark's buffer, made before the timed region)."""
        return [self._actions(r) for r in rows]

    def reset(self, seed: int | None = None) -> None:
        """Back to the spec's initial state for ``seed`` (default: the current seed) at t = 0."""
        if seed is not None:
            self.seed = spec.check_seed(seed)
            self._seed_changed()
        self.set_state(spec.initial_state(self.num_envs, self.seed), t=0)

    def _seed_changed(self) -> None:
        """Hook for implementations that keep seed-derived values (keys on the device)."""

    def set_rows(self, rows: np.ndarray, obs: np.ndarray) -> None:
        """Start new episodes in environments ``rows`` (integer indices) at observations ``obs``
        (``(len(rows), 4)``, the state fields' order): their state set, ``ep_steps`` 0, the other
        counters and ``t`` kept. The Gymnasium adapter's next-step and disabled autoreset and its
        masked reset use it (impls/adapters/vector_env.py). Here a round trip of the whole state; the CPU
        implementations write the rows in place."""
        state = self.state()
        for j, f in enumerate(spec.STATE_FIELDS):
            state[f][rows] = obs[:, j]
        state["ep_steps"][rows] = 0
        self.set_state(state)

    def sync(self) -> None:
        """Wait until all submitted work is finished."""

    def state(self) -> dict[str, np.ndarray]:
        """The current state as NumPy arrays with the spec's dtypes (synchronises)."""
        self.sync()
        raw = self._get()
        return {f: np.asarray(raw[f]).astype(spec.DTYPES[f], copy=False) for f in spec.FIELDS}

    def set_state(self, state: dict, t: int | None = None) -> None:
        """Replace the state (for tests); ``t`` moves the step counter too."""
        arrays = {}
        for f in spec.FIELDS:
            a = np.ascontiguousarray(state[f], dtype=spec.DTYPES[f])
            if a.shape != (self.num_envs,):
                raise ValueError(f"state[{f!r}] has shape {a.shape}, expected ({self.num_envs},)")
            arrays[f] = a
        self.sync()
        self._set(arrays)
        if t is not None:
            self.t = int(t)

    def describe(self) -> dict:
        """Facts for benchmark ``extra_info`` (kernels per step, compile time, ...)."""
        return {}

    def compilations(self) -> int | None:
        """Programs this process's compiler has compiled so far, as its own events tell (impls.compile_count):
        the benchmark reads it before and after the timed rounds and fails a point whose rounds compiled.
        None: this implementation compiles nothing after its warm-up, or its framework cannot tell."""
        return None

    def compiling_forbidden(self):
        """A context entered around the timed rounds: where the framework can refuse to compile (torch's
        stance ``fail_on_recompile``, which also catches its silent fall-back to eager at the recompile
        limit), it refuses there."""
        return contextlib.nullcontext()

    # -- what the measurements and the analyses ask beyond the methods above: each declared here with its
    # default, and harness/ reads no other name of an implementation or of its module (tests/test_contract.py
    # runs their paths on implementations that expose nothing else)
    # Where policy mode's MLP runs (the policy benchmark's "loop" fact, harness/measure/bench_cartpole.py):
    # "fused" inside the rollout, "split" beside each step (a public system's own step API)
    policy_loop = "fused"
    # Constructor options whose default differs by device where the caller gives none ({"cuda": {"unroll": 8}}):
    # harness gpu-compile builds a GPU's program on the CPU with them (harness/analysis/gpu_compile.py)
    device_defaults: dict[str, dict[str, int]] = {}

    def fusion_artifacts(self, steps: int) -> dict | None:
        """What this instance compiled for a rollout of ``steps`` steps, for the kernels per step (harness
        fusion; the registry's ``kernels``): ``{"format": "xla-hlo", "text": optimized HLO, ...}``, ``{"format":
        "columns", "columns": {...}}`` (counted by the implementation), or a format of
        harness/analysis/torch_graphs.py (``"inductor"``, ``"torchscript-graph"``, ``"torch-profile"``); None: none."""
        return None

    def lower_on(self, devices, steps: int, policy=None):
        """This rollout of ``steps`` steps (``policy``: policy mode's) lowered for ``devices`` (JAX devices of a
        compile-only GPU topology), for harness gpu-compile: a JAX ``Lowered``, compiled by the caller."""
        raise NotImplementedError(f"{self.name} is not lowered for other devices")

    def gpu_programs(self, device: str) -> dict | None:
        """The compiled programs a GPU runs, with arguments made on ``device`` (under a FakeTensorMode: fake
        ones), for harness gpu-compile's torch rows: label -> (function, arguments, steps per call). None: it
        has no such programs (the analysis then reads its fusion_artifacts' format: a TorchScript graph, eager
        operators)."""
        return None

    # The multihost row's (the registry's role "multihost": jax-sharded), for harness fleet multihost
    # (harness/measure/multihost.py): its state as the framework's own arrays, one per spec.FIELDS, sharded
    # over every process's devices (gathered there without a host copy), and how many devices it spans
    carry: tuple | None = None
    n_devices = 1

    # Gymnasium's next-step autoreset inside the implementation's own step (the Gymnasium adapter's fast path,
    # impls/adapters/vector_env.py, which gives every other implementation the same over ``step``): where
    # True, ``step_next``, ``pending`` and ``start`` below are provided
    native_next_step = False
    start = None  # (num_envs, 4) float32: the first observation of each pending environment's next episode

    def step_next(self, actions) -> StepResult:
        """One step with next-step autoreset: an environment whose episode ended keeps its last state this
        call and takes ``start``'s row at the next (reward 0, both flags false); ``final_obs`` is None."""
        raise NotImplementedError(f"{self.name} has no next-step autoreset of its own")

    @property
    def pending(self) -> np.ndarray:
        """The environments whose next-step reset waits for the next call (step_next)."""
        raise NotImplementedError(f"{self.name} has no next-step autoreset of its own")

    # -- the machine code (harness cpu-code, harness sass)
    code_reading = CodeReading()  # how its machine code is got and read (the capability "machine-code")

    def machine_code(self, folder: Path) -> MachineCode:
        """The compiled code of this instance's rollout (after a rollout has run), in a process started as
        ``code_reading`` says; ``folder``: where its dump went."""
        raise NotImplementedError(f"{self.name} does not say where its machine code is")

    @classmethod
    def gpu_code(cls, arch: str, folder: Path, **options) -> GpuCode:
        """The rollout kernel for ``arch`` (``"sm_90"``) with the knob ``options``, made without a GPU;
        files it makes go into ``folder``. What GpuCode holds says how harness sass builds it: CUDA C
        (``source``) through NVRTC, PTX through ptxas, a cubin as it is."""
        raise NotImplementedError(f"{cls.name} has no GPU kernel to analyse")

    # -- to implement ----------------------------------------------------------------------------
    def _rollout(self, steps: int) -> None:
        raise NotImplementedError

    def _get(self) -> dict:
        raise NotImplementedError

    def _set(self, state: dict) -> None:
        raise NotImplementedError

    def _actions(self, actions):
        return numpy_actions(actions, self.num_envs)

    def _step(self, actions) -> StepResult:
        raise NotImplementedError(f"{self.name} has no step mode")

    def _set_policy(self, policy, greedy: bool) -> None:
        """Hand the weights to the implementation (its own arrays, on its device)."""
        raise NotImplementedError(f"{self.name} has no policy mode")

    def _rollout_policy(self, steps: int) -> None:
        raise NotImplementedError(f"{self.name} has no policy mode")
