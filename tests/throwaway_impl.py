"""A throwaway implementation, registered from outside the suite's package as a user's would be
(``CARTPOLE_PLUGINS=throwaway_impl``): tests/test_registry.py checks that a new registry entry reaches
every table and check without a line of harness code. It is numpy's class under another name, with a
knob of its own that changes nothing."""
import impls
from impls.numpy_cpu import NumpyCartpole

NAME = "throwaway-np"


class Throwaway(NumpyCartpole):
    name = NAME

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", width: int = 4):
        self.width = width
        super().__init__(num_envs, seed, device)


impls.register(NAME, impls.Entry(
    "throwaway_impl", "Throwaway", ("cpu",), modes=impls.MODES, setup="core", kernels=True, compiler="numpy",
    cpu_code="numba", split="numpy",
    knobs=(impls.Knob("width", "a knob only the throwaway has", "4", hi=8, sweep=(2, 4)),)))
