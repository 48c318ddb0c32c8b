"""Every command's options fuzzed (Hypothesis): each command and alias `python -m harness --help` lists,
run in this process on generated option values (empty, zero, negative, huge, NaN and inf, half-open
and reversed ranges, empty list items, unknown names, and paths to missing, binary, truncated and
wrongly shaped files) beside good ones. The function where each command's real work starts is replaced
by one that stops the command (WORK): an input that passes the command's checks reaches it and counts
as good; no example starts a sweep, a compile or a training run. Every other outcome must be exit 2
with one line on stderr and no folder written, or exit 0/1 for the commands that only read results:
any other exception is a bug, and the fuzzer's to find. Two fuzzers: every option alone at every edge
value and bad file (a grid: the classes a random draw may miss), and Hypothesis's combinations of up to
three options (derandomised, no example database; 40 examples per command in the fast tier, more under
`bin/test --all`: CARTPOLE_FUZZ_EXAMPLES)."""
from __future__ import annotations

import dataclasses
import json
import os
import types
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import impls
from harness.__main__ import build_parser, main
from harness.analysis import gpu_targets

EXAMPLES = int(os.environ.get("CARTPOLE_FUZZ_EXAMPLES", "40"))
FUZZ = settings(max_examples=EXAMPLES, derandomize=True, database=None, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


class WouldRun(Exception):
    """A command's input passed its checks and reached the real work."""


# command -> the functions (module, name) where its real work starts
WORK = {
    "sweep": [("harness.measure.sweep", "run")],
    "gymnasium": [("harness.measure.sweep", "run")],
    "tune": [("harness.measure.tune", "run")],
    "fusion": [("harness.analysis.fusion", "table")],
    "ablate": [("harness.analysis.fusion", "ablate"), ("harness.analysis.gpu_compile", "ablation")],
    "sass": [("harness.analysis.sass", "analyse"), ("harness.analysis.sass", "analyse_targets")],
    "gpu-compile": [("harness.analysis.gpu_compile", "study")],
    "cpu-code": [("harness.analysis.cpu_code", "table")],  # and its child under --isa (guarded)
    "adapter": [("harness.measure.adapter", "measure")],
    "list": [("impls", "make")],
    "bundle": [("harness.report.bundle", "bundle")],
    "import": [("harness.report.bundle", "import_")],
    "bisect": [("harness.report.bisect", "run")],
    "train": [("harness.measure.fleet", "train")],  # and each trainer's run (TRAINERS), replaced below
    "fleet sweep": [("harness.measure.fleet", "sweep")],
    "fleet multihost": [("harness.measure.fleet", "multihost")],
}
READ_ONLY = ("table", "report", "readme", "compare", "gpu-model", "advise", "runs")  # they only read results: run for real


def _commands() -> dict:
    """Every command's parser, a command of commands (fleet) as its own ("fleet sweep")."""
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    out = {}
    for name, parser in sub.choices.items():
        inner = next((a for a in parser._actions if isinstance(a, type(sub))), None)
        out.update({f"{name} {k}": v for k, v in inner.choices.items()} if inner else {name: parser})
    return out


COMMANDS = _commands()


def test_every_command_is_fuzzed():
    assert set(COMMANDS) == set(WORK) | set(READ_ONLY)


@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, str]:
    """Paths the fuzzer may give an option: files of the wrong shape, a folder, a missing path."""
    d = tmp_path_factory.mktemp("inputs")
    (d / "binary.json").write_bytes(bytes(range(256)))
    (d / "list.json").write_text("[1, 2]")
    (d / "truncated.json").write_text('{"benchmarks": [{"extra_info": ')
    (d / "object.json").write_text(json.dumps({"artifact": "gpu-compile", "rows": 3}))
    (d / "target.txtpb").write_text((gpu_targets.DIR / "rtx2080ti.txtpb").read_text().replace(
        "clock_rate_ghz: 1.545", "clock_rate_ghz: 1e999"))  # a good target but for a clock read as inf
    (d / "folder").mkdir()
    return {k: str(d / k) for k in ("binary.json", "list.json", "truncated.json", "object.json", "target.txtpb",
                                     "folder", "missing")}


# each option alone at each of these (test_each_option_alone_at_each_edge); drawn a third of the time
EDGES = ["0", "", "-1", "3-", "5-3", "1,,2", "nan", "1e999", "99999999999999999999", "a" * 300]
NASTY = ["", " ", "0", "-1", "1", "2", "3", "64", "3-", "5-3", "0-4294967296", "1,,2", ",", "1e999", "nan", "inf",
         "-inf", "1.5", "99999999999999999999", "x", "all", "numpy", "numba-cpu", "jax-naive", "jax-pallas", "cpu",
         "cuda", "host", "h200", "a100", "rtx2080ti", "default", "quick", "study", "step", "policy", "64,64", "avx2",
         "suite-jax", "fast-zoo", "ppo", "--x", "é", "a" * 300]


def _options(command: str) -> list[tuple[str, bool]]:
    """(option, takes a value) of a command, its positionals as ('', True)."""
    out = []
    for a in COMMANDS[command]._actions:
        if a.dest == "help":
            continue
        if not a.option_strings:
            out.extend([("", True)] * (2 if a.nargs in ("+", "*") else 1))
        else:
            out.append((a.option_strings[-1], a.nargs != 0))
    return out


def _harmless(text: str) -> bool:
    """A generated value that is not a path outside the test's folder: the read-only commands read a
    path they are given for real (``table /`` would read every file of the machine)."""
    return "\0" not in text and not text.startswith(("/", "~")) and ".." not in text


def argvs(command: str, paths: dict[str, str]) -> st.SearchStrategy[list[str]]:
    values = st.sampled_from(EDGES) | st.sampled_from(NASTY + list(paths.values())) \
        | st.text(max_size=8).filter(_harmless)
    opts = _options(command)
    chosen = st.lists(st.tuples(st.sampled_from(opts), values), min_size=1, max_size=3) if opts else st.just([])
    return chosen.map(lambda pairs: command.split() + [x for (opt, takes), v in pairs
                                                 for x in ((opt, v) if opt and takes else (opt,) if opt else (v,))])


def _stop(*args, **kwargs):
    raise WouldRun


def _sweep_stop(p, *args, **kwargs):
    """The sweep's work, stopped: what reaches it is a plan that measures something, each knob value
    one every chosen implementation having the knob can run at every size (the registry's word)."""
    assert min(p.num_envs) >= 1 and p.steps >= 1 and p.rounds >= 1 and p.processes >= 1, \
        f"a sweep planned with nothing to measure: {p.num_envs}, {p.steps}, {p.rounds}, {p.processes}"
    for knob, values in p.overrides.items():
        for name in [n for n in p.impls if knob in impls.knobs(n)]:
            k = impls.knobs(name)[knob]
            bad = [(v, e) for v in values for e in p.num_envs if k.problem(v) or k.divides and e % v]
            assert not bad, f"--{knob} {bad[0][0]} planned for {name} at num_envs {bad[0][1]}"
    raise WouldRun


@pytest.fixture
def guarded(monkeypatch, tmp_path):
    """The real work replaced (WORK, every trainer's run), the working folder an empty one."""
    from harness.measure import train

    for pairs in WORK.values():
        for module, name in pairs:
            monkeypatch.setattr(f"{module}.{name}", _sweep_stop if module.endswith(".sweep") else _stop)
    for name, t in list(train.TRAINERS.items()):
        monkeypatch.setitem(train.TRAINERS, name, dataclasses.replace(t, run=_stop))
    monkeypatch.setattr("harness.analysis.cpu_code.subprocess", types.SimpleNamespace(run=_stop))  # cpu-code --isa's child
    monkeypatch.setattr("harness.report.advise_check.run", _stop)  # advise --check: minutes of user processes
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _written(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*"))


# values no option takes (an empty value or item, a range with no end or reversed, NaN, a number past
# float's range, a file of the wrong shape): an input holding one must never reach the work
NEVER = ("", "3-", "5-3", "1,,2", ",", "nan", "1e999", "inf")
FREE_TEXT = ("--out", "--dump")  # a folder may be named anything
BAD_FILES = ("binary.json", "list.json", "truncated.json", "object.json", "target.txtpb")


def _outcome(command: str, argv: list[str], root: Path, capsys, files: dict[str, str]) -> None:
    """Run ``argv``: it reaches the command's work holding no value that no option takes, or is
    refused in one line with nothing written, or (a command that only reads results) ends with 0 or
    1; anything else fails."""
    before = _written(root)
    capsys.readouterr()
    try:
        code = main(argv)
    except WouldRun:
        last = dict(zip(argv, argv[1:]))  # an option given twice takes its last value
        never = [v for o, v in last.items() if o.startswith("--") and (v in [files[f] for f in BAD_FILES]
                                                                         or v in NEVER and o not in FREE_TEXT)]
        assert not never, f"{argv} reached the work with {never}"
        return
    except SystemExit as exc:  # argparse's own errors
        code = exc.code
    err = capsys.readouterr().err
    if code == 2:
        assert len(err.strip().splitlines()) == 1, (argv, err)
        assert _written(root) == before, argv
    else:
        assert command in READ_ONLY and code in (0, 1), (argv, code, err)


# options whose values are bad only together (a knob value that does not divide the sizes asked for)
TOGETHER = {"sweep": [["--num-envs", "96", "--block", "64"], ["--num-envs", "48", "--block", "32"]]}


def _edges(command: str, files: dict[str, str]):
    """Every option of the command alone at every edge value and every bad file, and the options bad
    only together (TOGETHER): a grid, not a draw."""
    for opt, takes in _options(command):
        for v in (EDGES + list(files.values())) if takes else [None]:
            yield command.split() + ([opt] if opt else []) + ([v] if takes else [])
    for argv in TOGETHER.get(command, []):
        yield command.split() + argv


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_each_option_alone_at_each_edge(command, guarded, files, capsys):
    for argv in _edges(command, files):
        _outcome(command, argv, guarded, capsys, files)


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_a_commands_options_of_any_value_are_refused_in_one_line_or_reach_its_work(command, guarded, files, capsys):
    @FUZZ
    @given(argv=argvs(command, files))
    def check(argv):
        _outcome(command, argv, guarded, capsys, files)
    check()


def test_the_fuzzers_find_a_planted_bug(guarded, files, monkeypatch, capsys):
    """A positive_int that lets 0 through (the class of 'numbers that parse but mean nothing'): a sweep
    of 0 environments, steps or rounds reaches the work, which a good check refuses first: the edge grid
    must see it."""
    from harness import cli
    from harness.measure import grid

    real = cli.positive_int
    monkeypatch.setattr(grid, "positive_int", lambda text, what: 0 if str(text) == "0" else real(text, what))
    monkeypatch.setattr(grid, "int_list", lambda text, what: [0 if s == "0" else real(s, what)
                                                              for s in cli.list_items(text, what, "integers")])

    with pytest.raises(AssertionError, match="nothing to measure"):
        for argv in _edges("sweep", files):
            _outcome("sweep", argv, guarded, capsys, files)
