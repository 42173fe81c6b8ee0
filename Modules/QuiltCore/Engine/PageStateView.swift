/// The page-level state view a snapshot shows in place of every section
/// (``PageSpec/shownView``): which state, and where.
public struct PageStateView: Hashable, Sendable {
    /// `loading`, `empty` or `failed`.
    public var state: SectionState
    /// Full width at the top of the page, the view's height.
    public var frame: Rect
    /// The view's title, if it has one.
    public var title: String?
    /// A failed view only: it offers to load again (action `retry`).
    public var retry: Bool
    /// The view's own `action:`, if it has one.
    public var tapAction: TapAction?

    /// What tapping the view does: its own action (an intent, or
    /// `open:URL`), else `retry` when it offers to load again, as
    /// ``SectionSnapshot/placeholderAction`` says it for a section's view.
    public var action: String? {
        SectionSnapshot.stateViewAction(own: tapAction, offersRetry: retry, section: "")
    }

    /// Creates a page state view.
    public init(
        state: SectionState, frame: Rect, title: String? = nil, retry: Bool = false, tapAction: TapAction? = nil
    ) {
        self.state = state
        self.frame = frame
        self.title = title
        self.retry = retry
        self.tapAction = tapAction
    }
}
