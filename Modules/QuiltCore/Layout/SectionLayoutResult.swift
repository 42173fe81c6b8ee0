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
    /// Family-defined state that lets ``LayoutFamily/extend(_:appendedFrom:input:options:)``
    /// continue where this layout stopped (a waterfall's column heights, the
    /// start of a flex section's last line); empty when the family keeps none.
    public var continuation: [Double]

    /// Creates a result.
    public init(itemFrames: [Rect], height: Double, contentWidth: Double? = nil, continuation: [Double] = []) {
        self.itemFrames = itemFrames
        self.height = height
        self.contentWidth = contentWidth
        self.continuation = continuation
    }
}
