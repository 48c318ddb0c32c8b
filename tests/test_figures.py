"""The figures typed into README.md and docs/*.md (harness/report/figures.py): each reference agrees with the
run or setting it names, a figure changed by a tenth is caught, bad references are bad input, and no page
gains a hand-typed figure that names nothing (the pages' counts may only fall)."""
from __future__ import annotations

import random
import re
import shutil
from pathlib import Path

import pytest

from harness.cli import BadInput
from harness.report import figures

ROOT = Path(__file__).resolve().parent.parent
# README.md and docs/*.md hold no unverified figure (harness readme --check lists any): each names its
# run or setting, or stands in docs/history.md with its date


def test_the_docs_figures_agree_with_what_they_name_and_none_names_nothing():
    wrong, unverified = figures.check(ROOT)
    assert wrong == []
    assert unverified == {}, f"figures that name no run or setting (harness readme --check lists them): {unverified}"


def _tree(tmp_path: Path) -> Path:
    """A copy of the pages beside the committed results (read in place)."""
    shutil.copy(ROOT / "README.md", tmp_path / "README.md")
    shutil.copytree(ROOT / "docs", tmp_path / "docs", ignore=shutil.ignore_patterns("site"))
    (tmp_path / "results").symlink_to(ROOT / "results")
    return tmp_path


def _tenth_more(text: str) -> str:
    """The printed figure with its number a tenth larger, at one more decimal where its own would hide it."""
    number, unit = re.match(r"([\d,]*\.?\d+)(.*)$", text).groups()
    decimals = len(number.split(".")[1]) if "." in number else 0
    v = float(number.replace(",", "")) * 1.1
    out = f"{v:.{decimals}f}"
    if float(out) == float(number.replace(",", "")):
        out = f"{v:.{decimals + 1}f}"
    return out + unit


def test_a_referenced_figure_changed_by_a_tenth_is_caught(tmp_path):
    root = _tree(tmp_path)
    referenced = [(p, f) for p in figures.pages(root) for f in figures.found(p, root) if f.reference is not None]
    assert len(referenced) >= 30
    for path, f in random.Random(0).sample(referenced, min(50, len(referenced))):
        original = path.read_text()
        path.write_text(original[:f.start] + _tenth_more(f.text) + original[f.end:])
        wrong, _ = figures.check(root)
        assert [w.split(": ")[0] for w in wrong] == [f.where], (f.where, f.text, wrong)
        path.write_text(original)


def test_harness_readme_rewrites_a_stale_figure_and_then_changes_nothing(tmp_path):
    root = tmp_path
    (root / "docs").mkdir()
    (root / "results").symlink_to(ROOT / "results")
    ref = "<!--= amd-epyc-2c-20261121T160525Z:jax-fused@65536:env_steps_per_s -->"
    (root / "README.md").write_text(f"jax-fused ran at 1,500.0 M env-steps/s{ref} and 0.2 G{ref}; unstable above "
                                    "2x<!--= const:harness.measure.stats:UNSTABLE -->\n")
    assert figures.check(root)[0] == [
        "README.md:1: 1,500.0 M env-steps/s where amd-epyc-2c-20261121T160525Z's jax-fused@65536 env_steps_per_s is "
        "447.8 M env-steps/s",
        "README.md:1: 0.2 G where amd-epyc-2c-20261121T160525Z's jax-fused@65536 env_steps_per_s is 0.4 G",
        "README.md:1: 2x where harness.measure.stats:UNSTABLE is 1x"]
    assert figures.refresh(root) == [root / "README.md"]
    assert (root / "README.md").read_text().startswith(f"jax-fused ran at 447.8 M env-steps/s{ref} and 0.4 G{ref}")
    assert figures.check(root) == ([], {}) and figures.refresh(root) == []


@pytest.mark.parametrize("ref, message", [
    ("no-such-run:numpy@16:env_steps_per_s", "names run 'no-such-run', which is not a folder under results/"),
    ("amd-epyc-2c-20261121T160525Z:numpy@16:env_steps_per_s", "has no point numpy@16; its points: "),
    ("amd-epyc-2c-20261121T160525Z:jax-fused@65536:no_field", "has no number 'no_field'"),
    ("const:harness.measure.stats:NOTHING", "'harness.measure.stats:NOTHING', which is no setting of the suite"),
])
def test_a_reference_to_nothing_is_bad_input_with_its_line(tmp_path, ref, message, harness_main):
    (tmp_path / "docs").mkdir()
    (tmp_path / "results").symlink_to(ROOT / "results")
    (tmp_path / "README.md").write_text(f"intro\n\nit ran at 12 M/s<!--= {ref} -->\n")
    with pytest.raises(BadInput, match=re.escape(f"README.md:3: ") + ".*" + re.escape(message)):
        figures.check(tmp_path)
    r = harness_main("readme", "--check", "--readme", tmp_path / "README.md")
    assert r.returncode == 2 and "README.md:3" in r.stderr and len(r.stderr.strip().splitlines()) == 1, r.stderr


def test_the_figure_pattern_finds_multiples_percentages_and_counts():
    found = [m.group() for m in figures.FIGURE.finditer(
        "59x Gymnasium, 44% of its ceiling, 1.59 G env-steps/s, 100 k env-steps, 16.0 min, 24 us; sm_90 and 2 steps")]
    assert found == ["59x", "44%", "1.59 G env-steps/s", "100 k", "16.0 min", "24 us"]


def test_the_modules_own_example_agrees_with_its_run():
    doc = figures.__doc__
    refs = [(m.group(), figures.REFERENCE.match(doc, m.end())) for m in figures.FIGURE.finditer(doc)]
    shown = [(text, figures.formatted(figures.value(ROOT, ref, "figures.py"), text)) for text, ref in refs if ref]
    assert shown and all(a == b for a, b in shown), shown


RUN_TRAIN = "intel-rocket-lake-avx512-2c-20261126T200901Z-train"


def test_a_runs_own_file_and_a_ratio_of_one_runs_numbers_are_references(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "results").symlink_to(ROOT / "results")
    numba = f"{RUN_TRAIN}/train.csv[trainer=suite-numba,env=suite][median_time_to_solve_s]"
    jax = f"{RUN_TRAIN}/train.csv[trainer=suite-jax,env=suite][median_time_to_solve_s]"
    (tmp_path / "README.md").write_text(f"solved in 0.139 s<!--= {numba} -->, 2.4x<!--= {jax} / {numba} --> "
                                        f"suite-jax's; 3.0x<!--= {jax} / {numba} --> is wrong\n")
    assert figures.check(tmp_path)[0] == [f"README.md:1: 3.0x where {jax} / {numba} is 2.4x"]
    other = "amd-epyc-2c-20261121T160525Z:jax-fused@65536:env_steps_per_s"
    (tmp_path / "README.md").write_text(f"2.4x<!--= {other} / {numba} -->\n")
    with pytest.raises(BadInput, match=r"README.md:1: a ratio of two runs' numbers"):
        figures.check(tmp_path)
    (tmp_path / "README.md").write_text(f"2.4x<!--= {RUN_TRAIN}/train.csv[trainer=rejax][compile_s] -->\n")
    with pytest.raises(BadInput, match=r"README.md:1: .*matches 2 rows of train.csv"):
        figures.check(tmp_path)


def test_an_excerpt_is_the_runs_own_table_and_a_stale_one_is_caught_and_copied_again(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "results").symlink_to(ROOT / "results")
    page = tmp_path / "docs" / "page.md"
    page.write_text(f"Before.\n\n<!-- excerpt:start {RUN_TRAIN}/train.md#1 where trainer=rejax -->\n"
                    "| typed | by hand 12 s |\n<!-- excerpt:end -->\n\nAfter 3 s.\n")
    wrong, unverified = figures.check(tmp_path)
    assert wrong == ["docs/page.md:3: the excerpt differs from the table it copies (harness readme copies it again)"]
    assert unverified == {"docs/page.md": 1}  # the figure after the block; none inside it
    assert figures.refresh(tmp_path) == [page]
    rows = [r for r in page.read_text().splitlines() if r.startswith("|")][2:]  # the header and its rule apart
    table = (ROOT / "results" / RUN_TRAIN / "train.md").read_text()
    assert len(rows) == 2 and all(r.startswith("| rejax |") and r in table for r in rows), rows
    assert f"[results/{RUN_TRAIN}/train.md](../results/{RUN_TRAIN}/train.md)" in page.read_text()
    assert figures.check(tmp_path)[0] == [] and figures.refresh(tmp_path) == []
    page.write_text(f"<!-- excerpt:start {RUN_TRAIN}/train.md#2 -->\n<!-- excerpt:end -->\n")
    with pytest.raises(BadInput, match=r"docs/page.md:1: .*train.md has 1 tables, not a table 2"):
        figures.check(tmp_path)


def test_a_point_of_a_release_or_a_mode_is_named_and_a_point_named_twice_is_bad_input(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "results").symlink_to(ROOT / "results")
    run = "intel-rocket-lake-avx512-2c-20261201T233346Z"  # jax-naive at 2048 on jax 0.4.38 and 0.5.3
    new, old = f"{run}:jax-naive@2048~0.5.3:env_steps_per_s", f"{run}:jax-naive@2048~0.4.38:env_steps_per_s"
    (tmp_path / "README.md").write_text(f"0.61x<!--= {new} / {old} -->, 14.3 M<!--= {new} -->, 15.0 M<!--= {old} -->\n")
    assert figures.check(tmp_path)[0] == [f"README.md:1: 15.0 M where {run}'s jax-naive@2048~0.4.38 env_steps_per_s "
                                          "is 23.6 M"]
    (tmp_path / "README.md").write_text(f"14.3 M<!--= {run}:jax-naive@2048:env_steps_per_s -->\n")
    with pytest.raises(BadInput, match=r"README.md:1: run .* has 2 points jax-naive@2048 .*impl@N~RELEASE"):
        figures.check(tmp_path)
    policy = "amd-zen4-avx512-2c-20261123T010306Z"
    (tmp_path / "README.md").write_text(f"13.1 M<!--= {policy}:jax-fused/cpu/policy@16384:env_steps_per_s -->; "
                                        f"1 M<!--= {policy}:jax-fused/cpu/rollout@16384:env_steps_per_s -->\n")
    with pytest.raises(BadInput, match=r"has no point jax-fused/cpu/rollout@16384"):
        figures.check(tmp_path)


def test_a_setting_is_read_from_its_source_never_by_running_it(tmp_path):
    """A test fixture's constant is read without importing the fixture (which registers a row), and a
    shell script's NAME=literal is a setting too."""
    import sys

    (tmp_path / "docs").mkdir()
    (tmp_path / "results").symlink_to(ROOT / "results")
    (tmp_path / "README.md").write_text("stalls 9 ms<!--= const:tests.stall_impl:STALL_S --> a call; a stage with "
                                        "30 s<!--= const:bin/gpu-run:MIN_STAGE_S --> left\n")
    assert figures.check(tmp_path)[0] == ["README.md:1: 9 ms where tests.stall_impl:STALL_S is 8 ms"]
    assert "tests.stall_impl" not in sys.modules  # never imported (it registers a row)
    (tmp_path / "README.md").write_text("30 s<!--= const:bin/gpu-run:NO_SUCH -->\n")
    with pytest.raises(BadInput, match="README.md:1: .*'bin/gpu-run:NO_SUCH', which is no setting of the suite"):
        figures.check(tmp_path)
