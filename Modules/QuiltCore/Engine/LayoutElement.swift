/// One laid-out element of a page, as visible-range queries return it: what it
/// is, which section (and item) it belongs to, and its frame in page coordinates.
public struct LayoutElement: Hashable, Sendable, CustomStringConvertible {
    /// Item, header, footer, placeholder or decoration.
    public var kind: Kind
    /// The section's index in ``LayoutSnapshot/sections``.
    public var sectionIndex: Int
    /// The section's id.
    public var sectionID: String
    /// Items: the item's index in its section; decorations: the element's
    /// index in ``SectionSnapshot/decorations``; nil otherwise.
    public var index: Int?
    /// Items: the item's identity; nil otherwise.
    public var itemID: String?
    /// The frame in page coordinates (items of horizontal strips at scroll offset 0).
    public var frame: Rect
    /// Items: where the item sits among its section's displayed items; nil otherwise.
    public var position: ItemPosition?
    /// Placeholders and the page state view: the state whose view it is; nil otherwise.
    public var state: SectionState?

    /// Creates an element.
    public init(
        kind: Kind, sectionIndex: Int, sectionID: String, index: Int? = nil, itemID: String? = nil, frame: Rect,
        position: ItemPosition? = nil, state: SectionState? = nil
    ) {
        self.kind = kind
        self.sectionIndex = sectionIndex
        self.sectionID = sectionID
        self.index = index
        self.itemID = itemID
        self.frame = frame
        self.position = position
        self.state = state
    }

    /// `item s1[3] id=x last (0, 40, 100, 44)`, `placeholder s2 failed (…)`.
    public var description: String {
        var text = "\(kind.rawValue) \(sectionID)"
        if let index { text += "[\(index)]" }
        if let itemID { text += " id=\(itemID)" }
        if let position { text += " \(position.rawValue)" }
        if let state { text += " \(state.rawValue)" }
        return text + " (\(frame.x), \(frame.y), \(frame.width), \(frame.height))"
    }
}
