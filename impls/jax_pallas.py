"""``jax-pallas``: the whole rollout as one hand-written Pallas kernel inside JAX (``pl.pallas_call``), the
JAX user's way to write what cupy-raw writes in CUDA C: each kernel instance loads the state of its
block of environments once, loops over all the steps with the state in registers (values, not refs,
inside ``lax.fori_loop``) and stores it once; the step is jax-fused's (``impls.jax_xla``'s functions:
the spec's hash, the polynomial sin/cos, the same-step reset). The number of steps, the seed key and
the first step are run-time inputs, so one kernel per number of environments serves every rollout.

The kernel runs on a grid of ``num_envs / block`` instances (the ``block`` knob: on a GPU 256 where it
divides num_envs; in the CPU's interpreter 16 instances where each gets a multiple of 32
environments; else one instance of all of them); an instance's environments start at ``program_id *
block``, which keys its random words (a block that forgot its offset would replay block 0's stream).

On the CPU, Pallas runs only in interpret mode (``interpret=True``): the kernel's body is evaluated as
ordinary JAX operations over the grid, which XLA:CPU then compiles. That checks the very kernel a GPU
would run against the spec bit for bit; its speed is the interpreter's, labelled as such and kept out
of the headline. For a GPU, ``lower_on`` lowers the same kernel through Pallas' Triton backend
(``compiler_params=pallas.triton.CompilerParams``: jax 0.10's default GPU backend is Mosaic GPU,
which needs TMA, sm_90), and harness gpu-compile compiles it without a GPU: XLA:GPU compiles Triton
only for compute capability 8.0 and up, so the RTX 2080 Ti (sm_75) gets the compiler's refusal as its
row. jax-pallas does not list the cuda device: that kernel has not run on a GPU.

The first step of a launch after a state set from outside (``any_angle``) uses XLA's sin/cos (a
``lax.cond`` on that flag before the loop), so large pole angles are served as in jax-fused.
No step mode: a step of this kernel would be jax-fused's step; the row is the whole-rollout kernel.
"""
from __future__ import annotations

import numpy as np

from impls import compile_count, spec
from impls.api import Cartpole, NotAvailable

try:
    import jax
    import jax.numpy as jnp
    from jax import lax
    from jax.experimental import pallas as pl
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"jax with Pallas is not installed ({exc})") from exc
from impls import jax_xla  # noqa: E402

GPU_BLOCK = 256
NUM_WARPS = 4  # a Triton program's warps on a GPU: 128 threads, two environments each at block 256
CPU_INSTANCES = 16  # the interpreter pays per instance (blocks of 256 are slow there: docs/history.md)


def default_block(n: int, device: str) -> int:
    """256 environments per Triton program on a GPU; on the CPU 16 instances (so the grid and every
    instance's offset are exercised), each a multiple of 32 environments; else one instance."""
    if device != "cpu":
        return GPU_BLOCK if n % GPU_BLOCK == 0 else n
    return n // CPU_INSTANCES if n % (CPU_INSTANCES * 32) == 0 else n


def _kernel(block: int):
    def kernel(x_ref, xd_ref, th_ref, thd_ref, ep_ref, eps_ref, ret_ref, args_ref, *out_refs):
        key, t0, steps, any_angle = args_ref[0], args_ref[1], args_ref[2], args_ref[3]
        base = pl.program_id(0).astype(jnp.uint32) * jnp.uint32(block)
        carry = tuple(r[...] for r in (x_ref, xd_ref, th_ref, thd_ref, ep_ref, eps_ref, ret_ref))
        # the first step: XLA's sin/cos after a state set from outside, else the polynomials
        carry = lax.cond(any_angle != 0, lambda c: jax_xla.spec_step(c, key, t0, block, False, base=base),
                         lambda c: jax_xla.spec_step(c, key, t0, block, True, base=base), carry)
        carry = lax.fori_loop(jnp.uint32(1), steps,
                              lambda i, c: jax_xla.spec_step(c, key, t0 + i, block, True, base=base), carry)
        for r, v in zip(out_refs, carry):
            r[...] = v
    return kernel


_CALLS: dict = {}


def rollout_call(n: int, block: int, interpret: bool = True):
    """The jitted pallas_call of the whole rollout for ``n`` environments in instances of ``block``:
    (state arrays ..., args) -> state arrays, ``args`` = uint32[4] (seed key S, t0, steps >= 1,
    any_angle). ``interpret=False``: the Triton kernel for a GPU."""
    key = (n, block, interpret)
    if key not in _CALLS:
        shapes = tuple(jax.ShapeDtypeStruct((n,), spec.DTYPES[f]) for f in spec.FIELDS)
        blocks = pl.BlockSpec((block,), lambda i: (i,))
        options = {}
        if not interpret:
            from jax.experimental.pallas import triton as pltriton

            options["compiler_params"] = pltriton.CompilerParams(num_warps=NUM_WARPS)
        call = pl.pallas_call(_kernel(block), out_shape=shapes, grid=(n // block,), interpret=interpret,
                              in_specs=[blocks] * 7 + [pl.BlockSpec((4,), lambda i: (0,))],
                              out_specs=(blocks,) * 7, input_output_aliases={i: i for i in range(7)}, **options)
        _CALLS[key] = jax.jit(call, donate_argnums=tuple(range(7)))
    return _CALLS[key]


class JaxPallasCartpole(Cartpole):
    name = "jax-pallas"  # on the CPU in Pallas' interpret mode (the registry's ``interpreted``)
    kept_between_processes = "JAX's persistent cache of compiled programs"

    def compilations(self):
        return compile_count.jax_compilations()

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", block: int | None = None):
        n = spec.check_num_envs(num_envs)
        import impls  # the knob's declared choices (the registry)

        self.block = default_block(n, device) if block is None else impls.check_knob(self.name, "block", block)
        self.gpu_block = default_block(n, "cuda") if block is None else self.block  # lower_on's
        if n % self.block:
            valid = ", ".join(str(b) for b in impls.knobs(self.name)["block"].choices if n % b == 0 and b <= n)
            raise ValueError(f"block must divide num_envs {n}, got {self.block}; valid: {valid or 'none'}")
        super().__init__(num_envs, seed=seed, device=device)

    def _setup(self):
        try:
            self.jdev = jax.devices(self.device)[0]
        except RuntimeError as exc:
            raise NotAvailable(f"JAX has no {self.device} device here ({str(exc).splitlines()[0]})") from None

    def _set(self, state):
        self.carry = tuple(jax.device_put(np.asarray(state[f], spec.DTYPES[f]), self.jdev) for f in spec.FIELDS)
        self.any_angle = spec.beyond_small_angles(state["theta"])

    def _get(self):
        return {f: np.array(a) for f, a in zip(spec.FIELDS, self.carry)}

    def sync(self):
        jax.block_until_ready(self.carry)

    def _args(self, steps: int) -> np.ndarray:
        return np.array([spec.seed_key(self.seed), self.t & spec.MASK32, steps, self.any_angle], np.uint32)

    def _rollout(self, steps):
        call = rollout_call(self.num_envs, self.block)
        self.carry = tuple(call(*self.carry, jax.device_put(self._args(steps), self.jdev)))
        self.any_angle = False

    def lower_on(self, devices, steps: int, policy=None):
        """The Triton kernel of a rollout of ``steps`` steps lowered for ``devices`` (their first; a
        compile-only GPU topology's), the arguments abstract: harness gpu-compile compiles it for a GPU
        this machine does not have (see the module docstring)."""
        if policy is not None:
            raise NotImplementedError(f"{self.name} has no policy mode")
        carry, args = jax_xla.abstract_on(devices[:1], (self.carry, self._args(steps)))
        return rollout_call(self.num_envs, self.gpu_block, interpret=False).lower(*carry, args)

    def describe(self):
        return {"pallas": "interpret mode", "block": self.block, "jax_version": jax.__version__}
