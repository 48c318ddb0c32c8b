"""Adapters: the suite's implementations behind the interfaces training code calls (a Gymnasium
vector env, a stable-baselines3 VecEnv, a gymnax environment) and the split loop (a policy called
beside each step). They build environments through the registry and import no trainer."""
from __future__ import annotations


def make_vec(name: str, num_envs: int, device: str = "cpu", seed: int = 0, **options):
    """A ``gymnasium.vector.VectorEnv`` over an implementation with a step mode (impls/adapters/vector_env.py)."""
    from impls.adapters.vector_env import make_vec as _make_vec

    return _make_vec(name, num_envs, device=device, seed=seed, **options)
