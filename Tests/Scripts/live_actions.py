"""The `actions` check of live_preview.py: taps on the example home page,
live (docs/actions.md).

- Tapping an unselected topic chip selects it (`data-selected`), tapping a
  selected one deselects it: the session performs the `select:` and
  `deselect:` intents and sends the changed items.
- Tapping a shortcut, whose action opens a URL, shows the URL in the bar
  and opens nothing.
"""

SELECTED = """[...document.querySelectorAll('#quilt-content [data-section="topics"][data-kind="item"]')]
  .filter((e) => e.dataset.selected === 'true').map((e) => e.dataset.item)"""


def tap(browser, section, item):
    browser.evaluate(f"document.querySelector('#quilt-content [data-section=\"{section}\"][data-item=\"{item}\"]').click()")
    browser.evaluate("new Promise((r) => setTimeout(r, 50)).then(() => window.quiltPreview.idle())")


def check_actions(preview, browser, failure):
    """Returns a sentence on what was checked; raises `failure` on a mismatch."""
    preview.open("home", width=390)
    seen = [browser.evaluate(SELECTED)]
    for item in ["kotlin", "swift"]:
        tap(browser, "topics", item)
        seen.append(browser.evaluate(SELECTED))
    if seen != [["swift"], ["swift", "kotlin"], ["kotlin"]]:
        raise failure(f"selected topics after tapping kotlin, then swift: {seen}")
    tap(browser, "shortcuts", "wallet")
    opened = browser.evaluate("window.quiltPreview.lastOpened")
    shown = browser.evaluate("document.getElementById('quilt-opened').textContent")
    if opened != "app://shortcuts/wallet" or shown != "Opens app://shortcuts/wallet":
        raise failure(f"a tap on the wallet shortcut opened {opened!r}, the bar says {shown!r}")
    return f"topics selected {seen}, the wallet shortcut shows {opened}"
