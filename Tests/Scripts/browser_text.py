#!/usr/bin/env python3
"""Lay texts out in headless Chromium and print each one's box: the browser
side of Quilt's text measurement checks.

Usage: browser_text.py [--lines] CASES.json

CASES.json: {"font": PATH, "cases": [{"id": ID, "text": TEXT, "size": PT,
"lineHeight": PT, "width": PT or null, "maxLines": N or 0}, ...]}; or
"fonts": [PATH, ...] instead of "font", the faces in fallback order.

Every case becomes one block in one page, set in the font files (each embedded
as a data: URL, listed in order in `font-family`, so that the browser falls
back from one to the next as Quilt does) with `white-space: pre-line; overflow-wrap: break-word` — the
rules Quilt's line breaker follows — at the case's size and line height.
A case with a width is a block that wide (its height is the wrapped text's);
one without is `width: max-content` (its width is the text's natural width).
`maxLines` clamps with `-webkit-line-clamp`.

Prints {"browser": NAME, "results": [{"id": ID, "width": W, "height": H},
...]} as JSON; with --lines each result also has "lines", the text of each
line (for looking into a disagreement). Exit status: 0 measured, 1 the browser
failed, 3 no browser found (its Swift test is skipped by its trait before it
runs, and counts a 3 as a failure). The browser is $QUILT_BROWSER, else the
first of chromium, chromium-browser, google-chrome, google-chrome-stable.
"""
import base64
import json
import os
import pathlib
import sys

from cdp import find_browser, measure_once, refusal  # one Chromium launch per check; the lookup of $QUILT_BROWSER

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
{faces}
body {{ margin: 0; }}
.case {{ font-family: {families}; white-space: pre-line; overflow-wrap: break-word; word-break: normal;
        margin: 0; padding: 0; border: 0; font-kerning: auto; font-variant-ligatures: normal; }}
.natural {{ width: max-content; }}
.clamp {{ display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; }}
</style></head><body>
<div id="cases"></div>
<script>
var cases = {cases};
var root = document.getElementById('cases');
cases.forEach(function (c) {{
  var box = document.createElement('div');
  box.className = 'case' + (c.width == null ? ' natural' : '') + (c.maxLines > 0 ? ' clamp' : '');
  box.style.fontSize = c.size + 'px';
  box.style.lineHeight = c.lineHeight + 'px';
  if (c.width != null) {{ box.style.width = c.width + 'px'; }}
  if (c.maxLines > 0) {{ box.style.webkitLineClamp = String(c.maxLines); }}
  box.textContent = c.text;
  box.dataset.id = c.id;
  root.appendChild(box);
}});
// The text of each line: characters grouped by the top of their box.
function lines(box) {{
  var node = box.firstChild, out = [], top = null, range = document.createRange();
  if (!node) {{ return out; }}
  for (var i = 0; i < node.data.length; i++) {{
    range.setStart(node, i); range.setEnd(node, i + 1);
    var rects = range.getClientRects();
    if (rects.length === 0) {{ continue; }}
    var t = Math.round(rects[0].top);
    if (t !== top) {{ out.push(''); top = t; }}
    out[out.length - 1] += node.data[i];
  }}
  return out;
}}
document.fonts.ready.then(function () {{
  var results = [];
  root.querySelectorAll('.case').forEach(function (box) {{
    var rect = box.getBoundingClientRect();
    var result = {{id: box.dataset.id, width: rect.width, height: rect.height}};
    if ({lines}) {{ result.lines = lines(box); }}
    results.push(result);
  }});
  var loaded = Array.from(document.fonts).every(function (f) {{ return f.status === 'loaded'; }});
  var output = document.createElement('pre');
  output.id = 'quilt-text';
  output.textContent = JSON.stringify({{loaded: loaded, results: results}});
  document.body.appendChild(output);
}});
</script></body></html>
"""


def main():
    arguments = [a for a in sys.argv[1:] if a != "--lines"]
    status = refusal(arguments, __doc__.split("\n\n")[1])
    if status is not None:
        return status
    spec = json.loads(pathlib.Path(arguments[0]).read_text())
    paths = spec.get("fonts") or [spec["font"]]
    faces = []
    for index, path in enumerate(paths):
        font = pathlib.Path(path).read_bytes()
        opentype = font[:4] == b"OTTO"
        faces.append('@font-face {{ font-family: "QuiltCase{}"; src: url(data:{};base64,{}) format("{}"); }}'.format(
            index, "font/otf" if opentype else "font/ttf", base64.b64encode(font).decode("ascii"),
            "opentype" if opentype else "truetype"))
    page = PAGE.format(
        faces="\n".join(faces), families=", ".join(f'"QuiltCase{index}"' for index in range(len(paths))),
        lines="true" if "--lines" in sys.argv else "false",
        # A script element ends at "</": keep it out of the data.
        cases=json.dumps(spec["cases"]).replace("</", "<\\/"))
    measured = measure_once(page, "quilt-text-", "quilt-text", timeout=300)
    if measured is None:
        return 1
    if not measured["loaded"]:
        print("the browser did not load the font")
        return 1
    print(json.dumps({"browser": os.path.basename(find_browser()), "results": measured["results"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
