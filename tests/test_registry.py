"""The registry: lazy, complete, and the one exception for what cannot run here."""
import ast
import subprocess
import sys
from pathlib import Path

import pytest

import impls

IMPLS_DIR = Path(impls.__file__).parent


def test_listing_imports_no_framework():
    code = ("import sys, impls; impls.available(); [impls.devices(n) for n in impls.available()];"
            "heavy = [m for m in ('jax', 'torch', 'numba', 'cupy') if m in sys.modules];"
            "print(heavy); sys.exit(1 if heavy else 0)")
    r = subprocess.run([sys.executable, "-c", code], cwd=IMPLS_DIR.parent, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


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
    registered = {(name, e.module, e.cls) for name, e in impls._REGISTRY.items()}
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
