"""What machine a result came from: the CPU's vendor, family, model and stepping mapped to its
microarchitecture, its widest vector ISA, cores, the GPU name and driver, framework versions; and
the label that names the machine in result folders and tables.

Two machines with different microarchitectures never share a label: a VM that reports its CPU as
just "AMD EPYC" may be a Zen 3 with AVX2 or a Zen 5 with AVX-512, and their results are different
results. The label is derived from the CPU's identity (``cpu_label``), so results recorded before the
label named it get theirs from the machine_info recorded with them (harness.report.results).
"""
from __future__ import annotations

import functools
import importlib.metadata
import os
import platform
import re
import subprocess

# the harness's own packages whose versions results record, beside those the registry's
# implementations declare (impls.packages())
HARNESS_PACKAGES = ("pandas", "pytest-benchmark")


# AMD: (family, first model, last model) -> microarchitecture (AMD's family/model numbering;
# family 0x19 holds both Zen 3 and Zen 4 by model).
AMD = [(0x17, 0x00, 0x2F, "zen"), (0x17, 0x30, 0xFF, "zen2"), (0x19, 0x00, 0x0F, "zen3"),
       (0x19, 0x10, 0x1F, "zen4"), (0x19, 0x20, 0x5F, "zen3"), (0x19, 0x60, 0x7F, "zen4"),
       (0x19, 0xA0, 0xAF, "zen4"), (0x1A, 0x00, 0xFF, "zen5")]
# Intel family 6: model -> microarchitecture (server cores and the client cores clouds use)
INTEL = {0x2D: "sandy-bridge", 0x3E: "ivy-bridge", 0x3F: "haswell", 0x4F: "broadwell", 0x56: "broadwell",
         0x55: "skylake-sp", 0x6A: "ice-lake-sp", 0x6C: "ice-lake-sp", 0x8F: "sapphire-rapids",
         0xCF: "emerald-rapids", 0xAD: "granite-rapids", 0xAE: "granite-rapids", 0xAF: "sierra-forest",
         0x5E: "skylake", 0x9E: "coffee-lake", 0xA5: "comet-lake", 0xA7: "rocket-lake", 0x7E: "ice-lake",
         0x8C: "tiger-lake", 0x97: "alder-lake", 0x9A: "alder-lake", 0xB7: "raptor-lake", 0xBA: "raptor-lake",
         0xBF: "raptor-lake"}
# Arm: /proc/cpuinfo has no vendor or family, but the MIDR's implementer and part numbers (Linux's
# arch/arm64/include/asm/cputype.h): implementer -> vendor, (implementer, part) -> microarchitecture.
# Graviton2 and Ampere Altra are Neoverse N1, Graviton3 V1, Graviton4 and NVIDIA Grace V2.
ARM_VENDORS = {0x41: "Arm", 0x4E: "NVIDIA", 0x61: "Apple", 0xC0: "Ampere"}
ARM = {(0x41, 0xD08): "cortex-a72", (0x41, 0xD0B): "cortex-a76", (0x41, 0xD0C): "neoverse-n1",
       (0x41, 0xD40): "neoverse-v1", (0x41, 0xD49): "neoverse-n2", (0x41, 0xD4F): "neoverse-v2",
       (0x41, 0xD84): "neoverse-v3", (0x41, 0xD8E): "neoverse-n3", (0xC0, 0xAC3): "ampereone"}


def microarchitecture(vendor: str, family: int | None, model: int | None, stepping: int | None = None) -> str | None:
    """The microarchitecture of a CPU id, or None where the table does not know it."""
    if family is None or model is None:
        return None
    if vendor in ARM_VENDORS.values():  # family: the implementer, model: the part number
        return ARM.get((family, model))
    if "AMD" in vendor:
        return next((name for f, lo, hi, name in AMD if f == family and lo <= model <= hi), None)
    if "Intel" in vendor and family == 6:
        name = INTEL.get(model)
        if name == "skylake-sp" and stepping is not None:  # one model number, three generations
            name = "cooper-lake" if stepping >= 10 else "cascade-lake" if stepping >= 5 else name
        return name
    return None


def vector_isa(flags) -> str:
    """The widest vector extension: on x86 avx512 (AVX-512 F), avx2, or sse; on Arm (its
    /proc/cpuinfo "Features") sve2, sve, or neon (Advanced SIMD)."""
    flags = set(flags or ())
    for flag, isa in (("avx512f", "avx512"), ("avx2", "avx2"), ("sve2", "sve2"), ("sve", "sve"), ("asimd", "neon")):
        if flag in flags:
            return isa
    return "sse"


FORCED_ISA = "CARTPOLE_FORCE_ISA"  # set by `sweep --isa` in its processes (forcing_env)
# A machine's name chosen by its user (as asv's --machine names one): it replaces the label the CPU and GPU
# give in every result (a fleet's nodes of one kind named alike; two nodes of one machine named apart)
NAME_VARIABLE = "CARTPOLE_MACHINE"
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


ISA_HELP = ("avx2: every framework's code for AVX2 on a CPU with AVX-512 (torch's ATEN_CPU_CAPABILITY, Numba's "
            "CPU features, XLA's --xla_cpu_max_isa); the results' machine label says so (default: the CPU's own)")


def checked_isa(isa: str | None) -> str | None:
    """A command's ``--isa``, checked: None, or a narrower vector ISA than this CPU's own to generate code for."""
    from harness import cli

    if isa is not None:
        cli.choice(isa, "--isa", ("avx2",))
        own = cpu_id()["isa"]
        if own not in ("avx512", "avx2", "sse"):
            raise cli.BadInput(f"--isa {isa}: x86 code for an x86 CPU with AVX-512; this CPU's vector ISA is {own}; "
                               "run without --isa")
        if own != "avx512":
            raise cli.BadInput(f"--isa {isa}: this CPU's widest vector ISA is {own}, there is nothing wider to set "
                               "aside; run without --isa")
    return isa


def forcing_env(isa: str) -> dict:
    """Environment variables that make every framework generate code for ``isa`` (only "avx2", on a
    CPU with AVX-512): ATen's kernels and Inductor's vector ISA (ATEN_CPU_CAPABILITY), Numba's LLVM
    target (NUMBA_CPU_NAME and NUMBA_CPU_FEATURES: this CPU with its AVX-512 features off), XLA's
    CPU code (--xla_cpu_max_isa), and the suite's own marker, which the machine label shows."""
    env = {FORCED_ISA: isa, "ATEN_CPU_CAPABILITY": isa, "XLA_FLAGS": f"--xla_cpu_max_isa={isa.upper()}"}
    try:
        from llvmlite import binding
    except ImportError:
        return env
    features = binding.get_host_cpu_features()
    for name in list(features):
        if name.startswith("avx512") or name.startswith("amx"):
            features[name] = False
    env.update(NUMBA_CPU_NAME=binding.get_host_cpu_name(), NUMBA_CPU_FEATURES=features.flatten())
    return env


def cpu_id(forced_isa: str | None = None) -> dict:
    """This CPU's identity from /proc/cpuinfo: vendor, family, model, stepping (numbers as CPUID
    gives them), the microarchitecture they name, the widest vector ISA (and, where a sweep forced
    a narrower one for every framework, that one as ``forced_isa``)."""
    try:
        with open("/proc/cpuinfo") as fh:
            ident = cpuinfo_identity(fh.read())
    except OSError:
        ident = cpuinfo_identity("")
    forced_isa = forced_isa or os.environ.get(FORCED_ISA)
    if forced_isa:
        ident["forced_isa"] = forced_isa
    return ident


def cpuinfo_identity(text: str) -> dict:
    """The CPU identity in /proc/cpuinfo's text (its first processor): x86's vendor_id, cpu family,
    model, stepping and flags; Arm's CPU implementer, part, revision and Features, kept as the
    vendor, family (the implementer), model (the part) and stepping (the revision)."""
    fields = {}
    for line in text.splitlines():
        if not line.strip():
            if fields:
                break  # the first processor is enough
            continue
        key, _, value = line.partition(":")
        fields[key.strip()] = value.strip()

    def num(key, base=10):
        try:
            return int(fields[key], base)
        except (KeyError, ValueError):
            return None
    if "CPU implementer" in fields and "vendor_id" not in fields:
        implementer = num("CPU implementer", 16)
        vendor = ARM_VENDORS.get(implementer, f"arm-implementer-{fields['CPU implementer']}")
        return identity(vendor, implementer, num("CPU part", 16), num("CPU revision"),
                        fields.get("Features", "").split())
    return identity(fields.get("vendor_id", platform.processor() or "?"), num("cpu family"), num("model"),
                    num("stepping"), fields.get("flags", "").split())


def identity(vendor: str, family, model, stepping, flags) -> dict:
    return {"vendor": vendor, "family": family, "model": model, "stepping": stepping,
            "microarchitecture": microarchitecture(vendor, family, model, stepping), "isa": vector_isa(flags)}


def cpu_label(cpu: dict, cores) -> str:
    """``vendor-microarchitecture-isa-Nc``, e.g. amd-zen4-avx512-2c, arm-neoverse-v2-sve2-72c; an
    unknown CPU keeps its numbers (amd-f26m200-avx512-2c, arm-part0xd81-sve2-2c)."""
    vendor = {"AuthenticAMD": "amd", "GenuineIntel": "intel"}.get(cpu.get("vendor"), str(cpu.get("vendor") or "cpu"))
    march = cpu.get("microarchitecture")
    if march is None and cpu.get("family") is not None:  # an unknown CPU keeps its numbers
        arm = cpu.get("vendor") in ARM_VENDORS.values() or vendor.startswith("arm-implementer-")
        march = f"part{cpu['model']:#x}" if arm else f"f{cpu['family']}m{cpu['model']}"
    march = march or "unknown"
    isa = cpu.get("isa") or "unknown"
    if cpu.get("forced_isa"):  # the same CPU running code for a narrower ISA is another machine's column
        isa = f"{isa}-as-{cpu['forced_isa']}"
    return _slug(f"{vendor}-{march}-{isa}-{cores}c")


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text.replace("(R)", "").replace("(TM)", "")).strip("-").lower()


def machine_label(cpu: dict, cores, gpu_name: str | None) -> str:
    """The machine's label: the GPU (H100 and H200 are different machines) and the CPU."""
    return (_slug(gpu_name) + "-" if gpu_name else "") + cpu_label(cpu, cores)


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    cpu = cpu_id()  # Arm's /proc/cpuinfo names no model: its vendor and core instead
    if cpu.get("microarchitecture"):
        return f"{cpu['vendor']} {cpu['microarchitecture']}"
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
    import impls

    for name in [*impls.packages(), *HARNESS_PACKAGES]:
        try:
            out[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            pass
    return out


def info(forced_isa: str | None = None) -> dict:
    g = gpus()
    return {"cpu_model": cpu_model(), "cpu_cores": cpu_cores(), "cpu": cpu_id(forced_isa), "gpus": g,
            "gpu_name": g[0]["name"] if g else None, "gpu_driver": g[0]["driver"] if g else None,
            "versions": versions(), "label": label(forced_isa), **({"named": n} if (n := named()) else {})}


def named() -> str | None:
    """The machine's name from NAME_VARIABLE, or None; a name that cannot be a folder's is bad input."""
    from harness.cli import BadInput

    name = os.environ.get(NAME_VARIABLE)
    if name is not None and not _NAME.match(name):
        raise BadInput(f"{NAME_VARIABLE}={name!r} is not a machine name; valid: letters, digits, '.', '_' and '-', "
                       "at most 64, starting with a letter or digit")
    return name or None


def label(forced_isa: str | None = None) -> str:
    """A short name for this machine, used in result folder names and hardware-sweep columns (in a
    sweep's processes that run with a forced ISA, that is part of it); NAME_VARIABLE's name where it is set."""
    if (name := named()) is not None:
        isa = forced_isa or os.environ.get(FORCED_ISA)
        return name + (f"-forced-{isa}" if isa else "")
    g = gpus()
    return machine_label(cpu_id(forced_isa), cpu_cores(), g[0]["name"] if g else None)


def identity_of(machine_info: dict) -> dict | None:
    """The CPU identity of a result's recorded machine (pytest-benchmark's machine_info, with the
    suite's own facts under "cartpole"), or None if none was recorded."""
    cpu = (machine_info.get("cartpole") or {}).get("cpu")
    if cpu is None:  # recorded before the suite kept it: py-cpuinfo's fields
        p = machine_info.get("cpu") or {}
        if p.get("family") is None:
            return None
        cpu = identity(p.get("vendor_id_raw") or "?", p.get("family"), p.get("model"), p.get("stepping"),
                       p.get("flags"))
    return cpu


def label_of(machine_info: dict) -> str | None:
    """The label of a result's recorded machine, from its CPU identity, or None if none was recorded."""
    cpu, c = identity_of(machine_info), machine_info.get("cartpole") or machine_info
    if c.get("named"):  # named by its user: the label it ran under
        return c.get("label") or c["named"]
    if cpu is None:
        return None
    return machine_label(cpu, c.get("cpu_cores") or (machine_info.get("cpu") or {}).get("count"), c.get("gpu_name"))
