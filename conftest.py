"""pytest in a checkout: the benchmark's options and points log (harness.measure.plugin) and the
kernel counts each measured point records (harness.analysis.fusion), for the benchmark module and
the test suite alike."""
pytest_plugins = ("harness.measure.plugin", "harness.analysis.fusion")
