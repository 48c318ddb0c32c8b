"""The one child protocol (harness/child.py): a request in, lines streamed and one reply out, stdout kept
clean of what else a child prints, an error, a death and a timeout each one line naming the child."""
import os
import sys
import time
from pathlib import Path

import pytest

from harness import child

TESTS = Path(__file__).resolve().parent
ENV = {**os.environ, "PYTHONPATH": os.pathsep.join([str(TESTS.parent), str(TESTS)])}


def test_a_reply_and_its_lines_in_order_with_stdout_kept_clean():
    seen = []
    reply, lines = child.run("echo_child", {"do": "echo", "lines": 3}, ENV, on_line=seen.append)
    assert reply == {"echo": {"do": "echo", "lines": 3}} and lines == seen == [{"k": 0}, {"k": 1}, {"k": 2}]


def test_an_error_a_death_and_a_timeout_name_the_child(tmp_path):
    with pytest.raises(child.ChildError, match=r"^echo_child: ValueError: a bad value$") as e:
        child.run("echo_child", {"do": "raise", "lines": 2}, ENV)
    assert e.value.lines == [{"k": 0}, {"k": 1}]  # what it streamed before is kept
    with pytest.raises(child.ChildError, match=r"^echo_child died \(exit 7\): .*dying now$"):
        child.run("echo_child", {"do": "die"}, ENV)
    # one that says nothing on stderr: its last words are what it printed on stdout before serve()
    (tmp_path / "quiet_child.py").write_text("import os\nos.write(1, b'a library gives up, on stdout\\n')\nos._exit(3)\n")
    with pytest.raises(child.ChildError, match=r"^quiet_child died \(exit 3\): a library gives up, on stdout$"):
        child.run("quiet_child", {}, {**ENV, "PYTHONPATH": os.pathsep.join([str(tmp_path), ENV["PYTHONPATH"]])})
    t0 = time.monotonic()
    with pytest.raises(child.ChildError, match=r"^echo_child: no answer within 0.5 s \(killed\)"):
        child.run("echo_child", {"do": "sleep", "lines": 1}, ENV, timeout=0.5)
    assert time.monotonic() - t0 < 30


def test_a_bad_request_and_a_missing_module():
    import subprocess

    r = subprocess.run([sys.executable, "-m", "echo_child"], input="{not json", capture_output=True, text=True,
                       env=ENV, timeout=60)
    assert r.returncode == child.BAD_REQUEST and r.stdout.splitlines()[-1].startswith('{"error": "bad request:')
    with pytest.raises(child.ChildError, match=r"^no_such_child died \(exit 1\): .*No module named no_such_child"):
        child.run("no_such_child", {}, ENV)


def test_the_protocol_module_imports_only_the_standard_library():
    """It runs under other Pythons (the study's XLA, PyTorch's CUDA build) without the suite's packages."""
    import ast

    tree = ast.parse(Path(child.__file__).read_text())
    names = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    names |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level == 0}
    assert names - {"__future__"} <= set(sys.stdlib_module_names)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_a_child_ends_with_its_parent_killed_outright():
    """A parent killed with SIGKILL (a scheduler's time limit, a lost node's worker) leaves no child
    measuring beside the next job: the child gets the parent-death signal."""
    import json
    import signal
    import subprocess

    parent = subprocess.Popen([sys.executable, str(TESTS / "echo_parent.py")], stdout=subprocess.PIPE, text=True,
                              env=ENV)
    pid = json.loads(parent.stdout.readline())["pid"]
    assert Path(f"/proc/{pid}").exists()
    parent.send_signal(signal.SIGKILL)
    parent.wait(30)
    t0 = time.monotonic()
    while Path(f"/proc/{pid}").exists() and b"zombie" not in _state(pid) and time.monotonic() - t0 < 10:
        time.sleep(0.05)
    assert not Path(f"/proc/{pid}").exists() or b"zombie" in _state(pid)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_a_child_gets_ctrl_c_though_its_parents_thread_blocked_it():
    """A Ray worker's thread blocks SIGINT and a child inherits the mask: a fleet node's sweep, cancelled
    with SIGINT, ran on to its end or its kill (tests/test_fleet.py). The child unblocks it."""
    import signal
    import subprocess

    status = "print(next(l for l in open('/proc/self/status') if l.startswith('SigBlk')).split()[1])"
    before = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        out = subprocess.run([sys.executable, "-c", status], capture_output=True, text=True, env=ENV,
                             preexec_fn=child.tied())
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)
    assert out.returncode == 0 and int(out.stdout, 16) & 1 << (signal.SIGINT - 1) == 0, out


def _state(pid: int) -> bytes:
    try:
        return b"zombie" if b"\nState:\tZ" in Path(f"/proc/{pid}/status").read_bytes() else b""
    except OSError:
        return b""
