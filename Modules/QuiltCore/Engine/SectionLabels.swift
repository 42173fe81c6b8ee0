/// What an app draws in a section besides its frames: the component kind
/// its items are, the titles of its header, footer and the view it shows
/// in place of items, and whether it can load more. The layout JSON's
/// contract carries them (`component`, each view's `title`, `canLoadMore`),
/// so an app renders the page without reading the page file again.
public struct SectionLabels: Hashable, Sendable {
    /// The component kind of every item of the section (`component:`), nil
    /// for a section that names none.
    public var component: String?
    /// The header's title, if it has one.
    public var headerTitle: String?
    /// The footer's title: its own, or what a generated collapse toggle
    /// says (``SectionCollapse/generatedFooterTitle``).
    public var footerTitle: String?
    /// The title of the view shown in place of the items (the state's
    /// view or the placeholder), when the snapshot has a placeholder frame.
    public var placeholderTitle: String?
    /// True when the shown view is a failed state's view that offers to
    /// load again (action `retry`).
    public var placeholderRetry: Bool
    /// True when the section's request has another page to load
    /// (``SectionSpec/canLoadMore``).
    public var canLoadMore: Bool
    /// What tapping the section's items, header and footer does, and which
    /// items are selected.
    public var interaction = SectionInteraction()

    /// Creates labels; every one empty by default.
    public init(
        component: String? = nil, headerTitle: String? = nil, footerTitle: String? = nil,
        placeholderTitle: String? = nil, placeholderRetry: Bool = false, canLoadMore: Bool = false
    ) {
        self.component = component
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.placeholderTitle = placeholderTitle
        self.placeholderRetry = placeholderRetry
        self.canLoadMore = canLoadMore
    }
}
