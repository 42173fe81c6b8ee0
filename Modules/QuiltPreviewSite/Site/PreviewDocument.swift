import Quilt

/// The HTML document around the preview's own pages (index, problems, not
/// found): a title, a small stylesheet, the body and the live-reload script.
enum PreviewDocument {
    /// A complete page; `title` is escaped, `body` is markup already escaped.
    static func html(title: String, body: String, version: Int?) -> String {
        var html =
            HTMLDocument.start(title: title + " · Quilt preview", stylesheet: stylesheet) + body + "\n"
            + HTMLDocument.end
        if let version { html = LiveReload.inject(into: html, version: version) }
        return html
    }

    /// `html` with `markup` before its last `</body>` (at the end when it
    /// has none): where the preview adds its script, problem panel and tools
    /// to a drawn page.
    static func insert(_ markup: String, beforeBodyEndOf html: String) -> String {
        guard let close = html.range(of: "</body>", options: .backwards) else { return html + markup }
        return html.replacingCharacters(in: close.lowerBound..<close.lowerBound, with: markup)
    }

    /// A list of diagnostics as a table: where, severity, message (with its
    /// notes), code and suggestion.
    static func table(_ diagnostics: [Diagnostic]) -> String {
        var html =
            "<table class=\"problems\">\n<thead><tr><th>where</th><th>severity</th><th>message</th><th>code</th><th>suggestion</th></tr></thead>\n<tbody>\n"
        for diagnostic in diagnostics {
            let notes = diagnostic.notes.map { "<div class=\"note\">\(MarkupText.text($0))</div>" }.joined()
            html +=
                "<tr class=\"\(diagnostic.severity.rawValue)\">"
                + "<td class=\"location\">\(MarkupText.text(diagnostic.location.description))</td>"
                + "<td class=\"severity\">\(diagnostic.severity.rawValue)</td>"
                + "<td class=\"message\">\(MarkupText.text(diagnostic.message))\(notes)</td>"
                + "<td class=\"code\"><code>\(MarkupText.text(diagnostic.code.rawValue))</code></td>"
                + "<td class=\"suggestion\">\(diagnostic.suggestion.map { "<code>\(MarkupText.text($0))</code>" } ?? "")</td>"
                + "</tr>\n"
        }
        return html + "</tbody>\n</table>"
    }

    private static let stylesheet = """
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 24px; color: #1d232b; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        p.lead { color: #5b6573; margin: 0 0 20px; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #e3e7ec; vertical-align: top; }
        th { font-weight: 600; color: #5b6573; }
        a { color: #0b63c5; }
        code { font: 12px ui-monospace, monospace; }
        .location { font: 12px ui-monospace, monospace; white-space: nowrap; }
        .note { color: #5b6573; margin-top: 2px; }
        tr.error .severity, .count.error { color: #b42318; font-weight: 600; }
        tr.warning .severity, .count.warning { color: #a15c07; }
        .count.clean { color: #5b6573; }
        """
}
