#!/usr/bin/env python3
"""Check that the corners Quilt's SVG draws are the corners Chromium draws for
the same CSS `border-radius`.

Usage: browser_corners.py CASES.json

CASES.json is a list of `{"id", "width", "height", "css", "svg", "radii"}`: a
box's size, the four radii as written (`border-radius: 30px 10px 0px 30px`,
left for the browser to clamp), the SVG shape Quilt draws for them at the
origin, and the four radii that shape uses (clamped by Quilt). The script lays every case out twice,
side by side (a black `div` with the CSS radii, a black SVG shape), takes one
screenshot with headless Chromium (`--screenshot`), and compares each pair
pixel by pixel: the summed coverage difference in px² must stay within
BASE + PER_ARC × the length of the shape's arcs. Anti-aliasing alone (the
browser fills a CSS box and an SVG path with different rasterisers) measures
≤ 0.03 px² per px of arc; a radius r off by 1 pt moves 2r(1 − π/4) ≈ 0.43 r px²,
0.27 px² per px of its arc (π r / 2).

Prints one line per failed case, `browser corners: …` with the figures, and `N
passed, N failed`. Exit status: 0 all match, 1 a mismatch or a failed command,
3 no browser found (its Swift test is skipped by its trait before it runs, and
counts a 3 as a failure). The browser is $QUILT_BROWSER, else the first of
chromium, chromium-browser, google-chrome, google-chrome-stable on PATH.
"""
import json
import math
import os
import struct
import subprocess
import sys
import tempfile
import zlib

from cdp import find_browser  # the one lookup of $QUILT_BROWSER and Chromium on PATH

BASE = 1.0  # px² of summed coverage difference per case
PER_ARC = 0.08  # px² more per px of arc
GAP = 6  # px between boxes


def read_png(path):
    """(width, channels, rows) of an 8-bit, non-interlaced PNG: what Chromium writes."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise RuntimeError(f"{path} is not a PNG")
    position, compressed, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace != 0 or color not in (0, 2, 4, 6):
        raise RuntimeError(f"unsupported PNG: depth {depth}, colour type {color}, interlace {interlace}")
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color]
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows, previous, index = [], bytearray(stride), 0
    for _ in range(height):
        kind = raw[index]
        line = bytearray(raw[index + 1:index + 1 + stride])
        index += 1 + stride
        if kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind != 0:
            for x in range(stride):
                left = line[x - channels] if x >= channels else 0
                up = previous[x]
                corner = previous[x - channels] if x >= channels else 0
                if kind == 1:
                    line[x] = (line[x] + left) & 255
                elif kind == 3:
                    line[x] = (line[x] + (left + up) // 2) & 255
                else:
                    p = left + up - corner
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, channels, rows


def layout(cases, columns_width=1200):
    """Top-left corner of each case's pair, in rows of boxes."""
    places, x, y, row_height = [], GAP, GAP, 0
    for case in cases:
        pair = 2 * case["width"] + 3 * GAP
        if x + pair > columns_width and x > GAP:
            x, y, row_height = GAP, y + row_height + GAP, 0
        places.append((x, y))
        x += pair
        row_height = max(row_height, case["height"])
    return places, y + row_height + GAP


def page(cases, places):
    parts = ['<!DOCTYPE html><html><head><style>html,body{margin:0;background:#fff}'
             'div,svg{position:absolute;display:block}</style></head><body>']
    for case, (x, y) in zip(cases, places):
        w, h = case["width"], case["height"]
        parts.append(f'<div style="left:{x}px;top:{y}px;width:{w}px;height:{h}px;background:#000;border-radius:{case["css"]}"></div>')
        parts.append(f'<svg style="left:{x + w + GAP}px;top:{y}px" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
                     f'xmlns="http://www.w3.org/2000/svg">{case["svg"]}</svg>')
    parts.append("</body></html>")
    return "".join(parts)


def main():
    if len(sys.argv) != 2:
        print(__doc__.split("\n\n")[1])
        return 1
    browser = find_browser()
    if browser is None:
        print("no browser found: install chromium (apt-get install chromium) or set QUILT_BROWSER")
        return 3
    cases = json.load(open(sys.argv[1]))
    places, height = layout(cases)
    with tempfile.TemporaryDirectory(prefix="quilt-corners-") as workdir:
        html_path = os.path.join(workdir, "corners.html")
        shot = os.path.join(workdir, "corners.png")
        with open(html_path, "w") as file:
            file.write(page(cases, places))
        result = subprocess.run([
            browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
            "--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size=1200,{height}",
            f"--user-data-dir={os.path.join(workdir, 'profile')}", f"--screenshot={shot}", "file://" + html_path,
        ], capture_output=True, text=True, timeout=120)
        if result.returncode != 0 or not os.path.exists(shot):
            print(f"chromium exited {result.returncode}: {result.stderr.strip()[-500:]}")
            return 1
        _, channels, rows = read_png(shot)
    if len(rows) < height:
        print(f"the screenshot is {len(rows)} px high, the cases need {height}")
        return 1
    failed, worst, worst_pixel = 0, 0.0, 0.0
    for case, (x, y) in zip(cases, places):
        w, h = case["width"], case["height"]
        offset = w + GAP
        difference, largest = 0.0, 0.0
        for row in rows[y:y + h]:
            for column in range(x, x + w):
                a = row[column * channels] / 255
                b = row[(column + offset) * channels] / 255
                difference += abs(a - b)
                largest = max(largest, abs(a - b))
        arc = math.pi / 2 * sum(case["radii"])
        if difference <= BASE + PER_ARC * arc:
            worst, worst_pixel = max(worst, difference / max(arc, 1)), max(worst_pixel, largest)
        else:
            failed += 1
            print(f"FAIL {case['id']}: {w}×{h}, border-radius {case['css']}: the SVG shape differs from the CSS box by "
                  f"{difference:.2f} px² over {arc:.1f} px of arc (largest pixel {largest:.2f})")
    print(f"browser corners: {len(cases)} boxes compared with {os.path.basename(browser)}, "
          f"largest difference of a match {worst:.4f} px² per px of arc (a pixel at most {worst_pixel:.3f})")
    print(f"{len(cases) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
