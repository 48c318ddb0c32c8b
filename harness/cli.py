"""What every command shares: the one-line bad-input error, the checks of option values, output folders.

Every concern (measure, analysis, report) imports this module and nothing in it imports them: bad
input is raised as :class:`BadInput` wherever it is found, and ``python -m harness`` (or pytest, for
the benchmark's options) turns it into one line on stderr and exit 2, before anything is written.
"""
from __future__ import annotations

import argparse
import datetime as dt
import math
import os
import re
import sys
from pathlib import Path


class BadInput(ValueError):
    """A one-line message naming the bad value and the valid choices."""


def one_line(text: str) -> str:
    """``text`` with every character that is not printable (a newline, a control character a user's
    value may hold) written as its escape, so an error naming the value stays one line."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in str(text))


class Parser(argparse.ArgumentParser):
    """argparse with its errors as one line and exit 2."""

    def error(self, message):
        print(f"{self.prog}: error: {one_line(message)}", file=sys.stderr)
        raise SystemExit(2)


def positive_int(text, what: str) -> int:
    """A positive decimal integer from an option's text."""
    try:
        value = int(str(text), 10)
    except ValueError:
        raise BadInput(f"{what} must be a positive integer, got {text!r}") from None
    if value < 1:
        raise BadInput(f"{what} must be a positive integer, got {text!r}")
    return value


def positive_number(text, what: str, valid: str) -> float:
    """A positive finite number from an option's text (1e7 and 10000000 alike); ``valid`` names its unit."""
    try:
        value = float(str(text))
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value <= 0:
        raise BadInput(f"{what} must be a positive number of {valid}, got {text!r}")
    return value


def list_items(text, what: str, valid: str) -> list[str]:
    """The items of a comma-separated option; an empty value or an empty item (``1,,2``, a trailing
    comma) is bad input, not skipped."""
    items = [s.strip() for s in str(text).split(",")]
    if not all(items):
        raise BadInput(f"{what} has an empty item in {text!r}; give a comma-separated list of {valid}")
    return items


def int_list(text: str, what: str) -> list[int]:
    return [positive_int(s, what) for s in list_items(text, what, "positive integers")]


def choice(text: str, what: str, valid) -> str:
    """One of ``valid`` (bad input naming them otherwise)."""
    if text not in valid:
        raise BadInput(f"unknown {what} {text!r}; valid: {', '.join(valid)}")
    return text


def chosen(text: str | None, what: str, valid: list[str]) -> list[str]:
    """A comma-separated choice among ``valid`` (all of them when ``text`` is None)."""
    if text is None:
        return list(valid)
    names = list_items(text, what, ", ".join(valid))
    for n in names:
        if n not in valid:
            raise BadInput(f"unknown {what} {n!r}; valid: {', '.join(valid)}")
    return names


def exists(path, what: str) -> bool:
    """Whether ``path`` exists; a path the system cannot even look up (a name too long, a folder in
    the way that is a file) is bad input naming it."""
    try:
        return Path(path).exists()
    except (OSError, ValueError) as exc:
        raise BadInput(f"{what} {one_line(path)[:80]!r} is not a usable path ({getattr(exc, 'strerror', None) or exc})") \
            from None


def out_folder(text: str) -> Path:
    """An --out folder that exists or can be created, checked now (bad input, exit 2, not a traceback
    after the run) without creating anything: its nearest existing folder must be one this process may
    write into. (Creating the missing folders and removing them again, as this did, raced with another
    command started at once into the same new folder: each removed what the other was using.)"""
    out = Path(text)
    if not text:
        raise BadInput("--out is empty; give a folder")
    if exists(out, "--out") and not out.is_dir():
        raise BadInput(f"--out {text!r} exists and is not a folder")
    first = next(q for q in (out, *out.parents) if exists(q, "--out"))
    if not first.is_dir():
        raise BadInput(f"--out {text!r} cannot be created ({str(first)!r} is not a folder)")
    if not os.access(first, os.W_OK | os.X_OK):
        raise BadInput(f"--out {text!r} cannot be created ({str(first)!r} is not writable)")
    return out


def existing(paths: list[str]) -> list[str]:
    """Result paths that must exist: a missing one is bad input (exit 2), not "no usable results"."""
    for p in paths:
        if not p or not exists(p, "result path"):
            raise BadInput(f"result path {p!r} does not exist; give result files or run folders")
    return paths


def argv_of(options: argparse.Namespace, leave_out=()) -> list[str]:
    """The options given on a parsed command line, as a command line again (a flag as itself), but
    ``leave_out`` and those not given (None, a flag not set): what another machine runs the same command with."""
    return [x for k, v in vars(options).items() if k not in leave_out and v not in (None, False)
            for x in ((f"--{k.replace('_', '-')}",) if v is True else (f"--{k.replace('_', '-')}", str(v)))]


def utc_stamp() -> str:
    return dt.datetime.now(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")


def new_folder(parent: Path, name: str) -> Path:
    """``parent/name``, or ``name-2``, ``name-3``, ... where that exists, created now and atomically (the
    parents made as needed): a run never lands in an existing folder, so earlier results are never
    overwritten, and of several commands started in the same second each gets a folder of its own."""
    Path(parent).mkdir(parents=True, exist_ok=True)
    base, i = Path(parent) / name, 1
    while True:
        path = base if i == 1 else base.with_name(f"{base.name}-{i}")
        try:
            path.mkdir()
            return path
        except FileExistsError:
            i += 1


def slug(text: str) -> str:
    """A name for files and folders: letters, digits, dots and dashes."""
    return re.sub(r"[^A-Za-z0-9.-]+", "-", text).strip("-") or "x"
