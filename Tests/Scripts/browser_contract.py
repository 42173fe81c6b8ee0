#!/usr/bin/env python3
"""Check that a web page drawn from the layout contract alone is right.

Usage: browser_contract.py --quilt PATH [--quilt-args ARGS] PAGE [PAGE ...]

For each page, `quilt layout PAGE --with-data --compact` gives the contract
(Schemas/layout.schema.json). A small HTML page inlines
Examples/web/contract.mjs and that JSON — no page file — and headless
Chromium draws it. Every section's header, footer and placeholder, every
item and every decoration must be present once, within 0.5 pt of its frame
(strips at scroll offset 0), every header, footer and placeholder must show
its title and every text part its text; clicking each element with an action must report that action,
and a section that can load more must report `loadMore` once its last item
scrolls into view.

Prints one line per page and a summary line `N passed, N failed`. Exit status:
0 all match, 1 a mismatch or a failed command, 3 no browser found.
"""
import argparse
import json
import pathlib
import shlex
import subprocess
import sys
import tempfile

from cdp import start

TOLERANCE = 0.5
ROOT = pathlib.Path(__file__).resolve().parents[2]

MEASURE = """
const actions = [];
const container = document.getElementById("page");
renderLayout(LAYOUT, container, { onAction: (intent) => actions.push(intent) });
const origin = container.getBoundingClientRect();
const boxes = [...container.querySelectorAll("[data-kind]")].map((element) => {
  const r = element.getBoundingClientRect();
  return {kind: element.dataset.kind, section: element.dataset.section || null, item: element.dataset.item || null,
          part: element.dataset.part ?? null, text: element.dataset.kind === "item" ? null : element.textContent,
          x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height};
});
const clicked = [];
for (const element of container.querySelectorAll("[data-action]")) {
  const before = actions.length;
  element.click();
  clicked.push({expected: element.dataset.action, reported: actions.slice(before)});
}
// Scroll to the end so that the last item of every section that can load more shows.
window.scrollTo(0, document.body.scrollHeight);
setTimeout(() => {
  const pre = document.createElement("pre");
  pre.id = "quilt-contract";
  pre.textContent = JSON.stringify({boxes, clicked, actions});
  document.body.append(pre);
}, 500);
"""


def run(command):
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def expected_boxes(layout):
    """(kind, section, item) → (frame, title) for every element the contract draws."""
    boxes = {}
    if "stateView" in layout:
        boxes[("stateView", None, None)] = (layout["stateView"]["frame"], layout["stateView"]["title"] or "")
    for section in layout["sections"]:
        sid = section["id"]
        for kind in ("header", "footer", "placeholder"):
            if section[kind] is not None:
                boxes[(kind, sid, None)] = (section[kind]["frame"], section[kind]["title"] or "")
        for item in section["items"]:
            boxes[("item", sid, item["id"])] = (item["frame"], None)
            for index, part in enumerate(item.get("parts", [])):
                boxes[("part-" + part["kind"], sid, (item["id"], index))] = (part["frame"], part.get("text", ""))
        for index, decoration in enumerate(section["decorations"]):
            boxes[("decoration", sid, index)] = (decoration["frame"], None)
    return boxes


def check(layout, result):
    problems = []
    expected = expected_boxes(layout)
    measured = {}
    decoration_counts = {}
    for box in result["boxes"]:
        if box["kind"] == "strip":
            continue
        key = (box["kind"], box["section"], box["item"])
        if box["part"] is not None:
            key = (box["kind"], box["section"], (box["item"], int(box["part"])))
        if box["kind"] == "decoration":
            index = decoration_counts.get(box["section"], 0)
            decoration_counts[box["section"]] = index + 1
            key = ("decoration", box["section"], index)
        if key in measured:
            problems.append(f"{key} drawn twice")
        measured[key] = box
    for key, (frame, title) in expected.items():
        box = measured.get(key)
        if box is None:
            problems.append(f"{key} not drawn")
            continue
        worst = max(abs(box[name] - frame[name]) for name in ("x", "y", "width", "height"))
        if worst > TOLERANCE:
            problems.append(f"{key} at {box}, contract {frame}")
        if title is not None and box["text"] != title:
            problems.append(f"{key} says {box['text']!r}, contract {title!r}")
    for key in measured.keys() - expected.keys():
        problems.append(f"{key} drawn but not in the contract")
    for click in result["clicked"]:
        if click["reported"] != [click["expected"]]:
            problems.append(f"clicking {click['expected']} reported {click['reported']}")
    loads_more = any(s["canLoadMore"] and s["items"] for s in layout["sections"])
    if loads_more != ("loadMore" in result["actions"]):
        problems.append(f"loadMore reported {'loadMore' in result['actions']}, a section can load more: {loads_more}")
    return problems, len(expected), len(result["clicked"])


def check_page(browser, quilt, page, workdir, extra):
    layout_text = run([quilt, "layout", page, "--with-data", "--compact", *extra])
    layout = json.loads(layout_text)
    script = (ROOT / "Examples/web/contract.mjs").read_text().replace("export function", "function")
    document = (
        "<!doctype html><html><head><meta charset=utf-8><style>body{margin:0}</style></head><body>"
        '<div id="page"></div><script>\nconst LAYOUT = ' + layout_text.replace("</", "<\\/") + ";\n"
        + script + "\n" + MEASURE + "</script></body></html>"
    )
    path = pathlib.Path(workdir) / (pathlib.Path(page).stem + ".html")
    path.write_text(document)
    try:
        measured = browser.measure(path, "quilt-contract")
    except TimeoutError as error:
        return [f"{page}: the browser returned no measurements ({error})"], 0, 0
    problems, elements, actions = check(layout, measured)
    return [f"{page}: {problem}" for problem in problems], elements, actions


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quilt", required=True)
    parser.add_argument("--quilt-args", default="", help="passed to quilt layout (--state inbox=failed)")
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()
    browser = start()
    if browser is None:
        return 3
    passed = failed = elements = actions = 0
    with tempfile.TemporaryDirectory(prefix="quilt-contract-") as workdir:
        for page in arguments.pages:
            problems, count, clicked = check_page(browser, arguments.quilt, page, workdir, shlex.split(arguments.quilt_args))
            elements += count
            actions += clicked
            print(f"{page}: {'ok' if not problems else 'FAILED'}")
            for problem in problems:
                print("  " + problem)
            failed += bool(problems)
            passed += not problems
    browser.close()
    print(f"contract in a browser: {elements} elements, {actions} actions checked")
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
