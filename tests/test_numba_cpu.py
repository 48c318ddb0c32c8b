"""numba-cpu's step loop must stay vectorised: when it silently fell back to scalar code (signed
indices), the kernel ran 4-5x slower and every conformance test still passed."""
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import impls
from harness.measure import strict

strict.importorskip("numba")
ROOT = Path(__file__).resolve().parent.parent

PROGRAM = """
import impls
from impls import numba_cpu
from harness.measure import strict
env = impls.make("numba-cpu", 64, seed=1)
env.rollout(2)
print("CACHE", numba_cpu.CACHE)
print("DESCRIBE", env.describe())
"""


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="reads x86 assembly")
def test_step_loop_is_vectorised(tmp_path):
    # a kernel cache named too: the dump must come from a compile, not a load (numba-cpu turns its
    # cache off under a dump; a load prints no assembly)
    env = {**os.environ, "NUMBA_DUMP_ASSEMBLY": "1", "PYTHONPATH": str(ROOT), impls.NUMBA_CACHE_VARIABLE: str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300, check=True).stdout
    assert "CACHE False" in out
    # the prange body is compiled into its own "parfor gufunc"; Numba prints each function's
    # assembly under a dashed "ASSEMBLY <name>" banner
    sections = re.split(r"^-+ASSEMBLY (.*?)-+$", out, flags=re.M)
    body = "".join(sections[i + 1] for i in range(1, len(sections) - 1, 2)
                   if "parfor_gufunc" in sections[i])
    assert body, "no parfor gufunc in Numba's assembly dump"
    # the physics' one division: packed (vdivps) when vectorised, scalar (vdivss) when not
    assert re.search(r"\bvdivps\b", body), "the step loop was not vectorised"
    assert re.search(r"\bvpmulld\b", body)  # the hash's 32-bit multiplies, packed too
    describe = out.split("DESCRIBE", 1)[1]
    from llvmlite import binding

    if binding.get_host_cpu_features().get("avx512f"):
        assert "'preferred_vector_bits': 512" in describe
        assert re.search(r"\bvdivps\b[^\n]*zmm", body), "AVX-512 CPU, but no 512-bit division"


def test_each_cached_kernel_has_its_own_cache_files(tmp_path):
    """With CARTPOLE_NUMBA_CACHE set, every kernel numba-cpu caches has cache files of its own. Numba
    names them by the Python function, so one function built both serial and parallel under one name
    would load each build for the other."""
    code = ("from impls import numba_cpu as m\n"
            "ds = m.rollout_kernel, m.policy_rollout_kernel, m.step_kernel, m.step_kernel_serial, m.set_rows_kernel\n"
            "print(m.CACHE, *(d._cache._cache_file._index_name for d in ds))")
    env = {**os.environ, "PYTHONPATH": str(ROOT), impls.NUMBA_CACHE_VARIABLE: str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=300, check=True).stdout.split()
    assert out[0] == "True" and len(set(out[1:])) == 5, out


def test_done_mask_packs_every_byte_pattern():
    """Pass 2 finds the finished environments through done_mask: byte j of each 8-byte word (0 or
    1) must become bit j, for all 256 patterns, in every one of the 64-bit mask's 8 bytes."""
    from impls import numba_cpu

    patterns = np.arange(256)
    for shift in range(8):  # word q of the group holds pattern (p + 37 q + shift) % 256
        done = np.zeros(256 * 64, np.uint8)
        expected = []
        for g, p in enumerate(patterns):
            mask = 0
            for q in range(8):
                pq = (int(p) + 37 * q + shift) % 256
                done[g * 64 + q * 8: g * 64 + q * 8 + 8] = [(pq >> j) & 1 for j in range(8)]
                mask |= pq << (8 * q)
            expected.append(mask)
        words = done.view(np.uint64)
        got = [int(numba_cpu.done_mask(words, g)) for g in range(256)]
        assert got == expected


def test_arrays_are_aligned():
    """Blocks start on cache lines only if the arrays do (NumPy alone aligns to 16 bytes), and each
    block's done bytes have cache lines of their own."""
    import impls
    from impls import numba_cpu

    for n in (1, 33, 1000, 4099):
        env = impls.make("numba-cpu", n)
        assert all(a.ctypes.data % numba_cpu.ALIGN == 0 for a in env.arrays.values())
        assert env.ekeys.ctypes.data % numba_cpu.ALIGN == 0
        assert env.ekeys.strides[0] % numba_cpu.ALIGN == 0 and env.ekeys.flags.c_contiguous
        assert env.block % 32 == 0
        rows = env.done_rows
        assert rows.ctypes.data % numba_cpu.ALIGN == 0 and rows.strides[0] % numba_cpu.ALIGN == 0
        assert rows.shape[0] == -(-n // env.block) and rows.shape[1] >= env.block


def test_thread_count_option():
    """The thread sweep's option: the same states on one thread as on all, the count recorded, and
    a count Numba cannot give is a ValueError."""
    import numba

    import impls
    from impls import spec

    one = impls.make("numba-cpu", 4096, seed=4, threads=1)
    every = impls.make("numba-cpu", 4096, seed=4)
    for env in (one, every):
        env.rollout(60)
    a, b = one.state(), every.state()
    for f in spec.FIELDS:
        np.testing.assert_array_equal(a[f], b[f], err_msg=f)
    assert one.describe()["threads"] == 1
    for bad in (0, numba.config.NUMBA_NUM_THREADS + 1, 1.5):
        with pytest.raises(ValueError, match="threads must be 1 to"):
            impls.make("numba-cpu", 64, threads=bad)
