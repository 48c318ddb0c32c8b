"""A model of the time per step on a GPU, from what XLA:GPU compiles without one, held against the study.

**A model, not a measurement.** Per program and GPU target (harness gpu-compile's rows), at N
environments::

    time/step = a x launches/step + b x loop iterations/step
                + max(bytes/step / bandwidth, N / issue ceiling, dependency chain/step / clock)

- launches/step and loop iterations/step from XLA's thunk sequence (harness gpu-compile);
- bytes from the kernels' operands and results, the issue ceiling from their SASS (harness sass's
  per-class throughputs, the target's SMs and clock), the dependency chain from the same SASS: each
  loop-body kernel's instructions once through by one warp, in order, each waiting for its operands
  (harness sass's latencies: 4 cycles for FP32 and integer arithmetic, the figure of Jia et al.'s
  microbenchmarks of Volta and Turing, arXiv:1804.06826 and arXiv:1903.07486), one kernel after the
  other: with the study's 2048 environments (64 warps on 272 to 528 schedulers) every warp has a
  scheduler to itself, so a kernel lasts its chain, not its share of the issue rate;
- bandwidth, SMs and clock: the targets' published figures (harness/analysis/gpu_targets/);
- **a** (the cost of one launch: the gap a dependent kernel leaves on the GPU, driver and scheduling
  included) and **b** (one loop iteration's overhead in the study's XLA: its condition kernel, the
  copy of the predicate to the host and the host's wait) are the two constants fitted, to the study's
  speed-ups on the RTX 2080 Ti (least squares on the log of the ratios; each ratio also predicted by
  the fit to the other two: the leave-one-out error).

Two runtimes: **as the study's XLA ran it** (every kernel and copy launched on its own, the loop
condition evaluated on the GPU and read by the host every iteration: the fitted form) and **as
today's XLA runs it** (a loop with a known trip count never launches its condition, and a loop body
XLA put into a CUDA graph is one launch: graph launches/step, b = 0; kernels inside a graph priced
as free of launch cost, so this column is the optimistic one). The study's naive program is
the registry's ``study-naive`` (jax-naive lowered with its separate threefry kernel): today's
jax-naive fuses the random numbers and could not show the study's first step (STUDY).
"""
from __future__ import annotations

import math

import impls
from harness.analysis import gpu_targets, sass
from harness.table import Doc, Heading

FIT_TARGET = "rtx2080ti"  # the study's GPU
RNG = "threefry"  # the study's random numbers
# The study's published speed-ups over its naive JAX (RTX 2080 Ti, 2048 environments x 10,000 steps):
# name -> (speed-up, the registry role of the implementation that is that rung; the best of its variants)
STUDY = {"no separate random-number kernel": (1.87, "study-no-rng-kernel"),
         "no concatenate": (3.41, "study-no-concat"),
         "loop unrolling (best)": (10.56, "study-unroll")}
PREDICT = ("h100", "h200")
LAUNCH_S = 3e-6  # one launch, the anchored fit's a
LAUNCH_SOURCE = ("about 3 us, the launch overhead of a null kernel on recent hardware and software (NVIDIA developer "
                 "forums, 'Too much time for kernel launch latency', forums.developer.nvidia.com/t/233645)")
RUNTIMES = ("study", "today")


def terms(row: dict, target: gpu_targets.GpuTarget, runtime: str) -> dict | None:
    """A gpu-compile row's terms per step (launches, iterations, and the three compute times in s);
    None when it lacks what the model needs (a failed compile, several loops)."""
    if row.get("status") != "ok" or row.get("launches_per_step") is None:
        return None
    n, s = row["num_envs"], row.get("sass") or {}
    issue = None
    if s.get("classes") and s.get("per_env_step"):
        ceiling = sass.ceiling(s["classes"], s["per_env_step"], target.sms, target.clock_ghz * 1e3,
                               {**sass.THROUGHPUT, "fp32": target.fp32_per_sm})["ceiling_env_steps_per_s"]
        issue = n / ceiling
    trip, steps = row.get("loop_trip_count") or 0, row["steps"]
    condition_runs = (row.get("launches") or {}).get("condition_runs", False)
    study = runtime == "study"
    copies = row.get("runs_copies_per_step")  # (None: a row of PyTorch's, or one written before copies were told apart)
    return {"launches": row["launches_per_step"] if study else row["graph_launches_per_step"],
            "copies": copies if study else 0.0,
            "iterations": trip / steps if study or condition_runs else 0.0,
            "memory_s": (row.get("bytes_per_env_step") or 0.0) * n / target.bandwidth,
            "issue_s": issue or 0.0,
            "chain_s": (s.get("chain_cycles_per_step") or 0.0) / (target.clock_ghz * 1e9),
            "library_kernels": s.get("status") != "ok"}


def kernel_terms(row: dict, target: gpu_targets.GpuTarget, num_envs: int, steps: int) -> dict | None:
    """A hand-written CUDA kernel (harness sass's row: cupy-raw, numba-cuda): one launch a rollout,
    the state in registers, its lone warp's cycles per step (reset fraction included) as its chain."""
    if row.get("status") != "ok":
        return None
    return {"launches": 1 / steps, "copies": 0.0, "iterations": 0.0, "memory_s": 0.0,
            "issue_s": num_envs / row["ceiling_env_steps_per_s"],
            "chain_s": row["cycles_per_step"] / (target.clock_ghz * 1e9), "library_kernels": False}


def without_copies(fit_terms: dict) -> dict:
    """The terms with every device copy priced at nothing (launches less copies): copies as a term of their own."""
    return {p: {**t, "launches": t["launches"] - (t.get("copies") or 0.0)} for p, t in fit_terms.items()}


def step_time(t: dict, a: float, b: float) -> float:
    """The model: seconds per step."""
    return a * t["launches"] + b * t["iterations"] + max(t["memory_s"], t["issue_s"], t["chain_s"])


def naive() -> str:
    """The study's naive program: the registry's ``study-naive`` implementation with threefry."""
    return f"{impls.with_role('study-naive')} {RNG}"


def rung(role: str, program: str) -> bool:
    """Whether a gpu-compile program label is the study's rung ``role`` (any variant, threefry)."""
    words = program.split()
    return words[0] == impls.with_role(role) and words[-1] == RNG


def speedups(fit_terms: dict, a: float, b: float) -> dict[str, float]:
    """The model's speed-up over the naive program for each of the study's rungs (the best program of
    a rung that has several)."""
    base = step_time(fit_terms[naive()], a, b)
    out = {}
    for name, (_, role) in STUDY.items():
        times = [step_time(t, a, b) for p, t in fit_terms.items() if rung(role, p)]
        if times:
            out[name] = base / min(times)
    return out


def fit(fit_terms: dict, use: list[str] | None = None, a: float | None = None) -> tuple[float, float, float]:
    """(a, b, rms of the log residuals): a and b minimising the squared log ratio of the model's
    speed-ups to the study's over the rungs ``use`` (default all), a grid in log space refined
    around its best point (no solver needed: two parameters); ``a`` given: b alone is fitted."""
    use = list(STUDY) if use is None else use
    if a is not None:
        _, b, rms = _fit(fit_terms, use, math.log(a))
        return a, b, rms
    return _fit(fit_terms, use, None)


def _fit(fit_terms: dict, use: list[str], fixed: float | None) -> tuple[float, float, float]:
    import numpy as np

    # time/step = a x L + b x I + C for every program: the loss over a whole grid of (a, b) at once
    names = list(fit_terms)
    lic = np.array([[fit_terms[p]["launches"], fit_terms[p]["iterations"],
                     max(fit_terms[p]["memory_s"], fit_terms[p]["issue_s"], fit_terms[p]["chain_s"])] for p in names])
    base = names.index(naive())
    rungs = [(math.log(STUDY[k][0]), [i for i, p in enumerate(names) if rung(STUDY[k][1], p)]) for k in use]

    def loss(la, lb):
        a, b = np.exp(la)[..., None], np.exp(lb)[..., None]
        t = a * lic[:, 0] + b * lic[:, 1] + lic[:, 2]
        return sum((np.log(t[..., base] / t[..., idx].min(axis=-1)) - target) ** 2 for target, idx in rungs if idx)

    lo, hi = math.log(1e-8), math.log(1e-3)  # the grid of costs searched, in seconds (not a measurement)
    xs = np.array([fixed]) if fixed is not None else np.linspace(lo, hi, 61)
    la, lb = np.meshgrid(xs, np.linspace(lo, hi, 61), indexing="ij")
    values = loss(la, lb)
    i = np.unravel_index(np.argmin(values), values.shape)
    best = (float(values[i]), float(la[i]), float(lb[i]))
    step = (hi - lo) / 60
    for _ in range(25):
        dx = np.array([0.0]) if fixed is not None else np.array([-1.0, 0.0, 1.0])
        ca, cb = np.meshgrid(best[1] + dx * step, best[2] + np.array([-1.0, 0.0, 1.0]) * step, indexing="ij")
        values = loss(ca, cb)
        i = np.unravel_index(np.argmin(values), values.shape)
        if values[i] < best[0]:
            best = (float(values[i]), float(ca[i]), float(cb[i]))
        step /= 2
    return math.exp(best[1]), math.exp(best[2]), math.sqrt(best[0] / max(1, len(use)))


def result_problem(result) -> str | None:
    """What makes a gpu-compile result unusable by ``model``, in words; None when nothing does: its
    targets and rows lists of objects naming their target (and program and implementation), its
    num_envs and steps whole numbers of at least 1, its kernels a list of objects."""
    for key in ("targets", "rows", "cuda_kernels"):
        value = result.get(key, [] if key == "cuda_kernels" else None)
        if not isinstance(value, list) or not all(isinstance(x, dict) and isinstance(x.get("target"), str)
                                                   for x in value):
            return f"{key} is not a list of objects that name their target"
    for r in result["rows"]:
        if r.get("setting", "") == "" and r.get("mode") == "rollout" and not all(
                isinstance(r.get(k), str) for k in ("program", "impl")):
            return "a rollout row does not name its program and implementation"
    for key in ("num_envs", "steps"):
        v = result.get(key)
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            return f"{key} is {v!r}; expected a whole number of at least 1"
    from harness import shapes  # PyTorch's rows: the fields the model reads

    return shapes.problem(result.get("torch_rows", []), shapes.shape_of("gpu-compile")["torch_rows?"], "torch_rows")


def xla_of(row: dict) -> str:
    """The XLA that compiled a gpu-compile row: an old version (harness/analysis/old_xla.py) or today's."""
    return row.get("xla") or "today"


def versions(result: dict) -> list[str]:
    """The XLA versions of a gpu-compile result's rows, the study's era's first (oldest first), today last."""
    found = {xla_of(r) for r in result["rows"]}
    return sorted(found - {"today"}, key=lambda v: tuple(int(x) for x in v.split("."))) + ["today"] * ("today" in found)


def _fit_terms(rows: list[dict], target: gpu_targets.GpuTarget) -> dict:
    fit_terms = {r["program"]: t for r in rows if r["target"] == FIT_TARGET and (t := terms(r, target, "study"))}
    missing = [naive()] * (naive() not in fit_terms) + [k for k, (_, role) in STUDY.items()
                                                         if not any(rung(role, q) for q in fit_terms)]
    if missing:
        raise ValueError(f"the gpu-compile result lacks what the fit needs: {', '.join(missing)} "
                         "(run harness gpu-compile without --impl)")
    return fit_terms


def model(result: dict, xla: str | None = None) -> dict:
    """The fitted model and everything it says, from a harness gpu-compile result: two fits (``free``:
    a and b fitted; ``anchored``: a the published launch cost LAUNCH_S, b fitted), each with its
    speed-ups beside the study's, residuals and leave-one-out errors, and its predictions; fitted to
    the counts of the XLA ``xla`` (default: the oldest in the result, the study's era's where it was
    compiled), with both fits of every other XLA of the result beside it (``by_xla``)."""
    targets = {t["target"]: gpu_targets.load(t["target"]) for t in result["targets"] if t["target"] in
               gpu_targets.names()}
    if FIT_TARGET not in targets:
        raise ValueError(f"the gpu-compile result has no {FIT_TARGET} rows: the model is fitted to the study's "
                         f"speed-ups on that GPU (run harness gpu-compile --target {FIT_TARGET},h100,h200)")
    have = versions(result)
    xla = have[0] if xla is None and have else xla
    if xla not in have:
        raise ValueError(f"the gpu-compile result has no rows of XLA {xla}; it has {', '.join(have) or 'none'}")
    every = [r for r in result["rows"] if r.get("setting", "") == "" and r.get("mode") == "rollout"]
    rows = [r for r in every if xla_of(r) == xla]
    by_xla = {}
    for v in have:  # both fits on each XLA's counts, the fitted one's raising what it lacks
        try:
            fit_terms = _fit_terms([r for r in every if xla_of(r) == v], targets[FIT_TARGET])
        except ValueError as exc:
            if v == xla:
                raise
            by_xla[v] = {"problem": str(exc)}
            continue
        # copies priced as the launches they are (the fits above), or, a term of their own, as free: a copy
        # of the state moves a few tens of kB, under a microsecond at any target's bandwidth
        by_xla[v] = {"jax": next((r.get("jax") for r in every if xla_of(r) == v and r.get("jax")), v),
                     **{name: held_against_study(fit_terms, fixed) for name, fixed in (("free", None), ("anchored", LAUNCH_S))},
                     "copies_free": held_against_study(without_copies(fit_terms), None),
                     "copies_per_step": {p: t["copies"] for p, t in fit_terms.items()}}
    fits = {name: by_xla[xla][name] for name in ("free", "anchored")}
    predictions = []
    for name in [n for n in targets if n in PREDICT or n == FIT_TARGET]:  # per GPU: one-device programs
        target = targets[name]
        for r in rows:
            if r["target"] != name or r.get("devices", 1) > 1 or r.get("status") != "ok":
                continue
            row = {"target": name, "program": r["program"], "impl": r["impl"], "variant": r.get("variant", ""),
                   "rng": r.get("rng", ""), "library_kernels": (r.get("sass") or {}).get("status") == "partial"}
            for runtime in RUNTIMES:
                t = terms(r, target, runtime)
                for fname, f in fits.items():
                    if t:
                        row[f"{fname}_{runtime}"] = r["num_envs"] / step_time(t, f["a_s"], f["b_s"])
                        row[f"{fname}_{runtime}_bound"] = _bound(t, f["a_s"], f["b_s"])
            predictions.append(row)
        for k in result.get("cuda_kernels", []):
            t = kernel_terms(k, target, result["num_envs"], result["steps"]) if k["target"] == name else None
            if t:
                row = {"target": name, "program": f"{k['program']} (CUDA, one launch)", "impl": k["impl"],
                       "variant": k.get("variant", ""), "rng": "spec", "library_kernels": False}
                for runtime in RUNTIMES:
                    for fname, f in fits.items():
                        row[f"{fname}_{runtime}"] = result["num_envs"] / step_time(t, f["a_s"], f["b_s"])
                        row[f"{fname}_{runtime}_bound"] = _bound(t, f["a_s"], f["b_s"])
                predictions.append(row)
        for r in result.get("torch_rows", []):  # PyTorch's: held out (the fits above never see them)
            if r["target"] != name or r.get("status") != "ok":
                continue
            row = {"target": name, "program": r["program"], "impl": r["impl"], "variant": r.get("variant", ""),
                   "rng": "spec", "library_kernels": (r.get("sass") or {}).get("status") != "ok", "held_out": True}
            for runtime in RUNTIMES:
                t = terms(r, target, runtime)
                for fname, f in fits.items():
                    row[f"{fname}_{runtime}"] = r["num_envs"] / step_time(t, f["a_s"], f["b_s"])
                    row[f"{fname}_{runtime}_bound"] = _bound(t, f["a_s"], f["b_s"])
            predictions.append(row)
    copy_bytes = 4 * 5 * result["num_envs"]  # the state (4 floats) and the step counter: what a copy of it moves
    return {"kind": "a model, not a measurement", "fits": fits, "fit_target": FIT_TARGET, "naive": naive(),
            "copies": {"free_fit": by_xla[xla]["copies_free"], "per_step": by_xla[xla]["copies_per_step"],
                       "bytes": copy_bytes, "seconds_at_bandwidth": copy_bytes / targets[FIT_TARGET].bandwidth},
            "launch_source": LAUNCH_SOURCE, "predictions": predictions, "num_envs": result["num_envs"],
            "steps": result["steps"], "jax": next((r.get("jax") for r in rows if r.get("jax")), None), "xla": xla,
            "by_xla": by_xla, "targets": [targets[n].summary() for n in targets],
            "torch_comparison": torch_comparison(result, rows, targets[FIT_TARGET], fits)}


# The study's TorchScript row: its speed-up over the naive JAX program on the RTX 2080 Ti
STUDY_TORCHSCRIPT = 1.97


def torch_comparison(result: dict, rows: list[dict], target: gpu_targets.GpuTarget, fits: dict) -> list[dict]:
    """PyTorch's rows beside the study's naive program and the fused XLA program (the registry's
    ``fused-xla``, its default unroll on the GPU) on the study's GPU: kernels per step,
    SASS per env-step and the model's speed-up over the naive program (each fit and runtime; a model),
    with the study's measured ratio (STUDY_TORCHSCRIPT) beside TorchScript's."""
    mine = [r for r in rows if r["target"] == FIT_TARGET and r.get("status") == "ok"]
    fused = [r for r in mine if r["impl"] == impls.with_role("fused-xla") and r.get("rng") == "spec"
             and r.get("mode") == "rollout" and not r.get("variant")]
    naive_row = next((r for r in mine if r["program"] == naive()), None)
    torch_rows = [r for r in result.get("torch_rows", []) if r["target"] == FIT_TARGET and r.get("status") == "ok"]
    if naive_row is None or not torch_rows:
        return []
    base = {f"{fname}_{runtime}": step_time(terms(naive_row, target, runtime), f["a_s"], f["b_s"])
            for runtime in RUNTIMES for fname, f in fits.items()}
    out = []
    for r in [naive_row] + fused[:1] + torch_rows:
        row = {"program": r["program"], "compiler": r.get("compiler") or f"XLA {r.get('jax') or xla_of(r)}",
               # what runs (an XLA row's HLO count holds its copies and the condition; PyTorch's counts its kernels)
               "kernels_per_step": r.get("runs_kernels_per_step", r.get("kernels_per_step")),
               "sass_per_env_step": (r.get("sass") or {}).get("per_env_step"),
               "study": STUDY_TORCHSCRIPT if r["impl"] == impls.with_role("study-torchscript") else None}
        for runtime in RUNTIMES:
            t = terms(r, target, runtime)
            for fname, f in fits.items():
                row[f"{fname}_{runtime}"] = base[f"{fname}_{runtime}"] / step_time(t, f["a_s"], f["b_s"])
        out.append(row)
    return out


def held_against_study(fit_terms: dict, a: float | None) -> dict:
    """One fit (``a`` None: a and b fitted; else b alone) and its speed-ups against the study's, with
    each ratio's residual and its error when left out of the fit."""
    a_s, b_s, rms = fit(fit_terms, a=a)
    got = speedups(fit_terms, a_s, b_s)
    ratios = []
    for k in STUDY:
        a1, b1, _ = fit(fit_terms, [j for j in STUDY if j != k], a=a)
        loo = speedups(fit_terms, a1, b1)[k]
        ratios.append({"rung": k, "study": STUDY[k][0], "model": got[k], "residual": got[k] / STUDY[k][0] - 1,
                       "loo_predicted": loo, "loo_error": loo / STUDY[k][0] - 1, "loo_a_s": a1, "loo_b_s": b1})
    return {"a_s": a_s, "b_s": b_s, "a_fitted": a is None, "rms_log_residual": rms, "ratios": ratios}


def _bound(t: dict, a: float, b: float) -> str:
    """Which term of the model is the largest for this program."""
    parts = {"launches": a * t["launches"], "loop iterations": b * t["iterations"], "memory": t["memory_s"],
             "issue": t["issue_s"], "dependency chain": t["chain_s"]}
    return max(parts, key=parts.get)


def to_doc(m: dict) -> Doc:
    from harness.artifacts import rows_table

    pct = lambda v: f"{v * 100:+.0f}%"  # noqa: E731
    fits = m["fits"]
    ratio_rows = []
    for i, (k, (study, _)) in enumerate(STUDY.items()):
        row = {"rung": k, "study": f"{study:.2f}x"}
        for name, f in fits.items():
            r = f["ratios"][i]
            row[name] = f"{r['model']:.2f}x ({pct(r['residual'])})"
            row[f"{name}_loo"] = f"{r['loo_predicted']:.2f}x ({pct(r['loo_error'])})"
        ratio_rows.append(row)
    cols = [("rung", "the study's rung"), ("study", "study (RTX 2080 Ti)")]
    for name in fits:
        cols += [(name, f"{name} fit (residual)"), (f"{name}_loo", f"{name}: left out of the fit (error)")]
    g = lambda v: "" if v is None else f"{v / 1e6:,.0f}"  # noqa: E731
    pred = [{**p, **{k: g(p.get(k)) for k in p if k.split("_")[0] in fits and not k.endswith("bound")},
             "note": "library kernels not in the compute terms" if p.get("library_kernels") else ""}
            for p in m["predictions"]]
    pcols = [("target", "target"), ("program", "program")]
    for name in fits:
        for runtime, label in (("study", "the study's XLA runtime"), ("today", "today's XLA runtime")):
            pcols.append((f"{name}_{runtime}", f"{name}: {label}"))
        pcols.append((f"{name}_today_bound", f"{name}: largest term today"))
    pcols.append(("note", "note"))
    consts = "; ".join(f"{name}: a = {f['a_s'] * 1e6:.3g} us per launch ({'fitted' if f['a_fitted'] else 'published'}),"
                       f" b = {f['b_s'] * 1e6:.3g} us per loop iteration (fitted), rms of the log residuals "
                       f"{f['rms_log_residual']:.2f}" for name, f in fits.items())
    return Doc(rows_table(ratio_rows, cols, caption=(
            f"**A model, not a measurement.** Time per step = a x launches + b x loop iterations + max(bytes / "
            f"bandwidth, issue, dependency chain), from harness gpu-compile's counts ({m['num_envs']} environments; "
            f"compiled by XLA (jaxlib) {m['jax']}), fitted to the study's speed-ups on the {m['fit_target']} (naive: "
            f"{m['naive']}). {consts}. The published launch cost: {m['launch_source']}.")),
               copies_markdown(m), by_xla_doc(m), torch_doc(m), "\n\n",
               rows_table(pred, pcols, caption=(
                   f"Predicted env-steps/s, millions (the model on XLA {m['jax']}'s counts; PyTorch's rows held out "
                   "of the fit; nothing here was measured on a GPU):")))


def copies_markdown(m: dict) -> str:
    """Copies as a term of their own: the free fit again with every device copy priced at nothing, beside the
    fits above, which price a copy as a launch."""
    c = m.get("copies")
    if not c:
        return ""
    f, base = c["free_fit"], m["fits"]["free"]
    ratios = ", ".join(f"{r['rung']} {r['model']:.2f}x ({r['residual'] * 100:+.0f}%)" for r in f["ratios"])
    if all(v is None for v in c["per_step"].values()):
        return ("\n\nDevice copies are not told apart in this gpu-compile result (compiled before they were "
                "counted apart): compile it again for the fit with copies as a term of their own.")
    counted = ", ".join(f"{p.removesuffix(' ' + RNG)} {v:.3g}" for p, v in c["per_step"].items() if v and p.endswith(RNG))
    return (f"\n\nDevice copies (per step on the {m['fit_target']}, {RNG}: {counted or 'none'}) are priced as launches "
            f"above. "
            f"A copy of the state moves {c['bytes'] / 1e3:.0f} kB, {c['seconds_at_bandwidth'] * 1e6:.3f} us at the "
            f"target's bandwidth, so what it costs is its launch or nothing: the free fit with copies priced at "
            f"nothing gives a = {f['a_s'] * 1e6:.3g} us, b = {f['b_s'] * 1e6:.3g} us, rms of the log residuals "
            f"{f['rms_log_residual']:.2f} (copies as launches: {base['rms_log_residual']:.2f}); {ratios}.")


def torch_doc(m: dict) -> Doc:
    """The study's TorchScript comparison (see torch_comparison) as a table."""
    from harness.artifacts import rows_table

    rows = m.get("torch_comparison") or []
    if not rows:
        return Doc()
    x = lambda v: "" if v is None else f"{v:.2f}x"  # noqa: E731
    n = lambda d: (lambda v: "" if v is None else f"{v:.{d}f}")  # noqa: E731
    shown = [{**r, "kernels_per_step": n(3)(r["kernels_per_step"]), "sass_per_env_step": n(0)(r["sass_per_env_step"]),
              "study": x(r["study"]), **{k: x(v) for k, v in r.items() if k.split("_")[0] in m["fits"]}} for r in rows]
    cols = [("program", "program"), ("compiler", "compiler"), ("kernels_per_step", "kernels/step"),
            ("sass_per_env_step", "SASS instr./env-step"), ("study", "study (measured)")]
    cols += [(f"{f}_{rt}", f"model, {f}, {rt}'s runtime") for f in m["fits"] for rt in RUNTIMES]
    return Doc("\n\n", rows_table(shown, cols, caption=(
        f"PyTorch beside the study's naive program and the fused XLA program on the {m['fit_target']}: the model's "
        "speed-up over the naive program (PyTorch's rows held out of the fit; their runtime has no XLA loop, and "
        "the host time of each Python call, torch.compile's guards and TorchScript's interpreter, is not in the "
        "model), beside the study's measured TorchScript speed-up:")))


def by_xla_doc(m: dict) -> Doc:
    """The two fits on each XLA's counts side by side: which compiler's kernels give the study's ratios."""
    from harness.artifacts import rows_table

    fitted = {v: f for v, f in (m.get("by_xla") or {}).items() if "problem" not in f}
    if len(fitted) < 2:
        return Doc()
    cols = [("rung", "the study's rung"), ("study", "study (RTX 2080 Ti)")]
    rows = [{"rung": k, "study": f"{study:.2f}x"} for k, (study, _) in STUDY.items()]
    for v, f in fitted.items():
        for name in ("anchored", "free"):
            cols.append((f"{v} {name}", f"XLA {f['jax']}: {name}"))
            for row, r in zip(rows, f[name]["ratios"]):
                row[f"{v} {name}"] = (f"{r['model']:.2f}x ({r['residual'] * 100:+.0f}%; left out "
                                      f"{r['loo_predicted']:.2f}x)")
    consts = "; ".join(f"XLA {f['jax']}: anchored b = {f['anchored']['b_s'] * 1e6:.3g} us, free a = "
                       f"{f['free']['a_s'] * 1e6:.3g} us and b = {f['free']['b_s'] * 1e6:.3g} us" for f in fitted.values())
    return Doc("\n\n", rows_table(rows, cols, caption=(
        f"The same two fits on each XLA's counts (the anchored fit's launch cost the published one): {consts}.")))


def compare(m: dict, measured, target: str) -> list[dict]:
    """bin/gpu-run's check: measured env-steps/s (harness.report.results' rows on cuda at the model's
    environments) beside the model's for ``target``, matched by implementation, variant and rng."""
    preds = [p for p in m["predictions"] if p["target"] == target]
    out = []
    for _, r in measured.iterrows():
        if r.get("device") != "cuda" or int(r.get("num_envs") or 0) != m["num_envs"] or r.get("status") != "ok":
            continue
        rng = str(r.get("rng") or "")
        match = [p for p in preds if p["impl"] == r["impl"] and p["variant"] == str(r.get("variant") or "")
                 and (not rng or not p["rng"] or p["rng"] == rng)]
        if not match:
            continue
        p = match[0]
        rate = float(r["env_steps_per_s"])
        out.append({"program": p["program"], "measured": rate,
                    **{k: p[k] for k in p if k.split("_")[0] in m["fits"] and not k.endswith("bound")}})
    return out


def target_of(gpu_name: str | None) -> str | None:
    """The target kept here that a GPU's name is (``NVIDIA H100 80GB HBM3`` -> h100), else None."""
    name = (gpu_name or "").lower().replace(" ", "")
    for key, target in (("2080ti", "rtx2080ti"), ("a100", "a100"), ("h100", "h100"), ("h200", "h200")):
        if key in name:
            return target
    return None


# -- its command (harness/registry.py): harness gpu-model ------------------------------------------
def gpu_model_options(p) -> None:
    p.add_argument("--from", dest="source", default=None, help="a gpu-compile folder or its gpu_compile.json "
                   "(default: the newest gpu-compile folder under results/)")
    p.add_argument("--measured", default=None, help="result files or folders measured on a GPU (bin/gpu-run's "
                   "study stage): print and write measured against modelled for that GPU")
    p.add_argument("--out", default="results", help="parent folder of the new -gpu-model folder (default results)")
    p.add_argument("--xla", default=None, help="fit to the counts of this XLA version of the gpu-compile result "
                   "(default: its oldest, the study's era's where it was compiled; today: the suite's own)")


def _source(a, reader) -> tuple[dict, object]:
    """The gpu-compile result the model is fitted to (--from, else the newest under results/ with FIT_TARGET)."""
    import json
    from pathlib import Path

    from harness import artifacts, cli

    if a.source is None:
        found = [f for f in reader.artifacts(["results"], "gpu-compile")
                 if any(t.get("target") == FIT_TARGET for t in f.doc.get("targets", []))]
        if not found:
            raise cli.BadInput(f"--from: no gpu-compile folder with {FIT_TARGET} under results/; run python -m "
                               "harness gpu-compile first, or give --from FOLDER")
        return found[-1].doc, found[-1].folder
    source = Path(a.source)
    try:
        path = artifacts.find(source, "gpu_compile.json") if source.is_dir() else source
        doc = json.loads(artifacts.read_text(path))
    except (OSError, ValueError) as exc:
        raise cli.BadInput(f"--from {cli.one_line(a.source)[:80]}: not a gpu-compile folder or gpu_compile.json "
                           f"({exc})") from None
    return doc, source


def gpu_model_command(a, reader) -> int:
    import sys

    from harness import cli
    from harness.artifacts import Artifacts, rows_to_markdown
    from harness.measure import machine

    if a.measured is not None and not cli.exists(a.measured, "--measured"):  # bad usage, not a run that failed
        raise cli.BadInput(f"--measured {a.measured} does not exist; valid: result files or folders measured on a GPU")
    doc, source = _source(a, reader)
    if not isinstance(doc, dict) or doc.get("artifact") != "gpu-compile":
        raise cli.BadInput(f"--from {source}: not a gpu-compile result (a JSON object whose artifact is gpu-compile)")
    problem = result_problem(doc)
    if problem:
        raise cli.BadInput(f"--from {source}: {problem}")
    if a.xla is not None and a.xla not in versions(doc):
        raise cli.BadInput(f"--xla {cli.one_line(a.xla)[:40]!r}: the gpu-compile result has no rows of it; valid: "
                           + ", ".join(versions(doc)))
    try:
        m = model(doc, a.xla)
    except ValueError as exc:
        raise cli.BadInput(f"--from {source}: {exc}") from None
    m["source"] = str(source)
    md = to_doc(m).markdown()
    print(md)
    compared = ""
    if a.measured is not None:
        df = reader.points([a.measured])
        gpus = sorted({g for g in df.get("gpu_name", []) if isinstance(g, str) and g})
        target = target_of(gpus[0]) if gpus else None
        if target is None:
            print(f"error: --measured {a.measured}: no result of a GPU the model has a target for (GPUs: "
                  f"{', '.join(gpus) or 'none'}; targets: {', '.join(gpu_targets.names())}); nothing written",
                  file=sys.stderr)
            return 1
        rows = compare(m, df, target)
        if not rows:
            print(f"error: --measured {a.measured}: no cuda point at {m['num_envs']} environments matches a modelled "
                  "program; nothing written", file=sys.stderr)
            return 1
        cols = [("program", "program"), ("measured", "measured (M env-steps/s)")] + [
            (k, f"model: {k.replace('_', ', ')}") for k in rows[0] if k.split("_")[0] in m["fits"]]
        fmt = [{k: (f"{v / 1e6:,.0f}" if isinstance(v, float) else v) for k, v in r.items()} for r in rows]
        compared = (f"Measured on {gpus[0]} ({a.measured}) against the model for {target}:\n\n"
                    + rows_to_markdown(fmt, cols))
        m["measured"] = {"gpu": gpus[0], "target": target, "rows": rows}
        print(compared)
    folder = Artifacts.new(cli.out_folder(a.out), machine.label(), "gpu-model", machine.info())
    folder.text("gpu_model.md", md + ("\n\n" + compared if compared else "") + "\n")
    folder.data("gpu_model", m)
    print(f"written to {folder.folder}")
    return 0


def gpu_model_section(reader, paths, df) -> Doc:
    """The newest ``harness gpu-model`` result, after gpu-compile's section (shown where that is)."""
    model_found = reader.artifacts(paths, "gpu-model")
    if not model_found or not reader.artifacts(paths, "gpu-compile"):
        return Doc()
    return Doc(Heading("A model of the time per step on the GPU targets (a model, not a measurement)"),
               f"From `python -m harness gpu-model` ({model_found[-1].folder.name}).\n\n",
               to_doc(model_found[-1].doc), "\n")
