"""PyTorch's GPU compilers without a GPU (harness/analysis/torch_gpu.py, gpu-compile's torch rows):
a committed Inductor output code, Triton PTX and NNC log of the RTX 2080 Ti read exactly, the pinned
versions refused otherwise, bad input refused before anything runs, and (where bin/setup --torch-gpu
installed the side install: strictly under CI, which does) a live compile of the registered
torch-compile step for sm_75 whose kernel count catches a step split in two."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from harness.__main__ import main
from harness.analysis import gpu_model, gpu_targets, sass, torch_gpu
from harness.measure import strict

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "torch_gpu"
KERNEL = ("triton_poi_fused___rshift____to_copy_abs_add_bitwise_and_bitwise_or_bitwise_xor_div_ge_gt_lt_mul_rsub_"
          "scalar_tensor_select_sub_where_0")
NNC_KERNEL = "fused___xor_____rsh_14464664572003092150"


def _need(tool: str) -> None:
    if sass.find_tool(tool) is None:
        pytest.skip(f"{tool} is not installed here (the CUDA toolkit's; harness sass names the package)")


def test_inductor_output_code_is_read_exactly():
    """The single step at 256 environments: one Triton kernel launched by call(), over 256 elements,
    reading x, x_dot, theta, theta_dot, ep, episodes, returns and four of the five environment keys and
    writing the seven state fields (76 bytes an element; the step key, one fixed element, not counted)."""
    kernels = torch_gpu.triton_kernels((FIXTURE / "output_code.py.txt").read_text())
    assert kernels == {KERNEL: {"xnumel": 256, "bytes_per_element": 76}}


def test_a_triton_configuration_is_counted_exactly(tmp_path):
    """The XBLOCK=128 configuration (4 warps: 128 threads, one element each) through the system's ptxas:
    its registers and hot SASS times the 256 threads two blocks launch, over the 256 env-steps."""
    _need("ptxas")
    folder = tmp_path / "step"
    folder.mkdir()
    shutil.copy(FIXTURE / "output_code.py.txt", folder / "output_code.py")
    shutil.copy(FIXTURE / "step-xblock128.ptx", folder / "k.1.ptx")
    d = {"code": "output_code.py", "steps_per_call": 1,
         "kernels": [{"name": KERNEL, "configs": [{"XBLOCK": 128, "num_warps": 4, "num_stages": 1, "ptx": "k.1.ptx"}]}]}
    row = torch_gpu.inductor_row(folder, d, 256, gpu_targets.load("rtx2080ti"))
    (config,) = row["kernels"][0]["configs"]
    assert (config["registers"], config["instructions"], config["threads"]) == (32, 174, 256)
    assert (row["kernels_per_step"], row["launches_per_step"], row["bytes_per_env_step"]) == (1.0, 1.0, 76.0)
    assert row["sass"]["per_env_step"] == 174.0 and row["sass"]["status"] == "ok" and row["note"] == ""
    assert sum(row["sass"]["classes"].values()) == pytest.approx(174.0)


def test_nncs_logged_source_and_launch_are_read_exactly():
    """NNC's CUDA source for TorchScript's one fusion group at 256 environments: one block of 512
    threads (those past the 256th leave at its bounds check), 76 bytes an element."""
    source, blocks, threads = torch_gpu.nnc_source((FIXTURE / "nnc0.log").read_text())
    assert (blocks, threads) == (1, 512)
    assert source.count("__global__") == 1 and "gpu_block_extents" not in source and "[DEBUG" not in source
    assert torch_gpu.nnc_kernel(source) == {"name": NNC_KERNEL, "bytes_per_element": 76}
    assert torch_gpu.nnc_source("nothing logged\n") is None


@pytest.mark.parametrize("torch_v, triton_v, names", [
    ("2.13.0+cpu", "3.8.0", "torch 2.13.0"), ("2.14.1+cu130", "3.6.0", "triton 3.6.0"),
    (None, None, "torch none and triton none")])
def test_other_torch_or_triton_versions_are_refused(torch_v, triton_v, names):
    why = torch_gpu.version_problem(torch_v, triton_v)
    assert names in why and "2.14.1" in why and "3.8.0" in why and "bin/setup --torch-gpu" in why
    assert torch_gpu.version_problem("2.14.1+cu130", "3.8.0") is None


def test_the_device_answers_refuse_this_pythons_torch_before_touching_it():
    """The suite's own torch (a CPU build of another version) is refused before any internal is patched."""
    import torch

    if torch_gpu.version_problem(torch.__version__, "3.8.0") is None:
        pytest.skip("this Python has the pinned torch")
    before = torch.cuda.is_available
    with pytest.raises(RuntimeError, match="device answers are written for torch 2.14.1"):
        torch_gpu.answer_device_queries(gpu_targets.load("rtx2080ti"))
    assert torch.cuda.is_available is before


@pytest.mark.parametrize("argv, message", [
    (["--target", "rtx9090"], "unknown --target 'rtx9090'; valid: rtx2080ti, a100, h100, h200"),
    (["--impl", "torch-compiled"], "torch-compiled"),
])
def test_bad_input_for_the_torch_rows_is_refused_before_anything_runs(argv, message, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["gpu-compile", *(["--impl", "torch-compile"] if "--impl" not in argv else []), *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1 and not list(tmp_path.iterdir())


def test_without_the_side_install_the_torch_rows_say_why_and_nothing_is_written(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(torch_gpu.ROOT_ENV, str(tmp_path / "none"))
    monkeypatch.chdir(tmp_path)
    assert main(["gpu-compile", "--target", "rtx2080ti", "--impl", "torch-compile"]) == 1
    err = capsys.readouterr().err
    assert "PyTorch's CUDA build is not installed" in err and "bin/setup --torch-gpu" in err
    assert "nothing written" in err and len(err.strip().splitlines()) == 1 and not list(tmp_path.iterdir())


def test_the_model_predicts_the_torch_rows_without_fitting_to_them():
    """PyTorch's rows join the predictions (held out) and the study's TorchScript comparison; the fit
    is the same with and without them."""
    base = json.loads((Path(__file__).resolve().parent / "fixtures" / "gpu_model" / "gpu_compile.json").read_text())
    without = {**base, "torch_rows": []}
    ts = {"target": "rtx2080ti", "program": "torchscript", "impl": "torchscript", "status": "ok", "compiler": "NNC",
          "num_envs": base["num_envs"], "steps": 1, "kernels_per_step": 1.0, "launches_per_step": 1.0,
          "graph_launches_per_step": 1.0, "bytes_per_env_step": 76.0,
          "sass": {"status": "ok", "per_env_step": 231.0, "classes": {"alu": 100.0, "fp32": 50.0},
                   "chain_cycles_per_step": 700.0}}
    m0, m1 = gpu_model.model(without), gpu_model.model({**base, "torch_rows": [ts]})
    assert m0["fits"] == m1["fits"]
    (pred,) = [p for p in m1["predictions"] if p.get("held_out")]
    a = m1["fits"]["anchored"]["a_s"]
    t = gpu_model.terms(ts, gpu_targets.load("rtx2080ti"), "today")
    assert pred["anchored_today"] == pytest.approx(ts["num_envs"] / gpu_model.step_time(t, a, m1["fits"]["anchored"]["b_s"]))
    row = next(r for r in m1["torch_comparison"] if r["program"] == "torchscript")
    assert row["study"] == gpu_model.STUDY_TORCHSCRIPT and row["kernels_per_step"] == 1.0
    assert "1.97x" in gpu_model.to_doc(m1).markdown() and not m0["torch_comparison"]


def _installed() -> None:
    problem = torch_gpu.problem()
    if problem is None:
        return
    requested = torch_gpu.root().with_name("torch-gpu.requested")
    if strict.strict_frameworks() and requested.exists():
        pytest.fail(f"bin/setup --torch-gpu installed PyTorch's CUDA build but it cannot compile: {problem}")
    pytest.skip(problem)


@pytest.mark.slow
def test_live_compile_of_the_registered_step_for_the_rtx_2080_ti(tmp_path):
    """Live: the side install's Inductor compiles torch_impls' own single step for sm_75 from fake CUDA
    tensors: one Triton kernel a step (a step split in two is caught here); at 64 environments Inductor
    has one configuration (XBLOCK 64, one warp: two elements a thread), its SASS through the system's
    ptxas."""
    _installed()
    _need("ptxas")
    (row,) = torch_gpu.run_target(gpu_targets.load("rtx2080ti"), ["torch-compile"], 64, tmp_path, only=["step"])
    assert row["program"] == "torch-compile step" and row["compiler"].startswith("torch 2.14.1")
    assert row["status"] == "ok", row.get("reason")
    assert (row["kernels_per_step"], row["launches_per_step"], row["bytes_per_env_step"]) == (1.0, 1.0, 76.0)
    (kernel,) = row["kernels"]
    (config,) = kernel["configs"]
    assert (config["XBLOCK"], config["num_warps"], config["threads"]) == (64, 1, 32)
    assert 200 <= config["instructions"] <= 400 and 16 <= config["registers"] <= 64
    assert row["sass"]["status"] == "ok" and row["sass"]["per_env_step"] == config["instructions"] / 2
    assert row["note"] == "" and row["compile_s"] > 0
    assert "sm_75" in (tmp_path / "torch-compile-step").joinpath(
        next(p.name for p in (tmp_path / "torch-compile-step").glob("*.ptx"))).read_text()


def _write(parent: Path, kind: str, stem: str, machine: dict, payload: dict) -> None:
    from harness.artifacts import Artifacts

    Artifacts.new(parent, "gpu-machine", kind, machine).data(stem, payload)


@pytest.mark.parametrize("eager_on_gpu, code", [(128.0, 0), (131.0, 1)])
def test_gpu_runs_torch_kernels_stage_compares_the_counts(tmp_path, capsys, eager_on_gpu, code):
    """bin/gpu-run torch-kernels on a GPU machine's fusion result (an H100's, made up for the test):
    each torch row's measured kernels per step beside the compile-only count; one that differs fails."""
    machine = {"gpu_name": "NVIDIA H100 80GB HBM3", "label": "gpu-machine"}
    _write(tmp_path / "measured", "fusion", "fusion", machine, {"rows": [
        {"impl": "torch-compile", "device": "cuda", "status": "ok", "num_envs": 2048, "kernels_per_step": 0.25},
        {"impl": "torch-eager", "device": "cuda", "status": "ok", "num_envs": 2048, "kernels_per_step": eager_on_gpu}]})
    ok = {"target": "h100", "status": "ok", "mode": "rollout", "launches_per_step": 1.0, "graph_launches_per_step": 1.0,
          "steps": 1, "num_envs": 2048, "sass": {"status": "skipped"}}
    _write(tmp_path / "compiled", "gpu-compile", "gpu_compile", machine, {
        "rows": [], "targets": [], "num_envs": 2048, "steps": 1000, "torch_rows": [
            {**ok, "program": "torch-compile chunk=8", "impl": "torch-compile", "kernels_per_step": 0.25},
            {**ok, "program": "torch-compile step", "impl": "torch-compile", "mode": "step", "kernels_per_step": 1.0},
            {**ok, "program": "torch-eager", "impl": "torch-eager", "kernels_per_step": 128.0}]})
    assert torch_gpu.check_on_gpu(str(tmp_path / "measured"), str(tmp_path / "compiled")) == code
    out = capsys.readouterr().out
    assert "| torch-compile | 0.25 | 0.25 | True |" in out
    assert f"| torch-eager | {eager_on_gpu:g} | 128 | {code == 0} |" in out
    assert torch_gpu.check_on_gpu(str(tmp_path / "compiled"), str(tmp_path / "compiled")) == 1  # no fusion result
