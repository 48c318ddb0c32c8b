"""Installs the mutant named in CARTPOLE_MUTANT in a child process of a mutated test run (the compile
child of harness gpu-compile): tests/mutants.py's install() names this module in CARTPOLE_PLUGINS, so
the registry imports it in every process the harness starts."""
import os

import mutants

mutants.install(os.environ["CARTPOLE_MUTANT"], children=False)
