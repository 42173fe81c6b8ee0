import QuiltCore
import QuiltModuleCore

/// A request with its templates filled in and its paging values added: what
/// a ``RequestTransport`` turns into a ``DataRequest``.
public struct ResolvedRequest: Hashable, Sendable {
    /// A query parameter.
    public struct Parameter: Hashable, Sendable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a parameter.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The module request's id.
    public var requestID: String
    /// The filled-in `url`: a relative file path or an http(s) URL.
    public var url: String
    /// Query parameters: `params`, then the paging parameters.
    public var parameters: [Parameter]
    /// Seconds before giving up.
    public var timeout: Double
    /// The largest response accepted, in bytes.
    public var maxBytes: Int

    /// Creates a resolved request.
    public init(
        requestID: String, url: String, parameters: [Parameter] = [], timeout: Double = 10,
        maxBytes: Int = JSONBody.defaultLimit
    ) {
        self.requestID = requestID
        self.url = url
        self.parameters = parameters
        self.timeout = timeout
        self.maxBytes = maxBytes
    }

    /// True for http(s) URLs.
    public var isHTTP: Bool {
        let lower = url.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }
}
