import Foundation
import Quilt

/// What the static drawing of a page (`/pages/NAME.html`) adds over `quilt
/// render`'s HTML: a bar that forces the light or dark appearance (links
/// that set `?appearance=`, or drop it to follow the reader's colour
/// scheme again), and a panel that shows an item's data — what its
/// component kind reformed, as `quilt layout --with-data` writes it — when
/// the item is clicked (the drawing carries it in `data-item-data`).
enum PreviewTools {
    /// The appearances the bar offers, in order: nil follows the scheme.
    static let choices: [(label: String, appearance: Appearance?)] = [
        ("Auto", nil), ("Light", .light), ("Dark", .dark),
    ]

    /// The bar and the panel for the drawing at `path` (`/pages/NAME.html`)
    /// requested as `request`, drawn in `appearance` (nil: following the
    /// reader's colour scheme).
    static func markup(path: String, request: PreviewRequest, appearance: Appearance?) -> String {
        let links = choices.map { choice in
            let current = choice.appearance == appearance ? " aria-current=\"true\"" : ""
            let href = url(path, query: request.query, appearance: choice.appearance)
            return "<a href=\"\(MarkupText.attribute(href))\"\(current)>\(choice.label)</a>"
        }
        return """
            <nav class="quilt-preview-tools" aria-label="Appearance">\(links.joined(separator: " "))</nav>
            <aside class="quilt-preview-data" aria-label="Item data" aria-live="polite" hidden>
            <header><strong class="quilt-preview-data-title"></strong><button type="button" class="quilt-preview-data-close" aria-label="Close">×</button></header>
            <pre class="quilt-preview-data-json"></pre>
            </aside>
            <style>
            .quilt-preview-tools { position: fixed; top: 8px; right: 84px; z-index: 1000; display: flex; gap: 2px; \
            background: #fff; border: 1px solid #c9ced6; border-radius: 6px; padding: 3px; font: 12px system-ui, sans-serif; }
            .quilt-preview-tools a { padding: 1px 8px; border-radius: 4px; color: #1d2129; text-decoration: none; }
            .quilt-preview-tools a[aria-current] { background: #1d2129; color: #fff; }
            .quilt-preview-data { position: fixed; top: 44px; right: 8px; z-index: 1000; width: min(360px, 90vw); max-height: 70vh; \
            overflow: auto; background: #fff; color: #1d2129; border: 1px solid #c9ced6; border-radius: 8px; box-shadow: 0 4px 16px rgba(0,0,0,.18); }
            .quilt-preview-data header { display: flex; align-items: center; justify-content: space-between; padding: 6px 10px; \
            border-bottom: 1px solid #e3e7ec; font: 12px system-ui, sans-serif; }
            .quilt-preview-data-close { font: inherit; font-size: 16px; border: 0; background: none; cursor: pointer; }
            .quilt-preview-data-json { margin: 0; padding: 8px 10px; font: 11px/1.4 ui-monospace, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
            .quilt-item[data-item-data] { cursor: pointer; }
            </style>
            <script data-quilt-preview-tools>
            (() => {
              const panel = document.querySelector('.quilt-preview-data');
              panel.querySelector('.quilt-preview-data-close').addEventListener('click', () => { panel.hidden = true; });
              document.addEventListener('click', (event) => {
                const item = event.target.closest('[data-kind="item"][data-item-data]');
                if (!item || event.target.closest('[data-action]')) return;
                let text;
                try { text = JSON.stringify(JSON.parse(item.dataset.itemData), null, 2); } catch (error) { text = item.dataset.itemData; }
                panel.querySelector('.quilt-preview-data-title').textContent = item.dataset.id + ' · ' + item.dataset.item;
                panel.querySelector('.quilt-preview-data-json').textContent = text;
                panel.hidden = false;
              });
            })();
            </script>

            """
    }

    /// `path` with `query` and `appearance` (none: without `appearance`):
    /// every other parameter kept as it was sent, but `static`, which
    /// `path` (the `.html` drawing) makes needless — so `?static` and
    /// `.html` draw the same page.
    static func url(_ path: String, query: String, appearance: Appearance?) -> String {
        var pairs = query.split(separator: "&").filter { pair in
            let name = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first
            return !["appearance", "static"].contains(name.flatMap { $0.removingPercentEncoding } ?? "")
        }.map(String.init)
        if let appearance { pairs.append("appearance=\(appearance.rawValue)") }
        return path + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
    }

    /// `html` with the bar and panel for the drawing at `path` before its
    /// last `</body>` (at the end when it has none).
    static func inject(into html: String, path: String, request: PreviewRequest, appearance: Appearance?) -> String {
        PreviewDocument.insert(markup(path: path, request: request, appearance: appearance), beforeBodyEndOf: html)
    }
}
