"""A test-only row whose speed is the release of a tiny package (``CARTPOLE_PLUGINS=release_probe``), for
tests/test_releases.py: numpy's class, which imports ``cartpole_bench_release_probe`` and runs its rollout
``SLOWDOWN`` times that release says (the extra ones on environments of their own, so its results stay
numpy's); a release whose SLOWDOWN is negative is wrong on purpose (its rollouts run one step too many, which
the conformance check must catch). :func:`wheels` writes the package's wheels, five releases of which one is planted 3x slower:
a folder that stands for the registry (harness/measure/releases.py, LINKS_VARIABLE). Not a row of the suite.
"""
import base64
import hashlib
import zipfile
from pathlib import Path

import impls
from impls.numpy_cpu import NumpyCartpole

NAME = "release-probe-np"
PACKAGE = "cartpole-bench-release-probe"
MODULE = PACKAGE.replace("-", "_")
RELEASES = {"1.0.0": 1, "1.0.1": 1, "1.0.2": 1, "1.0.3": 3, "1.0.4": 3, "2.0.0": -1}  # version -> its SLOWDOWN
PLANTED = "1.0.3"  # the first slow one


class ReleaseProbe(NumpyCartpole):
    name = NAME

    def __init__(self, num_envs: int, seed: int = 0, device: str = "cpu"):
        try:
            import cartpole_bench_release_probe as probe
        except ImportError as exc:
            raise impls.NotAvailable(f"{NAME}: {exc}") from exc
        super().__init__(num_envs, seed, device)
        self.extra = [NumpyCartpole(num_envs, seed, device) for _ in range(probe.SLOWDOWN - 1)]
        self.wrong = probe.SLOWDOWN < 0

    def rollout(self, steps):
        for env in self.extra:
            env.rollout(steps)
        return super().rollout(steps + self.wrong)


def wheels(folder: Path, releases: dict = RELEASES) -> Path:
    """A wheel per release in ``folder`` (made): the module holds its SLOWDOWN."""
    folder.mkdir(parents=True, exist_ok=True)
    for version, slowdown in releases.items():
        info = f"{MODULE}-{version}.dist-info"
        files = {f"{MODULE}/__init__.py": f"SLOWDOWN = {slowdown}\n",
                 f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {PACKAGE}\nVersion: {version}\n",
                 f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n"}
        record = "".join(f"{name},sha256={base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b'=').decode()},"
                         f"{len(text.encode())}\n" for name, text in files.items()) + f"{info}/RECORD,,\n"
        with zipfile.ZipFile(folder / f"{MODULE}-{version}-py3-none-any.whl", "w") as z:
            for name, text in {**files, f"{info}/RECORD": record}.items():
                z.writestr(name, text)
    return folder


impls.register(NAME, impls.Entry("release_probe", "ReleaseProbe", ("cpu",), setup="core", compiler="numpy",
                                 packages=(PACKAGE,)))
