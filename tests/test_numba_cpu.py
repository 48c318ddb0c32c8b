"""numba-cpu's step loop must stay vectorised: when it silently fell back to scalar code (signed
indices), the kernel ran 4-5x slower and every conformance test still passed."""
import os
import platform
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("numba", reason="numba is not installed")
ROOT = Path(__file__).resolve().parent.parent

PROGRAM = """
import impls
env = impls.make("numba-cpu", 64, seed=1)
env.rollout(2)
print("DESCRIBE", env.describe())
"""


@pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="reads x86 assembly")
def test_step_loop_is_vectorised():
    env = dict(os.environ, NUMBA_DUMP_ASSEMBLY="1", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300, check=True).stdout
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
