"""harness gpu-compile: XLA:GPU's kernels, launches, bytes and SASS per step for GPU targets, without a GPU.

The readers run on committed dumps of one compile (tests/fixtures/gpu_compile/: jax-naive with
threefry for the RTX 2080 Ti, 2048 x 1000); one live compile (jax-naive and jax-no-concat for sm_75)
asserts XLA's own counts for the jaxlib bin/setup installs; the mutant "no-concat-state-stacked"
(tests/mutants.py) must change them.
"""
from __future__ import annotations

import importlib.metadata
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from harness import artifacts
from harness.analysis import gpu_compile, gpu_passes, gpu_targets, hlo, old_xla, sass, torch_gpu
from harness.measure import process, strict

FIXTURE = Path(__file__).parent / "fixtures" / "gpu_compile" / "rtx2080ti-jax-naive-threefry"

# XLA's counts at 2048 x 1000 for sm_75, per jaxlib version: (HLO kernels per step, launches per
# loop iteration, graph launches per iteration, bytes per env-step). jax-no-concat moves 17 bytes an
# env-step more than its loop body: the random numbers written before the loop. Another jaxlib: run
# tests/test_gpu_compile.py, check the new counts against `harness gpu-compile` and add them here.
LIVE = {"0.10.2": {"jax-naive threefry": (10.007, 9, 1, 188.11),
                   "jax-no-concat threefry": (3.019, 2, 2, 90.18)}}


def test_targets_are_the_public_figures():
    """The four targets as their sources give them (a typo in a file changes the model's every figure)."""
    got = {t.name: (t.arch, t.sms, t.fp32_per_sm, t.clock_ghz, round(t.bandwidth / 1e9, 1), t.l2_bytes // 1024)
           for t in gpu_targets.chosen("all")}
    assert got == {"rtx2080ti": ("sm_75", 68, 64, 1.545, 616.0, 5632),
                   "a100": ("sm_80", 108, 64, 1.41, 1555.2, 40960),
                   "h100": ("sm_90", 132, 128, 1.98, 3352.3, 51200),
                   "h200": ("sm_90", 132, 128, 1.98, 4800.0, 51200)}
    for t in gpu_targets.chosen("all"):
        assert "Sources" in t.text and t.description in t.text


@pytest.mark.parametrize("text, message", [
    ("gpu_device_info { core_count: 68", "not a GpuTargetConfigProto text"),
    (Path(gpu_targets.DIR / "rtx2080ti.txtpb").read_text().replace("  clock_rate_ghz: 1.545\n", ""),
     "clock_rate_ghz missing"),
    (Path(gpu_targets.DIR / "rtx2080ti.txtpb").read_text().replace("core_count: 68", "core_count: 0"),
     "core_count missing or not a finite positive number"),
    (Path(gpu_targets.DIR / "rtx2080ti.txtpb").read_text().replace("clock_rate_ghz: 1.545", "clock_rate_ghz: 1e999"),
     "clock_rate_ghz missing or not a finite positive number"),  # 1e999 reads as inf: was accepted
    (Path(gpu_targets.DIR / "rtx2080ti.txtpb").read_text().replace("    major: 7\n    minor: 5\n", ""),
     "cuda_compute_capability"),
])
def test_a_malformed_target_is_named(text, message):
    with pytest.raises(gpu_targets.TargetError, match=message):
        gpu_targets.parse("mine", text, "mine.txtpb")


@pytest.mark.parametrize("command", ["gpu-compile", "sass"])
@pytest.mark.parametrize("target, message", [
    ("rtx", "unknown --target 'rtx'; valid: rtx2080ti, a100, h100, h200"),
    ("h100,", "--target has an empty item in 'h100,'"),
    ("BAD", "is malformed: core_count missing"),
    ("BINARY", "is malformed: not text"),  # was a UnicodeDecodeError traceback
    ("", "--target has an empty item in ''"),  # sass took an empty --target as its default and ran
])
def test_bad_targets_are_one_line_and_write_nothing(tmp_path, harness_main, command, target, message):
    if target == "BAD":
        target = str(tmp_path / "bad.txtpb")
        Path(target).write_text("gpu_device_info {\n  core_count: x\n}\n")
    if target == "BINARY":
        target = str(tmp_path / "bad.txtpb")
        Path(target).write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe\x00gpu_device_info")
    out = tmp_path / "out"
    r = harness_main(command, "--target", target, "--out", str(out))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not out.exists()


THUNKS = """\
001: kCopy         [source       | next=003 (2)] kCopy
002: kCustomKernel [source       | next=003 (1)] init_fusion grid: [8, 1, 1] threads: [128, 1, 1]  shared_memory: 0 bytes
003: kWhile        [prev=002 (1) | sink        ]  \n\
condition:
    004: kCustomKernel [source | sink] loop_compare_fusion grid: [1, 1, 1] threads: [1, 1, 1]  shared_memory: 0 bytes
  body:
    000: kCommandBuffer [source | sink] \n\
        005: kCustomKernel [source       | next=006 (1)] step_fusion grid: [16, 1, 1] threads: [128, 1, 1]  shared_memory: 0 bytes
        006: kCopy         [prev=005 (1) | sink        ] kCopy
    007: kCustomKernel [source | sink] counter_fusion grid: [1, 1, 1] threads: [1, 1, 1]  shared_memory: 0 bytes
008: kCopy         [source       | sink] kCopy
"""


def test_thunk_sequence_parser_and_launches():
    seq = gpu_compile.parse_thunks(THUNKS)
    assert [t["kind"] for t in seq] == ["kCopy", "kCustomKernel", "kWhile", "kCopy"]
    loop = seq[2]
    assert [t["name"] for t in loop["condition"]] == ["loop_compare_fusion"]
    assert [t["kind"] for t in loop["body"]] == ["kCommandBuffer", "kCustomKernel"]
    assert [(t["name"], t["threads"]) for t in loop["body"][0]["children"]] == [("step_fusion", 2048), ("kCopy", None)]
    known = gpu_compile.loop_launches(seq, seq, trip_known=True)
    assert (known["per_iteration"], known["graph_per_iteration"], known["body_kernels"], known["body_copies"],
            known["outside"]) == (3, 2, 2, 1, 3)
    # without a known trip count the condition runs every iteration, and its predicate comes to the host
    unknown = gpu_compile.loop_launches(seq, seq, trip_known=False)
    assert (unknown["per_iteration"], unknown["graph_per_iteration"]) == (5, 4)


@pytest.mark.parametrize("dump, kernels, copies", [
    (FIXTURE, 7.001, 2.005), (FIXTURE.parent.parent / "old_xla" / "0.4.23-rtx2080ti-jax-naive-rngkernel-threefry",
                              22.002, 2.002)])
def test_what_runs_read_from_the_hlo_agrees_with_the_runtime(dump, kernels, copies):
    """For the XLAs whose thunks leave the loop out (0.4.25-0.4.31) what runs is read from the optimized HLO: a
    fusion of copies alone is a copy, as the runtime programs of today's XLA and of 0.4.23 run it. On both
    committed dumps the HLO gives the runtime's counts (0.4.23's copies: the two in the loop, none outside)."""
    mod = hlo.parse((dump / "optimized.hlo.txt").read_text())
    loop = hlo.main_loop(mod)
    graphs = gpu_compile.hlo_thunks(mod, loop)
    launches = gpu_compile.loop_launches(old_xla.without_graphs(graphs), graphs, trip_known=True)
    runs = gpu_compile.what_runs(launches, hlo.trip_count(loop), 1000)
    assert (runs["runs_kernels_per_step"], runs["runs_copies_per_step"]) == pytest.approx((kernels, copies))
    assert runs["runs_conditions_per_step"] == 0.0


def test_what_runs_is_not_told_where_the_iterations_are_not_known():
    body = [{"kind": "kKernel", "name": "k", "threads": 1}]
    known = {"loops": 1, "condition_runs": False, "body": body, "before_and_after": []}
    assert gpu_compile.what_runs(known, 10, 10)["runs_kernels_per_step"] == 1.0
    assert gpu_compile.what_runs({**known, "condition_runs": True}, 10, 10) == {}  # the trip count unknown
    assert gpu_compile.what_runs({**known, "loops": 2}, 10, 10) == {}


def test_the_committed_dump_read_exactly():
    """jax-naive (threefry) for the RTX 2080 Ti: XLA's own thunks say 7 kernels and 2 copies an
    iteration, one CUDA graph after its thunk passes, the condition never launched (known trip count)
    although the HLO count includes it; the bytes from the kernels' shapes; SASS through ptxas."""
    target = gpu_targets.load("rtx2080ti")
    row = gpu_compile.analyse_program(FIXTURE, 1000, 2048, target)
    lau = row["launches"]
    assert row["kernels_per_step"] == 10.007 and row["steps_per_iteration"] == 1
    assert (lau["per_iteration"], lau["body_kernels"], lau["body_copies"], lau["graph_per_iteration"]) == (9, 7, 2, 1)
    assert lau["condition_runs"] is False and lau["outside"] == 6
    # the rollout's launches over its steps: 1000 iterations of 9, and the 6 before the loop; as CUDA
    # graphs, one an iteration and one command buffer before it
    assert (row["launches_per_step"], row["graph_launches_per_step"]) == (9.006, 1.001)
    # what runs: 7 kernels and 2 copies an iteration (the 6 launches before the loop: 1 kernel, 5 copies), no
    # condition, from the thunk sequence; the HLO's 10.007 counts the condition and the copies as kernels
    assert (row["runs_kernels_per_step"], row["runs_copies_per_step"], row["runs_conditions_per_step"]) == \
        pytest.approx((7.001, 2.005, 0.0))
    assert lau["source"] == "thunk sequence"
    # the stacked state read and written three times over (the step, the concatenate, the copy back);
    # the loop's setup before it adds 0.06 a step
    assert row["loop_body_bytes_per_env_step"] == pytest.approx(188.05, abs=0.01)
    assert row["bytes_per_env_step"] == pytest.approx(188.11, abs=0.01)
    if shutil.which("ptxas") is None and not strict.strict_frameworks():
        pytest.skip("ptxas is not on PATH: the SASS half of the fixture is not read")
    s = row["sass"]
    assert s["status"] == "ok", s
    assert set(s["kernels"]) == {t["name"] for t in lau["body"] if t["threads"]} | {"loop_add_fusion_4",
                                                                                    "loop_compare_fusion"}
    sincos = s["kernels"]["loop_add_divide_select_fusion"]
    assert sincos["cold"] > 100 and not sincos["loop"]  # sincosf's reduction left out, its loop with it
    assert 500 < s["per_env_step"] < 900 and s["limiter"] in ("issue", "alu")


def test_the_pallas_rollout_kernel_read_from_its_loop():
    """jax-pallas through Triton for the A100 (its dump, the kernel's serialized Triton IR blanked out
    of the HLO): one custom kernel for the whole rollout, so a launch per 1000 steps; its SASS per
    env-step from the kernel's step loop over the two environments each of its 8 x 128 threads steps
    (counting the loop once per thread, or per launch, would be off by 2x or 1000x)."""
    folder = FIXTURE.with_name("a100-jax-pallas")
    row = gpu_compile.analyse_program(folder, 1000, 2048, gpu_targets.load("a100"))
    assert row["kernels_per_step"] == 0.001 and row["launches"] == {"loops": 0, "source": "thunk sequence"}
    assert row["launches_per_step"] == row["graph_launches_per_step"] == 0.001
    assert (row["runs_kernels_per_step"], row["runs_copies_per_step"]) == (0.001, 0.0)
    if shutil.which("ptxas") is None and not strict.strict_frameworks():
        pytest.skip("ptxas is not on PATH: the SASS half of the fixture is not read")
    s = row["sass"]
    assert s["status"] == "ok" and s["envs_per_thread"] == 2.0, s
    # 266 instructions an iteration of the step loop (selects, no branch per reset), two environments
    assert s["always"] == 266 and s["reset"] == 0 and s["per_env_step"] == 133.0
    assert s["classes"]["fp32"] == 50.0 and s["limiter"] == "issue"
    assert 266 < s["chain_cycles_per_step"] < 266 * 8  # an iteration's latency, at least its issue


def test_an_operand_only_sliced_counts_its_slices():
    text = (FIXTURE / "optimized.hlo.txt").read_text()
    mod = hlo.parse(text)
    rows = {r["name"]: r for r in gpu_compile.body_bytes(text)}
    assert sum(r["read"] + r["written"] for r in rows.values()) == 385132
    # the concatenate reads the four new state columns and the four reset values (8 x 2048 x 4 bytes
    # with its scalar operands) and writes the (2048, 4) state
    assert (rows["input_concatenate_fusion"]["read"], rows["input_concatenate_fusion"]["written"]) == (114704, 32768)
    assert mod.entry


def test_programs_come_from_the_registry():
    import impls

    labels = [p.label for p in gpu_compile.programs()]
    xla = impls.offering("lower-on")
    assert {p.impl for p in gpu_compile.programs()} == set(xla) | {"ppo-update", "torch-compile", "torchscript",
                                                                   "torch-eager"}
    assert "jax-pallas spec" in labels  # the Pallas kernel, through Triton
    assert labels[-3:] == torch_gpu.implementations() == ["torch-eager", "torchscript", "torch-compile"]
    assert {"jax-unroll unroll=2 threefry", "jax-unroll unroll=32 spec", "jax-fused spec policy",
            "jax-sharded spec 2 GPUs", "ppo-update fast-zoo"} <= set(labels)
    assert gpu_compile.gpu_options(gpu_compile.Program("jax-fused", "spec")) == {"unroll": 8}
    # --impl chooses among the CUDA kernels of harness sass too, and only what it names is compiled
    chosen, kernels = gpu_compile.chosen_programs("cupy-raw,jax-naive")
    assert {p.impl for p in chosen} == {"jax-naive"} and {k.impl for k in kernels} == {"cupy-raw"}
    assert {k.impl for k in gpu_compile.chosen_programs(None)[1]} == set(impls.offering("gpu-code"))


def _plugin_or_skip():
    problem = gpu_compile.plugin_problem()
    if problem:
        if strict.strict_frameworks():
            pytest.fail(f"strict run: bin/setup installs the CUDA PJRT plugin, but {problem}", pytrace=False)
        pytest.skip(problem)


# each rung compiles in a child of its own (about 4.5 s): the naive rung in the fast tier, the next in the full one
@pytest.mark.parametrize("impl", ["jax-naive", pytest.param("jax-no-concat", marks=pytest.mark.slow)])
def test_live_compile_counts_are_xlas(impl, tmp_path, harness_main):
    """A real compile for sm_75 in the compile child, through harness gpu-compile's command line (the
    command's run on good input): XLA's counts for this jaxlib, exactly."""
    _plugin_or_skip()
    version = importlib.metadata.version("jaxlib")
    assert version in LIVE, f"no recorded counts for jaxlib {version}: record them in LIVE"
    r = harness_main("gpu-compile", "--impl", impl, "--target", "rtx2080ti", "--passes", "--out", tmp_path)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    (folder,) = tmp_path.iterdir()
    assert folder.name.endswith("-gpu-compile") and (folder / "passes.md").stat().st_size > 0
    result = json.loads(artifacts.read_text(artifacts.find(folder, "gpu_compile.json")))
    assert {r["program"] for r in result["rows"]} == {f"{impl} threefry", f"{impl} spec"}
    assert result["cuda_kernels"] == []  # no kernel build it was not asked for
    got = {r["program"]: r for r in result["rows"]}
    for label, (kernels, launches, graphs, nbytes) in LIVE[version].items():
        if label.startswith(impl + " "):
            r = got[label]
            assert r["status"] == "ok", r
            assert (r["kernels_per_step"], r["launches"]["per_iteration"], r["launches"]["graph_per_iteration"]) == \
                (pytest.approx(kernels, abs=1e-9), launches, graphs), (label, r["kernels_per_step"], r["launches"])
            assert r["bytes_per_env_step"] == pytest.approx(nbytes, abs=0.01), (label, r["bytes_per_env_step"])
    if impl == "jax-naive":
        # the per-pass dumps: priority fusion makes jax-naive's step of some 650 ops into a handful of kernels,
        # multi-output fusion merges a few more; the study's instruction fusion and fusion merger never run
        naive = got["jax-naive threefry"]
        changes = gpu_passes.by_pass(naive["pass_changes"]["changes"])
        assert min(changes, key=changes.get) == "priority-fusion" and changes["priority-fusion"] < -500, changes
        assert changes["multi_output_fusion"] < 0, changes
        assert {"priority-fusion", "multi_output_fusion"} <= set(naive["passes_run"]["passes"])
        assert not {"fusion_merger", "horizontal_loop_fusion"} & set(naive["passes_run"]["passes"])
        return
    s = got["jax-no-concat threefry"]["sass"]
    if s.get("status") == "ok":  # ptxas on PATH
        # the step's loop body is close to cupy-raw's hand-written loop; threefry's words for every step,
        # drawn before the loop, cost more than the steps themselves
        assert 100 < s["loop_body"] < 200 and s["per_env_step"] > 2 * s["loop_body"], s


def test_the_cpu_runs_never_see_the_plugin():
    """The plugin lives outside the suite's import path: a CPU process of the suite (a sweep's) imports
    jax without the CUDA plugin's cuDNN traceback, on the CPU."""
    code = ("import sys, impls; c = impls.make('jax-fused', 8); c.rollout(3); import jax; "
            "print(jax.default_backend(), any('xla_cuda' in m for m in sys.modules))")
    r = subprocess.run([sys.executable, "-c", code], env=process.python_env("jax-fused"), capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.split() == ["cpu", "False"]
    assert "cuDNN" not in r.stderr and "plugin configuration error" not in r.stderr.lower(), r.stderr[-2000:]


def test_ablation_settings_and_their_effect_check():
    """harness ablate --target: each XLA setting applied to one compile (XLA_FLAGS text as per-compile
    options), and its effect told from the default's HLO and thunks: a pass name XLA ignores is 'no effect'."""
    assert gpu_compile.flag_options("--xla_disable_hlo_passes=fusion --xla_gpu_enable_command_buffer=") == {
        "xla_disable_hlo_passes": "fusion", "xla_gpu_enable_command_buffer": ""}
    row = lambda setting, h, t, status="ok": {"setting": setting, "status": status, "hlo_sha1": h,  # noqa: E731
                                              "thunks_sha1": t}
    got = gpu_compile.effects([row("", "a", "x"), row("no-fusion", "b", "y"), row("no-command-buffers", "a", "z"),
                               row("no-such-pass (control)", "a", "x"), row("broken", None, None, "failed")])
    assert [(r["setting"], r["effect"]) for r in got] == [
        ("default", "baseline"), ("no-fusion", "changed HLO"), ("no-command-buffers", "changed thunks only"),
        ("no-such-pass (control)", "no effect (same HLO and thunks)"), ("broken", "")]
    # with XLA's pass log, a setting that disables a pass XLA does not run says so (the control, and
    # horizontal loop fusion, which today's XLA:GPU no longer has)
    ran = gpu_passes.passes_run(PASS_LOG)
    assert ran == {"pipelines": ["simplification", "fusion"], "passes": ["algsimp", "priority-fusion",
                                                                          "multi_output_fusion"]}
    rows = [{**row("", "a", "x"), "passes_run": ran},
            {**row("no-such-pass (control)", "a", "x"), "xla_flags": "--xla_disable_hlo_passes=no-such-pass"},
            {**row("no-fusion", "b", "y"), "xla_flags": "--xla_disable_hlo_passes=fusion"},
            {**row("two", "b", "y"), "xla_flags": "--xla_disable_hlo_passes=priority-fusion,horizontal_loop_fusion"}]
    assert [r["effect"] for r in gpu_compile.effects(rows)][1:] == [
        "not a pass this XLA runs: no-such-pass (the setting does nothing)", "changed HLO",
        "not a pass this XLA runs: horizontal_loop_fusion (the setting does nothing)"]
    # the committed dump's own hashes: HLO and thunk sequence (module numbers left out) read
    r = gpu_compile.analyse_program(FIXTURE, 1000, 2048, gpu_targets.load("rtx2080ti"))
    assert len(r["hlo_sha1"]) == 40 and len(r["thunks_sha1"]) == 40


@pytest.mark.parametrize("args, message", [
    (("--target", "nope"), "unknown --target 'nope'"),
    (("--target", "h100", "--settings", "no-algsimp"), "unknown --settings 'no-algsimp'; valid: no-fusion,"),
])
def test_ablate_target_bad_input(tmp_path, harness_main, args, message):
    r = harness_main("ablate", *args, "--out", str(tmp_path / "out"))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert not (tmp_path / "out").exists()


PASS_LOG = """I1125 05:43:57.145 24539 hlo_pass_pipeline.cc:303] Running HLO pass pipeline on module jit_f: simplification
I1125 05:43:57.145 24539 hlo_pass_pipeline.cc:181]   HLO pass algsimp
I1125 05:43:57.145 24539 hlo_pass_pipeline.cc:185]   Module hash 518553757824715202
I1125 05:43:57.146 24539 hlo_pass_pipeline.cc:181]   HLO pass algsimp
I1125 05:43:57.146 24539 hlo_pass_pipeline.cc:303] Running HLO pass pipeline on module jit_f: fusion
I1125 05:43:57.146 24539 hlo_pass_pipeline.cc:181]   HLO pass priority-fusion
I1125 05:43:57.147 24539 hlo_pass_pipeline.cc:176] HLO pass: priority-fusion time: 23 us
I1125 05:43:57.147 24539 hlo_pass_pipeline.cc:181]   HLO pass multi_output_fusion
"""

_LOOP = """HloModule m

{body}

body {{
  t = (s32[], f32[8]) parameter(0)
  i = s32[] get-tuple-element(t), index=0
  x = f32[8] get-tuple-element(t), index=1
  {step}
  ROOT r = (s32[], f32[8]) tuple(i, y)
}}

cond {{
  t = (s32[], f32[8]) parameter(0)
  ROOT c = pred[] constant(true)
}}

ENTRY main {{
  p0 = (s32[], f32[8]) parameter(0)
  ROOT w = (s32[], f32[8]) while(p0), condition=cond, body=body
}}
"""
_UNFUSED = _LOOP.format(body="""inner {
  p = f32[8] parameter(0)
  a = f32[8] add(p, p)
  m = f32[8] multiply(a, a)
  ROOT s = f32[8] sine(m)
}""", step="y = f32[8] call(x), to_apply=inner")
_FUSED = _LOOP.format(body="""fused {
  p = f32[8] parameter(0)
  a = f32[8] add(p, p)
  m = f32[8] multiply(a, a)
  ROOT s = f32[8] sine(m)
}""", step="y = f32[8] fusion(x), kind=kLoop, calls=fused")


def test_per_pass_dumps_name_the_pass_that_made_the_kernels(tmp_path):
    """harness gpu-compile --passes: the loop body's would-be kernels read through its calls before
    optimizations, and the pass whose dump changed their number gets the change (a pass that changed
    something else, and another module's dumps, are not counted)."""
    name = "module_0001.jit_rollout"
    (tmp_path / f"{name}.sm_7.5_gpu_after_optimizations.txt").write_text(_FUSED)
    (tmp_path / f"{name}.before_optimizations.txt").write_text(_UNFUSED)
    (tmp_path / f"{name}.0003.simplification.after_algsimp.before_cse.txt").write_text(_UNFUSED.replace("m = ", "m  = "))
    (tmp_path / f"{name}.0010.fusion.after_priority-fusion.before_cse.txt").write_text(_FUSED)
    (tmp_path / f"{name}.0011.copy-insertion.after_adding_copies_to_resolve_interference.txt").write_text(
        _FUSED.replace("  ROOT r = (s32[], f32[8]) tuple(i, y)", "  z = f32[8] copy(y)\n  ROOT r = (s32[], f32[8]) tuple(i, z)"))
    (tmp_path / "module_0002.jit_other.0001.fusion.after_priority-fusion.before_cse.txt").write_text(_UNFUSED)
    assert [(p, n) for p, n, _ in gpu_passes.pass_dumps(tmp_path)] == [
        ("", "start"), ("simplification", "algsimp"), ("fusion", "priority-fusion"),
        ("copy-insertion", "adding_copies_to_resolve_interference")]
    got = gpu_passes.pass_changes(tmp_path, steps_per_iteration=2)
    assert (got["start"], got["final"]) == (1.5, 1.0)
    assert [(c["pass"], c["before"], c["after"]) for c in got["changes"]] == [
        ("priority-fusion", 1.5, 0.5), ("adding_copies_to_resolve_interference", 0.5, 1.0)]
    assert got["changes"][0]["ops"] == {"add": (0.5, 0), "fusion kLoop": (0, 0.5), "multiply": (0.5, 0),
                                        "sine": (0.5, 0)}
    rows = [{"status": "ok", "program": "p", "target": t, "pass_changes": got, "passes_run": gpu_passes.passes_run(PASS_LOG)}
            for t in ("a100", "h100")]
    md = gpu_passes.to_doc(rows).markdown()
    assert "| priority-fusion | \u22121 |" in md and "| before optimizations | 1.5 |" in md
    assert "fusion merger (`fusion_merger`): not run" in md and "priority fusion (`priority-fusion`): runs" in md


def test_cuda_kernels_that_all_fail_are_not_blamed_on_the_missing_plugin(tmp_path, monkeypatch, capsys):
    """--impl naming CUDA kernels only, every build failing, on a machine without XLA:GPU's plugin: the
    one line says the programs failed, not that the plugin (which they never needed) is missing."""
    from harness.__main__ import main

    monkeypatch.setenv(gpu_compile.PLUGIN_ENV, str(tmp_path / "no-plugin"))
    monkeypatch.setattr(sass, "reset_fractions", lambda: {"p_env": 0.01, "p_warp": 0.2})

    def failing(target, *args):
        raise sass.SassError(f"ptxas refused {target.label} (planted)")

    monkeypatch.setattr(sass, "kernel_sass", failing)
    monkeypatch.chdir(tmp_path)
    assert main(["gpu-compile", "--impl", "cupy-raw", "--target", "rtx2080ti", "--out", "out"]) == 1
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: nothing compiled: every program failed"), err
    assert "plugin" not in err and len(err.splitlines()) == 1
    assert not (tmp_path / "out").exists()  # --out made for the check and removed again
