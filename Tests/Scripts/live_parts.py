"""The `parts` check of live_preview.py: the example pages whose items are
drawn from views (news, shop, messages), live, against `quilt layout`.

At several offsets of each page, every item element the live page holds
must hold one element per part of the item (`data-part` in order), each at
the part's frame relative to the item within 0.5 pt, with the part's text
and, for a picture, its `<img>` — what the static drawing holds, at the
same offsets in its items (browser_parts.py checks the static drawing
against the same frames).
"""

PARTS = """(() => [...document.querySelectorAll('#quilt-content [data-kind="item"]')].map((item) => {
  const box = item.getBoundingClientRect();
  return {section: item.dataset.section, index: Number(item.dataset.index),
          parts: [...item.querySelectorAll('[data-part]')].map((part) => {
            const r = part.getBoundingClientRect();
            return {part: Number(part.dataset.part), x: r.left - box.left, y: r.top - box.top, w: r.width, h: r.height,
                    text: part.querySelector('img') ? null : part.textContent, image: !!part.querySelector('img')};
          })};
}))()"""


def check_parts(preview, browser, near, failure):
    """Returns a sentence on what was checked; raises `failure` on a mismatch."""
    checked = items = 0
    for name in ["news", "shop", "messages"]:
        layout = preview.layout(preview.folder / "pages" / f"{name}.yaml", 390)
        wanted = {}
        for section in layout["sections"]:
            for index, item in enumerate(section["items"]):
                if "parts" in item:
                    wanted[(section["id"], index)] = item
        preview.open(name)
        for y in [0, 300, 700]:
            preview.scroll(y)
            for live in browser.evaluate(PARTS):
                item = wanted.get((live["section"], live["index"]))
                if item is None:
                    continue
                items += 1
                parts = item["parts"]
                if [p["part"] for p in live["parts"]] != list(range(len(parts))):
                    raise failure(f"{name} {live['section']}[{live['index']}]: parts {live['parts']}, wanted {len(parts)}")
                for part, element in zip(parts, live["parts"]):
                    frame = part["frame"]
                    x, y0 = frame["x"] - item["frame"]["x"], frame["y"] - item["frame"]["y"]
                    if not (near(element["x"], x) and near(element["y"], y0) and near(element["w"], frame["width"])
                            and near(element["h"], frame["height"])):
                        raise failure(f"{name} {live['section']}[{live['index']}] part {element['part']}: live {element}, laid out {frame}")
                    if "text" in part and element["text"] != part["text"]:
                        raise failure(f"{name}: part {element['part']} holds {element['text']!r}, not {part['text']!r}")
                    if part["kind"] == "image" and not element["image"]:
                        raise failure(f"{name}: part {element['part']} draws no picture")
                    checked += 1
    if checked == 0:
        raise failure("no parts on the live pages")
    return f"{checked} parts of {items} live items on 3 pages at their frames, as drawn"
