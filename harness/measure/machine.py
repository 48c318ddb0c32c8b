"""What machine a result came from: CPU model, cores, GPU name and driver, framework versions."""
from __future__ import annotations

import functools
import importlib.metadata
import platform
import re
import subprocess

FRAMEWORKS = ("numpy", "jax", "jaxlib", "torch", "numba", "numba-cuda", "cupy-cuda13x", "pandas",
              "pytest-benchmark", "gymnasium")


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def cpu_cores() -> int:
    """The cores this process may run on (impls.CPU_CORES, read once when impls is imported)."""
    import impls

    return impls.CPU_CORES


@functools.lru_cache(maxsize=1)
def gpus() -> list[dict]:
    """Name, driver and memory of each NVIDIA GPU (empty without nvidia-smi or a driver)."""
    try:
        out = subprocess.run(
            ["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"],
            capture_output=True, text=True, timeout=20, check=True).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    rows = []
    for line in out.strip().splitlines():
        parts = [p.strip() for p in line.split(",")]
        if len(parts) == 3:
            rows.append({"name": parts[0], "driver": parts[1], "memory": parts[2]})
    return rows


def versions() -> dict[str, str]:
    out = {"python": platform.python_version()}
    for name in FRAMEWORKS:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            pass
    return out


def info() -> dict:
    g = gpus()
    return {"cpu_model": cpu_model(), "cpu_cores": cpu_cores(), "gpus": g,
            "gpu_name": g[0]["name"] if g else None, "gpu_driver": g[0]["driver"] if g else None,
            "versions": versions(), "label": label()}


def label() -> str:
    """A short name for the machine, used in result folder names and hardware-sweep columns."""
    g = gpus()
    base = g[0]["name"] if g else f"{cpu_model()} {cpu_cores()}c"
    return re.sub(r"[^A-Za-z0-9]+", "-", base.replace("(R)", "").replace("(TM)", "")).strip("-").lower()
