/// The laid-out frames of one section, in page coordinates.
///
/// Horizontal sections report their items at scroll offset 0: the strip's
/// visible box is `itemsArea`, the scrollable width `contentWidth`.
public struct SectionSnapshot: Hashable, Sendable {
    /// The section's id.
    public var id: String
    /// The whole section: header, items area, footer.
    public var frame: Rect
    /// The header, if any.
    public var header: Rect?
    /// Whether the header sticks while the section scrolls by.
    public var headerPinned: Bool
    /// The footer, if any.
    public var footer: Rect?
    /// The placeholder, when the section has no items and asks for one.
    public var placeholder: Rect?
    /// The box holding the items (or the placeholder), insets included.
    public var itemsArea: Rect
    /// Frames of the displayed items, in item order.
    public var items: [Rect]
    /// Identities of the displayed items, parallel to `items`.
    public var itemIDs: [String]
    /// How many items the section has, displayed or not (`maxDisplay` may cut).
    public var totalItemCount: Int
    /// The section's arrangement.
    public var arrange: Arrange
    /// Horizontal strips: the scrollable content width. Nil when vertical.
    public var contentWidth: Double?
    /// Horizontal strips: how scrolling settles.
    public var scrolling: ScrollingBehavior
    /// Elements added by attachments (decorations), in drawing order.
    public var decorations: [AttachedElement]

    /// Creates a section snapshot.
    public init(
        id: String, frame: Rect, header: Rect? = nil, headerPinned: Bool = false, footer: Rect? = nil,
        placeholder: Rect? = nil, itemsArea: Rect, items: [Rect] = [], itemIDs: [String] = [],
        totalItemCount: Int = 0, arrange: Arrange = .vertical, contentWidth: Double? = nil,
        scrolling: ScrollingBehavior = .none, decorations: [AttachedElement] = []
    ) {
        self.id = id
        self.frame = frame
        self.header = header
        self.headerPinned = headerPinned
        self.footer = footer
        self.placeholder = placeholder
        self.itemsArea = itemsArea
        self.items = items
        self.itemIDs = itemIDs
        self.totalItemCount = totalItemCount
        self.arrange = arrange
        self.contentWidth = contentWidth
        self.scrolling = scrolling
        self.decorations = decorations
    }
}
