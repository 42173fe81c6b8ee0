import Quilt

extension LoadIntent {
    /// The intents as a tool's options spell them, for ``init(spelling:)``.
    public static let spellings = [
        "initial", "refresh", "pullToRefresh", "force", "force:keepData", "loadMore", "loadNewer", "retry", "page:N",
        "expand:SECTION",
        "collapse:SECTION", "select:SECTION:ITEM", "deselect:SECTION:ITEM", "cancel",
    ]

    /// The intent `text` spells: `loadMore`, `refresh`, `loadNewer`,
    /// `retry`, `page:N` (N a whole number from 0 to 1,000,000,000, as the
    /// request numbers its pages), `initial`, `pullToRefresh`, `force`
    /// (clears loaded sections first) or `force:keepData`. Nil for anything
    /// else, `autoupdate` included (it schedules rather than loads);
    /// `expand:SECTION` and `collapse:SECTION` toggle a collapsible section;
    /// `cancel` stops what is loading; `select:SECTION:ITEM` and
    /// `deselect:SECTION:ITEM` change a section's selection (the section
    /// id ends at the first `:`, the item id takes the rest).
    public init?(spelling text: String) {
        switch text {
        case "initial": self = .initial
        case "refresh": self = .refresh
        case "pullToRefresh": self = .pullToRefresh
        case "force": self = .force(keepData: false)
        case "force:keepData": self = .force(keepData: true)
        case "loadMore": self = .loadMore
        case "loadNewer": self = .loadNewer
        case "retry": self = .retry
        case "cancel": self = .cancel
        case _ where text.hasPrefix("expand:") && text.count > "expand:".count:
            self = .expand(section: String(text.dropFirst("expand:".count)))
        case _ where text.hasPrefix("collapse:") && text.count > "collapse:".count:
            self = .collapse(section: String(text.dropFirst("collapse:".count)))
        case _ where text.hasPrefix("select:") || text.hasPrefix("deselect:"):
            let selects = text.hasPrefix("select:")
            let rest = text.dropFirst(selects ? "select:".count : "deselect:".count)
            guard let colon = rest.firstIndex(of: ":"), colon > rest.startIndex,
                rest.index(after: colon) < rest.endIndex
            else { return nil }
            let (section, item) = (String(rest[..<colon]), String(rest[rest.index(after: colon)...]))
            self = selects ? .select(section: section, item: item) : .deselect(section: section, item: item)
        default:
            guard text.hasPrefix("page:"), let number = Int(text.dropFirst("page:".count)),
                (0...Self.largestPageNumber).contains(number), text.dropFirst("page:".count).allSatisfy(\.isASCIIDigit)
            else { return nil }
            self = .page(number)
        }
    }

    /// The largest page number `page:N` accepts.
    public static let largestPageNumber = 1_000_000_000
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
