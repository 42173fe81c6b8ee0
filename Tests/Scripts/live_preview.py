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
           replaces it; a failing request shows the failed state, a tap on
           it opens its action's URL, and once the file is there, the retry
           control fills the section
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
import pathlib
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import cdp  # noqa: E402
import live_actions  # noqa: E402
import live_faithful  # noqa: E402
import live_pages  # noqa: E402
import live_parts  # noqa: E402
from live_scroll import check_big, check_layout, check_strips  # noqa: E402
from live_session import Failure, Preview, near  # noqa: E402

FEED = """page: feed
module: {kind: single, request: {id: feed, url: "data/feed-{{page}}.json", items: /list, paging: {start: 1, hasMore: /more}}}
sections:
  - {id: feed, source: feed, header: {height: 40, title: Feed}, placeholder: {height: 120, title: Nothing yet}, layout: {kind: list, itemRatio: {absolute: 60}}}
"""
BROKEN = """page: broken
module: {kind: single, request: {id: news, url: data/news.json, items: /list}}
sections:
  - {id: top, items: [{id: t, title: Top}]}
  - {id: news, source: news, placeholder: {height: 100, title: No news, action: {open: "app://news/help"}}, layout: {kind: list, itemRatio: {absolute: 50}}}
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
        # The view's own action opens its URL; its Retry button still retries.
        browser.evaluate("document.querySelector('[data-section=\"news\"] .quilt-state-title').click()")
        opened = browser.evaluate("window.quiltPreview.lastOpened")
        if opened != "app://news/help":
            raise Failure(f"a tap on the failed view opened {opened!r}, not its action's app://news/help")
        (folder / "data" / "news.json").write_text(json.dumps({"list": [{"id": "n1", "title": "Fixed"}, {"id": "n2"}]}))
        browser.evaluate("document.querySelector('[data-action=\"retry\"]').click()")
        browser.evaluate("new Promise((r) => setTimeout(r, 50)).then(() => window.quiltPreview.idle())")
        dom = preview.dom()
        news = sorted(e["item"] for e in dom if e["kind"] == "item" and e["section"] == "news")
        if news != ["n1", "n2"] or any(e["kind"] == "placeholder" and e["section"] == "news" for e in dom):
            raise Failure(f"after the retry the section shows {news}")
    finally:
        preview.close()
    return f"{pages} pages loaded to the end in {rounds} rounds, refresh, failed (its action opened) then retried"


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
