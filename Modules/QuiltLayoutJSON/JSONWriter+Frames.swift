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

    /// A string, or `null` when there is none.
    public mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// A supplementary view as the layout contract writes every one (header,
    /// footer, placeholder): `{frame, title, pinned, action}`, title and
    /// action null when it has none; `null` when there is no frame.
    public mutating func view(_ rect: Rect?, title: String?, pinned: Bool, action: String?) {
        guard let rect else { return null() }
        beginObject()
        viewMembers(rect, title: title, pinned: pinned, action: action)
        endObject()
    }

    /// The members of ``view(_:title:pinned:action:)``, inside an object
    /// the caller opened (the page state view adds its `state`).
    public mutating func viewMembers(_ rect: Rect, title: String?, pinned: Bool, action: String?) {
        key("frame")
        frame(rect)
        key("title")
        string(title)
        key("pinned")
        bool(pinned)
        key("action")
        string(action)
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
