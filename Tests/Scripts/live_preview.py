#!/usr/bin/env python3
"""Drive `quilt preview`'s live page in headless Chromium and check it against
`quilt layout` (docs/preview.md, "The live page").

Usage: live_preview.py --quilt PATH [--seeds N] [--only CHECK ...] [--screenshot FILE]

Checks (each prints one line, then a summary `N passed, N failed`):
  layout   generated pages of every family (live_pages.py), at several widths:
           after scrollTo(y) for many y, the DOM holds every element that
           intersects the viewport (strips at their offsets), each at its
           `quilt layout` frame within 0.5 pt, nothing outside the viewport
           plus one screen of overscan, and the pinned headers where
           `quilt layout --offset y` puts them
  strips   a strip released at x with velocity v settles where the strip's
           targetOffset(forProposed:velocity:) says (a reference of the
           documented rule over `quilt layout`'s snap offsets)
  big      a page of 100,000 items keeps at most 300 item elements at any offset
  loading  a paged feed loads more at the end until it has no more; refresh
           replaces it; a failing request shows the failed state, and once
           the file is there, the retry control fills the section
  edit     editing a page file while scrolled keeps the offset and changes
           only the edited item (DOM mutations counted)
  toggle   the example collapsible page: a click on the settings section's
           "Show all" footer shows its seven items, on "Show less" three
  texts    the example project's pages whose items are sized by text in its
           font (home, kinds, flex): every measured text on the live page
           is drawn in the embedded font, its box as tall as the engine
           measured it (within 0.5 pt)
  parts    the example pages drawn from views (news, shop, messages): every
           live item holds its parts at their frames with their texts and
           pictures (live_parts.py)
  actions  the example home page, live: tapping topic chips selects and
           deselects them, tapping a shortcut shows the URL it opens
           (live_actions.py)
  faithful the example home page, live with classic scrollbars and drawn
           statically: the content has the device's whole width, every
           decoration is seen, titles start at the items' inset and pictures
           lie above their texts (live_faithful.py)

--screenshot FILE saves the example project's feed page, live (the bar and
the device), as a PNG once its fonts are loaded, and runs only the checks
--only names.

Exit status: 0 all passed, 1 a check failed, 3 it cannot run here (no
Chromium or no websocket-client: its Swift tests are skipped by their
`.needsBrowser` trait before it runs, and count a 3 as a failure).
"""
import argparse
import base64
import json
import os
import pathlib
import random
import re
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import cdp  # noqa: E402
import live_actions  # noqa: E402
import live_faithful  # noqa: E402
import live_pages  # noqa: E402
import live_parts  # noqa: E402

TOLERANCE = 0.5
HEIGHT = 844

COLLECT = """(() => {
  const content = document.getElementById('quilt-content');
  const origin = content.getBoundingClientRect();
  return [...document.querySelectorAll('#quilt-content [data-key]')].map((e) => {
    const r = e.getBoundingClientRect();
    const strip = e.parentElement && e.parentElement.closest('.quilt-strip');
    const dx = strip ? strip.scrollLeft : 0;
    return {key: e.dataset.key, kind: e.dataset.kind, section: e.dataset.section,
            index: e.dataset.index === undefined ? null : Number(e.dataset.index), item: e.dataset.item || null,
            state: e.dataset.state || null, x: r.left - origin.left + dx, y: r.top - origin.top, w: r.width, h: r.height};
  });
})()"""


class Failure(Exception):
    pass


def near(a, b):
    return abs(a - b) <= TOLERANCE


def same_frame(element, frame):
    return (near(element["x"], frame["x"]) and near(element["y"], frame["y"])
            and near(element["w"], frame["width"]) and near(element["h"], frame["height"]))


def intersects(frame, top, bottom, left=None, right=None):
    inside = frame["y"] < bottom and frame["y"] + frame["height"] > top
    if left is not None:
        inside = inside and frame["x"] < right and frame["x"] + frame["width"] > left
    return inside and frame["width"] > 0 and frame["height"] > 0


class Preview:
    """`quilt preview` on a folder, and a browser page on it."""

    def __init__(self, quilt, folder, browser):
        self.quilt, self.folder, self.browser = quilt, folder, browser
        self.process = subprocess.Popen([quilt, "preview", str(folder), "--port", "0", "--offline"],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"at (http://[^/]+)/", line)
        if not match:
            raise Failure(f"quilt preview printed no URL: {line}{self.process.stderr.read()}")
        self.base = match.group(1)

    def open(self, name, width=None, offset=0):
        query = f"?height={HEIGHT}&offset={offset}" + (f"&width={width}" if width else "")
        self.browser.open(f"{self.base}/pages/{name}{query}")
        self.browser.evaluate("""new Promise((resolve, reject) => {
            const start = Date.now();
            const wait = () => window.quiltPreview ? window.quiltPreview.idle().then(resolve)
              : Date.now() - start > 20000 ? reject('no quiltPreview') : setTimeout(wait, 20);
            wait(); })""")

    def scroll(self, y):
        self.browser.evaluate(f"window.quiltPreview.scrollTo({y})")
        return self.browser.evaluate("window.quiltPreview.offset")

    def dom(self):
        return self.browser.evaluate(COLLECT)

    def layout(self, page, width, offset=None):
        arguments = [self.quilt, "layout", str(page), "--compact", "--width", str(width), "--offline"]
        if offset is not None:
            arguments += ["--offset", repr(float(offset))]
        result = subprocess.run(arguments, capture_output=True, text=True)
        if not result.stdout:
            raise Failure(f"quilt layout {page}: {result.stderr}")
        return json.loads(result.stdout)

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def check_viewport(layout, dom, y, label):
    """The DOM against the layout at offset y: see the module's doc."""
    by_key = {}
    for element in dom:
        if element["key"] in by_key:
            raise Failure(f"{label}: element {element['key']} twice")
        by_key[element["key"]] = element
    items = {(e["section"], e["item"]): e for e in dom if e["kind"] == "item"}
    if len([e for e in dom if e["kind"] == "item"]) > 300:
        raise Failure(f"{label}: {len(items)} item elements")
    top, bottom = y, y + HEIGHT
    strips = {e["section"]: e for e in dom if e["kind"] == "strip"}
    pinned = {p["section"]: p["frame"] for p in layout["pinnedHeaders"]}
    for section in layout["sections"]:
        sid = section["id"]
        horizontal = section["arrange"] == "horizontal"
        area = section["itemsArea"]
        visible = intersects(section["frame"], top, bottom)
        left = right = None
        if horizontal and visible and section["items"]:
            if sid not in strips:
                raise Failure(f"{label}: strip {sid} missing")
            offset = strips[sid]["scrollLeft"] if "scrollLeft" in strips[sid] else 0
            left, right = area["x"] + offset, area["x"] + offset + area["width"]
        for item in section["items"]:
            frame = item["frame"]
            element = items.get((sid, item["id"]))
            wanted = intersects(frame, top, bottom, left, right) if horizontal else intersects(frame, top, bottom)
            if wanted and visible and element is None:
                raise Failure(f"{label}: item {sid}/{item['id']} at {frame} missing")
            if element is not None:
                if not same_frame(element, frame):
                    raise Failure(f"{label}: item {sid}/{item['id']} at {element} instead of {frame}")
                if not intersects(frame, top - HEIGHT - 1, bottom + HEIGHT + 1):
                    raise Failure(f"{label}: item {sid}/{item['id']} at {frame} is outside the overscan")
        for kind in ("header", "footer", "placeholder"):
            part = section.get(kind)
            if not part:
                continue
            frame = part["frame"]
            if kind == "header" and sid in pinned:
                frame = pinned[sid]
            element = next((e for e in dom if e["kind"] == kind and e["section"] == sid), None)
            if intersects(frame, top, bottom) and element is None:
                raise Failure(f"{label}: {kind} of {sid} missing")
            if element is not None and not same_frame(element, frame):
                raise Failure(f"{label}: {kind} of {sid} at {element} instead of {frame} (pinned: {sid in pinned})")


STRIPS = """(() => [...document.querySelectorAll('[data-kind="strip"]')].map((e) => ({section: e.dataset.section, scrollLeft: e.scrollLeft})))()"""


def check_layout(quilt, browser, seeds, folder):
    pages = folder / "pages"
    pages.mkdir(parents=True, exist_ok=True)
    (folder / "quilt.yml").write_text("pages: [pages/*.yaml]\n")
    for seed in range(seeds):
        (pages / f"gen{seed}.yaml").write_text(live_pages.yaml_text(live_pages.generate(seed)))
    preview = Preview(quilt, folder, browser)
    checked = 0
    try:
        for seed in range(seeds):
            rng = random.Random(1000 + seed)
            width = rng.choice([320, 390, 768])
            preview.open(f"gen{seed}", width=width)
            full = preview.layout(pages / f"gen{seed}.yaml", width)
            height = full["contentHeight"]
            offsets = sorted({0, height} | {round(rng.uniform(0, max(0, height)), 1) for _ in range(6)})
            for wanted in offsets:
                y = preview.scroll(wanted)
                layout = preview.layout(pages / f"gen{seed}.yaml", width, offset=y)
                dom = preview.dom()
                for strip in browser.evaluate(STRIPS):
                    for element in dom:
                        if element["kind"] == "strip" and element["section"] == strip["section"]:
                            element["scrollLeft"] = strip["scrollLeft"]
                check_viewport(layout, dom, y, f"gen{seed} at width {width}, y {y}")
                checked += 1
    finally:
        preview.close()
    return f"{seeds} generated pages, {checked} offsets"


def target_offset(snaps, scrolling, end, proposed, velocity, flick=0.3):
    """Strip.targetOffset(forProposed:velocity:) as docs/scrolling.md states it."""
    offset = min(max(proposed, 0), end)
    if scrolling == "none":
        return 0
    if scrolling == "continuous" or not snaps:
        return offset
    after = next((s for s in snaps if s >= offset), snaps[-1])
    before = next((s for s in reversed(snaps) if s < offset), snaps[0])
    if after == offset:
        return after
    if velocity > flick:
        return after
    if velocity < -flick:
        return before
    return before if offset - before <= after - offset else after


def check_strips(quilt, browser, seeds, folder):
    preview = Preview(quilt, folder, browser)
    released = 0
    try:
        for seed in range(seeds):
            rng = random.Random(2000 + seed)
            width = 390
            layout = preview.layout(folder / "pages" / f"gen{seed}.yaml", width)
            strips = [s for s in layout["sections"] if s["arrange"] == "horizontal" and s["items"]]
            if not strips:
                continue
            preview.open(f"gen{seed}", width=width)
            for section in strips:
                preview.scroll(section["frame"]["y"])
                end = max(0, section["strip"]["contentWidth"] - section["itemsArea"]["width"])
                for velocity in (-2.0, -0.1, 0.0, 0.1, 2.0):
                    proposed = round(rng.uniform(0, end), 1) if end > 0 else 0
                    settled = browser.evaluate(
                        f"window.quiltPreview.releaseStrip({json.dumps(section['id'])}, {proposed}, {velocity})")
                    expected = target_offset(section["strip"]["snapOffsets"], section["strip"]["scrolling"], end,
                                             proposed, velocity)
                    # The browser keeps scroll offsets to whole device pixels.
                    if abs(settled - expected) > 1:
                        raise Failure(f"gen{seed} strip {section['id']} ({section['strip']['scrolling']}) released at "
                                      f"{proposed} with {velocity}: settled at {settled}, expected {expected}")
                    released += 1
    finally:
        preview.close()
    return f"{released} releases"


def check_big(quilt, browser, folder):
    count = 100_000
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "quilt.yml").write_text("pages: [pages/*.yaml]\n")
    (folder / "data").mkdir(exist_ok=True)
    (folder / "pages").mkdir(exist_ok=True)
    (folder / "data" / "big.json").write_text(json.dumps({"list": [{"id": f"i{n}", "title": f"Item {n}"} for n in range(count)]}))
    (folder / "pages" / "big.yaml").write_text(
        # 100,000 items are parsed in a debug build on a busy machine: more than the default 10 s may pass.
        "page: big\nmodule: {kind: single, request: {id: big, url: data/big.json, items: /list, timeout: 300}}\n"
        "sections:\n  - {id: list, source: big, header: {height: 44, pinned: true, title: All}, "
        "layout: {kind: list, distribution: 2, itemRatio: {absolute: 44}}}\n")
    preview = Preview(quilt, folder, browser)
    most = 0
    try:
        preview.open("big")
        height = browser.evaluate("parseFloat(document.getElementById('quilt-content').style.height)")
        rng = random.Random(7)
        offsets = [0, height] + [rng.uniform(0, height) for _ in range(40)]
        layout = preview.layout(folder / "pages" / "big.yaml", 390)
        frames = {item["id"]: item["frame"] for item in layout["sections"][0]["items"]}
        if len(frames) != count:
            raise Failure(f"quilt layout laid out {len(frames)} of {count} items: { {k: v for k, v in layout['sections'][0].items() if k != 'items'} }")
        for wanted in offsets:
            y = preview.scroll(wanted)
            dom = preview.dom()
            items = [e for e in dom if e["kind"] == "item"]
            most = max(most, len(items))
            if len(items) > 300:
                raise Failure(f"{len(items)} item elements at y {y}")
            visible = [i for i, f in frames.items() if intersects(f, y, y + HEIGHT)]
            present = {e["item"] for e in items}
            missing = [i for i in visible if i not in present]
            if missing:
                raise Failure(f"at y {y}: {len(missing)} visible items missing ({missing[:3]})")
            for element in items:
                if element["item"] not in frames:
                    raise Failure(f"item {element['item']} is drawn but not laid out by quilt layout")
                if not same_frame(element, frames[element["item"]]):
                    raise Failure(f"item {element['item']} at {element} instead of {frames[element['item']]}")
    finally:
        preview.close()
    return f"{count} items, {len(offsets)} offsets, at most {most} item elements"


FEED = """page: feed
module: {kind: single, request: {id: feed, url: "data/feed-{{page}}.json", items: /list, paging: {start: 1, hasMore: /more}}}
sections:
  - {id: feed, source: feed, header: {height: 40, title: Feed}, placeholder: {height: 120, title: Nothing yet}, layout: {kind: list, itemRatio: {absolute: 60}}}
"""
BROKEN = """page: broken
module: {kind: single, request: {id: news, url: data/news.json, items: /list}}
sections:
  - {id: top, items: [{id: t, title: Top}]}
  - {id: news, source: news, placeholder: {height: 100, title: No news}, layout: {kind: list, itemRatio: {absolute: 50}}}
"""


def check_loading(quilt, browser, folder):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "quilt.yml").write_text("pages: [pages/*.yaml]\n")
    (folder / "pages").mkdir(exist_ok=True)
    (folder / "data").mkdir(exist_ok=True)
    pages, size = 5, 40
    for page in range(1, pages + 1):
        items = [{"id": f"p{page}-{n}", "title": f"Page {page} item {n}"} for n in range(size)]
        (folder / "data" / f"feed-{page}.json").write_text(json.dumps({"list": items, "more": page < pages}))
    (folder / "pages" / "feed.yaml").write_text(FEED)
    (folder / "pages" / "broken.yaml").write_text(BROKEN)
    preview = Preview(quilt, folder, browser)
    try:
        preview.open("feed")
        rounds = 0
        while any(s["canLoadMore"] for s in browser.evaluate("window.quiltPreview.sections")):
            rounds += 1
            if rounds > 20:
                raise Failure("the feed never stopped loading more")
            height = browser.evaluate("parseFloat(document.getElementById('quilt-content').style.height)")
            preview.scroll(height)
            browser.evaluate("window.quiltPreview.idle()")
        height = browser.evaluate("parseFloat(document.getElementById('quilt-content').style.height)")
        if height != 40 + 60 * size * pages:
            raise Failure(f"after loading to the end the content is {height} tall, not {40 + 60 * size * pages}")
        preview.scroll(height)
        last = {e["item"] for e in preview.dom() if e["kind"] == "item"}
        if f"p{pages}-{size - 1}" not in last:
            raise Failure("the last item is not shown at the end")
        # Refresh fetches the first page again and replaces everything with it.
        first_page = json.loads((folder / "data" / "feed-1.json").read_text())
        first_page["list"][0]["title"] = "Refreshed"
        (folder / "data" / "feed-1.json").write_text(json.dumps(first_page))
        preview.scroll(0)
        browser.evaluate("window.quiltPreview.intent('refresh')")
        height = browser.evaluate("parseFloat(document.getElementById('quilt-content').style.height)")
        title = browser.evaluate("document.querySelector('[data-item=\"p1-0\"]').textContent")
        if height != 40 + 60 * size or title != "Refreshed":
            raise Failure(f"refresh left {height} pt of content, the first item says {title!r}")

        preview.open("broken")
        placeholder = next((e for e in preview.dom() if e["kind"] == "placeholder" and e["section"] == "news"), None)
        if placeholder is None or placeholder["state"] != "failed":
            raise Failure(f"the failed section shows {placeholder}")
        if not browser.evaluate("!!document.querySelector('[data-section=\"news\"] [data-action=\"retry\"]')"):
            raise Failure("the failed section has no retry control")
        (folder / "data" / "news.json").write_text(json.dumps({"list": [{"id": "n1", "title": "Fixed"}, {"id": "n2"}]}))
        browser.evaluate("document.querySelector('[data-action=\"retry\"]').click()")
        browser.evaluate("new Promise((r) => setTimeout(r, 50)).then(() => window.quiltPreview.idle())")
        dom = preview.dom()
        news = sorted(e["item"] for e in dom if e["kind"] == "item" and e["section"] == "news")
        if news != ["n1", "n2"] or any(e["kind"] == "placeholder" and e["section"] == "news" for e in dom):
            raise Failure(f"after the retry the section shows {news}")
    finally:
        preview.close()
    return f"{pages} pages loaded to the end in {rounds} rounds, refresh, failed then retried"


MUTATIONS = """(() => {
  window.quiltMutated = new Set();
  const note = (node) => { const e = node.nodeType === 1 ? node : node.parentElement; const keyed = e && e.closest('[data-key]'); if (keyed) window.quiltMutated.add(keyed.dataset.key); };
  new MutationObserver((records) => records.forEach((r) => { note(r.target); r.addedNodes.forEach(note); r.removedNodes.forEach((n) => { if (n.dataset && n.dataset.key) window.quiltMutated.add(n.dataset.key); }); }))
    .observe(document.getElementById('quilt-content'), {subtree: true, childList: true, attributes: true, characterData: true});
})()"""


def check_edit(quilt, browser, folder):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "quilt.yml").write_text("pages: [pages/*.yaml]\n")
    (folder / "pages").mkdir(exist_ok=True)
    items = [{"id": f"e{n}", "title": f"Entry {n}"} for n in range(200)]
    page = {"page": "edit", "sections": [{"id": "list", "layout": {"kind": "list", "itemRatio": {"absolute": 50}}, "items": items}]}
    path = folder / "pages" / "edit.yaml"
    path.write_text(live_pages.yaml_text(page))
    preview = Preview(quilt, folder, browser)
    try:
        preview.open("edit")
        y = preview.scroll(3000)
        browser.evaluate(MUTATIONS)
        items[65]["title"] = "Edited entry"
        path.write_text(live_pages.yaml_text(page))
        browser.evaluate("""new Promise((resolve, reject) => { const start = Date.now(); const wait = () =>
            [...document.querySelectorAll('[data-item="e65"]')].some((e) => e.textContent.includes('Edited')) ? resolve()
            : Date.now() - start > 15000 ? reject('the edit never showed') : setTimeout(wait, 50); wait(); })""")
        browser.evaluate("window.quiltPreview.ready()")
        mutated = sorted(browser.evaluate("[...window.quiltMutated]"))
        offset = browser.evaluate("window.quiltPreview.offset")
        if offset != y:
            raise Failure(f"the offset moved from {y} to {offset}")
        if mutated != ["i|list|e65"]:
            raise Failure(f"mutated elements: {mutated}")
    finally:
        preview.close()
    return "1 item changed, offset kept"


# The page may still replace its text stylesheet (a load's patch carries it
# again, with new @font-face rules not loaded yet): wait until the session is
# idle and every face has loaded, then read the texts and the loaded faces
# in one go.
TEXTS = """(async () => {
  await window.quiltPreview.idle();
  for (let tries = 0; tries < 50; tries++) {
    await Promise.all([...document.fonts].map((face) => face.load()));
    if ([...document.fonts].every((face) => face.status === 'loaded')) break;
  }
  return {
    loaded: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')),
    texts: [...document.querySelectorAll('#quilt-content .quilt-text[data-text-height]')].map((e) => ({
      key: e.closest('[data-key]').dataset.key, text: e.textContent, engine: parseFloat(e.dataset.textHeight),
      height: e.getBoundingClientRect().height, family: getComputedStyle(e).fontFamily}))};
})()"""


def check_texts(quilt, browser, examples):
    preview = Preview(quilt, examples, browser)
    checked = 0
    try:
        for name in ["home", "kinds", "flex"]:
            preview.open(name)
            found = browser.evaluate(TEXTS)
            texts = found["texts"]
            if not texts:
                raise Failure(f"{name}: no measured texts on the live page")
            loaded = set(found["loaded"])
            for text in texts:
                if cdp.beyond_font(text["text"]):
                    continue
                # A family falling back lists its faces in order: each must be loaded.
                families = [part.strip() for part in text["family"].replace('"', "").split(",")]
                missing = [family for family in families if family not in loaded]
                if missing:
                    raise Failure(f"{name}: {text['key']} is set in {missing}, not loaded ({sorted(loaded)})")
                if not near(text["height"], text["engine"]):
                    raise Failure(f"{name}: {text['key']} {text['text']!r} is {text['height']} pt tall, the engine says {text['engine']}")
            checked += len(texts)
    finally:
        preview.close()
    return f"{checked} texts on 3 pages as tall as measured"


def check_toggle(quilt, browser, examples):
    preview = Preview(quilt, examples, browser)
    counts = []
    try:
        preview.open("collapsible")
        for expected in [7, 3, 7]:
            browser.evaluate("document.querySelector('[data-section=\"settings\"] [data-action=\"toggle\"]').click()")
            browser.evaluate("new Promise((r) => setTimeout(r, 50)).then(() => window.quiltPreview.idle())")
            items = [e for e in preview.dom() if e["kind"] == "item" and e["section"] == "settings"]
            if len(items) != expected:
                raise Failure(f"after a click the settings section shows {len(items)} items, not {expected}")
            counts.append(len(items))
    finally:
        preview.close()
    return f"settings toggled three times: {counts} items"


def check_parts(quilt, browser, examples):
    preview = Preview(quilt, examples, browser)
    try:
        return live_parts.check_parts(preview, browser, near, Failure)
    finally:
        preview.close()


def check_actions(quilt, browser, examples):
    preview = Preview(quilt, examples, browser)
    try:
        return live_actions.check_actions(preview, browser, Failure)
    finally:
        preview.close()


def check_faithful(quilt, examples):
    browser = cdp.Browser(scrollbars=True)
    preview = Preview(quilt, examples, browser)
    try:
        return live_faithful.check_faithful(preview, browser, near, Failure)
    finally:
        preview.close()
        browser.close()


CLIP = """(async () => {
  await Promise.all([...document.fonts].map((face) => face.load()));
  const boxes = ['.quilt-bar', '.quilt-device'].map((s) => document.querySelector(s).getBoundingClientRect());
  const left = Math.min(...boxes.map((b) => b.left)) - 12, top = Math.min(...boxes.map((b) => b.top)) - 12;
  const right = Math.max(...boxes.map((b) => b.right)) + 12, bottom = Math.max(...boxes.map((b) => b.bottom)) + 12;
  return {x: Math.max(0, left), y: Math.max(0, top), width: right - Math.max(0, left), height: bottom - Math.max(0, top), scale: 1};
})()"""


def screenshot(quilt, browser, examples, path):
    """The example feed page, live, saved as a PNG at `path`."""
    preview = Preview(quilt, examples, browser)
    try:
        preview.open("feed")
        clip = browser.evaluate(CLIP)
        shot = browser.call("Page.captureScreenshot", format="png", clip=clip)
        pathlib.Path(path).write_bytes(base64.b64decode(shot["data"]))
    finally:
        preview.close()
    return f"{path}: {round(clip['width'])} × {round(clip['height'])} px"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quilt", required=True)
    parser.add_argument("--seeds", type=int, default=12)
    parser.add_argument("--only", nargs="*", default=[])
    parser.add_argument("--screenshot")
    options = parser.parse_args()
    reason = cdp.cannot_run()
    if reason:
        print(f"cannot run here: {reason}")
        return 3
    browser = cdp.Browser()
    passed = failed = 0
    if options.screenshot:
        examples = pathlib.Path(__file__).resolve().parents[2] / "Examples"
        print("screenshot " + screenshot(options.quilt, browser, examples, options.screenshot))
        if not options.only:
            browser.close()
            return 0
    with tempfile.TemporaryDirectory(prefix="quilt-live-") as temporary:
        root = pathlib.Path(temporary)
        checks = [
            ("layout", lambda: check_layout(options.quilt, browser, options.seeds, root / "generated")),
            ("strips", lambda: check_strips(options.quilt, browser, options.seeds, root / "generated")),
            ("big", lambda: check_big(options.quilt, browser, root / "big")),
            ("loading", lambda: check_loading(options.quilt, browser, root / "loading")),
            ("edit", lambda: check_edit(options.quilt, browser, root / "edit")),
            ("toggle", lambda: check_toggle(options.quilt, browser, pathlib.Path(__file__).resolve().parents[2] / "Examples")),
            ("texts", lambda: check_texts(options.quilt, browser, pathlib.Path(__file__).resolve().parents[2] / "Examples")),
            ("parts", lambda: check_parts(options.quilt, browser, pathlib.Path(__file__).resolve().parents[2] / "Examples")),
            ("faithful", lambda: check_faithful(options.quilt, pathlib.Path(__file__).resolve().parents[2] / "Examples")),
            ("actions", lambda: check_actions(options.quilt, browser, pathlib.Path(__file__).resolve().parents[2] / "Examples")),
        ]
        for name, check in checks:
            if options.only and name not in options.only and not (name == "strips" and "layout" in options.only):
                continue
            started = time.time()
            try:
                detail = check()
                passed += 1
                print(f"ok {name}: {detail} ({time.time() - started:.1f} s)")
            except (Failure, RuntimeError, TimeoutError, ConnectionError) as error:
                failed += 1
                print(f"FAILED {name}: {error}")
    browser.close()
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
