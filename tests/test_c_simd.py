"""c-simd's widths (impls/c_simd.py): the conformance suite runs its default, the widest this CPU offers;
here every width this CPU runs gives that state bit for bit (the same float32 operations in each lane),
the AVX-512 build compiles on any x86 machine (run where the CPU has it), and a width the CPU lacks or
the forced ISA rules out is refused by name."""
import numpy as np
import pytest

import impls
from impls import c_simd


def _state(lanes: int, n: int = 203, steps: int = 300) -> dict:
    env = impls.make("c-simd", n, seed=11, lanes=lanes, threads=2 if impls.CPU_CORES > 1 else 1)
    env.reset(11)
    env.rollout(steps // 3)
    env.rollout(steps - steps // 3)
    return env.state()


def test_every_width_here_gives_the_same_state_bit_for_bit():
    here = c_simd.widths_here()
    assert here[-1] == 1 and here == sorted(here, reverse=True)
    states = {w: _state(w) for w in here}
    for w, s in states.items():
        for f, v in s.items():
            np.testing.assert_array_equal(v, states[here[0]][f], err_msg=f"{f}: {w} lanes against {here[0]}")
    assert states[here[0]]["episodes"].sum() > 2000  # episodes ended and were reset in every width


def test_the_avx512_build_compiles_and_a_missing_width_is_refused(monkeypatch):
    assert c_simd.library(16)._name.endswith(".so")  # compiled (and loaded: no AVX-512 code runs at load)
    monkeypatch.setenv(c_simd.FORCED_ISA, "avx2")
    assert 16 not in c_simd.widths_here()
    with pytest.raises(impls.NotAvailable, match="lanes=16 needs avx512f"):
        impls.make("c-simd", 8, lanes=16)
    with pytest.raises(ValueError, match="lanes=4: valid 16, 8, 1"):
        c_simd.CSimdCartpole(8, lanes=4)
