/// The frame of a self-contained HTML page — doctype, head with an inline
/// stylesheet, body — shared by rendered pages and the preview's own pages.
public enum HTMLDocument {
    /// Everything up to and including `<body>` and its line break.
    ///
    /// - Parameters:
    ///   - title: The page title, as text (escaped here).
    ///   - stylesheet: CSS placed in the head as it is.
    public static func start(title: String, stylesheet: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
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
