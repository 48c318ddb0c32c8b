"""``jax-pallas``: the whole rollout as one hand-written Pallas kernel inside JAX (``pl.pallas_call``), the
JAX user's way to write what cupy-raw writes in CUDA C: the kernel loads each environment's state once,
loops over all the steps with the state in registers (values, not refs, inside ``lax.fori_loop``)
and stores it once; the step is jax-fused's (``impls.jax_xla``'s functions: the spec's hash, the
polynomial sin/cos, the same-step reset). The number of steps, the seed key and the first step are
run-time inputs, so one kernel per number of environments serves every rollout.

On the CPU, Pallas runs only in interpret mode (``interpret=True``): the kernel's body is evaluated as
ordinary JAX operations, which XLA:CPU then compiles. That checks the kernel's logic against the spec
bit for bit; its speed is the interpreter's, labelled as such and kept out of the headline. On a GPU
the same kernel goes through Pallas' Triton lowering (not measured here: no GPU).

The first step of a launch after a state set from outside (``any_angle``) uses XLA's sin/cos (a
``lax.cond`` on that flag before the loop), so large pole angles are served as in jax-fused.
No step mode: a step of this kernel would be jax-fused's step; the row is the whole-rollout kernel.
"""
from __future__ import annotations

import numpy as np

from impls import spec
from impls.api import Cartpole, NotAvailable

try:
    import jax
    import jax.numpy as jnp
    from jax import lax
    from jax.experimental import pallas as pl
except ImportError as exc:  # pragma: no cover - depends on the machine
    raise NotAvailable(f"jax with Pallas is not installed ({exc})") from exc
from impls import jax_xla  # noqa: E402


def _kernel(n: int):
    def kernel(x_ref, xd_ref, th_ref, thd_ref, ep_ref, eps_ref, ret_ref, args_ref, *out_refs):
        key, t0, steps, any_angle = args_ref[0], args_ref[1], args_ref[2], args_ref[3]
        carry = tuple(r[...] for r in (x_ref, xd_ref, th_ref, thd_ref, ep_ref, eps_ref, ret_ref))
        # the first step: XLA's sin/cos after a state set from outside, else the polynomials
        carry = lax.cond(any_angle != 0, lambda c: jax_xla.spec_step(c, key, t0, n, False),
                         lambda c: jax_xla.spec_step(c, key, t0, n, True), carry)
        carry = lax.fori_loop(jnp.uint32(1), steps, lambda i, c: jax_xla.spec_step(c, key, t0 + i, n, True), carry)
        for r, v in zip(out_refs, carry):
            r[...] = v
    return kernel


_CALLS: dict = {}


def rollout_call(n: int, interpret: bool = True):
    """The jitted pallas_call of the whole rollout for ``n`` environments: (state arrays ..., args) ->
    state arrays, ``args`` = uint32[4] (seed key S, t0, steps >= 1, any_angle)."""
    key = (n, interpret)
    if key not in _CALLS:
        shapes = tuple(jax.ShapeDtypeStruct((n,), spec.DTYPES[f]) for f in spec.FIELDS)
        call = pl.pallas_call(_kernel(n), out_shape=shapes, interpret=interpret,
                              input_output_aliases={i: i for i in range(7)})
        _CALLS[key] = jax.jit(call, donate_argnums=tuple(range(7)))
    return _CALLS[key]


class JaxPallasCartpole(Cartpole):
    name = "jax-pallas"  # on the CPU in Pallas' interpret mode (the registry's ``interpreted``)

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

    def _rollout(self, steps):
        args = np.array([spec.seed_key(self.seed), self.t & spec.MASK32, steps, self.any_angle], np.uint32)
        self.carry = tuple(rollout_call(self.num_envs)(*self.carry, jax.device_put(args, self.jdev)))
        self.any_angle = False

    def describe(self):
        return {"pallas": "interpret mode", "jax_version": jax.__version__}
