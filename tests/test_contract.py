"""The implementation contract declared in impls/api.py is all that harness/ asks of an implementation: the
measurement and analysis paths run here, in this process, on implementations and their classes wrapped in
a proxy that lets through only the names api.py declares (the Cartpole class's public names and the
attributes its constructor sets). Any other name read is recorded, whatever the variable holding the
implementation is called, whether or not the reader guards it (``getattr(env, "x", None)``) and whether it
reads the attribute or goes around it (``vars(env)``, ``env.__dict__``, ``env.__class__``, the class's
module), and fails the test. The paths run on their smallest inputs; the children an analysis starts (its dumps, the GPU
compilers) run the same methods, called here directly (harness/analysis/code_child.py's, the torch GPU
child's choice of programs), and the compile for GPU targets as far as this machine has the compilers."""
from __future__ import annotations

from collections import namedtuple
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

import impls
from impls import api

# Cartpole's public names, and what its constructor sets on an instance
DECLARED = {n for n in dir(api.Cartpole) if not n.startswith("_")} | {"num_envs", "seed", "device", "t", "params"}


class _Record(dict):
    """An object's ``__dict__`` as the proxy hands it out (``vars(env)``, ``env.__dict__``): reading a key
    that is not DECLARED is recorded, as reading the attribute is."""

    def __init__(self, inner: dict, owner: str, reads: list):
        super().__init__(inner)
        self.owner, self.reads = owner, reads

    def _seen(self, key):
        if key not in DECLARED:
            self.reads.append(f"{self.owner}.{key} (by __dict__)")

    def __getitem__(self, key):
        self._seen(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self._seen(key)
        return super().get(key, default)

    def __contains__(self, key):
        self._seen(key)
        return super().__contains__(key)


def recording_class(cls: type, reads: list) -> type:
    """A subclass of ``cls`` standing for it where a reader asks an instance its class (``env.__class__``):
    isinstance still holds, and a name read on it that is not DECLARED is recorded. Its module is no
    module, so a reader that goes to the implementation's module by it (sys.modules[...]) fails."""

    class Meta(type(cls)):
        def __getattribute__(self, name):
            if not name.startswith("__") and name not in DECLARED:
                reads.append(f"{cls.__name__}.{name} (by its class)")
            return super().__getattribute__(name)

    return Meta(cls.__name__, (cls,), {"__module__": "not-a-module (the contract's proxy)"})


class Declared:
    """An implementation, or its class, letting through only the DECLARED names; every other name read or
    written is appended to ``reads``, also through ``vars()``, ``__dict__`` and the instance's class.
    Calling a wrapped class builds a wrapped instance."""

    def __init__(self, inner, reads: list):
        object.__setattr__(self, "_Declared__inner", inner)
        object.__setattr__(self, "_Declared__reads", reads)

    @property
    def __class__(self):  # isinstance sees (a recording subclass of) the implementation's own class
        return recording_class(type(self.__inner), self.__reads)

    @property
    def __dict__(self):
        inner = self.__inner
        return _Record(vars(inner), getattr(inner, "__name__", type(inner).__name__), self.__reads)

    def __getattr__(self, name):
        if name not in DECLARED:
            self.__reads.append(f"{getattr(self.__inner, '__name__', type(self.__inner).__name__)}.{name}")
            raise AttributeError(f"{name!r} is not declared in impls/api.py")
        return getattr(self.__inner, name)

    def __setattr__(self, name, value):
        if name not in DECLARED:
            self.__reads.append(f"{type(self.__inner).__name__}.{name} (set)")
        setattr(self.__inner, name, value)

    def __call__(self, *args, **kwargs):
        return Declared(self.__inner(*args, **kwargs), self.__reads)


@pytest.fixture
def undeclared(monkeypatch):
    """impls.load (and so impls.make) hands out wrapped classes; the names read outside the contract."""
    reads: list[str] = []
    load = impls.load
    monkeypatch.setattr(impls, "load", lambda name: Declared(load(name), reads))
    return reads


def loaded(name: str):
    try:
        return impls.load(name)
    except impls.NotAvailable as exc:
        if impls.installed_by_setup(name):
            raise
        pytest.skip(str(exc))


Case = namedtuple("Case", "impl device num_envs variant")


def fusion_args(impl: str, variant: str, dump: Path) -> SimpleNamespace:
    """harness fusion's worker's arguments for one row, its artifacts dumped into ``dump``."""
    return SimpleNamespace(impl=impl, variant=variant, rng="", device="cpu", num_envs=16, steps=8, rounds=1, dump=str(dump))


def test_the_wrapper_records_what_is_not_declared(undeclared):
    """The proxy itself: a declared name passes, an undeclared one is recorded even where the reader
    guards it, and the wrapped instance is still its class's."""
    from impls.numpy_cpu import NumpyCartpole

    env = impls.make("numpy", 4)
    assert isinstance(env, NumpyCartpole) and env.num_envs == 4 and env.kept_between_processes == ""
    assert getattr(env, "arrays", "guarded") == "guarded"
    env.fresh = 1
    assert undeclared == ["NumpyCartpole.arrays", "NumpyCartpole.fresh (set)"]
    # the ways around the attribute: the instance's dict, its class, the class's module
    assert vars(env).get("secret") is None and env.__dict__.get("num_envs") == 4
    assert getattr(env.__class__, "secret", None) is None and env.__class__.rollout is NumpyCartpole.rollout
    assert env.__class__.__module__ not in __import__("sys").modules
    assert undeclared[2:] == ["NumpyCartpole.secret (by __dict__)", "NumpyCartpole.secret (by its class)"]


@pytest.mark.parametrize("name, mode", [("numpy", "rollout"), ("numpy", "step"), ("numpy", "policy"),
                                        ("numba-cpu", "step"), ("jax-fused", "rollout"), ("gymnasium-vector", "rollout")])
def test_the_benchmark_asks_only_what_is_declared(undeclared, name, mode, monkeypatch):
    """A sweep point's path (harness/measure/bench_cartpole.py): build, warm up, the timed rounds under
    NoCompiling, the sanity check, the point's facts; in step mode the same environments behind make_vec
    (numba-cpu's next-step autoreset in its kernel among them), in policy mode the policy's facts and the
    split loop beside it (the matrix-multiply roofline, measured in a child of its own, asks nothing of the
    implementation and is left out)."""
    from harness.measure import bench_cartpole as bench
    from harness.measure import roofline, timing
    from impls import policy

    monkeypatch.setattr(roofline, "roofline", lambda *args, **kwargs: {})

    loaded(name)
    case = Case(name, "cpu", 8, "")
    env, build_s = bench.make_point(case)
    if mode == "policy":
        env.set_policy(policy.default_policy(0, (8, 8)))
    steps = 4
    run = bench.step_rounds(env, steps) if mode == "step" else (lambda: env.rollout(steps))
    timing.warm_up(run, env.sync, env.compile_calls, 1)
    with timing.NoCompiling(env, name):
        timing.timed_rounds(run, env.sync, 2)
    facts = {**bench.sanity_check(env, steps * (env.compile_calls + 3)), **bench.compiled_with(env, case),
             "kept": env.kept_between_processes, **env.describe()}
    if mode == "step" and not impls.is_external(name):
        facts.update(bench.through_make_vec(env, steps, 1, 1, 1))
        from impls.adapters.vector_env import CartpoleVectorEnv

        vec = CartpoleVectorEnv(name, 8, autoreset_mode="NextStep")
        vec.reset(seed=0)
        for _ in range(30):
            vec.step(np.ones(8, np.int64))
        vec.reset(options={"reset_mask": np.arange(8) < 4})
    if mode == "policy":
        facts.update(bench.policy_facts(env, case, 1e-3, steps))
        facts.update(bench.through_split(case, env.policy, env.greedy, steps, 1, 1, 1))
        assert "split_error" not in facts, facts
    assert facts["episodes_finished"] >= 0 and undeclared == []


def test_the_analyses_ask_only_what_is_declared(undeclared, throwaway, tmp_path):
    """harness fusion's worker and its evidence, cpu-code's child (machine_code, read as code_reading
    says), sass's child (gpu_code), gpu-compile's options (device_defaults), the reset fractions, and
    tune's race, on the registry's throwaway (every capability it offers) and numpy."""
    from harness.analysis import code_child, cpu_code, fusion, sass
    from harness.analysis.gpu_compile import Program, gpu_options
    from harness.measure import tune

    row = fusion.worker(fusion_args(throwaway, "width=2", tmp_path))
    assert row["kernels_per_step"] == 2.0 and fusion.evidence(impls.make("numpy", 4), 8) == {}
    code = code_child.machine(throwaway, "16", "4", "cpu", str(tmp_path))
    text = "\n".join(cpu_code.objdump(Path(f)) for f in code["files"])
    assert cpu_code.analyse_text(throwaway, text, code["about"])["status"] == "ok"
    assert code_child.gpu(throwaway, "sm_90", str(tmp_path), "width=2")["kernel"] == "throwaway_rollout"
    assert gpu_options(Program(throwaway)) == {"width": 8} and gpu_options(Program(throwaway, variant="width=2")) == {"width": 2}
    assert 0 < sass.reset_fractions(64, 40, 5, 1)["p_env"] < 1
    events = []
    tune.race(throwaway, 16, 4, ["", "width=2"], 0.01, events.append)
    assert [e["event"] for e in events].count("compiled") == 2
    assert undeclared == []


def test_gpu_compile_and_the_torch_children_ask_only_what_is_declared(undeclared, tmp_path):
    """What gpu-compile's children ask: jax-fused lowered for devices (here the CPU's: the same method a
    compile-only GPU topology gets) with its GPU default unroll, and what the torch rows give PyTorch's
    GPU compilers (torch-compile's programs, TorchScript's graph); and harness fusion's row of jax-fused
    (its optimized HLO)."""
    pytest.importorskip("jax", reason="jax is not installed")
    import jax

    from harness.analysis import fusion
    from harness.analysis.gpu_compile import Program, gpu_options, lowered_program

    loaded("jax-fused")
    assert len(fusion.worker(fusion_args("jax-fused", "", tmp_path))["body_kernels"]) >= 1  # the HLO read
    assert gpu_options(Program("jax-fused")) == {"unroll": 8}
    text = lowered_program(Program("jax-fused", rng="spec"), jax.devices("cpu")[:1], 16, 32).as_text()
    assert text.startswith("module @jit_rollout") and "stablehlo.while" in text  # 32 steps, 8 per iteration
    pytest.importorskip("torch", reason="torch is not installed")
    from harness.analysis.torch_gpu import what_to_compile

    loaded("torch-compile")
    programs, form = what_to_compile(impls.make("torch-compile", 8), "cpu")  # torch's CPU build: CPU arguments
    assert programs is not None and form is None
    programs, form = what_to_compile(impls.make("torchscript", 8), "cpu")
    assert programs is None and form == "torchscript-graph"
    assert undeclared == []
