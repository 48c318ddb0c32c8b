"""What the CPU compilers emit per environment step: ``python -m harness cpu-code``.

For each CPU implementation that compiles, the machine code of its step (from where its compiler puts
it, as its ``code_reading`` and ``machine_code`` say, impls/api.py), its hot loops found (a backward
branch closes a loop; the innermost ones that touch vector registers) and one iteration's
instructions counted by class over the environments it advances (read from the loop's induction step
and addressing). The ceiling is a coarse core model (issue width, vector floating-point pipes):
docs/cpu-code.md.
"""
from __future__ import annotations

import dataclasses
import shutil
import subprocess
import tempfile
from pathlib import Path

import impls
from harness.analysis import code_child
from harness.analysis.asm import CLASSES, analyse_loops, hot_loops, parse_llvm_asm, parse_objdump
from harness.measure import machine, process
from harness.table import Doc, Heading, Table

@dataclasses.dataclass
class Machine:
    label: str
    cores: int
    ghz: float
    issue_width: int
    fp_pipes: int
    split_512: bool
    source: str


# The issue-width / vector-pipe model of each microarchitecture: (instructions dispatched per cycle,
# vector FP/SIMD pipes, whether a 512-bit operation takes two pipe slots, where the figures come
# from). Coarse: the dispatch width and the pipes that take vector arithmetic, nothing about
# latencies, ports of particular instructions or memory.
CORE_MODELS = {
    "zen3": (6, 4, False, "AMD Zen 3 (family 19h models 00h-0Fh, 20h-5Fh; AMD's software optimization guide for "
                          "family 19h): 6 macro-ops dispatched per cycle, 4 FP/vector pipes of 256 bits (2 "
                          "FMA/multiply, 2 add); no AVX-512"),
    "zen4": (6, 4, True, "AMD Zen 4 (family 19h models 10h-1Fh, 60h-7Fh, A0h-AFh; AMD's software optimization "
                         "guide for family 19h): 6 macro-ops dispatched per cycle, 4 FP/vector pipes of 256 bits "
                         "(2 FMA/multiply, 2 add), a 512-bit operation as two 256-bit halves"),
    "zen5": (8, 4, False, "AMD Zen 5 (family 1Ah; AMD's software optimization guide for family 1Ah): 8 macro-ops "
                          "dispatched per cycle, 4 FP/vector pipes (2 FMA/multiply, 2 add) 512 bits wide on the "
                          "desktop and server parts, so a 512-bit operation takes one slot (the mobile parts "
                          "split it: this model is optimistic there)"),
    **dict.fromkeys(("skylake-sp", "cascade-lake", "cooper-lake"), (
        4, 2, False, "Intel Skylake-SP / Cascade Lake (Intel's optimization reference manual): 4 micro-ops "
                     "allocated per cycle, two 512-bit FMA units (ports 0+1 fused, and port 5 on the Xeon Gold "
                     "6000 and Platinum parts)")),
    "ice-lake-sp": (5, 2, False, "Intel Ice Lake-SP (Sunny Cove; Intel's optimization reference manual): 5 "
                                 "micro-ops allocated per cycle, two 512-bit FMA units (ports 0+1 fused, port 5)"),
    **dict.fromkeys(("sapphire-rapids", "emerald-rapids", "granite-rapids"), (
        6, 2, False, "Intel Sapphire Rapids / Emerald Rapids / Granite Rapids (Golden Cove / Raptor Cove / "
                     "Redwood Cove; Intel's optimization reference manual): 6 micro-ops allocated per cycle, two "
                     "512-bit FMA units (ports 0+1 fused, port 5)")),
    "rocket-lake": (5, 2, True, "Intel Rocket Lake (Cypress Cove; Intel's optimization reference manual): 5 "
                                "micro-ops allocated per cycle, 2 vector FP pipes of 256 bits (ports 0 and 1), a "
                                "512-bit operation on the two fused (one FMA unit of 512 bits)"),
}


def core_model(microarchitecture: str | None):
    """(issue width, vector pipes, 512-bit split, source) of a microarchitecture, or None."""
    return CORE_MODELS.get(microarchitecture or "")


def this_machine() -> Machine:
    """This machine's ceiling model, picked by its microarchitecture (harness.measure.machine); a CPU
    without a model gets none, and the table says so instead of guessing."""
    info = machine.info()
    ghz = 0.0
    try:
        mhz = [float(x.split(":")[1]) for x in Path("/proc/cpuinfo").read_text().splitlines()
               if x.startswith("cpu MHz")]
        ghz = max(mhz) / 1000 if mhz else 0.0
    except OSError:
        pass
    cores = machine.cpu_cores()
    cpu = info["cpu"]
    model = core_model(cpu.get("microarchitecture"))
    if model is None:
        what = cpu.get("microarchitecture") or f"family {cpu.get('family')} model {cpu.get('model')}"
        return Machine(info["label"], cores, ghz, 0, 0, False, f"none: no issue-width/vector-pipe model for "
                       f"{cpu.get('vendor')} {what} (harness/analysis/cpu_code.py CORE_MODELS), so no ceiling")
    return Machine(info["label"], cores, ghz, *model)


def ceiling(per_step: dict[str, float], wide: float, mach: Machine) -> tuple[float, str]:
    """(best env-steps/s, the limiter) from instructions per env-step; ``wide``: how many of the
    vector operations are 512-bit (two pipe slots each where the core splits them)."""
    if not mach.issue_width:  # no model for this CPU
        return float("nan"), "no model"
    total = sum(per_step.values())
    vec = per_step["vector FP"] + per_step["integer vector"]
    vec_slots = vec + (wide if mach.split_512 else 0.0)
    cycles = max(total / mach.issue_width, vec_slots / mach.fp_pipes)
    limiter = "issue" if total / mach.issue_width >= vec_slots / mach.fp_pipes else "vector pipes"
    return (mach.cores * mach.ghz * 1e9 / cycles if cycles and mach.ghz else float("nan")), limiter


def device_of(impl: str) -> str:
    """The device whose code cpu-code reads: the CPU, or the host build of a CUDA implementation."""
    return "cpu" if "cpu" in impls.devices(impl) else "host"


def analyse_text(impl: str, text: str, note: str = "") -> dict:
    """The hot loops of an implementation's machine code, read as its class's ``code_reading`` says."""
    reading = impls.load(impl).code_reading
    parse = parse_llvm_asm if reading.syntax == "llvm" else parse_objdump
    label = impl if device_of(impl) == "cpu" else f"{impl} ({device_of(impl)})"
    return analyse_loops(label, hot_loops(parse(text), reading.with_division, reading.symbol), note)


def objdump(path: Path) -> str:
    tool = shutil.which("objdump")
    if tool is None:
        raise RuntimeError("objdump not found (binutils)")
    args = [tool, "-d", "--no-show-raw-insn", "-M", "att"]
    return subprocess.run([*args, str(path)], capture_output=True, text=True, check=True).stdout


def collect(impl: str, num_envs: int) -> tuple[dict, str]:
    """(its row, the code's text): the implementation built and run in a child started as its ``code_reading``
    says (its compiler's dump variables, the caller's XLA flags kept: a forced ISA's among them), its
    ``machine_code(folder)`` read there (files disassembled while the dump's folder is there)."""
    reading = impls.load(impl).code_reading
    device = device_of(impl)
    with tempfile.TemporaryDirectory() as d:
        dump = {k: v.replace("{folder}", d) for k, v in reading.dump}
        env = process.python_env(impl, device, xla_flags=dump.pop("XLA_FLAGS", ""), extra=dump)
        code = code_child.run("machine", [impl, num_envs, reading.steps, device, d], env)
        if not code or not (code["files"] or code["text"]):
            raise RuntimeError(f"{impl} named no machine code")
        text = code["text"] or "\n".join(objdump(Path(f)) for f in code["files"])
    return analyse_text(impl, text, code["about"]), text


def measured_peak(row: dict, mach: Machine, num_envs: int) -> None:
    """Add the measured peak for the row's mix (harness.analysis.cpu_peak) and the implementation's
    rate timed in turns with it in the same process (its fraction of the peak is a ratio within one
    run): a vectorised loop only (the micro-kernel runs vector mixes)."""
    from harness.analysis import cpu_peak

    if row["vector_bits"] < 256:
        row.update(peak_env_steps_per_s=None, peak_note="not measured: a scalar loop")
        return
    try:
        p = cpu_peak.peak(row["per_env_step"], mach, lanes=row["vector_bits"] // 32, impl=row["impl"],
                          num_envs=num_envs)
    except RuntimeError as exc:
        p = {"error": str(exc)}
    row.update(peak_env_steps_per_s=p.get("env_steps_per_s"), peak_chains=p.get("chains"), peak_ipc=p.get("ipc"),
               peak_mix=p.get("mix"), peak_note=p.get("error", ""),
               beside_peak_env_steps_per_s=p.get("impl_env_steps_per_s"), of_peak=p.get("of_peak"))
    if row["of_peak"] and row["of_peak"] > 1:
        row["peak_note"] = "below the implementation's own rate: the micro-kernel is not this core's best for the mix"


def table(names: list[str], num_envs: int, rates: dict[str, float],
          peak: bool = True) -> tuple[list[dict], dict[str, str]]:
    """Rows for the chosen implementations and each one's disassembly text; ``rates``: the measured
    env-steps/s of each "impl (device)" on this machine at num_envs, where known; ``peak``: also the
    measured peak for each row's mix of instructions (harness.analysis.cpu_peak)."""
    mach = this_machine()
    rows, texts = [], {}
    for name in names:
        try:
            row, text = collect(name, num_envs)
        except Exception as exc:  # noqa: BLE001 - a compiler or tool missing is a row with its reason
            rows.append({"impl": name, "status": "skipped", "note": f"{type(exc).__name__}: {exc}"[:300]})
            continue
        texts[name] = text
        if row["status"] == "ok":
            best, limiter = ceiling(row["per_env_step"], row["vector_ops_512"], mach)
            rate = rates.get(f"{name} ({device_of(name)})")
            row.update(ceiling_env_steps_per_s=best, limiter=limiter, measured_env_steps_per_s=rate,
                       of_ceiling=rate / best if rate and best == best else None)
            if peak:
                measured_peak(row, mach, num_envs)
        rows.append(row)
    return rows, texts


def to_table(rows: list[dict], num_envs: int, mach: Machine | None, label: str = "") -> Table:
    """The table of a cpu-code result (``mach``: the core model it used; None for results written
    before it was kept: then ``label`` names the machine)."""
    from harness.artifacts import rows_table

    columns = [(h, h) for h in ("impl", "vector bits", *CLASSES, "instr. per env-step", "ceiling (G env-steps/s)",
                                "limiter", f"measured at {num_envs} (G/s)", "of ceiling", "measured peak (G/s)",
                                "beside the peak (G/s)", "of peak", "note")]
    beside = any("beside_peak_env_steps_per_s" in r for r in rows)  # results before it: rates of two processes
    cells = []
    for r in rows:
        if r["status"] != "ok":
            cells.append({"impl": r["impl"], "vector bits": "skipped", "note": r.get("note", "")})
            continue
        per, best, measured = r["per_env_step"], r["ceiling_env_steps_per_s"], r.get("measured_env_steps_per_s")
        cells.append({"impl": r["impl"], "vector bits": str(r["vector_bits"]), **{c: f"{per[c]:.2f}" for c in CLASSES},
                      "instr. per env-step": f"{r['instructions_per_env_step']:.2f}",
                      "ceiling (G env-steps/s)": f"{best / 1e9:.2f}" if best == best else "none",
                      "limiter": r["limiter"],
                      f"measured at {num_envs} (G/s)": f"{measured / 1e9:.3f}" if measured else "not measured",
                      "of ceiling": f"{r['of_ceiling']:.0%}" if r.get("of_ceiling") else "",
                      "measured peak (G/s)": (f"{r['peak_env_steps_per_s'] / 1e9:.2f} ({r['peak_chains']} chains, IPC "
                                              f"{r['peak_ipc']:.2f})" if r.get("peak_env_steps_per_s") and r.get("peak_ipc")
                                              else r.get("peak_note") or ""),
                      "beside the peak (G/s)": (f"{r['beside_peak_env_steps_per_s'] / 1e9:.3f}"
                                                if r.get("beside_peak_env_steps_per_s") else ""),
                      "of peak": f"{r['of_peak']:.0%}" if r.get("of_peak") else "", "note": r["note"]})
    fmt = lambda v: "" if v is None or v != v else str(v)  # noqa: E731
    if mach is None:  # a result written before results kept the core model
        return rows_table(cells, columns, fmt, caption=(
            f"Machine code per environment step on {label} (instructions of the hot loops per env-step, by "
            "class; the ceiling as that run's core model computed it; measured: the latest rollout result "
            f"then at {num_envs} environments)."))
    return rows_table(cells, columns, fmt, caption=(f"Machine code per environment step on {mach.label} ({mach.cores} cores at {mach.ghz:.2f} GHz, the clock "
            "/proc/cpuinfo reports, which on a VM may be the nominal one: a fraction above 100% means the "
            f"cores ran faster than that; "
            f"the ceiling's model: {mach.source}). Instructions of the hot loops per env-step, by class; the "
            f"ceiling is cores x clock / max(instructions / {mach.issue_width}, vector operations x "
            f"{'(2 for a 512-bit one)' if mach.split_512 else '1'} / {mach.fp_pipes}); measured: the latest rollout "
            f"result on this machine at {num_envs} environments. Measured peak: a micro-kernel in Numba running "
            "the row's mix (its vector FP and integer vector operations per env-step, one division, data in L1) "
            "in 1, 4 or 8 independent chains, the best, with its instructions per cycle per core "
            "(harness/analysis/cpu_peak.py): what this core sustains for that mix, measured"
            + ("; beside the peak: the implementation's rollout at this size timed in turns with the "
               "micro-kernels in the same process (15 rounds, medians), and of peak is that rate over the peak, "
               "a ratio within one run, unlike the columns before it." if beside else
               "; of peak: the measured column over the peak (two processes).")))


def write(rows: list[dict], texts: dict[str, str], num_envs: int, out) -> None:
    """Into ``out`` (an harness.artifacts.Artifacts folder): the table, its rows as JSON, and each
    implementation's disassembly."""
    mach = this_machine()
    out.text("cpu-code.md", to_table(rows, num_envs, mach).block())
    out.data("cpu-code", {"model": dataclasses.asdict(mach), "num_envs": num_envs, "rows": rows})
    for name, text in texts.items():
        out.text(f"{name}.s", text)


# -- its command (harness/registry.py): harness cpu-code -------------------------------------------
def cpu_code_options(p) -> None:
    p.add_argument("--impl", default=None, help=f"comma-separated: {', '.join(impls.offering('machine-code'))} "
                   "(default all)")
    p.add_argument("--num-envs", default="16384", help="environments (default 16384)")
    p.add_argument("--out", default="results", help="parent folder of the new -cpu-code folder (default results)")
    p.add_argument("--isa", default=None, help=machine.ISA_HELP)


def cpu_code_command(a, reader) -> int:
    import os
    import sys

    from harness import cli
    from harness.artifacts import Artifacts

    names = cli.chosen(a.impl, "--impl", impls.offering("machine-code"))
    n = cli.positive_int(a.num_envs, "--num-envs")
    isa = machine.checked_isa(a.isa)
    out = cli.out_folder(a.out)
    if isa is not None and os.environ.get(machine.FORCED_ISA) != isa:
        # the frameworks read their ISA settings when imported: the analysis runs in a child process
        # that starts with them (and its machine label names the forced ISA)
        argv = [sys.executable, "-m", "harness", "cpu-code", "--impl", ",".join(names), "--num-envs", str(n),
                "--out", str(out), "--isa", isa]
        return subprocess.run(argv, env={**os.environ, **machine.forcing_env(isa)}).returncode
    rows, texts = table(names, n, reader.measured(machine.label(), n))
    print(to_table(rows, n, this_machine()).block())
    if not any(r["status"] == "ok" for r in rows):
        print("error: no implementation could be analysed (reasons above); nothing written", file=sys.stderr)
        return 1
    folder = Artifacts.new(out, machine.label(), "cpu-code", machine.info())
    write(rows, texts, n, folder)
    print(f"written to {folder.folder}")
    return 0


def cpu_code_section(reader, paths, df) -> Doc:
    """The newest ``harness cpu-code`` result of each machine under the result paths, newest machine first."""
    newest = {a.label: a for a in reader.artifacts(paths, "cpu-code")}
    if not newest:
        return Doc()
    return Doc(Heading("CPU code: instructions per env-step and the ceiling"), Doc.join("\n", (
        Doc(f"From `python -m harness cpu-code` ({a.folder.name}; each implementation's disassembly beside it).\n\n",
            to_table(a.doc["rows"], a.doc["num_envs"], Machine(**a.doc["model"]) if "model" in a.doc else None,
                     a.label))
        for a in reversed(list(newest.values())))))
