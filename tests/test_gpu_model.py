"""harness gpu-model: the time per step on a GPU from gpu-compile's counts, fitted to the study's speed-ups.

The model's arithmetic on hand-computed cases, the fit on data the model itself made (it must find
the constants again, with no residual), the comparison bin/gpu-run's model stage prints, on a fixture
of a GPU machine's results (tests/fixtures/gpu_model/: a trimmed gpu-compile result of this suite and
a study-preset result file as a GPU machine writes it; not measured on a GPU here), and bad input.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness import artifacts
from harness.analysis import gpu_model as gm
from harness.analysis import gpu_targets

FIXTURES = Path(__file__).parent / "fixtures" / "gpu_model"
ROOT = Path(__file__).resolve().parent.parent


def _terms(launches, iterations, memory=0.0, issue=0.0, chain=0.0):
    return {"launches": launches, "iterations": iterations, "memory_s": memory, "issue_s": issue, "chain_s": chain,
            "library_kernels": False}


def test_the_step_time_by_hand():
    """3 us x 2 launches + 10 us x 0.5 iterations + the largest of 1, 2 and 0.5 us = 13 us."""
    assert gm.step_time(_terms(2, 0.5, 1e-6, 2e-6, 0.5e-6), 3e-6, 10e-6) == pytest.approx(13e-6)
    # a gpu-compile row's terms on the RTX 2080 Ti (616 GB/s, 1.545 GHz): the study's runtime pays
    # every launch and every iteration, today's a graph launch and no iteration (known trip count)
    row = {"status": "ok", "num_envs": 2048, "steps": 1000, "loop_trip_count": 500, "launches_per_step": 4.0,
           "graph_launches_per_step": 0.5, "bytes_per_env_step": 100.0, "launches": {"condition_runs": False},
           "sass": {"chain_cycles_per_step": 1545.0}}
    target = gpu_targets.load("rtx2080ti")
    study, today = gm.terms(row, target, "study"), gm.terms(row, target, "today")
    assert (study["launches"], study["iterations"], today["launches"], today["iterations"]) == (4.0, 0.5, 0.5, 0.0)
    assert study["memory_s"] == pytest.approx(2048 * 100 / 616e9) and study["chain_s"] == pytest.approx(1e-6)
    assert gm.terms({**row, "launches": {"condition_runs": True}}, target, "today")["iterations"] == 0.5


def test_the_fit_finds_the_constants_that_made_the_ratios(monkeypatch):
    """Ratios made by the model with a = 2 us and b = 20 us: the free fit finds both (every residual
    and leave-one-out error ~0); with a held at 2 us it finds b alone; the best unrolled rung counts."""
    terms = {gm.naive(): _terms(22, 1, memory=1e-6), "jax-precomputed-rng threefry": _terms(5, 1, memory=0.5e-6),
             "jax-no-concat threefry": _terms(2, 1, chain=0.3e-6), "jax-unroll unroll=2 threefry": _terms(1, 0.5),
             "jax-unroll unroll=8 threefry": _terms(0.25, 0.125, issue=0.2e-6)}
    t = {p: gm.step_time(x, 2e-6, 20e-6) for p, x in terms.items()}
    made = {"no separate random-number kernel": t[gm.naive()] / t["jax-precomputed-rng threefry"],
            "no concatenate": t[gm.naive()] / t["jax-no-concat threefry"],
            "loop unrolling (best)": t[gm.naive()] / t["jax-unroll unroll=8 threefry"]}
    monkeypatch.setattr(gm, "STUDY", {k: (v, p) for (k, (_, p)), v in zip(gm.STUDY.items(), made.values())})
    a, b, rms = gm.fit(terms)
    assert (a, b) == (pytest.approx(2e-6, rel=1e-3), pytest.approx(20e-6, rel=1e-3)) and rms < 1e-3
    held = gm.held_against_study(terms, None)
    assert all(abs(r["residual"]) < 1e-3 and abs(r["loo_error"]) < 1e-3 for r in held["ratios"])
    assert gm.fit(terms, a=2e-6)[1] == pytest.approx(20e-6, rel=1e-3)
    assert gm.speedups(terms, 2e-6, 20e-6)["loop unrolling (best)"] == pytest.approx(made["loop unrolling (best)"])


def test_gpu_names_map_to_targets():
    assert [gm.target_of(n) for n in ("NVIDIA H100 80GB HBM3", "NVIDIA GeForce RTX 2080 Ti", "NVIDIA H200",
                                      "NVIDIA A100-SXM4-40GB", "Tesla T4", None)] == [
        "h100", "rtx2080ti", "h200", "a100", None, None]


def _fixture_model():
    return gm.model(json.loads((FIXTURES / "gpu_compile.json").read_text()))


def test_the_committed_counts_give_the_model_its_numbers():
    """On the fixture (this suite's gpu-compile of jaxlib 0.10.2, trimmed): the two fits, their
    predictions per target and program, and the CUDA kernels bound by their dependency chain."""
    m = _fixture_model()
    free, anchored = m["fits"]["free"], m["fits"]["anchored"]
    assert anchored["a_s"] == gm.LAUNCH_S and not anchored["a_fitted"] and free["a_fitted"]
    assert free["rms_log_residual"] < anchored["rms_log_residual"]
    pred = {(p["target"], p["program"]): p for p in m["predictions"]}
    assert {t for t, _ in pred} == {"rtx2080ti", "h100"}
    cupy = pred[("h100", "cupy-raw (CUDA, one launch)")]
    assert cupy["anchored_today_bound"] == "dependency chain"
    # each prediction is the model's own arithmetic: N / step_time(terms)
    row = next(r for r in json.loads((FIXTURES / "gpu_compile.json").read_text())["rows"]
               if r["target"] == "h100" and r["program"] == "jax-no-concat threefry")
    t = gm.terms(row, gpu_targets.load("h100"), "today")
    assert pred[("h100", "jax-no-concat threefry")]["anchored_today"] == pytest.approx(
        2048 / gm.step_time(t, gm.LAUNCH_S, anchored["b_s"]))


def test_gpu_run_model_stage_compares_a_gpu_machines_results(tmp_path):
    """bin/gpu-run model on a fixture of the study stage's results (an H100's, made up for the test,
    not measured): measured beside modelled for every matching program, in a new gpu-model folder."""
    results = tmp_path / "results"
    results.mkdir()
    (results / "h100-study.json").write_text((FIXTURES / "h100-study.json").read_text())
    env = dict(os.environ, PYTHON=sys.executable)
    r = subprocess.run(["bash", str(ROOT / "bin" / "gpu-run"), "--out", str(tmp_path), "--budget", "0", "model"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    log = (tmp_path / "logs" / "model.log").read_text()
    assert r.returncode == 0, r.stdout[-3000:] + log[-3000:]
    folder = next(results.glob("*-gpu-model"))
    doc = json.loads(artifacts.read_text(artifacts.find(folder, "gpu_model.json")))
    measured = doc["measured"]
    assert (measured["gpu"], measured["target"]) == ("NVIDIA H100 80GB HBM3", "h100")
    got = {row["program"]: row for row in measured["rows"]}
    assert set(got) == {"jax-no-concat threefry", "jax-unroll unroll=8 threefry", "cupy-raw (CUDA, one launch)"}
    assert got["jax-no-concat threefry"]["measured"] == pytest.approx(2048 * 10_000 / 0.5)
    assert "Measured on NVIDIA H100 80GB HBM3" in (folder / "gpu_model.md").read_text()


@pytest.mark.parametrize("args, message, code", [
    (("--from", "/no/such/folder"), "--from /no/such/folder: not a gpu-compile folder", 2),
    (("--from", str(FIXTURES / "gpu_compile.json"), "--measured", "/no/such"),
     "--measured /no/such does not exist", 2),  # was answered as a failed run (exit 1, two lines)
    (("--from", str(FIXTURES / "h100-study.json")), "not a gpu-compile result", 2),
    (("--from", str(FIXTURES / "gpu_compile.json"), "--measured", str(FIXTURES / "gpu_compile.json")),
     "no result of a GPU the model has a target for", 1),
])
def test_gpu_model_bad_input(tmp_path, harness_main, args, message, code):
    r = harness_main("gpu-model", *args, "--out", str(tmp_path / "out"))
    assert r.returncode == code and message in r.stderr, r.stderr
    assert not (tmp_path / "out").exists() or not any((tmp_path / "out").iterdir())


def test_copies_are_a_term_of_their_own(monkeypatch):
    """Ratios made by a model in which a device copy costs nothing (a = 2 us a kernel, b = 20 us an iteration,
    the naive and precomputed rungs 2 copies a step of their launches): the fit with copies priced at
    nothing finds the constants again (every residual ~0), the fit pricing them as launches cannot."""
    terms = {gm.naive(): {**_terms(24, 1, memory=1e-6), "copies": 2.0},
             "jax-precomputed-rng threefry": {**_terms(5, 1, memory=0.5e-6), "copies": 2.0},
             "jax-no-concat threefry": {**_terms(2, 1, chain=0.3e-6), "copies": 0.0},
             "jax-unroll unroll=8 threefry": {**_terms(0.25, 0.125, issue=0.2e-6), "copies": 0.0}}
    free = gm.without_copies(terms)
    assert free[gm.naive()]["launches"] == 22 and free["jax-no-concat threefry"]["launches"] == 2
    t = {p: gm.step_time(x, 2e-6, 20e-6) for p, x in free.items()}
    made = [t[gm.naive()] / t[p] for p in ("jax-precomputed-rng threefry", "jax-no-concat threefry",
                                           "jax-unroll unroll=8 threefry")]
    monkeypatch.setattr(gm, "STUDY", {k: (v, p) for (k, (_, p)), v in zip(gm.STUDY.items(), made)})
    assert gm.held_against_study(free, None)["rms_log_residual"] < 1e-3
    assert gm.held_against_study(terms, None)["rms_log_residual"] > 1e-2


def test_a_result_without_copies_told_apart_says_so():
    """The fixture was compiled before copies were counted apart: the model says so instead of a fit on none."""
    m = _fixture_model()
    assert all(v is None for v in m["copies"]["per_step"].values())
    assert "Device copies are not told apart in this gpu-compile result" in gm.to_doc(m).markdown()
