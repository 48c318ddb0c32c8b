"""The one protocol of the harness's child processes, stdlib only (a child may run under another Python:
the study's XLA, PyTorch's CUDA build). The parent starts ``python -m MODULE`` (:func:`run`) and writes the
request, one JSON object, to its stdin; the child (:func:`serve`) answers on stdout with JSON lines, each
``{"line": ...}`` (a result the parent may follow as it comes: ``on_line``) and one final ``{"reply": ...}``
or ``{"error": "..."}``. What the child or its compilers print goes to stderr (the protocol keeps stdout to
itself), which the parent keeps for its error (and writes to ``log``, a file, where it is kept). A child
ends with its parent (:func:`tied`). Exit codes: OK, FAILED (the handler raised: its error is
the reply), BAD_REQUEST. A child that dies, answers nothing or outlives ``timeout`` raises
:class:`ChildError` naming it and its last words."""
from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import threading
from pathlib import Path

OK, BAD_REQUEST, FAILED = 0, 2, 3
PR_SET_PDEATHSIG = 1  # Linux's prctl option: a signal the process gets when its parent ends


def tied():
    """What a child calls between fork and exec so that it is killed when its parent ends (a parent killed
    outright, by the machine or a scheduler's time limit, would otherwise leave it measuring on the cores
    beside whatever runs next): Linux's parent-death signal, the function found before the fork (nothing
    is loaded in the fork). And so that a Ctrl-C reaches it: a thread that blocks SIGINT (a Ray worker's)
    hands its mask to the processes it starts, whose own Ctrl-C handling (a sweep keeping what finished)
    then never runs; the child unblocks it. None where the system has no parent-death signal."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes
    import signal

    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    mask, unblock, ctrl_c, kill = signal.pthread_sigmask, signal.SIG_UNBLOCK, (signal.SIGINT,), signal.SIGKILL

    def in_the_child():
        prctl(PR_SET_PDEATHSIG, kill)
        mask(unblock, ctrl_c)
    return in_the_child


class ChildError(RuntimeError):
    """A child that failed, died or timed out: its module and why, in one line; ``lines``: what it streamed
    before (a child of many results keeps those it finished)."""

    def __init__(self, message: str, lines: list | None = None, returncode: int | None = None):
        super().__init__(message)
        self.lines, self.returncode = lines or [], returncode


def run(module: str, request, env: dict | None = None, python: str | None = None, timeout: float | None = 900,
        on_line=None, log=None) -> tuple[object, list]:
    """``python -m module`` (``python``: another interpreter than this one) in ``env``, answering ``request``:
    (its reply, its lines in order); ``on_line(line)`` is called with each line as it comes. ``log``: a file
    the child's stderr goes to (kept) instead of this process's memory. Interrupted (Ctrl-C), it reads what
    the child says before it ends (on_line gets it), then re-raises."""
    err: list[str] = []
    stray: list[str] = []  # printed on stdout before the child's serve() took it over (at an import)
    if log:
        Path(log).write_text("")
    with open(log, "a") if log else contextlib.nullcontext(subprocess.PIPE) as to:  # (appended to below too)
        proc = subprocess.Popen([python or sys.executable, "-m", module], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, stderr=to, env=env, text=True, preexec_fn=tied())
    reader = threading.Thread(target=lambda: err.extend(proc.stderr), daemon=True)
    if not log:
        reader.start()
    killed = threading.Event()
    timer = threading.Timer(timeout or 0, lambda: (killed.set(), proc.kill()))
    if timeout is not None:  # (None: as long as it takes)
        timer.start()
    lines, answers = [], []

    def read():
        for text in proc.stdout:
            try:
                message = json.loads(text)
            except ValueError:
                stray.append(text.strip())
                if log:
                    with open(log, "a") as fh:
                        fh.write(text)
                continue
            if "line" in message:
                lines.append(message["line"])
                if on_line is not None:
                    on_line(message["line"])
            else:
                answers.append(message)
                break  # (a process it started may hold stdout open after it ended)
        proc.wait()
    try:
        try:
            proc.stdin.write(json.dumps(request))
            proc.stdin.close()
        except BrokenPipeError:  # it died before reading: said below
            pass
        read()
    except KeyboardInterrupt:  # the child got it too (the terminal's process group): what it says before it ends
        read()                 # is kept, then the caller hears of the interrupt
        raise
    finally:
        timer.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    if log:
        err = Path(log).read_text(errors="replace").splitlines()[-20:]
    else:
        reader.join(5)
    # its last words: stderr's last line, not the stray text read on another thread (and, with a log, written
    # into it) in whatever order the two came; the stray text where stderr said nothing
    said = [e.strip() for e in err if e.strip() and e.strip() not in stray]
    last, answer = (said or [s for s in stray if s] or [""])[-1], (answers or [None])[-1]
    if killed.is_set() and answer is None:
        raise ChildError(f"{module}: no answer within {timeout:g} s (killed){': ' + last if last else ''}", lines,
                         proc.returncode)
    if answer is None or proc.returncode not in (OK, FAILED):
        raise ChildError(f"{module} died (exit {proc.returncode}){': ' + last[:300] if last else ''}", lines,
                         proc.returncode)
    if "error" in answer:
        raise ChildError(f"{module}: {answer['error']}", lines, proc.returncode)
    return answer["reply"], lines


def serve(handler, teardown: bool = True) -> None:
    """In a child: ``handler(request, emit)``'s return value is the reply; ``emit(obj)`` streams a line. Exits
    with the protocol's code; without the interpreter's teardown where ``teardown`` is False (what it would
    do after the reply, the frameworks' exit handlers, is nobody's result: stdout and stderr are flushed)."""
    out = os.fdopen(os.dup(1), "w", buffering=1)
    sys.stdout.flush()
    os.dup2(2, 1)  # whatever else prints on stdout (a compiler's dump) goes to stderr

    def say(message: dict) -> None:
        out.write(json.dumps(message) + "\n")
        out.flush()
    try:
        request = json.loads(sys.stdin.read())
    except ValueError as exc:
        say({"error": f"bad request: {exc}"})
        sys.exit(BAD_REQUEST)
    try:
        reply = handler(request, lambda obj: say({"line": obj}))
    except Exception as exc:  # noqa: BLE001 - the error is the reply
        say({"error": f"{type(exc).__name__}: {(str(exc).splitlines() or [''])[0][:500]}"})
        sys.exit(FAILED)
    say({"reply": reply})
    if not teardown:
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(OK)
    sys.exit(OK)
