"""The shape of every analysis result the report, the page and the index read: for each kind, the
fields its readers use and what each must hold, checked before any reader sees the document
(harness.artifacts.artifact_problem). A document that breaks its kind's shape is skipped with one line
naming the field; one that keeps it renders. The measurements' kinds are here (SHAPES); each analysis
declares the shapes of its own with its entry (harness/registry.py). Explicit checks, not a schema library: the suite's other
inputs (options, target files, benchmark JSON, tuned files, policy files) are checked the same way, by
functions that name the bad value and what was expected.

A shape is a dict of field -> spec. A spec is
- a type word: "str", "num" (a finite number), "num~" (a number, NaN allowed: a ceiling that has none),
  "pos" (a finite number above 0: a divisor), "int" (a whole number of at least 0), "count" (a whole
  number of at least 1), "bool", "any";
- a word ending in "?": that, or null;
- a list of one spec: a list of such values; a tuple of specs: a list of exactly those;
- a dict: an object holding those fields; a field whose name ends in "?" may be absent (or null), the
  field "*" stands for every field of a mapping, the field "if ok" holds the fields an object must
  also have when its status is "ok", "unless ok" those when its status is not "ok" (a skipped row's
  reason), and "if NAME" those when its field NAME is not null.
"""
from __future__ import annotations

import math

def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _whole(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


WORDS = {
    "str": (lambda v: isinstance(v, str), "a string"),
    "num": (lambda v: _number(v) and math.isfinite(v), "a finite number"),
    "num~": (lambda v: _number(v) and not math.isinf(v), "a number (NaN allowed, not infinite)"),
    "pos": (lambda v: _number(v) and math.isfinite(v) and v > 0, "a finite number above 0"),
    "int": (lambda v: _whole(v) and v >= 0, "a whole number of at least 0"),
    "count": (lambda v: _whole(v) and v >= 1, "a whole number of at least 1"),
    "bool": (lambda v: isinstance(v, bool), "true or false"),
    "any": (lambda v: True, "anything"),
}


def _shown(v) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def _plain(spec):
    """Whether a value holds ``spec``, as one quick test, for a word or a tuple of words; else None."""
    if isinstance(spec, str):
        ok, nullable = WORDS[spec.removesuffix("?")][0], spec.endswith("?")
        return lambda v: ok(v) or nullable and v is None
    if isinstance(spec, tuple) and all(isinstance(s, str) for s in spec):
        each = [_plain(s) for s in spec]
        return lambda v: isinstance(v, list) and len(v) == len(each) and all(t(x) for t, x in zip(each, v))
    return None


def problem(value, spec, where: str = "the document") -> str | None:
    """What in ``value`` breaks ``spec``, in words naming the field; None when nothing does."""
    if isinstance(spec, str):
        word = spec.removesuffix("?")
        if value is None and spec.endswith("?"):
            return None
        ok, expected = WORDS[word]
        return None if ok(value) else f"{where} is {_shown(value)}; expected {expected}" + (" or null" * spec.endswith("?"))
    if isinstance(spec, (list, tuple)):
        if not isinstance(value, list) or isinstance(spec, tuple) and len(value) != len(spec):
            return f"{where} is {_shown(value)}; expected a list" + (f" of {len(spec)}" * isinstance(spec, tuple))
        if isinstance(spec, list) and (ok := _plain(spec[0])):  # plain items (a curve's): no name made unless bad
            bad = next((i for i, item in enumerate(value) if not ok(item)), None)
            return None if bad is None else problem(value[bad], spec[0], f"{where}[{bad}]")
        for i, item in enumerate(value):
            found = problem(item, spec[0] if isinstance(spec, list) else spec[i], f"{where}[{i}]")
            if found:
                return found
        return None
    if not isinstance(value, dict):
        return f"{where} is {_shown(value)}; expected an object"
    fields, pending = {}, [spec]
    while pending:  # the fields that hold, and those of the conditions met (which may hold conditions)
        part = pending.pop(0)
        for key, sub in part.items():
            if not key.startswith(("if ", "unless ")):
                fields[key] = sub
                continue
            name = key.split(" ", 1)[1]
            holds = (value.get("status") == "ok") if name == "ok" else (value.get(name) is not None)
            if holds == key.startswith("if "):
                pending.append(sub)
    for key, sub in fields.items():
        if key == "*":
            for k, v in value.items():
                found = problem(v, sub, f"{where}.{k}")
                if found:
                    return found
            continue
        name = key.removesuffix("?")
        if name not in value:
            if key.endswith("?"):
                continue
            return f"{where} has no field {name!r}"
        if key.endswith("?") and value[name] is None:
            continue
        found = problem(value[name], sub, f"{where}.{name}" if where != "the document" else name)
        if found:
            return found
    return None


# -- each kind's shape: the fields its readers use --------------------------------------------------
_TUNED = {"impl": "str", "num_envs": "count", "default": "num?", "best": "any", "best_rate": "num",
          "fastest": "any", "spread": "num", "speedup": "num?"}
RECORD = {"trainer": "str", "env": "str", "config": "str", "together": "count", "seed": "int",
          "hyperparameters": {"in_flight?": "count?", "*": "any"}, "env_steps_per_s": "num", "final_return": "num",
          "compile_s": "num", "compile_cache?": "str", "time_to_solve_s": "num?", "if time_to_solve_s": {"time_to_solve_s": "num",
                                                                                "steps_to_solve": "int"},
          "curve?": [("num", "num", "num")], "node?": "str", "settings?": "str"}
_ADAPTER_ROW = {"impl": "str", "status": "str", "num_envs?": "int", "path?": "str"}

SHAPES = {  # the measurements' kinds; each analysis declares its own (harness/registry.py)
    "tune": {"partial": "bool", "elapsed_s": "num", "best": [_TUNED], "device?": "str", "round_ms?": "int"},
    "train": {"records": [RECORD]},
    "adapter": {"rows": [_ADAPTER_ROW]},
    "advise-check": {"run": "str", "rows": [{"num_envs": "count", "env_steps": "pos", "rank": "count", "impl": "str",
                                            "predicted_cold_s": "num", "bare_cold_s": "num", "prepared_cold_s": "num",
                                            "bare_warm_s": "num", "prepared_warm_s": "num"}]},
}


def shape_of(kind: str) -> dict | None:
    """The shape of a result kind: a measurement's (SHAPES), or that of the analysis that writes it."""
    from harness import registry

    return SHAPES.get(kind) or registry.shape_of(kind)
