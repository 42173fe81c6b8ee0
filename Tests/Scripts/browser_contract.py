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

With --perform, each page is then driven as an app drives it: the actions
the page reports go back to the engine (`quilt layout` again, with each
performed action as an `--intent`), and the page draws the contract that
comes back. The `loadMore` it reported must add items to its section, and
clicking the first item whose action is `select:…` must report that
action and give a contract where the item is selected and drawn so; after
each step every element must again be at its frame.

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
function measureBoxes() {
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll("[data-kind]")].map((element) => {
    const r = element.getBoundingClientRect();
    return {kind: element.dataset.kind, section: element.dataset.section || null, item: element.dataset.item || null,
            part: element.dataset.part ?? null, text: element.dataset.kind === "item" ? null : element.textContent,
            selected: element.dataset.selected === "true",
            x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height};
  });
}
renderLayout(LAYOUT, container, { onAction: (intent) => actions.push(intent) });
const boxes = measureBoxes();
const clicked = [];
for (const element of container.querySelectorAll("[data-action]")) {
  const before = actions.length;
  element.click();
  clicked.push({expected: element.dataset.action, reported: actions.slice(before)});
}
// Scroll to the end so that the last item of every section that can load more shows.
window.scrollTo(0, document.body.scrollHeight);
// The IntersectionObserver reports in its own time: wait at least 500 ms
// (a loadMore no section can give would show by then), and on a page that
// can load more until it is reported (10 s at most, on a loaded machine).
const expectsLoadMore = LAYOUT.sections.some((section) => section.canLoadMore && (section.items ?? []).length > 0);
const started = performance.now();
(function settle() {
  const waited = performance.now() - started;
  if (waited < 500 || (expectsLoadMore && !actions.includes("loadMore") && waited < 10000)) {
    setTimeout(settle, 50);
    return;
  }
  const pre = document.createElement("pre");
  pre.id = "quilt-contract";
  pre.textContent = JSON.stringify({boxes, clicked, actions});
  document.body.append(pre);
})();
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


def compare(layout, boxes):
    """What is wrong with the drawn `boxes` against the contract `layout`."""
    problems = []
    expected = expected_boxes(layout)
    measured = {}
    decoration_counts = {}
    for box in boxes:
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
    for section in layout["sections"]:
        for item in section["items"]:
            box = measured.get(("item", section["id"], item["id"]))
            if box is not None and box["selected"] != bool(item.get("selected")):
                problems.append(f"item {item['id']} drawn selected {box['selected']}, contract {item.get('selected')}")
    return problems


def check(layout, result):
    problems = compare(layout, result["boxes"])
    for click in result["clicked"]:
        if click["reported"] != [click["expected"]]:
            problems.append(f"clicking {click['expected']} reported {click['reported']}")
    loads_more = any(s["canLoadMore"] and s["items"] for s in layout["sections"])
    if loads_more != ("loadMore" in result["actions"]):
        problems.append(f"loadMore reported {'loadMore' in result['actions']}, a section can load more: {loads_more}")
    return problems, len(expected_boxes(layout)), len(result["clicked"])


def perform(browser, quilt, page, extra, layout, actions):
    """Drives the drawn page through its actions (see the module's
    documentation); returns the problems and the actions performed."""
    problems = []
    intents = []

    def step(intent):
        intents.append(intent)
        text = run([quilt, "layout", page, "--with-data", "--compact", *extra, *(f"--intent={i}" for i in intents)])
        render = ("(() => { window.scrollTo(0, 0); renderLayout(" + text
                  + ", container, { onAction: (intent) => actions.push(intent) }); return measureBoxes(); })()")
        following = json.loads(text)
        problems.extend(f"after {intent}: {problem}" for problem in compare(following, browser.evaluate(render)))
        return following

    if "loadMore" in actions:
        loading = [s["id"] for s in layout["sections"] if s["canLoadMore"] and s["items"]]
        following = step("loadMore")
        for sid in loading:
            before = next(len(s["items"]) for s in layout["sections"] if s["id"] == sid)
            after = next(len(s["items"]) for s in following["sections"] if s["id"] == sid)
            if after <= before:
                problems.append(f"loadMore left section {sid} at {after} items (it had {before})")
        layout = following
    choices = [(s["id"], i["id"], i["action"]) for s in layout["sections"] for i in s["items"]
               if i.get("action", "").startswith("select:")]
    if choices:
        sid, iid, action = choices[0]
        selector = f'[data-kind="item"][data-section={json.dumps(sid)}][data-item={json.dumps(iid)}]'
        reported = browser.evaluate("(() => { const before = actions.length; document.querySelector("
                                    + json.dumps(selector) + ").click(); return actions.slice(before); })()")
        if reported != [action]:
            problems.append(f"clicking item {iid} reported {reported}, its action is {action}")
        following = step(action)
        item = next(i for s in following["sections"] if s["id"] == sid for i in s["items"] if i["id"] == iid)
        if not item.get("selected"):
            problems.append(f"after {action}: item {iid} is not selected in the contract")
    return problems, intents


def check_page(browser, quilt, page, workdir, extra, drive=False):
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
    if drive and not problems:
        performed_problems, performed = perform(browser, quilt, page, extra, layout, measured["actions"])
        problems += performed_problems
        print(f"{page}: performed {', '.join(performed) or 'nothing'}")
    return [f"{page}: {problem}" for problem in problems], elements, actions


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quilt", required=True)
    parser.add_argument("--quilt-args", default="", help="passed to quilt layout (--state inbox=failed)")
    parser.add_argument("--perform", action="store_true", help="then drive each page through its actions")
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()
    browser = start()
    if browser is None:
        return 3
    passed = failed = elements = actions = 0
    with tempfile.TemporaryDirectory(prefix="quilt-contract-") as workdir:
        for page in arguments.pages:
            problems, count, clicked = check_page(
                browser, arguments.quilt, page, workdir, shlex.split(arguments.quilt_args), arguments.perform)
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
