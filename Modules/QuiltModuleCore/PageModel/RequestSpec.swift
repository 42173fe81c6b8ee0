import QuiltCore

/// One request of a module: where its JSON comes from, where the items are in
/// it, and how it pages.
///
/// ```yaml
/// - id: feed
///   url: data/feed-{{page}}.json       # relative: a file; http(s)://…: HTTP GET
///   params: {lang: en}                 # HTTP query parameters (templates allowed)
///   items: /data/list                  # RFC 6901 pointer to the items array
///   paging: {param: page, start: 1, size: 20, hasMore: /data/hasMore}
///   loadMore: {url: "https://example.com/more"}   # a different request for later pages
///   timeout: 5
///   retry: {attempts: 3, backoff: 0.5, multiplier: 2}
/// ```
public struct RequestSpec: Sendable {
    /// Unique in the module tree; sections name it in `source`.
    public var id: String
    /// A relative file path or an http(s) URL.
    public var url: Template
    /// Query parameters (HTTP), in the order written.
    public var params: [(name: String, value: Template)]
    /// Where the items array is (default: the whole response).
    public var items: JSONPointer
    /// How it pages; nil: one page only.
    public var paging: PagingSpec?
    /// Seconds before giving up (default: the module's, else 10).
    public var timeout: Double?
    /// Retries of transient failures (default: the module's, else none).
    public var retry: RetryPolicy?
    /// Where it was written (the `id` for located messages).
    public var location: SourceLocation
    /// Where each request named in a `{{request.key}}` slot was first named.
    public var referenceLocations: [String: SourceLocation]
    private var loadMoreStorage: [RequestSpec]

    /// Creates a request.
    public init(
        id: String, url: Template, params: [(name: String, value: Template)] = [], items: JSONPointer = .root,
        paging: PagingSpec? = nil, timeout: Double? = nil, retry: RetryPolicy? = nil, loadMore: RequestSpec? = nil,
        location: SourceLocation = .unknown
    ) {
        self.id = id
        self.url = url
        self.params = params
        self.items = items
        self.paging = paging
        self.timeout = timeout
        self.retry = retry
        self.loadMoreStorage = loadMore.map { [$0] } ?? []
        self.location = location
        self.referenceLocations = [:]
    }

    /// The request that fetches pages after the first (EaseModule's
    /// `loadMoreDifferentWithRefresh`); nil: this request with the next page.
    /// It keeps this request's id, and inherits what it leaves out.
    public var loadMore: RequestSpec? {
        get { loadMoreStorage.first }
        set { loadMoreStorage = newValue.map { [$0] } ?? [] }
    }

    /// Every template: the url, then the params.
    public var templates: [Template] { [url] + params.map({ $0.value }) + (loadMore?.templates ?? []) }

    /// The requests this one reads values from (`{{other.key}}`).
    public var referencedRequests: [String] {
        var names: [String] = []
        for template in templates {
            for case .response(let request, _) in template.references where !names.contains(request) {
                names.append(request)
            }
        }
        return names
    }
}
