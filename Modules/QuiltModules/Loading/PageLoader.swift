import QuiltCore
import QuiltModuleCore

/// Loads a page's data through its module and keeps the committed page.
///
/// Every mutable piece of loading state lives in this actor: the committed
/// page, each request's paging position and state, the running operations.
/// Intents run as operations of three kinds — a *load* (initial, refresh,
/// force, page, autoupdate, retry), a *load-more*, a *load-newer* — with these rules:
///
/// - A new load supersedes every running operation: they are cancelled,
///   report `didCancel…` at once, and nothing they fetch is applied after
///   that moment (each operation carries the generation it started in;
///   commits check it).
/// - A `loadMore` while another runs joins it: it fetches nothing and returns
///   the running one's outcome, so no page is fetched twice. A `loadMore`
///   while a load runs is refused (the next page is not known until the first
///   arrives). `loadNewer` behaves the same way.
/// - An autoupdate tick is skipped while any operation runs.
///
/// Subscribe with ``events()`` before performing intents to see every event.
public actor PageLoader {
    /// The module that loads the page (a `static` one when the page has none).
    public nonisolated let module: ModuleSpec
    /// What requests are fetched with.
    public nonisolated let environment: LoadEnvironment
    /// The page as last committed: declared sections, loaded items filled in.
    public internal(set) var page: PageSpec

    /// One running intent, as module kinds see it through ``ModuleContext``.
    struct Operation: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case load, loadMore, loadNewer
        }

        var id: Int
        var generation: Int
        var kind: Kind
        var intent: LoadIntent
    }

    struct Running {
        var operation: Operation
        var task: Task<LoadOutcome, Never>
        var involved: [String]
        var failures: [RequestError] = []
    }

    struct RequestState {
        var state = LoadState.idle
        var stateBeforeLoad = LoadState.idle
        var hasMore = false
        var isLoadingMore = false
        var lastPage: Int?
        var cursor: String?
        var newerCursor: String?
        var itemCount = 0
        var values: [String: DataValue] = [:]
        var failure: (position: PagePosition, error: RequestError)?
    }

    let requestSpecs: [String: RequestSpec]
    var states: [String: RequestState] = [:]
    /// Requests whose every section names its own items
    /// (`source: {request, items}`): the request reads the first one's
    /// pointer in place of its own `items`, for paging and checking.
    let itemsPointers: [String: JSONPointer]
    /// The requests whose responses the page's titles read (`{{request.key}}`).
    let titleRequests: Set<String>
    /// The latest response of each of ``titleRequests``, for ``TitleSlots``.
    var titleResponses: [String: DataValue] = [:]
    /// Per section: how many items it has received since its last replacement.
    var ordinals: [String: Int] = [:]
    var generation = 0
    var operationCount = 0
    var running: [Operation.Kind: Running] = [:]
    var autoupdateTask: Task<Void, Never>?
    var subscribers: [Int: AsyncStream<LoadEvent>.Continuation] = [:]
    var subscriberCount = 0
    /// Commits so far: the `sequence` of the last `didCommit` event sent.
    public internal(set) var commitCount = 0
    /// How many `loadMore` / `loadNewer` calls joined one already running
    /// instead of fetching (for diagnostics and tests).
    public internal(set) var joinedCount = 0

    /// A loader for `page`, whose module is `module` or else the page's
    /// `module:` attachment (a `static` module when it has none).
    public init(page: PageSpec, module: ModuleSpec? = nil, environment: LoadEnvironment) {
        let resolved =
            module ?? page.attachment(ModuleSpec.self, forKey: "module")
            ?? ModuleSpec(kind: StaticModule(), options: NoModuleOptions(), location: page.location)
        self.module = resolved
        self.environment = environment
        var specs: [String: RequestSpec] = [:]
        for request in resolved.allRequests where specs[request.id] == nil { specs[request.id] = request }
        self.requestSpecs = specs
        self.titleRequests = TitleSlots.requests(of: page)
        self.itemsPointers = Self.sectionItemsPointers(of: page)
        // Sections wait for their request's first page; a source no request
        // fills has nothing to wait for.
        var started = page
        _ = SectionLoadStates.sync(&started.sections) { specs[$0] != nil ? .idle : nil }
        self.page = started
    }
}

extension PageLoader {
    /// For each request read only by sections that name their own items,
    /// the first such section's pointer.
    static func sectionItemsPointers(of page: PageSpec) -> [String: JSONPointer] {
        var pointers: [String: JSONPointer] = [:]
        var ownItems: Set<String> = []
        for section in page.sections {
            guard let source = section.source else { continue }
            guard let pointer = section.sourceItems else {
                ownItems.insert(source)
                continue
            }
            if pointers[source] == nil { pointers[source] = pointer }
        }
        for id in ownItems { pointers[id] = nil }
        return pointers
    }
}

extension PageLoader {
    /// Takes `page`'s item arrays where they are identical to the committed
    /// page's (``PageSpec/shareItems(with:)``). A reader that shares the
    /// items it shows with other readers (the live preview's sessions do)
    /// hands its page back here, so that the loader keeps the same copy
    /// instead of one of its own.
    package func shareItems(with page: PageSpec) {
        self.page.shareItems(with: page)
    }
}
