/// A laid-out page: every section's frames at one container width.
public struct LayoutSnapshot: Hashable, Sendable {
    /// The page's id.
    public var pageID: String
    /// The container width the page was laid out at.
    public var width: Double
    /// The total height: the bottom of the last section.
    public var contentHeight: Double
    /// The sections, top to bottom.
    public var sections: [SectionSnapshot]

    /// Creates a snapshot.
    public init(pageID: String, width: Double, contentHeight: Double, sections: [SectionSnapshot]) {
        self.pageID = pageID
        self.width = width
        self.contentHeight = contentHeight
        self.sections = sections
    }
}
