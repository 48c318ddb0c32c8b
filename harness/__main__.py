"""Command line: ``python -m harness COMMAND``.

Every command is an entry of one table (harness/registry.py: measuring, reading and moving results,
analysing compiled code, aliases); its options and its run are hooks of the module the entry names, and
only the chosen command's module is imported. Bad input exits 2 with one line naming the bad value and the
valid choices, before anything is written.
"""
from __future__ import annotations

import os
import sys

from harness import cli, registry
from harness.cli import BadInput
from impls.api import COMPILE_CACHE_VARIABLE


def build_parser(command: str | None = None) -> cli.Parser:
    """The command line; ``command``: the one about to run, the only one whose options are built (None, or
    a name that is no command: every command's, for the help and argparse's list of choices)."""
    ap = cli.Parser(prog="python -m harness", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True, parser_class=cli.Parser)
    chosen = registry.named(command) if command else None
    for entry in registry.every():
        if chosen is None or entry is chosen:
            entry.hook("options")(sub.add_parser(entry.name, help=entry.about))
        else:
            sub.add_parser(entry.name, help=entry.about, add_help=False)  # (named in the choices; not built)
    return ap


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    a = build_parser(argv[0] if argv else None).parse_args(argv)
    if a.command != "train" or a.no_compile_cache:
        # compiled programs are kept on the user's path for training only: every other command measures
        # compile times, reads compilers' dumps (a cache hit writes none) or starts children that compile
        os.environ[COMPILE_CACHE_VARIABLE] = "0"
    try:
        from harness.report import reader  # what an analysis may read of earlier results

        return registry.named(a.command).hook("command")(a, reader)
    except BadInput as exc:
        print(f"python -m harness: error: {cli.one_line(exc)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # a command that keeps what finished catches it first (the sweep, tune)
        print("python -m harness: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
