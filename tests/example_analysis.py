"""The example of docs/adding-an-analysis.md, whole: how long episodes last under a uniformly random policy,
measured through an implementation's step mode (CartPole-v1's is about 22 steps). tests/test_analyses.py
registers it as an analysis would be (one entry of harness/registry.py) and runs it through the
command line, the result reader and the page."""
import numpy as np

import impls
from harness import cli
from harness.artifacts import Artifacts, rows_table, rows_to_markdown
from harness.measure import machine
from harness.table import Doc, Heading

SHAPE = {"rows": [{"impl": "str", "num_envs": "count", "steps": "count", "episodes": "int", "mean_length": "pos"}]}
COLUMNS = [("impl", "implementation"), ("num_envs", "environments"), ("steps", "steps"), ("episodes", "episodes"),
           ("mean_length", "mean length")]


def lengths(name: str, num_envs: int, steps: int, seed: int = 0) -> dict:
    """The episodes that ended within ``steps`` random actions, and their mean length (each environment's
    unfinished last episode left out)."""
    env = impls.make(name, num_envs, seed=seed)
    env.reset(seed)
    rng = np.random.default_rng(seed)
    age, ended, total = np.zeros(num_envs, np.int64), 0, 0
    for _ in range(steps):
        r = env.step(rng.integers(0, 2, num_envs))
        age += 1
        done = np.asarray(r.terminated) | np.asarray(r.truncated)
        ended, total = ended + int(done.sum()), total + int(age[done].sum())
        age[done] = 0
    return {"impl": name, "num_envs": num_envs, "steps": steps, "episodes": ended,
            "mean_length": total / ended if ended else float("nan")}


def episodes_options(p) -> None:
    p.add_argument("--impl", default="numpy", help="comma-separated implementations with a step mode (default numpy)")
    p.add_argument("--num-envs", default="256", help="environments (default 256)")
    p.add_argument("--steps", default="500", help="random actions per environment (default 500)")
    p.add_argument("--out", default="results", help="parent folder of the new -episodes folder (default results)")


def episodes_command(a, reader) -> int:
    names = cli.chosen(a.impl, "--impl", [n for n in impls.available() if impls.has_step(n)])
    n, steps = cli.positive_int(a.num_envs, "--num-envs"), cli.positive_int(a.steps, "--steps")
    out = cli.out_folder(a.out)
    rows = [lengths(name, n, steps) for name in names]
    print(rows_to_markdown(rows, COLUMNS))
    folder = Artifacts.new(out, machine.label(), "episodes", machine.info())
    folder.data("episodes", {"rows": rows})
    print(f"written to {folder.folder}")
    return 0


def episodes_section(reader, paths, df) -> Doc:
    found = reader.artifacts(paths, "episodes")
    return Doc() if not found else Doc(
        Heading("Episodes under a random policy"),
        rows_table(found[-1].doc["rows"], COLUMNS, caption=f"From `python -m harness episodes` ({found[-1].folder.name})."))
