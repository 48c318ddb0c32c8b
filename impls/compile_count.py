"""How many programs each framework has compiled in this process, counted from its own events: what an
implementation's ``compilations()`` returns (impls/api.py), so that the benchmark can fail a point whose
timed rounds compiled (harness/measure/timing.py, ``NoCompiling``).

Each counter installs its listener on first use and counts from then on; the benchmark reads it before
and after the rounds, so only the difference matters.

- JAX: ``jax.monitoring``'s backend-compile duration event and its persistent-cache hit event (a program
  loaded from the cache is a compilation the rounds should not have either).
- Numba: its ``numba:compile`` event, fired for each new signature a dispatcher compiles (a load from
  Numba's cache fires none: a load cannot happen after the warm-up, which calls every kernel a round does).
- torch: dynamo's count of the graphs it compiled (``torch._dynamo.utils.counters``; torch has no public
  counter). A recompile that hits the recompile limit compiles nothing and falls back to eager: the
  stance ``fail_on_recompile`` (``compiling_forbidden``) is what catches that one.
"""
from __future__ import annotations

_COUNTS = {"jax": 0, "numba": 0}
_LISTENING: set[str] = set()
JAX_EVENTS = ("/jax/core/compile/backend_compile_duration", "/jax/compilation_cache/cache_hits")


def jax_compilations() -> int:
    """Backend compiles and persistent-cache hits of JAX in this process since the first call."""
    if "jax" not in _LISTENING:
        import jax.monitoring

        def on_duration(event: str, _seconds: float, **_kw) -> None:
            if event == JAX_EVENTS[0]:
                _COUNTS["jax"] += 1

        def on_event(event: str, **_kw) -> None:
            if event == JAX_EVENTS[1]:
                _COUNTS["jax"] += 1

        jax.monitoring.register_event_duration_secs_listener(on_duration)
        jax.monitoring.register_event_listener(on_event)
        _LISTENING.add("jax")
    return _COUNTS["jax"]


def numba_compilations() -> int:
    """Signatures Numba compiled in this process since the first call."""
    if "numba" not in _LISTENING:
        from numba.core import event

        class Counter(event.Listener):
            def on_start(self, ev):
                _COUNTS["numba"] += 1

            def on_end(self, ev):
                pass

        event.register("numba:compile", Counter())
        _LISTENING.add("numba")
    return _COUNTS["numba"]


def torch_compilations() -> int:
    """Graphs torch.compile's dynamo compiled in this process."""
    from torch._dynamo.utils import counters

    return int(counters["stats"]["unique_graphs"])


def torch_no_recompiling():
    """The context that makes torch.compile raise instead of compiling again (or falling back to eager)."""
    import torch

    return torch.compiler.set_stance("fail_on_recompile")
