#!/usr/bin/env python3
"""Check that a real browser draws every part of every item of a page where
`quilt layout` puts it, with its text and its picture.

Usage: browser_parts.py --quilt PATH [--width 390] PAGE [PAGE ...]

For each page: `quilt layout` gives every item's parts (frames in page
coordinates, texts, picture URLs); `quilt render --format html` draws the
page; headless Chromium (driven over the DevTools protocol, cdp.py) opens
the drawing, waits for its fonts and pictures, and

- finds every part's element (`data-part` inside its item's element) within
  0.5 pt of its frame, holding the part's text;
- checks that every picture whose file the page embeds has loaded, at its
  frame;
- takes a screenshot of the whole page and checks it: every text part on
  it has ink (pixels unlike the item's background) inside its frame, and
  the middle of every loaded picture shows the middle of the picture's
  file (within 16 of each channel).

Prints one line per page and a summary `N passed, N failed`. Exit status: 0
all match, 1 a mismatch or a failed command, 3 it cannot run here: no Chromium
or no websocket-client (its Swift test is skipped by its trait before it runs,
and counts a 3 as a failure).
"""
import argparse
import base64
import json
import pathlib
import subprocess
import sys
import tempfile

from browser_corners import read_png  # the one PNG reader of the scripts
from cdp import Browser, cannot_run

TOLERANCE = 0.5
CHANNEL_TOLERANCE = 16

COLLECT = """(async () => {
  await document.fonts.ready;
  await Promise.all([...document.images].map((image) => image.complete ? null
    : new Promise((done) => { image.onload = done; image.onerror = done; })));
  const page = document.querySelector('.quilt-page');
  const origin = page.getBoundingClientRect();
  const items = [...page.querySelectorAll('[data-kind="item"]')].map((item) => ({
    section: Number(item.dataset.section), index: Number(item.dataset.index),
    parts: [...item.querySelectorAll('[data-part]')].map((part) => {
      const r = part.getBoundingClientRect();
      const image = part.querySelector('img');
      return {part: Number(part.dataset.part), x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height,
              text: part.querySelector('img') ? null : part.textContent,
              loaded: image ? image.complete && image.naturalWidth > 0 : null};
    })}));
  return {items: items, page: {x: origin.left + window.scrollX, y: origin.top + window.scrollY,
                               width: origin.width, height: origin.height}};
})()"""


def near(a, b):
    return abs(a - b) <= TOLERANCE


def png_middle(path):
    """The RGB of the middle pixel of the PNG at `path`."""
    width, channels, rows = read_png(path)
    row = rows[len(rows) // 2]
    x = width // 2
    return tuple(row[x * channels:x * channels + 3])


def check_page(quilt, browser, page, width, workdir):
    problems = []
    layout = subprocess.run([quilt, "layout", page, "--width", str(width), "--compact"], capture_output=True, text=True)
    if layout.returncode != 0:
        return [f"quilt layout failed: {layout.stderr.strip()}"], 0
    frames = json.loads(layout.stdout)
    drawing = pathlib.Path(workdir) / (pathlib.Path(page).stem + ".html")
    render = subprocess.run([quilt, "render", page, "--width", str(width), "-o", str(drawing)], capture_output=True, text=True)
    if render.returncode != 0:
        return [f"quilt render failed: {render.stderr.strip()}"], 0
    browser.open(drawing.as_uri())
    browser.evaluate("new Promise((done) => document.readyState === 'complete' ? done() : addEventListener('load', done))")
    found = browser.evaluate(COLLECT)
    drawn = {(item["section"], item["index"]): item["parts"] for item in found["items"]}
    clip = dict(found["page"], scale=1)
    shot = browser.call("Page.captureScreenshot", format="png", clip=clip, captureBeyondViewport=True)
    image = pathlib.Path(workdir) / (pathlib.Path(page).stem + ".png")
    image.write_bytes(base64.b64decode(shot["data"]))
    shot_width, channels, rows = read_png(str(image))

    def pixel(x, y):
        x, y = min(max(0, int(x)), shot_width - 1), min(max(0, int(y)), len(rows) - 1)
        return tuple(rows[y][x * channels:x * channels + 3])

    checked = 0
    for section_index, section in enumerate(frames["sections"]):
        for index, item in enumerate(section["items"]):
            parts = item.get("parts")
            if parts is None:
                continue
            elements = drawn.get((section_index, index), [])
            if len(elements) != len(parts):
                problems.append(f"{section['id']}[{index}]: {len(elements)} part elements, {len(parts)} parts")
                continue
            for part, element in zip(parts, elements):
                frame, where = part["frame"], f"{section['id']}[{index}] part {element['part']} ({part['kind']})"
                checked += 1
                if not all(near(element[a], frame[b]) for a, b in [("x", "x"), ("y", "y"), ("w", "width"), ("h", "height")]):
                    problems.append(f"{where}: drawn at {element}, laid out at {frame}")
                if "text" in part:
                    if element["text"] != part["text"]:
                        problems.append(f"{where}: holds {element['text']!r}, not {part['text']!r}")
                    # Text is ink on a background: most of its box is the
                    # background (the median), some of it far from that.
                    samples = [pixel(frame["x"] + dx, frame["y"] + dy) for dx in range(0, int(frame["width"]))
                               for dy in range(0, int(frame["height"]))]
                    if samples:
                        background = sorted(samples, key=sum)[len(samples) // 2]
                        if not any(sum(abs(a - b) for a, b in zip(p, background)) > 120 for p in samples):
                            problems.append(f"{where}: no ink in its frame on the screenshot")
                if part["kind"] == "image" and part["url"].startswith("./"):
                    source = pathlib.Path(page).parent / part["url"]
                    if not source.exists():
                        source = pathlib.Path(page).parent.parent / part["url"]
                    if not element["loaded"]:
                        problems.append(f"{where}: {part['url']} did not load")
                        continue
                    wanted = png_middle(str(source))
                    shown = pixel(frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2)
                    if any(abs(a - b) > CHANNEL_TOLERANCE for a, b in zip(wanted, shown)):
                        problems.append(f"{where}: the screenshot shows {shown} in its middle, {part['url']} has {wanted}")
    return problems, checked


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quilt", required=True)
    parser.add_argument("--width", type=float, default=390)
    parser.add_argument("pages", nargs="+")
    options = parser.parse_args()
    reason = cannot_run()
    if reason:
        print(f"cannot run here: {reason}")
        return 3
    passed = failed = 0
    browser = Browser(width=1200, height=1600)
    try:
        with tempfile.TemporaryDirectory(prefix="quilt-parts-") as workdir:
            for page in options.pages:
                problems, checked = check_page(options.quilt, browser, page, options.width, workdir)
                if problems or checked == 0:
                    failed += 1
                    print(f"FAIL {page}: {len(problems)} problem(s), {checked} parts")
                    for problem in problems[:40]:
                        print(f"  {problem}")
                else:
                    passed += 1
                    print(f"ok   {page}: {checked} parts drawn at their frames with their texts and pictures")
    finally:
        browser.close()
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
