"""The main job: run the benchmark sweep, one pytest process per (implementation, device), into a
new folder under results/ that no later run overwrites, then print and write the comparison table.

One process per implementation keeps a crash, an XLA flag or a GPU allocation of one framework from
touching the others, and writes each one's JSON as soon as it finishes, so an interrupted sweep
keeps every finished implementation's results (and the points log keeps every finished point).
"""
from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import impls
from harness import grid, machine, results, strict_gpu

ROOT = Path(__file__).resolve().parent.parent
BENCH_FILE = ROOT / "harness" / "bench_cartpole.py"


def new_run_dir(out_root: Path, suffix: str = "") -> Path:
    stamp = dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    base = out_root / f"{machine.label()}-{stamp}{suffix}"
    path, i = base, 1
    while path.exists():
        i += 1
        path = base.with_name(f"{base.name}-{i}")
    return path


def pytest_command(name, device, num_envs, steps, rounds, json_path, points_log, extra=(), mode="rollout"):
    return [sys.executable, "-m", "pytest", str(BENCH_FILE), "-p", "no:cacheprovider", "-v", "-rs",
            "--no-header", "--impl", name, "--device", device,
            "--num-envs", ",".join(map(str, num_envs)), "--steps", str(steps), "--rounds", str(rounds),
            f"--benchmark-json={json_path}", "--benchmark-columns=median,iqr,rounds",
            f"--points-log={points_log}", "--mode", mode, *extra]


def run(names, devices, num_envs, steps, rounds, out_root: Path, overrides=None, mode="rollout",
        all_impls=False) -> tuple[Path, int]:
    """Run the sweep; returns (run folder, exit code). Writes nothing if no point can be run.
    ``overrides``: values of tunable options ({'block': [64, 256]}, see grid.TUNING). In step mode
    ``all_impls`` (no --impl given) keeps only the implementations that have a step mode."""
    overrides = overrides or {}
    if mode == "step" and all_impls:
        names = [n for n in names if impls.has_step(n)]
    plan = [(n, d) for n in names for d in devices if d in impls.devices(n)]
    if not plan:
        raise grid.BadInput(f"no implementation among {', '.join(names)} runs on {', '.join(devices)}")
    run_dir = new_run_dir(out_root)
    run_dir.mkdir(parents=True)
    (run_dir / "run.json").write_text(json.dumps({
        "machine": machine.info(), "impls": names, "devices": devices, "num_envs": num_envs,
        "steps": steps, "rounds": rounds, "mode": mode, **overrides,
        "started": dt.datetime.now(dt.timezone.utc).isoformat()}, indent=1))
    points = run_dir / results.POINTS_LOG
    code = 0
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    try:
        for i, (name, dev) in enumerate(plan, 1):
            print(f"\n=== [{i}/{len(plan)}] {name} on {dev}: num_envs {num_envs[0]}..{num_envs[-1]} "
                  f"({len(num_envs)} points), {steps} {'step calls' if mode == 'step' else 'steps'} x {rounds} "
                  "rounds", flush=True)
            extra = [a for k, v in overrides.items() for a in (f"--{k}", ",".join(map(str, v)))]
            suffix = "-step" if mode == "step" else ""
            cmd = pytest_command(name, dev, num_envs, steps, rounds, run_dir / f"{name}-{dev}{suffix}.json",
                                 points, extra, mode)
            rc = subprocess.run(cmd, cwd=ROOT, env=impls.process_env(name, dev, env)).returncode
            if rc not in (0, 5):  # 5: nothing collected
                print(f"!!! {name} on {dev}: pytest exited {rc}; its finished points are kept", flush=True)
                code = 1
    except KeyboardInterrupt:
        print("\ninterrupted: building the table from the points that finished", flush=True)
        code = 130
    write_table(run_dir)
    if "cuda" in devices and strict_gpu.gpu_present() and not cuda_ran(points):
        print("error: this machine has a GPU, but no cuda point ran (see the table's skipped/failed rows)",
              file=sys.stderr, flush=True)
        code = code or 1
    return run_dir, code


def cuda_ran(points: Path) -> bool:
    """Whether any cuda point of the points log was measured or failed (not only skipped)."""
    if not points.exists():
        return False
    rows = [json.loads(line) for line in points.read_text().splitlines() if line.strip()]
    return any(r.get("device") == "cuda" and r.get("status") in ("passed", "failed") for r in rows)


def write_table(run_dir: Path) -> None:
    loaded = results.load([run_dir])
    for p in loaded.problems:
        print(f"warning: {p}", file=sys.stderr)
    table = results.throughput_table(loaded.rows)
    md = ("Median env-steps per second, in millions (M/s), by implementation (device) and num_envs.\n"
          f"Machine: {machine.label()}.\n\n" + results.to_markdown(table, corner="impl (device) \\ num_envs"))
    (run_dir / "table.md").write_text(md)
    table.to_csv(run_dir / "table.csv")
    print("\n" + md)
    print(f"results in {run_dir}")
