/// The laid-out frames of one section, in page coordinates.
///
/// Horizontal sections report their items at scroll offset 0: the strip's
/// visible box is `itemsArea`, the scrollable width `contentWidth` (see
/// ``strip``).
///
/// Item frames are stored as the family computed them, relative to the items
/// area, so that moving a section (when a section above it changes) moves a
/// handful of frames, not every item. ``items`` gives them in page
/// coordinates by building an array; ``itemFrame(at:)`` reads one in O(1).
/// Right to left, they are stored as the family computed them (left to
/// right) and mirrored within the items area where they are read.
public struct SectionSnapshot: Sendable {
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
    /// Whether the footer sticks to the bottom of the viewport while the
    /// section scrolls by (``LayoutSnapshot/pinnedFooters(atOffset:viewportHeight:)``).
    public var footerPinned: Bool
    /// The view shown in place of the items — the view of ``state`` or else
    /// the placeholder — when the section has no items and gives one.
    public var placeholder: Rect?
    /// Which view the section shows: its items, or its loading, empty or
    /// failed view (``SectionState``).
    public var state: SectionState
    /// The box holding the items (or the placeholder), insets included.
    public var itemsArea: Rect
    /// Identities of the displayed items, parallel to `items`.
    public var itemIDs: [String]
    /// How many items the family was given — every item of the section, or a
    /// collapsed section's prefix — displayed or not (`maxDisplay` may cut).
    public var totalItemCount: Int
    /// A collapsible section's state: collapsed or not, the items it keeps
    /// out, its toggle. Nil for a section that does not collapse.
    public var collapse: SectionCollapse?
    /// The section's arrangement.
    public var arrange: Arrange
    /// Horizontal strips: the scrollable content width. Nil when vertical.
    public var contentWidth: Double?
    /// Horizontal strips: how scrolling settles.
    public var scrolling: ScrollingBehavior
    /// Elements added by attachments (decorations), in drawing order.
    public var decorations: [AttachedElement]
    /// The layout's inset inside the items area (a strip's leading inset is
    /// where item paging stops). Under `rtl`, `left` is the start (right) side.
    public var inset: EdgeInsets
    /// The page's direction: under `rtl` every frame is mirrored, and a
    /// strip starts at the right (``strip``).
    public internal(set) var direction: LayoutDirection
    /// The section's view, when it has one: each displayed item's parts
    /// come from it and the item's data (``parts(ofItem:)``).
    public internal(set) var view: ItemView?
    /// The data of the displayed items, parallel to `itemIDs`, kept when
    /// the section has a view (else empty).
    public internal(set) var itemData: [DataValue] = []
    /// The component kind, titles and `canLoadMore` an app draws with the
    /// frames (set by ``PageLayout``).
    public var labels = SectionLabels()

    /// What the family computed, item frames relative to the items area as
    /// the family returned them (with its continuation for appends).
    public internal(set) var layoutResult: SectionLayoutResult
    /// Added to the stored frames' y to give page coordinates.
    var itemOrigin: Double
    /// Finds the items in a band (y when vertical, x for strips).
    var itemIndex: SpatialIndex

    /// Creates a section snapshot; `items` are in page coordinates. `state`
    /// defaults to `content` with items, else `empty`.
    public init(
        id: String, frame: Rect, header: Rect? = nil, headerPinned: Bool = false, footer: Rect? = nil,
        footerPinned: Bool = false, placeholder: Rect? = nil, state: SectionState? = nil, itemsArea: Rect,
        items: [Rect] = [],
        itemIDs: [String] = [],
        totalItemCount: Int = 0, arrange: Arrange = .vertical, contentWidth: Double? = nil,
        scrolling: ScrollingBehavior = .none, decorations: [AttachedElement] = [], inset: EdgeInsets = .zero,
        direction: LayoutDirection = .ltr
    ) {
        self.id = id
        self.frame = frame
        self.header = header
        self.headerPinned = headerPinned
        self.footer = footer
        self.footerPinned = footerPinned
        self.placeholder = placeholder
        self.state = state ?? (totalItemCount > 0 ? .content : .empty)
        self.collapse = nil
        self.itemsArea = itemsArea
        self.itemIDs = itemIDs
        self.totalItemCount = totalItemCount
        self.arrange = arrange
        self.contentWidth = contentWidth
        self.scrolling = scrolling
        self.decorations = decorations
        self.inset = inset
        self.direction = direction
        let mirror = itemsArea.minX + itemsArea.maxX
        let stored = direction == .rtl ? items.map { $0.mirrored(within: mirror) } : items
        layoutResult = SectionLayoutResult(itemFrames: stored, height: itemsArea.height, contentWidth: contentWidth)
        itemOrigin = 0
        itemIndex = SpatialIndex(frames: stored, axis: arrange)
    }

    /// Stored item frames are mirrored within `0 … itemMirrorWidth` to give
    /// page coordinates (the items area's left plus right edge).
    var itemMirrorWidth: Double { itemsArea.minX + itemsArea.maxX }

    /// A stored (left-to-right, area-relative) frame in page coordinates.
    @inline(__always)
    func pageFrame(_ local: Rect) -> Rect {
        let frame = Rect(x: local.x, y: local.y + itemOrigin, width: local.width, height: local.height)
        return direction == .rtl ? frame.mirrored(within: itemMirrorWidth) : frame
    }

    /// Frames of the displayed items in page coordinates, in item order.
    ///
    /// Reading builds the array (O(n)); use ``itemFrame(at:)`` or
    /// ``LayoutSnapshot/elements(in:)`` to read a few. Setting replaces the
    /// frames (page coordinates) and re-indexes them.
    public var items: [Rect] {
        get {
            guard itemOrigin != 0 || direction == .rtl else { return layoutResult.itemFrames }
            return layoutResult.itemFrames.map(pageFrame)
        }
        set {
            let mirror = itemMirrorWidth
            let stored = direction == .rtl ? newValue.map { $0.mirrored(within: mirror) } : newValue
            layoutResult.itemFrames = stored
            itemOrigin = 0
            itemIndex = SpatialIndex(frames: stored, axis: arrange)
        }
    }

    /// How many items are displayed (``items``' count, without building it).
    public var displayedItemCount: Int { layoutResult.itemFrames.count }

    /// Where the displayed item at `index` sits among the displayed items
    /// (first, middle, last, single); nil when there is none. O(1).
    public func position(ofItem index: Int) -> ItemPosition? {
        ItemPosition(index: index, count: layoutResult.itemFrames.count)
    }

    /// The frame of the displayed item at `index` in page coordinates, nil
    /// when there is none.
    public func itemFrame(at index: Int) -> Rect? {
        guard layoutResult.itemFrames.indices.contains(index) else { return nil }
        return pageFrame(layoutResult.itemFrames[index])
    }

    /// The union of every frame the section shows (header, items, footer,
    /// placeholder, decorations) and its own frame, in page coordinates.
    public var bounds: Rect {
        var result = frame
        for part in [header, footer, placeholder] { if let part { result = result.union(part) } }
        if let items = itemIndex.bounds { result = result.union(pageFrame(items)) }
        for element in decorations { result = result.union(element.frame) }
        return result
    }
}
