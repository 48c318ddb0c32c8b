"""Trainers: the suite's PPO in JAX (ppo.py: all of training in one compiled program) and in torch
(ppo_torch.py: over any implementation with a step mode), sharing one configuration (config.py).
They use the implementations through the registry and the adapters."""
