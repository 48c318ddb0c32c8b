"""Framework releases, each measured in an environment of its own (``harness sweep --versions``,
``harness bisect``; docs/releases.md).

A release is a package and a version (``jax=0.4.23``, ``numba=0.59.1``, ``torch=V``, any distribution
an implementation declares); ``today`` is this Python's environment. A release's environment is made
with uv from a pinned requirement set (the release, PINS, NEEDS), in a folder named by the set's hash
under CACHE_VARIABLE, made once; the measuring processes (harness/measure/executor.py) run in it with
this checkout first on their path. Releases are listed from a registry's PEP 691 index, or from a
folder of wheels (LINKS_VARIABLE).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from packaging.version import InvalidVersion, Version

import impls
from harness.cli import BadInput

TODAY = "today"
CACHE_VARIABLE = "CARTPOLE_RELEASES"  # the environments' folder (default: the user's cache folder)
LINKS_VARIABLE = "CARTPOLE_RELEASE_LINKS"  # a folder of wheels that stands for the registry of its packages
INDEX = "https://pypi.org/simple"
NEEDS = ("pytest", "pytest-benchmark", np.__name__)  # what a measuring process imports beside the framework
# The distributions installed at the release's own version beside the one named
COMPANIONS = {"jax": ("jaxlib",)}
# Where this machine's Python finds torch's CPU build (a find-links folder of the machine's pip), if anywhere
PIP_LINKS_VARIABLE = "PIP_FIND_LINKS"


def pins(package: str, version: str) -> list[str]:
    """What a release needs that its metadata does not pin: JAX 0.4.x imports numpy 1 only (its
    metadata allows numpy 2, and its import fails there), 0.4.23-0.4.25 also an ml_dtypes and a SciPy of
    their time (a newer SciPy's import fails on numpy 1's missing names)."""
    if package == "jax" and Version(version) < Version("0.5"):
        return ["numpy==1.26.4"] + (["ml_dtypes==0.2.0", "scipy<1.13"] if Version(version) < Version("0.4.26") else [])
    return []


def declared() -> list[str]:
    """The packages --versions may name: every distribution an implementation declares."""
    return list(dict.fromkeys(p for n in impls.available() for p in impls.entry(n).packages
                              if p not in {c for cs in COMPANIONS.values() for c in cs}))


def uses(name: str, package: str) -> bool:
    """Whether implementation ``name`` runs on ``package``'s releases."""
    return package in impls.entry(name).packages


def normalized(dist: str) -> str:
    return re.sub(r"[-_.]+", "-", dist).lower()


@dataclass(frozen=True)
class Release:
    package: str
    version: str  # a version, or TODAY
    date: str | None = field(default=None, compare=False)  # its upload to the registry (YYYY-MM-DD)

    @property
    def today(self) -> bool:
        return self.version == TODAY

    @property
    def label(self) -> str:
        """``jax 0.4.23``; today's: the version installed in this environment."""
        return f"{self.package} {installed(self.package) if self.today else self.version}"

    @property
    def slug(self) -> str:
        """Its part of a file's name (``jax-0.4.23``)."""
        return f"{self.package}-{installed(self.package) if self.today else self.version}"

    def requirements(self) -> list[str]:
        if self.today:
            raise ValueError("today's release is this environment: it has no requirement set")
        return [f"{d}=={self.version}" for d in (self.package, *COMPANIONS.get(self.package, ()))] + \
            pins(self.package, self.version) + [n for n in NEEDS if n != self.package]


def installed(dist: str) -> str | None:
    """The version of ``dist`` installed in this process's environment (None: not installed)."""
    import importlib.metadata

    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def point_release(packages: tuple, package: str | None) -> str:
    """A measuring process's record of its release: ``package VERSION`` as installed where it runs
    ("" where the run varies no release, or an implementation of ``packages`` does not use it)."""
    if not package or package not in packages:
        return ""
    return f"{package} {installed(package) or 'none'}"


# -- what a registry has ------------------------------------------------------------------------------------
def listed(package: str) -> dict[str, str | None]:
    """Every release of ``package`` the registry has, oldest first: version -> its date (YYYY-MM-DD, the
    earliest upload of its files). A package with wheels in the folder LINKS_VARIABLE names is listed
    from there (no dates), every other from the index."""
    links = os.environ.get(LINKS_VARIABLE)
    found: dict[Version, str | None] = {}
    for f in Path(links).glob("*.whl") if links else []:
        if normalized(f.name.split("-")[0]) == normalized(package) and (v := file_version(f.name)):
            found.setdefault(v, None)
    if not found:
        url = f"{os.environ.get('UV_DEFAULT_INDEX', INDEX).rstrip('/')}/{normalized(package)}/"
        request = urllib.request.Request(url, headers={"Accept": "application/vnd.pypi.simple.v1+json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as r:  # noqa: S310 - the registry's https address
                files = json.load(r)["files"]
        except (OSError, ValueError, KeyError) as exc:
            raise BadInput(f"the releases of {package} could not be listed from {url}: {exc}") from None
        for f in files:
            v = file_version(f["filename"])
            if v is None or f.get("yanked"):
                continue
            day = (f.get("upload-time") or "")[:10] or None
            found[v] = min(filter(None, (found.get(v), day)), default=None)
    return {str(v): found[v] for v in sorted(found) if not v.is_prerelease}


def file_version(filename: str) -> Version | None:
    """The version in a wheel's or a source archive's file name (None: neither, or no version)."""
    if filename.endswith(".whl"):
        text = filename.split("-")[1] if filename.count("-") >= 4 else ""
    else:
        stem = re.sub(r"\.(tar\.gz|zip|tar\.bz2)$", "", filename)
        text = stem.rsplit("-", 1)[-1] if stem != filename and "-" in stem else ""
    try:
        return Version(text)
    except InvalidVersion:
        return None


def check(text: str | None) -> list[Release]:
    """``--versions PACKAGE=V1,V2,...``: the releases, each checked against the registry before anything
    is measured (bad input: one line naming the bad value and the valid ones)."""
    if text is None:
        return []
    package, sep, versions = text.partition("=")
    package = package.strip()
    valid = declared()
    if not sep or not versions.strip():
        raise BadInput(f"--versions {text!r}: expected PACKAGE=V1,V2,... (PACKAGE one of {', '.join(valid)})")
    if package not in valid:
        raise BadInput(f"--versions: unknown package {package!r}; valid: {', '.join(valid)}")
    asked = list(dict.fromkeys(v.strip() for v in versions.split(",")))
    if "" in asked:
        raise BadInput(f"--versions {text!r}: an empty version")
    if len(asked) < 2:
        raise BadInput(f"--versions {text!r}: name at least two releases (today's among them: {TODAY})")
    here = installed(package)
    if TODAY in asked and (here is None or here in asked):
        raise BadInput(f"--versions: today's {package} is {here} here: name it once" if here else
                       f"--versions: {package} is not installed here, so there is no today's; name its releases")
    have = listed(package)
    missing = [v for v in asked if v != TODAY and v not in have]
    if missing:
        raise BadInput(f"--versions: {package} {missing[0]} is not in the registry; valid: "
                       f"{', '.join([*list(have)[-12:], TODAY])}" + (" (the newest 12)" if len(have) > 12 else ""))
    return [Release(package, v, have.get(here if v == TODAY else v)) for v in asked]


def between(package: str, good: str, bad: str, have: dict | None = None) -> list[str]:
    """The registry's releases from ``good`` to ``bad``, both included, oldest first (either may be TODAY:
    this environment's version); ``have``: the registry's listing (listed), if read already."""
    have = list(listed(package) if have is None else have)
    ends = [installed(package) if v == TODAY else v for v in (good, bad)]
    for given, v in zip((good, bad), ends):
        if v not in have:
            raise BadInput(f"bisect: {package} {given} is not in the registry; valid: {', '.join(have[-12:])}")
    lo, hi = sorted(ends, key=Version)
    return [v for v in have if Version(lo) <= Version(v) <= Version(hi)]


# -- the environment of a release ---------------------------------------------------------------------------
def cache_root() -> Path:
    if os.environ.get(CACHE_VARIABLE):
        return Path(os.environ[CACHE_VARIABLE])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "cartpole-bench" / "releases"


def uv() -> str:
    try:
        from uv import find_uv_bin
    except ImportError:
        raise BadInput("uv is not installed in this environment (bin/setup installs it)") from None
    return find_uv_bin()


def uv_env() -> dict:
    """uv's environment: beside the index, the folder of wheels standing for a registry and the machine
    pip's own find-links folder (where torch's CPU build may be)."""
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}
    links = [os.environ[v] for v in (LINKS_VARIABLE, PIP_LINKS_VARIABLE) if os.environ.get(v)]
    if links:
        env["UV_FIND_LINKS"] = ",".join(links)
    return env


def lock(requirements: list[str]) -> dict:
    """uv's resolution of ``requirements`` for this Python and platform: the pylock.toml of PEP 751 as a
    dict (every package pinned, its wheel with its size)."""
    with tempfile.TemporaryDirectory(prefix="cartpole-release-") as tmp:
        req, out = Path(tmp) / "requirements.in", Path(tmp) / "pylock.toml"
        req.write_text("\n".join(requirements) + "\n")
        r = subprocess.run([uv(), "pip", "compile", "-q", str(req), "--python", sys.executable,
                            "--format", "pylock.toml", "-o", str(out)], capture_output=True, text=True, env=uv_env())
        if r.returncode:
            why = (r.stderr.strip().splitlines() or ["(no output)"])
            raise BadInput(f"the requirements {' '.join(requirements)} do not resolve: {why[-1][:300]}")
        import tomllib

        return tomllib.loads(out.read_text())


def pinned(locked: dict) -> list[str]:
    return sorted(f"{p['name']}=={p['version']}" for p in locked.get("packages", []))


def download_bytes(locked: dict) -> int:
    """The wheels' sizes (a package with several wheels for this platform counted at its largest)."""
    return sum(max([w.get("size") or 0 for w in p.get("wheels", [])] or [(p.get("sdist") or {}).get("size") or 0])
               for p in locked.get("packages", []))


DONE = "cartpole-release.json"  # written last: a folder without it is unfinished and made again


def location(release: Release) -> Path:
    """The folder of ``release``'s environment: named by a hash of its requirement set and of this Python
    (found again without the registry)."""
    key = hashlib.sha256(json.dumps([release.requirements(), sys.version, sys.platform]).encode()).hexdigest()[:12]
    return cache_root() / f"{release.slug}-{key}"


def environment(release: Release, say=print) -> Path:
    """The Python of ``release``'s environment, made if it is not there yet (the download said first)."""
    if release.today:
        return Path(sys.executable)
    folder = location(release)
    python = folder / "bin" / "python"
    if (folder / DONE).exists() and python.exists():
        return python
    make(folder, release.requirements(), release.label, say)
    return python


def make(folder: Path, requirements: list[str], what: str, say=print) -> None:
    """A virtual environment of this Python in ``folder`` holding ``requirements`` as uv resolves them
    (their download said first), built beside it and moved into place when whole."""
    locked = lock(requirements)
    say(f"making the environment of {what} in {folder}: {len(pinned(locked))} packages, a download of "
        f"up to {download_bytes(locked) / 1e6:.0f} MB (less what uv has kept)")
    new = folder.with_name(folder.name + ".new")
    shutil.rmtree(new, ignore_errors=True)
    new.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="cartpole-release-") as tmp:
        reqs = Path(tmp) / "requirements.txt"
        reqs.write_text("\n".join(pinned(locked)) + "\n")
        for cmd in ([uv(), "venv", "-q", "--python", sys.executable, str(new)],
                    [uv(), "pip", "install", "-q", "--python", str(new / "bin" / "python"), "-r", str(reqs)]):
            r = subprocess.run(cmd, capture_output=True, text=True, env=uv_env())
            if r.returncode:
                shutil.rmtree(new, ignore_errors=True)
                raise RuntimeError(f"the environment of {what} could not be made: "
                                   f"{(r.stderr.strip().splitlines() or ['?'])[-1][:300]}")
    (new / DONE).write_text(json.dumps({"what": what, "requirements": requirements, "packages": pinned(locked)},
                                       indent=1))
    shutil.rmtree(folder, ignore_errors=True)
    new.replace(folder)

# -- the conformance check in a release's environment ---------------------------------------------------------
def conformance_file() -> Path:
    from harness.measure import process

    path = process.ROOT / "tests" / "test_conformance.py"
    if not path.exists():
        raise BadInput(f"--versions needs the suite's checkout: its conformance check ({path}) is not here")
    return path


def conform(python: str, pairs: list[tuple[str, str]], log: Path, label: str, env: dict) -> dict:
    """Run the conformance suite (tests/test_conformance.py) for each (implementation, device) of ``pairs``
    under ``python`` (a release's environment), its output in ``log``; returns the pairs that did not pass,
    each with (status, reason): "skipped" where the release lacks what the implementation calls (an
    AttributeError or ImportError: the missing name), "failed" where any other check fails (its results
    differ from the reference, or from its own under another chunking of the steps).
    The pairs not returned passed."""
    import xml.etree.ElementTree as ET

    from harness.measure import process

    ids = {f"{n}-{d}": (n, d) for n, d in pairs}
    xml = log.with_suffix(".xml")
    child = process.python_env(extra={"PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", **env})
    for n, d in pairs:
        child = impls.process_env(n, d, child)
    cmd = [python, "-m", "pytest", "-p", "pytest_benchmark.plugin", "-p", "no:cacheprovider", "-q", "-o", "addopts=",
           "-W", "ignore::pytest.PytestConfigWarning", str(conformance_file()), "-k", " or ".join(ids),
           f"--junitxml={xml}"]
    with open(log, "w") as out:
        rc = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, env=child, cwd=process.ROOT).returncode
    cases = list(ET.parse(xml).getroot().iter("testcase")) if xml.exists() else []
    xml.unlink(missing_ok=True)
    ran: dict = {}
    for case in cases:
        param = case.get("name", "").partition("[")[2].rstrip("]")
        owner = max((i for i in ids if param == i or param.startswith(i + "-")), key=len, default=None)
        if owner is None:
            continue
        bad = next((e for e in case if e.tag in ("failure", "error")), None)
        ran.setdefault(ids[owner], None)
        if bad is not None and ran[ids[owner]] is None:
            message = ((bad.get("message") or bad.text or "").strip().splitlines() or [""])[0][:200]
            missing = re.search(r"(AttributeError|ImportError|ModuleNotFoundError)\b", (bad.text or "") + message)
            ran[ids[owner]] = (("skipped", f"cannot run on {label}: {message}") if missing else
                               ("failed", f"fails its conformance check on {label}: {case.get('name')}: {message}"))
    tail = " | ".join(log.read_text().strip().splitlines()[-3:])[:200]
    return {pair: ran.get(pair) or ("failed", f"its conformance check did not run on {label} (pytest exit {rc}: {tail})")
            for pair in ids.values() if pair not in ran or ran[pair] is not None}


def main(argv: list[str]) -> int:
    """``python -m harness.measure.releases make FOLDER REQUIREMENT...``: an environment of this Python in
    FOLDER, made as a release's is (bin/setup --old-xla makes the study's XLA for GPU compiles this way)."""
    if len(argv) < 3 or argv[0] != "make":
        print("usage: python -m harness.measure.releases make FOLDER REQUIREMENT...", file=sys.stderr)
        return 2
    try:
        make(Path(argv[1]), argv[2:], " ".join(argv[2:4]), say=lambda m: print(m, file=sys.stderr))
    except (BadInput, RuntimeError) as exc:
        print(f"{argv[1]}: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
