"""Run by tests/test_hermetic.py in a process whose HOME, TMPDIR and XDG_CACHE_HOME are empty folders:
one compile per framework the suite uses (numba-cpu, jax-fused, torch-compile, tf-xla, iree-cpu,
warp-cpu, cupy-raw's host build) and a matplotlib figure, each where its framework is installed."""
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

import impls  # noqa: E402

ran = []
for name, options, device in (("numba-cpu", {}, "cpu"), ("jax-fused", {}, "cpu"), ("torch-compile", {"chunk": 1}, "cpu"),
                              ("tf-xla", {}, "cpu"), ("iree-cpu", {}, "cpu"), ("warp-cpu", {}, "cpu"),
                              ("cupy-raw", {}, "host")):
    try:
        env = impls.make(name, 8, seed=0, device=device, **options)
    except impls.NotAvailable as exc:
        print(f"NOT AVAILABLE {name}: {exc}")
        continue
    env.rollout(3)
    env.sync()
    ran.append(name)
fig, ax = plt.subplots()
ax.plot([1, 2], [3, 4])
ax.set_title("a figure")
fig.savefig(sys.argv[1])
print("RAN " + " ".join(ran))
