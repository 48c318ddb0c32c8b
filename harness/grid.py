"""The benchmark grid: presets, parsing and validation of the sweep's options (one place for both
the command line and pytest's options, so both reject the same bad input the same way)."""
from __future__ import annotations

import itertools
from dataclasses import dataclass

import impls

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


PRESETS = {
    "default": Preset(tuple(powers_of_two(DEFAULT_MAX_ENVS)), 1000, 5,
                      "num_envs 1, 2, 4, ..., 65536; 1000 steps a round; 5 rounds"),
    "study": Preset((2048,), 10_000, 5, "the fusion study's setting: 2048 environments x 10,000 steps"),
    "quick": Preset((1, 64, 4096), 100, 3, "a smoke sweep: num_envs 1, 64, 4096; 100 steps; 3 rounds"),
    "gpu": Preset(tuple(powers_of_two(1 << 24)), 1000, 5, "num_envs 1 .. 2**24; 1000 steps; 5 rounds"),
}


class BadInput(ValueError):
    """A one-line message naming the bad value and the valid choices."""


def positive_int(text, what: str) -> int:
    try:
        value = int(str(text), 10)
    except ValueError:
        raise BadInput(f"{what} must be a positive integer, got {text!r}") from None
    if value < 1:
        raise BadInput(f"{what} must be a positive integer, got {text!r}")
    return value


def int_list(text: str, what: str) -> list[int]:
    items = [s for s in str(text).split(",") if s.strip()]
    if not items:
        raise BadInput(f"{what} must be a comma-separated list of positive integers, got {text!r}")
    return [positive_int(s.strip(), what) for s in items]


def impl_list(text: str | None) -> list[str]:
    names = impls.available()
    if text is None or text == "all":
        return names
    chosen = [s.strip() for s in text.split(",") if s.strip()]
    for name in chosen:
        if name not in names:
            raise BadInput(f"unknown implementation {name!r}; valid: {', '.join(names)}")
    return chosen


DEVICES = ("cpu", "cuda", "host", "all")


def device_list(text: str | None) -> list[str]:
    """'cpu' means everything that runs on the processor: NumPy/Numba/JAX/torch on 'cpu' and the
    host build of the CUDA C source ('host')."""
    text = text or "cpu"
    if text not in DEVICES:
        raise BadInput(f"unknown device {text!r}; valid: {', '.join(DEVICES)}")
    return {"all": ["cpu", "host", "cuda"], "cpu": ["cpu", "host"]}.get(text, [text])


MODES = ("rollout", "step")


def mode(text: str | None) -> str:
    """rollout: the random policy inside the compiled loop (the study's measurement); step: one
    ``step(actions)`` call per step with actions from a buffer already on the device."""
    text = text or "rollout"
    if text not in MODES:
        raise BadInput(f"unknown mode {text!r}; valid: {', '.join(MODES)}")
    return text


def preset(name: str | None) -> Preset:
    name = name or "default"
    if name not in PRESETS:
        raise BadInput(f"unknown preset {name!r}; valid: {', '.join(PRESETS)}")
    return PRESETS[name]


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


# Implementation options the sweep's command line can set (each a list of positive integers).
TUNING = {"unroll": "unroll factors (jax-unroll: loop unroll; cupy-raw: steps per loop iteration)",
          "block": "CUDA threads per block (numba-cuda, cupy-raw; default: chosen from num_envs)"}


def variants(name: str, overrides: dict[str, list[int]] | None = None) -> list[str]:
    """The variants of an implementation the sweep runs. With ``overrides`` for options it takes
    (e.g. {'block': [64, 256]}): every combination, 'block=64', 'block=256' (two options, in
    alphabetical order: 'block=64,unroll=4'). Otherwise ``option=value`` for each default value of
    its registry sweep option, or [''] (its own defaults) if it has none."""
    chosen = {k: v for k, v in sorted((overrides or {}).items()) if v and k in impls.tunables(name)}
    if chosen:
        combos = itertools.product(*([f"{k}={v}" for v in vals] for k, vals in chosen.items()))
        return [",".join(c) for c in combos]
    opt = impls.sweep_option(name)
    return [f"{opt[0]}={v}" for v in opt[1]] if opt else [""]


def variant_options(variant: str) -> dict:
    """'unroll=8' -> {'unroll': 8}; 'block=64,unroll=4' -> {'block': 64, 'unroll': 4}; '' -> {}."""
    out = {}
    for part in filter(None, variant.split(",")):
        key, _, value = part.partition("=")
        out[key] = positive_int(value, key)
    return out


def cases(names: list[str], devices: list[str], num_envs: list[int],
          overrides: dict[str, list[int]] | None = None) -> list[Case]:
    """Every (implementation, variant, device, num_envs) point; devices an implementation lacks are
    left out, devices it has but this machine lacks stay in (and skip with the reason)."""
    out = []
    for name in names:
        for dev in devices:
            if dev in impls.devices(name):
                out.extend(Case(name, dev, n, v) for v in variants(name, overrides) for n in num_envs)
    return out


def impls_max_envs() -> int:
    from impls import spec

    return spec.MAX_ENVS
