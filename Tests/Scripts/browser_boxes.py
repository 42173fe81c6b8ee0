#!/usr/bin/env python3
"""Check that a real browser puts every element of `quilt render`'s HTML at the
frame `quilt layout` computed.

Usage: browser_boxes.py [--quilt PATH] [--widths 320,390,768] [--quilt-args ARGS] PAGE [PAGE ...]

For each page: `quilt layout` gives the frames at each width (JSON);
`quilt render --format html` draws all widths side by side in one file; the
script adds a few lines of JavaScript that write every element's
getBoundingClientRect() (relative to its page, strips at scroll offset 0) into
the DOM, and headless Chromium's --dump-dom prints the result: one browser
launch per page. Every section, header, items area, item, footer, placeholder
(a state's view), attached element (decorations) and the page state view
must be present exactly once and within 0.5 pt of its frame; and every
pinned header must stay at the top of the viewport when its section is
scrolled partly out of view. `--quilt-args` are passed to both commands
(`--state inbox=failed`).

Prints one line per page and a summary line `N passed, N failed`. Exit status:
0 all match, 1 a mismatch or a failed command, 3 no browser found (callers
skip with the printed reason). The browser is $QUILT_BROWSER, else the first of
chromium, chromium-browser, google-chrome, google-chrome-stable on PATH.
"""
import argparse
import concurrent.futures
import html
import json
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

TOLERANCE = 0.5

MEASURE = """
<script>
(function () {
  var boxes = [];
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
  // Pinned headers: scroll their section partly off the top; the header must
  // stay at the top of the viewport.
  var sticky = [];
  document.querySelectorAll('.quilt-pinned').forEach(function (header) {
    var section = header.closest('.quilt-section');
    var top = section.getBoundingClientRect().top + window.scrollY;
    var room = section.getBoundingClientRect().height - header.getBoundingClientRect().height;
    var target = top + Math.min(room, 40);
    if (room < 1 || target > document.documentElement.scrollHeight - window.innerHeight) { return; }
    window.scrollTo(0, target);
    sticky.push({section: Number(header.dataset.section), top: header.getBoundingClientRect().top});
  });
  window.scrollTo(0, 0);
  var output = document.createElement('pre');
  output.id = 'quilt-boxes';
  output.textContent = JSON.stringify({boxes: boxes, sticky: sticky});
  document.body.appendChild(output);
})();
</script>
"""


def find_browser():
    candidates = [os.environ.get("QUILT_BROWSER")] if os.environ.get("QUILT_BROWSER") else []
    candidates += ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    for name in candidates:
        path = shutil.which(name) if name else None
        if path:
            return path
    return None


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
            boxes[(page_index, "footer", s, None)] = rect(section["footer"])
        if section["placeholder"] is not None:
            boxes[(page_index, "placeholder", s, None)] = rect(section["placeholder"])
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


def check_page(page, quilt, browser, widths, workdir, extra=()):
    """Returns (compared, max_deviation, problems, pinned headers checked)."""
    name = pathlib.Path(page).stem
    expected = {}
    for index, width in enumerate(widths):
        snapshot = json.loads(run([quilt, "layout", page, "--width", width, "--compact", *extra]))
        expected.update(expected_boxes(snapshot, index))

    html_path = pathlib.Path(workdir) / f"{name}.html"
    run([quilt, "render", page, "--width", ",".join(widths), "--format", "html", "-o", str(html_path), *extra])
    text = html_path.read_text()
    if "</body>" not in text:
        return 0, 0.0, [f"{page}: rendered HTML has no </body>"], 0
    html_path.write_text(text.replace("</body>", MEASURE + "</body>", 1))

    profile = tempfile.mkdtemp(prefix="quilt-chromium-", dir=workdir)
    dom = run([
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
        "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=2400,700",
        f"--user-data-dir={profile}", "--dump-dom", html_path.as_uri(),
    ])
    match = re.search(r'<pre id="quilt-boxes">(.*?)</pre>', dom, re.S)
    if not match:
        return 0, 0.0, [f"{page}: the browser returned no measurements"], 0
    measured = {}
    problems = []
    result = json.loads(html.unescape(match.group(1)))
    for header in result["sticky"]:
        if abs(header["top"]) > TOLERANCE:
            problems.append(f"{page}: the pinned header of section {header['section']} did not stick: its top is {header['top']} after scrolling")
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
    return len(expected), deviation, problems, len(result["sticky"])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quilt", default=".build/debug/quilt")
    parser.add_argument("--widths", default="320,390,768")
    parser.add_argument("--quilt-args", default="", help="more arguments for quilt layout and render, e.g. '--state feed=failed'")
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()

    browser = find_browser()
    if browser is None:
        print("no browser found: install chromium (apt-get install chromium) or set QUILT_BROWSER")
        return 3
    widths = [w.strip() for w in arguments.widths.split(",") if w.strip()]

    passed = failed = compared = 0
    worst = 0.0
    with tempfile.TemporaryDirectory(prefix="quilt-boxes-") as workdir:
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            futures = {page: pool.submit(check_page, page, arguments.quilt, browser, widths, workdir, shlex.split(arguments.quilt_args)) for page in arguments.pages}
            for page, future in futures.items():
                try:
                    count, deviation, problems, pinned = future.result()
                except (RuntimeError, subprocess.TimeoutExpired, json.JSONDecodeError) as error:
                    count, deviation, problems, pinned = 0, 0.0, [f"{page}: {error}"], 0
                compared += count
                worst = max(worst, deviation)
                if problems:
                    failed += 1
                    print(f"FAIL {page}: {len(problems)} problem(s)")
                    for problem in problems[:20]:
                        print(f"  {problem}")
                else:
                    passed += 1
                    print(f"ok   {page}: {count} elements at widths {','.join(widths)}, max deviation {deviation:.4f} pt, {pinned} pinned header(s) stuck")
    print(f"browser boxes: {compared} elements compared with {os.path.basename(browser)}, max deviation {worst:.4f} pt")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
