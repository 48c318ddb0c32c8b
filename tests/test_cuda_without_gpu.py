"""GPU kernels checked without a GPU: the Numba CUDA kernels in Numba's CUDA simulator (the
conformance suite and the policy mode's checks in a separate pytest process, since
NUMBA_ENABLE_CUDASIM must be set before numba is imported), and the CUDA C
source through nvcc for the H200's architecture. (The host build of the same .cu runs in the main
conformance suite as ``cupy-raw`` on device ``host``.)"""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import impls
from commands import PYTEST_PLUGINS_OFF
from harness.analysis import sass
from impls import cupy_raw
from harness.measure import strict

ROOT = Path(__file__).resolve().parent.parent
# Implementations whose only device is a GPU, and the simulator that checks their kernel logic here.
SIMULATED = {"numba-cuda": {"NUMBA_ENABLE_CUDASIM": "1"}}
# The simulator runs each CUDA thread as a Python thread; handing the GIL between cores costs it nearly
# half its time, and far more on a loaded machine, so its pytest process keeps to one CPU, pinned before
# any thread starts (docs/history.md, "The test suite's time")
PIN_ONE_CPU = [sys.executable, "-c", "import os, sys, pytest; "
               "hasattr(os, 'sched_setaffinity') and os.sched_setaffinity(0, {min(os.sched_getaffinity(0))}); "
               "sys.exit(pytest.main(sys.argv[1:]))"]


def test_every_gpu_only_implementation_has_a_cpu_check():
    gpu_only = [n for n in impls.available() if set(impls.devices(n)) <= {"cuda"}]
    missing = [n for n in gpu_only if n not in SIMULATED]
    assert not missing, f"GPU-only implementations with no simulator or host check: {missing}"


@pytest.mark.parametrize("name", sorted(SIMULATED))
def test_conformance_in_simulator(name):
    strict.importorskip("numba")
    env = {**os.environ, **SIMULATED[name]}
    cmd = [*PIN_ONE_CPU, *PYTEST_PLUGINS_OFF, "tests/test_conformance.py", "tests/test_policy.py", "-q",
           "-k", f"{name}-cuda", "--conformance-size", "small",
           "-W", "ignore::RuntimeWarning"]
    r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    tail = r.stdout[-4000:] + r.stderr[-2000:]
    assert r.returncode == 0, tail
    passed = re.search(r"(\d+) passed", r.stdout)
    assert passed and int(passed.group(1)) >= 15, tail
    assert "skipped" not in r.stdout.splitlines()[-1], tail


@pytest.mark.parametrize("build", [t for t in sass.targets() if impls.entry(t.impl).compiler == "nvrtc"],
                         ids=lambda t: t.label.replace(" ", "-"))
def test_cuda_source_compiles_for_sm90_without_warnings(build):
    """Every build the suite uses (the macros CuPy passes), compiled for the H200 by nvcc."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc not found")
    from harness.measure import variants

    code = impls.load(build.impl).gpu_code("sm_90", ROOT, **variants.variant_options(build.variant))
    out = Path(os.environ.get("TMPDIR", "/tmp")) / f"cartpole-{os.getpid()}.ptx"
    r = subprocess.run([nvcc, "-ptx", "-arch=sm_90", "-Werror", "all-warnings", *code.options,
                        code.source_path, "-o", str(out)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0 and not r.stderr.strip(), r.stderr
    ptx = out.read_text()
    out.unlink()
    assert ".entry cartpole_rollout" in ptx and ".entry cartpole_step_keys" in ptx
    assert ".target sm_90" in ptx
    approx = ("sin.approx.f32" in ptx, "cos.approx.f32" in ptx, "div.approx.f32" in ptx)
    assert approx == ((True,) * 3 if impls.load(build.impl).fast_math else (False,) * 3)


def test_policy_kernel_compiles_for_sm90_without_warnings():
    """The policy kernel's build (the default hidden sizes, the step loop not unrolled, as
    CupyRawCartpole._set_policy builds it) by nvcc for the H200: no warnings, no local-memory spills,
    and few enough registers to launch 256 threads a block."""
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc not found")
    macros = [*cupy_raw.build_macros(unroll=1)[0], "-DCP_H1=64", "-DCP_H2=64"]
    out = Path(os.environ.get("TMPDIR", "/tmp")) / f"cartpole-policy-{os.getpid()}.cubin"
    r = subprocess.run([nvcc, "-cubin", "-arch=sm_90", "-std=c++17", "-Werror", "all-warnings", "-Xptxas", "-v",
                        *macros, str(ROOT / "impls" / "cuda" / "cartpole.cu"), "-o", str(out)],
                       capture_output=True, text=True, timeout=300)
    out.unlink(missing_ok=True)
    assert r.returncode == 0, r.stderr
    info = r.stderr[r.stderr.index("cartpole_policy_rollout"):]
    regs = int(re.search(r"Used (\d+) registers", info).group(1))
    spills = int(re.search(r"(\d+) bytes spill stores", info).group(1))
    assert spills == 0 and regs * 256 <= 65536, info


def test_cuda_small_angle_polynomial_is_the_spec_modules():
    """cartpole.cu cannot import impls.spec, so its sin/cos coefficients are checked against it."""
    import numpy as np

    from impls import spec

    src = (ROOT / "impls" / "cuda" / "cartpole.cu").read_text()
    body = src[src.index("CP_DEVICE void cp_sincos"):src.index("} else {", src.index("CP_DEVICE void cp_sincos"))]
    # each literal with the sign of the operator before it ("* z - 1.66e-1f" adds -1.66e-1)
    lits = [np.float32(sign + v) for sign, v in re.findall(r"([-+]?)\s*(\d+\.\d+e-?\d+)f", body)]
    sin_lits, cos_lits = lits[:3], lits[3:6]
    assert sin_lits == list(spec.SIN_POLY[::-1]) and cos_lits == list(spec.COS_POLY[::-1]), (lits, spec.SIN_POLY)
