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
    /// The page's direction: under `rtl` every frame is the mirror of the
    /// left-to-right one and strips start at the right (``LayoutDirection``).
    public var direction: LayoutDirection
    /// The page-level state view, when the page shows one: then it is the
    /// whole page and ``sections`` is empty (see ``PageSpec/shownView``).
    public var stateView: PageStateView?
    /// The sections, top to bottom; empty while ``stateView`` shows. Setting
    /// them re-indexes the sections (O(sections)); each section indexes its
    /// own items.
    public var sections: [SectionSnapshot] {
        didSet { reindexSections() }
    }

    /// Each section's ``SectionSnapshot/bounds``, parallel to `sections`.
    private(set) var sectionBounds: [Rect] = []
    /// Finds the sections reaching into a vertical band.
    private(set) var sectionIndex = SpatialIndex(axis: .vertical)

    /// Creates a snapshot.
    public init(
        pageID: String, width: Double, contentHeight: Double, sections: [SectionSnapshot],
        stateView: PageStateView? = nil, direction: LayoutDirection = .ltr
    ) {
        self.pageID = pageID
        self.width = width
        self.contentHeight = contentHeight
        self.stateView = stateView
        self.direction = direction
        self.sections = sections
        reindexSections()
    }

    /// The index in ``sections`` of the first section with `id`; nil when
    /// there is none. O(sections), independent of the items; a UI that
    /// knows a section's index reads ``SectionSnapshot/state`` directly.
    public func sectionIndex(ofID id: String) -> Int? { sections.firstIndex { $0.id == id } }

    /// The state section `id` shows (items, loading, empty, failed); nil
    /// when the snapshot has no such section. O(sections).
    public func state(ofSection id: String) -> SectionState? {
        sectionIndex(ofID: id).map { sections[$0].state }
    }

    private mutating func reindexSections() {
        sectionBounds = sections.map({ $0.bounds })
        sectionIndex = SpatialIndex(frames: sectionBounds, axis: .vertical)
    }
}
