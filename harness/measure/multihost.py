"""jax-sharded over several processes (hosts): ``python -m harness.measure.multihost``, one process per host.

Each process calls ``jax.distributed.initialize`` with the coordinator's address (process 0's host
and a free port), the number of processes and its own id, then builds the same jax-sharded
environments: its mesh spans the devices of every process, each process holds the shards of its own
devices, and the rollout runs with no communication inside the loop. At the end the state is
gathered (a collective over all processes, once, outside the timed loop) and process 0 writes it
to ``--out`` as .npz with the throughput it measured.

    # on host 0 (10.0.0.1) and host 1, the same command but --process-id:
    python -m harness.measure.multihost --coordinator 10.0.0.1:12355 --num-processes 2 --process-id 0 \\
        --num-envs 1048576 --steps 1000 --out state.npz

Without ``--coordinator``, ``--num-processes`` and ``--process-id``, ``jax.distributed.initialize()`` reads
them from the cluster's scheduler (Slurm, Open MPI): ``srun python -m harness.measure.multihost ...``. On a
Ray cluster, ``python -m harness fleet multihost`` starts it on its nodes (harness/measure/fleet.py).

On one machine (as tests/test_sharded.py does), give each process its own CPU devices with
``JAX_NUM_CPU_DEVICES`` and use the loopback address. Cross-process collectives on CPU need JAX's
gloo implementation, which this module selects.
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
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--device", default="cpu", choices=("cpu", "cuda"))
    ap.add_argument("--out", default=None, help="process 0 writes the gathered state here (.npz)")
    a = ap.parse_args(argv)
    given = [a.coordinator is not None, a.num_processes is not None, a.process_id is not None]
    if any(given) and not all(given):
        ap.error("--coordinator, --num-processes and --process-id go together; valid: all three, or none (the "
                 "scheduler's: Slurm, Open MPI)")
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
    (seconds,) = timing.timed_rounds(run, env.sync, 1)
    state = {f: np.asarray(multihost_utils.process_allgather(x, tiled=True))[: a.num_envs]
             for f, x in zip(spec.FIELDS, env.carry)}
    print(f"process {me}/{count}: {env.n_devices} devices "
          f"({len(jax.local_devices())} here), {a.num_envs * a.steps / seconds / 1e6:.1f} M env-steps/s", flush=True)
    if me == 0 and a.out:
        np.savez(a.out, t=env.t, seconds=seconds, **state)
    jax.distributed.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
