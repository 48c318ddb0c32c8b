"""The registry: the one place that says what each Cartpole implementation is and can do.

Each entry names its module and class (imported lazily: ``available()`` and every question below
import no framework), the devices it runs on, its random-number modes, its modes (rollout, step,
policy), its knobs (the constructor options a sweep or a tuner may set, with their valid values), the
bin/setup extra that installs its framework, and what it offers the analyses (its capabilities, declared
in impls/api.py: its machine code, its GPU kernel, its programs lowered for GPU targets, ...; its split
loop's framework, whether it reports kernels per step). The harness reads all of it from here and names no implementation
itself; the defaults it picks (the report's baseline, ablate's implementation, ...) are the entries'
``roles``. ``make(name, num_envs, seed, device)`` imports the implementation's module and builds it; a
configuration that cannot run here (framework missing, no GPU, device not supported) raises
:class:`NotAvailable` with the reason.

An implementation outside this package registers with :func:`register`; a module named in the
environment variable ``CARTPOLE_PLUGINS`` (comma-separated) is imported on first use of the registry
to do so, in this process and in every process the harness starts (docs/adding-an-implementation.md).
"""
from __future__ import annotations

import importlib
import os
from dataclasses import dataclass

from impls.api import CAPABILITIES, CAPABILITY_NEEDS, CPU_CORES, Cartpole, NoSuchDevice, NotAvailable

MODES = ("rollout", "step", "policy")
# bin/setup's extras: "core" is always installed, "frameworks" in its main step (a failure stops
# it), "baselines" and "rows" in steps that may fail (the public systems; the other kernel languages and
# compilers): their rows then skip with the reason
SETUP = ("core", "frameworks", "baselines", "rows")
# The frameworks a split loop's policy can run in (impls/adapters/split.py)
SPLIT = ("numpy", "jax", "torch")
# A directory where numba-cpu keeps its compiled kernels between processes (impls/numba_cpu.py); the
# test suite sets one per run, the harness's measuring children never get it
NUMBA_CACHE_VARIABLE = "CARTPOLE_NUMBA_CACHE"
# JAX's own variable for its persistent cache of compiled programs: the same rule (a program loaded
# from it is neither compiled nor dumped: JAX leaves XLA's dump options out of its cache key)
JAX_CACHE_VARIABLE = "JAX_COMPILATION_CACHE_DIR"
INDUCTOR_CACHE_VARIABLE = "TORCHINDUCTOR_CACHE_DIR"  # Inductor's own (torch-compile's graphs)
# each kind of compiled-program folder (impls.api.compile_cache) -> the variable a run sets for its own
RUN_CACHE_VARIABLES = {"numba": NUMBA_CACHE_VARIABLE, "jax": JAX_CACHE_VARIABLE, "inductor": INDUCTOR_CACHE_VARIABLE}
# What the harness picks an implementation for, when the user names none: each role is one entry's
ROLES = {
    "reference": "the spec's reference behaviour (reset fractions for the GPU ceiling model)",
    "baseline": "the report's default baseline: speedups divide by it (the study's)",
    "ablate": "harness ablate's default implementation",
    "adapter": "harness adapter's default implementation",
    "gymnasium": "harness gymnasium's row: the public vector env",
    "public-jax": "the public JAX environment (rejax trains on it)",
    "multihost": "the implementation the multi-host launcher runs",
    "study-naive": "the study's naive JAX, its separate random-number kernel (harness gpu-model fits to it)",
    "study-no-rng-kernel": "the study's rung without the random-number kernel (1.87x)",
    "study-no-concat": "the study's rung without the concatenate (3.41x)",
    "study-unroll": "the study's unrolled rung (up to 10.56x)",
    "fused-xla": "the suite's fully fused XLA program (harness gpu-model sets PyTorch's rows beside it)",
    "study-torchscript": "the study's TorchScript row (1.97x over its naive JAX; harness gpu-model sets it beside)",
}


@dataclass(frozen=True)
class Knob:
    """A constructor option a sweep (``--NAME v1,v2``) or a tuner may set: an integer from ``lo`` to
    ``hi`` or one of ``choices``. ``hi`` may be ``"cores"`` (this machine's) or ``"devices"`` (the
    devices of the kind run on, counted by the harness); ``envs``: at most num_envs. ``sweep``: the
    values a sweep runs when the user sets none (else it runs the default); ``cpu_sweep``: those a
    sweep on the CPU runs, where fewer (``swept``); ``divides``: each value must divide num_envs."""
    name: str
    about: str
    default: str  # what the implementation uses when the option is not given, in words
    lo: int = 1
    hi: int | str | None = None
    choices: tuple[int, ...] = ()
    sweep: tuple[int, ...] = ()
    cpu_sweep: tuple[int, ...] | None = None
    envs: bool = False
    divides: bool = False

    def swept(self, device: str | None = None) -> tuple[int, ...]:
        """The values a sweep on ``device`` runs by default (None: on any device, ``sweep``)."""
        return self.cpu_sweep if device == "cpu" and self.cpu_sweep is not None else self.sweep

    def bound(self, devices: int | None = None) -> int | None:
        """The upper bound here (``devices``: the harness's count of devices, for ``hi="devices"``)."""
        if self.hi == "cores":
            return CPU_CORES
        if self.hi == "devices":
            return devices or None
        return self.hi

    def valid(self, devices: int | None = None, here: bool = True) -> str:
        """The valid values in words: on this machine (``here``), or as declared (for the docs)."""
        if self.choices:
            return ", ".join(map(str, self.choices))
        if not here and isinstance(self.hi, str):
            return f"{self.lo} to the number of {self.hi}"
        hi = self.bound(devices)
        where = {"cores": " (the cores here)", "devices": " (the devices here)"}.get(str(self.hi), "")
        return f"{self.lo} to {hi}{where}" if hi else f"an integer of at least {self.lo}"

    def problem(self, value: int, devices: int | None = None) -> str | None:
        """Why ``value`` is not allowed, or None."""
        hi = self.bound(devices)
        if (self.choices and value not in self.choices) or value < self.lo or (hi and value > hi):
            return f"--{self.name} {value} is not allowed; valid: {self.valid(devices)}"
        return None


@dataclass(frozen=True)
class Entry:
    module: str
    cls: str
    devices: tuple[str, ...]
    # Random-number modes; the first is the default. Modes other than "spec" cannot reproduce the
    # spec's stream: the conformance suite checks such an implementation bit for bit with
    # rng="spec" and statistically in its default mode.
    rng: tuple[str, ...] = ("spec",)
    # Its modes: rollout (the whole rollout in one call); step (``step(actions)``, the spec's "Step
    # mode"; for an external, its own step API once per step); policy (``set_policy`` then
    # ``rollout``: the spec's policy MLP chooses every action inside the rollout, impls/policy.py)
    modes: tuple[str, ...] = ("rollout",)
    knobs: tuple[Knob, ...] = ()
    # Environment variables its process needs, per device (XLA reads XLA_FLAGS once per process, so
    # the sweep and the fusion table start a process per implementation with these set).
    env: tuple[tuple[str, str, str], ...] = ()
    # A public system measured beside the suite's own (impls/external.py): its own random numbers,
    # state and reset rules; checked by tests/test_external.py, not by the spec's bit-for-bit suite.
    external: bool = False
    setup: str = "frameworks"  # the bin/setup extra that installs what it needs (SETUP)
    packages: tuple[str, ...] = ()  # distributions whose versions its results record
    kernels: bool = False  # reports its kernels per step (fusion_artifacts): a row of harness fusion
    compiler: str = ""  # the compiler its rollout goes through, in words (the docs' table; nothing reads it)
    offers: tuple[str, ...] = ()  # its capabilities (impls.api.CAPABILITIES): what the analyses may ask of it
    sass_variants: tuple[str, ...] = ("",)  # its knob settings analysed by harness sass ("" = defaults)
    split: str | None = None  # its split loop's policy framework (SPLIT), if it has a split loop
    roles: tuple[str, ...] = ()  # what the harness picks it for by default (ROLES)
    # devices where it runs in an interpreter (Pallas' interpret mode on the CPU): checked for
    # correctness, its speed labelled "(interpret)" and never the suite's best in a table
    interpreted: tuple[str, ...] = ()
    # At most this many env-steps, and at most this many steps, in a timed round where the sweep's preset
    # caps a round's (None: the preset's size): for a row whose rounds of the preset's size take far
    # longer than the compiled rows' (every step a host call, into a library or into a framework's
    # operators), so that its rounds take about a tenth of a second (docs/measurement.md, "Steps per round")
    round_env_steps: int | None = None
    round_steps: int | None = None


_JAX = "impls.jax_xla"
_BOTH = ("cpu", "cuda")
_THREEFRY = ("threefry", "spec")
_EXT = "impls.external"
_XLA = ("xla-passes", "lower-on")  # the JAX rows: XLA's passes switch with XLA_FLAGS, and they lower for GPU targets
_STEP, _POLICY = ("rollout", "step"), ("rollout", "step", "policy")
MULTI_OUTPUT_FUSION = "--xla_backend_extra_options=xla_cpu_use_multi_output_fusion"  # XLA:CPU's, by XLA_FLAGS only
_MOF = ("cpu", "XLA_FLAGS", MULTI_OUTPUT_FUSION)
_JAXPKG, _TORCHPKG, _CUDAPKG = ("jax", "jaxlib"), ("torch",), ("cupy-cuda13x",)
_THREADS = Knob("threads", "CPU threads (Numba's threads, torch.set_num_threads)", "all cores", hi="cores")
_BLOCK = Knob("block", "CUDA threads per block", "chosen from num_envs and the SMs",
              choices=(32, 64, 128, 256, 512, 1024))
# the study's unroll factors; on the CPU 32 is on request (--unroll): there it was the slowest of the
# three at most sizes and the costliest to compile (docs/history.md, "The default sweep's time")
_UNROLL = Knob("unroll", "steps per iteration of the rollout loop (lax.scan's unroll)", "8", sweep=(2, 8, 32),
               cpu_sweep=(2, 8))
_FUSED_UNROLL = Knob("unroll", "steps per iteration of the rollout loop (lax.scan's unroll)", "1 on the CPU, 8 on a GPU",
                     hi=64)
_VECTOR_WIDTH = Knob("vector-width", "XLA:CPU's preferred vector width in bits (xla_cpu_prefer_vector_width, for "
                     "this rollout's compilation alone)", "XLA's, 256", choices=(128, 256, 512))
_NUMBA_BLOCK = Knob("block", "environments per block of the parallel loop", "512, fewer when that leaves a core idle "
                    "(at least 128)", choices=(32, 64, 128, 256, 512, 1024, 2048, 4096))
_CHUNK = Knob("chunk", "steps per compiled graph (Inductor unrolls them)", "8", choices=(1, 2, 4, 8, 16, 32))
_LANES = Knob("lanes", "environments per vector of the hand-written C kernel: 16 (AVX-512), 8 (AVX2), 1 (scalar)",
              "the widest this CPU offers (within a forced ISA)", choices=(1, 8, 16))
_CUDA_UNROLL = Knob("unroll", "steps per iteration of the kernel's step loop", "4", hi=64)
_IREE_UNROLL = Knob("unroll", "steps per iteration of the rollout loop (IREE's loop runs on the host)", "8", hi=64)
_PALLAS_BLOCK = Knob("block", "environments per kernel instance (a Triton program on a GPU; a step of the "
                     "interpreter's grid on the CPU); must divide num_envs", "on a GPU 256, on the CPU num_envs / 16 "
                     "(where that divides num_envs in multiples of 32), else num_envs", choices=(32, 64, 128, 256, 512, 1024, 2048, 4096), envs=True,
                     divides=True)
_DEVICES = Knob("devices", "devices the mesh spans (each needs an environment)", "all", hi="devices", envs=True)
# name -> Entry. Order is the order of every table.
_REGISTRY: dict[str, Entry] = {
    "numpy": Entry("impls.numpy_cpu", "NumpyCartpole", ("cpu",), modes=_POLICY, setup="core", packages=("numpy",),
                   split="numpy", roles=("reference",)),
    "numba-cpu": Entry("impls.numba_cpu", "NumbaCpuCartpole", ("cpu",), modes=_POLICY, knobs=(_THREADS, _NUMBA_BLOCK),
                       # its measuring processes' omp pool bound one thread per CPU (docs/measurement.md)
                       env=(("cpu", "OMP_PROC_BIND", "true"),),
                       packages=("numba",), compiler="numba", offers=("machine-code",), split="torch",
                       roles=("adapter",)),
    "jax-naive": Entry(_JAX, "JaxNaive", _BOTH, _THREEFRY, packages=_JAXPKG, kernels=True, compiler="xla",
                       offers=_XLA, roles=("baseline",)),
    "jax-naive-rngkernel": Entry(_JAX, "JaxNaiveRngKernel", _BOTH, _THREEFRY, packages=_JAXPKG, kernels=True,
                                 compiler="xla", offers=_XLA, roles=("study-naive",)),
    "jax-precomputed-rng": Entry(_JAX, "JaxPrecomputedRng", _BOTH, _THREEFRY, packages=_JAXPKG, kernels=True,
                                 compiler="xla", offers=_XLA, roles=("study-no-rng-kernel",)),
    "jax-no-concat": Entry(_JAX, "JaxNoConcat", _BOTH, _THREEFRY, packages=_JAXPKG, kernels=True, compiler="xla",
                           offers=_XLA, roles=("ablate", "study-no-concat")),
    "jax-unroll": Entry(_JAX, "JaxUnroll", _BOTH, _THREEFRY, knobs=(_UNROLL,), packages=_JAXPKG, kernels=True,
                        compiler="xla", offers=_XLA, roles=("study-unroll",)),
    "jax-fused": Entry(_JAX, "JaxFused", _BOTH, modes=_POLICY, knobs=(_FUSED_UNROLL, _VECTOR_WIDTH), env=(_MOF,), packages=_JAXPKG, kernels=True, roles=("fused-xla",),
                       compiler="xla", offers=(*_XLA, "machine-code"), split="jax"),
    "jax-sharded": Entry(_JAX, "JaxSharded", _BOTH, knobs=(_DEVICES,), env=(
        _MOF, ("cpu", "JAX_NUM_CPU_DEVICES", str(CPU_CORES))), packages=_JAXPKG, kernels=True, compiler="xla",
        offers=_XLA, roles=("multihost",)),
    "torch-eager": Entry("impls.torch_impls", "TorchEager", _BOTH, modes=_POLICY, knobs=(_THREADS,),
                         packages=_TORCHPKG, kernels=True, compiler="eager", offers=("torch-gpu",), split="torch",
                         round_steps=250),
    "torchscript": Entry("impls.torch_impls", "TorchScript", _BOTH, modes=_STEP, knobs=(_THREADS,),
                         packages=_TORCHPKG, kernels=True, compiler="torchscript", offers=("torch-gpu",),
                         roles=("study-torchscript",),
                         round_steps=500),
    "torch-compile": Entry("impls.torch_impls", "TorchCompile", _BOTH, modes=_POLICY, knobs=(_THREADS, _CHUNK),
                           packages=_TORCHPKG, kernels=True, compiler="inductor", offers=("torch-gpu", "machine-code"),
                           split="torch"),
    "numba-cuda": Entry("impls.numba_cuda", "NumbaCudaCartpole", ("cuda",), modes=_POLICY, knobs=(_BLOCK,),
                        packages=("numba", "numba-cuda"), compiler="numba", offers=("gpu-code",)),
    # the study's hand-written kernel on the CPU: C with the vectors in the source (impls/c_simd.py)
    "c-simd": Entry("impls.c_simd", "CSimdCartpole", ("cpu",), knobs=(_THREADS, _LANES), setup="core",
                    env=(("cpu", "OMP_PROC_BIND", "true"),), compiler="gcc", offers=("machine-code",)),
    "cupy-raw": Entry("impls.cupy_raw", "CupyRawCartpole", ("cuda", "host"), modes=_POLICY,
                      knobs=(_BLOCK, _CUDA_UNROLL), packages=_CUDAPKG, compiler="nvrtc", offers=("machine-code", "gpu-code"),
                      sass_variants=("", "unroll=1")),
    "cupy-raw-fastmath": Entry("impls.cupy_raw", "CupyRawFastMath", ("cuda", "host"), modes=_STEP,
                               knobs=(_BLOCK, _CUDA_UNROLL), packages=_CUDAPKG, compiler="nvrtc", offers=("gpu-code",)),
    "jax-pallas": Entry("impls.jax_pallas", "JaxPallasCartpole", ("cpu",), knobs=(_PALLAS_BLOCK,), packages=_JAXPKG,
                        compiler="pallas", offers=("lower-on",), interpreted=("cpu",)),
    "tf-xla": Entry("impls.tf_xla", "TfXlaCartpole", ("cpu",), modes=_STEP, env=(_MOF,), setup="rows",
                    packages=("tensorflow-cpu",), kernels=True, compiler="tf-xla", offers=("machine-code",)),
    "tf-xla-naive": Entry("impls.tf_xla", "TfXlaNaive", ("cpu",), setup="rows", packages=("tensorflow-cpu",),
                          kernels=True, compiler="tf-xla", offers=("machine-code",)),
    "iree-cpu": Entry("impls.iree_cpu", "IreeCpuCartpole", ("cpu",), modes=_STEP, knobs=(_IREE_UNROLL,),
                      setup="rows", packages=("iree-base-compiler", "iree-base-runtime"), kernels=True,
                      compiler="iree"),
    "warp-cpu": Entry("impls.warp_cpu", "WarpCpuCartpole", ("cpu",), modes=_STEP, setup="rows",
                      packages=("warp-lang",), compiler="warp", offers=("machine-code", "gpu-code")),
    "gymnasium-vector": Entry(_EXT, "GymnasiumVector", ("cpu",), ("own",), modes=_POLICY, external=True,
                              packages=("gymnasium",), roles=("gymnasium",)),
    "gymnax": Entry(_EXT, "Gymnax", _BOTH, ("own",), modes=_POLICY, external=True, setup="baselines",
                    packages=("gymnax",), roles=("public-jax",)),
    "envpool": Entry(_EXT, "EnvPool", ("cpu",), ("own",), modes=_POLICY, external=True, setup="baselines",
                     packages=("envpool",), round_env_steps=1 << 17),
}
PLUGINS_LOADED: set[str] = set()


def register(name: str, entry: Entry) -> None:
    """Add an implementation (from outside this package; see the module docstring). Its name must
    be new and its fields valid: the same checks every built-in entry passes (tests/test_registry.py)."""
    if name in _REGISTRY:
        raise ValueError(f"implementation {name!r} is registered already")
    problems = entry_problems(name, entry)
    if problems:
        raise ValueError(f"{name}: " + "; ".join(problems))
    _REGISTRY[name] = entry


def unregister(name: str) -> None:
    """Remove an implementation :func:`register` added (its tests clean up with this)."""
    _REGISTRY.pop(name)


def entry_problems(name: str, e: Entry) -> list[str]:
    """What is wrong with an entry's declarations (empty: nothing)."""
    out = []
    if not name or name != name.strip().lower() or " " in name:
        out.append(f"name {name!r}: lower case, no spaces")
    bad_modes = [m for m in e.modes if m not in MODES]
    if bad_modes or "rollout" not in e.modes:
        out.append(f"modes {e.modes}: from {', '.join(MODES)}, rollout among them")
    for field, value, valid in (("setup", e.setup, SETUP), ("split", e.split, SPLIT)):
        if value is not None and value not in valid:
            out.append(f"{field} {value!r}: one of {', '.join(valid)}")
    out += [f"capability {c!r}: one of {', '.join(CAPABILITIES)}" for c in e.offers if c not in CAPABILITIES]
    out += [f"role {r!r}: one of {', '.join(ROLES)}" for r in e.roles if r not in ROLES]
    names = [k.name for k in e.knobs]
    if len(set(names)) != len(names):
        out.append(f"knobs {names}: each name once")
    if e.split and "step" not in e.modes:
        out.append("a split loop needs a step mode")
    for field in ("round_env_steps", "round_steps"):
        value = getattr(e, field)
        if value is not None and (type(value) is not int or value < 1):
            out.append(f"{field} {value!r}: a positive whole number or None")
    return out


def _plugins() -> None:
    """Import the modules named in CARTPOLE_PLUGINS (each once): they register their implementations."""
    for module in filter(None, (m.strip() for m in os.environ.get("CARTPOLE_PLUGINS", "").split(","))):
        if module not in PLUGINS_LOADED:
            PLUGINS_LOADED.add(module)
            importlib.import_module(module)


def available() -> list[str]:
    """Every registered name (importing nothing)."""
    _plugins()
    return list(_REGISTRY)


def entry(name: str) -> Entry:
    """An implementation's declarations (an unknown name: ValueError naming the valid ones)."""
    _plugins()
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown implementation {name!r}; valid: {', '.join(_REGISTRY)}") from None


def devices(name: str) -> tuple[str, ...]:
    """The devices an implementation supports (it may still be unavailable on this machine)."""
    return entry(name).devices


def rng_modes(name: str) -> tuple[str, ...]:
    """Its random-number modes, the default first ("spec" alone: the spec's stream, bit for bit)."""
    return entry(name).rng


def is_external(name: str) -> bool:
    """A public system measured beside the suite's own implementations (labelled "(external)")."""
    return entry(name).external


def is_interpreted(name: str, device: str) -> bool:
    """Whether it runs in an interpreter on ``device`` (its speed is not a compiled kernel's)."""
    return name in _REGISTRY and device in entry(name).interpreted


def has_mode(name: str, mode: str) -> bool:
    """Whether it has that mode (MODES)."""
    return mode in entry(name).modes


def has_step(name: str) -> bool:
    """Whether it has a step mode (``step(actions)``)."""
    return has_mode(name, "step")


def has_policy(name: str) -> bool:
    """Whether it has a policy mode (``set_policy``; the spec's "Policy")."""
    return has_mode(name, "policy")


def step_impls() -> list[str]:
    """This suite's implementations with a step mode: what ``make_vec`` takes."""
    return [n for n in available() if has_step(n) and not is_external(n)]


def knobs(name: str) -> dict[str, Knob]:
    """Its knobs by name: the options a sweep or a tuner may set."""
    return {k.name: k for k in entry(name).knobs}


def check_knob(name: str, knob: str, value) -> int:
    """An implementation's constructor option checked against its registry declaration (the one place
    its valid values are written): the value, or a ValueError naming them."""
    k = knobs(name)[knob]
    if isinstance(value, bool) or not isinstance(value, int) or k.problem(value):
        raise ValueError(f"{knob.replace('-', '_')} must be {'one of ' if k.choices else ''}{k.valid()}, got {value!r}")
    return int(value)


def knob_names() -> dict[str, list[str]]:
    """Every knob name -> the implementations that have it, in registry order."""
    out: dict[str, list[str]] = {}
    for n in available():
        for k in entry(n).knobs:
            out.setdefault(k.name, []).append(n)
    return out


def with_role(role: str) -> str:
    """The implementation the harness picks for ``role`` (ROLES): exactly one entry holds each."""
    holders = [n for n in available() if role in entry(n).roles]
    if role not in ROLES or len(holders) != 1:
        raise ValueError(f"role {role!r} is held by {holders or 'no implementation'}; roles: {', '.join(ROLES)}")
    return holders[0]


def having(field: str) -> list[str]:
    """The implementations whose analysis field (split, kernels) is set."""
    return [n for n in available() if getattr(entry(n), field)]


def offering(capability: str) -> list[str]:
    """The implementations that offer ``capability`` (impls.api.CAPABILITIES), in registry order."""
    if capability not in CAPABILITIES:
        raise ValueError(f"unknown capability {capability!r}; valid: {', '.join(CAPABILITIES)}")
    return [n for n in available() if capability in entry(n).offers]


def missing_capabilities(name: str) -> list[str]:
    """The capabilities an implementation's entry declares that its class does not provide (the method or
    attribute each needs, CAPABILITY_NEEDS, not overridden); imports its module."""
    cls = load(name)
    return [c for c in entry(name).offers if getattr(cls, CAPABILITY_NEEDS[c]) is getattr(Cartpole, CAPABILITY_NEEDS[c])]


def installed_by_setup(name: str) -> bool:
    """Whether bin/setup's main steps install its framework (so a run where it cannot import is broken,
    not merely missing something optional: strict runs fail on it)."""
    return entry(name).setup in ("core", "frameworks")


def packages() -> list[str]:
    """Every distribution an implementation declares, in registry order (the versions results record)."""
    return list(dict.fromkeys(p for n in available() for p in entry(n).packages))


def settings(name: str, device: str = "cpu") -> list[tuple[str, str]]:
    """(variable, value) of the settings the implementation's measuring process gets on ``device``
    (Entry.env); none for most rows."""
    return [(k, v) for dev, k, v in entry(name).env if dev == device]


def process_env(name: str, device: str, base: dict | None = None) -> dict:
    """``base`` (default: os.environ) plus what the implementation's process needs on ``device``;
    XLA_FLAGS are appended to any already set."""
    env = dict(os.environ if base is None else base)
    for key, value in settings(name, device):
        env[key] = f"{env[key]} {value}".strip() if key == "XLA_FLAGS" and env.get(key) else value
    return env


class SettingsWarning(UserWarning):
    """An implementation made in a process without the settings its sweep measured it with (Entry.env):
    its rate here may be below the published one. ``impls.prepare(NAME)`` at the top of the script, before
    its framework starts, applies them."""


def missing_settings(name: str, device: str = "cpu", environ=None) -> list[tuple[str, str]]:
    """(variable, value) of the settings the implementation's process is measured with on ``device`` that
    ``environ`` (default os.environ) lacks; for XLA_FLAGS, a flag not among those set."""
    env = os.environ if environ is None else environ
    return [(k, v) for k, v in settings(name, device)
            if not (v in env.get(k, "").split() if k == "XLA_FLAGS" else env.get(k) == v)]


def setting_variables() -> set[str]:
    """Every variable a registered row's measuring process is given (Entry.env): what a user's shell lacks."""
    return {k for n in available() for _, k, _ in entry(n).env}


def settings_read(name: str, device: str = "cpu", read: dict | None = None) -> dict:
    """For a row's describe(): ``settings_missing``, the settings its sweep measures it with that this
    process runs without (empty where none is missing), judged by ``read``, the variables as its framework
    read them where the row can tell (XLA_FLAGS as JAX's backend started, OMP_PROC_BIND as libgomp
    loaded), else by os.environ now."""
    return {"settings_missing": " ".join(f"{k}={v}" for k, v in missing_settings(name, device, read))}


def _started(variable: str) -> str | None:
    """The framework that has already read ``variable`` in this process (so setting it now would change
    nothing, or, for XLA_FLAGS, key a cached program by flags it was not compiled with), else None."""
    import sys

    if variable in ("XLA_FLAGS", "JAX_NUM_CPU_DEVICES") and "jax" in sys.modules:
        try:  # (JAX's own test of it; a JAX without it is taken as started: nothing is set late)
            from jax._src import xla_bridge

            started = xla_bridge.backends_are_initialized()
        except (ImportError, AttributeError):
            started = True
        if started:
            return "JAX's backend"
    if variable == "XLA_FLAGS" and "tensorflow" in sys.modules:
        return "TensorFlow"
    if variable.startswith("OMP_"):
        try:
            with open("/proc/self/maps") as f:
                if "libgomp" in f.read():
                    return "the OpenMP runtime (libgomp)"
        except OSError:
            pass
    return None


def prepare(*names: str, device: str = "cpu") -> dict[str, str]:
    """Apply, in this process, the settings the sweep measures these implementations with (what
    ``process_env`` gives a measuring process: XLA's multi-output fusion for jax-fused, jax-sharded and
    tf-xla, one JAX CPU device per core for jax-sharded, OMP_PROC_BIND for numba-cpu), so that a script's
    own environments run as the published figures were measured. Call it at the top of the script, before
    JAX, TensorFlow or Numba's parallel code starts: these settings reach the whole process (every JAX
    program compiles with the flag), which is why ``make`` never applies them itself. A setting a started
    framework has already read is a RuntimeError naming it, never applied late. Returns what it set."""
    import sys

    done = {}
    for name in names:
        for key, value in missing_settings(name, device):
            if (who := _started(key)) is not None:
                raise RuntimeError(f"impls.prepare({name!r}): {who} has already started and read {key}; call "
                                   "impls.prepare at the top of the script, before it starts")
            os.environ[key] = f"{os.environ[key]} {value}".strip() if key == "XLA_FLAGS" and os.environ.get(key) \
                else value
            if key == "JAX_NUM_CPU_DEVICES" and "jax" in sys.modules:  # JAX read the variable as it was imported
                sys.modules["jax"].config.update("jax_num_cpu_devices", int(value))
            done[key] = os.environ[key]
    return done


def load(name: str) -> type[Cartpole]:
    """The implementation's class (imports its module). A missing third-party framework raises
    NotAvailable; an import error of the suite's own code is a bug and propagates as it is."""
    e = entry(name)
    try:
        mod = importlib.import_module(e.module)
    except ModuleNotFoundError as exc:
        if (exc.name or "").split(".")[0] in ("impls", "harness", "tests") or exc.name == e.module:
            raise
        raise NotAvailable(f"{name}: {exc}") from exc
    return getattr(mod, e.cls)


def make(name: str, num_envs: int, seed: int = 0, device: str = "cpu", **options) -> Cartpole:
    """Build ``num_envs`` environments of implementation ``name`` on ``device``; ``options`` are the
    implementation's own (``rng=`` for one with several modes, its knobs such as ``unroll=``; a knob
    named with a hyphen, ``vector-width``, is the option ``vector_width``)."""
    options = {k.replace("-", "_"): v for k, v in options.items()}  # a knob's name is its option's
    devs = devices(name)
    if device not in devs:
        raise NoSuchDevice(f"{name} does not run on device {device!r} (it supports: {', '.join(devs)})")
    if options.get("rng") == rng_modes(name)[0]:
        options.pop("rng")
    if "rng" in options and options["rng"] not in rng_modes(name):
        raise ValueError(f"{name}: unknown rng {options['rng']!r}; valid: {', '.join(rng_modes(name))}")
    env = load(name)(num_envs, seed=seed, device=device, **options)
    if missing := missing_settings(name, device):
        import warnings

        warnings.warn(SettingsWarning(
            f"{name} runs without {', '.join(f'{k}={v}' for k, v in missing)}, which the sweep measures it with "
            f"(its published rate can be far above this process's); `impls.prepare({name!r})` at the top of the "
            "script, before its framework starts, applies it (docs/step-mode.md)"), stacklevel=2)
    return env


def __getattr__(name: str):
    """``impls.make_vec`` (where ``gymnasium.make_vec`` users look): the Gymnasium adapter's
    (impls.adapters.make_vec), imported on first use, so the registry imports no gymnasium."""
    if name == "make_vec":
        from impls.adapters import make_vec

        return make_vec
    raise AttributeError(f"module 'impls' has no attribute {name!r}")


__all__ = ["CPU_CORES", "Cartpole", "Entry", "Knob", "MODES", "MULTI_OUTPUT_FUSION", "NoSuchDevice", "NotAvailable", "ROLES",
           "SettingsWarning",
           "available",
           "check_knob", "devices", "entry", "has_mode", "has_policy", "has_step", "having", "installed_by_setup", "is_external", "is_interpreted",
           "knob_names", "knobs", "load", "make", "make_vec", "missing_settings", "packages", "prepare", "process_env", "settings",
           "register", "rng_modes", "setting_variables", "settings_read", "step_impls",
           "unregister", "with_role"]
