#!/usr/bin/env python3
"""The preview server under hostile load, measured on a release build.

Starts `quilt preview Examples --port 0`, then times a normal request
(GET /pages/lists.json, a page laid out and written as JSON) alone, beside
200 slow connections that send half a request head and wait, right after a
1 MB request line, and after 20,000 header fields; then SIGTERM and the time
to exit. Prints one table; exits 1 when the server did not answer or stop.

    swift build -c release --product quilt
    python3 Benchmarks/preview/hostile_load.py [--quilt .build/release/quilt] [--repeat 20]
"""
import argparse, os, re, signal, socket, statistics, subprocess, sys, time

def request(port, target="/pages/lists.json", extra=b""):
    started = time.perf_counter()
    with socket.create_connection(("127.0.0.1", port), timeout=20) as s:
        s.sendall(b"GET " + target.encode() + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extra + b"Connection: close\r\n\r\n")
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else 0
    return status, time.perf_counter() - started

def timed(port, repeat):
    times = []
    for _ in range(repeat):
        status, seconds = request(port)
        if status != 200:
            sys.exit(f"normal request answered {status}")
        times.append(seconds * 1000)
    return statistics.median(times), max(times)

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quilt", default=".build/release/quilt")
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    server = subprocess.Popen([args.quilt, "preview", "Examples", "--port", "0", "--offline"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = server.stdout.readline()
    port = int(re.search(r"127\.0\.0\.1:(\d+)", line).group(1))
    request(port)  # the first request reads the project
    rows = [("alone", *timed(port, args.repeat))]

    slow = []
    for index in range(200):
        s = socket.create_connection(("127.0.0.1", port))
        s.sendall(f"GET /pages/home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow-{index}: ".encode())
        slow.append(s)
    rows.append(("beside 200 slow connections", *timed(port, args.repeat)))

    status, seconds = request(port, target="/" + "a" * (1 << 20))
    rows.append((f"1 MB request line: answered {status} in {seconds * 1000:.1f} ms; then a normal request", *timed(port, args.repeat)))
    fields = b"".join(b"X-F%d: v\r\n" % i for i in range(20000))
    try:
        status, seconds = request(port, extra=fields)
    except OSError:
        status, seconds = "closed", 0
    rows.append((f"20,000 header fields: answered {status} in {seconds * 1000:.1f} ms; then a normal request", *timed(port, args.repeat)))

    started = time.perf_counter()
    server.send_signal(signal.SIGTERM)
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        sys.exit("the server did not stop within 10 s of SIGTERM")
    stopped = (time.perf_counter() - started) * 1000
    for s in slow:
        s.close()

    print(f"{'normal request (GET /pages/lists.json)':<85} {'median ms':>10} {'max ms':>8}")
    for name, median, worst in rows:
        print(f"{name:<85} {median:>10.1f} {worst:>8.1f}")
    print(f"stopped {stopped:.0f} ms after SIGTERM, with 200 slow connections open")

if __name__ == "__main__":
    main()
