import QuiltCore

/// The shapes and text runs every part of the picture is drawn with.
extension SVGRenderer {
    /// `x`, `y`, `width`, `height` attributes (sizes never negative).
    static func geometry(_ frame: Rect) -> String {
        var markup = MarkupBytes(capacity: 64)
        geometry(frame, to: &markup)
        return markup.string
    }

    /// ``geometry(_:)``, appended to `markup`.
    static func geometry(_ frame: Rect, to markup: inout MarkupBytes) {
        markup += "x=\""
        markup.number(frame.x)
        markup += "\" y=\""
        markup.number(frame.y)
        markup += "\" width=\""
        markup.number(max(0, frame.width))
        markup += "\" height=\""
        markup.number(max(0, frame.height))
        markup += "\""
    }

    static func rect(_ frame: Rect) -> String { "<rect \(geometry(frame))/>" }

    /// The outline of `frame` with corner radii already clamped to it: a
    /// `rect` (with `rx` and `ry` when every corner is rounded alike), or a
    /// `path` with a circular arc at each corner when they differ (an arc
    /// of radius 0 is a sharp corner), followed by `attributes`.
    static func shape(_ frame: Rect, _ radii: CornerRadii, _ attributes: String) -> String {
        var markup = MarkupBytes(capacity: 128)
        shape(frame, radii, attributes, to: &markup)
        return markup.string
    }

    /// ``shape(_:_:_:)``, appended to `markup`.
    static func shape(_ frame: Rect, _ radii: CornerRadii, _ attributes: String, to markup: inout MarkupBytes) {
        guard let uniform = radii.uniform else {
            markup += path(frame, radii)
            markup += attributes.isEmpty ? "/>" : " \(attributes)/>"
            return
        }
        markup += "<rect "
        geometry(frame, to: &markup)
        if uniform > 0 {
            markup += " rx=\""
            markup.number(uniform)
            markup += "\" ry=\""
            markup.number(uniform)
            markup += "\""
        }
        if !attributes.isEmpty {
            markup += " "
            markup += attributes
        }
        markup += "/>"
    }

    /// The start of a `path` of `frame` with a circular arc at each corner
    /// (an arc of radius 0 is a sharp corner), before its attributes.
    private static func path(_ frame: Rect, _ radii: CornerRadii) -> String {
        let (x, y, right, bottom) = (frame.x, frame.y, frame.maxX, frame.maxY)
        func n(_ value: Double) -> String { NumberText.format(value) }
        func arc(_ r: Double, to endX: Double, _ endY: Double) -> String {
            "A\(n(r)) \(n(r)) 0 0 1 \(n(endX)) \(n(endY))"
        }
        let d = [
            "M\(n(x + radii.topLeft)) \(n(y))", "H\(n(right - radii.topRight))",
            arc(radii.topRight, to: right, y + radii.topRight),
            "V\(n(bottom - radii.bottomRight))", arc(radii.bottomRight, to: right - radii.bottomRight, bottom),
            "H\(n(x + radii.bottomLeft))", arc(radii.bottomLeft, to: x, bottom - radii.bottomLeft),
            "V\(n(y + radii.topLeft))", arc(radii.topLeft, to: x + radii.topLeft, y), "Z",
        ].joined(separator: "")
        return "<path d=\"\(d)\""
    }

    /// Where a line of text starts in `frame`, `padding` in from its start
    /// edge: the left one, or the right one right to left, anchored at its
    /// end there (CSS `text-align: start`).
    static func start(of frame: Rect, padding: Double, direction: LayoutDirection) -> (x: Double, anchor: String?) {
        direction == .rtl ? (frame.maxX - padding, "end") : (frame.x + padding, nil)
    }

    /// One line of text, shortened with an ellipsis to roughly `width` points
    /// (about 7 points a character at 13 points).
    static func text(
        _ value: String, x: Double, y: Double, width: Double, color: String, weight: String? = nil,
        anchor: String? = nil
    ) -> String {
        var markup = MarkupBytes(capacity: 128)
        text(value, x: x, y: y, width: width, color: color, weight: weight, anchor: anchor, to: &markup)
        return markup.string
    }

    /// ``text(_:x:y:width:color:weight:anchor:)``, appended to `markup`.
    static func text(
        _ value: String, x: Double, y: Double, width: Double, color: String, weight: String? = nil,
        anchor: String? = nil, to markup: inout MarkupBytes
    ) {
        let capacity = Int(max(0, min(width, 10_000)) / 7)
        guard capacity > 0 else { return }
        let line = value.split(whereSeparator: { $0.isNewline }).first.map(String.init) ?? ""
        let shown = line.count > capacity ? String(line.prefix(max(1, capacity - 1))) + "…" : line
        markup += "<text x=\""
        markup.number(x)
        markup += "\" y=\""
        markup.number(y)
        markup += "\" fill=\""
        markup += color
        markup += "\""
        if let weight { markup += " font-weight=\"\(weight)\"" }
        if let anchor { markup += " text-anchor=\"\(anchor)\"" }
        markup += ">"
        markup.text(shown)
        markup += "</text>\n"
    }

    static func aspectRatio(_ fit: ImageFit) -> String {
        switch fit {
        case .fill: "none"
        case .aspectFit, .center: "xMidYMid meet"
        case .aspectFill: "xMidYMid slice"
        }
    }
}
