/// A laid-out page: every section's frames at one container width.
///
/// Besides the frames it answers what a scrolling UI asks: the elements in a
/// rectangle (``elements(in:)``), where pinned headers are at a scroll offset
/// (``pinnedHeaders(atOffset:)``), and how each horizontal strip settles
/// (``SectionSnapshot/strip``). ``PageLayout/update(_:to:changes:)`` brings
/// it up to date after a change, laying out only what changed.
public struct LayoutSnapshot: Sendable {
    /// The page's id.
    public var pageID: String
    /// The container width the page was laid out at.
    public var width: Double
    /// The total height: the bottom of the last section.
    public var contentHeight: Double
    /// The sections, top to bottom. Setting them re-indexes the sections
    /// (O(sections)); each section indexes its own items.
    public var sections: [SectionSnapshot] {
        didSet { reindexSections() }
    }

    /// Each section's ``SectionSnapshot/bounds``, parallel to `sections`.
    private(set) var sectionBounds: [Rect] = []
    /// Finds the sections reaching into a vertical band.
    private(set) var sectionIndex = SpatialIndex(axis: .vertical)

    /// Creates a snapshot.
    public init(pageID: String, width: Double, contentHeight: Double, sections: [SectionSnapshot]) {
        self.pageID = pageID
        self.width = width
        self.contentHeight = contentHeight
        self.sections = sections
        reindexSections()
    }

    private mutating func reindexSections() {
        sectionBounds = sections.map(\.bounds)
        sectionIndex = SpatialIndex(frames: sectionBounds, axis: .vertical)
    }
}
