"""The registry: lazy, complete, and the one exception for what cannot run here."""
import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import impls

IMPLS_DIR = Path(impls.__file__).parent


def test_listing_imports_no_framework():
    code = ("import sys, impls; impls.available(); [impls.devices(n) for n in impls.available()];"
            "heavy = [m for m in ('jax', 'torch', 'numba', 'cupy') if m in sys.modules];"
            "print(heavy); sys.exit(1 if heavy else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=IMPLS_DIR.parent, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def made_in_a_fresh_process(name: str, **extra: str) -> subprocess.CompletedProcess:
    """``name`` made (1 environment) in a new Python process (``extra``: more of its environment), its
    stdout and stderr kept; skipped where its framework is not installed."""
    from harness.measure import process

    code = f"import sys, impls\ntry:\n    impls.make({name!r}, 1)\nexcept impls.NotAvailable as e:\n    sys.exit(f'N {{e}}')"
    r = subprocess.run([sys.executable, "-c", code], env=process.python_env(name, extra=extra), capture_output=True,
                       text=True, timeout=120)
    if r.returncode and r.stderr.startswith("N "):
        pytest.skip(r.stderr[2:].strip())
    assert r.returncode == 0, r.stderr[-2000:]
    return r


def test_a_framework_banner_never_reaches_stdout():
    """Warp greets on stdout when it starts (its version, devices and cache folder) unless its log level
    says not to: making warp-cpu in a fresh process prints nothing there, where harness list's table and
    a training script's output go; nor its note on stderr that this machine has no CUDA driver."""
    r = made_in_a_fresh_process("warp-cpu")
    assert r.stdout == "" and "Warp CUDA warning" not in r.stderr, r.stdout + r.stderr


def test_start_up_banner_lines_are_dropped_and_nothing_else(capfd):
    """What native code writes on file descriptor 2 during a framework's start-up reaches stderr in order,
    but for the lines holding a notice named (an error among them is never swallowed)."""
    from impls.api import without_start_up_lines

    def start():
        os.write(2, b"E0000 a real error\nI0000 notice: nothing to see\nthe last line, unfinished")
        return 7
    assert without_start_up_lines(start, ("notice: nothing",)) == 7
    assert capfd.readouterr().err == "E0000 a real error\nthe last line, unfinished"


def test_tensorflows_start_up_banner_never_reaches_stderr():
    """TensorFlow 2.19 on logs two lines per library while it loads, before TF_CPP_MIN_LOG_LEVEL applies
    (absl's notice and oneDNN's): tf-xla drops those two and nothing else, so making it in a fresh process
    leaves neither on stderr, where a sweep's and a test's errors go. Its log level at 0 (TensorFlow's
    default; tf-xla's own 2 hides absl's line on some CPUs, where oneDNN's does not show either, and the
    check would then see nothing to drop): the lines come on every CPU, and must still be dropped."""
    r = made_in_a_fresh_process("tf-xla", TF_CPP_MIN_LOG_LEVEL="0")
    assert "absl::InitializeLog" not in r.stderr and "oneDNN custom operations" not in r.stderr, r.stderr


def _classes_defined_on_disk():
    """Every concrete Cartpole class in impls/*.py (a descendant, directly or through another class of
    the same file, whose ``name`` is a non-empty string; shared bases set ``name = ""``), read from
    the source: {class: (module, name)}."""
    found = {}
    for path in IMPLS_DIR.glob("*.py"):
        classes = [n for n in ast.walk(ast.parse(path.read_text())) if isinstance(n, ast.ClassDef)]
        family = {"Cartpole"}
        for node in classes:  # definitions come before subclasses in a module
            if any(getattr(b, "id", "") in family for b in node.bases):
                family.add(node.name)
                names = [st.value.value for st in node.body if isinstance(st, ast.Assign)
                         and any(getattr(t, "id", "") == "name" for t in st.targets)
                         and isinstance(st.value, ast.Constant)]
                if names and names[0]:
                    found[node.name] = (f"impls.{path.stem}", names[0])
    return found


def test_every_implementation_on_disk_is_registered():
    registered = {(name, impls.entry(name).module, impls.entry(name).cls) for name in impls.available()}
    on_disk = {(name, mod, cls) for cls, (mod, name) in _classes_defined_on_disk().items()}
    assert on_disk - registered == set(), "implementations not in the registry (so not tested or benchmarked)"
    assert registered - on_disk == set(), "registry entries with no class on disk (or a different name)"


def test_unknown_name_and_device():
    with pytest.raises(ValueError, match="unknown implementation 'nope'; valid: numpy"):
        impls.make("nope", 4)
    with pytest.raises(impls.NotAvailable, match="does not run on device 'tpu'"):
        impls.make("numpy", 4, device="tpu")


def test_cuda_without_gpu_is_not_available_not_a_crash():
    from harness.measure import machine

    if machine.gpus():
        pytest.skip("this machine has a GPU")
    for name in impls.available():
        if "cuda" in impls.devices(name):
            with pytest.raises(impls.NotAvailable):
                impls.make(name, 8, device="cuda")


# -- a new entry reaches every table and check ---------------------------------------------------


def test_a_new_entry_reaches_list_grid_options_and_docs(throwaway, harness_main, tmp_path):
    from harness.measure import grid
    from harness.report import build

    r = harness_main("list")
    assert r.returncode == 0 and any(line.split()[:3] == [throwaway, "cpu", "available"] for line in r.stdout.splitlines())
    # the sweep's grid: its knob's default sweep values are its variants; the knob is a sweep option
    p = grid.plan(lambda o: {"impl": throwaway, "num-envs": "8,64"}.get(o))
    assert [(c.impl, c.variant, c.num_envs) for c in grid.cases(p.impls, p.devices, p.num_envs)] == [
        (throwaway, "width=2", 8), (throwaway, "width=2", 64), (throwaway, "width=4", 8), (throwaway, "width=4", 64)]
    assert grid.variants(throwaway, {"width": [3]}) == ["width=3"]
    assert "--width" in harness_main("sweep", "--help").stdout
    # the option checks read its declaration
    bad = harness_main("sweep", "--processes", "1", "--impl", throwaway, "--width", "9", "--out", tmp_path / "r")
    assert bad.returncode == 2 and "--width 9 is not allowed; valid: 1 to 8 (throwaway-np: a knob only" in bad.stderr
    other = harness_main("sweep", "--processes", "1", "--impl", "numpy", "--width", "2", "--out", tmp_path / "r")
    assert other.returncode == 2 and "--width applies to throwaway-np; none of them is among" in other.stderr
    assert not (tmp_path / "r").exists()
    for mode in ("step", "policy"):
        assert throwaway in [n for n in impls.available() if impls.has_mode(n, mode)]
    assert throwaway in impls.step_impls()
    # the generated docs/implementations.md table
    assert f"| `{throwaway}` | cpu | rollout, step, policy | spec | `width` (1 to 8; default 4; swept: 2, 4) |" \
        in build.registry_markdown()


def test_a_new_entry_reaches_cpu_code_fusion_and_the_split_loop(throwaway, harness_main, tmp_path, monkeypatch):
    from impls import policy
    from impls.adapters import split

    # cpu-code: its --impl accepts it, and the table reads the code its machine_code() names (a C loop with a
    # division), built in a child; sass: the kernel its gpu_code() gives, made in a child and compiled
    r = harness_main("cpu-code", "--impl", throwaway, "--num-envs", "64", "--out", tmp_path)
    assert f"| {throwaway} | 128 |" in r.stdout and "the throwaway's C loop" in r.stdout, r.stdout + r.stderr
    from harness.analysis import sass

    code = sass.gpu_code(sass.Target(throwaway, "width=2"), "sm_90", tmp_path / "gpu")
    assert code["kernel"] == "throwaway_rollout" and code["steps_per_iteration"] == 2 and code["options"] == ["-DWIDTH=2"]
    try:
        cubin, _ = sass.source_cubin(code, "sm_90", tmp_path / "t.cubin")
        assert cubin.read_bytes()[:4] == b"\x7fELF"
    except sass.NotInstalled:
        pass  # no NVRTC here: the kernel still came through the interface
    # fusion: among the default rows, and each of its variants measured in a worker process
    assert throwaway in impls.having("kernels")
    r = harness_main("fusion", "--impl", throwaway, "--num-envs", "16", "--steps", "8", "--rounds", "1", "--out",
                     tmp_path)
    assert r.returncode == 0, r.stderr
    rows = json.loads(next(tmp_path.glob("*-fusion/fusion.json")).read_text())["rows"]
    assert [(x["impl"], x["variant"], x["status"]) for x in rows] == [
        (throwaway, "width=2", "ok"), (throwaway, "width=4", "ok")] and all(x["env_steps_per_s"] > 0 for x in rows)
    assert [x["kernels_per_step"] for x in rows] == [2.0, 4.0]  # what its fusion_artifacts counted
    # the split loop: its registry framework (numpy), the same trajectories as numpy's fused policy rollout
    w = policy.default_policy(0, (8, 8))
    loop = split.SplitLoop(impls.make(throwaway, 32, seed=3), w)
    assert loop.framework == "numpy"
    loop.rollout(40)
    ref = impls.make("numpy", 32, seed=3)
    ref.set_policy(w)
    ref.rollout(40)
    for k, v in ref.state().items():
        np.testing.assert_array_equal(loop.state()[k], v, err_msg=k)


def test_registry_entries_are_valid_and_roles_unique():
    for n in impls.available():
        assert impls.entry_problems(n, impls.entry(n)) == [], n
    assert {r: impls.with_role(r) for r in impls.ROLES}  # each held by exactly one
    with pytest.raises(ValueError, match="modes .*rollout among them"):
        impls.register("bad-one", impls.Entry("m", "C", ("cpu",), modes=("step",)))
    for field in ("round_env_steps", "round_steps"):  # a round's cap: a positive whole number
        with pytest.raises(ValueError, match=f"{field} 0: a positive whole number"):
            impls.register("bad-one", impls.Entry("m", "C", ("cpu",), **{field: 0}))
    with pytest.raises(ValueError, match="registered already"):
        impls.register("numpy", impls.entry("numpy"))
    assert "bad-one" not in impls.available()


def test_each_declared_capability_is_provided(throwaway):
    """Every capability an entry offers (impls/api.py CAPABILITIES) is a method its class provides, for every
    implementation whose framework is here; an entry offering one its class lacks is found."""
    missing = {}
    for n in impls.available():
        try:
            if impls.missing_capabilities(n):
                missing[n] = impls.missing_capabilities(n)
        except impls.NotAvailable:
            continue
    assert missing == {}
    impls.register("bad-one", impls.Entry("throwaway_impl", "Throwaway", ("cpu",), offers=("lower-on", "gpu-code")))
    try:
        assert impls.missing_capabilities("bad-one") == ["lower-on"]
        assert "bad-one" in impls.offering("gpu-code") and "bad-one" not in impls.offering("machine-code")
    finally:
        impls.unregister("bad-one")
    with pytest.raises(ValueError, match="capability 'kernels': one of machine-code, gpu-code"):
        impls.register("bad-one", impls.Entry("m", "C", ("cpu",), offers=("kernels",)))
    with pytest.raises(ValueError, match="unknown capability 'sass'; valid: machine-code"):
        impls.offering("sass")


def test_the_implementations_page_is_the_registrys():
    """docs/implementations.md's generated table is what the registry declares now (regenerated by
    ``python -m harness readme``)."""
    from harness.report import build

    text = (IMPLS_DIR.parent / "docs" / "implementations.md").read_text()
    block = text.split(build.REGISTRY_START + "\n", 1)[1].split(build.END, 1)[0]
    assert block == build.registry_markdown()


def _plain(code: str, **extra) -> subprocess.CompletedProcess:
    """``code`` in a fresh Python as a user's script runs: the suite importable, none of the registry's
    settings in its environment (the test run's Numba and JAX caches kept, as tests/test_docs.py's examples
    keep them: these processes measure nothing, and a kernel another test compiled loads)."""
    from harness.measure import process

    caches = {k: os.environ[k] for k in process.NOT_TO_CHILDREN if k in os.environ}
    settings = impls.setting_variables()
    assert settings == {"XLA_FLAGS", "JAX_NUM_CPU_DEVICES", "OMP_PROC_BIND"}  # the registry's, as the docs name them
    env = {k: v for k, v in process.python_env(extra=caches).items() if k not in settings}
    return subprocess.run([sys.executable, "-c", code], env={**env, **extra}, capture_output=True, text=True,
                          timeout=300)


def test_a_row_made_without_its_settings_says_so_and_prepare_applies_them():
    """numba-cpu is measured with OMP_PROC_BIND=true, jax-sharded with XLA's multi-output fusion and a JAX CPU
    device per core: made in a plain process, each warns once (SettingsWarning) naming the setting and the
    line that fixes it; after impls.prepare at the top of the script none warns and JAX sees the devices."""
    bare = _plain("import warnings, impls\nwarnings.simplefilter('error', impls.SettingsWarning)\n"
                  "try:\n    impls.make('numba-cpu', 4)\nexcept impls.SettingsWarning as w:\n    print(w)")
    assert "numba-cpu runs without OMP_PROC_BIND=true" in bare.stdout and "impls.prepare('numba-cpu')" in bare.stdout, \
        bare.stdout + bare.stderr[-2000:]
    prepared = _plain("import warnings, impls\nwarnings.simplefilter('error', impls.SettingsWarning)\n"
                      "print(impls.prepare('jax-sharded', 'numba-cpu'))\nimport jax\n"
                      "impls.make('jax-sharded', 4); impls.make('numba-cpu', 4)\n"
                      "print(jax.device_count('cpu'), impls.missing_settings('jax-sharded'))")
    assert prepared.returncode == 0, prepared.stderr[-2000:]
    assert f"{impls.CPU_CORES} []" in prepared.stdout and "xla_cpu_use_multi_output_fusion" in prepared.stdout
    late = _plain("import jax, impls\njax.devices()\nimpls.prepare('jax-fused')")
    assert late.returncode == 1 and "JAX's backend has already started and read XLA_FLAGS" in late.stderr
    imported = _plain("import jax, impls\nimpls.prepare('jax-sharded')\nprint(jax.device_count('cpu'))")
    assert imported.stdout.split() == [str(impls.CPU_CORES)], imported.stderr[-2000:]  # imported, not started


def test_missing_settings_reads_the_flags_among_others():
    assert impls.missing_settings("jax-fused", environ={"XLA_FLAGS": "--xla_dump_to=/tmp/x"}) == [
        ("XLA_FLAGS", "--xla_backend_extra_options=xla_cpu_use_multi_output_fusion")]
    assert impls.missing_settings("jax-fused", environ=impls.process_env("jax-fused", "cpu", {"XLA_FLAGS": "--a"})) == []
    assert impls.missing_settings("numpy", environ={}) == [] and impls.missing_settings("jax-fused", "cuda", {}) == []


def test_describe_says_what_the_framework_read_not_what_the_environment_says_now():
    """XLA_FLAGS set after JAX's backend started, and OMP_PROC_BIND after libgomp loaded, change nothing:
    describe() reports the flags as the backend started, OMP_PROC_BIND as the runtime read it, and the
    settings missing by those; after impls.prepare none is missing."""
    late = _plain("import os, warnings, impls\nwarnings.simplefilter('ignore')\n"
                  "e = impls.make('jax-fused', 4)\nos.environ['XLA_FLAGS'] = impls.MULTI_OUTPUT_FUSION\n"
                  "d = impls.make('jax-fused', 4).describe()\n"
                  "n = impls.make('numba-cpu', 4); n.rollout(2); os.environ['OMP_PROC_BIND'] = 'true'\n"
                  "m = n.describe()\n"
                  "print(repr(d['xla_flags']), d['multi_output_fusion'], d['settings_missing'])\n"
                  "print(m['omp_proc_bind'], m['omp_proc_bind_read'], m['settings_missing'])")
    assert late.returncode == 0, late.stderr[-2000:]
    assert late.stdout.splitlines() == [
        f"'' False XLA_FLAGS={impls.MULTI_OUTPUT_FUSION}", "true false OMP_PROC_BIND=true"], late.stdout
    prepared = _plain("import impls\nimpls.prepare('jax-sharded', 'numba-cpu')\n"
                      "d = impls.make('jax-sharded', 4).describe()\nn = impls.make('numba-cpu', 4); n.rollout(2)\n"
                      "m = n.describe()\nprint(d['multi_output_fusion'], d['jax_cpu_devices'], repr(d['settings_missing']), "
                      "m['omp_proc_bind_read'], repr(m['settings_missing']))")
    assert prepared.returncode == 0, prepared.stderr[-2000:]
    assert prepared.stdout.split() == ["True", str(impls.CPU_CORES), "''", "true", "''"], prepared.stdout
