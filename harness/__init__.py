"""The benchmark harness, one folder per concern, imports running one way:

    harness.__main__  the command line, made from the table of every command (harness.registry)
    harness.commands  the commands' options and checks, calling the concerns
    harness.report    result files -> tables, figures, comparisons, the generated pages
    harness.analysis  compiled code -> kernels and instructions per env-step, ceilings
    harness.measure   the sweep, the pytest-benchmark module and plugin, machine identity, timing
    impls             the implementations (imports nothing from harness)

A module imports only from its own concern and the ones below it. ``harness.cli`` (bad input, option
checks, output folders), ``harness.artifacts`` (the writer of every output file, Markdown tables),
``harness.archive`` (a run folder as one file), ``harness.shapes`` and ``harness.registry`` (the table of
every command) serve every concern and import none of them. tests/test_layout.py holds these rules.
"""
