import QuiltCore

extension JSONWriter {
    /// A frame as the layout JSON writes one: `{x, y, width, height}`, each
    /// rounded to a thousandth of a point (``NumberText``).
    public mutating func frame(_ rect: Rect) {
        beginObject()
        key("x")
        number(NumberText.rounded(rect.x))
        key("y")
        number(NumberText.rounded(rect.y))
        key("width")
        number(NumberText.rounded(rect.width))
        key("height")
        number(NumberText.rounded(rect.height))
        endObject()
    }

    /// A frame, or `null` when there is none.
    public mutating func frame(_ rect: Rect?) {
        if let rect { frame(rect) } else { null() }
    }

    /// Pinned headers or footers at a scroll offset: `[{section, frame}]`.
    public mutating func pinned(_ elements: [LayoutElement]) {
        beginArray()
        for element in elements {
            beginObject()
            key("section")
            string(element.sectionID)
            key("frame")
            frame(element.frame)
            endObject()
        }
        endArray()
    }
}
