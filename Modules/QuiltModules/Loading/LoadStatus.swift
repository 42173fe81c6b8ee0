/// A section's or module's state, whether it can load more, and whether it is doing so.
public struct LoadStatus: Hashable, Sendable {
    /// The state.
    public var state: LoadState
    /// True when `loadMore` would fetch another page for it.
    public var canLoadMore: Bool
    /// True while a `loadMore` is fetching its next page.
    public var isLoadingMore: Bool

    /// Creates a status.
    public init(state: LoadState, canLoadMore: Bool = false, isLoadingMore: Bool = false) {
        self.state = state
        self.canLoadMore = canLoadMore
        self.isLoadingMore = isLoadingMore
    }

    /// Loaded, nothing more: a section with inline items only.
    public static let loaded = LoadStatus(state: .loaded)
}
