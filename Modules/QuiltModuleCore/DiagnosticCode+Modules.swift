import QuiltCore

/// The codes of decoding a page's module and of loading its data.
extension DiagnosticCode {
    /// A request url that is empty, absolute on disk, or of an unsupported scheme.
    public static let badURL = DiagnosticCode("bad-url")
    /// A malformed JSON pointer (`items:`, paging pointers).
    public static let badPointer = DiagnosticCode("bad-pointer")
    /// Two requests of a page's module (nested modules included) share an id.
    public static let duplicateRequestID = DiagnosticCode("duplicate-request-id")
    /// A section's `source`, or a `{{request.key}}` slot, names no request of the module.
    public static let unknownRequest = DiagnosticCode("unknown-request")
    /// A `{{request.key}}` slot names a request that has not run before the one using it.
    public static let requestOrder = DiagnosticCode("request-order")
    /// A request that failed when the page's data was loaded (a ``RequestError``).
    public static let loadFailed = DiagnosticCode("load-failed")
}
