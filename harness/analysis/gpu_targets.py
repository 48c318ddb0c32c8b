"""The GPUs the suite compiles for without having them: descriptions kept as data.

Each file in gpu_targets/ is a ``stream_executor.GpuTargetConfigProto`` in text form, the description
XLA reads to compile for a GPU that is not there (harness gpu-compile), with the public source of
every figure in its comments. The same figures (SMs, clock, FP32 units per SM) give the SASS
ceilings of harness sass and harness gpu-compile. ``--target`` takes a file's name (``h100``) or the
path of a file of the same form (a GPU of the user's own).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

DIR = Path(__file__).with_name("gpu_targets")
# The figures read from a file (each required): proto field -> type
FIELDS = {"core_count": int, "fpus_per_core": int, "clock_rate_ghz": float, "memory_bandwidth": int,
          "l2_cache_size": int, "shared_memory_per_core": int, "threads_per_core_limit": int,
          "registers_per_core_limit": int}


class TargetError(ValueError):
    """An unknown target name or a malformed description; the message names the valid ones."""


@dataclass(frozen=True)
class GpuTarget:
    name: str
    path: str
    text: str
    description: str
    arch: str  # "sm_75"
    sms: int
    fp32_per_sm: int
    clock_ghz: float
    bandwidth: int  # bytes/s
    l2_bytes: int
    shared_per_sm: int
    threads_per_sm: int
    registers_per_sm: int

    @property
    def gpu(self) -> dict:
        """What the SASS ceiling needs (harness/analysis/sass.py's ``gpu``)."""
        return {"name": f"{self.description} ({self.name}.txtpb)", "sms": self.sms, "clock_mhz": self.clock_ghz * 1e3,
                "fp32_per_sm": self.fp32_per_sm}

    def summary(self) -> dict:
        return {"target": self.name, "description": self.description, "arch": self.arch, "sms": self.sms,
                "fp32_per_sm": self.fp32_per_sm, "clock_ghz": self.clock_ghz, "bandwidth_gb_s": self.bandwidth / 1e9,
                "l2_mb": self.l2_bytes / 2**20, "shared_kb_per_sm": self.shared_per_sm / 1024}


def parse(name: str, text: str, path: str = "") -> GpuTarget:
    """A description's figures (TargetError naming the file and what is missing or wrong)."""
    where = f"GPU target {name} ({path or 'text'})"
    body = "\n".join(line.split("#", 1)[0] for line in text.splitlines())
    if body.count("{") != body.count("}") or "gpu_device_info" not in body:
        raise TargetError(f"{where} is malformed: not a GpuTargetConfigProto text (gpu_device_info {{...}})")
    values = {}
    for field, kind in FIELDS.items():
        m = re.search(rf"^\s*{field}\s*:\s*([0-9.eE+]+)\s*$", body, re.M)
        try:
            values[field] = kind(m.group(1)) if m else None
        except ValueError:
            values[field] = None
        if not values[field] or values[field] <= 0 or not math.isfinite(values[field]):
            raise TargetError(f"{where} is malformed: {field} missing or not a finite positive number")
    cc = re.search(r"cuda_compute_capability\s*\{\s*major\s*:\s*(\d+)\s*(?:minor\s*:\s*(\d+))?\s*\}", body)
    desc = re.search(r'^\s*device_description_str\s*:\s*"([^"]+)"', body, re.M)
    if not cc or not desc:
        raise TargetError(f"{where} is malformed: cuda_compute_capability {{major minor}} and "
                          "device_description_str are required")
    return GpuTarget(name, path, text, desc.group(1), f"sm_{cc.group(1)}{cc.group(2) or 0}", values["core_count"],
                     values["fpus_per_core"], values["clock_rate_ghz"], values["memory_bandwidth"],
                     values["l2_cache_size"], values["shared_memory_per_core"], values["threads_per_core_limit"],
                     values["registers_per_core_limit"])


def names() -> list[str]:
    """The targets kept in the repository, in the order of the tables (oldest GPU first)."""
    order = {"rtx2080ti": 0, "a100": 1, "h100": 2, "h200": 3}
    return sorted((p.stem for p in DIR.glob("*.txtpb")), key=lambda n: (order.get(n, 9), n))


def load(name_or_path: str) -> GpuTarget:
    """A target by name (a file of gpu_targets/) or by the path of a .txtpb file."""
    path = Path(name_or_path)
    if name_or_path.endswith(".txtpb") and path.is_file():
        try:
            text = path.read_text()
        except UnicodeDecodeError:
            raise TargetError(f"GPU target {path.stem} ({path}) is malformed: not text") from None
        return parse(path.stem, text, str(path))
    if name_or_path not in names():
        raise TargetError(f"unknown --target {name_or_path!r}; valid: {', '.join(names())}, or the path of a "
                          ".txtpb GpuTargetConfigProto")
    path = DIR / f"{name_or_path}.txtpb"
    return parse(name_or_path, path.read_text(), str(path))


def chosen(arg: str | None) -> list[GpuTarget]:
    """``--target NAME[,NAME]`` (None or "all": every target kept here), each loaded and checked."""
    from harness import cli

    wanted = names() if arg in (None, "all") else cli.list_items(arg, "--target", f"targets ({', '.join(names())})")
    return [load(t) for t in dict.fromkeys(wanted)]


def checked(arg: str | None) -> list[GpuTarget]:
    """:func:`chosen` for a command's ``--target``: a bad one is bad input (one line naming the valid ones)."""
    from harness import cli

    try:
        return chosen(arg)
    except TargetError as exc:
        raise cli.BadInput(str(exc)) from None
