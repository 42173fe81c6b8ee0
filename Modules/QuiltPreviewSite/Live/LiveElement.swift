/// One element of the live page's DOM as the session drew it: its key, the
/// strip it sits in (nil: the page's content), its markup, and the value of
/// its `style` attribute alone (so a moved element is restyled, not redrawn).
struct LiveElement: Hashable, Sendable {
    /// Unique among the page's elements (``LiveScene/key(_:_:_:)``).
    var key: String
    /// The strip container's key for a strip's items; nil otherwise.
    var parent: String?
    /// The element's markup, as `HTMLElements` draws it.
    var html: String

    /// The `style` attribute's value: the element's box.
    var style: String {
        guard let start = html.range(of: " style=\""),
            let end = html[start.upperBound...].firstIndex(of: "\"")
        else { return "" }
        return String(html[start.upperBound..<end])
    }

    /// The markup without its `style` attribute: equal when only the box moved.
    var content: Substring {
        guard let start = html.range(of: " style=\""),
            let end = html[start.upperBound...].firstIndex(of: "\"")
        else { return html[...] }
        return html[..<start.lowerBound] + html[html.index(after: end)...]
    }
}
