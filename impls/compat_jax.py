"""What the JAX rows ask of JAX, on every release they run on: JAX 0.4.23 (the study's) to today's.

The rows are written against today's API; where an older release spells a thing otherwise, or lacks
it, this module gives the one spelling they use (``harness sweep --versions jax=...`` measures them
on those releases: docs/releases.md). Each name is found by what the installed JAX has, never by its
version number:

- ``P`` and ``NamedSharding``: ``jax.P`` / ``jax.NamedSharding`` today, only under ``jax.sharding``
  before; ``tree_map``: ``jax.tree.map`` today, ``jax.tree_util.tree_map`` before ``jax.tree``.
- ``make_mesh``: ``jax.make_mesh`` today; before it, a ``jax.sharding.Mesh`` of the devices given.
- ``shard_map``: ``jax.shard_map`` today; ``jax.experimental.shard_map.shard_map`` before.
- ``threefry_gpu_kernel_lowering(on)``: JAX's switch that makes threefry its own GPU kernel; before
  0.4.27 it does not exist and threefry always is one (a context that changes nothing).
- JAX's persistent compilation cache (a setting): off before JAX 0.6, where a CPU executable one process
  saved crashed the next process that loaded it (a segmentation fault, jax-fused on 0.4.31, 0.4.38 and
  0.5.3: docs/releases.md); no feature tells, so this one is by version.
- The CPU's device count (a setting, not an API): the rows ask for ``CPU_DEVICES_VARIABLE`` devices
  (``JAX_NUM_CPU_DEVICES``, which JAX reads itself where it has the ``jax_num_cpu_devices`` option);
  a JAX without that option is given XLA's ``--xla_force_host_platform_device_count`` instead, at
  this module's import, before any backend starts (XLA reads its flags once, then).
"""
from __future__ import annotations

import contextlib
import os

import jax
import numpy as np
from jax._src import config as _config

CPU_DEVICES_VARIABLE = "JAX_NUM_CPU_DEVICES"
FORCE_CPU_DEVICES = "--xla_force_host_platform_device_count"

P = getattr(jax, "P", None) or jax.sharding.PartitionSpec
NamedSharding = getattr(jax, "NamedSharding", None) or jax.sharding.NamedSharding
tree_map = jax.tree.map if hasattr(jax, "tree") else jax.tree_util.tree_map


def has_cpu_device_option() -> bool:
    """Whether this JAX reads its CPU device count from CPU_DEVICES_VARIABLE itself."""
    return "jax_num_cpu_devices" in jax.config.values


def cpu_devices_flags(environ: dict) -> str:
    """XLA_FLAGS as this JAX needs them for the device count ``environ`` asks for: unchanged where JAX
    reads CPU_DEVICES_VARIABLE itself or nothing is asked, else with FORCE_CPU_DEVICES added."""
    flags, wanted = environ.get("XLA_FLAGS", ""), environ.get(CPU_DEVICES_VARIABLE)
    if not wanted or has_cpu_device_option() or FORCE_CPU_DEVICES in flags:
        return flags
    return f"{flags} {FORCE_CPU_DEVICES}={int(wanted)}".strip()


CACHE_LOADS = jax.__version_info__ >= (0, 6)  # see the module docstring
if not CACHE_LOADS:
    jax.config.update("jax_enable_compilation_cache", False)
_FLAGS = cpu_devices_flags(os.environ)
if _FLAGS != os.environ.get("XLA_FLAGS", ""):
    os.environ["XLA_FLAGS"] = _FLAGS


def make_mesh(shape: tuple, names: tuple, devices):
    if hasattr(jax, "make_mesh"):
        return jax.make_mesh(shape, names, devices=devices)
    return jax.sharding.Mesh(np.array(devices).reshape(shape), names)


def shard_map(fn, mesh, in_specs, out_specs):
    if hasattr(jax, "shard_map"):
        return jax.shard_map(fn, mesh=mesh, in_specs=in_specs, out_specs=out_specs)
    from jax.experimental.shard_map import shard_map as old

    return old(fn, mesh=mesh, in_specs=in_specs, out_specs=out_specs)


def threefry_gpu_kernel_lowering(on: bool):
    switch = getattr(_config, "threefry_gpu_kernel_lowering", None)
    return switch(on) if switch is not None else contextlib.nullcontext()
