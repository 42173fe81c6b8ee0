import QuiltCore

/// How a request pages: by page number or by a cursor from the response,
/// and how the response says whether more pages follow.
///
/// ```yaml
/// paging: {param: page, start: 1, size: 20}      # ?page=1, then ?page=2, …
/// paging: {cursor: /next, param: cursor}         # ?cursor=<the last response's /next>
/// ```
public struct PagingSpec: Hashable, Sendable {
    /// Page numbers or cursors.
    public enum Style: Hashable, Sendable {
        /// Page numbers from `start`, one more each page.
        case number(start: Int)
        /// The next page's cursor is read from the response at the pointer.
        case cursor(JSONPointer)
    }

    /// Page numbers or cursors.
    public var style: Style
    /// The query parameter carrying the page number or cursor (HTTP); absent,
    /// the value reaches the request only through `{{page}}` / `{{cursor}}`.
    public var param: String?
    /// Items per page: a page with fewer items is the last one.
    public var size: Int?
    /// The query parameter carrying `size`, when the server wants it.
    public var sizeParam: String?
    /// Where the response says whether more pages follow (a boolean).
    public var hasMore: JSONPointer?
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a paging spec.
    public init(
        style: Style, param: String? = nil, size: Int? = nil, sizeParam: String? = nil, hasMore: JSONPointer? = nil,
        location: SourceLocation = .unknown
    ) {
        self.style = style
        self.param = param
        self.size = size
        self.sizeParam = sizeParam
        self.hasMore = hasMore
        self.location = location
    }

    /// The first page number (page-number paging), nil for cursors.
    public var start: Int? {
        if case .number(let start) = style { return start }
        return nil
    }
}
