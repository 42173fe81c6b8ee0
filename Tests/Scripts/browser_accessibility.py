#!/usr/bin/env python3
"""Read the accessibility tree Chromium builds for pages Quilt draws.

Usage: browser_accessibility.py [--quilt PATH] CASES.json OUT.json

CASES.json is a list of `{"name", "page", "options"}`: a page file and the
options `quilt render` and `quilt layout` are given for it (`--state
inbox=loading`, `--expand topics`, `--direction rtl`, …). For each case the
script draws the page with `quilt render --format html`, prints its frames
with `quilt layout --compact`, opens the HTML in headless Chromium over the
DevTools Protocol (cdp.py) and asks for the whole accessibility tree
(`Accessibility.getFullAXTree`) and the DOM (`DOM.getDocument`), whose
`backendNodeId`s tie the two together.

OUT.json gets, per case, `{"name", "layout", "nodes", "exposedShapes",
"shapes"}`: `layout` is the layout JSON; `nodes` every element the tree
exposes (not ignored; text leaves left out) with its role, name, the
properties Chromium computed as text (level, expanded, busy,
roledescription, …: `"2"`, `"true"`),
its nearest exposed ancestor's role (generic and `none` boxes skipped) and
the element's Quilt attributes (data-kind, data-section, data-index, id,
class, aria-posinset, aria-setsize, aria-controls) and `section`, the
`data-section` of the element or its nearest ancestor; `shapes` counts the
elements that only draw (decorations, items areas, image boxes, snap
points, spacers, section labels) and `exposedShapes` lists any of them, or
anything inside them, that the tree still exposes. The checks themselves
are the Swift test's (AccessibilityCommandTests).

Prints one line per case and a summary. Exit status: 0 done, 1 a failed
command, 3 it cannot run here: no Chromium or no websocket-client (its Swift
test is skipped by its trait before it runs, and counts a 3 as a failure). The
browser is $QUILT_BROWSER, else the first of chromium, chromium-browser,
google-chrome, google-chrome-stable on PATH.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

from cdp import Browser, cannot_run, find_browser

# Elements that only draw: what the tree must not expose (nor their insides).
SHAPE_KINDS = {"attached", "decoration"}
SHAPE_CLASSES = {"quilt-area", "quilt-image", "quilt-snap", "quilt-spacer", "quilt-label"}
# Attributes the Swift test reads.
KEPT = ["data-kind", "data-section", "data-index", "data-id", "data-state", "id", "class", "aria-posinset",
        "aria-setsize", "aria-controls"]
# Roles that only group boxes; a node's context is its nearest ancestor of another role.
PLAIN = {"generic", "none", "presentation", "GenericContainer", "LayoutTable", "Section"}


def run(command):
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()[-400:]}")
    return result.stdout


def dom_nodes(root):
    """backendNodeId → (attributes, parent backendNodeId) for every DOM node."""
    found, stack = {}, [(root, None)]
    while stack:
        node, parent = stack.pop()
        values = node.get("attributes", [])
        found[node["backendNodeId"]] = (dict(zip(values[::2], values[1::2])), parent, node.get("nodeName", ""))
        for child in node.get("children", []):
            stack.append((child, node["backendNodeId"]))
    return found


def is_shape(attributes):
    classes = set(attributes.get("class", "").split())
    return attributes.get("data-kind") in SHAPE_KINDS or bool(classes & SHAPE_CLASSES)


def value_of(ax_value):
    return None if ax_value is None else ax_value.get("value")


def text(value):
    """A property's value as text: strings as they are, others as JSON (`true`, `2`, `null`)."""
    return value if isinstance(value, str) else json.dumps(value)


def read_tree(browser, url):
    browser.open(url)
    deadline = time.time() + 30
    while browser.evaluate("document.readyState") != "complete":
        if time.time() > deadline:
            raise TimeoutError(f"{url} did not finish loading")
        time.sleep(0.05)
    browser.call("DOM.enable")
    browser.call("Accessibility.enable")
    dom = dom_nodes(browser.call("DOM.getDocument", depth=-1)["root"])
    ax = browser.call("Accessibility.getFullAXTree")["nodes"]
    return dom, ax


def summarise(dom, ax):
    by_id = {node["nodeId"]: node for node in ax}

    def inside_shape(backend):
        while backend is not None and backend in dom:
            attributes, parent, _ = dom[backend]
            if is_shape(attributes):
                return True
            backend = parent
        return False

    def owner(backend):
        """The data-section of the element or its nearest ancestor that has one."""
        while backend is not None and backend in dom:
            attributes, parent, _ = dom[backend]
            if "data-section" in attributes:
                return int(attributes["data-section"])
            backend = parent
        return None

    def context(node):
        parent = by_id.get(node.get("parentId"))
        while parent is not None:
            role = value_of(parent.get("role"))
            if not parent.get("ignored") and role not in PLAIN:
                return role
            parent = by_id.get(parent.get("parentId"))
        return None

    nodes, exposed = [], []
    shapes = sum(1 for attributes, _, _ in dom.values() if is_shape(attributes))
    for node in ax:
        if node.get("ignored"):
            continue
        backend = node.get("backendDOMNodeId")
        role = value_of(node.get("role"))
        if backend is not None and inside_shape(backend):
            attributes = dom[backend][0]
            exposed.append(f"{role} {value_of(node.get('name'))!r} ({attributes.get('class') or dom[backend][2]})")
        if role in ("StaticText", "InlineTextBox") or backend not in dom:
            continue
        attributes, _, tag = dom[backend]
        nodes.append({
            "role": role,
            "name": value_of(node.get("name")) or "",
            "tag": tag.lower(),
            "context": context(node),
            "section": owner(backend),
            "properties": {p["name"]: text(value_of(p.get("value"))) for p in node.get("properties", [])},
            "attributes": {key: attributes[key] for key in KEPT if key in attributes},
        })
    return nodes, exposed, shapes


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quilt", default=".build/debug/quilt")
    parser.add_argument("cases")
    parser.add_argument("output")
    arguments = parser.parse_args()
    reason = cannot_run()
    if reason:
        print(f"cannot run here: {reason}")
        return 3
    cases = json.load(open(arguments.cases))
    results, total = [], 0
    browser = Browser(width=900, height=1200)
    try:
        with tempfile.TemporaryDirectory(prefix="quilt-accessibility-") as workdir:
            for number, case in enumerate(cases):
                path = pathlib.Path(workdir) / f"case-{number}.html"
                try:
                    run([arguments.quilt, "render", case["page"], "--format", "html", "-o", str(path), *case["options"]])
                    layout = json.loads(run([arguments.quilt, "layout", case["page"], "--compact", *case["options"]]))
                    dom, ax = read_tree(browser, path.as_uri())
                except (RuntimeError, TimeoutError, subprocess.TimeoutExpired, json.JSONDecodeError) as error:
                    print(f"FAIL {case['name']}: {error}")
                    return 1
                nodes, exposed, shapes = summarise(dom, ax)
                total += len(nodes)
                results.append({"name": case["name"], "layout": layout, "nodes": nodes, "exposedShapes": exposed,
                                "shapes": shapes})
                print(f"read {case['name']}: {len(ax)} accessibility nodes, {len(nodes)} exposed elements, "
                      f"{shapes} shapes, {len(exposed)} shapes exposed")
    finally:
        browser.close()
    with open(arguments.output, "w") as file:
        json.dump(results, file)
    print(f"browser accessibility: {len(cases)} pages read with {os.path.basename(find_browser())}, "
          f"{total} exposed elements")
    return 0


if __name__ == "__main__":
    sys.exit(main())
