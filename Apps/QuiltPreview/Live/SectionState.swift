import Quilt

/// What a section of the live page shows besides its items, from its
/// loader status: nothing asked yet or loading, loaded, empty, or failed
/// with the error's sentence (drawn on its placeholder, with a retry control).
enum SectionState: Hashable, Sendable {
    case loading
    case loaded
    case empty
    case failed(String)

    /// The state a section with `status` shows; a section the loader does
    /// not know (static) is loaded.
    init(_ status: LoadStatus?) {
        switch status?.state {
        case nil, .loaded?: self = .loaded
        case .idle?, .loading?: self = .loading
        case .empty?: self = .empty
        case .failed(let error)?: self = .failed(error.description)
        }
    }

    /// `loading`, `loaded`, `empty` or `failed`, as `data-state` and the status message name it.
    var name: String {
        switch self {
        case .loading: "loading"
        case .loaded: "loaded"
        case .empty: "empty"
        case .failed: "failed"
        }
    }
}
