import QuiltCore

/// Where a section, request or module stands.
public enum LoadState: Hashable, Sendable {
    /// Nothing asked yet.
    case idle
    /// A load of its first page is running.
    case loading
    /// Items are shown.
    case loaded
    /// Loaded, and there are no items (the placeholder shows).
    case empty
    /// The last fetch failed; the error is kept for the UI and for `retry`.
    case failed(RequestError)
}
