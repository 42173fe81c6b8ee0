import QuiltCore
import QuiltModuleCore

// Statuses of sections, requests and modules, read from the requests' states.
extension PageLoader {
    /// The status of section `id`: its source request's, or `loaded` for a
    /// section with inline items only. Nil for an unknown section.
    public func status(ofSection id: String) -> LoadStatus? {
        guard let section = page.section(id) else { return nil }
        return status(of: section)
    }

    /// The status of `section`, found by the caller: looking each one up by
    /// id made a pass over every section quadratic in their number.
    func status(of section: SectionSpec) -> LoadStatus? {
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
        let states = statuses.map({ $0.state })
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
        return LoadStatus(
            state: state, canLoadMore: statuses.contains(where: { $0.canLoadMore }),
            isLoadingMore: statuses.contains(where: { $0.isLoadingMore }))
    }

    /// Every section's status by id.
    public var sectionStatuses: [String: LoadStatus] {
        var result: [String: LoadStatus] = [:]
        result.reserveCapacity(page.sections.count)
        for section in page.sections { result[section.id] = status(of: section) }
        return result
    }

    func canLoadMore(_ id: String) -> Bool {
        guard let state = states[id], state.hasMore, requestSpecs[id]?.paging != nil else { return false }
        if let failure = state.failure, failure.position != .next { return false }
        return true
    }
}
