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
