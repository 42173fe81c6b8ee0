import QuiltCore

/// Where a header's or footer's title sits across its view, as every
/// renderer draws it: it starts where the section's items do (the layout's
/// start inset), never nearer the edge than 12 pt, and never outside a
/// decoration that covers the view (a tinted card holding the header),
/// which it keeps 8 pt inside. Sides are logical, as insets are: right to
/// left, the start is the right.
struct TitleInset: Equatable {
    /// The least distance from the view's edge to its title.
    static let least = 12.0
    /// How far inside a decoration that covers the view its title starts.
    static let insideDecoration = 8.0

    /// From the view's start edge to where the title starts.
    var start: Double
    /// From the view's end edge to where the title may end.
    var end: Double

    /// An inset of `start` and `end` points.
    init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The inset of the title of `section`'s header or footer at `frame`.
    init(of section: SectionSnapshot, frame: Rect) {
        start = max(Self.least, section.inset.left)
        end = max(Self.least, section.inset.right)
        let middle = frame.midY
        for decoration in section.decorations
        where decoration.frame.minY <= middle && decoration.frame.maxY >= middle && decoration.frame.width > 0 {
            let left = decoration.frame.minX - frame.minX + Self.insideDecoration
            let right = frame.maxX - decoration.frame.maxX + Self.insideDecoration
            let (leading, trailing) = section.direction == .rtl ? (right, left) : (left, right)
            start = max(start, leading)
            end = max(end, trailing)
        }
    }

    /// The declaration to add to the view's style: empty for the
    /// stylesheet's own 12 pt either side.
    var css: String {
        guard start != Self.least || end != Self.least else { return "" }
        return ";padding-inline:\(NumberText.px(start)) \(NumberText.px(end))"
    }
}
