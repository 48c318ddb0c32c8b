"""The machine's float32 matrix-multiply rate, measured in the run that uses it: policy mode's
roofline (each policy point's ``roofline_fraction`` is its useful multiply-adds per second over this).

For a device, the best of JAX's and torch's float32 matrix products (a large square one and the
policy's own shape) and of their float32 tanh, each the median of synchronised calls after untimed
ones; ``roofline_tanh_env_steps_per_s`` adds the policy's tanh time to its multiply-adds. Measured in
a child process (torch's OpenMP threads slow JAX measured after them in one process) once per shape
and sweep, kept in ``roofline.json`` beside the points log. docs/policy.md.
"""
from __future__ import annotations

import json
import time
from pathlib import Path

import numpy as np

from harness import child
from harness.measure import process

SQUARE = 2048  # 2048^3 multiply-adds, a fraction of a second on a 2-core CPU (docs/history.md)


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


def _tanh_input(n: int, h: int) -> np.ndarray:
    return np.linspace(-3, 3, n * h, dtype=np.float32).reshape(n, h)  # the range the policy's units see


def _tanh_reps(n: int, h: int) -> int:
    """Repetitions of y = tanh(y + x) per timed call: about 2^20 elements in all, so that a small
    array measures tanh and not the call's overhead."""
    return min(1024, max(4, (1 << 20) // (n * h)))


def _jax_tanh(n: int, h: int, device: str) -> float:
    import jax

    x = jax.device_put(_tanh_input(n, h), jax.devices("gpu" if device == "cuda" else "cpu")[0])
    reps = _tanh_reps(n, h)
    f = jax.jit(lambda x: _tanh_loop(reps, x))
    return n * h * reps / _timed(lambda: f(x), jax.block_until_ready)


def _tanh_loop(reps: int, x):
    """y = tanh(y + x), ``reps`` times in one program (a bias add and its tanh, as in the policy)."""
    import jax.numpy as jnp
    from jax import lax

    return lax.fori_loop(0, reps, lambda i, y: jnp.tanh(y + x), x)


def _torch_tanh(n: int, h: int, device: str) -> float:
    import torch

    x = torch.from_numpy(_tanh_input(n, h)).to(device)
    y = x.clone()
    reps = _tanh_reps(n, h)
    sync = (lambda _: torch.cuda.synchronize()) if device == "cuda" else (lambda _: None)

    def run():
        for _ in range(reps):
            torch.tanh(torch.add(y, x, out=y), out=y)
    return n * h * reps / _timed(run, sync)


def measure(device: str, m: int, k: int, n: int) -> dict:
    """Multiply-adds per second of an (m, k) x (k, n) float32 product in this process: {framework:
    rate} for each framework that runs here (a missing one is left out). ``k == 0``: float32 tanh
    over an (m, n) array instead, elements per second."""
    out = {}
    pairs = (("jax", _jax_tanh), ("torch", _torch_tanh)) if k == 0 else (("jax", _jax_rate), ("torch", _torch_rate))
    for name, fn in pairs:
        try:
            out[name] = fn(m, n, device) if k == 0 else fn(m, k, n, device)
        except Exception:  # noqa: BLE001 - a framework that is missing or cannot run here is left out
            continue
    return out


_MEMO: dict = {}


def _key(device: str, m: int, k: int, n: int) -> str:
    return f"{device} {m}x{k}x{n}" if k else f"{device} tanh {m}x{n}"


def rates(device: str, shapes: list[tuple[int, int, int]], cache: Path | None = None) -> list[dict]:
    """``measure`` of each (m, k, n) (k == 0: tanh), the ones not known yet measured in one child
    process (see the module docstring: one process for all of them, not one each, saves a start-up of
    JAX and torch per shape), remembered in this process and in ``cache`` (a JSON file) when given."""
    doc = json.loads(cache.read_text()) if cache is not None and cache.exists() else {}
    known = {**doc.get("rates", {}), **_MEMO}
    missing = [sh for sh in shapes if _key(device, *sh) not in known]
    if missing:
        try:
            got = child.run(__name__, {"device": device, "shapes": missing}, process.python_env())[0]
        except child.ChildError:  # neither framework measured here: the point has no roofline
            got = [{} for _ in missing]
        for sh, r in zip(missing, got):
            known[_key(device, *sh)] = r
        if cache is not None:
            tmp = cache.with_name(f".{cache.name}.tmp")
            tmp.write_text(json.dumps({"artifact": "roofline", "rates": {**doc.get("rates", {}), **{
                _key(device, *sh): known[_key(device, *sh)] for sh in missing}}}, indent=1))
            tmp.replace(cache)
    for sh in shapes:
        _MEMO[_key(device, *sh)] = known[_key(device, *sh)]
    return [known[_key(device, *sh)] for sh in shapes]


def roofline(device: str, num_envs: int, hidden: tuple[int, int], cache: Path | None = None) -> dict:
    """The point's roofline facts: the best square and policy-shaped rates (multiply-adds per second)
    and which framework gave them, the tanh rate and the roofline with the tanh time (env-steps per
    second); empty when neither framework runs."""
    h = max(hidden)
    square, shaped, tanh = rates(device, [(SQUARE, SQUARE, SQUARE), (num_envs, h, h), (num_envs, 0, h)], cache)
    if not square and not shaped:
        return {}
    best = max([*square.items(), *shaped.items()], key=lambda kv: kv[1])
    out = {"matmul_square_macs_per_s": max(square.values(), default=None),
           "matmul_policy_shape_macs_per_s": max(shaped.values(), default=None),
           "roofline_macs_per_s": best[1], "roofline_framework": best[0]}
    if tanh:
        h1, h2 = hidden
        macs = 4 * h1 + h1 * h2 + 2 * h2
        out["tanh_per_s"] = max(tanh.values())
        out["roofline_tanh_env_steps_per_s"] = 1 / (macs / best[1] + (h1 + h2) / out["tanh_per_s"])
    return out


if __name__ == "__main__":  # the child of rates() (harness/child.py): a device and the shapes in, their rates out
    child.serve(lambda request, emit: [measure(request["device"], *sh) for sh in request["shapes"]])
