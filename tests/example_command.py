"""The example of docs/adding-a-command.md: ``python -m harness count PATH...`` prints, for each run folder
under the paths, how many points it holds and how many of them passed (a point that skipped or failed has
its reason in the run's table)."""
from __future__ import annotations

from pathlib import Path

from harness import cli


def count_options(parser) -> None:
    parser.add_argument("paths", nargs="+", help="run folders, or folders holding them")
    parser.add_argument("--status", default=None, help="only the points of this status: ok, skipped or failed")


def count_command(args, reader) -> int:
    paths = cli.existing(args.paths)  # a missing path: one line, exit 2
    status = cli.choice(args.status, "--status", ("ok", "skipped", "failed")) if args.status else None
    df = reader.points(paths)
    if df.empty:
        print(f"error: no points in {', '.join(map(str, paths))}")
        return 1
    runs = df.source.map(lambda s: Path(str(s)).parent.name)
    for run, g in df.groupby(runs):
        shown = g if status is None else g[g.status == status]
        print(f"{run}: {len(shown)} points, {int((shown.status == 'ok').sum())} passed")
    return 0
