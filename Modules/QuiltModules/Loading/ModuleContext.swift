import QuiltCore
import QuiltModuleCore

/// What a module kind runs with during one operation of a ``PageLoader``:
/// fetch pages, commit them, report failures. Every call is tied to the
/// operation: once a newer load supersedes it, commits are refused (return
/// false) and failures are dropped, so a late response is never applied.
public struct ModuleContext: Sendable {
    let loader: PageLoader
    let operation: PageLoader.Operation

    /// The intent being carried out.
    public var intent: LoadIntent { operation.intent }

    /// False once the operation was superseded or cancelled.
    public var isCurrent: Bool {
        get async { await loader.isCurrent(operation) }
    }

    /// Fetches one page of `request`: fills its templates (paging values,
    /// `values` from earlier responses — nil means the ones its last page used),
    /// sends it with retries, and parses the items, `hasMore` and cursors.
    /// `newer` is the timeline's newer-cursor paging, read on every page.
    public func fetch(
        _ request: RequestSpec, at position: PagePosition, placement: Placement? = nil,
        values: [String: DataValue]? = nil, newer: CursorPaging? = nil
    ) async -> Result<FetchedPage, RequestError> {
        let plan: FetchPlan
        switch await loader.plan(request, at: position, values: values, newer: newer, operation: operation) {
        case .success(let made): plan = made
        case .failure(let error): return .failure(error)
        }
        do {
            let (response, target) = try await Fetcher(environment: loader.environment).response(for: plan)
            guard !Task.isCancelled else { return .failure(plan.error(.cancelled, target: target)) }
            var page = try PageParser.parse(response, plan: plan, target: target)
            page.placement = placement ?? page.placement
            return .success(page)
        } catch {
            return .failure(error)
        }
    }

    /// Applies `pages` to their sections as one commit (one new page, one
    /// `didCommit`). False when the operation is no longer current: nothing applied.
    @discardableResult
    public func commit(_ pages: [FetchedPage]) async -> Bool {
        await loader.commit(pages, operation: operation)
    }

    /// Marks `request` failed at `position` (its sections keep their items and
    /// show the error; `retry` fetches that page again with `values`).
    public func fail(
        _ request: RequestSpec, at position: PagePosition, error: RequestError, values: [String: DataValue] = [:]
    ) async {
        await loader.fail(request, at: position, error: error, values: values, operation: operation)
    }

    /// True when `loadMore` would fetch another page of `request`.
    public func canLoadMore(_ request: RequestSpec) async -> Bool {
        await loader.canLoadMore(request.id)
    }
}
