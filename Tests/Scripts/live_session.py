"""What the checks of live_preview.py share: `quilt preview` on a folder with
a browser page on it (`Preview`), the DOM the live page keeps (`COLLECT`),
and the check of that DOM against `quilt layout` at an offset
(`check_viewport`): every element that intersects the viewport present at
its frame within 0.5 pt, nothing outside the viewport plus one screen of
overscan, pinned headers where the layout pins them.
"""
import json
import re
import subprocess

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
