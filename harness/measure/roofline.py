"""The machine's float32 matrix-multiply rate, measured in the run that uses it: policy mode's
roofline (each policy point's ``roofline_fraction`` is its useful multiply-adds per second over this).

For a device, the best of JAX's and torch's float32 matrix products (full float32 precision: no
TF32 on a GPU), each the median of 5 timed calls after 2 untimed ones, each call synchronised:
a large square one (``SQUARE``^3, what the hardware can do) and the policy's own shape
(num_envs x h x h, what a layer of the MLP can get). Measured once per process and shape.
"""
from __future__ import annotations

import functools
import time

import numpy as np

SQUARE = 2048  # 2048^3: 8.6 G multiply-adds, about 0.1 s at the 2-core CPUs' ~85 G/s


def _timed(call, sync, calls: int = 5) -> float:
    for _ in range(2):
        sync(call())
    times = []
    for _ in range(calls):
        t0 = time.perf_counter()
        sync(call())
        times.append(time.perf_counter() - t0)
    return float(np.median(times))


def _jax_rate(m: int, k: int, n: int, device: str) -> float:
    import jax
    import jax.numpy as jnp

    dev = jax.devices("gpu" if device == "cuda" else "cpu")[0]
    a = jax.device_put(np.ones((m, k), np.float32), dev)
    b = jax.device_put(np.ones((k, n), np.float32), dev)
    f = jax.jit(lambda x, y: jnp.matmul(x, y, precision=jax.lax.Precision.HIGHEST))
    return m * k * n / _timed(lambda: f(a, b), jax.block_until_ready)


def _torch_rate(m: int, k: int, n: int, device: str) -> float:
    import torch

    if device == "cuda":
        torch.backends.cuda.matmul.allow_tf32 = False
    a = torch.ones((m, k), dtype=torch.float32, device=device)
    b = torch.ones((k, n), dtype=torch.float32, device=device)
    sync = (lambda _: torch.cuda.synchronize()) if device == "cuda" else (lambda _: None)
    return m * k * n / _timed(lambda: a @ b, sync)


@functools.lru_cache(maxsize=None)
def matmul_rate(device: str, m: int, k: int, n: int) -> dict:
    """Multiply-adds per second of an (m, k) x (k, n) float32 product: {framework: rate} for each
    framework that runs here (a missing one is left out)."""
    out = {}
    for name, fn in (("jax", _jax_rate), ("torch", _torch_rate)):
        try:
            out[name] = fn(m, k, n, device)
        except Exception:  # noqa: BLE001 - a framework that is missing or cannot run here is left out
            continue
    return out


def roofline(device: str, num_envs: int, hidden: tuple[int, int]) -> dict:
    """The point's roofline facts: the best square and policy-shaped rates (multiply-adds per second)
    and which framework gave them; empty when neither framework runs."""
    h = max(hidden)
    square, shaped = matmul_rate(device, SQUARE, SQUARE, SQUARE), matmul_rate(device, num_envs, h, h)
    if not square and not shaped:
        return {}
    best = max([*square.items(), *shaped.items()], key=lambda kv: kv[1])
    return {"matmul_square_macs_per_s": max(square.values(), default=None),
            "matmul_policy_shape_macs_per_s": max(shaped.values(), default=None),
            "roofline_macs_per_s": best[1], "roofline_framework": best[0]}
