import QuiltCore

/// Why a request gave no items: which request, what it asked for, and what
/// went wrong, in one sentence.
///
/// ```
/// request 'feed' (data/feed-1.json): '/data/list' is an object, not an array
/// ```
public struct RequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// No answer within the request's timeout (seconds).
        case timedOut(seconds: Double)
        /// The request was cancelled (superseded by a newer load, or its task cancelled).
        case cancelled
        /// HTTP is refused (`--offline`).
        case offline
        /// The URL's scheme is neither a relative file path nor http(s).
        case unsupportedURL(String)
        /// A file path that leaves the project folder.
        case outsideProject(path: String)
        /// No file at the path in any of the searched folders.
        case fileNotFound(path: String, searched: [String])
        /// The path names something that is not a regular file.
        case notAFile(path: String)
        /// The file could not be read.
        case unreadable(path: String, message: String)
        /// The body is longer than the limit (bytes).
        case tooLarge(limit: Int)
        /// A non-2xx HTTP status.
        case httpStatus(Int)
        /// The connection failed (the transport's message).
        case transport(String)
        /// The server reset the connection (TCP RST) before the response was complete.
        case connectionReset
        /// The connection ended after `received` bytes of a body announced as
        /// `expected` bytes (nil: not announced).
        case truncated(received: Int, expected: Int?)
        /// The body is not JSON (the parser's message).
        case notJSON(String)
        /// The items pointer addresses nothing.
        case itemsNotFound(JSONPointer)
        /// The items pointer addresses something other than an array (its kind).
        case itemsNotAnArray(JSONPointer, found: String)
        /// An element of the items array is null or an array (its index and kind).
        case wrongItemType(JSONPointer, index: Int, found: String)
        /// A `hasMore` or `cursor` pointer addresses a value of the wrong kind.
        case wrongValueType(JSONPointer, expected: String, found: String)
        /// A `{{ref}}` names a value the earlier response does not have.
        case missingValue(reference: String)
        /// An earlier request of a chain failed, so this one could not run.
        case dependencyFailed(request: String)
        /// `page(n)` asked of a request that pages by cursor.
        case cannotJumpToPage(Int)
        /// Anything a custom request reports.
        case other(String)
    }

    /// The request's id.
    public var request: String
    /// What it asked for: the URL or path as sent.
    public var target: String
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(request: String, target: String, reason: Reason) {
        self.request = request
        self.target = target
        self.reason = reason
    }

    /// True for failures that may pass on a second try: timeouts, dropped
    /// connections, HTTP 408, 429 and 5xx. Retries (`retry:`) apply only to these.
    public var isTransient: Bool {
        switch reason {
        case .timedOut, .transport, .connectionReset, .truncated: true
        case .httpStatus(let code): code == 408 || code == 429 || (500...599).contains(code)
        default: false
        }
    }

    /// "request 'feed' (data/feed-1.json): …".
    public var description: String {
        "request '\(request)' (\(target)): \(reasonText)"
    }

    /// The reason as a phrase.
    public var reasonText: String {
        switch reason {
        case .timedOut(let seconds): "no response within \(DataValue.number(seconds).displayText) s (timeout)"
        case .cancelled: "cancelled"
        case .offline: "HTTP is off (offline)"
        case .unsupportedURL(let url): "unsupported URL '\(url)': use a relative file path or an http(s) URL"
        case .outsideProject(let path): "'\(path)' is outside the project folder"
        case .fileNotFound(let path, let searched): "no file '\(path)' (looked in \(searched.joined(separator: ", ")))"
        case .notAFile(let path): "'\(path)' is not a regular file"
        case .unreadable(let path, let message): "cannot read '\(path)': \(message)"
        case .tooLarge(let limit): "the response is larger than \(limit) bytes"
        case .httpStatus(let code): "HTTP status \(code)"
        case .transport(let message): "connection failed: \(message)"
        case .connectionReset: "the server reset the connection"
        case .truncated(let received, let expected?):
            "the response ended after \(received) of its \(expected) bytes (truncated)"
        case .truncated(let received, nil): "the response ended after \(received) bytes, before its end (truncated)"
        case .notJSON(let message): "the response is not JSON: \(message)"
        case .itemsNotFound(let pointer): "items pointer '\(pointer)' addresses nothing in the response"
        case .itemsNotAnArray(let pointer, let found): "items pointer '\(pointer)' addresses \(found), not an array"
        case .wrongItemType(let pointer, let index, let found):
            "item \(index) at '\(pointer)' is \(found); items must be objects or scalars"
        case .wrongValueType(let pointer, let expected, let found): "'\(pointer)' is \(found), expected \(expected)"
        case .missingValue(let reference): "'{{\(reference)}}' has no value in the earlier response"
        case .dependencyFailed(let request): "not run: request '\(request)' before it failed"
        case .cannotJumpToPage(let page): "cannot load page \(page): the request pages by cursor"
        case .other(let message): message
        }
    }
}
