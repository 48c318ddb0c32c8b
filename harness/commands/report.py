"""Reading results: ``table``, ``report``, ``readme`` and ``compare`` (harness.report.build)."""
from __future__ import annotations

import sys
from pathlib import Path

import impls
from harness import cli
from harness.cli import BadInput, out_folder


def results_arguments(r) -> None:
    """report's and readme's common options."""
    r.add_argument("paths", nargs="*", default=["results"], help="pytest-benchmark JSON files or folders (default results)")
    r.add_argument("--baseline", default=None, help="implementation the speedups divide by "
                   f"(default {impls.with_role('baseline')} when measured, else the first measured)")
    r.add_argument("--at", default=None, help="num_envs of the bar charts and the fusion table "
                   "(default 2048 when measured)")


def _report_args(a):
    at = cli.positive_int(a.at, "--at") if a.at is not None else None
    return cli.existing(a.paths), a.baseline, at


def table_options(t) -> None:
    t.add_argument("paths", nargs="+", help="pytest-benchmark JSON files or run folders")


def table_command(a, reader=None) -> int:
    from harness.artifacts import to_markdown
    from harness.report import results

    loaded = results.load(cli.existing(a.paths))
    for p in loaded.problems:
        print(f"warning: {p}", file=sys.stderr)
    if loaded.rows.empty:
        print("error: no usable results in " + ", ".join(a.paths), file=sys.stderr)
        return 1
    ms = results.machines(loaded.rows)
    for m in ms:  # a table per machine (one median over two machines' runs would mean nothing)
        print((f"\n{m}:\n\n" if len(ms) > 1 else "")
              + to_markdown(results.throughput_table(loaded.rows[loaded.rows.machine == m]),
                            corner="impl (device) \\ num_envs"))
    return 0


def report_options(r) -> None:
    results_arguments(r)
    r.add_argument("--out", default="results/reports", help="parent folder (default results/reports)")
    r.add_argument("--name", default=None, help="folder name (default report-<UTC time>)")
    r.add_argument("--overwrite", action="store_true", help="replace an existing --name folder")
    r.add_argument("--html", action="store_true", help="also the results as one HTML page, index.html in "
                   "the folder (interactive plots and sortable tables; opens with no network)")
    r.add_argument("--no-figures", action="store_true", help="draw no PNG/SVG figure (the tables, and the page's "
                   "own plots with --html; the figures are most of a large report's time)")


def report_command(a, reader=None) -> int:
    from harness.report import build

    paths, baseline, at = _report_args(a)
    return build.run(paths, out_folder(a.out), a.name, baseline, at, a.overwrite, a.html, not a.no_figures)


def readme_options(r) -> None:
    results_arguments(r)
    r.add_argument("--readme", default="README.md", help="the page with the headline block (default README.md)")
    r.add_argument("--page", default="docs/results.md",
                   help="the page with the full results block (default docs/results.md)")
    r.add_argument("--implementations", default=None, help="the page with the registry's table (default "
                   "implementations.md beside --page)")
    r.add_argument("--folder", default="results/readme",
                   help="where the report and figures go (replaced; default results/readme)")
    r.add_argument("--site", default="docs/site", help="where the HTML page index.html goes, with its "
                   "screenshot where Chromium is installed (replaced; default docs/site)")
    r.add_argument("--check", action="store_true", help="write nothing: check every figure of the --readme page "
                   "and the docs/*.md beside it against the run or setting it names; list the figures that name none")


def readme_command(a, reader=None) -> int:
    from harness.report import build, figures

    if a.check:
        return figures.report(Path(a.readme).parent)
    paths, baseline, at = _report_args(a)
    impl_page = a.implementations or str(Path(a.page).parent / "implementations.md")
    for opt, value in (("--readme", a.readme), ("--page", a.page), ("--implementations", impl_page)):
        if not Path(value).is_file():
            raise BadInput(f"{opt} {value!r} is not a file")
    return build.readme(paths, Path(a.readme), Path(a.folder), baseline, at, Path(a.page), Path(impl_page),
                        Path(a.site))


def compare_options(c) -> None:
    c.add_argument("before", help="result file or run folder before the change")
    c.add_argument("after", nargs="?", default=None, help="result file or run folder after the change (none with --between)")
    c.add_argument("--between", default=None, help="PACKAGE=A,B: one run of several releases (sweep --versions), "
                   "release A's points before and B's after (the versions as its table labels them)")
    c.add_argument("--out", default=None, help="also write compare.md/.csv into a new folder under this one")
    c.add_argument("--across-machines", action="store_true",
                   help="compare runs of different machines (different CPU microarchitectures or GPUs)")


def compare_command(a, reader=None) -> int:
    from harness.report import build

    if (a.after is None) == (a.between is None):
        raise BadInput("compare needs BEFORE AFTER (two runs), or one run and --between PACKAGE=A,B (two of its releases)")
    cli.existing([a.before] + ([a.after] if a.after else []))
    return build.compare(a.before, a.after, out_folder(a.out) if a.out is not None else None, a.across_machines,
                         a.between)
