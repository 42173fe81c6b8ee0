#!/usr/bin/env python3
"""Headless Chromium for the browser checks.

`Browser` keeps one Chromium with one page and drives it over the DevTools
Protocol: it opens a page and evaluates JavaScript in it (`Runtime.evaluate`,
promises awaited), and `measure` loads a file and returns what the page's
own script wrote into its result element. One launch serves a whole check:
a launch costs about a second, a page load a few milliseconds. The
protocol's WebSocket is `websocket-client`'s (pip install websocket-client).
"""
import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import time
import urllib.request


def find_browser():
    """$QUILT_BROWSER, else the first Chromium-like browser on PATH; None without one."""
    chosen = os.environ.get("QUILT_BROWSER")
    for name in ([chosen] if chosen else []) + ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]:
        found = shutil.which(name)
        if found:
            return found
    return None


def cannot_run():
    """Why a browser check cannot run on this machine, or None when it can:
    no Chromium, or no websocket-client to drive it with. The Swift tests
    that run the checks ask the same in their `.needsBrowser` trait, and show
    as skipped with the reason; a script that still finds it cannot run
    exits 3, which those tests count as a failure."""
    if find_browser() is None:
        return "no Chromium: install chromium (apt-get install chromium) or set QUILT_BROWSER"
    try:
        import websocket  # noqa: F401 (websocket-client)
    except ImportError:
        return "no websocket-client: pip install websocket-client"
    return None


def beyond_font(text):
    """True when `text` has characters DejaVu Sans (the example project's
    font) has no glyph for — CJK ideographs, kana, Hangul, full-width forms —
    which a browser draws from a fallback font where one is installed, while
    Quilt measures the font's empty glyph (docs/sizes.md#limits): such a
    text's box is not the engine's, and checks pass it over."""
    return any(0x2E80 <= ord(c) <= 0x9FFF or 0xAC00 <= ord(c) <= 0xD7AF or 0xF900 <= ord(c) <= 0xFAFF
               or 0xFF00 <= ord(c) <= 0xFFEF for c in text)


def refusal(arguments, usage):
    """Why a check of one spec file cannot start, as its exit status after
    printing the reason: 2 with `usage` unless `arguments` is one path, 3
    when no browser can run here; None when it can start."""
    if len(arguments) != 1:
        print(usage)
        return 2
    reason = cannot_run()
    if reason:
        print(f"cannot run here: {reason}")
        return 3
    return None


def start():
    """A Browser, or None after printing why none can run here (the check
    then exits 3: see `cannot_run`)."""
    reason = cannot_run()
    if reason:
        print(f"cannot run here: {reason}")
        return None
    return Browser()


def report(page, problems, summary):
    """Prints one page's result: `FAIL` with its first 20 problems, else
    `ok` with `summary`. True when it passed."""
    if problems:
        print(f"FAIL {page}: {len(problems)} problem(s)")
        for problem in problems[:20]:
            print(f"  {problem}")
        return False
    print(f"ok   {page}: {summary}")
    return True


def measure_once(page, prefix, marker, timeout):
    """Writes the HTML `page` to a temporary file, measures it in a browser
    of its own (`Browser.measure`) and closes the browser; None after
    printing why the browser returned nothing."""
    with tempfile.TemporaryDirectory(prefix=prefix) as workdir:
        path = pathlib.Path(workdir) / "page.html"
        path.write_text(page, encoding="utf-8")
        browser = Browser()
        try:
            return browser.measure(path, marker, timeout=timeout)
        except (RuntimeError, TimeoutError) as error:
            print(f"the browser returned no measurements: {error}")
            return None
        finally:
            browser.close()


class Browser:
    """A headless Chromium with one page, driven over the DevTools Protocol."""

    def __init__(self, width=1200, height=1800, scrollbars=False):
        """`scrollbars`: draw classic scrollbars that take room, as a
        desktop browser does, where headless Chromium hides them."""
        path = find_browser()
        if not path:
            raise FileNotFoundError("no Chromium found")
        self.profile = tempfile.mkdtemp(prefix="quilt-cdp-")
        self.process = subprocess.Popen(
            [path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
            + ([] if scrollbars else ["--hide-scrollbars"])
            + ["--remote-debugging-port=0", f"--user-data-dir={self.profile}", f"--window-size={width},{height}",
             "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = pathlib.Path(self.profile) / "DevToolsActivePort"
        deadline = time.time() + 30
        while not port_file.exists() or not port_file.read_text().strip():
            if time.time() > deadline:
                raise TimeoutError("Chromium did not open its DevTools port")
            time.sleep(0.05)
        port = port_file.read_text().split()[0]
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        import websocket  # websocket-client; imported here so that cannot_run can say it is missing
        # Without an Origin header: DevTools refuses origins it was not told to allow.
        self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60, suppress_origin=True)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            reply = json.loads(self.socket.recv())
            if reply.get("id") == ident:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def evaluate(self, expression, timeout=60):
        """The value of `expression` (a promise is awaited), as JSON-able data."""
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True,
                           timeout=timeout * 1000)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}…: {result['exceptionDetails']}")
        return result["result"].get("value")

    def open(self, url):
        self.call("Page.enable")
        self.call("Page.navigate", url=url)

    def measure(self, page, marker, window="1200,800", dark=False, timeout=120):
        """The JSON value that file `page` (a pathlib.Path) writes, once
        loaded, as the text of the element with id `marker` (each check's
        page writes its measurements into one). The viewport is `window`
        ("WIDTH,HEIGHT") at one CSS pixel a device pixel; `dark` emulates
        `prefers-color-scheme: dark`. Raises TimeoutError after `timeout`
        seconds without the element."""
        width, height = (int(value) for value in window.split(","))
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=1, mobile=False)
        self.call("Emulation.setEmulatedMedia",
                  features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
        # Marks the document being left, so that a probe answered by it before
        # the navigation commits is not taken for the new page's.
        self.evaluate("window.quiltLeft = true")
        self.open(page.as_uri())
        probe = ("(() => { const result = !window.quiltLeft && document.readyState === 'complete'"
                 f" && document.getElementById({json.dumps(marker)});"
                 " return result ? {value: JSON.parse(result.textContent)} : null; })()")
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                answer = self.evaluate(probe)
            except RuntimeError:  # the context went away with the navigation
                answer = None
            if answer is not None:
                return answer["value"]
            time.sleep(0.02)
        raise TimeoutError(f"{page.name}: no #{marker} after {timeout} s")

    def close(self):
        self.socket.close()
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
