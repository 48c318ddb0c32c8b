"""The shape of every analysis result the report, the page and the index read: for each kind, the
fields its readers use and what each must hold, checked before any reader sees the document
(harness.artifacts.artifact_problem). A document that breaks its kind's shape is skipped with one line
naming the field; one that keeps it renders. Explicit checks, not a schema library: the suite's other
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

# the classes of instructions a cpu-code row counts per env-step (harness/analysis/asm.py sorts each
# instruction into one): fields of its per_env_step
CLASSES = ("vector FP", "scalar FP", "integer vector", "load/store", "branch", "call", "other")


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
_FUSION_ROW = {"impl": "str", "status": "str", "if ok": {"num_envs": "int"}, "steps?": "int", "device?": "str",
               "variant?": "str", "rng?": "str?", "env_steps_per_s?": "num?", "kernels_per_step?": "num?",
               "mega_steps?": "num?", "boundaries?": "str?", "fusion_kinds?": "any", "xla_flags?": "str?"}
_SASS_BUILD = {"impl": "str", "variant": "str", "status": "str", "arch?": "str", "unless ok": {"reason": "any"},
               "if ok": {"compiler": "str", "registers": "int", "warps_per_sm": "int", "always": "num",
                         "reset": "num", "cold": "num", "per_env_step": "num", "limiter": "str",
                         "ceiling_env_steps_per_s": "pos", "cycles_per_step": "num", "ns_per_step": "num"}}
_TARGET = {"target": "str", "description": "str", "arch": "str", "sms": "count", "clock_ghz": "pos"}
_GPU_ROW = {"target": "str", "program": "str", "status": "str", "unless ok": {"reason": "any"}, "impl?": "str",
            "xla?": "str", "jax?": "str?",
            "mode?": "str", "setting?": "str", "devices?": "count",
            "if ok": {"kernels_per_step": "num", "launches": {"per_iteration?": "num?", "loops?": "int"},
                      "steps": "count", "loop_trip_count?": "count?", "launches_per_step?": "num?",
                      "graph_launches_per_step?": "num?", "fusion_kinds": {"*": "num"}, "unfused?": {"*": "num"},
                      "bytes_per_env_step": "num",
                      "sass?": {"per_env_step?": "num?", "loop_body?": "num?", "limiter?": "str?",
                                "ceiling_env_steps_per_s?": "num?", "status?": "str?", "reason?": "any",
                                "kernels_with_loops?": ["str"]},
                      "pass_changes?": {"start": "num?", "final": "num?", "changes": ["any"]},
                      "passes_run?": {"passes": ["str"], "pipelines": ["str"]}}}
_TORCH_ROW = {"target": "str", "program": "str", "impl": "str", "status": "str", "unless ok": {"reason": "any"},
              "compiler?": "str", "if ok": {"kernels_per_step": "num", "launches_per_step": "num",
                                            "graph_launches_per_step": "num", "steps": "count", "num_envs": "count",
                                            "bytes_per_env_step?": "num", "note?": "str",
                                            "sass": {"status": "str", "per_env_step?": "num", "limiter?": "str",
                                                     "ceiling_env_steps_per_s?": "pos", "reason?": "str",
                                                     "classes?": {"*": "num"}, "chain_cycles_per_step?": "num"}}}
_MACHINE_MODEL = {"label": "str", "cores": "count", "ghz": "pos", "source": "str", "issue_width": "pos",
                  "split_512": "bool", "fp_pipes": "pos"}
_CPU_ROW = {"impl": "str", "status": "str", "note?": "str?",
            "if ok": {"vector_bits": "int", "per_env_step": {c: "num" for c in CLASSES}, "instructions_per_env_step": "num",
                      "ceiling_env_steps_per_s": "num~", "limiter": "str", "note": "str",
                      "measured_env_steps_per_s?": "num?", "of_ceiling?": "num?", "peak_env_steps_per_s?": "num?",
                      "peak_chains?": "int?", "peak_ipc?": "num?", "peak_note?": "str?",
                      "if peak_env_steps_per_s": {"peak_chains": "int"},
                      "beside_peak_env_steps_per_s?": "num?", "of_peak?": "num?"}}
_FIT = {"a_s": "pos", "b_s": "num", "a_fitted": "bool", "rms_log_residual": "num",
        "ratios": [{"model": "num", "residual": "num", "loo_predicted": "num", "loo_error": "num"}]}
_PREDICTION = {"target": "str", "program": "str", "library_kernels?": "any", "*": "any"}
_TUNED = {"impl": "str", "num_envs": "count", "default": "num?", "best": "any", "best_rate": "num",
          "fastest": "any", "spread": "num", "speedup": "num?"}
RECORD = {"trainer": "str", "env": "str", "config": "str", "together": "count", "seed": "int",
          "hyperparameters": {"in_flight?": "count?", "*": "any"}, "env_steps_per_s": "num", "final_return": "num",
          "compile_s": "num", "compile_cache?": "str", "time_to_solve_s": "num?", "if time_to_solve_s": {"time_to_solve_s": "num",
                                                                                "steps_to_solve": "int"},
          "curve?": [("num", "num", "num")]}
_ADAPTER_ROW = {"impl": "str", "status": "str", "num_envs?": "int", "path?": "str"}

SHAPES = {
    "fusion": {"rows": [_FUSION_ROW], "rounds?": "count?"},
    "ablation": {"rows": [_FUSION_ROW]},
    "ablation-gpu": {"rows": [_GPU_ROW], "program": "str", "num_envs": "count", "steps": "count"},
    "sass": {"arch": "str", "rows": [_SASS_BUILD], "reset_fractions": {"p_warp": "num", "p_env": "num",
                                                                        "num_envs": "count", "steps": "count"},
             "gpu": {"name": "str", "sms": "count", "clock_mhz": "pos"}},
    "cpu-code": {"rows": [_CPU_ROW], "num_envs": "count", "model?": _MACHINE_MODEL},
    "gpu-compile": {"rows": [_GPU_ROW], "targets": [_TARGET], "num_envs": "count", "steps": "count",
                    "cuda_kernels?": [{**_SASS_BUILD, "target": "str", "program": "str"}],
                    "torch_rows?": [_TORCH_ROW]},
    "gpu-model": {"fits": {"*": _FIT}, "predictions": [_PREDICTION], "num_envs": "count", "jax": "str",
                  "fit_target": "str", "naive": "str", "launch_source": "str", "xla?": "str",
                  "by_xla?": {"*": {"unless problem": {"jax": "str", "anchored": _FIT, "free": _FIT}}},
                  "torch_comparison?": [{"program": "str", "compiler": "str", "kernels_per_step": "num?",
                                         "sass_per_env_step": "num?", "study": "num?", "*": "any"}]},
    "tune": {"partial": "bool", "elapsed_s": "num", "best": [_TUNED], "device?": "str"},
    "train": {"records": [RECORD]},
    "adapter": {"rows": [_ADAPTER_ROW]},
}


def shape_of(kind: str) -> dict | None:
    """The shape of a result kind (an ablation of any implementation, on the CPU or on GPU targets)."""
    if kind.startswith("ablation-"):
        return SHAPES["ablation-gpu" if kind.endswith("-gpu") else "ablation"]
    return SHAPES.get(kind)
