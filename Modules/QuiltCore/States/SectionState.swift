/// Which of its views a section shows: its items, or the view of the state
/// it is in when it has none (Astrolabe's and WBListKit's view per state,
/// QLLive's `emptyView`).
///
/// A section with items always shows them (`content`), whatever its load
/// state. Without items it shows `loading` while its data is on the way,
/// `failed` when loading its first page failed, else `empty` — which is also
/// what a static section without items shows.
public enum SectionState: String, Hashable, Sendable, CaseIterable {
    /// The section's items.
    case content
    /// Its data is on the way.
    case loading
    /// Loaded (or static), and there are no items.
    case empty
    /// Loading its data failed.
    case failed

    /// The states that have a view of their own (`states:` keys), in the
    /// order pages write them.
    public static let viewStates: [SectionState] = [.loading, .empty, .failed]
}
