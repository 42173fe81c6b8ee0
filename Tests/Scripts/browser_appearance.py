#!/usr/bin/env python3
"""Check that a page with light and dark colours follows the reader's colour
scheme in a real browser.

Usage: browser_appearance.py [--quilt PATH] PAGE [PAGE ...]

For each page, `quilt render --format html` draws it three times: without
--appearance (it follows prefers-color-scheme), with --appearance light and
with --appearance dark. One headless Chromium opens the first in the light and
in the dark colour scheme (DevTools' Emulation.setEmulatedMedia sets
`prefers-color-scheme`), and the other two in the light one. Every decoration's computed background colour,
background image and box shadow, and the page's own background, must then
be the same in the page that follows the scheme and the page drawn for it
(a page without dark colours stays light in both schemes); and the dark
scheme must really be on (matchMedia).

Prints one line per page and `N passed, N failed`. Exit status: 0 all match, 1
a mismatch or a failed command, 3 no browser found (its Swift test is skipped
by its trait before it runs, and counts a 3 as a failure). The browser is
$QUILT_BROWSER, else the first of chromium, chromium-browser, google-chrome,
google-chrome-stable on PATH.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile

from cdp import find_browser, report, start  # one Chromium launch per check; the lookup of $QUILT_BROWSER

MEASURE = """
<script>
var styles = [];
document.querySelectorAll('[data-kind="attached"]').forEach(function (element) {
  var style = getComputedStyle(element);
  styles.push({section: element.dataset.section, index: element.dataset.index,
    fill: style.backgroundColor, image: style.backgroundImage, shadow: style.boxShadow});
});
var page = document.querySelector('.quilt-page');
var output = document.createElement('pre');
output.id = 'quilt-appearance';
output.textContent = JSON.stringify({
  dark: matchMedia('(prefers-color-scheme: dark)').matches, styles: styles,
  page: page ? getComputedStyle(page).backgroundColor : null,
  body: getComputedStyle(document.body).backgroundColor});
document.body.appendChild(output);
</script>
"""


def run(command):
    result = subprocess.run(command, capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.strip()}")
    return result.stdout


def measure(browser, path, dark):
    return browser.measure(path, "quilt-appearance", window="800,600", dark=dark)


def check_page(page, quilt, browser, workdir):
    """Returns (elements compared, elements that change, problems)."""
    name = pathlib.Path(page).stem
    files = {}
    for appearance in ("auto", "light", "dark"):
        path = pathlib.Path(workdir) / f"{name}-{appearance}.html"
        extra = [] if appearance == "auto" else ["--appearance", appearance]
        run([quilt, "render", page, "--format", "html", "-o", str(path), *extra])
        path.write_text(path.read_text().replace("</body>", MEASURE + "</body>", 1))
        files[appearance] = path
    runs = {
        "follows light": measure(browser, files["auto"], False),
        "follows dark": measure(browser, files["auto"], True),
        "light": measure(browser, files["light"], False),
        "dark": measure(browser, files["dark"], False),
    }
    problems = []
    changed = sum(1 for a, b in zip(runs["light"]["styles"], runs["dark"]["styles"]) if a != b)
    # A page without dark colours is drawn as before, light in either scheme;
    # one whose decorations or view parts have dark colours follows it.
    adaptive = changed > 0 or runs["follows dark"]["page"] != runs["follows light"]["page"]
    if not runs["follows dark"]["dark"] or runs["follows light"]["dark"]:
        problems.append("the browser did not switch its colour scheme")
    for scheme in ("light", "dark"):
        followed, drawn = runs[f"follows {scheme}"], runs[scheme]
        if len(followed["styles"]) != len(drawn["styles"]):
            problems.append(f"{scheme}: {len(followed['styles'])} decorations against {len(drawn['styles'])}")
            continue
        for a, b in zip(followed["styles"], drawn["styles"]):
            for key in ("fill", "image", "shadow"):
                if a[key] != b[key]:
                    problems.append(f"{scheme}: decoration {a['index']} of section {a['section']}: {key} "
                                    f"{a[key]!r} following the scheme, {b[key]!r} drawn {scheme}")
        if not adaptive:
            drawn = runs["light"]
        for key in ("page", "body"):
            if followed[key] != drawn[key]:
                problems.append(f"{scheme}: the {key} background is {followed[key]} following the scheme, {drawn[key]} drawn {scheme}")
    return len(runs["light"]["styles"]), changed, problems


def check(page, quilt, browser, workdir):
    """check_page's outcome, or the error it stopped on as its one problem."""
    try:
        return check_page(page, quilt, browser, workdir)
    except (RuntimeError, TimeoutError, subprocess.TimeoutExpired, json.JSONDecodeError) as error:
        return 0, 0, [str(error)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quilt", default=".build/debug/quilt")
    parser.add_argument("pages", nargs="+")
    arguments = parser.parse_args()
    browser = start()
    if browser is None:
        return 3
    passed = failed = compared = changed = 0
    with tempfile.TemporaryDirectory(prefix="quilt-appearance-") as workdir:
        try:
            results = [(page, check(page, arguments.quilt, browser, workdir)) for page in arguments.pages]
        finally:
            browser.close()
        for page, (count, changes, problems) in results:
            compared += count
            changed += changes
            if report(page, problems, f"{count} decorations in both schemes, {changes} drawn differently when dark"):
                passed += 1
            else:
                failed += 1
    print(f"browser appearance: {compared} decorations compared in light and dark with {os.path.basename(find_browser())}, "
          f"{changed} change with the scheme")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
