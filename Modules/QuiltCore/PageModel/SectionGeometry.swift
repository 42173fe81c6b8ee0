/// The laid-out parts of one section, in page coordinates, as attachments see them.
public struct SectionGeometry: Hashable, Sendable {
    /// The whole section: header, items area, footer.
    public var frame: Rect
    /// The header, if any.
    public var header: Rect?
    /// The items area, insets included (holds the placeholder when empty).
    public var itemsArea: Rect
    /// The footer, if any.
    public var footer: Rect?
    /// The layout's inset inside the items area.
    public var inset: EdgeInsets

    /// Creates a geometry.
    public init(frame: Rect, header: Rect?, itemsArea: Rect, footer: Rect?, inset: EdgeInsets) {
        self.frame = frame
        self.header = header
        self.itemsArea = itemsArea
        self.footer = footer
        self.inset = inset
    }
}
