"""What the CUDA implementations (cupy-raw, numba-cuda) share: the launch configuration, step mode's
flagged double buffer, and policy mode's size budget. A module of its own so that neither
implementation imports the other."""
from __future__ import annotations

import numpy as np

from impls import policy as policy_module
from impls import spec
from impls.api import StepResult, bad_action_error, to_numpy

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


def keys_grid(steps: int) -> tuple[int, int]:
    """(blocks, threads per block) of a step-keys kernel's launch (one thread a step): the steps' whole
    warps, up to 256 threads a block. No more threads than the steps need: the CUDA simulator runs each
    thread as a Python thread (docs/history.md, "The test suite's time")."""
    threads = min(256, max(1, -(-steps // 32)) * 32)
    return -(-steps // threads), threads


class FlaggedStep:
    """Step mode of a CUDA kernel (cupy-raw on cuda and on the host, numba-cuda): the kernel reads the
    state from one set of buffers and writes the other; a thread whose action is not 0/1 stores the
    call's number in a flag word. The call reads that word back (on a GPU: waits for the step) and
    only then makes the written buffers the state, so a bad action changes nothing.

    ``alloc(shape, dtype, fill)`` makes one of the framework's arrays; the spare state, the outputs
    and the flag are made on the first step."""

    def __init__(self, num_envs: int, alloc):
        self.num_envs, self.alloc, self.calls, self.bufs = num_envs, alloc, 0, None

    def __call__(self, state: dict, actions, launch, read_flag) -> tuple[dict, StepResult]:
        """``launch(src, dst, actions, obs, final, terminated, truncated, flag, call)`` starts the
        kernel; ``read_flag(flag)`` returns the word. Returns (the new state, the step's outputs)."""
        n, a = self.num_envs, self.alloc
        if self.bufs is None:
            self.spare = {f: a(n, spec.DTYPES[f], 0) for f in spec.FIELDS}
            self.bufs = (a((n, 4), np.float32, 0), a((n, 4), np.float32, 0), a(n, np.bool_, 0), a(n, np.bool_, 0),
                         a(1, np.uint32, 0), a(n, np.float32, 1))
        obs, final, term, trunc, flag, reward = self.bufs
        self.calls = self.calls % spec.MASK32 + 1  # 1 .. 2**32 - 1, never the flag's initial 0
        launch(state, self.spare, actions, obs, final, term, trunc, flag, np.uint32(self.calls))
        if int(read_flag(flag)) == self.calls:
            raise bad_action_error(to_numpy(actions))
        new, self.spare = self.spare, state
        return new, StepResult(obs, reward, term, trunc, final)


# -- policy mode's limits: the packed weights in a block's shared memory (48 KB without opting in to
# more), the second layer's sums in registers ------------------------------------------------------
POLICY_MAX_WORDS = 12288
POLICY_MAX_H2 = 128


def check_policy_size(hidden: tuple[int, int]) -> None:
    words = policy_module.packed_layout(hidden)[1]
    if hidden[1] > POLICY_MAX_H2 or words > POLICY_MAX_WORDS:
        raise ValueError(f"the CUDA policy kernels (cupy-raw's, numba-cuda's) keeps the weights in 48 KB of shared memory and the "
                         f"second layer's sums in registers: hidden sizes with h2 <= {POLICY_MAX_H2} and at "
                         f"most {POLICY_MAX_WORDS} packed words, got {hidden[0]}, {hidden[1]} ({words} words)")
