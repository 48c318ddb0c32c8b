"""The child process of the code analyses: ``python -m harness.analysis.code_child WHAT ARGS`` builds
an implementation through the registry and prints what the analyses read of it, as one JSON line
marked ``CODE``, after anything the compilers print. A process of its own because the compilers read
their dump options (``NUMBA_DUMP_ASSEMBLY``, ``XLA_FLAGS``) once per process, and numba-cuda's PTX
compile answers Numba's device question for the whole process.

- ``machine IMPL NUM_ENVS STEPS DEVICE FOLDER``: a rollout of STEPS steps, its stdout (a compiler's
  printed dump) going to FOLDER/stdout.txt, then the instance's ``machine_code(FOLDER)`` (null where it
  has none on that device);
- ``gpu IMPL ARCH FOLDER [VARIANT]``: the class's ``gpu_code(ARCH, FOLDER, **VARIANT's options)``.

The parent side is :func:`run`.
"""
from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

import impls
from harness.measure import process, variants

MARK = "CODE "


def machine(impl: str, num_envs: str, steps: str, device: str, folder: str) -> dict | None:
    with process.fd_to(1, Path(folder) / "stdout.txt"):
        env = impls.make(impl, int(num_envs), seed=0, device=device)
        env.rollout(int(steps))
        env.sync()
    try:
        return dataclasses.asdict(env.machine_code(Path(folder)))
    except NotImplementedError:
        return None


def gpu(impl: str, arch: str, folder: str, variant: str = "") -> dict:
    return dataclasses.asdict(impls.load(impl).gpu_code(arch, Path(folder), **variants.variant_options(variant)))


def run(what: str, args: list, env: dict | None = None, timeout: float = 900) -> tuple[dict | None, str]:
    """In a child: (what it read, as a dict or None; everything else it printed). A failed child raises
    RuntimeError with the last line of its error."""
    r = process.python(["-m", __name__, what, *map(str, args)], env, timeout=timeout)
    head, mark, tail = r.stdout.rpartition("\n" + MARK)
    if r.returncode or not mark:
        raise RuntimeError(((r.stderr or r.stdout).strip().splitlines() or ["no output"])[-1][:300])
    return json.loads(tail), head


def main(argv: list[str]) -> None:
    what, *args = argv
    out = {"machine": machine, "gpu": gpu}[what](*args)
    sys.stdout.write("\n" + MARK + json.dumps(out) + "\n")


if __name__ == "__main__":
    main(sys.argv[1:])
