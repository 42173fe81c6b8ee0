#!/usr/bin/env python3
"""The preview server's memory as live sessions open and close, on a release build.

Writes a project with one 20,000-item page, starts `quilt preview` on it, then
five times opens 200 live sessions (in waves of 50, as the server keeps at
most 64 open) and closes them. After each cycle it waits for the server to
settle and reads its resident size from /proc. Prints one row per cycle and
the ratio of the fifth close to the first; exits 1 when a session was not
answered or the last cycle ends more than 20% above the first.

    swift build -c release --product quilt
    python3 Benchmarks/preview/session_memory.py [--quilt .build/release/quilt] [--items 20000]

Needs `websocket-client` (pip).
"""
import argparse, os, re, subprocess, sys, tempfile, time

import websocket


def write_project(folder, items):
    os.makedirs(os.path.join(folder, "pages"))
    with open(os.path.join(folder, "quilt.yml"), "w") as project:
        project.write("pages: [pages/*.yaml]\n")
    with open(os.path.join(folder, "pages", "big.yaml"), "w") as page:
        page.write("page: big\nsections:\n  - id: rows\n    header: {height: 40, title: Rows}\n")
        page.write("    layout: {kind: list, distribution: 2, itemRatio: {absolute: 60}}\n    items:\n")
        for index in range(items):
            page.write(f"      - {{id: r{index}, title: Row {index}}}\n")


def resident_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def open_sessions(port, count):
    sockets = []
    for _ in range(count):
        ws = websocket.create_connection(
            f"ws://127.0.0.1:{port}/session/big?width=390&height=844", origin=f"http://127.0.0.1:{port}", timeout=60)
        if not ws.recv():
            sys.exit("a session sent nothing")
        sockets.append(ws)
    return sockets


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quilt", default=".build/release/quilt")
    parser.add_argument("--items", type=int, default=20000)
    parser.add_argument("--cycles", type=int, default=5)
    parser.add_argument("--settle", type=float, default=3.0, help="seconds to wait after the last close")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        write_project(folder, args.items)
        server = subprocess.Popen([os.path.abspath(args.quilt), "preview", folder, "--port", "0", "--offline"],
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = server.stdout.readline()
            found = re.search(r"127\.0\.0\.1:(\d+)", line)
            if not found:
                sys.exit(f"the preview did not start: {line!r}")
            port = int(found.group(1))
            for ws in open_sessions(port, 1):
                ws.close()
            time.sleep(args.settle)
            rows = [("before (one session opened and closed)", resident_mib(server.pid), None)]
            for cycle in range(1, args.cycles + 1):
                peak = 0.0
                for _ in range(4):
                    sockets = open_sessions(port, 50)
                    peak = max(peak, resident_mib(server.pid))
                    for ws in sockets:
                        ws.close()
                time.sleep(args.settle)
                rows.append((f"cycle {cycle}: 200 sessions opened and closed", resident_mib(server.pid), peak))
        finally:
            server.terminate()
            server.wait(timeout=30)
    print(f"{'':46} {'RSS after close':>16} {'peak while open':>16}")
    for name, after, peak in rows:
        print(f"{name:46} {after:13.1f} MiB {'' if peak is None else f'{peak:12.1f} MiB':>16}")
    ratio = rows[-1][1] / rows[1][1]
    print(f"fifth close / first close: {ratio:.2f}")
    return 0 if ratio <= 1.2 else 1


if __name__ == "__main__":
    sys.exit(main())
