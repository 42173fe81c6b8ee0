/// What a family computed for one section.
public struct SectionLayoutResult: Hashable, Sendable {
    /// Frames of the displayed items, in section-local coordinates (the items
    /// area's top-left is the origin), in item order. Items cut by `maxDisplay`
    /// are not here: `itemFrames.count` is the number displayed.
    public var itemFrames: [Rect]
    /// Height of the items area, insets included.
    public var height: Double
    /// For horizontal strips: the scrollable content width, insets included.
    /// Nil for vertical sections.
    public var contentWidth: Double?

    /// Creates a result.
    public init(itemFrames: [Rect], height: Double, contentWidth: Double? = nil) {
        self.itemFrames = itemFrames
        self.height = height
        self.contentWidth = contentWidth
    }
}
