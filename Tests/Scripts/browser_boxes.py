#!/usr/bin/env python3
"""Check that a real browser puts every element of `quilt render`'s HTML at the
frame `quilt layout` computed.

Usage: browser_boxes.py [--quilt PATH] [--widths 320,390,768] [--quilt-args ARGS] PAGE [PAGE ...]

For each page: `quilt layout` gives the frames at each width (JSON);
`quilt render --format html` draws all widths side by side in one file; the
script adds a few lines of JavaScript that write every element's
getBoundingClientRect() (relative to its page, strips at scroll offset 0) into
the DOM, which one headless Chromium, driven over DevTools, loads page after
page and returns. Every section, header, items area, item, footer, placeholder
(a state's view), attached element (decorations) and the page state view
must be present exactly once and within 0.5 pt of its frame; every text an
item draws from its size rule, laid out by the browser in the page's embedded
font, must be within 0.5 pt of the height the engine measured (but texts with
characters the example font lacks, which a browser draws from a fallback font
where one is installed: docs/sizes.md#limits); and every
pinned header must stay at the top of the viewport when its section is
scrolled partly out of view; every pinned footer, scrolled so the viewport
ends near its section's top, inside its section and just above the footer,
must be where `quilt layout --offset Y --viewport-height H` puts it; every
strip must scroll (scrollLeft) from its first snap offset to its last within
a pixel — from 0 left to right, from a negative offset to 0 right to left —
so a strip whose only offset is 0 (`scrolling: none`) stays at 0. `--quilt-args` are passed to both commands
(`--state inbox=failed`).

Prints one line per page and a summary line `N passed, N failed`. Exit status:
0 all match, 1 a mismatch or a failed command, 3 no browser found (its Swift
test is skipped by its trait before it runs, and counts a 3 as a failure). The
browser is $QUILT_BROWSER, else the first of chromium, chromium-browser,
google-chrome, google-chrome-stable on PATH.
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import shlex
import subprocess
import sys
import tempfile
import threading

from cdp import beyond_font, find_browser, report, start  # one Chromium; texts the example font lacks

TOLERANCE = 0.5
# Chromium scrolls by whole pixels: a strip whose content is a fractional
# number of points wide scrolls to its ends within a pixel (right to left
# its scroll origin is snapped too: 469.5 points of overflow scroll from
# -469 to 1).
SCROLL_TOLERANCE = 1.0

MEASURE = """
<script>
// Embedded fonts load asynchronously: measure once they have.
document.fonts.ready.then(function () {
  var boxes = [];
  // Pinned footers below the fold already stick to the viewport's bottom:
  // frames are their unpinned places, so measure them unstuck (a sticky box
  // that does not stick sits where a relative one does), then restore.
  var pinnedFooters = document.querySelectorAll('.quilt-footer.quilt-pinned');
  pinnedFooters.forEach(function (footer) { footer.style.position = 'relative'; });
  document.querySelectorAll('.quilt-page').forEach(function (page, pageIndex) {
    var origin = page.getBoundingClientRect();
    page.querySelectorAll('[data-kind]').forEach(function (element) {
      var rect = element.getBoundingClientRect();
      // Items in a strip move with its scroll position; frames are at offset 0.
      var strip = element.parentElement ? element.parentElement.closest('.quilt-strip') : null;
      var dx = strip ? strip.scrollLeft : 0;
      boxes.push({
        page: pageIndex,
        kind: element.dataset.kind,
        section: Number(element.dataset.section),
        index: element.dataset.index === undefined ? null : Number(element.dataset.index),
        x: rect.left - origin.left + dx, y: rect.top - origin.top,
        width: rect.width, height: rect.height
      });
    });
  });
  pinnedFooters.forEach(function (footer) { footer.style.position = ''; });
  // Pinned headers: scroll their section partly off the top; the header must
  // stay at the top of the viewport.
  var sticky = [];
  document.querySelectorAll('.quilt-header.quilt-pinned').forEach(function (header) {
    var section = header.closest('.quilt-section');
    var top = section.getBoundingClientRect().top + window.scrollY;
    var room = section.getBoundingClientRect().height - header.getBoundingClientRect().height;
    var target = top + Math.min(room, 40);
    if (room < 1 || target > document.documentElement.scrollHeight - window.innerHeight) { return; }
    window.scrollTo(0, target);
    sticky.push({section: Number(header.dataset.section), top: header.getBoundingClientRect().top});
  });
  // Pinned footers: scroll so the viewport's bottom is near the section's
  // top (the footer waits there), inside the section (it sticks) and just
  // above the footer's place; record where the browser puts it and at which
  // offset (page y at the viewport's top), for `quilt layout` to compare.
  var footers = [];
  document.querySelectorAll('.quilt-footer.quilt-pinned').forEach(function (footer) {
    var page = footer.closest('.quilt-page');
    var pageIndex = Array.prototype.indexOf.call(document.querySelectorAll('.quilt-page'), page);
    var section = footer.closest('.quilt-section');
    var pageTop = page.getBoundingClientRect().top + window.scrollY;
    var sectionTop = section.getBoundingClientRect().top + window.scrollY - pageTop;
    var natural = footer.getBoundingClientRect().top + window.scrollY - pageTop;
    var height = footer.getBoundingClientRect().height;
    [sectionTop + 5, sectionTop + height + 20, natural + height - 10].forEach(function (bottom) {
      window.scrollTo(0, Math.max(0, pageTop + bottom - window.innerHeight));
      footers.push({
        page: pageIndex, section: Number(footer.dataset.section),
        offset: window.scrollY - pageTop, viewport: window.innerHeight,
        top: footer.getBoundingClientRect().top - page.getBoundingClientRect().top
      });
    });
  });
  window.scrollTo(0, 0);
  // Strips: how far each scrolls either way (scrollLeft at both ends; right
  // to left Chromium reports 0 at the start and negative offsets after it).
  var strips = [];
  document.querySelectorAll('.quilt-strip').forEach(function (strip) {
    var page = strip.closest('.quilt-page');
    var pageIndex = Array.prototype.indexOf.call(document.querySelectorAll('.quilt-page'), page);
    strip.style.scrollSnapType = 'none';
    strip.scrollLeft = -1e7;
    var low = strip.scrollLeft;
    strip.scrollLeft = 1e7;
    var high = strip.scrollLeft;
    strip.scrollLeft = 0;
    strip.style.scrollSnapType = '';
    strips.push({page: pageIndex, section: Number(strip.dataset.section), low: low, high: high});
  });
  // Measured texts: the browser lays each out itself; its box must be as
  // tall as the engine's lines (data-text-height).
  var texts = [];
  // Texts the estimate measured (no font file) draw in the page's font and
  // carry no engine height: only texts set in an embedded font are compared.
  document.querySelectorAll('.quilt-text[data-text-height]').forEach(function (text) {
    var item = text.closest('[data-kind="item"]');
    texts.push({
      page: Number(text.closest('.quilt-page') ? Array.prototype.indexOf.call(document.querySelectorAll('.quilt-page'), text.closest('.quilt-page')) : -1),
      section: Number(item.dataset.section), index: Number(item.dataset.index), text: Number(text.dataset.text),
      height: text.getBoundingClientRect().height, expected: Number(text.dataset.textHeight),
      content: text.textContent
    });
  });
  var fonts = Array.from(document.fonts).every(function (font) { return font.status === 'loaded'; });
  var output = document.createElement('pre');
  output.id = 'quilt-boxes';
  output.textContent = JSON.stringify({boxes: boxes, sticky: sticky, footers: footers, texts: texts, fonts: fonts, strips: strips});
  document.body.appendChild(output);
});
</script>
"""


def rect(value):
    return (value["x"], value["y"], value["width"], value["height"])


def expected_boxes(snapshot, page_index):
    """Every frame of a `quilt layout` snapshot, keyed as the page marks them."""
    boxes = {}
    if snapshot.get("stateView") is not None:
        boxes[(page_index, "pageState", -1, None)] = rect(snapshot["stateView"]["frame"])
    for s, section in enumerate(snapshot["sections"]):
        boxes[(page_index, "section", s, None)] = rect(section["frame"])
        if section["header"] is not None:
            boxes[(page_index, "header", s, None)] = rect(section["header"]["frame"])
        boxes[(page_index, "itemsArea", s, None)] = rect(section["itemsArea"])
        if section["footer"] is not None:
            boxes[(page_index, "footer", s, None)] = rect(section["footer"]["frame"])
        if section["placeholder"] is not None:
            boxes[(page_index, "placeholder", s, None)] = rect(section["placeholder"]["frame"])
        for i, item in enumerate(section["items"]):
            boxes[(page_index, "item", s, i)] = rect(item["frame"])
        for i, element in enumerate(section["decorations"]):
            boxes[(page_index, "attached", s, i)] = rect(element["frame"])
    return boxes


def run(command):
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


browser_lock = threading.Lock()


def check_page(page, quilt, browser, widths, workdir, extra=()):
    """Returns (compared, max_deviation, problems, pinned headers checked)."""
    name = pathlib.Path(page).stem
    expected = {}
    strips = {}
    for index, width in enumerate(widths):
        snapshot = json.loads(run([quilt, "layout", page, "--width", width, "--compact", *extra]))
        expected.update(expected_boxes(snapshot, index))
        for s, section in enumerate(snapshot["sections"]):
            offsets = (section.get("strip") or {}).get("snapOffsets") or []
            if offsets:
                strips[(index, s)] = (offsets[0], offsets[-1])

    html_path = pathlib.Path(workdir) / f"{name}.html"
    run([quilt, "render", page, "--width", ",".join(widths), "--format", "html", "-o", str(html_path), *extra])
    text = html_path.read_text()
    if "</body>" not in text:
        return 0, 0.0, [f"{page}: rendered HTML has no </body>"], 0, 0
    html_path.write_text(text.replace("</body>", MEASURE + "</body>", 1))

    with browser_lock:  # one page in the one browser at a time; the commands around it run in parallel
        try:
            result = browser.measure(html_path, "quilt-boxes", window="2400,700")
        except TimeoutError as error:
            return 0, 0.0, [f"{page}: the browser returned no measurements ({error})"], 0, 0
    measured = {}
    problems = []
    if not result.get("fonts", True):
        problems.append(f"{page}: the browser did not load the page's fonts")
    for text in result.get("texts", []):
        if beyond_font(text["content"]):
            continue
        difference = abs(text["height"] - text["expected"])
        if difference > TOLERANCE:
            problems.append(f"{page}: width {widths[text['page']]}: text {text['text']} of item {text['index']} of section {text['section']}: "
                            f"browser height {round(text['height'], 3)}, engine {text['expected']}")
    for header in result["sticky"]:
        if abs(header["top"]) > TOLERANCE:
            problems.append(f"{page}: the pinned header of section {header['section']} did not stick: its top is {header['top']} after scrolling")
    problems += check_footers(page, quilt, widths, result["footers"], extra)
    scrolled = 0
    for strip in result.get("strips", []):
        ends = strips.get((strip["page"], strip["section"]))
        # A continuous strip lists no offsets: it scrolls anywhere in its content.
        # One that lists only 0 (`none`, or one that fits) must not scroll at all.
        if ends is None:
            continue
        scrolled += 1
        if abs(strip["low"] - ends[0]) > SCROLL_TOLERANCE or abs(strip["high"] - ends[1]) > SCROLL_TOLERANCE:
            problems.append(f"{page}: width {widths[strip['page']]}: strip of section {strip['section']} scrolls from "
                            f"{strip['low']} to {strip['high']} in the browser, snap offsets from {ends[0]} to {ends[1]}")
    for box in result["boxes"]:
        key = (box["page"], box["kind"], box["section"], box["index"])
        if key in measured:
            problems.append(f"{page}: element {key} appears twice")
        measured[key] = (box["x"], box["y"], box["width"], box["height"])

    deviation = 0.0
    for key, frame in expected.items():
        if key not in measured:
            problems.append(f"{page}: width {widths[key[0]]}: no element for {key[1]} {key[3] if key[3] is not None else ''} of section {key[2]}")
            continue
        difference = max(abs(a - b) for a, b in zip(frame, measured[key]))
        deviation = max(deviation, difference)
        if difference > TOLERANCE:
            problems.append(f"{page}: width {widths[key[0]]}: {key[1]} {key[3] if key[3] is not None else ''} of section {key[2]}: "
                            f"browser {tuple(round(v, 3) for v in measured[key])}, layout {frame}")
    for key in measured.keys() - expected.keys():
        problems.append(f"{page}: width {widths[key[0]]}: extra element {key}")
    return len(expected) + len(result.get("texts", [])), deviation, problems, len(result["sticky"]) + len(result["footers"]), scrolled


def check_footers(page, quilt, widths, probes, extra):
    """Each pinned footer the browser scrolled against `quilt layout --offset
    --viewport-height` at the same offset and viewport."""
    problems = []
    layouts = {}
    for probe in probes:
        key = (widths[probe["page"]], round(probe["offset"], 3), probe["viewport"])
        if key not in layouts:
            layouts[key] = json.loads(run([
                quilt, "layout", page, "--width", key[0], f"--offset={key[1]}", f"--viewport-height={key[2]}",
                "--compact", *extra]))
        snapshot = layouts[key]
        section = snapshot["sections"][probe["section"]]["id"]
        frames = [f["frame"] for f in snapshot.get("pinnedFooters", []) if f["section"] == section]
        if not frames:
            problems.append(f"{page}: width {key[0]}: quilt layout gives no pinned footer for section {section}")
        elif abs(frames[0]["y"] - probe["top"]) > TOLERANCE:
            problems.append(f"{page}: width {key[0]}: the pinned footer of section {section} at offset {key[1]} "
                            f"(viewport {key[2]}): browser y {round(probe['top'], 3)}, layout {frames[0]['y']}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quilt", default=".build/debug/quilt")
    parser.add_argument("--widths", default="320,390,768")
    parser.add_argument("--quilt-args", default="", help="more arguments for quilt layout and render, e.g. '--state feed=failed'")
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()

    browser = start()
    if browser is None:
        return 3
    widths = [w.strip() for w in arguments.widths.split(",") if w.strip()]

    passed = failed = compared = 0
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="quilt-boxes-") as workdir:
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            futures = {page: pool.submit(check_page, page, arguments.quilt, browser, widths, workdir, shlex.split(arguments.quilt_args)) for page in arguments.pages}
            for page, future in futures.items():
                try:
                    count, deviation, problems, pinned, scrolled = future.result()
                except (RuntimeError, TimeoutError, subprocess.TimeoutExpired, json.JSONDecodeError) as error:
                    count, deviation, problems, pinned, scrolled = 0, 0.0, [f"{page}: {error}"], 0, 0
                compared += count
                worst = max(worst, deviation)
                summary = (f"{count} elements at widths {','.join(widths)}, max deviation {deviation:.4f} pt, {pinned} pinned header(s) and footer probe(s) matched, {scrolled} strip scroll range(s)")
                if report(page, problems, summary):
                    passed += 1
                else:
                    failed += 1
    browser.close()
    print(f"browser boxes: {compared} elements compared with {os.path.basename(find_browser())}, max deviation {worst:.4f} pt")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
