"""The `faithful` check of live_preview.py: the example home page, live in a
browser that draws classic scrollbars (as a desktop one does) and drawn
statically, shows what the layout says.

- The live viewport gives the content the device's whole width: no
  scrollbar takes any of it.
- Every decoration on the live page is seen: wherever no other element
  covers it, the point belongs to the decoration, not to the device behind.
- Every header's and footer's title starts where the section's items do
  (the layout's start inset, the first item's or the placeholder's edge),
  at least 12 pt from the view's edge and 8 pt inside a decoration that
  covers the view (docs/rendering.md), live and static.
- An item's picture placeholder lies above its texts, never under them,
  live and static.
"""

PAGE = "home"

PROBE = """((selector, sample) => {
  const root = document.querySelector(selector);
  const origin = root.getBoundingClientRect();
  const box = (r) => ({x: r.left - origin.left, y: r.top - origin.top, w: r.width, h: r.height});
  const section = (e) => e.dataset.id || e.dataset.section;
  const titles = [...root.querySelectorAll('[data-kind="header"],[data-kind="footer"]')].flatMap((e) => {
    const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode()) && !node.textContent.trim()) {}
    if (!node) return [];
    const range = document.createRange();
    range.selectNodeContents(node);
    return [{kind: e.dataset.kind, section: section(e), text: node.textContent.trim(),
             frame: box(e.getBoundingClientRect()), title: box(range.getBoundingClientRect())}];
  });
  const pictures = [...root.querySelectorAll('[data-kind="item"] .quilt-image')].map((p) => {
    const item = p.closest('[data-kind="item"]');
    return {item: item.dataset.item, picture: box(p.getBoundingClientRect()),
            texts: [...item.querySelectorAll('.quilt-title,.quilt-text')].map((t) => box(t.getBoundingClientRect()))};
  });
  const view = (root.closest('.quilt-viewport') || document.documentElement).getBoundingClientRect();
  const decorations = !sample ? [] : [...root.querySelectorAll('[data-kind="decoration"]')].map((d) => {
    const r = d.getBoundingClientRect();
    let seen = 0, inside = 0, hidden = [];
    for (let i = 1; i < 12; i++) for (let j = 1; j < 12; j++) {
      const x = r.left + r.width * i / 12, y = r.top + r.height * j / 12;
      if (x <= view.left || x >= view.right || y <= view.top || y >= view.bottom) continue;
      inside++;
      const hit = document.elementFromPoint(x, y);
      const keyed = hit && hit.closest('[data-kind]');
      if (keyed === d) seen++;
      else if (!keyed) hidden.push([Math.round(x - origin.left), Math.round(y - origin.top), hit ? hit.className : null]);
    }
    return {section: section(d), seen, inside, hidden};
  });
  return {width: root.getBoundingClientRect().width, titles, pictures, decorations,
          viewport: (() => { const v = document.getElementById('quilt-viewport');
                             return v ? {client: v.clientWidth, offset: v.offsetWidth} : null; })()};
})"""


def expected_title_start(section, view):
    """Where the reference puts the title of `view` (a header or footer
    frame), from the view's left edge, for a left-to-right page."""
    origin = section["frame"]["x"]
    edges = [item["frame"]["x"] - origin for item in section["items"]]
    if section.get("placeholder"):
        edges.append(section["placeholder"]["frame"]["x"] - origin)
    start = max([12] + ([min(edges)] if edges else []))
    middle = view["y"] + view["height"] / 2
    for decoration in section.get("decorations", []):
        frame = decoration["frame"]
        if frame["y"] <= middle <= frame["y"] + frame["height"] and frame["width"] > 0:
            start = max(start, frame["x"] - view["x"] + 8)
    return start


def check_drawing(found, layout, where, near, failure):
    """Titles and pictures of one drawing; returns how many were checked."""
    sections = {section["id"]: section for section in layout["sections"]}
    checked = 0
    for title in found["titles"]:
        section = sections[title["section"]]
        view = section[title["kind"]]["frame"]
        want = view["x"] + expected_title_start(section, view)
        if not near(title["title"]["x"], want):
            raise failure(f"{where}: the {title['kind']} title {title['text']!r} of {title['section']} starts at "
                          f"{title['title']['x']:.1f}, the layout's items at {want:.1f}")
        checked += 1
    for picture in found["pictures"]:
        bottom = picture["picture"]["y"] + picture["picture"]["h"]
        if picture["picture"]["h"] <= 0:
            raise failure(f"{where}: the picture of {picture['item']} has no height")
        for text in picture["texts"]:
            if bottom > text["y"] + 0.5:
                raise failure(f"{where}: the picture of {picture['item']} reaches {bottom:.1f}, "
                              f"under its text at {text['y']:.1f}")
        checked += 1
    if not found["titles"] or not found["pictures"]:
        raise failure(f"{where}: found {len(found['titles'])} titles and {len(found['pictures'])} pictures")
    return checked


def check_faithful(preview, browser, near, failure):
    """Returns a sentence on what was checked; raises `failure` on a mismatch."""
    layout = preview.layout(preview.folder / "pages" / f"{PAGE}.yaml", 390)
    preview.open(PAGE, width=390)
    checked = decorations = 0
    for y in [0, 700]:
        preview.scroll(y)
        found = browser.evaluate(f"{PROBE}('#quilt-content', true)")
        viewport = found["viewport"]
        if viewport["client"] != 390:
            raise failure(f"the live viewport shows {viewport['client']} pt of its 390-pt content")
        for decoration in found["decorations"]:
            if not decoration["inside"]:
                continue
            if decoration["hidden"] or not decoration["seen"]:
                raise failure(f"live at {y}: the decoration of {decoration['section']} is hidden at "
                              f"{decoration['hidden'][:3]} (seen at {decoration['seen']} points)")
            decorations += 1
        checked += check_drawing(found, layout, f"live at {y}", near, failure)
    if decorations == 0:
        raise failure("no decoration on the live page")
    browser.open(f"{preview.base}/pages/{PAGE}.html")
    browser.evaluate("document.fonts.ready.then(() => true)")
    found = browser.evaluate(f"{PROBE}('.quilt-page', false)")
    static = preview.layout(preview.folder / "pages" / f"{PAGE}.yaml", found["width"])
    checked += check_drawing(found, static, "static", near, failure)
    return f"the viewport 390 pt wide, {decorations} decorations seen, {checked} titles and pictures in place"
