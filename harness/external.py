"""Public Cartpole implementations timed with the same protocol, for the comparisons in the issues
(they draw other random numbers, so they are baselines, not registered implementations)."""
from __future__ import annotations

import statistics
import time

import numpy as np


def gymnasium_vector(num_envs: int, steps: int, rounds: int) -> float:
    """Median env-steps/s of Gymnasium's CartPoleVectorEnv (NumPy, one Python call per step) under
    a random policy, actions drawn up front outside the timed region."""
    from gymnasium.envs.classic_control.cartpole import CartPoleVectorEnv

    env = CartPoleVectorEnv(num_envs=num_envs)
    env.reset(seed=0)
    actions = np.random.default_rng(0).integers(0, 2, size=(steps, num_envs))
    for a in actions[: min(steps, 50)]:  # warm-up
        env.step(a)
    times = []
    for _ in range(rounds):
        t0 = time.perf_counter()
        for a in actions:
            env.step(a)
        times.append(time.perf_counter() - t0)
    return num_envs * steps / statistics.median(times)
