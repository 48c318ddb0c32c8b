"""A Gymnasium vector environment over any implementation with a step mode: ``impls.adapters.make_vec``.

``make_vec(name, num_envs, device="cpu", seed=0)`` returns a ``gymnasium.vector.VectorEnv`` whose
``step`` is the implementation's ``step`` (the spec's "Step mode"), so a fast implementation serves a
training loop as it is::

    env = impls.adapters.make_vec("numba-cpu", 4096, seed=0)
    obs, info = env.reset(seed=0)
    for _ in range(1000):
        actions = policy(obs)                      # (4096,) integers 0/1
        obs, rewards, terminations, truncations, infos = env.step(actions)
        if "final_obs" in infos:                   # the finished episodes' last observations
            last = infos["final_obs"][infos["_final_obs"]]

It is also registered with Gymnasium as ``cartpole_bench/CartPole-v1`` (importing this module
registers it): ``gymnasium.make_vec("impls.adapters.vector_env:cartpole_bench/CartPole-v1", num_envs,
impl="numba-cpu", autoreset_mode="NextStep")`` builds the same environment.

Autoreset modes (``autoreset_mode``, an ``AutoresetMode`` or its value; ``metadata["autoreset_mode"]``
says which) follow Gymnasium 1.x's vector envs:

- ``SameStep`` (the default: the spec's own, and the fastest): an environment that terminates or is
  truncated is reset within the step; ``obs`` holds the new episode's first observation, and
  ``infos["final_obs"]`` (an object array, ``None`` for environments that did not finish) the
  finished episode's last one, with the mask ``infos["_final_obs"]``; ``infos["final_info"]`` the
  finished environments' info dicts merged key by key as Gymnasium's ``SyncVectorEnv`` merges them
  (CartPole's are empty: ``{}``), with the mask ``infos["_final_info"]``. ``dense_final_obs=True``
  gives ``infos["final_obs"]`` as one ``(num_envs, 4)`` float32 array instead (rows outside the mask
  unspecified): not Gymnasium's type, but no Python object per finished environment.
- ``NextStep`` (Gymnasium's default, EnvPool's): the step that ends an episode returns its last
  observation in ``obs``; the next call returns the new episode's first observation with reward 0,
  both flags false, and ignores that environment's action (it is still checked).
- ``Disabled``: the step that ends an episode returns its last observation; the environment must be
  reset with ``reset(options={"reset_mask": mask})`` before the next step (a step before that is a
  ValueError that changes nothing).

How next-step and disabled map onto the spec's streams (spec.py, "Step mode with next-step
autoreset"): the implementation steps in same-step mode, so an episode's new first state is the reset
drawn from streams 1..4 of the step that ended it; in next-step mode that environment is then held
for one call (its state put back to that first state with ``ep_steps`` 0 after the call's step:
``Cartpole.set_rows``). numba-cpu does the same inside its step kernel (``step_next``), the adapter's
fast path, with the same results bit for bit. A reset through ``reset_mask`` of an environment in
mid-episode draws the reset values of step ``t`` (the coming step) and does not count the cut episode
in the ``episodes`` and ``returns`` counters.

Observations, rewards and flags come back as NumPy arrays: new ones, which stay valid after the
next step (arrays from earlier steps are reused only once nothing outside holds them any more, which
CPython's reference count tells: see ``_Ring``); ``copy=False`` returns read-only views of the
implementation's buffers (same-step) or one buffer of the adapter's own, overwritten by every step
(as Gymnasium's ``copy=False`` does); ``device_arrays=True`` (same-step) returns the implementation's
own arrays (JAX, torch) with no host copy. Actions may be any array the implementation accepts (NumPy,
or its own type on its device).

Randomness is the spec's: ``reset(seed=s)`` restarts every environment from the spec's initial state
for seed ``s`` at step 0, and the resets of later episodes come from the spec's streams, so two runs
with the same seed and actions are identical. ``reset()`` without a seed restarts from the current
seed's initial state.
"""
from __future__ import annotations

import sys

import numpy as np

import impls
from impls import spec
from impls.api import to_numpy

try:
    import gymnasium
    from gymnasium.spaces import Box, Discrete
    from gymnasium.vector import AutoresetMode
    from gymnasium.vector.utils import batch_space
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise impls.NotAvailable(f"gymnasium is not installed ({exc})") from exc

ENV_ID = "cartpole_bench/CartPole-v1"
_NONE, _NO_ROWS = np.zeros(0, np.intp), np.zeros((0, 4), np.float32)
_RING_BYTES = 1 << 16  # outputs this large come from a _Ring
SAME, NEXT, DISABLED = AutoresetMode.SAME_STEP, AutoresetMode.NEXT_STEP, AutoresetMode.DISABLED


def check_autoreset_mode(mode) -> AutoresetMode:
    """An ``AutoresetMode`` or its value (``"SameStep"``, ``"NextStep"``, ``"Disabled"``)."""
    try:
        return mode if isinstance(mode, AutoresetMode) else AutoresetMode(mode)
    except ValueError:
        raise ValueError(f"autoreset_mode must be one of {', '.join(m.value for m in AutoresetMode)}; "
                         f"got {mode!r}") from None


class _Ring:
    """Arrays handed to the caller, reused once the caller has let go of them.

    At 16384 environments a step hands out ~450 KB of new arrays; freed, glibc gives blocks that
    large back to the kernel, so every step paid for fresh pages (an object array took several times
    longer when its pages were not there: docs/history.md, "the Gymnasium adapter"). An array is reused only when
    CPython's reference count says the ring's is the only reference left (no caller variable, no
    info dict, no view of it, no torch/JAX array made from it), so one the caller keeps is never
    overwritten. Each entry is ``[array, mark]``; ``mark`` is the user's (the object array's filled
    rows)."""

    def __init__(self, make, size: int = 3):
        self.make, self.size, self.entries = make, size, []

    def take(self) -> list:
        entries = self.entries
        for i in range(len(entries)):
            if sys.getrefcount(entries[i][0]) == 2:  # the entry's reference and the argument's
                entry = entries.pop(i)
                entries.append(entry)
                return entry
        entry = [self.make(), None]
        entries.append(entry)
        if len(entries) > self.size:
            del entries[0]
        return entry


def gather_final_numpy(done, final):
    """(the indices of ``done``, those rows of ``final`` copied)."""
    idx = np.flatnonzero(done)
    return idx, final[idx]


def hold_ended_numpy(obs, reward, term, trunc, final, held, first):
    """Next-step autoreset's row work on the adapter's own output arrays: the ``held`` rows get their
    new episodes' ``first`` observations back, reward 0 and both flags false; the rows that finish now
    show ``final``'s last observation. Returns (those rows, their first observations, their last)."""
    obs[held], reward[held], term[held], trunc[held] = first, 0, False, False
    idx = np.flatnonzero(term | trunc)
    new_first, last = obs[idx], final[idx]
    obs[idx] = last
    return idx, new_first, last


def _gather_loops(done, final):
    n = done.shape[0]
    du = done.view(np.uint8)
    k = 0
    for i in range(n):
        k += du[i]
    idx = np.empty(k, np.intp)
    rows = np.empty((k, 4), np.float32)
    j = 0
    full = n - n % 8
    words = du[:full].view(np.uint64)  # most 8-environment words have none finished: skipped
    for w in range(words.shape[0] + 1):
        if w == words.shape[0] or words[w] != 0:
            for i in range(w * 8, min(w * 8 + 8, n)):
                if du[i]:
                    idx[j] = i
                    rows[j, 0], rows[j, 1], rows[j, 2], rows[j, 3] = final[i, 0], final[i, 1], final[i, 2], final[i, 3]
                    j += 1
    return idx, rows


def _hold_with(gather):
    def hold(obs, reward, term, trunc, final, held, first):
        for j in range(held.shape[0]):
            i = held[j]
            obs[i, 0], obs[i, 1], obs[i, 2], obs[i, 3] = first[j, 0], first[j, 1], first[j, 2], first[j, 3]
            reward[i] = 0
            term[i] = False
            trunc[i] = False
        idx, last = gather(term | trunc, final)
        new_first = np.empty((idx.shape[0], 4), np.float32)
        for j in range(idx.shape[0]):
            i = idx[j]
            for c in range(4):
                new_first[j, c] = obs[i, c]
                obs[i, c] = last[j, c]
        return idx, new_first, last
    return hold


# The per-step row work in one pass each, compiled by Numba where it is installed (cheaper than
# NumPy's flatnonzero and row gathers: docs/history.md); NumPy's versions otherwise, the same results
# (tested against each other).
try:
    import numba as _numba
    gather_final = _numba.njit(_gather_loops, nogil=True)
    hold_ended = _numba.njit(_hold_with(gather_final), nogil=True)
except ImportError:  # pragma: no cover - depends on the machine
    gather_final, hold_ended = gather_final_numpy, hold_ended_numpy


def _read_only(a: np.ndarray) -> np.ndarray:
    v = a.view()
    v.flags.writeable = False
    return v


class CartpoleVectorEnv(gymnasium.vector.VectorEnv):
    metadata = {"autoreset_mode": SAME, "render_modes": []}

    def __init__(self, name: str, num_envs: int, device: str = "cpu", seed: int = 0, copy: bool = True,
                 device_arrays: bool = False, autoreset_mode=SAME, dense_final_obs: bool = False,
                 env: impls.Cartpole | None = None):
        """``env``: an instance of implementation ``name`` already made (the step-mode benchmark's),
        used instead of a new one (its num_envs, device and seed then count)."""
        own = impls.step_impls()
        if name not in own:
            raise ValueError(f"{name!r} has no step mode of this suite's spec; valid: {', '.join(own)}")
        mode = check_autoreset_mode(autoreset_mode)
        if mode != SAME and (device_arrays or dense_final_obs):
            raise ValueError(f"device_arrays and dense_final_obs need autoreset_mode SameStep; got {mode.value}")
        self.env = env if env is not None else impls.make(name, num_envs, seed=seed, device=device)
        self.num_envs = self.env.num_envs
        self.copy, self.device_arrays, self.dense_final_obs = bool(copy), bool(device_arrays), bool(dense_final_obs)
        self.autoreset_mode = mode
        self.metadata = {**type(self).metadata, "autoreset_mode": mode}
        high = spec.observation_high()
        self.single_observation_space = Box(-high, high, dtype=np.float32)
        self.single_action_space = Discrete(2)
        self.observation_space = batch_space(self.single_observation_space, self.num_envs)
        self.action_space = batch_space(self.single_action_space, self.num_envs)
        self.spec = None
        self._rings: dict = {}
        self._own: dict = {}  # copy=False outside same-step: one buffer per output, overwritten
        # (rows, their new episodes' first observations, their finished episodes' last ones) of the
        # environments held in the coming call (next-step) or waiting for a reset (disabled)
        self._held = self._waiting = None
        self.native_next = mode is NEXT and self.env.native_next_step

    # -- outputs ---------------------------------------------------------------------------------------
    def _entry(self, key: str, make) -> list:
        ring = self._rings.get(key)
        if ring is None:
            ring = self._rings[key] = _Ring(make)
        return ring.take()

    def _fresh(self, key: str, a) -> np.ndarray:
        """``a`` (any framework's array) as a NumPy array the caller may keep and write to."""
        a = to_numpy(a, False)
        if self.copy:
            if a.nbytes < _RING_BYTES:  # small: a new array costs less than looking for a free one
                return a.copy(order="K")
            out = self._entry(key, lambda: np.empty_like(a))[0]
        else:
            out = self._own.get(key)
            if out is None:
                out = self._own[key] = np.empty_like(a)
        np.copyto(out, a)
        return out

    def _ones(self) -> np.ndarray:
        """Same-step rewards: all 1.0 by the spec, made here rather than read back from the
        implementation's device (a JAX or torch array's conversion is a cost every call)."""
        n = self.num_envs
        if not self.copy:
            if "reward" not in self._own:
                self._own["reward"] = _read_only(np.ones(n, np.float32))
            return self._own["reward"]
        if 4 * n < _RING_BYTES:
            if "ones" not in self._own:
                self._own["ones"] = np.ones(n, np.float32)
            return self._own["ones"].copy()  # a copy is cheaper than np.ones (docs/history.md)
        out = self._entry("reward", lambda: np.empty(n, np.float32))[0]
        out.fill(1)
        return out

    def _final_rows(self, idx: np.ndarray, finished: np.ndarray) -> np.ndarray:
        """Gymnasium's final_obs: an object array of the finished rows (copies: they stay valid)."""
        entry = self._entry("final_obs", lambda: np.empty(self.num_envs, object))
        rows = entry[0]
        if entry[1] is not None:
            rows[entry[1]] = None
        rows[idx] = np.fromiter(finished, dtype=object, count=len(idx))  # views made by NumPy's iterator
        entry[1] = idx
        return rows

    # -- the Gymnasium API -----------------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict | None = None):
        options = dict(options or {})
        mask = options.pop("reset_mask", None)
        if options:
            raise ValueError(f"reset options may hold only 'reset_mask'; got {', '.join(map(repr, options))}")
        if mask is None:
            super().reset(seed=seed)
            self.env.reset(seed=seed)
            self._held = self._waiting = None
            s = self.env.state()
            return spec.observations(s), {}
        return self._reset_rows(seed, mask), {}

    def _reset_rows(self, seed, mask) -> np.ndarray:
        """``reset(options={"reset_mask": mask})``: new episodes for the masked environments only."""
        n = self.num_envs
        if not (isinstance(mask, np.ndarray) and mask.dtype == np.bool_ and mask.shape == (n,)):
            got = f"{type(mask).__name__} {getattr(mask, 'dtype', '')} {getattr(mask, 'shape', '')}".strip()
            raise ValueError(f"options['reset_mask'] must be a NumPy bool array of shape ({n},); got {got}")
        if not mask.any():
            raise ValueError("options['reset_mask'] resets no environment (all False)")
        if seed is not None:
            raise ValueError("reset with a reset_mask takes no seed: the spec's seed is one for all environments "
                             "(reset(seed=...) without a mask restarts them all)")
        # environments whose state is already a new episode's first (held or waiting): the masked ones
        # show it now; the others keep showing their finished episode's last observation
        fresh = np.zeros(n, bool)
        shown = []
        if self.native_next:  # waiting in the implementation, their first states in its start rows
            rows = self.env.pending
            fresh[rows] = True
            rows = rows[mask[rows]]
            if len(rows):
                self.env.set_rows(rows, self.env.start[rows])
        for name in ("_held", "_waiting"):
            group = getattr(self, name)
            if group is not None:
                fresh[group[0]] = True
                keep = ~mask[group[0]]
                group = tuple(a[keep] for a in group) if keep.any() else None
                setattr(self, name, group)
                if group is not None:
                    shown.append(group)
        cut = np.flatnonzero(mask & ~fresh)  # in mid-episode: the reset values of step t
        if len(cut):
            words = [spec.random_words(self.env.seed, self.env.t, n, j)[cut] for j in spec.STREAMS_RESET]
            self.env.set_rows(cut, np.stack([spec.reset_value_from_word(w) for w in words], axis=1))
        s = self.env.state()
        obs = spec.observations(s)
        for rows, _, last in shown:
            obs[rows] = last
        return obs

    def step(self, actions):
        if self.autoreset_mode is DISABLED and self._waiting is not None:
            rows = self._waiting[0]
            raise ValueError(f"environments {rows[:8].tolist()}{' ...' if len(rows) > 8 else ''} finished and "
                             "were not reset: with autoreset_mode Disabled call reset(options={'reset_mask': "
                             "mask}) for them before the next step")
        if self.native_next:  # the implementation holds and resets in its own step (numba-cpu)
            out = self.env.step_next(actions)
            obs, reward = (self._fresh("obs", out.obs), self._fresh("reward", out.reward)) if self.copy else \
                (_read_only(out.obs), _read_only(out.reward))
            return obs, reward, to_numpy(out.terminated, True), to_numpy(out.truncated, True), {}
        out = self.env.step(actions)
        term, trunc = to_numpy(out.terminated, True), to_numpy(out.truncated, True)
        if self.autoreset_mode is not SAME:
            return self._step_holding(out, term, trunc)
        infos = {}
        done = term | trunc
        if np.count_nonzero(done):  # (cheaper than any(): docs/history.md) the final observations are
            # read only then (at one environment: 1 step in 22)
            if self.dense_final_obs:
                final = self._fresh("dense_final", out.final_obs) if self.copy else \
                    _read_only(to_numpy(out.final_obs, False))
            else:
                final = self._final_rows(*gather_final(done, to_numpy(out.final_obs, False)))
            # final_info as Gymnasium's SyncVectorEnv gives it: the finished environments' info dicts
            # merged key by key (CartPole's are empty, so an empty dict) with the mask
            infos = {"final_obs": final, "_final_obs": done, "final_info": {}, "_final_info": done}
        if self.device_arrays:
            return out.obs, out.reward, out.terminated, out.truncated, infos
        obs = self._fresh("obs", out.obs) if self.copy else _read_only(to_numpy(out.obs, False))
        return obs, self._ones(), term, trunc, infos

    def _step_holding(self, out, term, trunc):
        """Next-step and disabled autoreset over the implementation's same-step step."""
        obs, reward = self._fresh("obs", out.obs), self._fresh("reward", out.reward)
        held, first = (self._held[0], self._held[1]) if self._held is not None else (_NONE, _NO_ROWS)
        if len(held):  # next-step: the call after an episode ended returns its first state, unmoved
            self.env.set_rows(held, first)
        # the rows finishing now: their new episodes' first states (the implementation reset them)
        # and their last observations, which they show until then
        group = hold_ended(obs, reward, term, trunc, to_numpy(out.final_obs, False), held, first)
        self._held = None
        if len(group[0]):
            if self.autoreset_mode is NEXT:
                self._held = group
            else:
                self._waiting = group
        return obs, reward, term, trunc, {}


def make_vec(name: str, num_envs: int, device: str = "cpu", seed: int = 0, **options) -> CartpoleVectorEnv:
    """A Gymnasium vector env over implementation ``name`` (see the module docstring)."""
    return CartpoleVectorEnv(name, num_envs, device=device, seed=seed, **options)


def vector_entry_point(num_envs: int = 1, impl: str = "numba-cpu", max_episode_steps: int | None = None,
                       **options) -> CartpoleVectorEnv:
    """The registered id's entry point: ``gymnasium.make_vec(ENV_ID, num_envs, impl=..., **options)``."""
    if max_episode_steps not in (None, spec.PARAMS.max_episode_steps):
        raise ValueError(f"max_episode_steps is fixed by the spec at {spec.PARAMS.max_episode_steps}; "
                         f"got {max_episode_steps!r}")
    return make_vec(impl, num_envs, **options)


if ENV_ID not in gymnasium.registry:
    gymnasium.register(ENV_ID, vector_entry_point=f"{__name__}:vector_entry_point",
                       max_episode_steps=spec.PARAMS.max_episode_steps, reward_threshold=475.0)
