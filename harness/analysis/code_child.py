"""The child process of the code analyses (the child protocol, harness/child.py: ``{"what": ..., "args":
[...]}`` in, the reply out): builds an implementation through the registry and answers what the analyses
read of it. A process of its own because the compilers read their dump options (``NUMBA_DUMP_ASSEMBLY``,
``XLA_FLAGS``) once per process, and numba-cuda's PTX compile answers Numba's device question for the
whole process.

- ``machine IMPL NUM_ENVS STEPS DEVICE FOLDER``: a rollout of STEPS steps, its stdout (a compiler's
  printed dump) going to FOLDER/stdout.txt, then the instance's ``machine_code(FOLDER)`` (null where it
  has none on that device);
- ``gpu IMPL ARCH FOLDER [VARIANT]``: the class's ``gpu_code(ARCH, FOLDER, **VARIANT's options)``.

The parent side is :func:`run`.
"""
from __future__ import annotations

import dataclasses
from pathlib import Path

import impls
from harness import child
from harness.measure import process, variants


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


def run(what: str, args: list, env: dict | None = None, timeout: float = 900) -> dict | None:
    """In a child: what it read (a dict, or None). A failed child raises child.ChildError (a RuntimeError)
    naming it with its error."""
    return child.run(__name__, {"what": what, "args": [str(a) for a in args]}, env or process.python_env(),
                     timeout=timeout)[0]


if __name__ == "__main__":
    child.serve(lambda request, emit: {"machine": machine, "gpu": gpu}[request["what"]](*request["args"]))
