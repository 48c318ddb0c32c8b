"""Every analysis, declared once: its command, its options, the result kinds it writes, its page section,
its stage in bin/gpu-run and its docs page. What reads this table:

- the command line (harness/__main__.py) makes ``python -m harness NAME`` of each entry, its options from
  the module's ``NAME_options(parser)`` and its run from ``NAME_command(args, reader)`` (exit code);
- the results page (harness/report/build.py) renders, in this table's order, the sections of the entries
  that have one: the module's ``NAME_section(reader, paths, df)`` (a harness.table.Doc: prose, headings and
  table values; empty when nothing to show);
- the readers check each result against the shape its entry declares for its kind (``shapes``, in
  harness/shapes.py's words; harness.shapes.shape_of);
- bin/gpu-run takes the entries' stages from ``python -m harness.analysis.registry`` (each runs where
  bin/gpu-run's list of stages names it, else after its train stage);
- tests/test_analyses.py checks each entry's hooks, its docs page and its shapes.

NAME is the command with "-" as "_" (``gpu-compile``: ``gpu_compile_options``). An analysis reads earlier
results only through ``reader`` (:class:`Reader`, given by the report layer: harness/report/reader.py), so
its module imports nothing above harness.analysis. A new analysis is one module holding its hooks and one
entry here (docs/adding-an-analysis.md walks through one).

Stdlib only: bin/gpu-run reads it with a GPU machine's own Python before anything else is imported.
"""
from __future__ import annotations

import fnmatch
import importlib
import sys
from dataclasses import dataclass
from typing import Protocol


class Reader(Protocol):
    """What an analysis may read of earlier results (harness/report/reader.py is the one there is)."""

    def artifacts(self, paths, kind: str | None = None) -> list:
        """The analysis results under ``paths`` (of ``kind``), oldest first: each with .folder, .kind,
        .label (the machine), .doc (its JSON, checked against its shape)."""

    def points(self, paths):
        """The measured points of the result files under ``paths`` (a DataFrame; unreadable files said
        on stderr and skipped)."""

    def measured(self, label: str, num_envs: int) -> dict[str, float]:
        """The newest rollout rate of each implementation on machine ``label`` at ``num_envs`` in results/:
        "impl (device)" -> env-steps/s."""

    def ceiling_fractions(self, result: dict, df) -> str:
        """A SASS result's ceilings against the best cuda points of ``df`` (Markdown)."""


@dataclass(frozen=True)
class Stage:
    """An analysis's stage in bin/gpu-run: ``python3 -m harness NAME ARGS`` on a GPU machine."""
    name: str  # the stage's name on bin/gpu-run's command line
    about: str  # what it measures there (bin/gpu-run's help)
    args: tuple[str, ...]  # after the command's name; "{out}" stands for the stage's results folder


@dataclass(frozen=True)
class Analysis:
    name: str  # the command: python -m harness NAME
    about: str  # its help line
    module: str  # where its hooks are (NAME_options, NAME_command and, with section, NAME_section)
    shapes: dict  # each result kind it writes (a pattern: "ablation-*") -> the fields its readers use
    docs: str  # its docs page, from the checkout's root
    section: bool = False  # the results page shows it
    stage: Stage | None = None

    def hook(self, what: str):
        """Its ``what`` hook (options, command, section), its module imported on first use."""
        return getattr(importlib.import_module(self.module), f"{self.name.replace('-', '_')}_{what}")


# -- the shapes of the analyses' results (harness/shapes.py's words) ---------------------------------------
# the classes of instructions a cpu-code row counts per env-step (harness/analysis/asm.py sorts each
# instruction into one): fields of its per_env_step
CLASSES = ("vector FP", "scalar FP", "integer vector", "load/store", "branch", "call", "other")


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
            "if ok": {"kernels_per_step": "num", "launches": {"per_iteration?": "num?", "loops?": "int", "source?": "str?"},
                      "runs_kernels_per_step?": "num", "runs_copies_per_step?": "num", "runs_conditions_per_step?": "num",
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


ANALYSES = (
    Analysis("fusion", "kernels per step beside throughput, every variant, one process each",
             "harness.analysis.fusion", {"fusion": {"rows": [_FUSION_ROW], "rounds?": "count?"}}, "docs/fusion-analysis.md", section=True,
             stage=Stage("fusion", "kernels per step of the JAX/torch variants on cuda",
                         ("--device", "cuda", "--out", "{out}"))),
    Analysis("ablate", "one implementation under XLA pass settings, one process each", "harness.analysis.fusion",
             {"ablation-*-gpu": {"rows": [_GPU_ROW], "program": "str", "num_envs": "count", "steps": "count"},
              "ablation-*": {"rows": [_FUSION_ROW]}}, "docs/fusion-analysis.md"),  # its tables: in fusion's section
    Analysis("sass", "instructions per env-step from the kernels' SASS, and the ceiling", "harness.analysis.sass",
             {"sass": {"arch": "str", "rows": [_SASS_BUILD], "reset_fractions": {
                 "p_warp": "num", "p_env": "num", "num_envs": "count", "steps": "count"},
                 "gpu": {"name": "str", "sms": "count", "clock_mhz": "pos"}}}, "docs/sass.md", section=True),
    Analysis("gpu-compile", "XLA:GPU's kernels, launches, bytes and SASS per step, compiled for GPU targets "
             "without a GPU", "harness.analysis.gpu_compile", {"gpu-compile": {
                 "rows": [_GPU_ROW], "targets": [_TARGET], "num_envs": "count", "steps": "count",
                 "cuda_kernels?": [{**_SASS_BUILD, "target": "str", "program": "str"}], "torch_rows?": [_TORCH_ROW]}},
             "docs/gpu-compile.md", section=True),
    Analysis("gpu-model", "a model of the time per step on the GPU targets from gpu-compile's counts, fitted to "
             "the study's speed-ups (a model, not a measurement)", "harness.analysis.gpu_model", {"gpu-model": {
                 "fits": {"*": _FIT}, "predictions": [_PREDICTION], "num_envs": "count", "jax": "str",
                 "fit_target": "str", "naive": "str", "launch_source": "str", "xla?": "str",
                 "by_xla?": {"*": {"unless problem": {"jax": "str", "anchored": _FIT, "free": _FIT}}},
                 "copies?": {"free_fit": _FIT, "per_step": {"*": "num?"}, "bytes": "pos", "seconds_at_bandwidth": "pos"},
                 "torch_comparison?": [{"program": "str", "compiler": "str", "kernels_per_step": "num?",
                                        "sass_per_env_step": "num?", "study": "num?", "*": "any"}]}},
             "docs/gpu-compile.md", section=True,
             stage=Stage("model", "the study's points measured (the study stage's results) against the GPU time "
                         "model: measured and modelled side by side", ("--measured", "{out}", "--out", "{out}"))),
    Analysis("cpu-code", "instructions per env-step of the CPU compilers' code, and the ceiling",
             "harness.analysis.cpu_code", {"cpu-code": {"rows": [_CPU_ROW], "num_envs": "count", "model?": _MACHINE_MODEL}},
             "docs/cpu-code.md", section=True),
)


def named(name: str) -> Analysis | None:
    return next((a for a in ANALYSES if a.name == name), None)


def shape_of(kind: str) -> dict | None:
    """The shape an analysis declares for results of ``kind`` (its first pattern that matches)."""
    return next((shape for a in ANALYSES for pattern, shape in a.shapes.items() if fnmatch.fnmatchcase(kind, pattern)),
                None)


def stages() -> list[Stage]:
    return [a.stage for a in ANALYSES if a.stage]


def main(argv: list[str]) -> int:
    """For bin/gpu-run: ``stages`` prints each stage's name and what it does (a line each, tab-separated);
    ``stage NAME OUT`` prints the stage's command after ``python -m harness``, one argument a line."""
    if argv == ["stages"]:
        print("\n".join(f"{s.name}\t{s.about}" for s in stages()))
        return 0
    if len(argv) == 3 and argv[0] == "stage":
        found = next(((a, s) for a in ANALYSES if (s := a.stage) and s.name == argv[1]), None)
        if found:
            print("\n".join([found[0].name, *(x.replace("{out}", argv[2]) for x in found[1].args)]))
            return 0
    print(f"harness.analysis.registry: {' '.join(argv) or 'nothing asked'}: valid: stages, stage NAME OUT "
          f"(NAME: {', '.join(s.name for s in stages())})", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
