"""A throwaway implementation, registered from outside the suite's package as a user's would be
(``CARTPOLE_PLUGINS=throwaway_impl``): tests/test_registry.py checks that a new registry entry reaches
every table and check without a line of harness code. It is numpy's class under another name, with a
knob of its own that changes nothing, and what the analyses read through the interface (impls/api.py): a
C loop built for the host (``machine_code``, harness cpu-code), a CUDA C kernel (``gpu_code``, harness sass),
its kernels per step (``fusion_artifacts``: its knob's value, harness fusion) and a GPU default of its knob
(``device_defaults``)."""
import shutil
import subprocess
from pathlib import Path

import impls
from impls.api import CodeReading, GpuCode, MachineCode
from impls.numpy_cpu import NumpyCartpole

NAME = "throwaway-np"


class Throwaway(NumpyCartpole):
    name = NAME
    code_reading = CodeReading(symbol="rollout")
    device_defaults = {"cuda": {"width": 8}}

    def fusion_artifacts(self, steps):
        return {"format": "columns", "steps": steps, "columns": {"kernels_per_step": float(self.width)}}

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu", width: int = 4):
        self.width = width
        super().__init__(num_envs, seed, device)

    def machine_code(self, folder):
        folder = Path(folder)
        (folder / "step.c").write_text(C_LOOP)
        subprocess.run([shutil.which("cc") or "gcc", "-O3", "-c", str(folder / "step.c"), "-o",
                        str(folder / "step.o")], check=True)
        return MachineCode((str(folder / "step.o"),), "the throwaway's C loop")

    @classmethod
    def gpu_code(cls, arch, folder, width=4):
        return GpuCode("throwaway_rollout", width, source=CUDA_KERNEL, options=(f"-DWIDTH={width}",))


C_LOOP = "void rollout(float *x, const float *y, int n) { for (int i = 0; i < n; i++) x[i] = x[i] / y[i] + 1.0f; }\n"
CUDA_KERNEL = ('extern "C" __global__ void throwaway_rollout(float *x, int steps) {\n'
               "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
               "  for (int s = 0; s < steps; s += WIDTH) x[i] = x[i] / 3.0f + 1.0f;\n}\n")


impls.register(NAME, impls.Entry(
    "throwaway_impl", "Throwaway", ("cpu",), modes=impls.MODES, setup="core", kernels=True, compiler="numpy",
    offers=("machine-code", "gpu-code"), split="numpy",
    knobs=(impls.Knob("width", "a knob only the throwaway has", "4", hi=8, sweep=(2, 4)),)))
