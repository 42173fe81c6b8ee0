import QuiltCore

/// Reads a response: the items at the items pointer, whether more pages
/// follow, and the cursors.
///
/// More pages follow when, in this order: the page is not empty (an empty
/// page always ends paging, whatever `hasMore` says); the `hasMore` pointer's
/// boolean, when given (missing or null counts as false); for cursor paging,
/// a next cursor is present; with `size`, the page is full; otherwise yes.
/// A request without `paging` has one page.
package enum PageParser {
    package static func parse(_ response: DataValue, plan: FetchPlan, target: String) throws(RequestError)
        -> FetchedPage
    {
        func error(_ reason: RequestError.Reason) -> RequestError { plan.error(reason, target: target) }
        let spec = plan.effective
        let pointer = spec.items
        guard let found = pointer.resolve(in: response) else { throw error(.itemsNotFound(pointer)) }
        guard case .array(let items) = found else {
            throw error(.itemsNotAnArray(pointer, found: found.kindDescription))
        }
        for (index, item) in items.enumerated() {
            switch item {
            case .null, .array: throw error(.wrongItemType(pointer, index: index, found: item.kindDescription))
            default: continue
            }
        }

        var nextCursor: String?
        var hasMore = false
        if let paging = spec.paging {
            if case .cursor(let cursorPointer) = paging.style {
                nextCursor = try cursorText(at: cursorPointer, in: response, error: error)
            }
            if items.isEmpty {
                hasMore = false
            } else if let hasMorePointer = paging.hasMore {
                switch hasMorePointer.resolve(in: response) {
                case nil, .null?: hasMore = false
                case .bool(let flag)?: hasMore = flag
                case let other?:
                    throw error(.wrongValueType(hasMorePointer, expected: "a boolean", found: other.kindDescription))
                }
            } else if case .cursor = paging.style {
                hasMore = nextCursor != nil
            } else if let size = paging.size {
                hasMore = items.count >= size
            } else {
                hasMore = true
            }
        }
        var newerCursor: String?
        if let newer = plan.newer { newerCursor = try cursorText(at: newer.cursor, in: response, error: error) }
        return FetchedPage(
            request: plan.request, position: plan.position, placement: plan.placement, response: response, items: items,
            target: target, itemsPointer: pointer,
            hasMore: hasMore, pageNumber: plan.pageNumber, nextCursor: nextCursor, newerCursor: newerCursor,
            values: plan.values)
    }

    /// A cursor's text; nil when absent, null or empty (no further page).
    private static func cursorText(
        at pointer: JSONPointer, in response: DataValue, error: (RequestError.Reason) -> RequestError
    ) throws(RequestError) -> String? {
        switch pointer.resolve(in: response) {
        case nil, .null?: return nil
        case .string(let text)?: return text.isEmpty ? nil : text
        case .number(let number)?: return DataValue.number(number).displayText
        case let other?:
            throw error(.wrongValueType(pointer, expected: "a string or number cursor", found: other.kindDescription))
        }
    }
}
