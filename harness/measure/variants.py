"""Variants and tuned settings: an implementation's knob settings as text (``'block=64,unroll=4'``,
a point's variant), and the file ``harness tune`` writes and ``sweep --tuned`` reads. A module of its
own below both the grid (which reads a tuned file) and the tuner (which builds the grid)."""
from __future__ import annotations

import json
import math
from pathlib import Path

import impls
from harness import artifacts
from harness.cli import BadInput, positive_int

KIND = "tune"  # the artifact kind of harness tune's output (tune.json in a <label>-<time>-tune folder)


# The part of a variant that names no knob but the measuring process: started as a user's shell starts
# Python, without the settings the registry declares for the row (sweep --bare; impls.prepare applies them)
BARE = "process=bare"


def bare(variant: str, on: bool = True) -> str:
    """The variant with BARE added (``on``) or taken away."""
    parts = [p for p in variant.split(",") if p and p != BARE]
    return ",".join(parts + [BARE] * on)


def is_bare(variant: str) -> bool:
    """Whether a point of this variant was measured in a bare process (BARE among its parts)."""
    return BARE in variant.split(",")


def variant_options(variant: str) -> dict:
    """'unroll=8' -> {'unroll': 8}; 'block=64,unroll=4' -> {'block': 64, 'unroll': 4}; '' -> {}; BARE,
    which is not a knob, adds nothing."""
    out = {}
    for part in filter(None, bare(variant, False).split(",")):
        key, _, value = part.partition("=")
        out[key] = positive_int(value, key)
    return out


def setting_at(per_size: dict[int, str], num_envs: int) -> str:
    """A tuned setting for ``num_envs``: the one tuned at the nearest size (on a log scale)."""
    return per_size[min(per_size, key=lambda n: (abs(math.log2(n) - math.log2(num_envs)), n))]


def resolve(text: str, label_: str, root: Path = Path("results")) -> Path:
    """The tune.json ``--tuned`` means: 'newest' (this machine's newest complete tune folder under
    ``root``, the sweep's --out, or else under results/) or a tune folder or file, which must be
    this machine's."""
    if text == "newest":
        roots = list(dict.fromkeys([Path(root), Path("results")]))
        def tuned_files(r: Path) -> list[Path]:
            files = (artifacts.find(d, f"{KIND}.json") for d in r.glob(f"{label_}-*-{KIND}"))
            return sorted((f for f in files if f.exists()), key=lambda p: p.parent.name)

        found = next((fs for fs in map(tuned_files, roots) if fs), [])
        if not found:
            raise BadInput(f"--tuned: no tuned settings of this machine ({label_}) under "
                           f"{' or '.join(f'{r}/' for r in roots)}; valid: run `python -m harness tune` first, "
                           "or name a tune folder of this machine")
        return found[-1].resolve()
    path = Path(text)
    try:
        path = artifacts.find(path, f"{KIND}.json") if path.is_dir() else path
        doc = json.loads(artifacts.read_text(path))
        theirs = doc["machine"]["label"] if isinstance(doc, dict) and doc.get("artifact") == KIND else None
    except (OSError, ValueError, KeyError, TypeError):
        theirs = None
    if theirs is None:
        raise BadInput(f"--tuned {text}: not a tuned-settings file (a folder or tune.json written by harness tune)")
    if theirs != label_:
        raise BadInput(f"--tuned {text}: tuned on {theirs}, not on this machine ({label_}); valid: a tune folder "
                       f"of {label_} (run `python -m harness tune` here)")
    return path.resolve()


def read(path: str | Path) -> tuple[str, dict[str, dict[int, str]]]:
    """A tune.json's device and best settings: implementation -> num_envs -> setting ('' = its
    defaults); each setting checked against today's registry."""
    out, doc = {}, json.loads(artifacts.read_text(path))
    if not isinstance(doc, dict) or not isinstance(doc.get("settings"), dict) or not all(isinstance(v, dict) for v in doc["settings"].values()):
        raise BadInput(f"--tuned {path}: settings is not an object of implementation -> num_envs -> setting")
    for name, per_size in doc["settings"].items():
        if name not in impls.available():
            raise BadInput(f"--tuned {path}: unknown implementation {name!r}; valid: {', '.join(impls.available())}")
        for n, setting in per_size.items():
            if not n.isdigit() or int(n) < 1 or not isinstance(setting, str):
                raise BadInput(f"--tuned {path}: {name}: num_envs {n!r} -> {setting!r}; valid: a num_envs of at "
                               "least 1 and a setting text such as 'block=64'")
            for k, v in variant_options(setting).items():
                knob = impls.knobs(name).get(k)
                problem = f"{name} has no knob {k}" if knob is None else knob.problem(v)
                if problem:
                    raise BadInput(f"--tuned {path}: {problem}")
        out[name] = {int(n): s for n, s in per_size.items()}
    return doc.get("device", "cpu"), out
