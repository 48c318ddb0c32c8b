"""Measuring: the sweep, the pytest-benchmark module and its plugin, machine identity, timing, child processes."""
