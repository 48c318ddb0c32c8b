"""The one interface every implementation offers.

An implementation subclasses :class:`Cartpole` and provides four methods: ``_rollout(steps)``
(advance from ``self.t``; may return before the device finishes), ``sync()``, ``_get()`` (the state as
NumPy arrays) and ``_set(state)``. The base class validates arguments, keeps the step counter and
starts every implementation from the spec's initial state.
"""
from __future__ import annotations

import numpy as np

from impls import spec


class NotAvailable(RuntimeError):
    """This configuration cannot run here; the message says why (a benchmark skip, not a failure;
    except on a machine with a GPU, where a cuda case that cannot run is a broken stack: see
    harness/strict_gpu.py)."""


class NoSuchDevice(NotAvailable):
    """The implementation does not run on that device at all (on any machine)."""


class Cartpole:
    name = "?"
    # Conformance tolerances (see tests/test_conformance.py for how they were measured); a variant
    # with approximate math states its own, looser ones.
    step_rtol = 2e-6
    rollout_atol = 2e-3
    # Rollouts before the code is final: the benchmark counts that many untimed calls as compilation
    # (TorchScript's profiling executor profiles the first call and optimises on the second).
    compile_calls = 1

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

    def rollout(self, steps: int) -> None:
        """Advance every environment by ``steps`` steps under the random policy (maybe async)."""
        steps = spec.check_steps(steps)
        if steps:
            self._rollout(steps)
            self.t += steps

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

    # -- to implement ----------------------------------------------------------------------------
    def _rollout(self, steps: int) -> None:
        raise NotImplementedError

    def _get(self) -> dict:
        raise NotImplementedError

    def _set(self, state: dict) -> None:
        raise NotImplementedError


# -- launch configuration shared by the CUDA implementations -------------------------------------
DEFAULT_BLOCK = 256
BLOCKS = (32, 64, 128, 256, 512, 1024)


def cuda_block(num_envs: int, sms: int, block: int | None = None) -> int:
    """Threads per block: ``block`` if given (one of BLOCKS), else DEFAULT_BLOCK, made smaller when
    that would leave SMs idle. A rollout is a serial chain of steps per environment, so with few
    environments (2048: 64 warps) the time per step is the chain's latency, as long as no scheduler
    has to interleave several warps: blocks of one or two warps spread them over more SMs."""
    if block is not None:
        if block not in BLOCKS:
            raise ValueError(f"block must be one of {', '.join(map(str, BLOCKS))}, got {block!r}")
        return block
    per_sm = -(-num_envs // max(sms, 1))
    return max(32, min(DEFAULT_BLOCK, -(-per_sm // 32) * 32))
