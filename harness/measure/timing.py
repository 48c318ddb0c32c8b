"""The timing rule every measurement of the suite follows (the benchmark, the fusion table's worker,
the multi-process run): the implementation's ``compile_calls`` untimed calls (compilation and
first-call costs, reported as ``compile_s``), then at least one more untimed warm-up call, then the
timed calls, each ending with the device synchronisation; the median is what is reported. The
benchmark's rounds (its make_vec and split-loop rows too) and the fusion table's repeat their call
until the round has lasted at least a given time (calls_per_round; docs/measurement.md, "Calls per
round"), a round's time being its mean call's; tune and the CPU peak take turns (in_turns), one call a
turn unless tune's --round-ms asks for more."""
from __future__ import annotations

import math
import time

MIN_ROUND_MS = 20  # the shortest timed round, unless the sweep's --round-ms says otherwise
MAX_CALLS_PER_ROUND = 100_000


def warm_up(run, sync, compile_calls: int, warmup: int = 1) -> float:
    """The untimed calls before timing; returns the seconds of the first ``compile_calls`` of them."""
    return warm_up_sized(run, sync, compile_calls, warmup, 0)[0]


def warm_up_sized(run, sync, compile_calls: int, warmup: int, min_round_ms: float) -> tuple[float, int]:
    """warm_up, its last warm-up call timed alone to size the rounds: (the seconds of the ``compile_calls``,
    the calls a round of at least ``min_round_ms`` takes: calls_per_round)."""
    if warmup < 1:
        raise ValueError(f"at least one warm-up call after compilation, got {warmup}")
    t0 = time.perf_counter()
    for _ in range(compile_calls):
        run()
    sync()
    compile_s = time.perf_counter() - t0
    for _ in range(warmup - 1):
        run()
    sync()
    t = time.perf_counter()
    timed(run, sync)()
    return compile_s, calls_per_round(time.perf_counter() - t, min_round_ms)


def timed(run, sync):
    """One timed call: the work and the synchronisation that waits for it."""
    def call():
        run()
        sync()
    return call


def calls_per_round(seconds: float, min_round_ms: float) -> int:
    """How many calls of ``seconds`` each make a timed round of at least ``min_round_ms`` (1 for 0; at most
    MAX_CALLS_PER_ROUND)."""
    return max(1, min(MAX_CALLS_PER_ROUND, math.ceil(min_round_ms / 1e3 / max(seconds, 1e-9))))


def timed_rounds(run, sync, rounds: int, calls: int = 1) -> list[float]:
    """Seconds of each of ``rounds`` timed rounds of ``calls`` calls, per call."""
    call, times = timed(run, sync), []
    for _ in range(rounds):
        t = time.perf_counter()
        for _ in range(calls):
            call()
        times.append((time.perf_counter() - t) / calls)
    return times


def in_turns(runs: dict, rounds: int, calls: dict, times: dict) -> None:
    """``rounds`` rounds in each of which every entry of ``runs`` ({name: (run, sync)}) is timed once,
    ``calls[name]`` calls a round (timed_rounds), the order rotated a place each round so that drift in
    the machine's speed falls on all alike; each round's seconds per call is appended to ``times[name]``
    as it ends, so an interrupt keeps what was timed."""
    names = list(runs)
    for r in range(rounds):
        for j in range(len(names)):
            name = names[(j + r) % len(names)]
            times[name] += timed_rounds(*runs[name], 1, calls[name])


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
