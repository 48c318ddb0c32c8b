"""The CPU machine-code reader (harness/analysis/cpu_code.py) on committed real compiler output
(tests/fixtures/cpu_code/: Numba's assembly dump of numba-cpu's rollout, XLA's object files of
jax-fused's loop-body kernels, Inductor's kernel of torch-compile's 8-step chunk and the host build
of cartpole.cu, disassembled by objdump, x86-64 with AVX-512), and the command on this machine."""
import json
import platform
import subprocess
import sys
from pathlib import Path

import pytest

from harness import artifacts
from harness.analysis import asm
from harness.analysis import cpu_code as cc
from harness.measure import strict

ROOT = Path(__file__).resolve().parent.parent
FIX = ROOT / "tests" / "fixtures" / "cpu_code"


def fixture(name):
    return (FIX / f"{name}.s").read_text()


def test_xla_kernel_loop_and_its_induction_step():
    """XLA's multiply_divide kernel: 4 x 2 vdivps ymm per iteration and ``add $0x40,%rsi`` indexing
    (%rax,%rsi,4): both readings give 64 environments per iteration."""
    funcs = asm.parse_objdump(fixture("jax-fused"))
    (loop,) = [lp for lp in asm.loops("multiply_divide_fusion", funcs["multiply_divide_fusion"])]
    assert loop.vector_bits == 256 and asm.envs_per_iteration(loop.instructions) == 64
    assert asm.env_steps_per_iteration(loop.instructions) == 64  # 8 divisions of 8 lanes
    counts = loop.counts()
    assert counts["branch"] == 1 and counts["load/store"] == 16 and sum(counts.values()) == len(loop.instructions)


@pytest.mark.parametrize("impl, loops, bits, per_step, integer", [
    ("numba-cpu", 1, 512, 4.75, 0.6875),      # 76 instructions for 16 environments
    ("jax-fused", 10, 512, 26.13, 10.875),    # the reset words hashed for every environment, every step
    ("torch-compile", 1, 512, 14.16, 9.141),  # the hash in int64 with masks
    ("cupy-raw", 1, 128, 74.0, 1.0),          # scalar: one environment, 4 steps per iteration
])
def test_instructions_per_env_step_of_each_compiler(impl, loops, bits, per_step, integer):
    row = cc.analyse_text(impl, fixture(impl))
    assert row["status"] == "ok" and row["loops"] == loops and row["vector_bits"] == bits
    assert row["instructions_per_env_step"] == pytest.approx(per_step, abs=0.01)
    assert row["per_env_step"]["integer vector"] == pytest.approx(integer, abs=0.01)


def test_xla_hash_kernel_with_shift_guards_is_one_loop():
    """XLA's kernel that hashes the reset words tests each shift amount at run time (branches inside
    the loop body); the loop over environments is still found: 8 per iteration, not unrolled."""
    funcs = asm.parse_objdump(fixture("jax-fused"))
    (loop,) = asm.loops("add_select_fusion", funcs["add_select_fusion"])
    assert loop.envs_per_iteration == 8 and loop.counts()["branch"] > 16


def test_numba_hot_loop_is_the_small_angle_one():
    """numba-cpu has a full-sincos variant of the physics for a call's first step and remainder
    loops; the main loop is the widest and shortest: 16 env-steps, one vdivps zmm."""
    (loop,) = asm.hot_loops(asm.parse_llvm_asm(fixture("numba-cpu")), with_division=True)
    assert loop.envs_per_iteration == 16 and len(loop.instructions) == 76
    assert sum(m == "vdivps" for m, _ in loop.instructions) == 1


@pytest.mark.parametrize("mnemonic, operands, cls", [
    ("vpmulld", "%zmm1,%zmm2,%zmm3", "integer vector"),
    ("vmovups", "%zmm4,(%rdx,%rsi,4)", "load/store"),
    ("vmovups", "(%rax),%ymm4", "load/store"),
    ("vdivss", "%xmm1,%xmm2,%xmm3", "scalar FP"),
    ("vfmadd213ps", "%zmm3,%zmm30,%zmm6", "vector FP"),
    ("vpermps", "%zmm1,%zmm2,%zmm3", "vector FP"),
    ("jne", "50 <f+0x50>", "branch"),
    ("call", "1234 <sinf>", "call"),
    ("add", "$0x40,%rsi", "other"),
])
def test_classes(mnemonic, operands, cls):
    assert asm.classify(mnemonic, operands) == cls


def test_ceiling_arithmetic():
    m = cc.Machine("m", 2, 3.0, 6, 4, True, "")
    per = dict.fromkeys(cc.CLASSES, 0.0)
    per.update({"vector FP": 3.0, "integer vector": 1.0, "other": 2.0})
    best, limiter = cc.ceiling(per, 4.0, m)  # 4 vector ops x 2 halves / 4 pipes = 2 cycles > 6 / 6
    assert limiter == "vector pipes" and best == pytest.approx(2 * 3e9 / 2.0)
    best, limiter = cc.ceiling(per, 0.0, cc.Machine("m", 1, 1.0, 2, 4, False, ""))
    assert limiter == "issue" and best == pytest.approx(1e9 / 3.0)


def test_negative_immediates_read_as_signed():
    body = [("vdivps", "%ymm1,%ymm2,%ymm3"), ("sub", "$0xffffffffffffff80,%rdx"), ("jne", "0 <f>")]
    assert asm.envs_per_iteration(body) == 32  # -(-128) bytes of float32
    assert asm.env_steps_per_iteration(body) == 8


@pytest.mark.slow
@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="reads x86 machine code")
def test_command_on_numba_cpu(tmp_path):
    strict.importorskip("numba")
    r = subprocess.run([sys.executable, "-m", "harness", "cpu-code", "--impl", "numba-cpu", "--num-envs", "4096",
                        "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    (folder,) = tmp_path.iterdir()
    assert folder.name.endswith("-cpu-code") and "| numba-cpu |" in (folder / "cpu-code.md").read_text()
    assert "vdivps" in artifacts.read_text(folder / "numba-cpu.s.xz")
    # the measured peak: a micro-kernel that ran numba-cpu's mix (its vector FP and integer operations
    # each within one per vector of lanes: 16 with AVX-512, 8 with AVX2), vectorised, at a positive rate
    (row,) = json.loads((folder / "cpu-code.json").read_text())["rows"]
    assert row["peak_env_steps_per_s"] > 1e8 and row["peak_chains"] in (1, 4, 8) and 0 < row["peak_ipc"] < 8
    lanes = row["vector_bits"] // 32
    assert lanes in (8, 16)
    for kind in ("vector FP", "integer vector"):  # as LLVM compiled it: nothing folded, no register copies
        assert abs(row["peak_mix"][kind] - row["per_env_step"][kind]) <= 1 / lanes + 1e-9, kind
    assert "measured peak (G/s)" in (folder / "cpu-code.md").read_text()
    # numba-cpu's own rate timed in turns with the micro-kernels in that child: its fraction of the
    # peak is the ratio of the two, not of a rate from another process
    assert row["beside_peak_env_steps_per_s"] > 1e7
    assert row["of_peak"] == pytest.approx(row["beside_peak_env_steps_per_s"] / row["peak_env_steps_per_s"])
    assert "timed in turns" in (folder / "cpu-code.md").read_text()


def test_of_peak_says_which_processes_its_rates_came_from():
    """A result written before the implementation was timed beside the peak keeps its fraction's older
    meaning (the latest sweep's rate over a peak from another process) on the page."""
    row = {"impl": "numba-cpu", "status": "ok", "vector_bits": 256, "per_env_step": dict.fromkeys(cc.CLASSES, 1.0),
           "instructions_per_env_step": 7.0, "ceiling_env_steps_per_s": 2e9, "limiter": "issue", "note": "",
           "measured_env_steps_per_s": 6e8, "of_ceiling": 0.3, "peak_env_steps_per_s": 1e9, "peak_chains": 4,
           "peak_ipc": 2.0, "of_peak": 0.6}
    mach = cc.Machine("m", 2, 3.0, 6, 4, False, "")
    old, new = cc.to_table([row], 16384, mach).block(), cc.to_table([{**row, "beside_peak_env_steps_per_s": 5e8,
                                                                    "of_peak": 0.5}], 16384, mach).block()
    assert "(two processes)" in old and "timed in turns" not in old and "| 60% |" in old
    assert "timed in turns" in new and "| 0.500 | 50% |" in new


def test_the_peak_micro_kernel_holds_the_mix():
    """The micro-kernel's plan (the counts its one Numba function compiles in): every operation of the mix and
    no other, dealt to the chains in turn."""
    from harness.analysis import cpu_peak

    p = cpu_peak.plan(2.25, 0.69, 4)
    assert p["ops"] == {"div": 1, "fma": 18, "add": 17, "int": 11}  # 36 vector FP: the divisor's addition among them
    assert p["fp"] == [9, 9, 8, 8, 0, 0, 0, 0]  # 34 after the division, fma and add in turn on each chain
    # one hash chain of 11 integer operations: three (xorshift, multiply) pairs and a last xorshift
    assert (p["hashes"], p["pairs"][0], p["tail_shift"][0], p["tail_xor"][0]) == (1, 3, 1, 0)
    # two hash chains from 14 integer operations (AVX2's numba-cpu): the second starts by a shift of the key
    # (one operation), each chain its hash's steps, and one join: the operations are the target's count
    p = cpu_peak.plan(5.0, 1.75, 4, 8)
    ints = (p["hashes"] - 1) * 2 + sum(3 * q + 2 * t + x for q, t, x in zip(p["pairs"], p["tail_shift"], p["tail_xor"]))
    assert p["hashes"] == 2 and ints == p["ops"]["int"] == 14
    assert p["xor_join"][1] == (p["tail_shift"][1] == 0 and p["tail_xor"][1] == 0)  # an xor only after a multiply
    with pytest.raises(ValueError, match="chains must be one of"):
        cpu_peak.plan(1.0, 1.0, 3)


@pytest.mark.slow
@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="reads x86 machine code")
def test_forced_isa_reaches_every_framework(tmp_path):
    """`cpu-code --isa avx2` on an AVX-512 CPU reads the code each framework generates for AVX2: XLA's
    kernels under --xla_cpu_max_isa (the analysis adds its own XLA flags to the forced ones, never in
    their place), in a folder labelled as this CPU running as AVX2. Without AVX-512: refused."""
    strict.importorskip("jax")
    from harness.measure import machine

    r = subprocess.run([sys.executable, "-m", "harness", "cpu-code", "--isa", "avx2", "--impl", "jax-fused",
                        "--num-envs", "4096", "--out", str(tmp_path)], cwd=ROOT, capture_output=True, text=True,
                       timeout=600)
    if machine.cpu_id()["isa"] != "avx512":
        assert r.returncode == 2 and "nothing wider to set aside" in r.stderr and not list(tmp_path.iterdir())
        return
    assert r.returncode == 0, r.stderr[-2000:]
    (folder,) = tmp_path.iterdir()
    assert "-as-avx2-" in folder.name
    (row,) = json.loads((folder / "cpu-code.json").read_text())["rows"]
    assert row["status"] == "ok" and row["vector_bits"] == 256 and row["vector_ops_512"] == 0
    assert "%zmm" not in artifacts.read_text(folder / "jax-fused.s.xz") and "%ymm" in artifacts.read_text(folder / "jax-fused.s.xz")


@pytest.mark.parametrize("args, message", [
    (("--impl", "numpy"), "unknown --impl 'numpy'; valid: numba-cpu, jax-fused, torch-compile, c-simd, cupy-raw"),
    (("--isa", "sse"), "unknown --isa 'sse'; valid: avx2"),
    (("--impl", "numba-cpu,"), "--impl has an empty item"),
    (("--num-envs", "0"), "--num-envs must be a positive integer, got '0'"),
])
def test_bad_input(tmp_path, args, message, harness_main):
    r = harness_main("cpu-code", *args, "--out", str(tmp_path / "o"))
    assert r.returncode == 2 and message in r.stderr and r.stderr.count("\n") == 1
    assert not (tmp_path / "o").exists()


@pytest.mark.parametrize("family, model, flags, width, pipes, split, named", [
    (25, 1, ["avx2"], 6, 4, False, "AMD Zen 3"),
    (25, 17, ["avx2", "avx512f"], 6, 4, True, "AMD Zen 4"),
    (26, 2, ["avx2", "avx512f"], 8, 4, False, "AMD Zen 5"),
    (24, 0, ["avx2"], 0, 0, False, "none: no issue-width/vector-pipe model for AuthenticAMD family 24 model 0"),
])
def test_the_ceiling_model_follows_the_microarchitecture(monkeypatch, family, model, flags, width, pipes, split, named):
    """Zen 3, 4 and 5 get their own models (Zen 5 runs 512-bit operations in one pass, Zen 4 in two);
    a CPU without a model gets no ceiling and the table says so, rather than a guess."""
    from harness.measure import machine

    cpu = machine.identity("AuthenticAMD", family, model, 1, flags)
    monkeypatch.setattr(machine, "info", lambda: {"label": machine.cpu_label(cpu, 2), "cpu": cpu})
    m = cc.this_machine()
    assert (m.issue_width, m.fp_pipes, m.split_512) == (width, pipes, split) and m.source.startswith(named)
    per = dict.fromkeys(cc.CLASSES, 1.0)
    best, limiter = cc.ceiling(per, 1.0, m)
    assert (limiter == "no model") == (width == 0) and (best == best) == (width > 0 and m.ghz > 0)


def test_warp_kernel_steps_its_lanes_per_iteration():
    """Warp's compiled rollout kernel, read from its kernel cache: the step loop does one division per
    environment it steps, LANES of them per iteration (one lane: the latency-bound kernel it replaced),
    in scalar code (Warp does not vectorise across threads)."""
    import impls

    try:
        impls.load("warp-cpu")
    except impls.NotAvailable as exc:
        pytest.skip(str(exc))
    from impls import warp_cpu

    row, text = cc.collect("warp-cpu", 64)
    (loop,) = asm.hot_loops(asm.parse_objdump(text), True, "rollout_kernel")
    assert loop.envs_per_iteration == warp_cpu.LANES == 8
    assert row["status"] == "ok" and row["vector_bits"] == 128 and row["functions"] == [loop.function]
    # the physics, the action hash and (counted as if always taken) the reset block's four hashes
    assert 60 < row["instructions_per_env_step"] < 250, row
