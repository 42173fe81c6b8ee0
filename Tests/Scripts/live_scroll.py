"""The scrolling checks of live_preview.py: `layout` (generated pages at
several widths, checked at many offsets), `strips` (a released strip settles
where the documented snapping rule says) and `big` (100,000 items keep the
DOM small). See live_preview.py's doc for each.
"""
import json
import random

import live_pages
from live_session import HEIGHT, Failure, Preview, check_viewport, intersects, same_frame


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
