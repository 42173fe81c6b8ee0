/// The phase a module kind runs for an intent.
public enum LoadPhase: Hashable, Sendable {
    /// The first page (initial, refresh, force, autoupdate).
    case load
    /// The next page of requests that have more.
    case loadMore
    /// Newer items (timelines).
    case loadNewer
    /// Page `n` of requests that page by number.
    case page(Int)
}
