/// One box of an item's view (``ItemView``): a container of other boxes
/// (`row`, `column`, `overlay`) or a leaf that shows something (`text`,
/// `image`, `badge`, `divider`) or holds space (`spacer`), with the size it
/// asks of its container.
///
/// Every box is what a `div` with `box-sizing: border-box; min-width: 0;
/// min-height: 0` is in CSS (docs/views.md has the whole table): a row and a
/// column are flex containers, an overlay a one-cell grid.
public struct ViewNode: Hashable, Sendable {
    /// What the box is.
    public enum Content: Hashable, Sendable {
        /// Children side by side, left to right (`display: flex`).
        case row(ViewStack)
        /// Children top to bottom (`display: flex; flex-direction: column`).
        case column(ViewStack)
        /// Children on top of each other, in one cell (`display: grid`).
        case overlay(ViewStack)
        /// A text from the item's data.
        case text(ViewText)
        /// A picture whose URL or project path is in the item's data.
        case image(ViewImage)
        /// A text on a filled, rounded background.
        case badge(ViewBadge)
        /// Empty space: a fixed length (as ``width`` or ``height``), or a
        /// share of the free space (``grow``).
        case spacer
        /// A line across its container.
        case divider(ViewDivider)
    }

    /// What the box is and holds.
    public var content: Content
    /// The box's width: points or a fraction of the container's content
    /// width; nil for the width its container and content give it.
    public var width: ViewLength?
    /// The box's height: points or a fraction of the container's content
    /// height (when that is known); nil for its content's height.
    public var height: ViewLength?
    /// The box's share of its row's (column's) free space, as CSS's
    /// `flex-grow`; 0 keeps it at its own size.
    public var grow: Double
    /// How the box sits across its container when that is not the
    /// container's `align` (dividers always stretch); nil follows the container.
    public var alignSelf: ViewAlign?
    /// Where the box was written, for diagnostics.
    public var location: SourceLocation

    /// Creates a box.
    public init(
        _ content: Content, width: ViewLength? = nil, height: ViewLength? = nil, grow: Double = 0,
        alignSelf: ViewAlign? = nil, location: SourceLocation = .unknown
    ) {
        self.content = content
        self.width = width
        self.height = height
        self.grow = grow
        self.alignSelf = alignSelf
        self.location = location
    }

    /// The children of a container; empty for a leaf.
    public var children: [ViewNode] {
        switch content {
        case .row(let stack), .column(let stack), .overlay(let stack): stack.children
        default: []
        }
    }

    /// The container's settings; nil for a leaf.
    public var stack: ViewStack? {
        switch content {
        case .row(let stack), .column(let stack), .overlay(let stack): stack
        default: nil
        }
    }

    /// Equal boxes look and size alike; where they were written is ignored.
    public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
        lhs.content == rhs.content && lhs.width == rhs.width && lhs.height == rhs.height && lhs.grow == rhs.grow
            && lhs.alignSelf == rhs.alignSelf
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(grow)
        hasher.combine(alignSelf)
    }
}
