import QuiltCore
import QuiltModuleCore

// What module kinds do through ``ModuleContext``: plan a fetch, commit pages,
// record failures; and how a commit is published as a ``LoadResult``.
extension PageLoader {
    func isCurrent(_ operation: Operation) -> Bool {
        operation.generation == generation && running[operation.kind]?.operation.id == operation.id && !Task.isCancelled
    }

    func plan(
        _ request: RequestSpec, at position: PagePosition, values: [String: DataValue]?, newer: CursorPaging?,
        operation: Operation
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
            if let start = effective.paging?.start ?? request.paging?.start {
                pageNumber = (state.lastPage ?? start - 1) + 1
            }
            cursor = state.cursor
            cursorParam = effective.paging?.param ?? cursorParam
        case .number(let number):
            if request.paging?.start == nil {
                return .failure(
                    RequestError(request: request.id, target: request.url.source, reason: .cannotJumpToPage(number)))
            }
            pageNumber = number
        case .newer:
            cursor = state.newerCursor
            cursorParam = newer?.param
        }
        let placement: Placement =
            switch position {
            case .first, .number: .replace
            case .next: .append
            case .newer: .prepend
            }
        if let pointer = itemsPointers[request.id] { effective.items = pointer }
        let retry = effective.retry ?? .none
        return .success(
            FetchPlan(
                request: request, effective: effective, position: position, placement: placement,
                pageNumber: pageNumber,
                cursor: cursor, cursorParam: cursorParam, values: values ?? state.values, newer: newer,
                timeout: effective.timeout ?? environment.defaultTimeout, maxBytes: environment.maxResponseBytes,
                retry: retry))
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
            let (count, found) = ResponsePlacement.place(fetched, into: &sections, ordinals: &ordinals)
            problems += found
            state.itemCount =
                count ?? (fetched.placement == .replace ? fetched.items.count : state.itemCount + fetched.items.count)
            state.state = state.itemCount == 0 ? .empty : .loaded
            states[id] = state
        }
        _ = SectionLoadStates.sync(&sections, requestState: requestState, canLoadMore: { canLoadMore($0) })
        page.sections = sections
        fillTitles(from: pages)
        for fetched in pages { emit(.didReceiveExtraData(request: fetched.request.id, response: fetched.response)) }
        if !problems.isEmpty { emit(.didFindDataProblems(problems)) }
        publish(
            previous: previous, requests: pages.map({ $0.request.id }), intent: operation.intent,
            dataProblems: problems,
            targets: pages.map({ $0.target }))
        return true
    }

    func fail(
        _ request: RequestSpec, at position: PagePosition, error: RequestError, values: [String: DataValue],
        operation: Operation
    ) {
        guard isCurrent(operation), error.reason != .cancelled else { return }
        var state = states[request.id] ?? RequestState()
        state.state = .failed(error)
        state.failure = (position, error)
        state.values = values
        states[request.id] = state
        running[operation.kind]?.failures.append(error)
        publishStates(intent: operation.intent)
    }

    func clearLoadedSections(intent: LoadIntent) {
        let previous = page
        for index in page.sections.indices where page.sections[index].source.map({ requestSpecs[$0] != nil }) == true {
            page.sections[index].items = []
            ordinals[page.sections[index].id] = 0
        }
        for id in states.keys {
            states[id]?.itemCount = 0
            states[id]?.hasMore = false
        }
        _ = SectionLoadStates.sync(&page.sections, requestState: requestState, canLoadMore: { canLoadMore($0) })
        emit(.didClearAllData)
        publish(previous: previous, requests: [], intent: intent)
    }

    /// The one place a commit becomes a result: sequence, statuses, and the
    /// change from the previous page.
    func publish(
        previous: PageSpec, requests: [String], intent: LoadIntent, dataProblems: [LoadedDataProblem] = [],
        targets: [String] = [], changes: PageChangeSet? = nil
    ) {
        commitCount += 1
        emit(
            .didCommit(
                LoadResult(
                    sequence: commitCount, intent: intent, requests: requests, previous: previous, page: page,
                    statuses: sectionStatuses,
                    changes: changes ?? Diff.changes(from: previous, to: page), dataProblems: dataProblems,
                    targets: targets)))
    }

    func emit(_ event: LoadEvent) {
        for continuation in subscribers.values { continuation.yield(event) }
    }
}

extension PageLoader {
    /// Keeps the responses the page's titles read and fills the titles from
    /// them (``TitleSlots``); a page whose titles read no response skips it.
    func fillTitles(from pages: [FetchedPage]) {
        guard !titleRequests.isEmpty else { return }
        for fetched in pages where titleRequests.contains(fetched.request.id) {
            titleResponses[fetched.request.id] = fetched.response
        }
        TitleSlots.fill(&page, responses: titleResponses)
    }
}
