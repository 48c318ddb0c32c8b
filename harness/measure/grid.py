"""The benchmark grid: presets, the sweep's options and their validation, in one place for both the
command line (``python -m harness sweep``) and pytest's options (``harness.measure.plugin``), so
both take the same options and reject the same bad input the same way."""
from __future__ import annotations

import dataclasses
import itertools
import json
import math
from dataclasses import dataclass, field
from pathlib import Path

import impls
from harness.cli import BadInput, choice, int_list, list_items, positive_int
from harness.measure import timing
from harness.measure.variants import bare as mark_bare, read as read_tuned, setting_at

DEFAULT_MAX_ENVS = 1 << 16


def powers_of_two(max_envs: int) -> list[int]:
    out, n = [], 1
    while n <= max_envs:
        out.append(n)
        n *= 2
    return out


@dataclass(frozen=True)
class Preset:
    num_envs: tuple[int, ...]
    steps: int
    rounds: int
    about: str
    # Env-steps per timed round: with it, a round at num_envs n has min(steps, max(MIN_STEPS,
    # round_env_steps // n)) steps (fewer steps where there are many environments); None: always ``steps``.
    round_env_steps: int | None = None


MIN_STEPS = 16
MAX_ROUND_STEPS = 1 << 26  # steps in one timed round: 256 MiB of uint32 per-step keys
# The default run: every implementation from 1 to 65536 environments (its time on a 2-core machine in
# docs/history.md, "The default sweep's time"). Six sizes (a factor of 16 apart up to the study's 2048, then
# 8 and 4), 5 rounds, and rounds of at most 2**21 env-steps: 1000 steps up to 2048 environments, 128 at
# 16384, 32 at 65536 (fewer for an implementation whose registry entry says so).
DEFAULT_SIZES = (1, 16, 256, 2048, 16384, 65536)
DEFAULT_ROUND = 1 << 21

PRESETS = {
    "default": Preset(DEFAULT_SIZES, 1000, 5,
                      "num_envs 1, 16, 256, 2048, 16384, 65536; 1000 steps a round, fewer where a round "
                      f"would pass {DEFAULT_ROUND} env-steps (32 at 65536); 5 rounds (about 8 minutes on 2 cores with "
                      "3 processes a point)",
                      DEFAULT_ROUND),
    "full": Preset(tuple(powers_of_two(DEFAULT_MAX_ENVS)), 1000, 5,
                   "num_envs 1, 2, 4, ..., 65536; 1000 steps a round; 5 rounds (the exhaustive grid)"),
    "study": Preset((2048,), 10_000, 5, "the fusion study's setting: 2048 environments x 10,000 steps"),
    "quick": Preset((1, 64, 4096), 100, 3, "a smoke sweep: num_envs 1, 64, 4096; 100 steps; 3 rounds"),
    "gpu": Preset(tuple(powers_of_two(1 << 24)), 1000, 5, "num_envs 1 .. 2**24; 1000 steps; 5 rounds"),
}


def steps_for(num_envs: int, steps: int, round_env_steps: int | None) -> int:
    """Steps of a timed round at ``num_envs`` (see Preset.round_env_steps)."""
    if not round_env_steps:
        return steps
    return min(steps, max(MIN_STEPS, round_env_steps // num_envs))


def impl_list(text: str | None) -> list[str]:
    names = impls.available()
    if text is None or text == "all":
        return names
    chosen = list_items(text, "--impl", "implementations")
    for name in chosen:
        if name not in names:
            raise BadInput(f"unknown implementation {name!r}; valid: {', '.join(names)}")
    return chosen


DEVICES = ("cpu", "cuda", "host", "all")


def device_list(text: str | None) -> list[str]:
    """'cpu' means everything that runs on the processor: NumPy/Numba/JAX/torch on 'cpu' and the
    host build of the CUDA C source ('host')."""
    text = choice("cpu" if text is None else text, "device", DEVICES)
    return {"all": ["cpu", "host", "cuda"], "cpu": ["cpu", "host"]}.get(text, [text])


MODES = ("rollout", "step", "policy")


def mode(text: str | None) -> str:
    """rollout: the random policy inside the compiled loop (the study's measurement); step: one
    ``step(actions)`` call per step with actions from a buffer already on the device; policy: the
    spec's policy MLP choosing every action inside the rollout (impls/policy.py)."""
    return choice("rollout" if text is None else text, "mode", MODES)


def preset(name: str | None) -> Preset:
    return PRESETS[choice("default" if name is None else name, "preset", list(PRESETS))]


@dataclass(frozen=True)
class Case:
    impl: str
    device: str
    num_envs: int
    variant: str = ""  # an implementation's own parameter (e.g. an unroll factor), '' if none

    @property
    def id(self) -> str:
        v = f"-{self.variant}" if self.variant else ""
        return f"{self.impl}{v}-{self.device}-n{self.num_envs}"


def knob_help() -> dict[str, str]:
    """Every knob the registry declares -> its help: what it is, per group of implementations that
    declare it alike."""
    out: dict[str, dict] = {}
    for name, takers in impls.knob_names().items():
        for n in takers:
            out.setdefault(name, {}).setdefault(impls.knobs(n)[name], []).append(n)
    return {name: "; ".join(f"{', '.join(ns)}: {k.about}, valid {k.valid()}, default {k.default}"
                            for k, ns in groups.items()) for name, groups in out.items()}


def device_count(device: str) -> int:
    """How many devices of a kind the sharded implementation can use here, without starting JAX:
    on the CPU the cores (its process gets JAX_NUM_CPU_DEVICES = cores), on cuda the GPUs that
    nvidia-smi lists (0 without one)."""
    if device != "cuda":
        return impls.CPU_CORES
    import shutil
    import subprocess

    smi = shutil.which("nvidia-smi")
    if smi is None:
        return 0
    r = subprocess.run([smi, "-L"], capture_output=True, text=True)
    return sum(1 for line in r.stdout.splitlines() if line.startswith("GPU ")) if r.returncode == 0 else 0


def check_tuning(names: list[str], overrides: dict[str, list[int]], num_envs: list[int] | None = None,
                 devices: list[str] | None = None) -> None:
    """Knob values an implementation would reject, and knobs no chosen implementation has, as bad
    input before anything runs (not as failed points after a run folder is written): each value is
    checked against the registry's declaration of every chosen implementation that has the knob."""
    for opt, values in overrides.items():
        takers = [n for n in names if opt in impls.knobs(n)]
        if not takers:
            valid = impls.knob_names().get(opt, [])
            raise BadInput(f"--{opt} applies to {', '.join(valid)}; none of them is among the chosen "
                           f"implementations ({', '.join(names)})")
        for n in takers:
            knob = impls.knobs(n)[opt]
            for dev in [d for d in (devices or ["cpu"]) if d in impls.devices(n)] or ["cpu"]:
                have = device_count(dev) if knob.hi == "devices" else None
                for v in values:
                    problem = knob.problem(v, have)
                    if problem:
                        raise BadInput(f"{problem} ({n}{f' on {dev}' if have else ''}: {knob.about})")
            small = [e for e in (num_envs or []) if knob.envs and e < max(values)]
            if small:
                raise BadInput(f"--num-envs {small[0]} is smaller than --{opt} {max(values)}: {n} needs an "
                               f"environment per {opt}; valid: num_envs of at least {max(values)}")
            split = [(e, v) for e in (num_envs or []) for v in values if knob.divides and e % v]
            if split:
                e, v = split[0]
                raise BadInput(f"--{opt} {v} does not divide --num-envs {e}: {n} runs whole blocks; valid: "
                               f"a {opt} that divides every num_envs")


def variants(name: str, overrides: dict[str, list[int]] | None = None, device: str | None = None) -> list[str]:
    """The variants of an implementation the sweep runs. With ``overrides`` for options it takes
    (e.g. {'block': [64, 256]}): every combination, 'block=64', 'block=256' (two options, in
    alphabetical order: 'block=64,unroll=4'). Otherwise ``knob=value`` for each value its knobs
    sweep by default on ``device`` (the registry's ``Knob.swept``), or [''] (its own defaults) if none
    does."""
    knobs = impls.knobs(name)
    chosen = {k: v for k, v in sorted((overrides or {}).items()) if v and k in knobs}
    if not chosen:  # the values each knob sweeps by default
        chosen = {k.name: list(values) for k in knobs.values() if (values := k.swept(device))}
    if chosen:
        combos = itertools.product(*([f"{k}={v}" for v in vals] for k, vals in chosen.items()))
        return [",".join(c) for c in combos]
    return [""]


def cases(names: list[str], devices: list[str], num_envs: list[int],
          overrides: dict[str, list[int]] | None = None, tuned: dict[str, dict[int, str]] | None = None,
          tuned_device: str = "cpu") -> list[Case]:
    """Every (implementation, variant, device, num_envs) point; devices an implementation lacks are
    left out, devices it has but this machine lacks stay in (and skip with the reason). ``tuned``
    (implementation -> num_envs -> setting, harness tune's): a tuned implementation runs on the
    device it was tuned on (``tuned_device``) the setting tuned at the size nearest each num_envs."""
    out = []
    for name in names:
        for dev in devices:
            if dev not in impls.devices(name):
                continue
            if (tuned or {}).get(name) and dev == tuned_device:
                out.extend(Case(name, dev, n, setting_at(tuned[name], n)) for n in num_envs)
            else:
                out.extend(Case(name, dev, n, v) for v in variants(name, overrides, dev) for n in num_envs)
    return out


# The sweep's options, shared by the command line and pytest: name -> help. The command line adds
# --out; pytest adds --round-env-steps, --warmup-rounds and --points-log (what the sweep hands its
# pytest processes).
def sweep_options() -> dict[str, str]:
    """The sweep's options -> their help (the knobs: whatever the registry declares now)."""
    return {
        "impl": "comma-separated implementations, or 'all' (default all)",
        "device": f"one of {', '.join(DEVICES)} (default cpu)",
        "preset": "; ".join(f"{k}: {v.about}" for k, v in PRESETS.items()),
        "num-envs": "comma-separated num_envs (overrides the preset)",
        "max-envs": "powers of two from 1 up to this (overrides the preset)",
        "steps": "steps per timed round (default: the preset's)",
        "rounds": "timed rounds per point (default: the preset's)",
        "round-ms": "the shortest timed round, in milliseconds: a round repeats its rollout (or its step calls) "
                    "until it has lasted that long and its time is the mean call's (default "
                    f"{timing.MIN_ROUND_MS}; 0: one call a round)",
        "mode": "rollout: the whole rollout in one call (default); step: one step(actions) call per step, "
                "the implementations that have a step mode; policy: the policy MLP choosing every action "
                "inside the rollout, the implementations that have a policy mode",
        "hidden": "policy mode: the MLP's hidden sizes h1,h2 (default 64,64)",
        "policy": "policy mode: a policy file (.npz of W1, b1, W2, b2, W3, b3; impls/policy.py) instead of the "
                  "default weights",
        "tuned": "the tuned settings of harness tune: this machine's newest (the option alone), or a tune folder "
                 "of this machine; each tuned implementation runs its best setting of the nearest tuned size",
        **{opt: f"comma-separated values of this knob ({about}); a tuning sweep runs every combination as a "
           "variant (default: each implementation's own)" for opt, about in knob_help().items()},
    }


# Measuring processes per point: the variance of a multi-threaded row is between processes (one process's
# rounds agree closely, fresh processes differ by far more: docs/measurement.md), so each point is
# measured in several, the implementations interleaved across them.
DEFAULT_PROCESSES = 3
MAX_PROCESSES = 20
MIN_PROCESS_ROUNDS = 3  # rounds of each process: fewer gives no spread within it


def process_rounds(rounds: int, processes: int) -> int:
    """Timed rounds of each of ``processes`` measuring processes of a point: ``rounds`` divided among
    them, at least MIN_PROCESS_ROUNDS (and never more than asked for with one process)."""
    return max(min(MIN_PROCESS_ROUNDS, rounds), -(-rounds // processes))


def processes(text) -> int:
    """--processes: measuring processes per point, 1 to MAX_PROCESSES."""
    k = positive_int(text, "--processes") if text is not None else DEFAULT_PROCESSES
    if k > MAX_PROCESSES:
        raise BadInput(f"--processes {k} is too many; valid: 1 to {MAX_PROCESSES}")
    return k


# Processes added where a point's interval needs them (the sweep, after its --processes rotations): a point
# whose interval (stats.value_interval, at stats.LEVEL) is wider than +-DEFAULT_WIDTH of its median gets one more
# process a rotation, up to DEFAULT_MAX_PROCESSES, the added processes taking at most DEFAULT_EXTRA_TIME of the
# time the first rotations took (the widest points first where the time does not reach them all)
DEFAULT_WIDTH = 0.05
DEFAULT_MAX_PROCESSES = 9
DEFAULT_EXTRA_TIME = 0.5
MAX_EXTRA_TIME = 10.0


def _number(text, default: float, inside, problem: str) -> float:
    """An option's number (``default`` when not given), bad input naming ``problem`` unless ``inside(it)``."""
    if text is None:
        return default
    try:
        value = float(str(text))
    except ValueError:
        value = math.nan
    if not inside(value):  # (NaN is inside nothing)
        raise BadInput(problem.format(text=repr(text)))
    return value


def interval_width(text) -> float:
    """--interval-width: the half-width of a point's interval, as a fraction of its median, more than 0 and below 1."""
    return _number(text, DEFAULT_WIDTH, lambda w: 0 < w < 1, "--interval-width {text} is not a fraction of the "
                   "median; valid: more than 0 and below 1 (0.05: +-5%)")


def max_processes(text, base: int) -> int:
    """--max-processes: the most processes a point may take, --processes (none added) to MAX_PROCESSES."""
    k = positive_int(text, "--max-processes") if text is not None else max(base, DEFAULT_MAX_PROCESSES)
    if not base <= k <= MAX_PROCESSES:
        raise BadInput(f"--max-processes {k} with --processes {base}; valid: {base} (none added) to {MAX_PROCESSES}")
    return k


def extra_time(text) -> float:
    """--extra-time: the added processes' time as a fraction of the first rotations', 0 to MAX_EXTRA_TIME."""
    return _number(text, DEFAULT_EXTRA_TIME, lambda f: 0 <= f <= MAX_EXTRA_TIME, "--extra-time {text} is not a "
                   f"fraction of the first rotations' time; valid: 0 (none added) to {MAX_EXTRA_TIME:g}")


# The command line's sweep options that are not pytest's (a pytest run is one measuring process).
CLI_OPTIONS = {
    "processes": f"measuring processes per point (default {DEFAULT_PROCESSES}): the implementations take turns "
                 "across them (A B C A B C), the rounds are divided among them (at least "
                 f"{MIN_PROCESS_ROUNDS} each), the point's value is the median of their medians and their "
                 "spread is reported beside it",
    "interval-width": "after those, a point whose 95 percent interval is wider than this fraction of its median "
                      "either side gets another process, a rotation at a time (default "
                      f"{DEFAULT_WIDTH}: 5 percent either side)",
    "max-processes": f"the most processes a point may take that way (default {DEFAULT_MAX_PROCESSES}; "
                     "--processes: none added)",
    "extra-time": "the added processes' time at most this fraction of the first rotations' (default "
                  f"{DEFAULT_EXTRA_TIME}; the widest points first; 0: none added)",
}

PYTEST_OPTIONS = {
    "round-env-steps": "at most this many env-steps per timed round: fewer steps at large num_envs "
                       "(default: the preset's, none when --steps is given)",
    "warmup-rounds": "untimed rounds after compilation, at least 1 (default 1)",
}


@dataclass
class Plan:
    """A checked sweep: what runs, at which sizes, how long."""
    impls: list[str]
    devices: list[str]
    num_envs: list[int]
    steps: int
    rounds: int
    round_env_steps: int | None
    mode: str
    overrides: dict[str, list[int]] = field(default_factory=dict)
    warmup: int = 1
    all_impls: bool = False
    hidden: tuple[int, int] = (64, 64)  # policy mode's MLP, and its weights' file (None: the default)
    policy_file: str | None = None
    # num_envs or steps given explicitly: a point that runs out of memory then fails (the user asked
    # for exactly that size) instead of skipping as a preset's largest sizes may
    exact: bool = False
    tuned: dict[str, dict[int, str]] = field(default_factory=dict)  # --tuned: impl -> num_envs -> setting
    tuned_file: str | None = None
    tuned_device: str = "cpu"
    processes: int = 1  # measuring processes per point
    interval_width: float = DEFAULT_WIDTH  # and those added after them (the sweep): widths, cap and time
    max_processes: int = 1
    extra_time: float = DEFAULT_EXTRA_TIME
    round_ms: int = timing.MIN_ROUND_MS  # the shortest timed round (timing.calls_per_round)
    process: int = 0  # in a measuring process's plan: which one, 1 to processes (0: the whole sweep's)
    # The preset caps a round's env-steps (the default preset; neither --steps nor --round-env-steps
    # given): an implementation whose registry entry sets a smaller round_env_steps gets rounds of that size
    paced: bool = False
    # In a measuring process's plan: its points, listed by the sweep (for_process), which the process
    # measures as they are (cases(): the sweep's own plan lists them from its options)
    points: tuple[Case, ...] = ()
    # sweep --versions: the package whose release each measuring process records, as installed where it
    # runs (harness/measure/releases.py; "": the run varies no release)
    release_package: str = ""
    # In a measuring process's plan: started as a user's shell starts Python, without the settings the
    # registry declares for its row (sweep --bare); its points' variants carry variants.BARE
    bare: bool = False

    def adding(self) -> bool:
        """Whether the sweep adds processes where a point's interval needs them (sweep.added)."""
        return 1 < self.processes < self.max_processes and self.extra_time > 0

    def cases(self) -> list[Case]:
        """Every point of the plan: those listed (a measuring process's), else grid.cases of its options."""
        return list(self.points) if self.points else cases(self.impls, self.devices, self.num_envs, self.overrides,
                                                            self.tuned, self.tuned_device)

    def steps_for(self, num_envs: int, impl: str | None = None) -> int:
        """Steps of a timed round of ``impl`` (None: the plan's own rule) at ``num_envs``: the preset's
        rule, then at most the entry's own round_env_steps (at least one step; MIN_STEPS is for the
        rows whose per-call costs a short round would show, which such a row's steps dwarf) and its
        own round_steps."""
        steps = steps_for(num_envs, self.steps, self.round_env_steps)
        if impl is None or not (self.paced and self.round_env_steps):
            return steps
        e = impls.entry(impl)
        if e.round_env_steps:
            steps = min(steps, max(1, e.round_env_steps // num_envs))
        return min(steps, e.round_steps) if e.round_steps else steps

    def weights(self):
        """Policy mode's weights: the policy file's, or the default's for the hidden sizes."""
        from impls import policy

        return policy.load(self.policy_file, self.hidden) if self.policy_file else \
            policy.default_policy(0, self.hidden)

    def for_process(self, name: str, device: str, process: int, bare: bool = False) -> "Plan":
        """The plan of one measuring process: one implementation on one device, its share of the rounds, its
        points listed (a later process of the same pair: dataclasses.replace(plan, process=j)); ``bare``:
        the process started without the row's settings, its points' variants marked so."""
        if not 1 <= process <= max(self.processes, self.max_processes):
            raise ValueError(f"process {process} of {self.processes} (at most {self.max_processes})")
        one = dataclasses.replace(self, impls=[name], devices=[device], process=process, all_impls=False,
                                  rounds=process_rounds(self.rounds, self.processes),
                                  tuned={k: v for k, v in self.tuned.items() if k == name}, points=())
        return dataclasses.replace(one, bare=bare, points=tuple(
            dataclasses.replace(c, variant=mark_bare(c.variant)) if bare else c for c in one.cases()))

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "Plan":
        """A plan the sweep wrote (to_json): JSON's string keys and lists back to the fields' types."""
        d = json.loads(text)
        d["hidden"] = tuple(d["hidden"])
        d["tuned"] = {n: {int(k): v for k, v in s.items()} for n, s in d["tuned"].items()}
        d["points"] = tuple(Case(**c) for c in d["points"])
        return cls(**d)


def plan(get) -> Plan:
    """The sweep's options checked together; ``get(name)`` returns an option's text or None."""
    p = preset(get("preset"))
    names = impl_list(get("impl"))
    devices = device_list(get("device"))
    if get("num-envs") is not None:
        num_envs = int_list(get("num-envs"), "--num-envs")
    elif get("max-envs") is not None:
        num_envs = powers_of_two(positive_int(get("max-envs"), "--max-envs"))
    else:
        num_envs = list(p.num_envs)
    check_max_envs(num_envs)
    steps = positive_int(get("steps"), "--steps") if get("steps") is not None else p.steps
    if steps > MAX_ROUND_STEPS:
        raise BadInput(f"--steps {steps} is more than a round can hold; valid: 1 to {MAX_ROUND_STEPS} (every "
                       "implementation keeps a round's per-step keys, and the kernels count steps in int32)")
    rounds = positive_int(get("rounds"), "--rounds") if get("rounds") is not None else p.rounds
    if get("round-env-steps") is not None:
        round_env_steps = positive_int(get("round-env-steps"), "--round-env-steps")
    else:
        round_env_steps = None if get("steps") is not None else p.round_env_steps
    warmup = positive_int(get("warmup-rounds"), "--warmup-rounds") if get("warmup-rounds") is not None else 1
    round_ms = shortest_round(get("round-ms"))
    overrides = {k: int_list(get(k), f"--{k}") for k in impls.knob_names() if get(k) is not None}
    check_tuning(names, overrides, num_envs, devices)
    tuned, tuned_device = {}, "cpu"
    if get("tuned") is not None:
        if overrides:
            raise BadInput(f"--tuned and --{next(iter(overrides))} together: the tuned settings choose the knobs; "
                           "valid: one of them")
        tuned_device, tuned = read_tuned(get("tuned"))
        tuned = {n: s for n, s in tuned.items() if n in names}
    all_impls = get("impl") in (None, "all")
    m = mode(get("mode"))
    for kind, has in (("step", impls.has_step), ("policy", impls.has_policy)):
        if m == kind and not all_impls:
            lacking = [n for n in names if not has(n)]
            if lacking:
                raise BadInput(f"--mode {kind}: {lacking[0]} has no {kind} mode; valid: "
                               + ", ".join(n for n in impls.available() if has(n)))
    hidden, policy_file = policy_options(m, get("hidden"), get("policy"))
    k = processes(get("processes"))
    return Plan(names, devices, num_envs, steps, rounds, round_env_steps, m, overrides, warmup, all_impls,
                hidden, policy_file, exact=get("num-envs") is not None or get("steps") is not None, tuned=tuned,
                tuned_file=get("tuned"), tuned_device=tuned_device, processes=k,
                interval_width=interval_width(get("interval-width")),
                max_processes=max_processes(get("max-processes"), k), extra_time=extra_time(get("extra-time")),
                paced=get("steps") is None and get("round-env-steps") is None, round_ms=round_ms)


MAX_ROUND_MS = 10_000


def shortest_round(text, default: int = timing.MIN_ROUND_MS) -> int:
    """--round-ms: whole milliseconds, 0 to MAX_ROUND_MS (``default`` when not given)."""
    if text is None:
        return default
    try:
        value = int(str(text), 10)
    except ValueError:
        value = -1
    if not 0 <= value <= MAX_ROUND_MS:
        raise BadInput(f"--round-ms must be a whole number of milliseconds from 0 to {MAX_ROUND_MS}, got {text!r}")
    return value


def policy_options(m: str, hidden: str | None, path: str | None) -> tuple[tuple[int, int], str | None]:
    """--hidden and --policy, checked now (a policy file is read and checked before anything runs)."""
    from impls import policy

    if m != "policy":
        given = [o for o, v in (("--hidden", hidden), ("--policy", path)) if v is not None]
        if given:
            raise BadInput(f"{given[0]} applies to --mode policy only; got --mode {m}")
        return policy.DEFAULT_HIDDEN, None
    sizes = policy.DEFAULT_HIDDEN
    if hidden is not None:
        sizes = tuple(int_list(hidden, "--hidden"))
        if len(sizes) != 2:
            raise BadInput(f"--hidden must be two sizes h1,h2; got {hidden!r}")
    if path is not None:
        try:
            policy.load(path, sizes if hidden is not None else None)
        except ValueError as exc:
            raise BadInput(str(exc)) from None
        if hidden is None:
            sizes = policy.load(path).hidden
        path = str(Path(path).resolve())
    return sizes, path


def check_max_envs(num_envs: list[int]) -> None:
    """No more environments than the spec's environment index can number."""
    from impls import spec

    too_big = [n for n in num_envs if n > spec.MAX_ENVS]
    if too_big:
        raise BadInput(f"--num-envs {too_big[0]} is above the spec's limit {spec.MAX_ENVS}")
