import QuiltCore

/// The frame of a self-contained HTML page — doctype, head with an inline
/// stylesheet, body — shared by rendered pages and the preview's own pages.
public enum HTMLDocument {
    /// Everything up to and including `<body>` and its line break.
    ///
    /// - Parameters:
    ///   - title: The page title, as text (escaped here).
    ///   - stylesheet: CSS placed in the head as it is.
    ///   - direction: The root's `dir`: `rtl` writes `dir="rtl"`, so that
    ///     text aligns to the start (right) and strips scroll from the right.
    public static func start(title: String, stylesheet: String, direction: LayoutDirection = .ltr) -> String {
        let dir = direction == .rtl ? " dir=\"rtl\"" : ""
        return """
            <!DOCTYPE html>
            <html lang="en"\(dir)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupText.text(title))</title>
            <style>
            \(stylesheet)
            </style>
            </head>
            <body>

            """
    }

    /// What closes a page begun with ``start(title:stylesheet:)``.
    public static let end = "</body>\n</html>\n"
}
