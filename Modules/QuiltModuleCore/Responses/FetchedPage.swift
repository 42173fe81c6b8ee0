import QuiltCore

/// One fetched page of a request, parsed and ready to commit.
public struct FetchedPage: Sendable {
    /// The request (its id names the sections it fills).
    public var request: RequestSpec
    /// Which page was asked for.
    public var position: PagePosition
    /// How the items go into their sections.
    public var placement: Placement
    /// The whole response (for `didReceiveExtraData` and later `{{request.key}}` slots).
    public var response: DataValue
    /// The raw items the items pointer addressed.
    public var items: [DataValue]
    /// What was fetched: the file path or URL as sent.
    public var target: String
    /// Where the items were in the response (the items pointer of the
    /// request sent: the request's, or its `loadMore:`'s).
    public var itemsPointer: JSONPointer
    /// True when another page follows (see docs/loading.md for the rule).
    public var hasMore: Bool
    /// The page number sent, for page-number paging.
    public var pageNumber: Int?
    /// The cursor for the page after this one, for cursor paging.
    public var nextCursor: String?
    /// The cursor for items newer than these (timelines).
    public var newerCursor: String?
    /// The earlier responses its templates read (kept for load-more and retry).
    public var values: [String: DataValue]
}
