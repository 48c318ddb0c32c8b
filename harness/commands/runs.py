"""The run folders: ``runs`` (the catalog, harness.report.index), ``bundle`` and ``import`` (a run that
travels: harness.archive, harness.report.bundle)."""
from __future__ import annotations

from pathlib import Path

from harness import artifacts, cli
from harness.cli import BadInput, out_folder


def runs_options(r) -> None:
    r.add_argument("--results", default="results", help="the results folder (default results)")
    r.add_argument("--machine", default=None, help="only this machine's runs (its folders' label or today's)")
    r.add_argument("--kind", default=None, help="only runs of this kind (sweep, train, cpu-code, ...)")
    r.add_argument("--design", default=None, help="only sweeps of this design (harness/artifacts.py DESIGNS)")
    r.add_argument("--compact", action="store_true", help="remove the derived tables (.md, .csv) of the runs no page "
                   "names that are not the newest of their machine, kind and design; their data and logs stay "
                   "(docs/reports.md)")


def runs_command(a, reader=None) -> int:
    from harness.report import index

    root = Path(a.results)
    if not a.results or not cli.exists(root, "--results") or not root.is_dir():
        raise BadInput(f"--results {a.results!r} is not a folder")
    every, _ = index.catalog(root)
    rows = index.chosen(every, **{k: getattr(a, k) for k in index.FILTERS})
    if a.compact:
        gone = index.compaction(every, root, rows)
        size = sum(f.stat().st_size for f in gone)
        for f in gone:
            f.unlink()
        packed = sum(artifacts.repack(root / r["folder"]) for r in rows)
        print(f"compacted ({index.COMPACT_RULE}): {len(gone)} files of {len({f.parent for f in gone})} runs, "
              f"{size / 1e3:.0f} kB; packed again as a run ends today: {packed / 1e3:.0f} kB; "
              "`python -m harness readme` writes the catalog again")
        return 0
    print(index.table(rows))
    print(f"{len(rows)} runs, {sum(r['bytes'] for r in rows) / 1e6:.2f} MB")
    return 0


def bundle_options(b) -> None:
    b.add_argument("run", help="a run folder (results/MACHINE-TIME[-KIND])")
    b.add_argument("--out", default=".", help="where RUN.bundle.tar.xz goes (default: here)")


def bundle_command(a, reader=None) -> int:
    from harness.report import bundle

    run = Path(a.run)
    if not a.run or not cli.exists(run, "RUN"):
        raise BadInput(f"RUN {a.run!r} does not exist; give a run folder (results/MACHINE-TIME[-KIND])")
    shown = bundle.exposure(run)
    if shown:
        print("it carries this machine's " + "; ".join(shown))
    print(f"written {bundle.bundle(run, out_folder(a.out))}")
    return 0


def import_options(i) -> None:
    i.add_argument("file", help="a bundle (RUN.bundle.tar.xz)")
    i.add_argument("--out", default="results", help="the results folder its run goes into (default results)")


def import_command(a, reader=None) -> int:
    from harness.report import bundle

    if not a.file or not cli.exists(a.file, "FILE"):
        raise BadInput(f"FILE {a.file!r} does not exist; give a bundle (RUN.bundle.tar.xz)")
    print(bundle.import_(Path(a.file), out_folder(a.out)))
    return 0
