"""Registry of Cartpole implementations, imported lazily.

``available()`` lists names without importing any framework; ``make(name, num_envs, seed, device)``
imports the implementation's module and builds it. A configuration that cannot run here (framework
missing, no GPU, device not supported) raises :class:`NotAvailable` with the reason.
"""
from __future__ import annotations

import importlib

from impls.api import Cartpole, NotAvailable

# name -> (module, class, devices it supports). Order is the order of every table.
_REGISTRY: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "numpy": ("impls.numpy_cpu", "NumpyCartpole", ("cpu",)),
    "numba-cpu": ("impls.numba_cpu", "NumbaCpuCartpole", ("cpu",)),
    "numba-cuda": ("impls.numba_cuda", "NumbaCudaCartpole", ("cuda",)),
    "cupy-raw": ("impls.cupy_raw", "CupyRawCartpole", ("cuda", "host")),
}


def available() -> list[str]:
    """Every registered name (importing nothing)."""
    return list(_REGISTRY)


def devices(name: str) -> tuple[str, ...]:
    """The devices an implementation supports (it may still be unavailable on this machine)."""
    return _entry(name)[2]


def _entry(name: str):
    try:
        return _REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown implementation {name!r}; valid: {', '.join(_REGISTRY)}") from None


def load(name: str) -> type[Cartpole]:
    """The implementation's class (imports its module; a missing framework raises NotAvailable)."""
    module, cls, _ = _entry(name)
    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        raise NotAvailable(f"{name}: {exc}") from exc
    return getattr(mod, cls)


def make(name: str, num_envs: int, seed: int = 0, device: str = "cpu") -> Cartpole:
    """Build ``num_envs`` environments of implementation ``name`` on ``device``."""
    devs = devices(name)
    if device not in devs:
        raise NotAvailable(f"{name} does not run on device {device!r} (it supports: {', '.join(devs)})")
    return load(name)(num_envs, seed=seed, device=device)


__all__ = ["Cartpole", "NotAvailable", "available", "devices", "load", "make"]
