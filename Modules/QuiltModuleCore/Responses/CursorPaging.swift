import QuiltCore

/// Cursor paging in one direction: where the response has the cursor, and the
/// query parameter that sends it back (a timeline's `newer:`).
public struct CursorPaging: Hashable, Sendable {
    /// Where the cursor is in each response.
    public var cursor: JSONPointer
    /// The query parameter carrying it; absent, only `{{cursor}}` sends it.
    public var param: String?

    /// Creates cursor paging.
    public init(cursor: JSONPointer, param: String? = nil) {
        self.cursor = cursor
        self.param = param
    }
}
