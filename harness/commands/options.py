"""Options more than one command takes: the sweep's (sweep, fleet sweep) and a Ray cluster's (fleet, train)."""
from __future__ import annotations

import argparse

from harness.measure import grid, machine


def sweep_arguments(s: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """The sweep's options (also a fleet sweep's)."""
    for name, about in grid.sweep_options().items():
        s.add_argument(f"--{name}", default=None, help=about, **({"nargs": "?", "const": "newest"}
                                                                 if name == "tuned" else {}))
    for name, about in grid.CLI_OPTIONS.items():
        s.add_argument(f"--{name}", default=None, help=about)
    s.add_argument("--out", default="results", help="parent folder of the new run folder (default results)")
    s.add_argument("--isa", default=None, help=machine.ISA_HELP)
    s.add_argument("--bare", action="store_true", help="measure each implementation that declares settings (XLA "
                   "flags, JAX's CPU devices, OMP_PROC_BIND: `harness list`) a second time, in processes started as "
                   "a user's shell starts Python, without them: its row marked [process=bare] beside the published "
                   "one (what impls.prepare gets back; docs/measurement.md)")
    s.add_argument("--versions", default=None, help="PACKAGE=V1,V2,...: measure the implementations that use "
                   "PACKAGE (jax, numba, torch, ...) under each of these releases, interleaved, each in an environment "
                   "of its own made with uv ('today': this one); docs/releases.md")
    return s


def cluster_arguments(s: argparse.ArgumentParser, head: str, what: str = "") -> argparse.ArgumentParser:
    """A command's --ray (the Ray cluster it runs on) and --head (whether the head node, which runs Ray's
    control services, takes part: ``head`` says how)."""
    s.add_argument("--ray", default=None, help=f"a Ray cluster: {what}auto (a running one), local:K (K nodes "
                   "started on this machine) or HOST:PORT of its head (docs/fleet.md)")
    s.add_argument("--head", action="store_true", help=f"with --ray, the head node {head} (it runs Ray's control "
                   "services; in a local:K cluster it always does)")
    return s
