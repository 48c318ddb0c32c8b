"""The kernel counter (harness/analysis/hlo.py) on HLO text of known structure, CPU and GPU formats."""
from pathlib import Path

import pytest

from harness.analysis import hlo

FIX = Path(__file__).parent / "fixtures" / "hlo"


def test_cpu_scan_counts():
    """jax 0.10.2 CPU output of a 10-step scan whose body has two outputs: per iteration one copy,
    two kLoop fusions and the wrapped counter add; the condition (a wrapped compare) runs 11 times;
    the entry copies the three loop inputs once."""
    r = hlo.analyze((FIX / "cpu_scan10_two_outputs.hlo").read_text(), steps=10)
    assert r["loop_trip_count"] == 10 and r["steps_per_iteration"] == 1.0
    assert r["fusions_per_step"] == 2.0
    assert r["wrapped_per_step"] == 2.1  # (10 adds + 11 compares) / 10
    assert r["copies_per_step"] == 1.3  # (10 in the body + 3 in the entry) / 10
    assert r["kernels_per_step"] == 5.4
    assert r["custom_calls_per_step"] == 0 and r["nested_loops_in_body"] == 0
    kernels = {k["name"]: k for k in r["body_kernels"]}
    assert kernels["multiply_add_fusion"]["notable"] == ["broadcast", "sine"]
    assert kernels["wrapped_add"]["type"] == "wrapped"


def test_gpu_format_counts():
    """GPU format: kLoop/kInput kinds, a threefry custom call, a command buffer (a call whose two
    fusions count), trip count 100 from backend_config, an unfused broadcast in the entry."""
    r = hlo.analyze((FIX / "gpu_synthetic_loop.hlo").read_text(), steps=100)
    assert r["fusion_kinds"] == {"kInput": 1.0, "kLoop": 3.01}
    assert r["fusions_per_step"] == 4.01
    assert r["custom_calls_per_step"] == 1.0
    assert r["unfused"]["custom-call:cu_threefry2x32_ffi"] == 1.0
    assert r["copies_per_step"] == 1.0
    assert r["kernels_per_step"] == 7.03  # (100 * 6 + 101 + 2) / 100
    kinds = [k["type"] for k in r["body_kernels"]]
    assert kinds == ["custom-call", "fusion", "fusion", "copy"]


def test_unrolled_loop_divides_by_steps():
    """The same body run 5 times for 10 steps (unroll 2): counts are per step, not per iteration."""
    text = (FIX / "cpu_scan10_two_outputs.hlo").read_text().replace('"known_trip_count":{"n":"10"}',
                                                                    '"known_trip_count":{"n":"5"}')
    r = hlo.analyze(text, steps=10)
    assert r["steps_per_iteration"] == 2.0 and r["fusions_per_step"] == 1.0


def test_unknown_trip_count_is_reported():
    text = (FIX / "cpu_scan10_two_outputs.hlo").read_text().replace(',"known_trip_count":{"n":"10"}', "")
    r = hlo.analyze(text, steps=10)
    assert r["unknown_trip_loops"] == 1 and r["loop_trip_count"] is None


def test_a_trip_count_read_from_the_loops_condition():
    """XLA:CPU of JAX 0.4.23 writes no known_trip_count: the loop's condition, ``counter < 10``, says it."""
    text = (FIX / "cpu_scan10_two_outputs.hlo").read_text().replace(',"known_trip_count":{"n":"10"}', "").replace(
        "ROOT %wrapped_compare = pred[] fusion(%get-tuple-element.9, %constant.8), kind=kLoop, "
        "calls=%wrapped_compare_computation", "ROOT %lt.1 = pred[] compare(%get-tuple-element.9, %constant.8), direction=LT")
    r = hlo.analyze(text, steps=10)
    assert r["loop_trip_count"] == 10 and r["unknown_trip_loops"] == 0 and r["fusions_per_step"] == 2.0
    assert r["unfused"]["compare"] == 1.1  # the condition's compare, 11 times in 10 steps
    for other in (text.replace("direction=LT", "direction=GT"), text.replace("index=0", "index=1")):
        assert hlo.analyze(other, steps=10)["loop_trip_count"] is None


def test_garbage_is_an_error_not_zero_kernels():
    with pytest.raises(ValueError, match="no HLO computations"):
        hlo.analyze("this is not HLO", 10)
    with pytest.raises(ValueError, match="steps"):
        hlo.analyze((FIX / "cpu_scan10_two_outputs.hlo").read_text(), 0)


def test_dot_graph_has_the_body_edges():
    dot = hlo.to_dot((FIX / "cpu_scan10_two_outputs.hlo").read_text())
    assert dot.startswith('digraph "region_0.2"')
    assert '"copy.5" -> "multiply_add_fusion";' in dot
    assert '"get-tuple-element.7" -> "multiply_add_fusion";' in dot
