#!/usr/bin/env python3
"""Lay views out in headless Chromium and print every part's box: the
browser side of Quilt's view layout checks.

Usage: browser_views.py CASES.json

CASES.json: {"fonts": [{"weight": 400, "path": PATH}, ...], "family": NAME,
"fallbacks": [{"family": NAME, "weight": 400, "path": PATH}, ...],
"cases": [{"id": ID, "html": HTML}, ...]}. Each case's HTML is one item's
box (a view written as nested flex and grid boxes, each part marked
`data-part`); every case goes into one page, one under another, set in the
fonts (embedded as data: URLs under `family`). Parts fall back through the
`fallbacks` families in order (`fallbacks` may be absent), as a page that
writes `font-family: Body, CJK, Emoji` does, and never to the machine's fonts.

Prints {"browser": NAME, "results": [{"id": ID, "width": W, "height": H,
"parts": [[x, y, width, height], ...]}, ...]} as JSON: the item's box and each
part's, relative to the item's top-left corner, in `data-part` order. Exit
status: 0 measured, 1 the browser failed, 3 no browser found (its Swift test
is skipped by its trait before it runs, and counts a 3 as a failure). The
browser is $QUILT_BROWSER, else the first of chromium, chromium-browser,
google-chrome, google-chrome-stable.
"""
import base64
import html
import json
import os
import pathlib
import sys

from cdp import find_browser, measure_once, refusal  # one Chromium launch per check; the lookup of $QUILT_BROWSER

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
.case {{ display: flow-root; margin: 0 0 16px 0; }}
</style></head><body>
{cases}
<script>
// Every face loads, used or not, so a fallback no text needs still counts as loaded.
Promise.all(Array.from(document.fonts).map(function (f) {{ return f.load().catch(function () {{}}); }}))
  .then(function () {{ return document.fonts.ready; }}).then(function () {{
  var results = [];
  document.querySelectorAll('.case').forEach(function (box) {{
    var item = box.firstElementChild;
    var origin = item.getBoundingClientRect();
    var parts = [];
    box.querySelectorAll('[data-part]').forEach(function (part) {{
      var rect = part.getBoundingClientRect();
      parts[Number(part.dataset.part)] = [rect.left - origin.left, rect.top - origin.top, rect.width, rect.height];
    }});
    results.push({{id: box.dataset.id, width: origin.width, height: origin.height, parts: parts}});
  }});
  var unloaded = Array.from(document.fonts).filter(function (f) {{ return f.status !== 'loaded'; }})
    .map(function (f) {{ return f.family + ' ' + f.weight + ': ' + f.status; }});
  var loaded = unloaded.length === 0;
  var output = document.createElement('pre');
  output.id = 'quilt-views';
  output.textContent = JSON.stringify({{loaded: loaded, unloaded: unloaded, results: results}});
  document.body.appendChild(output);
}});
</script></body></html>
"""


def face(family, font):
    data = pathlib.Path(font["path"]).read_bytes()
    opentype = data[:4] == b"OTTO"
    return '@font-face {{ font-family: "{}"; font-weight: {}; src: url(data:{};base64,{}) format("{}"); }}'.format(
        family, font["weight"], "font/otf" if opentype else "font/ttf", base64.b64encode(data).decode("ascii"),
        "opentype" if opentype else "truetype")


def main():
    status = refusal(sys.argv[1:], __doc__.split("\n\n")[1])
    if status is not None:
        return status
    spec = json.loads(pathlib.Path(sys.argv[1]).read_text())
    cases = "\n".join('<div class="case" data-id="{}">{}</div>'.format(html.escape(c["id"]), c["html"]) for c in spec["cases"])
    fallbacks = spec.get("fallbacks") or []
    faces = [face(spec["family"], f) for f in spec["fonts"]] + [face(f["family"], f) for f in fallbacks]
    if fallbacks:
        families = [spec["family"]] + list(dict.fromkeys(f["family"] for f in fallbacks))
        # Over the family each part's inline style names, so fallback is the page's own.
        faces.append("[data-part] {{ font-family: {} !important; }}".format(", ".join(f'"{name}"' for name in families)))
    page = PAGE.format(faces="\n".join(faces), cases=cases)
    measured = measure_once(page, "quilt-views-", "quilt-views", timeout=600)
    if measured is None:
        return 1
    if not measured["loaded"]:
        print("the browser did not load the fonts: " + "; ".join(measured.get("unloaded", [])))
        return 1
    print(json.dumps({"browser": os.path.basename(find_browser()), "results": measured["results"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
