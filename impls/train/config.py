"""PPO's configuration, written down once for every trainer of ``python -m harness train`` (the suite's
JAX and torch PPOs, rejax's, stable-baselines3's), and the networks' initial weights the suite's two
PPOs share. NumPy only: a trainer that needs neither JAX nor torch reads it too."""
from __future__ import annotations

from dataclasses import asdict, dataclass, replace

import numpy as np

from impls import policy as policy_module
from impls import spec

WINDOW = 100  # finished episodes in the solve criterion's mean


@dataclass(frozen=True)
class PPOConfig:
    num_envs: int = 4
    num_steps: int = 128
    total_timesteps: int = 500_000
    learning_rate: float = 2.5e-4
    anneal_lr: bool = True
    update_epochs: int = 4
    num_minibatches: int = 4
    gamma: float = 0.99
    gae_lambda: float = 0.95
    clip_eps: float = 0.2
    ent_coef: float = 0.01
    vf_coef: float = 0.5
    max_grad_norm: float = 0.5
    hidden: tuple[int, int] = (64, 64)
    anneal_clip: bool = False  # the clip range falls linearly to 0 over training, as the lr can

    @property
    def batch_size(self) -> int:
        return self.num_envs * self.num_steps

    @property
    def num_updates(self) -> int:
        return self.total_timesteps // self.batch_size

    @property
    def minibatch_size(self) -> int:
        return self.batch_size // self.num_minibatches

    def check(self) -> PPOConfig:
        for k in ("num_envs", "num_steps", "total_timesteps", "update_epochs", "num_minibatches"):
            spec.check_int(getattr(self, k), k, 1)
        if self.num_updates < 1:
            raise ValueError(f"total_timesteps {self.total_timesteps} is less than one batch "
                             f"(num_envs x num_steps = {self.batch_size})")
        if self.batch_size % self.num_minibatches:
            raise ValueError(f"num_minibatches {self.num_minibatches} does not divide the batch "
                             f"({self.batch_size} = num_envs x num_steps)")
        policy_module.check_hidden(self.hidden)
        return self

    def as_dict(self) -> dict:
        return {k: (list(v) if isinstance(v, tuple) else v) for k, v in asdict(self).items()}


# PureJaxRL's published timings of its PPO on gymnax CartPole-v1 (its README's plots, checked 2026-11-22),
# seconds: the 500,000 env-steps on one GPU, and 2048 agents trained at once on an A100
PUREJAXRL_PUBLISHED_S = {"one_gpu": 17, "a100_2048_agents": 98}

# The published configuration (PureJaxRL's, CleanRL's ppo.py's), and the suite's tuned one for the
# fastest time to solve (its derivation in docs/training.md).
CONFIGS = {
    "purejaxrl": PPOConfig(),
    "fast": PPOConfig(num_envs=64, num_steps=32, total_timesteps=200_000, learning_rate=2.5e-3),
    # tuned on seeds 0-9 (10 solved, median 182,272 env-steps, the slowest 233,472; docs/training.md):
    # fast with 32-32 networks (about twice the env-steps/s: docs/history.md), no entropy bonus, the lr annealed over 300,000
    "fast-h32": PPOConfig(num_envs=64, num_steps=32, total_timesteps=300_000, learning_rate=2.5e-3,
                          ent_coef=0.0, hidden=(32, 32)),
    # tuned on seeds 0-9 (10 solved, median 104,448 env-steps, the slowest 167,936; docs/training.md):
    # rl-zoo's returns and clipping (gamma 0.98, GAE lambda 0.8, no entropy bonus, lr and clip annealed)
    # with 32 envs x 16 steps, 6 epochs of 2 minibatches, lr 3e-3, 32-32 networks, 200,000 steps
    "fast-zoo": PPOConfig(num_envs=32, num_steps=16, total_timesteps=200_000, learning_rate=3e-3, update_epochs=6,
                          num_minibatches=2, gamma=0.98, gae_lambda=0.8, ent_coef=0.0, anneal_clip=True,
                          hidden=(32, 32)),
    # rl-baselines3-zoo's tuned PPO for CartPole-v1 (hyperparams/ppo.yml): 8 envs x 32 steps, batch
    # 256, 20 epochs, gamma 0.98, GAE lambda 0.8, no entropy bonus, lr 1e-3 and clip 0.2 both annealed
    # linearly to 0, 100,000 steps
    "rl-zoo": PPOConfig(num_envs=8, num_steps=32, total_timesteps=100_000, learning_rate=1e-3, update_epochs=20,
                        num_minibatches=1, gamma=0.98, gae_lambda=0.8, ent_coef=0.0, anneal_clip=True),
}


def config(name: str, **overrides) -> PPOConfig:
    if name not in CONFIGS:
        raise ValueError(f"unknown PPO configuration {name!r}; valid: {', '.join(CONFIGS)}")
    return replace(CONFIGS[name], **overrides).check()


class Progress:
    """A trainer's count of updates against its configuration (``cfg``, ``updates``)."""

    cfg: PPOConfig
    updates: int

    @property
    def env_steps(self) -> int:
        return self.updates * self.cfg.batch_size

    @property
    def done(self) -> bool:
        return self.updates >= self.cfg.num_updates


# -- networks -----------------------------------------------------------------------------------------
def init_params(seed: int, hidden=(64, 64)) -> dict:
    """The actor is the spec's default policy of ``seed``; the critic an MLP of the same sizes,
    orthogonal with gains sqrt(2), sqrt(2), 1 from its own generator (NumPy's PCG64 seeded with
    [seed, 1]). NumPy float32 arrays."""
    actor = policy_module.default_policy(seed, hidden).arrays()
    critic = policy_module.orthogonal_mlp(np.random.default_rng([seed, 1]), hidden, 1, 1.0)
    return {"actor": actor, "critic": critic}


class SeedSlots:
    """The bookkeeping of seeds trained in slots (suite-jax's ppo.Trainer, suite-numba's ppo_numba.Slots):
    the seeds not started, in order; the seed each slot holds (-1: none); each seed's updates, finished
    episodes and mean of its last WINDOW returns; a seed leaves its slot at the end of its budget or when
    ``retire``d (solved), and the next seed not started takes the slot. A trainer keeps the slots' state:
    ``_enter(slot, i)`` puts seed i's start into a slot, ``_slot_params(slot)`` reads a slot's parameters,
    ``_vacated(slot, retired)`` is told a slot was left (and whether a seed still waits for it)."""

    def _init_slots(self, cfg: PPOConfig, seeds, slots: int) -> None:
        self.cfg = cfg.check()
        self.seeds = [spec.check_int(s, "seed", 0, spec.MASK32) for s in seeds]
        if not self.seeds:
            raise ValueError("no seeds to train")
        n = len(self.seeds)
        self._queue = list(range(n))  # the seeds not started, in order
        self._slot_seed = [-1] * slots
        self.updates = np.zeros(n, np.int64)  # each seed's updates so far
        self.finished = np.zeros(n, np.int64)
        self.mean = np.zeros(n, np.float32)
        self._left = np.zeros(n, bool)  # trained to the end of its budget, or retired
        self._params: dict[int, np.ndarray] = {}  # the final parameters of seeds that left their slot
        self.moved: list[int] = []  # the seeds the last chunk advanced

    @property
    def done(self) -> bool:
        return bool(self._left.all())

    @property
    def env_steps(self) -> np.ndarray:
        """Each seed's env-steps trained so far."""
        return self.updates * self.cfg.batch_size

    def running(self) -> list[int]:
        """The seeds (indices into ``seeds``) in a slot now."""
        return [i for i in self._slot_seed if i >= 0]

    def _fill(self) -> None:
        """Before a chunk: free slots take the next seeds (or stay idle); ``moved`` the seeds it advances."""
        if self.done:
            raise ValueError("training is finished: every seed has trained to the end or was retired")
        for slot, i in enumerate(self._slot_seed):
            if i < 0 and self._queue:
                i = self._slot_seed[slot] = self._queue.pop(0)
                self._enter(slot, i)
        self.moved = self.running()

    def _advanced(self, updates, finished, mean) -> tuple[np.ndarray, np.ndarray]:
        """After a chunk: each slot's seed's updates, finished episodes and mean (per slot); a seed at
        the end of its budget leaves. Every seed's (finished, mean), those not moved as they were."""
        for slot, i in enumerate(self._slot_seed):
            if i >= 0:
                self.updates[i], self.finished[i], self.mean[i] = updates[slot], finished[slot], mean[slot]
                if self.updates[i] >= self.cfg.num_updates:
                    self._leave(slot, retired=False)
        return self.finished.copy(), self.mean.copy()

    def retire(self, i: int) -> None:
        """Seed i (an index into ``seeds``) trains no more; its slot takes the next seed at the next chunk."""
        if i in self._slot_seed:
            self._leave(self._slot_seed.index(i), retired=True)
        elif i in self._queue:
            self._queue.remove(i)
            self._left[i] = True

    def _leave(self, slot: int, retired: bool) -> None:
        i = self._slot_seed[slot]
        self._params[i] = self._slot_params(slot)
        self._left[i] = True
        self._slot_seed[slot] = -1
        self._vacated(slot, retired)

    def params(self, i: int) -> np.ndarray:
        """Seed i's parameters (flat) now, or when it left its slot."""
        if i in self._params:
            return self._params[i]
        if i in self._slot_seed:
            return self._slot_params(self._slot_seed.index(i))
        raise ValueError(f"seed index {i} has not started training")

    def _actor(self, arrays: dict) -> policy_module.Policy:
        return policy_module.make(arrays, self.cfg.hidden, "trained actor")

    def _enter(self, slot: int, i: int) -> None:
        raise NotImplementedError

    def _slot_params(self, slot: int) -> np.ndarray:
        raise NotImplementedError

    def _vacated(self, slot: int, retired: bool) -> None:
        """A slot left by its seed (``retired``: before the end of its budget)."""
