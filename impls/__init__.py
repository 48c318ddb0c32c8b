"""Registry of Cartpole implementations, imported lazily.

``available()`` lists names without importing any framework; ``make(name, num_envs, seed, device)``
imports the implementation's module and builds it. A configuration that cannot run here (framework
missing, no GPU, device not supported) raises :class:`NotAvailable` with the reason.
"""
from __future__ import annotations

import importlib
import os
from typing import NamedTuple

from impls.api import Cartpole, NoSuchDevice, NotAvailable


class Entry(NamedTuple):
    module: str
    cls: str
    devices: tuple[str, ...]
    # Random-number modes; the first is the default. Modes other than "spec" cannot reproduce the
    # spec's stream: the conformance suite checks such an implementation bit for bit with
    # rng="spec" and statistically in its default mode.
    rng: tuple[str, ...] = ("spec",)
    # A constructor option the benchmark sweeps (name, default values), e.g. an unroll factor.
    sweep: tuple[str, tuple[int, ...]] | None = None
    # Environment variables its process needs, per device (XLA reads XLA_FLAGS once per process, so
    # the sweep and the fusion table start a process per implementation with these set).
    env: tuple[tuple[str, str, str], ...] = ()
    # Constructor options a tuning sweep may set from the command line (``--block 64,256``).
    tunable: tuple[str, ...] = ()
    # A public system measured beside the suite's own (impls/external.py): its own random numbers,
    # state and reset rules; checked by tests/test_external.py, not by the spec's bit-for-bit suite.
    external: bool = False
    # Step mode: ``step(actions)`` with the caller's actions (the spec's "Step mode"); for an
    # external, its own step API called once per step (benchmarked, not checked against the spec).
    step: bool = False
    # Policy mode: ``set_policy(policy)`` then ``rollout`` lets the spec's policy MLP choose every
    # action inside the implementation's rollout (the spec's "Policy"; impls/policy.py).
    policy: bool = False


_JAX = "impls.jax_xla"
CPU_CORES = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
_BOTH = ("cpu", "cuda")
_THREEFRY = ("threefry", "spec")
_EXT = "impls.external"
# name -> Entry. Order is the order of every table.
_REGISTRY: dict[str, Entry] = {
    "numpy": Entry("impls.numpy_cpu", "NumpyCartpole", ("cpu",), step=True, policy=True),
    "numba-cpu": Entry("impls.numba_cpu", "NumbaCpuCartpole", ("cpu",), tunable=("threads",), step=True,
                       policy=True),
    "jax-naive": Entry(_JAX, "JaxNaive", _BOTH, _THREEFRY),
    "jax-naive-rngkernel": Entry(_JAX, "JaxNaiveRngKernel", _BOTH, _THREEFRY),
    "jax-precomputed-rng": Entry(_JAX, "JaxPrecomputedRng", _BOTH, _THREEFRY),
    "jax-no-concat": Entry(_JAX, "JaxNoConcat", _BOTH, _THREEFRY),
    "jax-unroll": Entry(_JAX, "JaxUnroll", _BOTH, _THREEFRY, ("unroll", (2, 8, 32))),
    "jax-fused": Entry(_JAX, "JaxFused", _BOTH, step=True, policy=True, env=(
        ("cpu", "XLA_FLAGS", "--xla_backend_extra_options=xla_cpu_use_multi_output_fusion"),)),
    "jax-sharded": Entry(_JAX, "JaxSharded", _BOTH, tunable=("devices",), env=(
        ("cpu", "XLA_FLAGS", "--xla_backend_extra_options=xla_cpu_use_multi_output_fusion"),
        ("cpu", "JAX_NUM_CPU_DEVICES", str(CPU_CORES)))),
    "torch-eager": Entry("impls.torch_impls", "TorchEager", _BOTH, tunable=("threads",), step=True, policy=True),
    "torchscript": Entry("impls.torch_impls", "TorchScript", _BOTH, tunable=("threads",), step=True),
    "torch-compile": Entry("impls.torch_impls", "TorchCompile", _BOTH, tunable=("threads",), step=True,
                           policy=True),
    "numba-cuda": Entry("impls.numba_cuda", "NumbaCudaCartpole", ("cuda",), tunable=("block",), step=True,
                        policy=True),
    "cupy-raw": Entry("impls.cupy_raw", "CupyRawCartpole", ("cuda", "host"), tunable=("block", "unroll"), step=True,
                      policy=True),
    "cupy-raw-fastmath": Entry("impls.cupy_raw", "CupyRawFastMath", ("cuda", "host"), tunable=("block", "unroll"),
                               step=True),
    "gymnasium-vector": Entry(_EXT, "GymnasiumVector", ("cpu",), ("own",), external=True, step=True, policy=True),
    "gymnax": Entry(_EXT, "Gymnax", _BOTH, ("own",), external=True, step=True, policy=True),
    "envpool": Entry(_EXT, "EnvPool", ("cpu",), ("own",), external=True, step=True, policy=True),
}


def available() -> list[str]:
    """Every registered name (importing nothing)."""
    return list(_REGISTRY)


def devices(name: str) -> tuple[str, ...]:
    """The devices an implementation supports (it may still be unavailable on this machine)."""
    return _entry(name).devices


def rng_modes(name: str) -> tuple[str, ...]:
    """Its random-number modes, the default first ("spec" alone: the spec's stream, bit for bit)."""
    return _entry(name).rng


def is_external(name: str) -> bool:
    """A public system measured beside the suite's own implementations (labelled "(external)")."""
    return _entry(name).external


def has_step(name: str) -> bool:
    """Whether it has a step mode (``step(actions)``)."""
    return _entry(name).step


def step_impls() -> list[str]:
    """This suite's implementations with a step mode: what ``make_vec`` takes."""
    return [n for n in _REGISTRY if has_step(n) and not is_external(n)]


def has_policy(name: str) -> bool:
    """Whether it has a policy mode (``set_policy``; the spec's "Policy")."""
    return _entry(name).policy


def sweep_option(name: str) -> tuple[str, tuple[int, ...]] | None:
    """The constructor option its benchmark sweeps by default, or None."""
    return _entry(name).sweep


def tunables(name: str) -> tuple[str, ...]:
    """Options a tuning sweep may set: the registry sweep option's name and the tunable ones."""
    e = _entry(name)
    return ((e.sweep[0],) if e.sweep else ()) + e.tunable


def _entry(name: str):
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown implementation {name!r}; valid: {', '.join(_REGISTRY)}") from None


def process_env(name: str, device: str, base: dict | None = None) -> dict:
    """``base`` (default: os.environ) plus what the implementation's process needs on ``device``;
    XLA_FLAGS are appended to any already set."""
    env = dict(os.environ if base is None else base)
    for dev, key, value in _entry(name).env:
        if dev == device:
            env[key] = f"{env[key]} {value}".strip() if key == "XLA_FLAGS" and env.get(key) else value
    return env


def load(name: str) -> type[Cartpole]:
    """The implementation's class (imports its module; a missing framework raises NotAvailable)."""
    module, cls = _entry(name)[:2]
    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        raise NotAvailable(f"{name}: {exc}") from exc
    return getattr(mod, cls)


def make(name: str, num_envs: int, seed: int = 0, device: str = "cpu", **options) -> Cartpole:
    """Build ``num_envs`` environments of implementation ``name`` on ``device``; ``options`` are the
    implementation's own (``rng=`` for one with several modes, its sweep option such as ``unroll=``)."""
    devs = devices(name)
    if device not in devs:
        raise NoSuchDevice(f"{name} does not run on device {device!r} (it supports: {', '.join(devs)})")
    if options.get("rng") == rng_modes(name)[0]:
        options.pop("rng")
    if "rng" in options and options["rng"] not in rng_modes(name):
        raise ValueError(f"{name}: unknown rng {options['rng']!r}; valid: {', '.join(rng_modes(name))}")
    return load(name)(num_envs, seed=seed, device=device, **options)


def make_vec(name: str, num_envs: int, device: str = "cpu", seed: int = 0, **options):
    """A ``gymnasium.vector.VectorEnv`` over an implementation with a step mode (impls/vector_env.py)."""
    from impls.vector_env import make_vec as _make_vec

    return _make_vec(name, num_envs, device=device, seed=seed, **options)


__all__ = ["Cartpole", "NoSuchDevice", "NotAvailable", "available", "devices", "has_policy", "has_step", "step_impls", "is_external", "load", "make", "make_vec", "process_env", "rng_modes", "sweep_option", "tunables"]
