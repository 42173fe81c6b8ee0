#!/usr/bin/env python3
"""A small Chrome DevTools Protocol client over the standard library alone.

Starts a headless Chromium (`Browser`), opens a page and evaluates
JavaScript in it (`Page.evaluate`, promises awaited): what the live preview's
browser tests and benchmark need, with no package to install. The WebSocket
framing is RFC 6455's client side: masked frames out, fragmented frames and
pings handled in.
"""
import base64
import json
import os
import pathlib
import shutil
import socket
import struct
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


def dump_dom(browser, page, workdir, window="1200,800", budget_ms=10000, flags=()):
    """The DOM headless Chromium serializes after loading file `page` (a
    pathlib.Path) and running its scripts for `budget_ms` of virtual time:
    one browser launch with a fresh profile under `workdir`, scrollbars
    hidden, one CSS pixel a device pixel. Raises RuntimeError when the
    browser fails."""
    profile = tempfile.mkdtemp(prefix="quilt-chromium-", dir=workdir)
    command = [
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={window}",
        f"--virtual-time-budget={budget_ms}", f"--user-data-dir={profile}", *flags, "--dump-dom", page.as_uri(),
    ]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        raise RuntimeError(f"{browser} exited {result.returncode}: {result.stderr.strip()[-500:]}")
    return result.stdout


def beyond_font(text):
    """True when `text` has characters DejaVu Sans (the example project's
    font) has no glyph for — CJK ideographs, kana, Hangul, full-width forms —
    which a browser draws from a fallback font where one is installed, while
    Quilt measures the font's empty glyph (docs/sizes.md#limits): such a
    text's box is not the engine's, and checks pass it over."""
    return any(0x2E80 <= ord(c) <= 0x9FFF or 0xAC00 <= ord(c) <= 0xD7AF or 0xF900 <= ord(c) <= 0xFAFF
               or 0xFF00 <= ord(c) <= 0xFFEF for c in text)


class WebSocket:
    """One client WebSocket (text messages)."""

    def __init__(self, url, origin=None, timeout=60):
        assert url.startswith("ws://"), url
        rest = url[len("ws://"):]
        hostport, _, path = rest.partition("/")
        host, _, port = hostport.partition(":")
        self.sock = socket.create_connection((host, int(port or 80)), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        head = f"GET /{path} HTTP/1.1\r\nHost: {hostport}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        head += f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
        if origin:
            head += f"Origin: {origin}\r\n"
        self.sock.sendall((head + "\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed during the handshake: " + response.decode(errors="replace"))
            response += chunk
        head, _, self.buffer = response.partition(b"\r\n\r\n")
        self.status = int(head.split(b" ")[1])
        self.head = head.decode(errors="replace")
        if self.status != 101:
            raise ConnectionRefusedError(self.head)

    def send(self, text, opcode=1):
        data = text.encode() if isinstance(text, str) else text
        header = bytes([0x80 | opcode])
        mask = os.urandom(4)
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        self.sock.sendall(header + mask + masked)

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("connection closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        """The next text message; None once the server closed (self.close_code says how)."""
        message = b""
        while True:
            first, second = self._read(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 8:
                self.close_code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else None
                return None
            if opcode == 9:
                self.send(payload, opcode=10)
                continue
            if opcode == 10:
                continue
            message += payload
            if first & 0x80:
                return message.decode()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Browser:
    """A headless Chromium with one page, driven over the DevTools Protocol."""

    def __init__(self, width=1200, height=1800):
        path = find_browser()
        if not path:
            raise FileNotFoundError("no Chromium found")
        self.profile = tempfile.mkdtemp(prefix="quilt-cdp-")
        self.process = subprocess.Popen(
            [path, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
             "--remote-debugging-port=0", f"--user-data-dir={self.profile}", f"--window-size={width},{height}",
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
        self.socket = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = self.socket.receive()
            if message is None:
                raise ConnectionError("DevTools closed")
            reply = json.loads(message)
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

    def close(self):
        self.socket.close()
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
