"""The timing rule every measurement of the suite follows (the benchmark, the fusion table's worker,
the multi-process run): the implementation's ``compile_calls`` untimed calls (compilation and
first-call costs, reported as ``compile_s``), then at least one more untimed warm-up call, then the
timed calls, each ending with the device synchronisation; the median is what is reported."""
from __future__ import annotations

import time


def warm_up(run, sync, compile_calls: int, warmup: int = 1) -> float:
    """The untimed calls before timing; returns the seconds of the first ``compile_calls`` of them."""
    if warmup < 1:
        raise ValueError(f"at least one warm-up call after compilation, got {warmup}")
    t0 = time.perf_counter()
    for _ in range(compile_calls):
        run()
    sync()
    compile_s = time.perf_counter() - t0
    for _ in range(warmup):
        run()
    sync()
    return compile_s


def timed(run, sync):
    """One timed call: the work and the synchronisation that waits for it."""
    def call():
        run()
        sync()
    return call


def timed_rounds(run, sync, rounds: int) -> list[float]:
    """Seconds of ``rounds`` timed calls."""
    call, times = timed(run, sync), []
    for _ in range(rounds):
        t = time.perf_counter()
        call()
        times.append(time.perf_counter() - t)
    return times


class CompiledInRounds(AssertionError):
    """A timed round compiled (or loaded a compiled program): its time is not the program's."""


class NoCompiling:
    """Around the timed rounds: the implementation's framework refuses to compile where it can
    (``compiling_forbidden``), and its count of compilations (``compilations``) must not move; else
    CompiledInRounds at the end, naming how many. ``counted``: whether the implementation counts at all."""

    def __init__(self, env, what: str):
        self.env, self.what = env, what
        self.counted = False

    def __enter__(self):
        self.before = self.env.compilations()
        self.counted = self.before is not None
        self.guard = self.env.compiling_forbidden()
        self.guard.__enter__()
        return self

    def __exit__(self, *exc):
        self.guard.__exit__(*exc)
        if exc[0] is None and self.counted:
            n = self.env.compilations() - self.before
            if n:
                raise CompiledInRounds(f"{n} compilation{'s' * (n > 1)} inside the timed rounds of {self.what}: "
                                       "a round compiled, so its time is not the compiled program's")
        return False
