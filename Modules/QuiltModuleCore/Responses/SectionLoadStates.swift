import QuiltCore

/// Keeps each section's ``SectionLoadState`` in step with the state of the
/// request that fills it — what decides the view a section without items
/// shows (loading, empty, failed).
package enum SectionLoadStates {
    /// The section load state a request in `state` gives: `loading` until
    /// its first page arrives, `failed` with the error's sentence, else `loaded`.
    package static func loadState(for state: LoadState) -> SectionLoadState {
        switch state {
        case .idle, .loading: .loading
        case .loaded, .empty: .loaded
        case .failed(let error): .failed(message: error.description)
        }
    }

    /// Sets the load state of every section with a `source`: from its
    /// request's state (`requestState`), or `loaded` when the source names
    /// no request (nothing loads it); and whether it can load more, from
    /// `canLoadMore` of its request. Returns true when what a section shows
    /// changed — the state of one without items, or `canLoadMore` — a
    /// change the page must commit.
    package static func sync(
        _ sections: inout [SectionSpec], requestState: (String) -> LoadState?,
        canLoadMore: (String) -> Bool = { _ in false }
    ) -> Bool {
        // What changes is found first, reading only: a loop that writes
        // makes the array unique before it starts, which copied every
        // section of a page whose states already held.
        var changes: [(index: Int, canLoadMore: Bool, loadState: SectionLoadState)] = []
        for index in sections.indices {
            guard let source = sections[index].source else { continue }
            let more = canLoadMore(source)
            let new = requestState(source).map(loadState(for:)) ?? .loaded
            if sections[index].canLoadMore != more || sections[index].loadState != new {
                changes.append((index, more, new))
            }
        }
        var shownChanged = false
        for change in changes {
            if sections[change.index].canLoadMore != change.canLoadMore {
                sections[change.index].canLoadMore = change.canLoadMore
                shownChanged = true
            }
            guard sections[change.index].loadState != change.loadState else { continue }
            if sections[change.index].items.isEmpty { shownChanged = true }
            sections[change.index].loadState = change.loadState
        }
        return shownChanged
    }
}
