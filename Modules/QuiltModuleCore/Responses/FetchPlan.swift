import QuiltCore

/// Everything one fetch needs, fixed on the loader before the fetch leaves it;
/// a response is read against it (``PageParser``).
package struct FetchPlan: Sendable {
    /// The module request (its id names the sections).
    package var request: RequestSpec
    /// What is sent: the request, or its `loadMore:` for later pages.
    package var effective: RequestSpec
    package var position: PagePosition
    package var placement: Placement
    package var pageNumber: Int?
    package var cursor: String?
    /// The query parameter that carries `cursor`.
    package var cursorParam: String?
    package var values: [String: DataValue]
    package var newer: CursorPaging?
    package var timeout: Double
    package var maxBytes: Int
    package var retry: RetryPolicy

    /// Creates a plan.
    package init(
        request: RequestSpec, effective: RequestSpec, position: PagePosition, placement: Placement, pageNumber: Int?,
        cursor: String?, cursorParam: String?, values: [String: DataValue], newer: CursorPaging?, timeout: Double,
        maxBytes: Int, retry: RetryPolicy
    ) {
        (self.request, self.effective, self.position, self.placement) = (request, effective, position, placement)
        (self.pageNumber, self.cursor, self.cursorParam, self.values) = (pageNumber, cursor, cursorParam, values)
        (self.newer, self.timeout, self.maxBytes, self.retry) = (newer, timeout, maxBytes, retry)
    }

    package func error(_ reason: RequestError.Reason, target: String? = nil) -> RequestError {
        RequestError(request: request.id, target: target ?? effective.url.source, reason: reason)
    }
}
