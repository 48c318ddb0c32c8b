"""``harness tune``: the registry's knobs searched on this machine, and the tuned settings a sweep runs.

Every setting of an implementation's knobs is built in one process (the registry's environment) and
the settings take turns, round after round in a rotated order, with the suite's timing rule: the
machine's drift falls on every setting alike. A setting whose state differs from the default's bit
for bit is reported and never chosen. Output: ``<machine>-<UTC time>-tune`` under results/
(``tune.json``, ``tune.md``/``.csv``), which ``sweep --tuned`` runs; Ctrl-C keeps a ``-tune-partial``
folder. Why a grid and not an optimiser, and the rest: docs/tuning.md.
"""
from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path

import numpy as np

import impls
from harness import child
from harness.artifacts import Artifacts, rows_frame, rows_table
from harness.cli import BadInput
from harness.table import Table
from harness.measure import grid, machine, process, timing
from harness.measure.variants import KIND, variant_options

DEFAULT_SIZES = (2048, 16384)
DEFAULT_BUDGET = 120.0  # seconds of timed turns for the whole search (compilation comes on top)
MIN_ROUNDS, MAX_ROUNDS = 5, 41
MAX_POWER = 64  # an integer knob without an upper bound is searched up to this
ROUND_MS = 0  # one call a turn unless --round-ms says otherwise (docs/tuning.md, "How it measures")


DEVICES = ("cpu", "host", "cuda")


def tunable(device: str = "cpu") -> list[str]:
    """The implementations ``tune`` searches by default on ``device``: the suite's own with knobs that
    run there, compiled (not interpreted)."""
    return [n for n in impls.available() if impls.knobs(n) and device in impls.devices(n)
            and not impls.is_external(n) and not impls.is_interpreted(n, device)]


def knob_values(knob: impls.Knob, num_envs: int, device: str = "cpu") -> list[int]:
    """The values searched for a knob at ``num_envs``: its choices, or the powers of two in its range
    (and its upper bound); at most num_envs for a knob that needs an environment per unit."""
    if knob.choices:
        values = list(knob.choices)
    else:
        hi = knob.bound(grid.device_count(device) if knob.hi == "devices" else None) or MAX_POWER
        values = sorted({*(1 << k for k in range(hi.bit_length()) if knob.lo <= 1 << k <= hi), hi})
    return [v for v in values if not knob.envs or v <= num_envs]


def settings(name: str, num_envs: int, only: dict[str, list[int]] | None = None, device: str = "cpu") -> list[str]:
    """Every setting searched: '' (the implementation's defaults) first, then each combination of
    its knobs' values as a sweep variant ('block=256,threads=2'); ``only``: values given per knob."""
    knobs = impls.knobs(name)
    axes = {k: (only or {}).get(k) or knob_values(knobs[k], num_envs, device) for k in sorted(knobs)}
    combos = itertools.product(*([f"{k}={v}" for v in vals] for k, vals in axes.items()))
    return [""] + [",".join(c) for c in combos]


def label(setting: str) -> str:
    return setting or "default"


# -- the worker: one implementation, its settings taking turns ----------------------------------------
def race(name: str, num_envs: int, steps: int, candidates: list[str], seconds: float, emit,
         device: str = "cpu", round_ms: int = ROUND_MS) -> None:
    """Build every setting, compile and warm each up, then time them in turns for about ``seconds``
    (at least MIN_ROUNDS rounds, at most MAX_ROUNDS), a turn repeating the setting's rollout until it
    has lasted ``round_ms`` (timing.calls_per_round; 0: one call); ``emit(dict)`` gets a line per
    setting compiled and one per setting measured. Ctrl-C during the turns emits what was timed so far (marked
    partial) and re-raises."""
    envs, times = {}, {}
    for i, s in enumerate(candidates, 1):
        try:
            env = impls.make(name, num_envs, seed=0, device=device, **variant_options(s))
            compile_s = timing.warm_up(lambda e=env: e.rollout(steps), env.sync, env.compile_calls)
        except (ValueError, impls.NotAvailable) as exc:
            emit({"event": "skipped", "impl": name, "num_envs": num_envs, "setting": s, "reason": str(exc)[:200]})
            continue
        envs[s], times[s] = env, []
        emit({"event": "compiled", "impl": name, "num_envs": num_envs, "setting": s, "compile_s": compile_s,
              "i": i, "of": len(candidates)})
    if not envs:
        return
    order, runs, probe = list(envs), {}, {}
    for s in order:  # one untimed call each, after all are built, sizes the turns
        runs[s] = (lambda e=envs[s]: e.rollout(steps), envs[s].sync)
        t = time.perf_counter()
        timing.timed(*runs[s])()
        probe[s] = time.perf_counter() - t
    # every setting the same calls a turn, the fastest's count: the states after the turns stay comparable
    calls = dict.fromkeys(order, max(timing.calls_per_round(p, round_ms) for p in probe.values()))
    rounds = int(min(MAX_ROUNDS, max(MIN_ROUNDS, seconds / sum(probe[s] * calls[s] for s in order))))
    partial = False
    try:
        timing.in_turns(runs, rounds, calls, times)
    except KeyboardInterrupt:
        partial = True
    done = min(len(t) for t in times.values())
    reference = envs[""].state() if "" in envs and not partial else None
    for s in order:
        t = np.array(times[s][:done] if done else times[s])
        if not t.size:
            continue
        median = float(np.median(t))
        q1, q3 = np.percentile(t, [25, 75])
        work = num_envs * steps
        same = None if reference is None else all(
            np.array_equal(reference[f], v) for f, v in envs[s].state().items())
        emit({"event": "result", "impl": name, "num_envs": num_envs, "setting": s, "steps": steps,
              "rounds": int(t.size), "calls_per_round": calls[s], "round_ms": round_ms, "median_s": median,
              "env_steps_per_s": work / median,
              "slow_quartile": work / q3, "fast_quartile": work / q1, "spread": float((q3 - q1) / median),
              "same_as_default": same, "partial": partial})
    if partial:
        raise KeyboardInterrupt


def worker(job: dict, emit) -> dict:
    """The worker process (harness/child.py): ``job`` from :func:`run`; a line per event."""
    try:
        for n, cands, seconds in zip(job["sizes"], job["candidates"], job["seconds"]):
            race(job["impl"], n, grid.steps_for(n, 1000, grid.DEFAULT_ROUND), cands, seconds, emit, job["device"],
                 job["round_ms"])
    except KeyboardInterrupt:
        return {"interrupted": True}
    return {}


# -- the parent: a process per implementation, progress, the tuned file ---------------------------------
def check_budget(text: str | None) -> float:
    if text is None:
        return DEFAULT_BUDGET
    try:
        budget = float(text)
    except ValueError:
        budget = float("nan")
    if not budget > 0 or budget == float("inf"):
        raise BadInput(f"--budget {text} is not allowed; valid: a number of seconds above 0 (default {DEFAULT_BUDGET:g})")
    return budget


def check_impls(text: str | None, device: str = "cpu") -> list[str]:
    """The implementations to tune on ``device``: the given ones must have knobs to search and run
    there (else BadInput)."""
    valid = ", ".join(tunable(device)) or "none"
    if text is None:
        if not tunable(device):
            raise BadInput(f"--device {device}: no implementation with knobs runs there")
        return tunable(device)
    names = grid.impl_list(text)
    for n in names:
        if not impls.knobs(n):
            raise BadInput(f"--impl {n}: nothing to tune, it declares no knobs; valid on {device}: {valid}")
        if device not in impls.devices(n):
            raise BadInput(f"--impl {n} does not run on --device {device}; valid on {device}: {valid}")
    return names


def run(names: list[str], sizes: list[int], budget: float, out_root: Path, only: dict[str, list[int]],
        isa: str | None = None, device: str = "cpu",
        round_ms: int = ROUND_MS) -> tuple[Path | None, int]:
    """Tune ``names`` at ``sizes`` with about ``budget`` seconds of timed turns (compilation comes on
    top), each turn at least ``round_ms``; returns (the tune folder or None when nothing was measured,
    exit code)."""
    grid.check_tuning(names, only, sizes, [device])
    jobs = {n: [settings(n, size, {k: v for k, v in only.items() if k in impls.knobs(n)}, device) for size in sizes]
            for n in names}
    total = sum(len(c) for cs in jobs.values() for c in cs)
    share = budget / total  # seconds of timed turns per setting
    forced = machine.forcing_env(isa) if isa else {}
    xla = forced.pop("XLA_FLAGS", "")
    print(f"tuning {', '.join(names)} at num_envs {', '.join(map(str, sizes))}: {total} settings, about "
          f"{budget:g} s of timed turns (compilation on top), taking turns in one process per implementation",
          flush=True)
    rows, skipped, code, start = [], [], 0, time.monotonic()
    for name, cands in jobs.items():
        job = {"impl": name, "device": device, "sizes": sizes, "candidates": cands, "round_ms": round_ms,
               "seconds": [share * len(c) for c in cands]}
        try:
            reply = child.run(__name__, job, process.python_env(name, device, xla_flags=xla, extra=forced),
                              timeout=None, on_line=lambda row: _show(row, rows, skipped, budget - share * len(rows)))[0]
        except KeyboardInterrupt:  # the worker's last lines were shown: what it timed before the interrupt
            code = 130
            break
        except child.ChildError as exc:
            print(f"    {name}: {exc}", flush=True)
            code = 1
            continue
        if reply.get("interrupted"):
            code = 130
            break
    if not rows:
        print("error: no setting was measured" + (f" ({skipped[0]})" if skipped else ""), file=sys.stderr)
        return None, code or 1
    elapsed = time.monotonic() - start
    return write(rows, skipped, out_root, budget, elapsed, code == 130, isa, device, round_ms), code


def _show(row: dict, rows: list, skipped: list, left: float) -> None:
    what = f"{row['impl']} n={row['num_envs']} {label(row['setting'])}"
    if row["event"] == "compiled":
        print(f"  built {row['i']}/{row['of']} {what} (compile {row['compile_s']:.2f} s)", flush=True)
    elif row["event"] == "skipped":
        skipped.append(f"{what}: {row['reason']}")
        print(f"  skipped {what}: {row['reason']}", flush=True)
    elif row["event"] == "result":
        rows.append(row)
        same = [r for r in rows if r["impl"] == row["impl"] and r["num_envs"] == row["num_envs"]]
        best = max((r for r in same if r["same_as_default"] is not False), key=lambda r: r["env_steps_per_s"])
        # (the running best by median; the file's best must also beat the default beyond the spread)
        flag = "" if row["same_as_default"] is not False else "  DIFFERENT STATE: never chosen"
        print(f"  {what:<48} {row['env_steps_per_s'] / 1e6:9.4g} M/s IQR {row['spread']:5.1%} "
              f"({row['rounds']} turns x {row['calls_per_round']})  best so far {label(best['setting'])} "
              f"{best['env_steps_per_s'] / 1e6:.4g}"
              f"  ~{max(left, 0):.0f} s left{flag}", flush=True)


def best_rows(rows: list[dict]) -> list[dict]:
    """Per implementation and size: the default's rate, the best setting and its rate, and the ratio.
    The best is the fastest setting whose state equals the default's and whose slow quartile is
    faster than the default's fast quartile (faster beyond both spreads); if none is, the default."""
    out = []
    for (name, n), group in itertools.groupby(sorted(rows, key=lambda r: (r["impl"], r["num_envs"])),
                                              key=lambda r: (r["impl"], r["num_envs"])):
        group = list(group)
        default = next((r for r in group if r["setting"] == ""), None)
        ok = [r for r in group if r["same_as_default"] is not False and (
            default is None or r is default or r["slow_quartile"] > default["fast_quartile"])]
        best = max(ok, key=lambda r: r["env_steps_per_s"])
        out.append({"impl": name, "num_envs": n, "default": default and default["env_steps_per_s"],
                    "best": best["setting"], "best_rate": best["env_steps_per_s"], "spread": best["spread"],
                    "speedup": best["env_steps_per_s"] / default["env_steps_per_s"] if default else None,
                    "tried": len(group), "different": sum(r["same_as_default"] is False for r in group),
                    "fastest": max(group, key=lambda r: r["env_steps_per_s"])["setting"]})
    return out


COLUMNS = [("impl", "implementation"), ("num_envs", "num_envs"), ("default", "default M/s"),
           ("best", "best setting"), ("best_rate", "best M/s"), ("spread", "best's IQR"),
           ("speedup", "best / default"), ("fastest", "fastest median"), ("tried", "settings"),
           ("different", "different state")]


def write(rows, skipped, out_root, budget, elapsed, partial, isa, device: str = "cpu",
          round_ms: int = ROUND_MS) -> Path:
    label_ = machine.label(isa)
    best = best_rows(rows)
    folder = Artifacts.new(out_root, label_, KIND + "-partial" if partial else KIND, machine.info(isa))
    folder.kind = KIND
    settings_ = {}
    for b in best:
        settings_.setdefault(b["impl"], {})[str(b["num_envs"])] = b["best"]
    doc = {"partial": partial, "budget_s": budget, "elapsed_s": elapsed, "isa": isa, "device": device,
           "round_ms": round_ms, "settings": settings_,
           "best": best, "rows": rows, "skipped": skipped}
    folder.data(KIND, doc)
    md = to_table(doc, label_).block()
    folder.table(KIND, rows_frame(_cells(best), COLUMNS), md, index=False)
    print("\n" + md + f"\nwritten to {folder.folder}", flush=True)
    return folder.folder


def _cells(best: list[dict]) -> list[dict]:
    return [{**b, "default": None if b["default"] is None else b["default"] / 1e6, "best_rate": b["best_rate"] / 1e6,
             "best": label(b["best"]), "fastest": label(b["fastest"]), "spread": f"{b['spread']:.1%}",
             "speedup": "" if b["speedup"] is None else f"{b['speedup']:.2f}x"} for b in best]


def _turn(round_ms: int) -> str:
    """A tune file's rule for a turn (a file without round_ms had one call a turn)."""
    return f"a turn repeating its rollout to at least {round_ms} ms" if round_ms else "one call a turn"


def to_table(doc: dict, label_: str) -> Table:
    """A tune.json as its table (the command's output and the results page's section)."""
    caption = (f"Tuned on {label_} ({doc.get('device', 'cpu')}){' (PARTIAL: interrupted)' if doc['partial'] else ''}: "
               "every setting of the knobs, "
               f"taking turns in one process per implementation, {_turn(doc.get('round_ms', 0))}, medians "
               f"({doc['elapsed_s']:.0f} s in all). The best "
               "is the fastest setting faster than the default beyond both spreads (its slow quartile above the "
               "default's fast quartile) and with the default's state bit for bit; else the default. Fastest "
               "median: the setting with the highest median, significant or not.")
    return rows_table(_cells(doc["best"]), COLUMNS, caption=caption)


if __name__ == "__main__":
    child.serve(worker)
