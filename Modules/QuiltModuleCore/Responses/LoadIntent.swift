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
    /// Show all of a collapsible section's items: a commit whose changes
    /// insert them (``PageSpec/toggling(section:)``); nothing is fetched.
    case expand(section: String)
    /// Show only a collapsible section's prefix again.
    case collapse(section: String)
    /// Select item `item` of section `section` (a section with a
    /// `selection` mode; a single selection gives up its item): a commit
    /// that updates the section; nothing is fetched.
    case select(section: String, item: String)
    /// Deselect item `item` of section `section`.
    case deselect(section: String, item: String)
    /// Stop every running load, load-more and load-newer (WBListKit's
    /// `cancelLoad`): each reports its `didCancel…`, and nothing it fetches
    /// is applied, so no section takes part of a response.
    case cancel

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
        case .autoupdate(let interval): "autoupdate(\(DataValue.number(interval).displayText))"
        case .retry: "retry"
        case .expand(let section): "expand(\(section))"
        case .collapse(let section): "collapse(\(section))"
        case .select(let section, let item): "select(\(section), \(item))"
        case .deselect(let section, let item): "deselect(\(section), \(item))"
        case .cancel: "cancel"
        }
    }
}
