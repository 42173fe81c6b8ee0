import QuiltCore
import QuiltModuleCore

/// What the host has told an opened page about its requests (``WasmEngine``'s
/// `update`): each answered or failed request's state, whether another
/// page follows, the identities counted per section, and the responses the
/// page's titles read. The host fetches; the page keeps what a native
/// ``PageLoader`` keeps of the same responses.
struct WasmLoads {
    /// The state of each request the host answered or failed, by id.
    var states: [String: LoadState] = [:]
    /// Whether each answered request has another page.
    var hasMore: [String: Bool] = [:]
    /// Items each section received since its last replacement.
    var ordinals: [String: Int] = [:]
    /// The latest response of each request the page's titles read.
    var responses: [String: DataValue] = [:]

    /// The state the sections of request `id` show: what the host said of
    /// it, `idle` (loading) while it has said nothing; nil for an id the
    /// page's module does not declare.
    func state(of id: String, in requests: [RequestSpec]) -> LoadState? {
        guard requests.contains(where: { $0.id == id }) else { return nil }
        return states[id] ?? .idle
    }

    /// Whether request `id` can load more: it pages, its last response said
    /// more follow, and it has not failed since.
    func canLoadMore(_ id: String, in requests: [RequestSpec]) -> Bool {
        guard hasMore[id] == true, requests.first(where: { $0.id == id })?.paging != nil else { return false }
        if case .failed = states[id] { return false }
        return true
    }
}
