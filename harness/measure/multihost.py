"""jax-sharded over several processes (hosts): ``python -m harness.measure.multihost``, one process per host.

Each process calls ``jax.distributed.initialize`` (the coordinator's address, the number of processes,
its id; or, without them, from the cluster's scheduler), builds the same jax-sharded environments over
the devices of every process and rolls with no communication inside the loop; process 0 writes the
gathered state to ``--out``. Cross-process collectives on CPU use JAX's gloo. Commands for two hosts,
Slurm and Ray (``harness fleet multihost``): docs/scaling.md.
"""
from __future__ import annotations

import sys

import numpy as np

from harness.cli import Parser
from harness.measure import timing


def main(argv=None) -> int:
    ap = Parser(prog="python -m harness.measure.multihost", description=__doc__.split("\n\n")[0])
    ap.add_argument("--coordinator", default=None, help="host:port of process 0 (none of the three: the scheduler's)")
    ap.add_argument("--num-processes", type=int, default=None)
    ap.add_argument("--process-id", type=int, default=None)
    ap.add_argument("--num-envs", type=int, default=4096)
    ap.add_argument("--steps", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=5, help="timed rollouts of --steps, the median reported (default 5)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--out", default=None, help="process 0 writes the gathered state here (.npz)")
    a = ap.parse_args(argv)
    given = [a.coordinator is not None, a.num_processes is not None, a.process_id is not None]
    if any(given) and not all(given):
        ap.error("--coordinator, --num-processes and --process-id go together; valid: all three, or none (the "
                 "scheduler's: Slurm, Open MPI)")
    if a.rounds < 1:
        ap.error(f"--rounds must be at least 1, got {a.rounds}")
    if all(given) and not 0 <= a.process_id < a.num_processes:
        ap.error(f"--process-id must be 0 to {a.num_processes - 1}, got {a.process_id}")

    import jax

    if a.device == "cpu":
        jax.config.update("jax_cpu_collectives_implementation", "gloo")
    jax.distributed.initialize(a.coordinator, num_processes=a.num_processes, process_id=a.process_id)
    me, count = jax.process_index(), jax.process_count()
    from jax.experimental import multihost_utils

    import impls
    from impls import spec

    env = impls.make(impls.with_role("multihost"), a.num_envs, seed=a.seed, device=a.device)
    run = lambda: env.rollout(a.steps)  # noqa: E731
    timing.warm_up(run, env.sync, env.compile_calls)
    rounds = timing.timed_rounds(run, env.sync, a.rounds)
    seconds, (q1, q3) = float(np.median(rounds)), np.percentile(rounds, [25, 75])
    state = {f: np.asarray(multihost_utils.process_allgather(x, tiled=True))[: a.num_envs]
             for f, x in zip(spec.FIELDS, env.carry)}
    print(f"process {me}/{count}: {env.n_devices} devices "
          f"({len(jax.local_devices())} here), {a.num_envs * a.steps / seconds / 1e6:.1f} M env-steps/s "
          f"(median of {a.rounds} rounds, IQR {(q3 - q1) / seconds:.1%})", flush=True)
    if me == 0 and a.out:
        np.savez(a.out, t=env.t, seconds=seconds, rounds=np.array(rounds), **state)
    jax.distributed.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
