"""Every command of ``python -m harness``, declared once: its name and help line, the module of its hooks,
the result kinds it writes, its page section, its stage in bin/gpu-run and its docs page. COMMANDS are the
commands that measure, read and move results (their modules: harness/commands/*), ANALYSES the analyses of
compiled code (their modules: harness/analysis/*), ALIASES the aliases. What reads this table:

- the command line (harness/__main__.py) makes ``python -m harness NAME`` of each entry, its options from
  the module's ``NAME_options(parser)`` and its run from ``NAME_command(args, reader)`` (exit code);
- the results page (harness/report/build.py) renders, in this table's order, the sections of the entries
  that have one: the module's ``NAME_section(reader, paths, df)`` (a harness.table.Doc: prose, headings and
  table values; empty when nothing to show);
- the readers check each result against the shape its entry declares for its kind (``shapes``, in
  harness/shapes.py's words; harness.shapes.shape_of);
- bin/gpu-run takes the entries' stages from ``python -m harness.registry`` (each runs where
  bin/gpu-run's list of stages names it, else after its train stage);
- tests/test_analyses.py checks each entry's hooks, its docs page and its shapes.

NAME is the command with "-" as "_" (``gpu-compile``: ``gpu_compile_options``). Only the chosen command's
module is imported. A new command is one module and one entry (docs/adding-a-command.md). An analysis reads earlier
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
class Command:
    name: str  # the command: python -m harness NAME
    about: str  # its help line
    module: str  # where its hooks are (NAME_options, NAME_command and, with section, NAME_section)
    shapes: dict  # each result kind it writes (a pattern: "ablation-*") -> the fields its readers use
    docs: str  # its docs page, from the checkout's root
    section: bool = False  # the results page shows it
    stage: Stage | None = None
    # its run on good input in the fast tier (tests/test_tiers.py): the test that runs it through the command
    # line (every case of it where it has several), or its smallest input (arguments before --out)
    tested_by: str = ""
    smallest: tuple[str, ...] = ()

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


Analysis = Command  # an analysis: a command of the registry's second part, whose results the page may show


# The commands that measure, read and move results, in the help's order; their modules are harness/commands/*
# (the glue between the command line and the concerns; the shapes of their results: harness/shapes.py SHAPES)
COMMANDS = (
    Command("sweep", "run the benchmark sweep into results/", "harness.commands.sweep", {}, "docs/running.md",
            tested_by="tests/test_harness.py::test_sweep_writes_json_table_and_points"),
    Command("fleet", "the sweep on every kind of machine of a Ray cluster (docs/fleet.md)", "harness.commands.fleet", {},
            "docs/fleet.md",
            tested_by="tests/test_fleet.py::test_a_one_node_fleet_sweep_of_the_smallest_plan"),
    Command("tune", "search the implementations' knobs on this machine, settings taking turns in one process; the best "
            "per size into a tuned-settings folder (sweep --tuned runs it)", "harness.commands.tune", {}, "docs/tuning.md",
            tested_by="tests/test_tune.py::test_tune_then_sweep_tuned_end_to_end"),
    Command("list", "list implementations and whether each runs here", "harness.commands.sweep", {},
            "docs/implementations.md",
            tested_by="tests/test_registry.py::test_a_new_entry_reaches_list_grid_options_and_docs"),
    Command("bundle", "one run folder as one file another machine's user can send: its files and a manifest of their "
            "hashes (docs/reports.md)", "harness.commands.runs", {}, "docs/reports.md",
            tested_by="tests/test_bundle.py::test_a_bundle_carries_the_run_byte_for_byte_and_its_manifest"),
    Command("import", "check a bundle (harness bundle) and place its run under results/", "harness.commands.runs", {},
            "docs/reports.md",
            tested_by="tests/test_bundle.py::test_a_bundle_carries_the_run_byte_for_byte_and_its_manifest"),
    Command("runs", "the catalog of the run folders: machine, kind, design, points, size, status and the pages that "
            "cite each (results/README.md is it, generated)", "harness.commands.runs", {}, "docs/reports.md",
            tested_by="tests/test_report.py::test_harness_runs_is_the_catalog_with_filters_and_what_cites_each_run"),
    Command("table", "comparison table from existing result files/folders", "harness.commands.report", {},
            "docs/reports.md",
            tested_by="tests/test_harness.py::test_table_command_reads_a_run_and_survives_a_corrupt_file"),
    Command("report", "tables and figures from result files, into a new folder", "harness.commands.report", {},
            "docs/reports.md",
            tested_by="tests/test_report.py::test_report_command_writes_every_table_and_figure"),
    Command("readme", "regenerate docs/results.md and README.md's headline from result files",
            "harness.commands.report", {}, "docs/reports.md",
            tested_by="tests/test_report.py::test_readme_blocks_are_generated_from_the_results"),
    Command("compare", "two runs point by point: the changes beyond the spread between processes",
            "harness.commands.report", {}, "docs/measurement.md",
            tested_by="tests/test_report.py::test_compare_command"),
    Command("bisect", "the first release of a framework between two where an implementation's throughput changes: "
            "binary search, each step a sweep of two releases (docs/releases.md)", "harness.commands.bisect", {},
            "docs/releases.md",
            tested_by="tests/test_releases.py::test_bisect_searches_the_registrys_releases"),
    Command("advise", "which implementation gives a result first for a workload: build + compile + run, from one "
            "run, with intervals", "harness.commands.advise", {}, "docs/measurement.md",
            tested_by="tests/test_compile_time.py::test_advise_runs_as_a_command_in_a_fresh_process_and_writes_nothing"),
    Command("adapter", "the Gymnasium adapter's options against the bare step and Gymnasium",
            "harness.commands.adapter", {}, "docs/step-mode.md",
            tested_by="tests/test_vector_env.py::test_adapter_command_measures_every_path"),
    Command("train", "time to solve CartPole-v1 with PPO: trainers on environments, seeds", "harness.commands.train", {},
            "docs/training.md",
            smallest=("--trainer", "suite-jax", "--env", "suite", "--config", "fast-zoo", "--seeds", "0", "--total-timesteps", "1024")),
)
# after the analyses in the help: the alias of a sweep of the public Gymnasium vector env
ALIASES = (Command("gymnasium", "alias of: sweep --impl of the gymnasium role (harness list)", "harness.commands.sweep",
                   {}, "docs/running.md",
            smallest=("--num-envs", "4", "--steps", "16", "--rounds", "1", "--processes", "1")),)


ANALYSES = (
    Analysis("fusion", "kernels per step beside throughput, every variant, one process each",
             "harness.analysis.fusion", {"fusion": {"rows": [_FUSION_ROW], "rounds?": "count?"}}, "docs/fusion-analysis.md", section=True,
             stage=Stage("fusion", "kernels per step of the JAX/torch variants on cuda",
                         ("--device", "cuda", "--out", "{out}")),
            tested_by="tests/test_registry.py::test_a_new_entry_reaches_cpu_code_fusion_and_the_split_loop"),
    Analysis("ablate", "one implementation under XLA pass settings, one process each", "harness.analysis.fusion",
             {"ablation-*-gpu": {"rows": [_GPU_ROW], "program": "str", "num_envs": "count", "steps": "count"},
              "ablation-*": {"rows": [_FUSION_ROW]}}, "docs/fusion-analysis.md",
            tested_by="tests/test_fusion_cli.py::test_ablation_detects_no_effect_and_crash"),  # its tables: in fusion's section
    Analysis("sass", "instructions per env-step from the kernels' SASS, and the ceiling", "harness.analysis.sass",
             {"sass": {"arch": "str", "rows": [_SASS_BUILD], "reset_fractions": {
                 "p_warp": "num", "p_env": "num", "num_envs": "count", "steps": "count"},
                 "gpu": {"name": "str", "sms": "count", "clock_mhz": "pos"}}}, "docs/sass.md", section=True,
            tested_by="tests/test_sass.py::test_the_command_on_its_smallest_input"),
    Analysis("gpu-compile", "XLA:GPU's kernels, launches, bytes and SASS per step, compiled for GPU targets "
             "without a GPU", "harness.analysis.gpu_compile", {"gpu-compile": {
                 "rows": [_GPU_ROW], "targets": [_TARGET], "num_envs": "count", "steps": "count",
                 "cuda_kernels?": [{**_SASS_BUILD, "target": "str", "program": "str"}], "torch_rows?": [_TORCH_ROW]}},
             "docs/gpu-compile.md", section=True,
            tested_by="tests/test_gpu_compile.py::test_live_compile_counts_are_xlas"),
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
                         "model: measured and modelled side by side", ("--measured", "{out}", "--out", "{out}")),
            smallest=("--from", "tests/fixtures/gpu_model/gpu_compile.json")),
    Analysis("cpu-code", "instructions per env-step of the CPU compilers' code, and the ceiling",
             "harness.analysis.cpu_code", {"cpu-code": {"rows": [_CPU_ROW], "num_envs": "count", "model?": _MACHINE_MODEL}},
             "docs/cpu-code.md", section=True,
            tested_by="tests/test_registry.py::test_a_new_entry_reaches_cpu_code_fusion_and_the_split_loop"),
)


def every() -> tuple[Command, ...]:
    """Every command of ``python -m harness``, in the help's order."""
    return (*COMMANDS, *ANALYSES, *ALIASES)


def named(name: str) -> Command | None:
    return next((a for a in every() if a.name == name), None)


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
    print(f"harness.registry: {' '.join(argv) or 'nothing asked'}: valid: stages, stage NAME OUT "
          f"(NAME: {', '.join(s.name for s in stages())})", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
