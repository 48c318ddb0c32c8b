"""The Gymnasium adapter's options against the bare step and Gymnasium's own vector env:
``python -m harness adapter``.

Per implementation and num_envs, microseconds per step call on each path a training loop can take:
the implementation's own ``step`` (actions as its own arrays, then as NumPy int64), ``impls.adapters.make_vec``
in each autoreset mode and copy option (NumPy int64 actions in, NumPy arrays out), and Gymnasium's
``CartPoleVectorEnv`` (Gymnasium's own vectorised CartPole, NumPy). All paths run in one process on
one set of environments, their timed rounds taking turns (round r of every path, in an order rotated
by r: timing.in_turns), so a busy moment of the machine hits all of them alike (run-to-run noise between processes is large
on the 2-core VMs: docs/measurement.md); each round is ``steps`` calls after one untimed round, ending with the
device synchronisation; the figure is the median round, with the rounds' IQR over it (``spread``). The step-mode sweep measures the default
path (same-step, Gymnasium's final_obs) beside the bare step for every implementation; this command
shows what each option costs.
"""
from __future__ import annotations

import numpy as np

import impls
from harness.measure import bench_cartpole, timing

# label -> make_vec options, in the table's order
PATHS = {
    "make_vec SameStep": {},
    "make_vec SameStep copy=False": {"copy": False},
    "make_vec SameStep dense_final_obs": {"dense_final_obs": True},
    "make_vec SameStep dense_final_obs copy=False": {"dense_final_obs": True, "copy": False},
    "make_vec NextStep": {"autoreset_mode": "NextStep"},
    "make_vec NextStep copy=False": {"autoreset_mode": "NextStep", "copy": False},
}
BARE, BARE_NUMPY, GYMNASIUM = "step (own arrays)", "step (NumPy int64)", "Gymnasium CartPoleVectorEnv"
COLUMNS = ["impl", "device", "num_envs", "path", "us_per_step", "spread", "M_env_steps_per_s", "x_gymnasium", "x_step",
           "status", "reason"]


def time_paths(name: str, n: int, actions: np.ndarray, device: str) -> dict:
    """label -> (one step call, the synchronisation, the action rows it takes), each path on its own
    environments (a same-step step on environments that wait for a next-step reset is an error);
    Gymnasium's row is an exception where Gymnasium is missing."""
    from impls.adapters.vector_env import CartpoleVectorEnv

    env = impls.make(name, n, seed=0, device=device)
    own = env.device_actions(actions.astype(env.action_dtype))
    out = {BARE: (env.step, env.sync, own), BARE_NUMPY: (env.step, env.sync, actions)}
    for label, options in PATHS.items():
        vec = CartpoleVectorEnv(name, n, device=device, **options)
        vec.reset(seed=0)
        out[label] = (vec.step, vec.env.sync, actions)
    try:
        import gymnasium

        g = gymnasium.make_vec("CartPole-v1", n, vectorization_mode="vector_entry_point")
        g.reset(seed=0)
        out[GYMNASIUM] = (g.step, lambda: None, actions)
    except Exception as exc:  # noqa: BLE001 - the comparison row is optional; the reason is shown
        out[GYMNASIUM] = exc
    return out


def measure(name: str, n: int, steps: int, rounds: int, device: str = "cpu") -> list[dict]:
    """One row per path (see the module docstring); Gymnasium's row runs on the CPU whatever
    ``device`` is."""
    actions = np.random.default_rng(0).integers(0, 2, (bench_cartpole.ACTION_ROWS, n))  # int64, host
    try:
        paths = time_paths(name, n, actions, device)
    except impls.NotAvailable as exc:
        return [{"impl": name, "device": device, "num_envs": n, "path": "all", "status": "skipped",
                 "reason": str(exc)}]
    rows, runs = [], {}
    for label, p in paths.items():
        if isinstance(p, Exception):
            rows.append({"impl": name, "device": device, "num_envs": n, "path": label, "status": "skipped",
                         "reason": f"{type(p).__name__}: {p}"[:200]})
            continue

        def run(step=p[0], sync=p[1], buf=p[2]):
            for i in range(steps):
                step(buf[i % len(buf)])
            sync()
        run()  # untimed: compilation, first allocations
        runs[label] = (run, lambda: None)
    times = {label: [] for label in runs}
    timing.in_turns(runs, rounds, dict.fromkeys(runs, 1), times)
    per_step = {label: float(np.median(t)) / steps for label, t in times.items()}
    for label, sec in per_step.items():
        q1, q3 = np.percentile(times[label], [25, 75]) / steps
        rows.append({"impl": name, "device": device, "num_envs": n, "path": label, "us_per_step": sec * 1e6,
                     "spread": float((q3 - q1) / sec),
                     "M_env_steps_per_s": n / sec / 1e6,
                     "x_gymnasium": per_step[GYMNASIUM] / sec if GYMNASIUM in per_step else None,
                     "x_step": per_step[BARE] / sec, "status": "ok", "reason": ""})
    order = [BARE, BARE_NUMPY, *PATHS, GYMNASIUM]
    return sorted(rows, key=lambda r: order.index(r["path"]) if r["path"] in order else len(order))


def frame(rows: list[dict]):
    import pandas as pd

    return pd.DataFrame(rows, columns=COLUMNS)


def to_markdown(rows: list[dict], steps: int, rounds: int, label: str) -> str:
    from harness.artifacts import fmt_ratio, fmt_value
    from harness.artifacts import to_markdown as table

    head = (f"The Gymnasium adapter's paths on {label}: microseconds per step call, million env-steps per "
            f"second, and speed against Gymnasium's CartPoleVectorEnv and the implementation's own step "
            f"({steps} calls a round, median of {rounds} rounds taking turns; spread: their IQR over it).\n\n")
    return head + table(frame(rows), fmt={"us_per_step": fmt_value, "spread": lambda v: "" if v != v else f"{v:.1%}",
                                 "M_env_steps_per_s": fmt_value,
                                 "x_gymnasium": fmt_ratio, "x_step": fmt_ratio}, index=False)
