/// How far loading a section's data got: what decides the view a section
/// without items shows (``SectionState``).
///
/// The decoder starts a section with a `source` at `loading` and a static one
/// at `loaded`; a ``PageLoader`` (QuiltModules) keeps it in step with the
/// section's request as it loads.
public enum SectionLoadState: Hashable, Sendable {
    /// The data is on the way (or not asked for yet).
    case loading
    /// Loaded, or nothing to load.
    case loaded
    /// Loading the first page failed; `message` says why.
    case failed(message: String)

    /// The state a section in this load state shows: `content` when it has
    /// items, else `loading`, `failed` or `empty`.
    public func shownState(hasItems: Bool) -> SectionState {
        if hasItems { return .content }
        switch self {
        case .loading: return .loading
        case .loaded: return .empty
        case .failed: return .failed
        }
    }
}
