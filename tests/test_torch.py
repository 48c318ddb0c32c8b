"""PyTorch specifics: fusion evidence per implementation, compile time independent of T, and
TorchScript's deprecation warning kept away from the user."""
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

import impls

torch = pytest.importorskip("torch", reason="torch is not installed")
from harness.analysis import fusion, torch_graphs  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent


def test_torchscript_on_cpu_reports_no_fusion():
    env = impls.make("torchscript", 256)
    env.rollout(3)
    env.rollout(3)  # the profiling executor optimises from the second run
    assert "prim::Loop" in env.fusion_artifacts(3)["text"]
    ev = fusion.evidence(env, 3)
    assert ev["fusions_per_step"] == 0  # the CPU build has no LLVM: NNC does not fuse
    assert ev["kernels_per_step"] > 50 and "aten::sin" in ev["boundaries"]


def test_torchscript_code_is_final_after_its_compile_calls():
    """The profiling executor profiles call 1 and optimises on call 2: the benchmark counts
    ``compile_calls`` (2) untimed calls as compilation, so that optimisation never lands in a timed
    round. After them, the executed graph has no profiling nodes left and a third call runs the
    same graph. (A fresh process: the executor's state is shared by every scripted instance.)"""
    code = ("import warnings, torch, impls; warnings.simplefilter('ignore')\n"
            "env = impls.make('torchscript', 64); graphs = []\n"
            "for _ in range(env.compile_calls + 1):\n"
            "    env.rollout(5); graphs.append(str(torch.jit.last_executed_optimized_graph()))\n"
            "print(env.compile_calls, ['prim::profile' in g for g in graphs], graphs[-2] == graphs[-1])\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-2000:]
    # call 1 still profiles (one compile call would be too few); from call 2 on the graph is final
    assert r.stdout.split() == ["2", "[True,", "False,", "False]", "True"], r.stdout


def test_eager_counts_every_op():
    ev = fusion.evidence(impls.make("torch-eager", 256), 1)
    assert 60 < ev["kernels_per_step"] < 200 and ev["fusions_per_step"] == 0


def test_inductor_fuses_a_chunk_into_one_kernel_and_compiles_once():
    from torch._dynamo.utils import counters

    from test_conformance import OPTIONS

    chunk = OPTIONS["torch-compile"]["chunk"]  # the conformance suite's size and chunk: its graphs are reused
    env = impls.make("torch-compile", 4096, chunk=chunk)
    env.rollout(chunk + 1)
    graphs = counters["stats"]["unique_graphs"]
    env.rollout(10 * chunk + 3)  # a longer rollout reuses the same two graphs
    assert counters["stats"]["unique_graphs"] == graphs
    ev = fusion.evidence(env, 100)
    assert ev["kernels_per_step"] == 1 / chunk
    assert ev["boundaries"].startswith("cpp_fused_")


def test_the_compiled_step_takes_every_action_dtype_in_one_graph():
    """Step mode's actions reach the compiled step as int64 whatever integer or bool dtype the caller
    used: one graph, not one compiled on first use of each dtype (a recompile of seconds mid-run)."""
    from torch._dynamo.utils import counters

    from test_conformance import STEP_N

    env = impls.make("torch-compile", STEP_N, seed=3)
    ref = impls.make("torch-compile", STEP_N, seed=3)
    rows = np.random.default_rng(1).integers(0, 2, (4, STEP_N))
    env.step(rows[0])
    graphs = counters["stats"]["unique_graphs"]
    for row, dtype in zip(rows[1:], (np.int32, np.uint8, bool)):
        env.step(row.astype(dtype))
    assert counters["stats"]["unique_graphs"] == graphs
    for row in rows:
        ref.step(row)
    for f, a in env.state().items():
        np.testing.assert_array_equal(a, ref.state()[f], err_msg=f)


def test_inductor_kernel_parser_cpu_and_triton_wrappers():
    cpu = ("cpp_fused_add_0 = async_compile.cpp_pybinding(...)\n"
           "def call(args):\n    buf0 = empty_strided_cpu((4,), (1,), torch.float32)\n"
           "    cpp_fused_add_0(arg0_1, buf0)\n    cpp_fused_mul_1(buf0, buf1)\n    return (buf1, )\n"
           "\ndef benchmark_compiled_module():\n    cpp_fused_add_0(x, y)\n")
    assert torch_graphs.inductor_kernel_calls(cpu) == ["cpp_fused_add", "cpp_fused_mul"]
    cuda = ("def call(args):\n    triton_poi_fused_add_sin_0.run(arg0_1, buf0, 2048, stream=stream0)\n"
            "    return (buf0, )\n")
    assert torch_graphs.inductor_kernel_calls(cuda) == ["triton_poi_fused_add_sin"]


def test_torchscript_deprecation_warning_is_not_shown():
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        env = impls.make("torchscript", 16)
        env.rollout(2)
        env.fusion_artifacts(2)
    assert not [w for w in caught if issubclass(w.category, DeprecationWarning)]


def test_thread_count_option():
    before = torch.get_num_threads()
    try:
        env = impls.make("torch-eager", 256, seed=1, threads=1)
        assert torch.get_num_threads() == 1 and env.describe()["threads"] == 1
        with pytest.raises(ValueError, match="threads must be 1 to"):
            impls.make("torch-eager", 8, threads=impls.CPU_CORES + 1)
    finally:
        torch.set_num_threads(before)
