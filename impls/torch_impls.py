"""PyTorch: eager, TorchScript and torch.compile (Inductor), on the CPU and on CUDA.

All three run the same ``Rollout.step`` below on tensors that stay on the device for the whole rollout, and
draw from the spec's counter-based hash on the device. ``torch.uint32`` lacks shifts, so the step's
hashes run on int32 tensors holding the 32 bits (``h32_i32``: int32 multiplies wrap mod 2**32, each
right shift masked to make it logical, the action the word's sign bit). They ran in int64 with every
product masked back to 32 bits until 2026-11-22: on an AVX2 CPU, which has no 64-bit lane multiply,
Inductor turned each int64 multiply into several 32-bit multiplies and shuffles (the instruction
counts and rates before and after: docs/history.md, "torch"). The per-step keys K(t) of a rollout are one vector op on the device before
the loop; the per-environment keys E(e, j) are made once (both in int64, then kept as int32).

* ``torch-eager``: a Python loop calling ``step``: one ATen kernel per tensor op (about 90 per step).
* ``torchscript``: the rollout loop scripted with ``torch.jit.script``. On CUDA the NNC fuser fuses
  the step's elementwise ops into ``prim::TensorExprGroup`` kernels (the study: one fused kernel);
  the CPU build has no LLVM, so on the CPU nothing fuses (the fusion table shows 0 fused groups).
  TorchScript is deprecated in recent PyTorch; its warning is silenced here and noted in docs/notes.md.
* ``torch-compile``: ``torch.compile`` of a chunk of ``CHUNK`` steps (Inductor unrolls Python loops,
  so compiling the whole rollout would make compile time grow with T); the rollout calls the
  compiled chunk T // CHUNK times and a compiled single step for the rest, so compile time does not
  depend on T. Inductor's generated kernels are counted from its output code.

  torch-compile's module computes sin/cos of the pole angle with the spec module's small-angle
  polynomials (``Rollout(small_angle=True)``; every state after a step has |theta| <= 0.21) and, on
  an AVX-512 CPU, asks Inductor for 512-bit vectors (``cpp.simdlen``; its default is 256); longer
  chunks bought nothing worth their compile time (the measurements: docs/history.md, "torch"). A state
  set from outside with larger angles gets one step with torch.sin/cos first (the other variant,
  compiled only then), in step mode too.

Step mode: torch-eager and torchscript call ``step_actions`` after checking the action values with
one ``.any()``; torch-compile calls ``_step_in_place``, compiled: the value check (a flag the call
reads), K(t) and the step counter in the graph, the state written into its own buffers: what was
outside the graph cost time per call. What remains is what any compiled function costs per call
(Dynamo's frame and guard check, AOTAutograd's runtime wrapper, Inductor's wrapper), the inputs,
outputs and kernel, and the Python around it. torch-eager launches about 90 ATen ops per step,
torchscript runs the same ops through its interpreter (no fuser in the CPU build): both are what
those modes are (the per-call breakdown: docs/history.md, "torch").
"""

import functools
import os
import warnings

import numpy as np

from impls import compile_count, spec
from impls.api import (CACHE_VERSIONS, Cartpole, MachineCode, NotAvailable, StepResult, bad_action_error,
                       check_action_meta, compile_cache)

try:
    import torch
    from torch import Tensor
    from typing import Final, Tuple
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"torch is not installed ({exc})") from exc

def keep_programs() -> str | None:
    """Inductor's compiled graphs on the user's path (impls.api.compile_cache), where neither a run nor the
    user named a folder; with the cache off, Inductor keeps its own default (a folder in the temporary
    folder, keyed by content as torch keys it). The folder, or None."""
    import impls

    folder = compile_cache("inductor", __name__, CACHE_VERSIONS["inductor"], impls.INDUCTOR_CACHE_VARIABLE)
    if folder is not None and not os.environ.get(impls.INDUCTOR_CACHE_VARIABLE):
        os.environ[impls.INDUCTOR_CACHE_VARIABLE] = str(folder)  # Inductor reads it whenever it compiles
    return None if folder is None else str(folder)


keep_programs()

_C = spec.PARAMS.float32_constants()
CHUNK = 8  # steps per torch.compile graph (torch-compile's default; its chunk knob sets another)
_TORCH_THREADS = torch.get_num_threads()  # torch's own default: what an instance without threads= uses


def h32(x: Tensor) -> Tensor:
    """lowbias32 on int64 tensors holding values in [0, 2**32): for the keys, made outside the step."""
    x = x ^ (x >> 16)
    x = (x * 0x7FEB352D) & 0xFFFFFFFF
    x = x ^ (x >> 15)
    x = (x * 0x846CA68B) & 0xFFFFFFFF
    return x ^ (x >> 16)


def as_i32(x: Tensor) -> Tensor:
    """int64 values in [0, 2**32) as int32 tensors of the same 32 bits."""
    return ((x ^ 0x80000000) - 0x80000000).to(torch.int32)


def h32_i32(x: Tensor) -> Tensor:
    """lowbias32 on int32 tensors holding the 32 bits (the step's hashes): int32 multiplies wrap
    mod 2**32, and a mask after each right shift makes the arithmetic shift a logical one. 32-bit
    lanes: AVX2 has no 64-bit lane multiply, so the int64 form became several 32-bit multiplies and
    shuffles per hash there (see the module docstring)."""
    x = x ^ ((x >> 16) & 0xFFFF)
    x = x * 0x7FEB352D
    x = x ^ ((x >> 15) & 0x1FFFF)
    x = x * -0x7B935975  # 0x846CA68B as int32
    return x ^ ((x >> 16) & 0xFFFF)


_step_key = spec.step_key_fn(h32, spec.STEP_SALT)  # K(t); not in the TorchScript-compiled methods


def policy_push(obs: Tensor, k: Tensor, ek0: Tensor, w1: Tensor, b1: Tensor, w2: Tensor, b2: Tensor, w3: Tensor,
                b3: Tensor, greedy: bool) -> Tensor:
    """The spec's policy (impls/policy.py) in torch: each environment's action (bool) for step key
    ``k`` (int32 holding its bits), u < sigmoid(gap) with u from stream 0's word (``ek0``: its
    environment keys); greedy: gap > 0. The policy rollouts and the split loops (impls/adapters/split.py)
    both call it."""
    h = torch.tanh(obs @ w1 + b1)
    h = torch.tanh(h @ w2 + b2)
    logits = h @ w3 + b3
    gap = logits[:, 1] - logits[:, 0]
    if greedy:
        return gap > 0
    u = ((h32_i32(ek0 ^ k) >> 8) & 0xFFFFFF).to(torch.float32) * (2.0 ** -24)
    return u < 1.0 / (1.0 + torch.exp(-gap))


class Rollout(torch.nn.Module):
    """The step and the loop over a rollout's keys; constants are ``Final`` attributes, so
    TorchScript and Inductor see them as constants (TorchScript cannot read float globals)."""

    force: Final[float]
    tau: Final[float]
    gravity: Final[float]
    length: Final[float]
    pml: Final[float]
    four_thirds: Final[float]
    inv_m: Final[float]
    pml_over_m: Final[float]
    mp_over_m: Final[float]
    x_th: Final[float]
    theta_th: Final[float]
    max_steps: Final[int]
    reset_scale: Final[float]
    small_angle: Final[bool]
    poly: Final[Tuple[float, float, float, float, float, float]]  # spec.sincos_poly's coefficients

    def __init__(self, small_angle: bool = False):
        """``small_angle``: sin and cos of the pole angle by the spec module's polynomials (for
        |theta| <= pi/4, true of every state after a step) instead of torch.sin/torch.cos."""
        super().__init__()
        self.small_angle = small_angle
        self.poly = tuple(float(v) for v in (*spec.SIN_POLY, *spec.COS_POLY))
        self.force = float(_C["force_mag"])
        self.tau = float(_C["tau"])
        self.gravity = float(_C["gravity"])
        self.length = float(_C["length"])
        self.pml = float(_C["polemass_length"])
        self.four_thirds = float(_C["four_thirds"])
        self.inv_m = float(_C["inv_total_mass"])
        self.pml_over_m = float(_C["polemass_length_over_total_mass"])
        self.mp_over_m = float(_C["masspole_over_total_mass"])
        self.x_th = float(_C["x_threshold"])
        self.theta_th = float(_C["theta_threshold_radians"])
        self.max_steps = spec.PARAMS.max_episode_steps
        self.reset_scale = float(spec.RESET_SCALE)

    def reset_value(self, w: Tensor) -> Tensor:
        return (((w >> 8) & 0xFFFFFF) - 8388608).to(torch.float32) * self.reset_scale

    @torch.jit.export
    def step(self, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
             episodes: Tensor, returns: Tensor, k: Tensor, ekeys: Tensor):
        """One step of every environment; ``k`` is K(t) and ``ekeys`` the (5, n) E(e, j), int32
        holding their 32 bits; the action is the word's top bit, its sign here."""
        push = h32_i32(ekeys[0] ^ k) < 0
        return self.advance(x, x_dot, theta, theta_dot, ep, episodes, returns, push, k, ekeys)[0]

    @torch.jit.export
    def step_actions(self, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
                     episodes: Tensor, returns: Tensor, push: Tensor, k: Tensor, ekeys: Tensor):
        """Step mode: one step with the caller's actions (``push``: bool, action 1); returns the
        new state, obs, terminated, truncated and final_obs (the state before the reset)."""
        s, terminated, truncated, after = self.advance(x, x_dot, theta, theta_dot, ep, episodes, returns,
                                                       push, k, ekeys)
        obs = torch.stack([s[0], s[1], s[2], s[3]], 1)
        return s, obs, terminated, truncated, torch.stack(after, 1)

    def step_checked(self, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
                     episodes: Tensor, returns: Tensor, actions: Tensor, t: Tensor, seed_key: Tensor,
                     ekeys: Tensor):
        """torch-compile's step mode: ``step_actions`` with the action check, K(t) and the step
        counter in the graph (``t``: 0-d int64 on the device; returns ``t + 1``). ``ok`` is False when
        an action is not 0 or 1; the state is then returned unchanged (selected in the same kernel)."""
        ok = ((actions >= 0) & (actions <= 1)).all()
        k = as_i32(_step_key(seed_key, t & 0xFFFFFFFF))
        s, obs, terminated, truncated, final = self.step_actions(x, x_dot, theta, theta_dot, ep, episodes,
                                                                 returns, actions == 1, k, ekeys)
        old = (x, x_dot, theta, theta_dot, ep, episodes, returns)
        s = tuple(torch.where(ok, new, prev) for new, prev in zip(s, old))
        return s, obs, terminated, truncated, final, ok, t + 1

    def advance(self, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
                episodes: Tensor, returns: Tensor, push: Tensor, k: Tensor, ekeys: Tensor):
        """(new state, terminated, truncated, state after the update and before any reset)."""
        force = torch.where(push, self.force, -self.force)
        if self.small_angle:
            s1, s2, s3, c1, c2, c3 = self.poly
            z = theta * theta
            sin = ((s3 * z + s2) * z + s1) * z * theta + theta
            cos = ((c3 * z + c2) * z + c1) * z * z - 0.5 * z + 1.0
        else:
            cos = torch.cos(theta)
            sin = torch.sin(theta)
        temp = (force + self.pml * theta_dot * theta_dot * sin) * self.inv_m
        theta_acc = (self.gravity * sin - cos * temp) / (
            self.length * (self.four_thirds - self.mp_over_m * cos * cos))
        x_acc = temp - self.pml_over_m * theta_acc * cos
        x = x + self.tau * x_dot
        x_dot = x_dot + self.tau * x_acc
        theta = theta + self.tau * theta_dot
        theta_dot = theta_dot + self.tau * theta_acc
        ep = ep + 1
        terminated = (torch.abs(x) > self.x_th) | (torch.abs(theta) > self.theta_th)
        truncated = ep >= self.max_steps
        done = terminated | truncated
        episodes = episodes + done.to(torch.int32)
        returns = returns + torch.where(done, ep, 0).to(torch.float32)
        ep = torch.where(done, 0, ep)
        after = [x, x_dot, theta, theta_dot]
        x = torch.where(done, self.reset_value(h32_i32(ekeys[1] ^ k)), x)
        x_dot = torch.where(done, self.reset_value(h32_i32(ekeys[2] ^ k)), x_dot)
        theta = torch.where(done, self.reset_value(h32_i32(ekeys[3] ^ k)), theta)
        theta_dot = torch.where(done, self.reset_value(h32_i32(ekeys[4] ^ k)), theta_dot)
        return (x, x_dot, theta, theta_dot, ep, episodes, returns), terminated, truncated, after

    def policy_step(self, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
                    episodes: Tensor, returns: Tensor, k: Tensor, ekeys: Tensor, w1: Tensor, b1: Tensor,
                    w2: Tensor, b2: Tensor, w3: Tensor, b3: Tensor, greedy: bool):
        """Policy mode's step: the spec's policy MLP (impls/policy.py) chooses the action from the
        state, u < sigmoid(gap) with u from stream 0's word (greedy: gap > 0)."""
        push = policy_push(torch.stack([x, x_dot, theta, theta_dot], 1), k, ekeys[0], w1, b1, w2, b2, w3, b3,
                           greedy)
        return self.advance(x, x_dot, theta, theta_dot, ep, episodes, returns, push, k, ekeys)[0]

    def policy_forward(self, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
                       episodes: Tensor, returns: Tensor, keys: Tensor, ekeys: Tensor, w1: Tensor, b1: Tensor,
                       w2: Tensor, b2: Tensor, w3: Tensor, b3: Tensor, greedy: bool):
        """``len(keys)`` policy steps (torch-compile's chunk in policy mode)."""
        for i in range(keys.shape[0]):
            x, x_dot, theta, theta_dot, ep, episodes, returns = self.policy_step(
                x, x_dot, theta, theta_dot, ep, episodes, returns, keys[i], ekeys, w1, b1, w2, b2, w3, b3, greedy)
        return x, x_dot, theta, theta_dot, ep, episodes, returns

    def forward(self, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
                episodes: Tensor, returns: Tensor, keys: Tensor, ekeys: Tensor):
        """``len(keys)`` steps in a loop (scripted by TorchScript; unrolled by torch.compile)."""
        for i in range(keys.shape[0]):
            x, x_dot, theta, theta_dot, ep, episodes, returns = self.step(
                x, x_dot, theta, theta_dot, ep, episodes, returns, keys[i], ekeys)
        return x, x_dot, theta, theta_dot, ep, episodes, returns


def step_keys(seed_key: int, t0: int, steps: int, device) -> Tensor:
    """K(t) for t0 .. t0+steps-1 on the device (int32 holding the 32 bits)."""
    t = (torch.arange(steps, dtype=torch.int64, device=device) + (t0 & spec.MASK32)) & 0xFFFFFFFF
    return as_i32(_step_key(seed_key, t))


class TorchCartpole(Cartpole):
    name = ""  # a shared base, not an implementation
    values_checked_in_step = False  # torch-compile checks the action values inside its compiled step

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", threads: int | None = None):
        """``threads``: torch's intra-op thread count (``torch.set_num_threads``, process-wide), set
        when this instance is built and before each of its rollouts, so instances with different
        counts can take turns in one process (harness tune): the thread sweep's option (default:
        torch's when this module was imported, the cores)."""
        from impls.api import CPU_CORES

        self.threads = None if threads is None else spec.check_int(
            threads, "threads", 1, CPU_CORES, valid=f"1 to {CPU_CORES} (the cores here)")
        self._use_threads()
        super().__init__(num_envs, seed, device)

    def _use_threads(self):
        if torch.get_num_threads() != (self.threads or _TORCH_THREADS):
            torch.set_num_threads(self.threads or _TORCH_THREADS)

    def _setup(self):
        if self.device == "cuda" and not torch.cuda.is_available():
            raise NotAvailable("torch sees no CUDA GPU (torch.cuda.is_available() is False; "
                               f"torch {torch.__version__})")
        self.tdev = torch.device(self.device)
        e = torch.arange(self.num_envs, dtype=torch.int64, device=self.tdev)
        streams = (spec.STREAM_ACTION, *spec.STREAMS_RESET)
        self.ekeys = as_i32(torch.stack([h32(((j << spec.ENV_BITS) | e) ^ spec.ENV_SALT) for j in streams]))
        self.seed_key = spec.seed_key(self.seed)
        self.module = Rollout()
        self._reward = None
        self._prepare()

    def _prepare(self):
        """Compile or script (subclasses)."""

    def _set(self, state):
        self.s = tuple(torch.as_tensor(np.asarray(state[f]), device=self.tdev).clone() for f in spec.FIELDS)
        # pole angles beyond pi/4 (a state set from outside) need torch.sin/cos on the next step
        self.any_angle = spec.beyond_small_angles(state["theta"])

    def _get(self):
        return {f: a.cpu().numpy().copy() for f, a in zip(spec.FIELDS, self.s)}

    def set_rows(self, rows, obs):
        """On the device, out of place (the generic round trip of the whole state was slower:
        docs/history.md, "torch")."""
        idx = torch.as_tensor(np.asarray(rows, np.int64), device=self.tdev)
        vals = torch.as_tensor(np.asarray(obs, np.float32), device=self.tdev)
        s = list(self.s)
        for j in range(4):
            s[j] = s[j].index_put((idx,), vals[:, j])
        s[4] = s[4].index_put((idx,), torch.zeros((), dtype=s[4].dtype, device=self.tdev))
        self.s = tuple(s)
        self.any_angle = self.any_angle or spec.beyond_small_angles(np.asarray(obs)[:, 2])

    def sync(self):
        if self.tdev.type == "cuda":
            torch.cuda.synchronize(self.tdev)

    def _rollout(self, steps):
        self._use_threads()
        keys = step_keys(self.seed_key, self.t, steps, self.tdev)
        self.s = self._run(self.s, keys)
        self.any_angle = False

    def _run(self, s, keys):
        step = self.module.step
        for i in range(keys.shape[0]):
            s = step(*s, keys[i], self.ekeys)
        return s

    # -- policy mode (torch-eager: one call per step; torch-compile: compiled chunks) -------------------
    def _set_policy(self, policy, greedy):
        self._w = tuple(torch.as_tensor(policy.arrays()[k], device=self.tdev) for k in _POLICY_NAMES)

    def _rollout_policy(self, steps):
        self._use_threads()
        keys = step_keys(self.seed_key, self.t, steps, self.tdev)
        self.s = self._run_policy(self.s, keys)
        self.any_angle = False

    def _run_policy(self, s, keys):
        module = Rollout(False) if self.any_angle else self.module
        for i in range(keys.shape[0]):
            s = module.policy_step(*s, keys[i], self.ekeys, *self._w, self.greedy)
            module = self.module
        return s

    # -- step mode -----------------------------------------------------------------------------------
    def _actions(self, actions):
        a = torch.as_tensor(actions, device=self.tdev)  # a NumPy array is copied to the device
        dt = a.dtype
        kind = "b" if dt == torch.bool else "f" if dt.is_floating_point or dt.is_complex else "i"
        check_action_meta(a.shape, kind, dt, self.num_envs)
        if kind != "b" and not self.values_checked_in_step and bool(((a < 0) | (a > 1)).any()):
            raise bad_action_error(a.cpu().numpy())  # (on CUDA that .any() reads a flag: a sync)
        return a

    def _step_fn(self):
        return self.module.step_actions

    def _step(self, actions):
        if self._reward is None:
            self._reward = torch.ones(self.num_envs, dtype=torch.float32, device=self.tdev)
        k = as_i32(torch.tensor(spec.step_key(self.seed, self.t), dtype=torch.int64, device=self.tdev))
        push = actions if actions.dtype == torch.bool else actions == 1
        self.s, obs, term, trunc, final = self._step_fn()(*self.s, push, k, self.ekeys)
        return StepResult(obs, self._reward, term, trunc, final)

    def _seed_changed(self):
        self.seed_key = spec.seed_key(self.seed)

    def describe(self):
        return {"torch_version": torch.__version__, "threads": torch.get_num_threads()}


class TorchEager(TorchCartpole):
    """Eager PyTorch: one kernel per tensor op, a Python loop over the steps."""
    name = "torch-eager"

    def fusion_artifacts(self, steps: int) -> dict:
        """The profiler's events of one step (every op a kernel: nothing fuses; counted by
        harness/analysis/torch_graphs.py)."""
        from torch.profiler import ProfilerActivity, profile

        s = tuple(a.clone() for a in self.s)
        keys = step_keys(self.seed_key, 0, 1, self.tdev)
        acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if self.tdev.type == "cuda" else [])
        with profile(activities=acts) as prof:
            self.module.step(*s, keys[0], self.ekeys)
            self.sync()
        return {"format": "torch-profile", "events": list(prof.events()), "device": self.tdev.type,
                "text": prof.key_averages().table(row_limit=60)}


class TorchScript(TorchCartpole):
    """The rollout loop scripted with torch.jit.script (NNC fuses on CUDA, nothing on the CPU)."""
    name = "torchscript"
    compile_calls = 2  # the profiling executor optimises (and compiles its fusion groups) on call 2

    def _prepare(self):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # TorchScript is deprecated (noted in docs/notes.md)
            self.scripted = torch.jit.script(self.module)

    def _run(self, s, keys):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return self.scripted(*s, keys, self.ekeys)

    def _step_fn(self):
        return self.scripted.step_actions

    def _set_policy(self, policy, greedy):
        raise NotImplementedError(f"{self.name} has no policy mode (the registry's policy field)")

    def fusion_artifacts(self, steps: int) -> dict:
        """The optimized graph of the last run (its fused groups and unfused ops are counted by
        harness/analysis/torch_graphs.py)."""
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            graph = torch.jit.last_executed_optimized_graph()
        return {"format": "torchscript-graph", "graph": graph, "text": str(graph)}


_COMPILED: dict = {}
_POLICY_NAMES = ("W1", "b1", "W2", "b2", "W3", "b3")


def _step_in_place(module: Rollout, x: Tensor, x_dot: Tensor, theta: Tensor, theta_dot: Tensor, ep: Tensor,
                   episodes: Tensor, returns: Tensor, actions: Tensor, t: Tensor, seed_key: Tensor,
                   ekeys: Tensor):
    """``Rollout.step_checked`` writing the new state and ``t + 1`` into its inputs (Inductor stores
    into the input buffers: 8 fewer output allocations per call)."""
    s, obs, terminated, truncated, final, ok, t_next = module.step_checked(
        x, x_dot, theta, theta_dot, ep, episodes, returns, actions, t, seed_key, ekeys)
    for dst, src in zip((x, x_dot, theta, theta_dot, ep, episodes, returns, t), (*s, t_next)):
        dst.copy_(src)
    return obs, terminated, truncated, final, ok


_FEW_INLINED = {"realize_opcount_threshold": 4}  # see _compiled


def _compiled(small_angle: bool = True) -> dict:
    """One compiled chunk, single step and step-mode step per sin/cos variant for the process
    (Inductor recompiles per shape; sharing them lets every instance reuse what earlier ones
    compiled). The variant with torch.sin/cos is only compiled for a state set from outside."""
    if small_angle not in _COMPILED:
        import torch._dynamo

        torch._dynamo.config.cache_size_limit = max(torch._dynamo.config.cache_size_limit, 64)
        if torch.backends.cpu.get_cpu_capability() == "AVX512":
            torch._inductor.config.cpp.simdlen = 512  # Inductor's CPU kernels default to 256-bit vectors
        module = Rollout(small_angle)
        _COMPILED[small_angle] = {
            "chunk": torch.compile(module, fullgraph=True, dynamic=False),
            # Inductor inlines every pointwise value into each of its users unless it has more than
            # realize_opcount_threshold ops (unset in torch 2.13: 50 in CPU kernels, its
            # realize_cpu_opcount_threshold; 30 elsewhere). The one-step graphs' many outputs (state, obs,
            # final_obs, flags, each selected by the check in step mode) made their lowering grow to
            # about 250,000 FX nodes and their compile ten times longer than at 4, with the same speed per
            # call (docs/history.md). The 8-step chunk keeps the default: at 4 the rollout ran at a
            # third of the speed, and at 30 its kernel is two loops over the environments.
            "single": torch.compile(module.step, fullgraph=True, dynamic=False, options=_FEW_INLINED),
            "step_in_place": torch.compile(functools.partial(_step_in_place, module), fullgraph=True,
                                           dynamic=False, options=_FEW_INLINED),
            "policy_chunk": torch.compile(module.policy_forward, fullgraph=True, dynamic=False),
            "policy_single": torch.compile(module.policy_step, fullgraph=True, dynamic=False),
            "code": {}}
    return _COMPILED[small_angle]


class TorchCompile(TorchCartpole):
    """torch.compile (Inductor) of a ``chunk``-step graph and a 1-step graph; compile time independent of T."""
    name = "torch-compile"
    values_checked_in_step = True
    kept_between_processes = "Inductor's FX graph and kernel caches"

    def compilations(self):
        return compile_count.torch_compilations()

    def compiling_forbidden(self):
        return compile_count.torch_no_recompiling()

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", threads: int | None = None,
                 chunk: int | None = None):
        """``chunk``: steps per compiled graph (the registry's choices; default CHUNK); Inductor unrolls
        them, so its compile time grows with it."""
        import impls

        self.chunk = CHUNK if chunk is None else impls.check_knob(self.name, "chunk", chunk)
        super().__init__(num_envs, seed, device, threads)

    def _actions(self, actions):
        """As int64 (exact for every integer dtype but uint64, which keeps its own): each dtype reaching
        the compiled step would be a graph of its own, compiled on its first use."""
        a = super()._actions(actions)
        return a if a.dtype in (torch.int64, torch.uint64) else a.to(torch.int64)

    def _prepare(self):
        self.compiled = _compiled()
        self._t_host = None  # the step counter as a device tensor (self._t_dev) is made on the first step
        self._seed_changed()

    def _run(self, s, keys):
        if self.any_angle and keys.shape[0]:  # a state set from outside: one step with torch.sin/cos first
            s = _compiled(False)["single"](*s, keys[0], self.ekeys)
            keys = keys[1:]
        T, c = keys.shape[0], self.chunk
        full = T - T % c
        chunk, code = self.compiled["chunk"], self.compiled["code"]
        for i in range(0, full, c):
            shape_key = (self.num_envs, self.tdev.type, c)
            if shape_key not in code:  # the first call compiles: keep Inductor's generated code
                from torch._inductor.utils import run_and_get_code

                s, code[shape_key] = run_and_get_code(chunk, *s, keys[i:i + c], self.ekeys)
            else:
                s = chunk(*s, keys[i:i + c], self.ekeys)
        for i in range(full, T):
            s = self.compiled["single"](*s, keys[i], self.ekeys)
        return s

    def _seed_changed(self):
        super()._seed_changed()
        self._sk = torch.tensor(self.seed_key, dtype=torch.int64, device=self.tdev)

    def _run_policy(self, s, keys):
        w, greedy = self._w, self.greedy
        if self.any_angle and keys.shape[0]:  # a state set from outside: one step with torch.sin/cos first
            s = _compiled(False)["policy_single"](*s, keys[0], self.ekeys, *w, greedy)
            keys = keys[1:]
        T, c = keys.shape[0], self.chunk
        full = T - T % c
        for i in range(0, full, c):
            s = self.compiled["policy_chunk"](*s, keys[i:i + c], self.ekeys, *w, greedy)
        for i in range(full, T):
            s = self.compiled["policy_single"](*s, keys[i], self.ekeys, *w, greedy)
        return s

    def _step(self, actions):
        if self._reward is None:
            self._reward = torch.ones(self.num_envs, dtype=torch.float32, device=self.tdev)
        if self._t_host != self.t:  # set_state or reset moved the counter
            self._t_dev, self._t_host = torch.tensor(self.t, dtype=torch.int64, device=self.tdev), self.t
        fns = _compiled(False) if self.any_angle else self.compiled
        obs, term, trunc, final, ok = fns["step_in_place"](
            *self.s, actions, self._t_dev, self._sk, self.ekeys)  # the state and t updated in place
        if not ok:  # reads one flag (on CUDA: waits for the step)
            raise bad_action_error(actions.cpu().numpy())
        self.any_angle = False
        self._t_host = self.t + 1
        return StepResult(obs, self._reward, term, trunc, final)

    def fusion_artifacts(self, steps: int) -> dict:
        """Inductor's generated code for the chunk (its kernel launches are counted by
        harness/analysis/torch_graphs.py)."""
        shape_key = (self.num_envs, self.tdev.type, self.chunk)
        if shape_key not in self.compiled["code"]:
            s = tuple(a.clone() for a in self.s)
            self._run(s, step_keys(self.seed_key, 0, self.chunk, self.tdev))
        return {"format": "inductor", "text": "\n".join(self.compiled["code"][shape_key]),
                "steps_per_call": self.chunk}

    def gpu_programs(self, device: str) -> dict:
        """The compiled programs a GPU runs, each with arguments made on ``device`` (under a
        FakeTensorMode, fake ones: harness/analysis/torch_gpu.py compiles them for GPU targets without
        a GPU): label -> (function, arguments, steps per call): the chunk and the single step."""
        dev = torch.device(device)
        state = tuple(torch.empty(a.shape, dtype=a.dtype, device=dev) for a in self.s)
        ekeys = torch.empty(self.ekeys.shape, dtype=self.ekeys.dtype, device=dev)
        keys = torch.empty(self.chunk, dtype=torch.int32, device=dev)
        return {f"chunk={self.chunk}": (self.compiled["chunk"], (*state, keys, ekeys), self.chunk),
                "step": (self.compiled["single"], (*state, keys[0], ekeys), 1)}

    def describe(self):
        return {**super().describe(), "chunk_steps": self.chunk}

    def machine_code(self, folder):
        """The shared objects of Inductor's C++ kernels this process has loaded (its cache folder's)."""
        import os
        import sys

        where = tuple(filter(None, ("torchinductor", os.environ.get("TORCHINDUCTOR_CACHE_DIR"))))
        files = tuple(m.__file__ for m in list(sys.modules.values())
                      if (getattr(m, "__file__", "") or "").endswith(".so") and any(w in m.__file__ for w in where))
        return MachineCode(files, f"Inductor's kernel of a {self.chunk}-step chunk (an iteration advances a "
                           f"vector of environments {self.chunk} steps)")


def policy_chooser(n: int, policy, greedy: bool, device: str):
    """The spec's policy (impls/policy.py) as a ``torch.compile``d function ``choose(obs, k)`` -> actions,
    called beside each step: the split loop's torch policy (impls/adapters/split.py) and the public
    systems' policy mode (impls/external.py). Observations that come as NumPy arrays are shared with
    torch without a copy, and their actions go back as a NumPy view."""
    tdev = torch.device(device)
    w = [torch.as_tensor(policy.arrays()[k], device=tdev) for k in ("W1", "b1", "W2", "b2", "W3", "b3")]
    e = torch.arange(n, dtype=torch.int64, device=tdev)
    ek = as_i32(h32(((spec.STREAM_ACTION << spec.ENV_BITS) | e) ^ spec.ENV_SALT))

    def act(obs, k, w1, b1, w2, b2, w3, b3):
        return policy_push(obs, k, ek, w1, b1, w2, b2, w3, b3, greedy)

    compiled = torch.compile(act, fullgraph=True, dynamic=False)

    def choose(obs, k):
        kt = torch.tensor(int(np.uint32(k) ^ np.uint32(0x80000000)) - 0x80000000, dtype=torch.int32, device=tdev)
        if isinstance(obs, np.ndarray):  # shares the NumPy array's memory; the actions back as a NumPy view
            return compiled(torch.from_numpy(obs), kt, *w).numpy()
        return compiled(obs if isinstance(obs, torch.Tensor) else torch.as_tensor(obs, device=tdev), kt, *w)
    return choose
