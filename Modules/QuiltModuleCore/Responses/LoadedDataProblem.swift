import QuiltCore

/// A problem with one loaded item's data, found when the section's component
/// kind prepared it (``ComponentKind/prepare(_:)``): a field of the wrong
/// type, a required field missing, a value that cannot be formatted; or with
/// a section's items as a whole, when the section's pointer
/// (`source: {request, items}`) leads to no array (``index`` nil).
///
/// The item is kept and shown with its data as it was, exactly as an inline
/// item with the same problem is; the problem travels with the commit that
/// brought the item (``LoadResult/dataProblems``,
/// ``LoadEvent/didFindDataProblems(_:)``) so that callers can report it:
/// ``pointer`` addresses the offending value in the response document.
public struct LoadedDataProblem: Hashable, Sendable, CustomStringConvertible {
    /// The request whose response held the item.
    public var request: String
    /// What was fetched: the file path or URL as sent.
    public var target: String
    /// Where the items array is in the response (the request's `items`).
    public var itemsPointer: JSONPointer
    /// The section the item went into.
    public var section: String
    /// The item's index in the response's items array; nil when the
    /// problem is the items array itself (nothing, or no array, at
    /// `itemsPointer`).
    public var index: Int?
    /// What is wrong; its pointer is relative to the item.
    public var problem: DataProblem

    /// Creates a problem report.
    public init(
        request: String, target: String, itemsPointer: JSONPointer, section: String, index: Int?, problem: DataProblem
    ) {
        self.request = request
        self.target = target
        self.itemsPointer = itemsPointer
        self.section = section
        self.index = index
        self.problem = problem
    }

    /// The offending value (the item itself for a missing field) in the
    /// whole response: `itemsPointer`, the item's index, the problem's
    /// pointer; `itemsPointer` alone for the items array itself.
    public var pointer: JSONPointer {
        JSONPointer(tokens: itemsPointer.tokens + (index.map { [String($0)] } ?? []) + problem.pointer.tokens)
    }

    /// The other place the problem concerns in the whole response (the first
    /// item of a repeated identity), when there is one.
    public var relatedPointer: JSONPointer? {
        problem.related.map { JSONPointer(tokens: itemsPointer.tokens + $0.tokens) }
    }

    /// `request 'feed' (data/feed-1.json) at /data/list/2/price: message [code]`.
    public var description: String {
        "request '\(request)' (\(target)) at \(pointer): \(problem.message) [\(problem.code)]"
    }
}
