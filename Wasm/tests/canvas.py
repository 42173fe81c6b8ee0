#!/usr/bin/env python3
"""The module's canvas measurer against Chromium's own wrapping.

Usage: Wasm/tests/canvas.py [--lines]

Serves the repository over HTTP on 127.0.0.1 and opens, in headless
Chromium, a page that imports Wasm/dist/quilt.mjs, loads the example
project's fonts into a CanvasMeasurer and lays out example pages with it
(`withData`, at every 4 pt from 240 to 800). Every text part of every item (a
view's `text:`) is then set by Chromium itself in a block of the part's
width, in the project's font families as an app's page names them
(`font-family: Body, CJK, Emoji`, each from its @font-face), at the part's
size, weight and line height, with the rules Quilt breaks lines by
(`white-space: pre-line; overflow-wrap: break-word`): its line count, capped
at the part's `maxLines`, must equal the module's.

Latin pages (Examples/pages/news.yaml) must agree part for part; the
Chinese page (Examples/pages/shop-zh.yaml) is reported, not checked: the
canvas measurer finds break opportunities between wide characters without
the whole of UAX #14 and sets no bracket half-width (docs/wasm.md#text).

Exit status: 0 every checked part agrees, 1 a part differs or the browser
failed, 3 cannot run here (no Chromium, no websocket-client or PyYAML;
printed as skipped with the reason).
"""
import functools
import http.server
import json
import pathlib
import sys
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "Scripts"))

CHECKED = ["Examples/pages/news.yaml"]
REPORTED = ["Examples/pages/shop-zh.yaml"]
# Every 4 pt from 240 to 800: the parts' widths cross many line ends.
WIDTHS = list(range(240, 801, 4))

PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><style>
body { margin: 0; }
.text { white-space: pre-line; overflow-wrap: break-word; word-break: normal; margin: 0; padding: 0; border: 0; }
</style></head><body>
<script id="config" type="application/json">CONFIG</script>
<pre id="result"></pre>
<script type="module">
import { Quilt, CanvasMeasurer } from "/Wasm/dist/quilt.mjs";
const config = JSON.parse(document.getElementById("config").textContent);
const result = document.getElementById("result");
try {
  for (const face of config.cssFaces) {
    const loaded = await new FontFace(face.family, `url(${JSON.stringify(face.url)})`, { weight: String(face.weight) }).load();
    document.fonts.add(loaded);
  }
  const quilt = await Quilt.load();
  const measurer = await CanvasMeasurer.load(quilt, config.measured);
  const project = quilt.project(config.files, { measurer });
  const parts = [];
  for (const path of config.pages) {
    const page = project.page(path);
    const errors = page.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0) throw new Error(`${path}: ${errors.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`).join("; ")}`);
    for (const width of config.widths) {
      for (const section of page.layout({ width, withData: true }).sections) {
        for (const item of section.items ?? []) {
          for (const part of item.parts ?? []) {
            const style = config.styles[`${section.component} ${part.field ?? part.template}`];
            if (part.kind !== "text" || !style) continue;
            const box = document.createElement("div");
            box.className = "text";
            Object.assign(box.style, {
              fontFamily: style.families, fontWeight: String(style.weight), fontSize: `${style.font}px`,
              lineHeight: `${style.lineHeight}px`, width: `${part.frame.width}px`,
            });
            box.textContent = part.text;
            document.body.appendChild(box);
            const lines = Math.round(box.getBoundingClientRect().height / style.lineHeight);
            parts.push({
              page: path, width, item: `${section.id}/${item.id}`, text: part.text, module: part.lines,
              chromium: style.maxLines > 0 ? Math.min(lines, style.maxLines) : lines,
            });
            box.remove();
          }
        }
      }
    }
    page.dispose();
  }
  project.dispose();
  result.textContent = JSON.stringify({ parts });
} catch (error) {
  result.textContent = JSON.stringify({ error: String(error && error.stack || error) });
}
</script></body></html>
"""


# Weight names as docs/sizes.md lists them, as CSS numbers.
WEIGHTS = {"thin": 100, "extraLight": 200, "light": 300, "regular": 400, "normal": 400, "medium": 500,
           "semibold": 600, "bold": 700, "extraBold": 800, "black": 900}


def css_weight(value):
    """A `weight:` of quilt.yml or a view (a name or a number) as a CSS weight; regular when absent."""
    return WEIGHTS.get(value, 400) if isinstance(value, str) or value is None else value


def skipped(reason):
    print(f"canvas measurer check: skipped: {reason}")
    sys.exit(3)


def project_files():
    """Every YAML file of the example project, by its path from the root."""
    files = {}
    for path in sorted((ROOT / "Examples").rglob("*")):
        relative = path.relative_to(ROOT).as_posix()
        if path.suffix in (".yaml", ".yml") and not relative.startswith("Examples/Plugin"):
            files[relative] = path.read_text(encoding="utf-8")
    return files


def text_styles(yaml, settings):
    """`component text` → how the component's view sets that text."""
    fallback = settings.get("fallback") or []
    styles = {}

    def walk(node, component):
        if isinstance(node, dict):
            if "text" in node and isinstance(node["text"], str):
                families = ", ".join([node.get("family", "Body")] + [f for f in fallback if f != node.get("family")])
                weight = css_weight(node.get("weight"))
                styles[f"{component} {node['text']}"] = {
                    "families": families, "weight": weight, "font": node.get("font", 14),
                    "lineHeight": node.get("lineHeight"), "maxLines": node.get("maxLines", 0)}
            for value in node.values():
                walk(value, component)
        elif isinstance(node, list):
            for value in node:
                walk(value, component)

    for path in sorted((ROOT / "Examples" / "components").glob("*.yaml")):
        kind = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(kind, dict) and "view" in kind:
            walk(kind["view"], kind["component"])
    # A text with the font's normal line height is not compared: canvas has no line gap to give it.
    return {key: style for key, style in styles.items() if style["lineHeight"]}


def config(yaml):
    settings = yaml.safe_load((ROOT / "Examples" / "quilt.yml").read_text(encoding="utf-8"))
    css_faces, measured = [], {}
    for font in settings["fonts"]:
        path = f"Examples/{font['file']}"
        index = font.get("index", 0)
        # FontFace reads the first face of a collection: the bold face of
        # the CJK collection measures (and draws) as its regular one, in the
        # measurer and in the page alike.
        measured[path if index == 0 else f"{path}#{index}"] = f"/{path}"
        css_faces.append({"family": font["family"], "weight": css_weight(font.get("weight")),
                          "url": f"/{path}"})
    return {"files": project_files(), "cssFaces": css_faces, "measured": measured,
            "styles": text_styles(yaml, settings), "pages": CHECKED + REPORTED, "widths": WIDTHS}


def serve(page):
    """An HTTP server of the repository, with the check page at /canvas-check.html."""
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".mjs": "text/javascript", ".wasm": "application/wasm"}

        def do_GET(self):
            if self.path == "/canvas-check.html":
                body = page.encode("utf-8")
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            else:
                super().do_GET()

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(ROOT)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def measure(url):
    from cdp import Browser
    browser = Browser()
    try:
        browser.open(url)
        probe = "(() => { const r = document.getElementById('result'); return r && r.textContent ? r.textContent : null; })()"
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                answer = browser.evaluate(probe)
            except RuntimeError:
                answer = None
            if answer:
                return json.loads(answer)
            time.sleep(0.05)
        return {"error": "the page wrote no result in 120 s"}
    finally:
        browser.close()


def main():
    try:
        import yaml
        import websocket  # noqa: F401 (cdp.py speaks through it)
    except ImportError as error:
        skipped(f"{error.name} is not installed")
    from cdp import find_browser
    if not find_browser():
        skipped("no Chromium found")
    if not (ROOT / "Wasm" / "dist" / "canvas-measurer.mjs").exists():
        print("Wasm/tests/canvas.py: run Wasm/build first", file=sys.stderr)
        return 1
    page = PAGE.replace("CONFIG", json.dumps(config(yaml)).replace("</", "<\\/"))
    server = serve(page)
    try:
        answer = measure(f"http://127.0.0.1:{server.server_address[1]}/canvas-check.html")
    finally:
        server.shutdown()
    if "error" in answer:
        print(f"FAIL canvas measurer check: {answer['error']}")
        return 1
    return report(answer["parts"], "--lines" in sys.argv)


def report(parts, verbose):
    status = 0
    for path in CHECKED + REPORTED:
        mine = [part for part in parts if part["page"] == path]
        differ = [part for part in mine if part["module"] != part["chromium"]]
        checked = path in CHECKED
        if not mine:
            print(f"FAIL {path}: no text part was compared")
            status = 1
            continue
        print(f"canvas measurer: {path}: {len(mine) - len(differ)} of {len(mine)} text parts wrap as Chromium wraps them"
              + ("" if checked else " (reported, not checked)"))
        for part in differ[: 20 if checked or verbose else 3]:
            print(f"  {'FAIL' if checked else 'differs'} {part['item']} at {part['width']}: module {part['module']} "
                  f"lines, Chromium {part['chromium']}: {part['text']!r}")
        if checked and differ:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
