"""harness/analysis/sass.py: reading the step loop out of real SASS, the ceiling arithmetic, the measured
reset fractions, and (where the CUDA compilers and cuobjdump are installed) a live compile of the
kernels for sm_90, which needs no GPU."""
import json
import re
from pathlib import Path

import pytest

import impls
from harness import artifacts
from harness.analysis import sass
from harness.measure import strict
from harness.report import ceilings

ROOT = Path(__file__).resolve().parent.parent
FIX = Path(__file__).resolve().parent / "fixtures" / "sass"


def loop_of(name, unroll=1):
    funcs = sass.parse((FIX / name).read_text())
    return funcs, sass.step_loop(funcs["cartpole_rollout"], "cartpole_rollout", unroll)


def test_accurate_kernel_loop_split():
    funcs, loop = loop_of("cupy-raw-unroll1-sm90.sass")
    assert set(funcs) == {"cartpole_rollout", "cartpole_step_keys"}
    assert (len(loop.always), len(loop.reset), len(loop.cold)) == (84, 56, 67)
    # The reset block holds the four reset hashes (two multiplies each) and their float conversions;
    # the step's own action hash is in the always-executed part.
    mul1 = lambda group: sum(i.base == "IMAD" and "0x7feb352d" in i.args for i in group)  # noqa: E731
    assert mul1(loop.reset) == 4 and mul1(loop.always) == 1
    assert sum(i.op.startswith("I2FP") for i in loop.reset) == 5  # 4 reset values + float(ep)
    # Cold: sincosf's Payne-Hanek path (local memory, float64) and the division's fix-up call.
    assert {"STL", "LDL", "DMUL"} <= {i.base for i in loop.cold}
    assert any(i.base == "CALL" for i in loop.cold)
    assert not any(sass.is_cold(i) for i in loop.always + loop.reset)
    # One MUFU.RCP (the division) per step, one key load.
    assert [i.op for i in loop.always if i.base == "MUFU"] == ["MUFU.RCP"]
    assert sum(i.op.startswith("LDG") for i in loop.always) == 1


def test_fast_math_kernel_has_no_slow_paths():
    _, loop = loop_of("cupy-raw-fastmath-sm90.sass", unroll=4)
    assert loop.cold == []
    # Four steps per iteration, each one MUFU.SIN, MUFU.COS and MUFU.RCP: the whole of sin, cos, division.
    mufu = [i.op for i in loop.always if i.base == "MUFU"]
    assert sorted(mufu) == ["MUFU.COS"] * 4 + ["MUFU.RCP"] * 4 + ["MUFU.SIN"] * 4
    assert loop.per_step(0.77) < loop_of("cupy-raw-unroll1-sm90.sass")[1].per_step(0.77) * 0.75


def test_per_step_weights_the_reset_block():
    _, loop = loop_of("cupy-raw-unroll1-sm90.sass")
    assert loop.per_step(0.0) == 84 and loop.per_step(1.0) == 140
    assert loop.per_step(0.5) == pytest.approx(112)
    classes = loop.classes(1.0)
    assert sum(classes.values()) == pytest.approx(140)
    assert classes["xu"] == pytest.approx(2)  # F2I of the sincos reduction and MUFU.RCP


def test_ceiling_arithmetic():
    # 128 instructions per env-step all issue-bound: one cycle per env-step per SM.
    c = sass.ceiling({"fp32": 64, "alu": 32}, 128, sms=100, clock_mhz=1000)
    assert c["limiter"] == "issue" and c["ceiling_env_steps_per_s"] == pytest.approx(100e9)
    # 8 MUFU per env-step at 16 per clock: half a cycle... and 40 of them: 2.5 cycles > issue's 0.5.
    c = sass.ceiling({"xu": 40, "fp32": 24}, 64, sms=10, clock_mhz=2000)
    assert c["limiter"] == "xu"
    assert c["ceiling_env_steps_per_s"] == pytest.approx(10 * 2e9 / 2.5)


def test_op_classes():
    ins = lambda op: sass.Instr(0, "", op, "")  # noqa: E731
    assert [sass.op_class(ins(o)) for o in ("FFMA", "IMAD.WIDE", "LOP3.LUT", "MUFU.RCP", "LDG.E", "ULDC",
                                           "BRA", "I2FP.F32.S32", "F2I.NTZ")] == \
        ["fp32", "imad", "alu", "xu", "mem", "uniform", "other", "alu", "xu"]


def test_no_loop_is_an_error():
    with pytest.raises(sass.SassError, match="no loop"):
        sass.step_loop([sass.Instr(0, "", "EXIT", "")], "k")


def test_reset_fractions_match_episode_statistics():
    p = sass.reset_fractions(num_envs=2048, steps=300, burn_in=100)
    # The random policy's episodes last ~22.2 steps: ~4.5% of env-steps reset.
    assert 0.040 < p["p_env"] < 0.050
    # Were resets independent across the warp's lanes, 1 - (1 - p)^32.
    assert p["p_warp"] == pytest.approx(1 - (1 - p["p_env"]) ** 32, abs=0.03)


def live_tools():
    missing = [t for t in ("nvcc", "cuobjdump", "nvdisasm") if sass.find_tool(t) is None]
    if missing:
        pytest.skip(f"not installed: {', '.join(missing)}")


@pytest.mark.slow
def test_live_sm90_counts(tmp_path):
    """Compile the kernels for the H200 here and read them: the default build's loop is shorter than
    unroll=1's, fast math shorter still, and numba-cuda within 1.3x of cupy-raw's instructions."""
    live_tools()
    r = sass.analyse("sm_90", p={"p_warp": 0.77, "p_env": 0.045, "num_envs": 0, "steps": 0, "burn_in": 0},
                     keep=tmp_path)
    rows = {(x["impl"], x["variant"]): x for x in r["rows"]}
    acc, u1, fast = rows[("cupy-raw", "")], rows[("cupy-raw", "unroll=1")], rows[("cupy-raw-fastmath", "")]
    assert acc["status"] == u1["status"] == fast["status"] == "ok"
    assert fast["per_env_step"] < acc["per_env_step"] < u1["per_env_step"]
    assert fast["cold"] == 0 and acc["cold"] > 0
    assert acc["limiter"] == "issue" and 150e9 < acc["ceiling_env_steps_per_s"] < 400e9
    nb = rows[("numba-cuda", "")]
    if nb["status"] == "ok":
        assert nb["per_env_step"] <= 1.3 * acc["per_env_step"]
        # which CUDA target compiled it (numba's own or the numba-cuda package) and which NVVM, ptxas
        compiler = r"numba(-cuda)? \S+, NVVM \d+\.\d+ \+ ptxas \d+\.\d+"
        assert re.fullmatch(compiler, nb["compiler"]), nb["compiler"]
    assert "Function : cartpole_rollout" in artifacts.read_text(tmp_path / "cupy-raw.sass.xz")
    # Warp's kernel for a GPU, from Warp's own NVRTC without a driver: its loop steps 8 environments
    # a thread, so per env-step it is an eighth of the loop (the loop alone would be ~8x cupy-raw's)
    wp = rows[("warp-cpu", "")]
    if wp["status"] == "ok" or strict.strict_frameworks():
        assert wp["status"] == "ok", wp
        assert re.fullmatch(r"Warp \S+ \(its NVRTC\)", wp["compiler"]), wp["compiler"]
        assert 0.5 * acc["per_env_step"] < wp["per_env_step"] < 1.2 * acc["per_env_step"]
        assert wp["loop_instructions"] > 4 * acc["loop_instructions"]


def test_the_command_on_its_smallest_input(tmp_path, harness_main):
    """harness sass through its command line on good input: one kernel, one target, one -sass folder
    holding its result (the command's run in the fast tier: harness/registry.py's tested_by)."""
    r = harness_main("sass", "--impl", "cupy-raw-fastmath", "--target", "h100", "--out", str(tmp_path))
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    (folder,) = tmp_path.iterdir()
    assert folder.name.endswith("-sass")
    (row,) = json.loads(artifacts.read_text(artifacts.find(folder, "sass.json")))["rows"]
    assert row["impl"] == "cupy-raw-fastmath" and row["status"] == "ok" and row["per_env_step"] > 0


@pytest.mark.parametrize("args, message", [
    (("--target", "sm_90"), "unknown --target 'sm_90'; valid: rtx2080ti, a100, h100, h200"),
    (("--impl", "cupy-raw,"), "--impl has an empty item in 'cupy-raw,'"),
    (("--impl", "numpy"), "unknown --impl 'numpy'; valid: cupy-raw, cupy-raw-fastmath, numba-cuda, warp-cpu"),
])
def test_cli_bad_input(tmp_path, args, message, harness_main):
    r = harness_main("sass", *args, "--out", str(tmp_path))
    assert r.returncode == 2 and message in r.stderr and len(r.stderr.strip().splitlines()) == 1
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("strict, code", [(False, 0), (True, 1)])
def test_cli_strict_fails_on_a_kernel_not_analysed(tmp_path, monkeypatch, capsys, strict, code):
    """A skipped kernel (numba-cuda not compiling, say) is a row with its reason; with --strict the
    command also exits 1, after writing what it could read."""
    from harness import __main__ as cli

    import json

    real = ROOT / "results" / "intel-xeon-processor-2c-20261121T014215Z-sass" / "sass.json"
    result = json.loads(real.read_text())
    result["rows"] = [r if r["impl"] != "numba-cuda" else
                      {**{k: r[k] for k in ("impl", "variant", "arch")}, "status": "skipped",
                       "reason": "numba PTX compile failed: X"} for r in result["rows"]]
    monkeypatch.setattr(sass, "analyse", lambda *a, **k: result)
    monkeypatch.setattr(sass, "this_gpu", lambda: None)
    assert cli.main(["sass", "--out", str(tmp_path), *(["--strict"] if strict else [])]) == code
    assert len(list(tmp_path.glob("*-sass/sass.json"))) == 1
    err = capsys.readouterr().err
    assert ("error (--strict): not analysed: numba-cuda" in err) == strict


def test_fraction_of_ceiling_matches_builds_to_measurements():
    import pandas as pd

    result = {"rows": [
        {"impl": "cupy-raw", "variant": "", "status": "ok", "ceiling_env_steps_per_s": 200e9, "per_env_step": 120},
        {"impl": "cupy-raw", "variant": "unroll=1", "status": "ok", "ceiling_env_steps_per_s": 190e9,
         "per_env_step": 127},
        {"impl": "cupy-raw", "variant": "fastmath", "status": "ok", "ceiling_env_steps_per_s": 300e9,
         "per_env_step": 87},
        {"impl": "numba-cuda", "variant": "", "status": "skipped", "reason": "no NVVM"}]}
    pt = dict(machine="h200", device="cuda", status="ok", datetime="2026-11-21T00:00:00")
    df = pd.DataFrame([
        {**pt, "impl": "cupy-raw", "variant": "", "num_envs": 1 << 24, "env_steps_per_s": 120e9},
        {**pt, "impl": "cupy-raw", "variant": "block=128,unroll=4", "num_envs": 1 << 22, "env_steps_per_s": 150e9},
        {**pt, "impl": "cupy-raw", "variant": "block=128,unroll=1", "num_envs": 1 << 22, "env_steps_per_s": 95e9},
        {**pt, "impl": "cupy-raw", "variant": "", "device": "host", "num_envs": 64, "env_steps_per_s": 999e9},
        {**pt, "impl": "cupy-raw-fastmath", "variant": "", "num_envs": 1 << 24, "env_steps_per_s": 240e9},
    ])
    rows = {r["build"]: r for r in ceilings.fraction_rows(result, df)}
    assert set(rows) == {"cupy-raw", "cupy-raw unroll=1", "cupy-raw fastmath"}
    assert rows["cupy-raw"]["best"] == 150e9 and rows["cupy-raw"]["fraction"] == pytest.approx(0.75)
    assert rows["cupy-raw"]["at"] == 1 << 22 and rows["cupy-raw"]["variant"] == "block=128,unroll=4"
    assert rows["cupy-raw unroll=1"]["best"] == 95e9 and rows["cupy-raw unroll=1"]["fraction"] == pytest.approx(0.5)
    assert rows["cupy-raw fastmath"]["fraction"] == pytest.approx(0.8)
    md = ceilings.fraction_table(result, df.iloc[:0]).markdown()
    assert md.count("not measured") == 3


def test_the_page_takes_the_newest_sass_run(tmp_path):
    import pandas as pd

    from harness.report import reader

    shape = {"artifact": "sass", "arch": "sm_90", "rows": [], "gpu": {"name": "H100", "sms": 132, "clock_mhz": 1755},
             "reset_fractions": {"p_warp": 0.1, "p_env": 0.004, "num_envs": 2048, "steps": 1000}}
    for stamp, n in (("20261120T010000Z", 1), ("20261121T000000Z", 2), ("20261119T230000Z", 3)):
        d = tmp_path / f"box-{stamp}-sass"
        d.mkdir()
        (d / "sass.json").write_text(json.dumps({**shape, "n": n}))
    empty = pd.DataFrame(columns=["impl", "device", "status", "variant", "num_envs", "env_steps_per_s"])
    [newest] = re.findall(r"box-\w+-sass", sass.sass_section(reader, [tmp_path], empty).markdown())
    assert newest == "box-20261121T000000Z-sass"
    assert re.findall(r"box-\w+-sass", sass.sass_section(reader, [tmp_path / "box-20261119T230000Z-sass"], empty).markdown()) \
        == ["box-20261119T230000Z-sass"]
    assert not sass.sass_section(reader, [tmp_path / "nothing"], empty)


def _ins(text, addr=0):
    m = sass.SASS_LINE.match(f"        /*{addr:04x}*/ {text} ;")
    return sass.Instr(addr, (m.group(2) or "").strip(), m.group(3), m.group(4).strip())


def test_dataflow_of_common_forms():
    cases = {
        "FFMA R15, R0, -1.5707962512969970703, R37": (["R15"], ["R0", "R37"]),
        "IMAD.WIDE R14, R0, 0x4, R14": (["R14", "R15"], ["R0", "R14"]),
        "LDG.E.CONSTANT R40, desc[UR6][R12.64]": (["R40"], ["UR6", "UR7", "R12", "R13"]),
        "ISETP.GE.AND P1, PT, R39, UR4, PT": (["P1"], ["R39", "UR4"]),
        "FSETP.GT.AND P2, PT, |R36|, R24, PT": (["P2"], ["R36", "R24"]),
        "LOP3.LUT P0, R45, R44, 0x1f, RZ, 0xc0, !PT": (["P0", "R45"], ["R44"]),
        "IADD3 R45, P2, R14, R38, RZ": (["R45", "P2"], ["R14", "R38"]),
        "STG.E desc[UR6][R2.64], R0": ([], ["UR6", "UR7", "R2", "R3", "R0"]),
        "@!P0 BRA P3, 0x12f0": ([], ["P3", "P0"]),
        "@P2 IMAD.MOV.U32 R38, RZ, RZ, R0": (["R38"], ["R0", "P2", "R38"]),
    }
    for text, want in cases.items():
        assert sass.dataflow(_ins(text)) == want, text


def test_lone_warp_model():
    chain = [_ins(t, 16 * i) for i, t in enumerate(["FFMA R1, R1, R2, R3", "FFMA R1, R1, R2, R3",
                                                    "FFMA R1, R1, R2, R3"])]
    assert sass.lone_warp_cycles(chain) == 12  # three dependent FMAs, 4 cycles each
    independent = [_ins(t, 16 * i) for i, t in enumerate(["FFMA R1, R1, R2, R3", "FFMA R4, R4, R2, R3",
                                                          "FFMA R5, R5, R2, R3", "FFMA R6, R6, R2, R3"])]
    assert sass.lone_warp_cycles(independent) == 4  # issue-bound: one per cycle
    assert sass.lone_warp_cycles([_ins("MUFU.RCP R1, R1")]) == sass.LATENCY_OPS["MUFU"]
    # a straight-line kernel once through (harness gpu-model's dependency chain): until the last
    # result is ready, the first instruction issued at cycle 0
    assert sass.chain_cycles(chain) == 12 and sass.chain_cycles(independent) == 3 + 4
    assert sass.chain_cycles([_ins("MUFU.RCP R1, R1", 0), _ins("FFMA R2, R1, R1, R1", 16)]) == \
        sass.LATENCY_OPS["MUFU"] + 4


def test_step_latency_of_the_accurate_kernel():
    _, loop = loop_of("cupy-raw-unroll1-sm90.sass")
    lat = sass.step_latency(loop, 0.5)
    # Dependent FP32 chains (sincosf's polynomial, the IEEE division) make one warp's step far
    # longer than its 84 issue slots; the reset block adds its hashes.
    assert 120 < lat["cycles_no_reset"] < lat["cycles_with_reset"] < 300
    assert lat["cycles_per_step"] == pytest.approx((lat["cycles_no_reset"] + lat["cycles_with_reset"]) / 2)


def test_if_else_with_a_cold_side_counts_the_hot_side_as_always():
    """cupy-raw's small-angle sin/cos: the polynomial side of the |x| <= pi/4 test runs every step,
    sincosf on the other side (with its own reduction and slow path) never."""
    funcs = sass.parse((FIX / "cupy-raw-smallangle-unroll1-sm90.sass").read_text())
    loop = sass.step_loop(funcs["cartpole_rollout"], "cartpole_rollout")
    assert (len(loop.always), len(loop.reset), len(loop.cold)) == (72, 56, 94)
    poly = [i for i in loop.always if i.base == "FFMA" and "0.0083321612" in i.args]
    assert len(poly) == 1  # the sine polynomial's coefficient, in the always-executed part
    assert not any(i.base == "F2I" for i in loop.always)  # no argument reduction on the hot path
    assert sum(i.base == "F2I" for i in loop.cold) == 1  # sincosf's, behind the test
    assert loop.per_step(0.77) < loop_of("cupy-raw-unroll1-sm90.sass")[1].per_step(0.77) - 10


def test_nvrtc_compiles_every_build_silently(tmp_path):
    """CuPy's compiler path (NVRTC), as cupy.RawModule runs it on the GPU, for the H200, on the source
    and options each implementation gives (``gpu_code``); any message, a warning included, fails."""
    from harness.measure import variants

    for target in [t for t in sass.targets() if impls.entry(t.impl).compiler == "nvrtc"]:
        code = impls.load(target.impl).gpu_code("sm_90", tmp_path, **variants.variant_options(target.variant))
        try:
            cubin, version = sass.nvrtc_cubin(code.source, list(code.options), "sm_90")
        except sass.NotInstalled as exc:
            pytest.skip(str(exc))
        assert cubin[:4] == b"\x7fELF" and version.startswith("nvrtc "), target.label


def test_whole_elf_pads_a_cubin_cut_short():
    import struct

    header = bytearray(64)
    header[:4] = b"\x7fELF"
    struct.pack_into("<QQ", header, 32, 64, 100)     # program headers at 64, section headers at 100
    struct.pack_into("<HHHH", header, 54, 56, 1, 64, 2)  # one 56-byte entry, two 64-byte entries
    data = bytes(header) + b"x" * 150  # 214 bytes; the section table ends at 228
    assert len(sass.whole_elf(data)) == 228 and sass.whole_elf(data)[:214] == data
    assert sass.whole_elf(data + b"\0" * 14) == data + b"\0" * 14
    with pytest.raises(sass.SassError, match="not an ELF"):
        sass.whole_elf(b"PTX" * 30)
