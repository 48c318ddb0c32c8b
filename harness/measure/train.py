"""Training in the loop: time to solve CartPole-v1 with PPO, each trainer on each environment it
runs on: ``python -m harness train``.

A run is one trainer x environment x configuration x seed; its record holds ``time_to_solve_s``
(wall-clock seconds until the mean return of the last 100 finished episodes first reaches 475),
``steps_to_solve``, ``compile_s`` apart, ``train_s``, ``env_steps_per_s``, ``final_return`` and the
``curve``. Each trainer counts episodes from its environment's own counters. The trainers
(``TRAINERS``: suite-jax, suite-torch, rejax, sb3) and the criterion: docs/training.md.
"""
from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

import impls
from harness.artifacts import save_figure
from harness.cli import BadInput
from harness.table import Doc, Heading, Table
from impls.api import NotAvailable

SOLVED = 475.0  # CartPole-v1's reward_threshold
CURVE_POINTS = 400  # at most this many curve points per run are kept (every k-th check)


@dataclass(frozen=True)
class Trainer:
    about: str
    envs: tuple[str, ...]  # the environments it trains on; the first is its default
    configs: tuple[str, ...]  # configuration names; the first is the common (published) one
    run: Callable  # (env, config name, seeds, together, total_timesteps or None) -> list of records
    together: bool = False  # trains several seeds at once (vmapped)
    in_flight: bool = False  # together, through a number of slots that seeds leave as they solve
    # the suite's folders of compiled programs it loads (impls.api.compile_cache): (kind, module) each
    caches: tuple[tuple[str, str], ...] = ()


def configuration(name: str, total: int | None):
    """The PPO configuration ``name``, with ``total`` env-steps when given (a ValueError when it does
    not fit)."""
    from impls.train import config as ppo_config

    return ppo_config.config(name, **({"total_timesteps": total} if total else {}))


IN_FLIGHT_PER_DEVICE = 8  # suite-jax --together: seeds in flight per JAX device (ppo.Trainer's slots)


def _suite_jax(env: str, config: str, seeds: list[int], together: bool, total: int | None,
               in_flight: int | None = None) -> list[dict]:
    """One seed at a time, each trained to the end of its budget; or (``together``) the seeds through
    ``in_flight`` slots of one program (IN_FLIGHT_PER_DEVICE per JAX device by default), each seed
    leaving its slot when it solves (its record ends there) and the next one taking it."""
    import jax

    from impls.train import ppo

    cfg = configuration(config, total)
    groups = [seeds] if together else [[s] for s in seeds]
    out = []
    for group in groups:
        t0 = time.perf_counter()
        slots = (in_flight or IN_FLIGHT_PER_DEVICE * len(jax.devices())) if together else None
        trainer = ppo.Trainer(cfg, group, chunk=_chunk(cfg.batch_size), in_flight=slots)
        trainer.compile()
        compile_s = time.perf_counter() - t0

        def chunk_call():
            _, mean = trainer.run_chunk()  # NumPy: waits for the chunk
            return trainer.env_steps, mean, trainer.moved
        train_s, curves, solved = timed_chunks(group, chunk_call, lambda: trainer.done,
                                                trainer.retire if together else None)
        for i, seed in enumerate(group):
            out.append(_record("suite-jax", env, config, seed,
                               {**cfg.as_dict(), "devices": trainer.devices, "in_flight": trainer.slots},
                               compile_s, train_s, int(trainer.env_steps.sum()), solved[i], curves[i],
                               together=len(group) if together else 1))
    return out


def _suite_torch(env: str, config: str, seeds: list[int], together: bool, total: int | None) -> list[dict]:
    """The suite's torch PPO (impls/train/ppo_torch.py) over a step-mode implementation, one seed at a time,
    the criterion checked after every update (it is on the host already)."""
    from impls.train import ppo_torch

    cfg = configuration(config, total)
    out = []
    for seed in seeds:
        t0 = time.perf_counter()
        trainer = ppo_torch.Trainer(cfg, seed, env.removeprefix("suite-"))
        trainer.warm_up()
        compile_s = time.perf_counter() - t0

        def chunk_call():
            return trainer.env_steps, [trainer.run_update()], None
        train_s, curves, solved = timed_chunks([seed], chunk_call, lambda: trainer.done)
        out.append(_record("suite-torch", env, config, seed, {**cfg.as_dict(), "torch_threads": 1,
                                                              "compiler": trainer.compiler},
                           compile_s, train_s, trainer.env_steps, solved[0], curves[0]))
    return out


def _suite_numba(env: str, config: str, seeds: list[int], together: bool, total: int | None,
                 in_flight: int | None = None) -> list[dict]:
    """The suite's PPO in Numba (impls/train/ppo_numba.py): each seed to the end of its budget, one at a
    time, the criterion checked after every update; or (``together``) the seeds over the cores, one
    seed a core at a time (``in_flight`` slots, default one per core), each leaving its slot as it
    solves and the next seed taking it."""
    from impls.train import ppo_numba

    cfg = configuration(config, total)
    groups = [seeds] if together else [[s] for s in seeds]
    slots = (in_flight or impls.CPU_CORES) if together else 1
    out = []
    for group in groups:
        t0 = time.perf_counter()
        trainer = ppo_numba.Slots(cfg, group, slots=slots, chunk=NUMBA_CHUNK if together else 1,
                                  stop_at=SOLVED if together else 0.0)
        trainer.compile()  # once a process (a later group's finds its loops compiled)
        compile_s = time.perf_counter() - t0

        def chunk_call():
            _, mean = trainer.run_chunk()
            return trainer.env_steps, mean, trainer.moved
        train_s, curves, solved = timed_chunks(group, chunk_call, lambda: trainer.done,
                                                trainer.retire if together else None)
        for i, seed in enumerate(group):
            setting = {**cfg.as_dict(), "in_flight": trainer.slots, "cores_per_seed": 2 if trainer.split else 1}
            out.append(_record("suite-numba", env, config, seed, setting,
                               compile_s, train_s, int(trainer.env_steps.sum()), solved[i], curves[i],
                               together=len(group) if together else 1))
    return out


NUMBA_CHUNK = 4  # suite-numba --together: updates a slot runs between the host's checks (it stops as it solves)


def timed_chunks(group, chunk_call, done, retire=None) -> tuple[float, list, list]:
    """Run chunks of training until ``done()``; ``chunk_call()`` runs one and returns (env-steps so far:
    one number, or one per seed; each seed's mean of its last 100 episodes, read on the host: it waits
    for the chunk; the indices of the seeds it advanced, or None for all). ``retire(i)``, when given,
    is called as seed i solves. Returns (seconds of training, each seed's curve, each seed's (seconds,
    env-steps) when it first solved, or None)."""
    curves = [[] for _ in group]
    solved = [None] * len(group)
    start = time.perf_counter()
    while not done():
        steps, means, moved = chunk_call()
        now = time.perf_counter() - start
        for i in range(len(group)) if moved is None else moved:
            at = int(steps if np.ndim(steps) == 0 else steps[i])
            curves[i].append((now, at, float(means[i])))
            if solved[i] is None and means[i] >= SOLVED:
                solved[i] = (now, at)
                if retire is not None:
                    retire(i)
    return time.perf_counter() - start, curves, solved


def _rejax(env: str, config: str, seeds: list[int], together: bool, total: int | None) -> list[dict]:
    """rejax 0.1.3's PPO (PureJaxRL-style, one compiled program) over a gymnax environment: gymnax's
    CartPole-v1 or the suite's (impls/adapters/gymnax_env.py), through EpisodeStats (the episodes' returns) and
    FiveValues (the five-value step rejax unpacks). Its ``train`` is compiled for a chunk of
    updates (total_timesteps = eval_freq = the chunk, no initial evaluation, its evaluation callback
    replaced by one that does nothing: neither side runs evaluations) and called once per chunk."""
    import jax
    import jax.numpy as jnp

    from impls.adapters import gymnax_env

    try:
        from rejax import PPO
    except ImportError as exc:
        raise NotAvailable(f"rejax is not installed ({exc})") from exc
    cfg = configuration(config, total)
    if env == impls.with_role("public-jax"):  # the public system's own environment
        import gymnax

        base, params = gymnax.make("CartPole-v1")
    else:
        base = gymnax_env.CartpoleGymnax()
        params = base.default_params
    chunk = _chunk(cfg.batch_size)
    steps_per_chunk = chunk * cfg.batch_size
    algo = PPO.create(env=gymnax_env.FiveValues(gymnax_env.EpisodeStats(base)), env_params=params,
                      num_envs=cfg.num_envs, num_steps=cfg.num_steps, num_epochs=cfg.update_epochs,
                      num_minibatches=cfg.num_minibatches, learning_rate=cfg.learning_rate,
                      max_grad_norm=cfg.max_grad_norm, gamma=cfg.gamma, gae_lambda=cfg.gae_lambda,
                      clip_eps=cfg.clip_eps, ent_coef=cfg.ent_coef, vf_coef=cfg.vf_coef,
                      total_timesteps=steps_per_chunk, eval_freq=steps_per_chunk, skip_initial_evaluation=True,
                      agent_kwargs={"activation": "tanh", "hidden_layer_sizes": tuple(cfg.hidden)})
    algo = algo.replace(eval_callback=lambda algo, ts, rng: jnp.float32(0))
    chunks = -(-cfg.num_updates // chunk)
    out = []
    for group in ([seeds] if together else [[s] for s in seeds]):
        t0 = time.perf_counter()
        ts = jax.vmap(algo.init_state)(jnp.stack([jax.random.PRNGKey(s) for s in group]))
        program = jax.jit(jax.vmap(lambda ts: algo.train(train_state=ts)[0]), donate_argnums=0).lower(ts).compile()
        compile_s = time.perf_counter() - t0
        box = [ts, 0]

        def chunk_call():
            box[0] = program(box[0])
            box[1] += steps_per_chunk
            st = box[0].env_state
            return box[1], [gymnax_env.last_mean(st.ring_ret[i], st.ring_at[i]) for i in range(len(group))], None
        train_s, curves, solved = timed_chunks(group, chunk_call, lambda: box[1] >= chunks * steps_per_chunk)
        for i, seed in enumerate(group):
            out.append(_record("rejax", env, config, seed, {**cfg.as_dict(), "anneal_lr": False, "anneal_clip": False,
                                                            "grad_clip": "per element (optax.clip)"},
                               compile_s, train_s, chunks * steps_per_chunk * len(group), solved[i], curves[i],
                               together=len(group) if together else 1))
    return out


def _sb3(env: str, config: str, seeds: list[int], together: bool, total: int | None) -> list[dict]:
    """stable-baselines3's PPO (torch, one thread: its small networks run fastest so) over Gymnasium's
    CartPole-v1 (``make_vec_env``: a DummyVecEnv of Monitor-wrapped environments) or over the suite's
    VecEnv adapter (impls/adapters/sb3_vec_env.py) on a step-mode implementation. The solve criterion is SB3's own
    ep_info_buffer (the last 100 episodes, from Monitor or from the adapter's counters), read at the
    end of each rollout."""
    try:
        import torch
        from stable_baselines3 import PPO
        from stable_baselines3.common.callbacks import BaseCallback
        from stable_baselines3.common.env_util import make_vec_env
    except ImportError as exc:
        raise NotAvailable(f"stable-baselines3 is not installed ({exc})") from exc
    cfg = configuration(config, total)
    torch.set_num_threads(1)
    out = []
    for seed in seeds:
        t0 = time.perf_counter()
        if env == "gymnasium":
            venv = make_vec_env("CartPole-v1", n_envs=cfg.num_envs, seed=seed)
        else:
            from impls.adapters.sb3_vec_env import CartpoleSB3VecEnv

            venv = CartpoleSB3VecEnv(env.removeprefix("suite-"), cfg.num_envs, seed=seed)
        lr = (lambda f: f * cfg.learning_rate) if cfg.anneal_lr else cfg.learning_rate
        clip = (lambda f: f * cfg.clip_eps) if cfg.anneal_clip else cfg.clip_eps
        model = PPO("MlpPolicy", venv, n_steps=cfg.num_steps, batch_size=cfg.minibatch_size,
                    n_epochs=cfg.update_epochs, learning_rate=lr, gamma=cfg.gamma, gae_lambda=cfg.gae_lambda,
                    clip_range=clip, ent_coef=cfg.ent_coef, vf_coef=cfg.vf_coef, max_grad_norm=cfg.max_grad_norm,
                    policy_kwargs={"net_arch": {"pi": list(cfg.hidden), "vf": list(cfg.hidden)},
                                   "activation_fn": torch.nn.Tanh}, seed=seed, device="cpu", verbose=0)
        compile_s = time.perf_counter() - t0
        curve, solved = [], [None]

        class Check(BaseCallback):
            def _on_step(self):
                return True

            def _on_rollout_end(self):
                buf = model.ep_info_buffer
                mean = float(np.mean([e["r"] for e in buf])) if buf else float("nan")
                now = time.perf_counter() - self.start
                curve.append((now, model.num_timesteps, mean))
                if solved[0] is None and mean >= SOLVED:
                    solved[0] = (now, model.num_timesteps)
        check = Check()
        check.start = time.perf_counter()
        model.learn(total_timesteps=cfg.total_timesteps, callback=check)
        train_s = time.perf_counter() - check.start
        out.append(_record("sb3", env, config, seed, {**cfg.as_dict(), "torch_threads": 1}, compile_s, train_s,
                           model.num_timesteps, solved[0], curve))
    return out


def _chunk(batch_size: int) -> int:
    """Updates per chunk: about 4096 env-steps between checks (8 updates of the published 4 envs by 128 steps)."""
    return max(1, 4096 // batch_size)


def _record(trainer, env, config, seed, cfg, compile_s, train_s, env_steps, solved, curve, together=1):
    keep = curve[::max(1, -(-len(curve) // CURVE_POINTS))]
    if curve and keep[-1] is not curve[-1]:
        keep.append(curve[-1])
    return {"trainer": trainer, "env": env, "config": config, "seed": seed, "together": together,
            "time_to_solve_s": solved[0] if solved else None, "steps_to_solve": solved[1] if solved else None,
            "compile_s": compile_s, "train_s": train_s, "env_steps_per_s": env_steps / train_s if train_s else None,
            "final_return": curve[-1][2] if curve else None, "curve": [list(p) for p in keep],
            "hyperparameters": cfg}


TRAINERS = {
    "suite-jax": Trainer("the suite's PPO, all of training in one compiled JAX program (impls/train/ppo.py)",
                         ("suite",), ("purejaxrl", "fast", "fast-h32", "fast-zoo"), _suite_jax, together=True,
                         in_flight=True, caches=(("jax", "impls.jax_xla"),)),
    "suite-numba": Trainer("the suite's PPO in Numba: rollout, GAE, both networks' gradients and Adam in compiled "
                           "loops, seeds over the cores (impls/train/ppo_numba.py)", ("suite",),
                           ("purejaxrl", "fast", "fast-h32", "fast-zoo", "rl-zoo"), _suite_numba, together=True,
                           in_flight=True, caches=(("numba", "impls.numba_cpu"), ("numba", "impls.train.ppo_numba"))),
    "suite-torch": Trainer("the suite's PPO in torch over a step-mode implementation: the policy step by "
                           "TorchScript, the minibatch step by torch.compile (impls/train/ppo_torch.py)",
                           ("suite-numba-cpu", "suite-numpy", "suite-torch-compile"),
                           ("purejaxrl", "fast", "fast-h32", "fast-zoo", "rl-zoo"), _suite_torch,
                           caches=(("inductor", "impls.torch_impls"),)),
    "sb3": Trainer("stable-baselines3's PPO (torch) over Gymnasium's CartPole-v1 or the suite's VecEnv adapter",
                   ("gymnasium", "suite-numba-cpu", "suite-numpy"), ("purejaxrl", "rl-zoo"), _sb3),
    "rejax": Trainer("rejax 0.1.3's PPO over a gymnax environment (gymnax's CartPole-v1 or the suite's)",
                     (impls.with_role("public-jax"), "suite"), ("purejaxrl", "fast", "fast-h32", "fast-zoo"), _rejax,
                     together=True),
}


def cache_state(trainer: str) -> str:
    """How a trainer's compiled programs start this command (impls.api.cache_state): "cold", "warm" or "off";
    "" for a trainer whose programs the suite does not keep (the public ones)."""
    from impls import api

    kept = TRAINERS[trainer].caches
    if not kept:
        return ""
    return api.cache_state([api.compile_cache(kind, module, api.CACHE_VERSIONS[kind], impls.RUN_CACHE_VARIABLES[kind])
                            for kind, module in kept])


def row_of(env: str) -> str | None:
    """The registered implementation a trainer's environment steps (``suite-NAME``), else None."""
    name = env.removeprefix("suite-")
    return name if env != name and name in impls.available() else None


def prepare(envs) -> dict[str, str]:
    """The settings the sweep measures the rows these environments step with (impls.prepare), applied in
    this process before any framework starts: harness train is a user's process, and a row trains at the
    speed its figures were measured at (numba-cpu's OMP_PROC_BIND). Returns env -> the settings in effect
    for its row ("" where none is declared)."""
    rows = {env: row for env in envs if (row := row_of(env)) is not None}
    impls.prepare(*sorted(set(rows.values())))
    return {env: " ".join(f"{k}={v}" for k, v in impls.settings(row)) for env, row in rows.items()}


def check(trainer: str, env: str | None, config: str | None) -> tuple[str, str]:
    """The environment and configuration a trainer runs (its defaults when None); bad input names
    the valid ones."""
    if trainer not in TRAINERS:
        raise BadInput(f"unknown trainer {trainer!r}; valid: {', '.join(TRAINERS)}")
    t = TRAINERS[trainer]
    env = t.envs[0] if env is None else env
    config = t.configs[0] if config is None else config
    if env not in t.envs:
        raise BadInput(f"trainer {trainer} does not train on {env!r}; valid: {', '.join(t.envs)}")
    if config not in t.configs:
        raise BadInput(f"trainer {trainer} has no configuration {config!r}; valid: {', '.join(t.configs)}")
    return env, config


def _in_flight(r: dict):
    """The slots of a together run whose seeds left them as they solved (None: every seed to the end)."""
    return r["hyperparameters"].get("in_flight") if r["together"] > 1 else None


def group_key(r: dict) -> tuple:
    """A record's group: trainer, environment, configuration, seeds together, in flight."""
    return r["trainer"], r["env"], r["config"], r["together"], _in_flight(r)


def summary(records: list[dict]) -> list[dict]:
    """One row per trainer x environment x configuration (x seeds together, in flight): seeds, how
    many solved, the median time and env-steps to solve (of those that solved), the slowest, median
    env-steps/s and final return, the longest compilation."""
    groups: dict = {}
    for r in records:
        groups.setdefault(group_key(r), []).append(r)
    rows = []
    for (trainer, env, config, together, in_flight), rs in groups.items():
        solved = [r for r in rs if r["time_to_solve_s"] is not None]
        t = [r["time_to_solve_s"] for r in solved]
        rows.append({"trainer": trainer, "env": env, "config": config, "together": together,
                     "in_flight": in_flight, "seeds": len(rs),
                     "solved": len(solved),
                     "median_time_to_solve_s": float(np.median(t)) if t else None,
                     "max_time_to_solve_s": max(t) if len(solved) == len(rs) else None,
                     "median_steps_to_solve": float(np.median([r["steps_to_solve"] for r in solved])) if solved
                     else None,
                     "env_steps_per_s": float(np.median([r["env_steps_per_s"] for r in rs])),
                     "median_final_return": float(np.median([r["final_return"] for r in rs])),
                     # the longest: a process compiles once what its later seeds reuse (torch.compile)
                     "compile_s": max(r["compile_s"] for r in rs),
                     "compile_cache": rs[0].get("compile_cache", "")})
    return rows


def line(r: dict) -> str:
    """A run's progress line."""
    solved = (f"solved in {r['time_to_solve_s']:.2f} s ({r['steps_to_solve']:,} env-steps)"
              if r["time_to_solve_s"] is not None else "not solved")
    return (f"{r['trainer']} on {r['env']} ({r['config']}) seed {r['seed']}: {solved}; final return "
            f"{r['final_return']:.1f}; {r['env_steps_per_s'] / 1e3:.0f} k env-steps/s; compile {r['compile_s']:.1f} s"
            + (f" ({r['compile_cache']})" if r.get("compile_cache") else ""))


SUMMARY_COLUMNS = ["trainer", "env", "config", "together", "in_flight", "seeds", "solved",
                   "median_time_to_solve_s",
                   "max_time_to_solve_s", "median_steps_to_solve", "env_steps_per_s", "median_final_return",
                   "compile_s", "compile_cache"]


def frame(records: list[dict]):
    import pandas as pd

    return pd.DataFrame(summary(records), columns=SUMMARY_COLUMNS)


def to_table(records: list[dict], label: str) -> Table:
    from harness.artifacts import fmt_value, frame_table

    head = (f"Time to solve CartPole-v1 (mean return of the last 100 training episodes >= 475) on {label}: "
            "seconds of training, compilation apart; per trainer, environment and configuration over its "
            "seeds (together: seeds trained at once on one clock; in_flight: the slots of suite-jax or suite-numba, each seed "
            "leaving its slot as it solves; empty: every seed trained to the end; compile_cache: whether the suite's "
            "compiled programs were there from an earlier command, warm, or compiled anew, cold).")
    return frame_table(frame(records), fmt=fmt_value, index=False, caption=head)


def write(out: Path, label: str, info: dict, records: list[dict]) -> Path:
    """A -train folder of ``label``'s records under ``out``: the table (Markdown, printed, and CSV), the
    records (train.json); its learning curves are drawn by ``harness report`` of the folder, from them."""
    from harness.artifacts import Artifacts

    md = to_table(records, label).block()
    print(md)
    folder = Artifacts.new(out, label, "train", info)
    folder.table("train", frame(records), md, index=False)
    folder.data("train", {"records": records})
    print(f"written to {folder.folder} (its learning curves: python -m harness report {folder.folder})")
    return folder.folder


def curve_figure(records: list[dict], stem) -> None:
    """Mean return of the last 100 episodes against seconds of training, one line per run."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 5))
    colours = {}
    for r in records:
        key = " / ".join((r["trainer"], r["env"], r["config"]))
        first = key not in colours
        c = colours.setdefault(key, f"C{len(colours) % 10}")
        pts = np.asarray(r["curve"], float)
        if len(pts):
            ax.plot(pts[:, 0], pts[:, 2], color=c, alpha=0.6, lw=1, label=key if first else None)
    ax.axhline(475, color="k", ls="--", lw=0.8)
    ax.set_xscale("symlog", linthresh=0.1)
    ax.set_xlim(left=0)
    ax.set_xlabel("seconds of training (compilation apart)")
    ax.set_ylabel("mean return of the last 100 episodes")
    ax.set_title("PPO on CartPole-v1: learning curves")
    ax.legend(fontsize=8)
    fig.tight_layout()
    save_figure(fig, Path(stem))
    plt.close(fig)


def record_problem(r) -> str | None:
    """What makes a train record unreadable by the tables and the page, in words; None if nothing."""
    from harness import shapes

    return shapes.problem(r, shapes.RECORD, "a record")


def newest_records(runs) -> dict[str, list[dict]]:
    """The records of ``runs`` ((machine label, train.json document) of every -train folder, oldest
    first: harness.report.results.artifacts(paths, "train")), per machine label, keeping for each
    trainer x environment x configuration x together (x in flight) the records of its newest folder:
    the latest measurement of each, as the sweep's reports do. A document holding a record that
    record_problem refuses is skipped with one line naming it."""
    newest: dict = {}
    for label, doc in runs:
        groups = {}
        problem = next(filter(None, map(record_problem, doc.get("records") or [])), None)
        if problem:
            print(f"warning: a train result of {label}: {problem}; skipped", file=sys.stderr)
            continue
        for r in doc.get("records") or []:
            groups.setdefault(group_key(r), []).append(r)
        newest.setdefault(label, {}).update(groups)
    return {label: [r for rs in g.values() for r in rs] for label, g in newest.items()}


def section(runs) -> Doc:
    """The time-to-solve table of each machine of ``runs`` (see newest_records), newest first: the
    results page's training block; empty when there is none."""
    return Doc(*(Doc(Heading(f"Training: time to solve CartPole-v1 ({label})"), to_table(records, label), "\n")
                 for label, records in reversed(list(newest_records(runs).items()))))
