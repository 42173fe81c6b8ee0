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

    /// Creates an element.
    public init(kind: Kind, sectionIndex: Int, sectionID: String, index: Int? = nil, itemID: String? = nil, frame: Rect)
    {
        self.kind = kind
        self.sectionIndex = sectionIndex
        self.sectionID = sectionID
        self.index = index
        self.itemID = itemID
        self.frame = frame
    }

    /// `item s1[3] id=x (0, 40, 100, 44)`.
    public var description: String {
        var text = "\(kind.rawValue) \(sectionID)"
        if let index { text += "[\(index)]" }
        if let itemID { text += " id=\(itemID)" }
        return text + " (\(frame.x), \(frame.y), \(frame.width), \(frame.height))"
    }
}
