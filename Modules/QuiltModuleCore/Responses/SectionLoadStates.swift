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
    /// no request (nothing loads it). Returns true when the state shown by
    /// a section without items changed — a change the page must commit.
    package static func sync(_ sections: inout [SectionSpec], requestState: (String) -> LoadState?) -> Bool {
        var shownChanged = false
        for index in sections.indices {
            guard let source = sections[index].source else { continue }
            let new = requestState(source).map(loadState(for:)) ?? .loaded
            guard sections[index].loadState != new else { continue }
            if sections[index].items.isEmpty { shownChanged = true }
            sections[index].loadState = new
        }
        return shownChanged
    }
}
