/// A container's children and how it places them: a row's, a column's or
/// an overlay's (``ViewNode/Content``).
public struct ViewStack: Hashable, Sendable {
    /// The children, in order (an overlay draws later ones on top).
    public var children: [ViewNode]
    /// Space between neighbouring children, in points (CSS `gap`); an
    /// overlay has none.
    public var spacing: Double
    /// Space inside the container's edges.
    public var padding: EdgeInsets
    /// Where the children sit across the axis (an overlay's: vertically).
    public var align: ViewAlign
    /// Where the children sit along the axis (an overlay's: horizontally).
    public var justify: ViewJustify

    /// Creates a container's settings; the defaults are CSS's: no gap or
    /// padding, children stretched across and packed at the start.
    public init(
        _ children: [ViewNode], spacing: Double = 0, padding: EdgeInsets = .zero, align: ViewAlign = .stretch,
        justify: ViewJustify = .start
    ) {
        self.children = children
        self.spacing = spacing
        self.padding = padding
        self.align = align
        self.justify = justify
    }
}
