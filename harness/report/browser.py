"""Headless Chromium driven over the DevTools protocol with websocket-client: the HTML page's check in
the tests (it loads offline with no console error, its plots hold their traces, a hover shows a rate,
a legend click hides a line) and its screenshot (``harness readme``).

Chromium is the operating system's (Debian's ``chromium``, which bin/setup installs as root with apt);
``CARTPOLE_CHROMIUM`` names another binary. Nothing is downloaded.
"""
from __future__ import annotations

import base64
import itertools
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request
from pathlib import Path

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
TIMEOUT_S = 60.0  # generous: the tests run it beside compilations on two cores


def find() -> str | None:
    """The Chromium binary: $CARTPOLE_CHROMIUM, else the first of NAMES on the PATH."""
    named = os.environ.get("CARTPOLE_CHROMIUM")
    if named:
        return named if shutil.which(named) else None
    return next((p for p in map(shutil.which, NAMES) if p), None)


def missing() -> str:
    """Why there is no browser (for a skip's reason)."""
    named = os.environ.get("CARTPOLE_CHROMIUM")
    return (f"CARTPOLE_CHROMIUM={named!r} is not an executable" if named else
            f"no Chromium on the PATH ({', '.join(NAMES)}): bin/setup installs Debian's chromium when it runs as "
            "root with apt")


class Browser:
    """``with Browser() as b: b.open(page); b.evaluate(...)``: one headless Chromium with a page target,
    its own throw-away profile, the DevTools events it sent kept in ``events``."""

    def __init__(self, exe: str | None = None, width: int = 1400, height: int = 900):
        self.exe = exe or find()
        if self.exe is None:
            raise RuntimeError(missing())
        self.size = (width, height)
        self.events: list[dict] = []
        self._ids = itertools.count(1)

    def __enter__(self) -> "Browser":
        import websocket

        self.profile = tempfile.mkdtemp(prefix="cartpole-chromium-")
        args = [self.exe, "--headless=new", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--mute-audio", "--hide-scrollbars", f"--user-data-dir={self.profile}",
                "--remote-debugging-port=0", "--remote-allow-origins=*", f"--window-size={self.size[0]},{self.size[1]}",
                *(["--no-sandbox"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []), "about:blank"]
        self.proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            port = self._port()
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=TIMEOUT_S) as r:
                page = next(t for t in json.load(r) if t.get("type") == "page")
            self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=TIMEOUT_S,
                                                  suppress_origin=True)
        except BaseException:
            self._stop()
            raise
        return self

    def _port(self) -> int:
        active = Path(self.profile) / "DevToolsActivePort"
        end = time.monotonic() + TIMEOUT_S
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.exe} exited with {self.proc.returncode}: "
                                   + self.proc.stderr.read().decode(errors="replace")[-400:].strip())
            if active.exists() and active.read_text().strip():
                return int(active.read_text().split()[0])
            time.sleep(0.05)
        raise RuntimeError(f"{self.exe} did not open its DevTools port in {TIMEOUT_S:.0f} s")

    def _stop(self) -> None:
        if getattr(self, "ws", None) is not None:
            self.ws.close()
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.proc.stderr.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def __exit__(self, *exc) -> None:
        self._stop()

    def call(self, method: str, **params):
        """One DevTools command; its result (events that arrive meanwhile go to ``events``)."""
        i = next(self._ids)
        self.ws.send(json.dumps({"id": i, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv())
            if msg.get("id") == i:
                if "error" in msg:
                    raise RuntimeError(f"{method}: {msg['error'].get('message')}")
                return msg.get("result", {})
            if "method" in msg:
                self.events.append(msg)

    def evaluate(self, expression: str):
        """A JavaScript expression's value (awaited when it is a promise)."""
        r = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError(f"{expression[:80]}: {r['exceptionDetails'].get('text')} "
                               f"{r['exceptionDetails'].get('exception', {}).get('description', '')}")
        return r["result"].get("value")

    def wait_for(self, expression: str, timeout: float = TIMEOUT_S):
        """Polls until the expression is truthy; its value."""
        end = time.monotonic() + timeout
        while True:
            v = self.evaluate(expression)
            if v or time.monotonic() > end:
                return v
            time.sleep(0.05)

    def open(self, page: Path, offline: bool = True, ready: str = "window.pageReady === true") -> bool:
        """Loads a file with the network disabled (offline), waits for ``ready``; whether it came."""
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(f"{domain}.enable")
        if offline:
            self.call("Network.emulateNetworkConditions", offline=True, latency=0, downloadThroughput=-1,
                      uploadThroughput=-1)
        self.call("Emulation.setDeviceMetricsOverride", width=self.size[0], height=self.size[1],
                  deviceScaleFactor=1, mobile=False)
        self.call("Page.navigate", url=Path(page).resolve().as_uri())
        return bool(self.wait_for(ready))

    def errors(self) -> list[str]:
        """The console errors and uncaught exceptions the page produced."""
        out = []
        for e in self.events:
            p = e.get("params", {})
            if e["method"] == "Runtime.exceptionThrown":
                d = p["exceptionDetails"]
                out.append(d.get("exception", {}).get("description") or d.get("text", "exception"))
            elif e["method"] == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                out.append(" ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", [])))
            elif e["method"] == "Log.entryAdded" and p["entry"].get("level") == "error":
                out.append(f"{p['entry'].get('text')} ({p['entry'].get('url', '')})")
        return out

    def requests(self) -> list[str]:
        """Every URL the page asked for."""
        return [e["params"]["request"]["url"] for e in self.events if e["method"] == "Network.requestWillBeSent"]

    def mouse(self, kind: str, x: float, y: float, button: str = "none", clicks: int = 0) -> None:
        self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button=button, clickCount=clicks)

    def click(self, x: float, y: float) -> None:
        self.mouse("mouseMoved", x, y)
        self.mouse("mousePressed", x, y, "left", 1)
        self.mouse("mouseReleased", x, y, "left", 1)

    def screenshot(self, path: Path, height: int | None = None) -> Path:
        """A PNG of the top of the page (``height`` CSS pixels; the window's when None)."""
        h = height or self.size[1]
        self.call("Emulation.setDeviceMetricsOverride", width=self.size[0], height=h, deviceScaleFactor=1,
                  mobile=False)
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        shot = self.call("Page.captureScreenshot", format="png")
        Path(path).write_bytes(base64.b64decode(shot["data"]))
        return Path(path)

    def screenshot_of(self, expression: str, path: Path) -> Path:
        """A PNG of the page's region that ``expression`` gives as [left, top, width, height] in CSS pixels of
        the page (not of the window)."""
        x, y, w, h = self.evaluate(expression)
        shot = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                         clip={"x": x, "y": y, "width": w, "height": h, "scale": 1})
        Path(path).write_bytes(base64.b64decode(shot["data"]))
        return Path(path)
