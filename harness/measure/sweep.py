"""The main job: run the benchmark sweep, one pytest process per (implementation, device), into a
new folder under results/ that no later run overwrites (the command then writes the comparison
table from it: harness.report).

One process per implementation keeps a crash, an XLA flag or a GPU allocation of one framework from
touching the others, and writes each one's JSON as soon as it finishes, so an interrupted sweep
keeps every finished implementation's results (and the points log keeps every finished point).
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import json
import queue
import shutil
import sys
import tempfile
import time
from pathlib import Path

import impls
from harness import artifacts
from harness.artifacts import Artifacts
from harness.cli import BadInput
from harness.measure import grid, machine, plugin, process, releases, stats, strict, variants
from harness.measure.executor import PLANS, Executor, Job, Local
from harness.artifacts import POINTS_LOG


# How often the sweep reads the points log for its progress lines while a measuring process runs; it
# learns that the process ended at once (the executor's wait returns), so it wakes rarely beside the rounds
POLL_S = 0.2


def _fingerprint(p: grid.Plan) -> str:
    from impls import policy

    return policy.fingerprint(p.weights())


def clock(seconds: float) -> str:
    m, s = divmod(int(round(seconds)), 60)
    return f"{m}:{s:02d}"


def order(pairs: list, processes: int) -> list[tuple]:
    """The measuring processes in the order they run: (process, implementation, device, ...), every
    implementation's first process, then every one's second, ... (A B C A B C, never A A A B B B), so a
    slow drift of the machine reaches every implementation alike; with releases, each (implementation,
    device, release) is one of those letters."""
    return [(j, *pair) for j in range(1, processes + 1) for pair in pairs]


def _run_of(row: dict) -> tuple:
    """The row of the sweep a point record belongs to: (implementation, device, release, bare)."""
    return row["impl"], row["device"], row.get("release") or "", variants.is_bare(str(row.get("variant") or ""))


def _only(plan: grid.Plan, keep) -> grid.Plan:
    """A measuring process's plan with only the points ``keep`` names, as (num_envs, variant)."""
    return dataclasses.replace(plan, points=tuple(c for c in plan.points if (c.num_envs, c.variant) in keep))


def added(p: grid.Plan, runs: list, progress: "Progress", took: dict, first_s: float, measure) -> None:
    """The processes added after the first ``p.processes`` rotations: while a point's interval
    (stats.value_interval of its processes' rounds, at stats.LEVEL) is wider than ``p.interval_width`` of its
    median either side, it gets one more process a rotation, the rows taking turns as in the first ones, up to
    ``p.max_processes``;
    the added processes take at most ``p.extra_time`` of the first rotations' time (``first_s``), each one's
    time guessed from its row's earlier processes (``took``: run -> seconds of each) by its share of their
    points, the widest points first where the time reaches not all. ``measure(j, run, keep)`` runs process j
    of a run with the points ``keep`` names."""
    if not p.adding():
        return
    budget = p.extra_time * first_s
    for j in range(p.processes + 1, p.max_processes + 1):
        wide = progress.wide(p.interval_width)
        if not wide:
            print(f"every point's 95% interval within +-{p.interval_width:.0%} of its median after {j - 1} processes",
                  flush=True)
            return
        by_run: dict = {}
        for key, half in wide.items():
            by_run.setdefault(key[:4], {})[key[4:]] = half
        label = {run: (run[0], run[1], run[2].label if run[2] else "", run[3]) for run in runs}
        todo = sorted((r for r in runs if label[r] in by_run and took.get(r)),
                      key=lambda r: -max(by_run[label[r]].values()))
        chosen, guess = [], 0.0
        for r in todo:
            share = len(by_run[label[r]]) / max(1, progress.points_of(label[r]))
            cost = stats.median(took[r]) * min(1.0, share)
            if guess + cost <= budget:
                chosen.append(r)
                guess += cost
        left = [f"{r[0]}{' (bare)' if r[3] else ''}" for r in todo if r not in chosen]
        short = f"the added time left ({max(budget, 0):.0f} s) does not reach {', '.join(left)}" if left else ""
        if not chosen:
            print(f"no process {j}: {short}", flush=True)
            return
        print(f"process {j}: {sum(len(by_run[label[r]]) for r in chosen)} points of {len(chosen)} rows whose 95% "
              f"interval is wider than +-{p.interval_width:.0%}" + (f"; {short}" if short else ""), flush=True)
        progress.total += sum(len(by_run[label[r]]) for r in chosen)
        for r in [r for r in runs if r in chosen]:  # in their turns
            spent = measure(j, r, set(by_run[label[r]]))
            took[r].append(spent)
            budget -= spent
    if wide := progress.wide(p.interval_width):
        print(f"{len(wide)} points still wider than +-{p.interval_width:.0%} after at most {p.max_processes} processes",
              flush=True)


def calls_text(row: dict) -> str:
    """A point's calls per timed round beside its steps, where there were several (the progress line)."""
    calls = row.get("calls_per_round") or 1
    return f" x {calls} a round" if calls > 1 else ""


class Progress:
    """One line per finished point of a measuring process, taken from the stream of the processes' points
    (``stream``: each Job's, the records the points log also keeps): the point, its median M env-steps/s and spread (the rounds' interquartile range
    over the median), the process, the points done of the total, the time elapsed and an estimate of what is
    left (the mean time per point so far, times the points left). After a point's last process, a line
    with the median of its processes' medians and their spread (the slowest over the fastest; 'unstable'
    above stats.UNSTABLE)."""

    def __init__(self, total: int, processes: int = 1):
        self.stream: queue.Queue = queue.Queue()
        self.total, self.done = total, 0
        self.processes, self.rates, self.probes, self.cpu_probes, self.rows = processes, {}, {}, {}, []  # rows: every
        # point record read so far
        self.rounds: dict = {}  # (row of the sweep, num_envs, variant) -> each passed process's round rates
        self.start = time.monotonic()

    def poll(self) -> None:
        while True:
            try:
                self.show(self.stream.get_nowait())
            except queue.Empty:
                return

    def wide(self, width: float) -> dict:
        """The points measured in several processes whose interval (stats.value_interval) is wider than
        ``width`` of their median either side: (row of the sweep, num_envs, variant) -> the half-width, as
        that fraction."""
        out = {}
        for key, rounds in self.rounds.items():
            if len(rounds) > 1:
                lo, hi = stats.value_interval(rounds)
                half = (hi - lo) / 2 / stats.median([stats.median(r) for r in rounds])
                if half > width:
                    out[key] = half
        return out

    def points_of(self, run: tuple) -> int:
        """How many points a row of the sweep measured in its first process."""
        return sum(_run_of(r) == run and r.get("process") == 1 for r in self.rows)

    def show(self, row: dict) -> None:
        self.done += 1
        self.rows.append(row)
        elapsed = time.monotonic() - self.start
        left = elapsed / self.done * max(self.total - self.done, 0)
        variant = f"[{row['variant']}]" if row.get("variant") else ""
        release = f" @ {row['release']}" if row.get("release") else ""
        point = f"{row['impl']}{variant}{release} ({row['device']}) n={row['num_envs']}"
        j = row.get("process", "?")
        what = point + ((f" p{j}/{self.processes}" if not isinstance(j, int) or j <= self.processes else f" p{j} added")
                        if self.processes > 1 else "")
        if row.get("status") == "passed" and row.get("env_steps_per_s"):
            result = (f"{row['env_steps_per_s'] / 1e6:10.4g} M/s  IQR {row['spread']:5.1%}  "
                      f"({row['steps']} steps{calls_text(row)})")
            if row.get("make_vec_env_steps_per_s"):
                result += f"  make_vec {row['make_vec_env_steps_per_s'] / 1e6:.4g} M/s"
            if row.get("split_env_steps_per_s"):
                result += f"  split {row['split_env_steps_per_s'] / 1e6:.4g} M/s"
            self.rates.setdefault(point, []).append(row["env_steps_per_s"])
            if row.get("round_rates"):
                self.rounds.setdefault(_run_of(row) + (row["num_envs"], row.get("variant") or ""), []).append(
                    row["round_rates"])
            self.probes.setdefault(point, []).append(row.get("probe_s"))
            self.cpu_probes.setdefault(point, []).append(row.get("cpu_probe_s"))
        else:
            result = f"{row.get('status')}: {row.get('reason', '')}"[:90]
        print(f"[{self.done:>{len(str(self.total))}}/{self.total}] {what:<48} {result}   "
              f"{clock(elapsed)} elapsed, ~{clock(left)} left", flush=True)
        rates = self.rates.get(point, [])
        if self.processes > 1 and isinstance(j, int) and j >= self.processes and len(rates) > 1:
            spread, probes = stats.spread(rates), self.probes.get(point, [])
            # the machine's own speed over the same processes (placement.probe_s): a spread the probe
            # shares is the machine's, not the implementation's
            probe = (f"; the speed probe {stats.spread(probes):.2f}x"
                     if len(probes) == len(rates) and all(probes) else "")
            # and, where they disagree, which CPU's probe was slow and whether in the slowest process
            which = stats.slow_cpu_text(stats.slow_cpu(self.cpu_probes.get(point, []), rates)) \
                if spread > stats.UNSTABLE else ""
            print(f"    {point}: {stats.median(rates) / 1e6:.4g} M/s, median of {len(rates)} "
                  f"processes; between them {spread:.2f}x{probe}" + ("  UNSTABLE" if spread > stats.UNSTABLE else "")
                  + (f" ({which})" if which else ""), flush=True)


def run(p: grid.Plan, out_root: Path, plugins=(), isa: str | None = None,
        executor: Executor | None = None, versions: list = (), bare: bool = False) -> tuple[Path, int]:
    """Run the sweep of a checked plan; returns (run folder, exit code). Writes nothing if no point
    can be run. In step mode a plan of all implementations (no --impl given) keeps only those that
    have a step mode. ``plugins``: see executor.request. ``isa``: every framework's code for this
    narrower vector ISA (machine.forcing_env); the results' machine label says so. Each point is
    measured in ``p.processes`` processes (order); the compilers' caches are the run's own, in a
    temporary folder removed at the end: the first process of a point compiles cold (its compile time
    is the one reported), the later ones may load what it compiled. ``executor``: where each measuring
    process runs (harness/measure/executor.py; default a local child of this Python). ``versions``: the
    releases of one package (releases.check) each implementation that uses it is measured on, each in
    its own environment (made first, if need be) after the conformance check there; the others once.
    ``bare``: each implementation that declares settings on a device (Entry.env) is measured a second
    time, interleaved with the others, in processes started as a user's shell starts Python (without
    them; its points' variants carry variants.BARE), so its published figure has the plain one beside it."""
    executor = executor or Local()
    forced = machine.forcing_env(isa) if isa else {}
    xla = forced.pop("XLA_FLAGS", "")
    names, devices, num_envs, steps, rounds, mode = p.impls, p.devices, p.num_envs, p.steps, p.rounds, p.mode
    if mode == "step" and p.all_impls:
        names = [n for n in names if impls.has_step(n)]
    if mode == "policy" and p.all_impls:
        names = [n for n in names if impls.has_policy(n)]
    pairs = [(n, d) for n in names for d in devices if d in impls.devices(n)]
    if not pairs:
        raise BadInput(f"no implementation among {', '.join(names)} runs on {', '.join(devices)}")
    package = versions[0].package if versions else ""
    runs = [(n, d, r, False) for n, d in pairs for r in (versions if package and releases.uses(n, package) else [None])]
    if package and not any(r for _, _, r, _ in runs):
        raise BadInput(f"--versions {package}: no implementation among {', '.join(names)} uses {package}; those that "
                       f"do: {', '.join(n for n in impls.available() if releases.uses(n, package))}")
    if bare:
        if package:
            raise BadInput("--bare with --versions: measure a release's bare processes in a sweep of their own")
        runs += [(n, d, None, True) for n, d in pairs if impls.settings(n, d)]
    # every release's environment, made (its download said) before anything is measured
    executors = {None: executor, **{r: executor if r.today else Local(str(releases.environment(r))) for r in versions}}
    out = Artifacts.new(out_root, machine.label(isa), machine=machine.info(isa))
    run_dir = out.folder
    each = grid.process_rounds(rounds, p.processes)
    own = {f"own_{f}": {n: v for n in names if (v := getattr(impls.entry(n), f))}
           for f in ("round_env_steps", "round_steps")} if p.paced else {}
    out.data("run", {"impls": names, "devices": devices, "num_envs": num_envs, "steps": steps,
                     "round_env_steps": p.round_env_steps, "rounds": rounds, "processes": p.processes,
                     **({"interval_width": p.interval_width, "max_processes": p.max_processes,
                         "extra_time": p.extra_time} if p.adding() else {}),
                     "design": artifacts.sweep_design(p.processes, p.adding()), **({"bare": True} if bare else {}),
                     **{k: v for k, v in own.items() if v},
                     "rounds_per_process": each, "round_ms": p.round_ms, "mode": mode, "isa": isa, **p.overrides,
                     **({"versions": [r.label for r in versions],
                         "release_dates": {r.label: r.date for r in versions}} if versions else {}),
                     **({"tuned": p.tuned_file, "tuned_settings": p.tuned} if p.tuned else {}),
                     **({"hidden": list(p.hidden), "policy": p.policy_file or "default",
                         "policy_fingerprint": _fingerprint(p)} if mode == "policy" else {}),
                     "started": dt.datetime.now(dt.timezone.utc).isoformat()})
    points = run_dir / POINTS_LOG
    logs = run_dir / "logs"
    logs.mkdir()
    code = 0
    sizes = [p.steps_for(n, name) for name, _ in pairs for n in num_envs]
    what = "step calls" if mode == "step" else "steps"
    print(f"{len(runs)} implementation runs x {p.processes} measuring process{'es' * (p.processes > 1)}, num_envs "
          f"{', '.join(map(str, num_envs))}; {each} rounds of "
          + (f"{sizes[0]} {what}" if len(set(sizes)) == 1 else f"{max(sizes)} to {min(sizes)} {what}")
          + (f" (repeated to at least {p.round_ms} ms)" if p.round_ms else "")
          + f" per point and process; each process's pytest output in {logs}"
          + (f"\nthen, up to {p.max_processes} processes, another for each point whose 95% interval is wider than "
             f"+-{p.interval_width:.0%} of its median, in at most {p.extra_time:g}x the time of the first {p.processes}"
             if p.adding() else ""), flush=True)
    # each pair's points listed once, here
    plans = {(n, d): dataclasses.replace(p.for_process(n, d, 1), release_package=package) for n, d in pairs}
    per_pair = {pair: len(plan.points) for pair, plan in plans.items()}
    progress = Progress(sum(per_pair[(n, d)] for n, d, _, _ in runs) * p.processes, p.processes)
    cache = Path(tempfile.mkdtemp(prefix="cartpole-sweep-caches-"))
    caches = process.compile_caches(cache)
    bare_caches = process.compile_caches(cache / "bare")  # a bare row's first process compiles cold too
    skipped = set()  # runs whose every point skipped in their first process (a device this machine lacks)
    unmeasured = set()  # runs whose release failed the conformance check (their points logged as such)
    written = []  # the measuring processes' result files, packed into one at the end (artifacts.pack)
    quiet = []  # the logs of the processes that ended well, packed into one at the end (artifacts.pack_logs)
    try:
        for r in versions:  # a release's numbers count once its conformance check has passed there
            if not r.today:
                mine = [(n, d) for n, d, rr, _ in runs if rr == r]
                t0 = time.monotonic()
                verdicts = releases.conform(executors[r].python, mine, logs / f"conformance-{r.slug}.log", r.label,
                                            {**forced, **caches})
                print(f"conformance on {r.label}: {len(mine) - len(verdicts)} of {len(mine)} implementation runs "
                      f"passed in {clock(time.monotonic() - t0)}", flush=True)
                for (n, d), (status, reason) in verdicts.items():
                    print(f"    {n} on {d} @ {r.label}: {status}, not measured: {reason}", flush=True)
                    with open(points, "a") as fh:  # the table shows it, with the reason, where its numbers would be
                        for case in plans[(n, d)].points:
                            fh.write(json.dumps(plugin.point_record(dataclasses.asdict(case), plans[(n, d)], status,
                                                                    reason, r.label, machine.info(isa))) + "\n")
                    unmeasured.add((n, d, r, False))
                    progress.total -= per_pair[(n, d)] * (p.processes - 1)
        def measure(j: int, name: str, dev: str, rel, is_bare: bool, plan: grid.Plan) -> float:
            """One measuring process of one row; its time (seconds)."""
            nonlocal code
            stem = f"{name}-{dev}" + (f"@{rel.slug}" if rel else "") + ("" if mode == "rollout" else f"-{mode}") + \
                ("-bare" if is_bare else "") + (f"-p{j}" if p.processes > 1 else "")
            job = Job(dataclasses.replace(plan, release_package=package), stem, run_dir, points, tuple(plugins),
                      {**forced, **(bare_caches if is_bare else caches)}, xla, progress.stream)
            t0, done0 = time.monotonic(), progress.done
            running = executors[rel].start(job)
            try:
                while (rc := running.wait(POLL_S)) is None:
                    progress.poll()
            finally:
                rc = running.wait(None)
                progress.poll()
            written.append(job.result)
            at = (f" @ {rel.label}" if rel else "") + (" (bare process)" if is_bare else "")
            mine = [r for r in progress.rows if _run_of(r) + (r.get("process"),) == (name, dev, rel.label if rel else "",
                                                                                     is_bare, j)]
            if j == 1 and p.processes > 1 and mine and all(r.get("status") == "skipped" for r in mine):
                skipped.add((name, dev, rel, is_bare))
                print(f"    {name} on {dev}{at}: every point skipped; not repeated in the later processes", flush=True)
            print(f"    {name} on {dev}{at}" + ("" if p.processes < 2 else f", process {j} of {p.processes}"
                                                  if j <= p.processes else f", process {j} (added)")
                  + f": {progress.done - done0} points in {clock(time.monotonic() - t0)}"
                  + ("" if rc in (0, 5) else f"; pytest exited {rc}, its finished points are kept"), flush=True)
            failed = rc not in (0, 5)  # 5: nothing collected
            tail = job.log.read_text().strip().splitlines()[-12:] if failed else []
            log = artifacts.settle(job.log)  # (read first: its tail is printed as it was written)
            if not failed:
                quiet.append(log)  # (packed at the end; a failed process's log stays a file, where the line says)
            else:
                print("\n".join(f"    | {line}" for line in tail) + f"\n    (whole output: {log})", flush=True)
                code = 1
            return time.monotonic() - t0

        took: dict = {}  # each row's processes' times
        first_rotations = time.monotonic()
        for j, name, dev, rel, is_bare in order(runs, p.processes):
            if (name, dev, rel, is_bare) in unmeasured:
                continue
            if (name, dev, rel, is_bare) in skipped:
                progress.total -= per_pair[(name, dev)]
                continue
            plan = p.for_process(name, dev, j, bare=True) if is_bare else dataclasses.replace(plans[(name, dev)], process=j)
            took.setdefault((name, dev, rel, is_bare), []).append(measure(j, name, dev, rel, is_bare, plan))
        added(p, runs, progress, took, time.monotonic() - first_rotations,
              lambda j, run, keep: measure(j, *run, _only(p.for_process(run[0], run[1], j, bare=run[3])
                                                          if run[3] else dataclasses.replace(plans[run[:2]], process=j),
                                                          keep)))
    except KeyboardInterrupt:
        print("\ninterrupted: building the table from the points that finished", flush=True)
        code = 130
    finally:
        shutil.rmtree(cache, ignore_errors=True)
        artifacts.settle_points(points)  # the whole log read: stored compressed if large (a default sweep's is)
        artifacts.settle(logs / PLANS)
        artifacts.pack_logs(logs, quiet)
        artifacts.pack(written, run_dir)
    rows = progress.rows
    if "cuda" in devices and strict.gpu_present() and not any(
            r.get("device") == "cuda" and r.get("status") in ("passed", "failed") for r in rows):
        print("error: this machine has a GPU, but no cuda point ran (see the table's skipped/failed rows)",
              file=sys.stderr, flush=True)
        code = code or 1
    if code != 130 and not any(r.get("status") == "passed" for r in rows):
        print(f"error: no point of this sweep ran ({nothing_ran(rows)})", file=sys.stderr, flush=True)
        code = code or 1
    return run_dir, code


def nothing_ran(rows: list[dict]) -> str:
    """Why a sweep measured nothing: how many points skipped or failed, and their distinct reasons."""
    if not rows:
        return "no point was recorded: see the pytest logs in the run folder"
    counts = {s: sum(r.get("status") == s for r in rows) for s in ("skipped", "failed")}
    reasons = list(dict.fromkeys(r.get("reason", "") for r in rows if r.get("reason")))
    return ", ".join(f"{n} {s}" for s, n in counts.items() if n) + (
        ": " + "; ".join(reasons[:3]) + (f"; and {len(reasons) - 3} more reasons" if len(reasons) > 3 else "")
        if reasons else "")
