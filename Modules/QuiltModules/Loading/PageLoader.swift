import QuiltCore

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
    public private(set) var page: PageSpec

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

    private struct Running {
        var operation: Operation
        var task: Task<LoadOutcome, Never>
        var involved: [String]
        var failures: [RequestError] = []
    }

    private struct RequestState {
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

    private let requestSpecs: [String: RequestSpec]
    private var states: [String: RequestState] = [:]
    /// Per section: how many items it has received since its last replacement.
    private var ordinals: [String: Int] = [:]
    private var generation = 0
    private var operationCount = 0
    private var running: [Operation.Kind: Running] = [:]
    private var autoupdateTask: Task<Void, Never>?
    private var subscribers: [Int: AsyncStream<LoadEvent>.Continuation] = [:]
    private var subscriberCount = 0
    private var commitCount = 0
    /// How many `loadMore` / `loadNewer` calls joined one already running
    /// instead of fetching (for diagnostics and tests).
    public private(set) var joinedCount = 0

    /// A loader for `page`, whose module is `module` or else the page's
    /// `module:` attachment (a `static` module when it has none).
    public init(page: PageSpec, module: ModuleSpec? = nil, environment: LoadEnvironment) {
        let resolved = module ?? (page.attachments["module"] as? ModuleSpec)
            ?? ModuleSpec(kind: StaticModule(), options: NoModuleOptions(), location: page.location)
        self.module = resolved
        self.environment = environment
        var specs: [String: RequestSpec] = [:]
        for request in resolved.allRequests where specs[request.id] == nil { specs[request.id] = request }
        self.requestSpecs = specs
        // Sections wait for their request's first page; a source no request
        // fills has nothing to wait for.
        var sections = page.sections
        _ = SectionLoadStates.sync(&sections) { specs[$0] != nil ? .idle : nil }
        var started = page
        started.sections = sections
        self.page = started
    }

    // MARK: Intents

    /// Carries out `intent` and returns how it ended (see ``LoadOutcome``).
    /// `autoupdate` returns ``LoadOutcome/scheduled`` at once.
    public func perform(_ intent: LoadIntent) async -> LoadOutcome {
        switch intent {
        case .initial, .refresh, .pullToRefresh, .force:
            return await startLoad(intent, phase: .load, involved: module.allRequests.map(\.id))
        case .page(let number):
            let numbered = module.allRequests.filter { $0.paging?.start != nil }.map(\.id)
            guard !numbered.isEmpty else { return .refused("no request pages by number") }
            return await startLoad(intent, phase: .page(number), involved: numbered)
        case .retry:
            let failed = module.allRequests.map(\.id).filter { states[$0]?.failure != nil }
            guard !failed.isEmpty else { return .refused("nothing failed") }
            return await startLoad(intent, phase: .load, involved: failed)
        case .loadMore:
            return await startAppending(.loadMore)
        case .loadNewer:
            return await startAppending(.loadNewer)
        case .autoupdate(let interval):
            guard interval.isFinite, interval > 0 else { return .refused("autoupdate needs an interval greater than 0") }
            startAutoupdate(every: interval)
            return .scheduled
        }
    }

    /// Stops autoupdate ticks (a load already started by a tick runs to its end).
    public func stopAutoupdate() {
        autoupdateTask?.cancel()
        autoupdateTask = nil
    }

    /// Cancels every running operation and autoupdate, and ends every event stream.
    public func close() {
        stopAutoupdate()
        supersedeRunning()
        for continuation in subscribers.values { continuation.finish() }
        subscribers = [:]
    }

    /// A stream of every event from now on, in order (unbounded buffer: none is dropped).
    public func events() -> AsyncStream<LoadEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: LoadEvent.self, bufferingPolicy: .unbounded)
        let id = subscriberCount
        subscriberCount += 1
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(id) }
        }
        return stream
    }

    private func unsubscribe(_ id: Int) {
        subscribers[id] = nil
    }

    // MARK: Statuses

    /// The status of section `id`: its source request's, or `loaded` for a
    /// section with inline items only. Nil for an unknown section.
    public func status(ofSection id: String) -> LoadStatus? {
        guard let section = page.section(id) else { return nil }
        guard let source = section.source, requestSpecs[source] != nil else { return .loaded }
        return status(ofRequest: source)
    }

    /// The status of request `id`.
    public func status(ofRequest id: String) -> LoadStatus? {
        guard requestSpecs[id] != nil else { return nil }
        let state = states[id] ?? RequestState()
        return LoadStatus(state: state.state, canLoadMore: canLoadMore(id), isLoadingMore: state.isLoadingMore)
    }

    /// The status of module `id` (nested ones included) over all its requests:
    /// loading while any loads, else failed when any failed, else idle when
    /// none has loaded, else loaded when any shows items, else empty.
    public func status(ofModule id: String) -> LoadStatus? {
        guard let found = module.allModules.first(where: { $0.id == id }) else { return nil }
        let statuses = found.allRequests.compactMap { status(ofRequest: $0.id) }
        guard !statuses.isEmpty else { return .loaded }
        let states = statuses.map(\.state)
        let state: LoadState
        if states.contains(.loading) {
            state = .loading
        } else if let failure = states.first(where: { if case .failed = $0 { true } else { false } }) {
            state = failure
        } else if states.allSatisfy({ $0 == .idle }) {
            state = .idle
        } else if states.contains(.loaded) {
            state = .loaded
        } else {
            state = .empty
        }
        return LoadStatus(state: state, canLoadMore: statuses.contains(where: \.canLoadMore), isLoadingMore: statuses.contains(where: \.isLoadingMore))
    }

    /// Every section's status by id.
    public var sectionStatuses: [String: LoadStatus] {
        var result: [String: LoadStatus] = [:]
        for section in page.sections { result[section.id] = status(ofSection: section.id) }
        return result
    }

    func canLoadMore(_ id: String) -> Bool {
        guard let state = states[id], state.hasMore, requestSpecs[id]?.paging != nil else { return false }
        if let failure = state.failure, failure.position != .next { return false }
        return true
    }

    // MARK: Operations

    private func startLoad(_ intent: LoadIntent, phase: LoadPhase, involved: [String]) async -> LoadOutcome {
        supersedeRunning()
        generation += 1
        let operation = makeOperation(.load, intent)
        for id in involved {
            var state = states[id] ?? RequestState()
            if intent == .retry, state.failure?.position == .next {
                state.isLoadingMore = true
            } else {
                state.stateBeforeLoad = state.state
                state.state = .loading
            }
            states[id] = state
        }
        emit(.didStartLoad(intent))
        if case .force(keepData: false) = intent {
            clearLoadedSections(intent: intent)
        } else {
            // A section without items shows its loading view again (a retry
            // after a failure, a refresh of an empty section).
            publishStates(intent: intent)
        }
        return await launch(operation, phase: phase, involved: involved)
    }

    private func startAppending(_ kind: Operation.Kind) async -> LoadOutcome {
        if let current = running[kind] {
            joinedCount += 1
            return await current.task.value
        }
        if running[.load] != nil { return .refused("a load is running; try again when it ends") }
        let involved: [String]
        if kind == .loadMore {
            involved = module.allRequests.map(\.id).filter(canLoadMore)
            guard !involved.isEmpty else { return .refused("nothing more to load") }
        } else {
            involved = module.allModules.filter(\.kind.loadsNewer).flatMap(\.requests).map(\.id).filter { states[$0]?.state == .loaded || states[$0]?.state == .empty }
            guard !involved.isEmpty else { return .refused("no loaded timeline to load newer items into") }
        }
        let operation = makeOperation(kind, kind == .loadMore ? .loadMore : .loadNewer)
        for id in involved { states[id]?.isLoadingMore = true }
        emit(kind == .loadMore ? .didStartLoadMore : .didStartLoadNewer)
        return await launch(operation, phase: kind == .loadMore ? .loadMore : .loadNewer, involved: involved)
    }

    private func makeOperation(_ kind: Operation.Kind, _ intent: LoadIntent) -> Operation {
        operationCount += 1
        return Operation(id: operationCount, generation: generation, kind: kind, intent: intent)
    }

    private func launch(_ operation: Operation, phase: LoadPhase, involved: [String]) async -> LoadOutcome {
        // The task starts once this method suspends, so `running` is set before it reads it.
        let task = Task { await self.execute(operation, phase: phase) }
        running[operation.kind] = Running(operation: operation, task: task, involved: involved)
        return await task.value
    }

    private func execute(_ operation: Operation, phase: LoadPhase) async -> LoadOutcome {
        let context = ModuleContext(loader: self, operation: operation)
        if operation.intent == .retry {
            await retryFailed(running[.load]?.involved ?? [], context: context)
        } else {
            await module.run(phase, context: context)
        }
        return finish(operation)
    }

    private func finish(_ operation: Operation) -> LoadOutcome {
        guard let current = running[operation.kind], current.operation.id == operation.id, operation.generation == generation else {
            return .superseded
        }
        running[operation.kind] = nil
        settle(current)
        publishStates(intent: operation.intent)
        let errors = current.failures
        switch operation.kind {
        case .load: emit(errors.isEmpty ? .didFinishLoad(operation.intent) : .didFailLoad(operation.intent, errors))
        case .loadMore: emit(errors.isEmpty ? .didFinishLoadMore : .didFailLoadMore(errors))
        case .loadNewer: emit(errors.isEmpty ? .didFinishLoadNewer : .didFailLoadNewer(errors))
        }
        return errors.isEmpty ? .finished : .failed(errors)
    }

    /// Cancels every running operation; each reports its `didCancel…` now.
    private func supersedeRunning() {
        for kind in [Operation.Kind.load, .loadMore, .loadNewer] {
            guard let current = running.removeValue(forKey: kind) else { continue }
            current.task.cancel()
            settle(current)
            switch kind {
            case .load: emit(.didCancelLoad(current.operation.intent))
            case .loadMore: emit(.didCancelLoadMore)
            case .loadNewer: emit(.didCancelLoadNewer)
            }
        }
    }

    /// Requests an operation touched but did not commit or fail go back to
    /// where they were; no request stays marked as loading more.
    private func settle(_ operation: Running) {
        for id in operation.involved {
            guard var state = states[id] else { continue }
            if state.state == .loading { state.state = state.stateBeforeLoad }
            state.isLoadingMore = false
            states[id] = state
        }
    }

    // MARK: Fetching, committing, failing (through ModuleContext)

    func isCurrent(_ operation: Operation) -> Bool {
        operation.generation == generation && running[operation.kind]?.operation.id == operation.id && !Task.isCancelled
    }

    func plan(
        _ request: RequestSpec, at position: PagePosition, values: [String: DataValue]?, newer: CursorPaging?, operation: Operation
    ) -> Result<FetchPlan, RequestError> {
        let state = states[request.id] ?? RequestState()
        var effective = request
        var pageNumber: Int?
        var cursor: String?
        var cursorParam = request.paging?.param
        switch position {
        case .first:
            pageNumber = request.paging?.start
        case .next:
            effective = request.loadMore ?? request
            if let start = effective.paging?.start ?? request.paging?.start { pageNumber = (state.lastPage ?? start - 1) + 1 }
            cursor = state.cursor
            cursorParam = effective.paging?.param ?? cursorParam
        case .number(let number):
            if request.paging?.start == nil {
                return .failure(RequestError(request: request.id, target: request.url.source, reason: .cannotJumpToPage(number)))
            }
            pageNumber = number
        case .newer:
            cursor = state.newerCursor
            cursorParam = newer?.param
        }
        let placement: Placement = switch position {
        case .first, .number: .replace
        case .next: .append
        case .newer: .prepend
        }
        let retry = effective.retry ?? .none
        return .success(FetchPlan(
            request: request, effective: effective, position: position, placement: placement, pageNumber: pageNumber,
            cursor: cursor, cursorParam: cursorParam, values: values ?? state.values, newer: newer,
            timeout: effective.timeout ?? environment.defaultTimeout, maxBytes: environment.maxResponseBytes, retry: retry))
    }

    func commit(_ pages: [FetchedPage], operation: Operation) -> Bool {
        guard isCurrent(operation) else { return false }
        let previous = page
        var sections = page.sections
        var problems: [LoadedDataProblem] = []
        for fetched in pages {
            let id = fetched.request.id
            var state = states[id] ?? RequestState()
            if fetched.position != .newer {
                state.lastPage = fetched.pageNumber ?? state.lastPage
                state.cursor = fetched.nextCursor
                state.hasMore = fetched.hasMore
            }
            if fetched.position == .first {
                state.newerCursor = fetched.newerCursor
            } else if let newer = fetched.newerCursor {
                state.newerCursor = newer
            }
            state.values = fetched.values
            state.failure = nil
            var count: Int?
            for index in sections.indices where sections[index].source == id {
                let section = sections[index]
                let ordinal = fetched.placement == .replace ? 0 : ordinals[section.id, default: section.items.count]
                var found: [(index: Int, problem: DataProblem)] = []
                let items = LoadedItems.make(fetched.items, for: section, firstOrdinal: ordinal, problems: &found)
                problems += found.map {
                    LoadedDataProblem(
                        request: id, target: fetched.target, itemsPointer: fetched.itemsPointer, section: section.id,
                        index: $0.index, problem: $0.problem)
                }
                ordinals[section.id] = ordinal + items.count
                sections[index].items = LoadedItems.merge(items, into: section.items, placement: fetched.placement)
                count = count ?? sections[index].items.count
            }
            state.itemCount = count ?? (fetched.placement == .replace ? fetched.items.count : state.itemCount + fetched.items.count)
            state.state = state.itemCount == 0 ? .empty : .loaded
            states[id] = state
        }
        _ = SectionLoadStates.sync(&sections) { self.requestState($0) }
        page.sections = sections
        for fetched in pages { emit(.didReceiveExtraData(request: fetched.request.id, response: fetched.response)) }
        if !problems.isEmpty { emit(.didFindDataProblems(problems)) }
        publish(previous: previous, requests: pages.map(\.request.id), intent: operation.intent, dataProblems: problems)
        return true
    }

    func fail(_ request: RequestSpec, at position: PagePosition, error: RequestError, values: [String: DataValue], operation: Operation) {
        guard isCurrent(operation), error.reason != .cancelled else { return }
        var state = states[request.id] ?? RequestState()
        state.state = .failed(error)
        state.failure = (position, error)
        state.values = values
        states[request.id] = state
        running[operation.kind]?.failures.append(error)
        publishStates(intent: operation.intent)
    }

    private func clearLoadedSections(intent: LoadIntent) {
        let previous = page
        for index in page.sections.indices where page.sections[index].source.map({ requestSpecs[$0] != nil }) == true {
            page.sections[index].items = []
            ordinals[page.sections[index].id] = 0
        }
        for id in states.keys {
            states[id]?.itemCount = 0
            states[id]?.hasMore = false
        }
        _ = SectionLoadStates.sync(&page.sections) { self.requestState($0) }
        emit(.didClearAllData)
        publish(previous: previous, requests: [], intent: intent)
    }

    /// The state of request `id` (idle before its first load), nil for a name no request has.
    private func requestState(_ id: String) -> LoadState? {
        guard requestSpecs[id] != nil else { return nil }
        return states[id]?.state ?? .idle
    }

    /// Brings the sections' load states up to date with their requests and,
    /// when a section without items now shows another state, commits the
    /// page (a commit of no request, whose change set updates those sections).
    private func publishStates(intent: LoadIntent) {
        let previous = page
        guard SectionLoadStates.sync(&page.sections, requestState: requestState) else { return }
        publish(previous: previous, requests: [], intent: intent)
    }

    /// The one place a commit becomes a result: sequence, statuses, and the
    /// change from the previous page.
    private func publish(previous: PageSpec, requests: [String], intent: LoadIntent, dataProblems: [LoadedDataProblem] = []) {
        commitCount += 1
        emit(.didCommit(LoadResult(
            sequence: commitCount, intent: intent, requests: requests, previous: previous, page: page, statuses: sectionStatuses,
            changes: Diff.changes(from: previous, to: page), dataProblems: dataProblems)))
    }

    private func emit(_ event: LoadEvent) {
        for continuation in subscribers.values { continuation.yield(event) }
    }

    // MARK: Retry and autoupdate

    /// Fetches each failed request again, in declared order, at the page it
    /// failed on; a request that failed because an earlier one of its chain
    /// did runs with that request's new response.
    private func retryFailed(_ ids: [String], context: ModuleContext) async {
        var responses: [String: DataValue] = [:]
        var failedAgain: Set<String> = []
        for id in ids {
            guard let request = requestSpecs[id], let failure = states[id]?.failure else { continue }
            var values = states[id]?.values ?? [:]
            for (name, response) in responses { values[name] = response }
            if case .dependencyFailed(let dependency) = failure.error.reason, failedAgain.contains(dependency) {
                await context.fail(request, at: failure.position, error: failure.error, values: values)
                failedAgain.insert(id)
                continue
            }
            switch await context.fetch(request, at: failure.position, values: values) {
            case .success(let fetched):
                guard await context.commit([fetched]) else { return }
                responses[id] = fetched.response
            case .failure(let error):
                await context.fail(request, at: failure.position, error: error, values: values)
                failedAgain.insert(id)
            }
        }
    }

    private func startAutoupdate(every interval: Double) {
        autoupdateTask?.cancel()
        let sleeper = environment.sleeper
        autoupdateTask = Task { [weak self] in
            while !Task.isCancelled {
                do { try await sleeper.sleep(seconds: interval) } catch { return }
                guard let self, !Task.isCancelled else { return }
                await self.autoupdateTick(interval: interval)
            }
        }
    }

    private func autoupdateTick(interval: Double) async {
        guard running.isEmpty else { return }
        _ = await startLoad(.autoupdate(interval: interval), phase: .load, involved: module.allRequests.map(\.id))
    }
}
