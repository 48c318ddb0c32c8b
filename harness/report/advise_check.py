"""``harness advise --check``: advise's answer held against a user's own processes. For each workload
(num_envs and env-steps; by default 1e5 env-steps at 16 environments, 1e7 at 4096 and 1e9 at 65536),
advise's top rows on this machine's newest run are run as a user runs them: fresh Pythons through
``impls.make``, in the environment
a user's shell gives (none of the registry's settings: XLA_FLAGS, JAX_NUM_CPU_DEVICES, OMP_PROC_BIND),
each with compile caches of its own, first empty (cold) and then as the first left them (warm); once
bare and once after ``impls.prepare`` (the one line the docs give). Each time to a result
(harness/measure/user_path.py: from the Python's start of the suite to the synchronised end) is set
beside advise's prediction of it, and the winner measured beside the one advise names. A benchmark, not a
test: it writes ``results/<machine>-<time>-advise-check/`` (check.json, check.md) and judges nothing by
itself; the table says where a prediction is off by more than a quarter."""
from __future__ import annotations

import math
import tempfile
from pathlib import Path

import impls
from harness import child
from harness.artifacts import Artifacts
from harness.cli import BadInput
from harness.measure import machine, process
from harness.report import advise

WORKLOADS = ((16, 1e5), (4096, 1e7), (65536, 1e9))
TOP = 3
OFF = 0.25  # a prediction further than this from the measured time is marked
WAYS = ("bare", "prepared")
TIMEOUT_S = 900


def user_env(caches: Path) -> dict:
    """A user's shell's environment for a fresh Python of the suite: none of the registry's settings, the
    compile caches in ``caches`` (the same folder for the cold process and the warm one after it)."""
    return {**process.python_env(bare=True), **process.compile_caches(caches)}


ROUNDS = 5  # the warm process's timed rollouts after its workload: the rate a user's later calls get


def timed(impl: str, n: int, s: float, prepared: bool) -> tuple[dict, dict]:
    """(cold, warm): two fresh processes of a user's script, the second with what the first compiled (and
    its rate over ROUNDS more rollouts)."""
    request = {"impl": impl, "num_envs": n, "env_steps": s, "prepare": prepared}
    with tempfile.TemporaryDirectory(prefix="cartpole-advise-check-") as d:
        env = user_env(Path(d))
        cold = child.run("harness.measure.user_path", request, env, timeout=TIMEOUT_S)[0]
        warm = child.run("harness.measure.user_path", {**request, "rounds": ROUNDS}, env, timeout=TIMEOUT_S)[0]
    return cold, warm


def check(root: Path, label: str, workloads=WORKLOADS, top: int = TOP, say=print, only=None) -> tuple[list[dict], str]:
    """Every workload's top rows measured (``only``: these implementations, all of them, in advise's
    order): (the rows, the run advise read)."""
    from harness.report import results

    run = advise.choose_run(root, label, None, "rollout", warm=True)
    df = results.of_mode(results.load([run.folder]).rows, "rollout")
    cold_rows, warm_rows = advise.rows_of(df, "cpu", False), advise.rows_of(df, "cpu", True)
    if only:
        cold_rows, warm_rows = ([r for r in rows if r.impl in only] for rows in (cold_rows, warm_rows))
        missing = sorted(set(only) - {r.impl for r in cold_rows})
        if missing:
            raise BadInput(f"--impl {','.join(missing)}: not measured on the cpu in {run.folder.name}; measured: "
                           + ", ".join(sorted({r.impl for r in advise.rows_of(df, 'cpu', False)})))
        top = len(only)
    out = []
    for n, s in workloads:
        cold_ranked, _ = advise.answers(cold_rows, n, s)
        warm_by = {a.label: a for a in advise.answers(warm_rows, n, s)[0]}
        for rank, a in enumerate(cold_ranked[:top], 1):
            impl = a.label.split(" (")[0]
            row = {"num_envs": n, "env_steps": s, "rank": rank, "impl": impl,
                   "verdict": advise.verdict(cold_ranked), "predicted_cold_s": a.total,
                   "predicted_cold_interval": [a.total_lo, a.total_hi] if a.total_lo else None,
                   "predicted_warm_s": warm_by[a.label].total if a.label in warm_by else None,
                   "published_rate": a.rate}
            for way in WAYS:
                cold, warm = timed(impl, n, s, way == "prepared")
                row[f"{way}_cold_s"], row[f"{way}_warm_s"] = cold["total_s"], warm["total_s"]
                row[f"{way}_warned"], row[f"{way}_missing"] = cold["warned"], cold["settings_missing"]
                row[f"{way}_rate"] = warm["rate"]
                say(f"{n} x {_e(s)}: {impl} {way}: cold {cold['total_s']:.2f} s, warm {warm['total_s']:.2f} s "
                    f"(advise: cold {a.total:.2f} s)")
            out.append(row)
    return out, run.folder.name


def _e(s: float) -> str:
    """env-steps as the options take them: 1e5, 4096 (not 4e+03), 2.5e7."""
    text = f"{s:.0e}" if float(f"{s:.0e}") == s and s >= 1e4 else f"{s:g}"
    return text.replace("e+0", "e").replace("e+", "e")


def _off(measured: float, predicted: float | None) -> str:
    """The measured time, with its distance from the prediction where that is more than OFF."""
    text = f"{measured:.3g}"
    if predicted:
        ratio = measured / predicted
        if abs(math.log(ratio)) > math.log(1 + OFF):
            text += f" ({ratio:.2f}x)"
    return text


def markdown(rows: list[dict], run: str, label: str) -> str:
    lines = [f"Advise's top {TOP} rows on {label} (from {run}) against a user's own fresh processes through "
             "impls.make: time to a result in seconds, from the Python's start of the suite to the synchronised end; "
             "bare: none of the registry's settings; prepared: impls.prepare first. In brackets, a measured time "
             f"more than {OFF:.0%} from advise's prediction, as measured over predicted.", "",
             "| workload | rank | impl | advise, cold [interval] | bare, cold | prepared, cold | advise, warm | "
             "bare, warm | prepared, warm |", "|---|---:|---|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        iv = r["predicted_cold_interval"]
        pc = f"{r['predicted_cold_s']:.3g}" + (f" [{iv[0]:.3g}, {iv[1]:.3g}]" if iv else "")
        pw = r["predicted_warm_s"]
        lines.append(f"| {r['num_envs']} x {_e(r['env_steps'])} | {r['rank']} | {r['impl']} | {pc} | "
                     f"{_off(r['bare_cold_s'], r['predicted_cold_s'])} | {_off(r['prepared_cold_s'], r['predicted_cold_s'])} | "
                     f"{'' if pw is None else f'{pw:.3g}'} | {_off(r['bare_warm_s'], pw)} | {_off(r['prepared_warm_s'], pw)} |")
    lines += ["", f"Rates, M env-steps/s: the run's (advise's, at this size) and a user's warm process's (the median of "
              f"{ROUNDS} rollouts of the default preset's round after the workload), bare and prepared:", "",
              "| workload | impl | the run's | bare | prepared | bare / the run's | prepared / the run's |",
              "|---|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        pub, bare, prep = r["published_rate"], r.get("bare_rate"), r.get("prepared_rate")
        lines.append(f"| {r['num_envs']} x {_e(r['env_steps'])} | {r['impl']} | {pub / 1e6:.4g} | "
                     + " | ".join("" if v is None else f"{v / 1e6:.4g}" for v in (bare, prep)) + " | "
                     + " | ".join("" if v is None else f"{v / pub:.2f}x" for v in (bare, prep)) + " |")
    lines.append("")
    for n, s in dict.fromkeys((r["num_envs"], r["env_steps"]) for r in rows):
        mine = [r for r in rows if (r["num_envs"], r["env_steps"]) == (n, s)]
        first = {c: min(mine, key=lambda r: r[c])["impl"] for c in ("bare_cold_s", "prepared_cold_s")}
        lines.append(f"- {n} x {_e(s)}: advise: {mine[0]['verdict']}; measured first, cold: {first['bare_cold_s']} "
                     f"bare, {first['prepared_cold_s']} prepared.")
    return "\n".join(lines) + "\n"


def run(root: Path, out: Path, workloads=WORKLOADS, only=None) -> int:
    label = machine.label()
    rows, source = check(root, label, workloads, only=only)
    md = markdown(rows, source, label)
    print(md)
    folder = Artifacts.new(out, label, "advise-check", machine.info())
    folder.text("check.md", md)
    folder.data("check", {"run": source, "top": TOP, "rows": rows})
    print(f"written to {folder.folder}")
    return 0
