extension PreviewPage {
    /// What `/pages/<name>` answers with, chosen by the name's suffix.
    enum Format: String, CaseIterable, Sendable {
        /// No suffix: the live page, driven by a session on the server.
        case live
        /// `.html`: the page drawn by `HTMLRenderer`, live-reloading.
        case html
        /// `.svg`: the picture `SVGRenderer` draws.
        case svg
        /// `.json`: the frames `quilt layout` prints.
        case json

        /// The URL suffix: none for the live page.
        var suffix: String { self == .live ? "" : "." + rawValue }
    }

    /// The page `name` asks for in `pages`, and the format: a page's own
    /// name first (so a page may be called `x.json`), then a name with a
    /// format's suffix.
    static func find(_ name: String, in pages: [PreviewPage]) -> (page: PreviewPage, format: Format)? {
        if let page = pages.first(where: { $0.name == name }) { return (page, .live) }
        for format in Format.allCases where format != .live && name.hasSuffix(format.suffix) {
            let stem = String(name.dropLast(format.suffix.count))
            if let page = pages.first(where: { $0.name == stem }) { return (page, format) }
        }
        return nil
    }
}
