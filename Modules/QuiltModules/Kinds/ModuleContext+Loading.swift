import QuiltCore
import QuiltModuleCore

/// Ready-made loading steps for module kinds; the built-in kinds are made of these.
extension ModuleContext {
    /// Loads the first page (`position`) of `requests`: all at once
    /// (`.parallel`) or one after another (`.serial`, each later request may
    /// read the earlier responses through `{{request.key}}`), committing each
    /// as it finishes (`.eachDone`) or all together at the end (`.allDone`).
    /// A failed request is marked failed; in a serial run the requests after
    /// it fail with ``RequestError/Reason-swift.enum/dependencyFailed(request:)``.
    public func load(
        _ requests: [RequestSpec], order: RequestOrder, mapping: ModuleMapping,
        at position: PagePosition = .first, placement: Placement? = nil
    ) async {
        switch order {
        case .parallel:
            await loadInParallel(requests, mapping: mapping, at: position, placement: placement)
        case .serial:
            await loadInSeries(requests, mapping: mapping, at: position, placement: placement)
        }
    }

    private func loadInParallel(
        _ requests: [RequestSpec], mapping: ModuleMapping, at position: PagePosition, placement: Placement?
    ) async {
        let results = await withTaskGroup(of: (Int, Result<FetchedPage, RequestError>).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask {
                    let result = await fetch(request, at: position, placement: placement, values: [:])
                    if mapping == .eachDone {
                        switch result {
                        case .success(let page): await commit([page])
                        case .failure(let error): await fail(request, at: position, error: error)
                        }
                    }
                    return (index, result)
                }
            }
            var results: [(Int, Result<FetchedPage, RequestError>)] = []
            for await result in group { results.append(result) }
            return results.sorted { $0.0 < $1.0 }.map(\.1)
        }
        guard mapping == .allDone else { return }
        await apply(Array(zip(requests, results)), at: position)
    }

    private func loadInSeries(
        _ requests: [RequestSpec], mapping: ModuleMapping, at position: PagePosition, placement: Placement?
    ) async {
        var values: [String: DataValue] = [:]
        var done: [(RequestSpec, Result<FetchedPage, RequestError>)] = []
        var failed: String?
        for request in requests {
            let result: Result<FetchedPage, RequestError>
            if let failed {
                result = .failure(
                    RequestError(
                        request: request.id, target: request.url.source, reason: .dependencyFailed(request: failed)))
            } else {
                result = await fetch(request, at: position, placement: placement, values: values)
            }
            switch result {
            case .success(let page):
                values[request.id] = page.response
                if mapping == .eachDone, !(await commit([page])) { return }
            case .failure(let error):
                failed = failed ?? request.id
                if mapping == .eachDone { await fail(request, at: position, error: error, values: values) }
            }
            done.append((request, result))
        }
        guard mapping == .allDone else { return }
        await apply(done, at: position)
    }

    /// One commit of the successes (in declared order), then the failures.
    private func apply(_ results: [(RequestSpec, Result<FetchedPage, RequestError>)], at position: PagePosition) async {
        let pages = results.compactMap { try? $0.1.get() }
        if !pages.isEmpty, !(await commit(pages)) { return }
        for case (let request, .failure(let error)) in results {
            await fail(request, at: position, error: error, values: [:])
        }
    }

    /// Fetches the next page of each of `requests` that can load more, in
    /// parallel, committing each as it arrives.
    public func loadMore(_ requests: [RequestSpec], placement: Placement = .append) async {
        var pending: [RequestSpec] = []
        for request in requests {
            if await canLoadMore(request) { pending.append(request) }
        }
        await load(pending, order: .parallel, mapping: .eachDone, at: .next, placement: placement)
    }

    /// Fetches page `number` of each of `requests` that pages by number
    /// and has that page (its `paging.start` is at most `number`),
    /// replacing their items.
    public func loadPage(_ number: Int, of requests: [RequestSpec], placement: Placement = .replace) async {
        var numbered: [RequestSpec] = []
        for request in requests where PageNumbers.has(number, request) { numbered.append(request) }
        await load(numbered, order: .parallel, mapping: .eachDone, at: .number(number), placement: placement)
    }

    /// Runs `phase` in each nested module at once; each commits on its own,
    /// into its own sections.
    public func run(_ phase: LoadPhase, children: [ModuleSpec]) async {
        await withTaskGroup(of: Void.self) { group in
            for child in children {
                group.addTask { await child.run(phase, context: self) }
            }
        }
    }

    /// What most kinds do outside their first load: `loadMore` and `page(n)`
    /// over the module's own requests, nothing for `loadNewer`, and for `load`
    /// all requests in parallel, committed together.
    public func runDefault(_ phase: LoadPhase, module: ModuleSpec) async {
        switch phase {
        case .load: await load(module.requests, order: .parallel, mapping: .allDone)
        case .loadMore: await loadMore(module.requests)
        case .page(let number): await loadPage(number, of: module.requests)
        case .loadNewer: break
        }
    }
}
