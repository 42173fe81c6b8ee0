/// The page-level state view a snapshot shows in place of every section
/// (``PageSpec/shownView``): which state, and where.
public struct PageStateView: Hashable, Sendable {
    /// `loading`, `empty` or `failed`.
    public var state: SectionState
    /// Full width at the top of the page, the view's height.
    public var frame: Rect

    /// Creates a page state view.
    public init(state: SectionState, frame: Rect) {
        self.state = state
        self.frame = frame
    }
}
