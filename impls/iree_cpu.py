"""``iree-cpu``: jax-fused's program compiled by IREE instead of XLA (``llvm-cpu`` target, ``local-task``
device: IREE's multithreaded CPU runtime).

JAX lowers the rollout to StableHLO (``jax.jit(f).lower(...).as_text()``); IREE compiles that text and
runs it. The step is jax-fused's, built from the same functions (``impls.jax_xla``: the spec's hash in
the loop, the polynomial sin/cos, four state arrays), so the pair isolates the compiler: XLA's fusion
against IREE's dispatch formation on the very same ops (harness fusion counts IREE's dispatches per
step from its own flow-level IR, ``dispatches``).

What differs from jax-fused's program, and why:
- The trip count is a run-time argument (``lax.fori_loop`` with a traced bound), so one compiled
  module per number of environments serves every rollout length; compiled modules are also kept on
  disk (BUILD_DIR/iree, keyed by the program text, the flags and IREE's version), as IREE compiles for
  about a second.
- ``unroll`` steps per loop iteration (default 4; then a loop of the remaining steps). IREE runs a
  loop with a run-time bound on the host: every iteration reads its condition back from a dispatch
  and submits the body's dispatches anew, so the per-iteration cost is paid once per ``unroll`` steps.
- IREE's flags ``--iree-dispatch-creation-enable-aggressive-fusion`` and
  ``--iree-dispatch-creation-fuse-multi-use`` (FLAGS): with one step per iteration, the program's
  dispatches go from 14 to 9. What they measured: docs/implementations.md, "iree-cpu". At one
  environment, aggressive fusion crashes IREE 3.13's compiler ("operand #0 does not dominate this
  use"), so a single environment compiles without it (``flags``).
- The task system's workers are not pinned (WORKERS: one per core the process may run on, placed
  by the operating system). IREE's default pins one worker to each physical core, and the Python
  thread that submits every loop iteration then shares a core with a pinned worker: some processes
  ran at about half speed throughout (measured: docs/history.md, "iree-cpu"). IREE's flags are
  process-wide and read when its first device is made, so the two cannot take turns in one process.
IREE's LLVM contracts multiply-adds to FMA (the rollout tolerance allows it; the streams are integer
arithmetic and one exact multiply, bit for bit). A state set from outside with pole angles beyond the
polynomials' range gets one step with a range-reduced sin/cos first (``jax_xla.sincos_reduced``, a
program of its own), as in jax-fused; IREE's own sin/cos are polynomial approximations that miss the
one-step tolerance by 1e-7 at such angles.
"""
from __future__ import annotations

import hashlib
import os
import re
from importlib.metadata import version as _version

import numpy as np

from impls import spec
from impls.api import BUILD_DIR, CPU_CORES, Cartpole, NotAvailable, StepResult

try:
    import iree.compiler as iree_compiler
    import iree.runtime as iree_runtime
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"IREE is not installed ({exc}); bin/setup installs it with the 'rows' extra") from exc
# after IREE: a missing IREE is the reason to report (jax is installed by bin/setup's main step)
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import lax  # noqa: E402

from impls import jax_xla  # noqa: E402

UNROLL = 8
# the host's CPU, or x86-64-v3 (AVX2, FMA) when a sweep forces AVX2 on an AVX-512 CPU (`sweep --isa
# avx2` sets CARTPOLE_FORCE_ISA in every implementation's process: harness/measure/machine.py)
TARGET_CPU = "x86-64-v3" if os.environ.get("CARTPOLE_FORCE_ISA") == "avx2" else "host"
FLAGS = (f"--iree-llvmcpu-target-cpu={TARGET_CPU}", "--iree-dispatch-creation-enable-aggressive-fusion",
         "--iree-dispatch-creation-fuse-multi-use")
IREE_VERSION = _version("iree-base-compiler")
# the local-task device's workers, unpinned (see the module docstring); read by IREE when its first
# device is made, which only this module does
WORKERS = f"--task_topology_group_count={CPU_CORES}"
iree_runtime.flags.parse_flags(WORKERS)


def _host_cpu() -> str:
    """What ``target-cpu=host`` compiles for (part of the disk cache's key): the CPU's feature flags."""
    try:
        with open("/proc/cpuinfo") as f:
            return next((ln for ln in f if ln.startswith("flags")), "")
    except OSError:
        import platform
        return platform.processor() or platform.machine()


def _rollout_fn(n: int, small_angle: bool, unroll: int):
    """(carry, seed key S, t0, steps) -> carry: jax-fused's step in a loop of ``steps // unroll``
    iterations of ``unroll`` steps, then the remaining steps one by one."""
    def step(i, carry, key, t0):
        t = t0 + i.astype(jnp.uint32)  # wraps mod 2**32 like the spec's t
        return jax_xla.spec_step(carry, key, t, n, small_angle, reduced=True)

    def rollout(carry, key, t0, steps):
        def unrolled(j, c):
            for u in range(unroll):
                c = step(j * unroll + u, c, key, t0)
            return c
        whole = steps // unroll
        carry = lax.fori_loop(0, whole, unrolled, carry)
        return lax.fori_loop(whole * unroll, steps, lambda i, c: step(i, c, key, t0), carry)
    return rollout


def _stablehlo(kind: str, n: int, small_angle: bool, unroll: int) -> str:
    carry = tuple(jax.ShapeDtypeStruct((n,), spec.DTYPES[f]) for f in spec.FIELDS)
    u32 = jax.ShapeDtypeStruct((), jnp.uint32)
    if kind == "rollout":
        fn, args = _rollout_fn(n, small_angle, unroll), (carry, u32, u32, jax.ShapeDtypeStruct((), jnp.int32))
    else:
        fn, args = jax_xla.build_step(n, small_angle, reduced=True), (carry, jax.ShapeDtypeStruct((n,), jnp.int32), u32, u32)
    with jax.default_device(jax.devices("cpu")[0]):
        return jax.jit(fn).lower(*args).as_text()


def flags(n: int) -> list[str]:
    """IREE's flags for a program of ``n`` environments (see the module docstring)."""
    return [f for f in FLAGS if n > 1 or "aggressive" not in f]


def compile_module(text: str, n: int) -> bytes:
    """IREE's compiled module (a .vmfb) of StableHLO ``text`` for this CPU, from the disk cache."""
    flags_n = flags(n)
    digest = hashlib.sha256("\0".join([text, *flags_n, IREE_VERSION, _host_cpu()]).encode()).hexdigest()[:20]
    path = BUILD_DIR / "iree" / f"{digest}.vmfb"
    if not path.exists():
        data = iree_compiler.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo", extra_args=flags_n)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".tmp{id(data)}")
        tmp.write_bytes(data)
        tmp.replace(path)
    return path.read_bytes()


def dispatches(text: str, n: int, unroll: int) -> dict:
    """IREE's dispatches of the rollout's StableHLO ``text`` from its flow-level IR (what IREE
    launches; its fusion is the forming of dispatch regions): per step of the unrolled loop (the
    dispatches between the first ``scf.while`` and the second, its condition's included, over
    ``unroll``), and of those the elementwise ones over the environments."""
    flow = iree_compiler.compile_str(text, target_backends=["llvm-cpu"], input_type="stablehlo",
                                     extra_args=[*flags(n), "--compile-to=flow"])
    flow = flow.decode() if isinstance(flow, bytes) else flow
    loop = flow.split("scf.while")[1] if "scf.while" in flow else ""
    calls = re.findall(r"flow\.dispatch @\w+::@(\w+)", loop)
    vector = [c for c in calls if f"_elementwise_{n}_" in c + "_"]
    return {"kernels_per_step": len(calls) / unroll, "fusions_per_step": len(vector) / unroll,
            "loop_trip_count": None, "steps_per_iteration": unroll,
            "notes": f"IREE dispatches: {len(calls)} per iteration of {unroll} steps ({len(vector)} elementwise "
                     f"over the environments, the rest scalar: the step counter and the loop condition, "
                     "read back by the host each iteration)", "flow": flow}


# (kind, n, small_angle, unroll) -> the module's function, shared by every instance in the process
_FUNCTIONS: dict = {}


class IreeCpuCartpole(Cartpole):
    name = "iree-cpu"
    kept_between_processes = "IREE's compiled module (impls.api.BUILD_DIR)"
    # the module's build (or its load from the disk cache), then two calls whose IREE runtime is still
    # settling: at 16384 environments right after 2048 in one process (a sweep's order), the first two
    # rounds after one warm-up ran at about half the rate of the rest (docs/history.md, "iree-cpu")
    compile_calls = 3

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", unroll: int | None = None):
        self.unroll = spec.check_int(UNROLL if unroll is None else unroll, "unroll", 1, 64,
                                     valid="an integer from 1 to 64")
        super().__init__(num_envs, seed=seed, device=device)

    def _setup(self):
        self.key = np.uint32(spec.seed_key(self.seed))
        self._ones = np.ones(self.num_envs, np.float32)

    def _seed_changed(self):
        self.key = np.uint32(spec.seed_key(self.seed))

    def _function(self, kind: str, small_angle: bool):
        key = (kind, self.num_envs, small_angle, self.unroll if kind == "rollout" else 0)
        if key not in _FUNCTIONS:
            vmfb = compile_module(_stablehlo(kind, *key[1:]), self.num_envs)
            ctx = iree_runtime.SystemContext(config=iree_runtime.Config("local-task"))
            ctx.add_vm_module(iree_runtime.VmModule.copy_buffer(ctx.instance, vmfb))
            _FUNCTIONS[key] = (ctx, getattr(ctx.modules, f"jit_{kind}").main)
        return _FUNCTIONS[key][1]

    def _set(self, state):
        self.carry = tuple(np.asarray(state[f], spec.DTYPES[f]) for f in spec.FIELDS)
        self.any_angle = spec.beyond_small_angles(state["theta"])

    def _get(self):
        return {f: np.array(a.to_host() if hasattr(a, "to_host") else a) for f, a in zip(spec.FIELDS, self.carry)}

    def sync(self):
        if hasattr(self.carry[0], "to_host"):
            self.carry[0].to_host()  # waits for the invocation that made it

    def _rollout(self, steps):
        t = self.t
        if self.any_angle:
            self.carry = tuple(self._function("rollout", False)(*self.carry, self.key, np.uint32(t & spec.MASK32),
                                                                np.int32(1)))
            t, steps, self.any_angle = t + 1, steps - 1, False
        if steps:
            self.carry = tuple(self._function("rollout", True)(*self.carry, self.key, np.uint32(t & spec.MASK32),
                                                               np.int32(steps)))

    def _step(self, actions):
        fn = self._function("step", not self.any_angle)
        out = fn(*self.carry, np.asarray(actions, np.int32), self.key, np.uint32(self.t & spec.MASK32))
        self.carry, self.any_angle = tuple(out[:7]), False
        obs, term, trunc, final = (o.to_host() for o in out[7:11])
        return StepResult(obs, self._ones, term, trunc, final)

    def fusion_artifacts(self, steps: int) -> dict:
        """IREE's dispatches per step of this rollout program (``dispatches``), as the fusion table's
        columns; the flow-level IR is the text."""
        d = dispatches(_stablehlo("rollout", self.num_envs, True, self.unroll), self.num_envs, self.unroll)
        return {"format": "columns", "steps": steps, "text": d.pop("flow"), "columns": d}

    def describe(self):
        return {"iree_version": IREE_VERSION, "unroll": self.unroll, "iree_flags": " ".join(flags(self.num_envs)),
                "iree_device": "local-task", "iree_runtime_flags": WORKERS}
