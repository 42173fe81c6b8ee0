import QuiltCore

/// What a caller asks a ``PageLoader`` to do (Astrolabe's loader intents).
public enum LoadIntent: Hashable, Sendable, CustomStringConvertible {
    /// The first load of the page.
    case initial
    /// Load the first page again; the shown items stay until the new ones arrive.
    case refresh
    /// A refresh the user started by pulling (same behaviour, reported as such).
    case pullToRefresh
    /// A refresh that, without `keepData`, first clears every loaded section.
    case force(keepData: Bool)
    /// The next page of every request that has more, appended.
    case loadMore
    /// Newer items at the top of a timeline module.
    case loadNewer
    /// Page `n` (as the request numbers pages) of every request that pages by
    /// number, replacing the shown items; `loadMore` then continues from n + 1.
    case page(Int)
    /// A refresh every `interval` seconds until ``PageLoader/stopAutoupdate()``.
    /// Each tick is skipped while another load is running.
    case autoupdate(interval: Double)
    /// Fetch again what failed, at the page it failed on.
    case retry

    /// `initial`, `refresh`, `force(keepData: false)`, `page(3)`, …
    public var description: String {
        switch self {
        case .initial: "initial"
        case .refresh: "refresh"
        case .pullToRefresh: "pullToRefresh"
        case .force(let keepData): "force(keepData: \(keepData))"
        case .loadMore: "loadMore"
        case .loadNewer: "loadNewer"
        case .page(let page): "page(\(page))"
        case .autoupdate(let interval): "autoupdate(\(JSONNumber.text(interval)))"
        case .retry: "retry"
        }
    }
}

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

/// Which page of a request a fetch asks for.
public enum PagePosition: Hashable, Sendable {
    /// The first page: no cursor, the `start` page number.
    case first
    /// The page after the last one applied (through the `loadMore:` request, if any).
    case next
    /// Items newer than the newest applied (timelines).
    case newer
    /// Page `n` by number.
    case number(Int)
}

/// How a fetched page's items go into their sections.
public enum Placement: Hashable, Sendable {
    /// They become the section's items.
    case replace
    /// After the shown items.
    case append
    /// Before the shown items.
    case prepend
}
