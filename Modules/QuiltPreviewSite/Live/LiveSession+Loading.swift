import Foundation
import Quilt

extension LiveSession {
    /// Performs `intent` on the page's loader, in the background; its commits
    /// arrive as events (``loaderEvent(_:generation:)``). The caller sends
    /// the status (now loading).
    ///
    /// While a reload replays the page on a new loader, the intent waits
    /// and runs on that loader (counted as running meanwhile).
    func perform(_ intent: LoadIntent) {
        guard let loader, !isClosed else { return }
        guard !reloading else {
            deferredIntents.append(intent)
            return
        }
        let generation = generation
        let ticket = nextTicket
        nextTicket += 1
        inFlight[ticket] = intent
        Task {
            let outcome = await loader.perform(intent)
            await self.finished(intent, ticket: ticket, outcome: outcome, generation: generation)
        }
    }

    /// An intent ended: counts load-mores and keeps selections (replayed
    /// after an edit), then loads more if the viewport is still near the end.
    func finished(_ intent: LoadIntent, ticket: Int, outcome: LoadOutcome, generation: Int) async {
        // A replaced loader's intents were dropped with it (`replaceLoader`).
        // While a reload replays the page, the loader's intents are about
        // to be: the reload performs them again on its new loader, so one
        // that ends now is still running (and said so), else a page waiting
        // for idle would read the page before the reload's patch.
        guard generation == self.generation, !reloading else { return }
        await awaitCommits(generation: generation)
        guard generation == self.generation, !reloading else { return }
        // No longer running, nor replayed by a reload: what it changed is recorded below.
        inFlight[ticket] = nil
        switch (intent, outcome) {
        case (.loadMore, .finished): loadMores += 1
        case (.select(let section, let item), .finished), (.deselect(let section, let item), .finished):
            selections.removeAll {
                switch $0 {
                case .select(section, item), .deselect(section, item): true
                default: false
                }
            }
            selections.append(intent)
        case (.initial, _), (.refresh, _), (.pullToRefresh, _), (.force, _), (.page, _): loadMores = 0
        default: break
        }
        statuses = await loader?.sectionStatuses ?? statuses
        rebuildScene()
        sendPatch()
        if case .refused(let reason) = outcome {
            sendJSON(["type": .string("notice"), "message": .string("\(intent): \(reason)")])
        }
        // Before the status, so that "nothing loads" is never said between two loads.
        if !loadMoreNearTheEnd() { sendStatus() }
    }

    /// Waits until every commit the loader has made arrived as an event
    /// (for at most 5 s). An intent's end and its commits travel apart, and
    /// the status that ends the intent must not reach the browser before the
    /// patch of what it changed: a page waiting for it would read the old DOM.
    func awaitCommits(generation: Int) async {
        guard let loader else { return }
        let committed = await loader.commitCount
        let deadline = ContinuousClock.now + .seconds(5)
        while arrivedCommits < committed, generation == self.generation, !isClosed, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// A loader event: a commit updates the snapshot through
    /// `PageLayout.update` and sends what changed, keeping the visible items
    /// in place when content changed above them.
    func loaderEvent(_ event: LoadEvent, generation: Int) {
        guard generation == self.generation, !isClosed else { return }
        switch event {
        case .didCommit(let result):
            arrivedCommits = max(arrivedCommits, result.sequence)
            guard var updated = snapshot else { return }
            let anchor = anchorItem()
            snapshot = nil
            PageLayout.update(&updated, to: result.page, changes: result.changes)
            keep(result.page, laidOut: updated)
            statuses = result.statuses
            rebuildScene()
            sendPatch(anchor: shift(of: anchor))
            sendStatus()
        case .didStartLoad, .didStartLoadMore, .didStartLoadNewer, .didFailLoad, .didFailLoadMore, .didFailLoadNewer,
            .didFinishLoad, .didFinishLoadMore, .didFinishLoadNewer, .didClearAllData:
            Task { await self.refreshStatuses(generation: generation) }
        default:
            break
        }
    }

    /// Reads the loader's statuses and redraws what they change (placeholders' states).
    func refreshStatuses(generation: Int) async {
        guard generation == self.generation, let loader else { return }
        statuses = await loader.sectionStatuses
        guard generation == self.generation else { return }
        rebuildScene()
        sendPatch()
        sendStatus()
    }

    /// `loadMore` when the viewport's bottom is within one screen of the
    /// content's end, nothing is loading and some section has more.
    /// True when it started one (and sent the status saying so).
    @discardableResult
    func loadMoreNearTheEnd() -> Bool {
        guard !isLoading, let snapshot, statuses.values.contains(where: \.canLoadMore) else { return false }
        guard viewport.y + 2 * viewport.height >= snapshot.contentHeight else { return false }
        perform(.loadMore)
        sendStatus()
        return true
    }

    /// Answers a strip's release with where it settles: the strip's
    /// `targetOffset(forProposed:velocity:)`, then its items there.
    func settle(_ section: String, x: Double, velocity: Double) {
        guard let strip = snapshot?.sections.first(where: { $0.id == section })?.strip else {
            sendJSON(["type": .string("error"), "message": .string("no strip '\(section.prefix(80))' on the page")])
            return
        }
        let target = strip.targetOffset(forProposed: x, velocity: velocity)
        viewport.strips[section] = target
        sendJSON(["type": .string("settle"), "section": .string(section), "x": .number(target)])
        sendPatch()
    }

    /// Expands or collapses section `id` (its toggle was clicked): the
    /// loader's `expand` or `collapse` intent, whose commit goes through
    /// `PageLayout.update` as a load's does and is sent as a patch.
    func toggle(_ id: String) {
        guard let collapsible = page?.section(id)?.collapsible else {
            sendJSON([
                "type": .string("error"), "message": .string("no collapsible section '\(id.prefix(80))' on the page"),
            ])
            return
        }
        let collapse = !collapsible.isCollapsed
        toggled[id] = collapse
        perform(collapse ? .collapse(section: id) : .expand(section: id))
    }

    /// `status`: whether anything loads, and the state each section is in
    /// (`content`, `loading`, `empty`, `failed`: `SectionLoadState.shownState`).
    func sendStatus() {
        var sections: [DataValue] = []
        for section in page?.sections ?? [] {
            var object = DataObject()
            object["id"] = .string(section.id)
            object["state"] = .string(section.loadState.shownState(hasItems: !section.items.isEmpty).rawValue)
            object["canLoadMore"] = .bool(statuses[section.id]?.canLoadMore ?? false)
            if case .failed(let message) = section.loadState { object["message"] = .string(message) }
            sections.append(.object(object))
        }
        sendJSON([
            "type": .string("status"), "loading": .bool(isLoading), "intents": .number(Double(intentsReceived)),
            "sections": .array(sections),
        ])
    }

    /// The first item of a vertical section at the viewport's top, and its y.
    func anchorItem() -> (section: String, item: String, index: Int, y: Double)? {
        guard let snapshot, viewport.y > 0 else { return nil }
        let visible = Rect(x: 0, y: viewport.y, width: snapshot.width, height: viewport.height)
        for element in snapshot.elements(in: visible) where element.kind == .item {
            guard snapshot.sections[element.sectionIndex].arrange == .vertical, let id = element.itemID,
                let index = element.index
            else { continue }
            return (element.sectionID, id, index, element.frame.y)
        }
        return nil
    }

    /// How far `anchor` moved in the updated snapshot; the viewport moves
    /// with it (nil when it did not move or is gone).
    func shift(of anchor: (section: String, item: String, index: Int, y: Double)?) -> Double? {
        guard let anchor, let snapshot, let section = snapshot.sections.first(where: { $0.id == anchor.section })
        else { return nil }
        let ids = section.itemIDs
        // Look near the old index first: most commits insert or delete a few.
        var found: Int?
        for distance in 0..<min(ids.count, 4_096) {
            for index in [anchor.index + distance, anchor.index - distance] where ids.indices.contains(index) {
                if ids[index] == anchor.item { found = index }
            }
            if found != nil { break }
        }
        if found == nil { found = ids.firstIndex(of: anchor.item) }
        guard let found, let frame = section.itemFrame(at: found) else { return nil }
        let moved = frame.y - anchor.y
        guard moved != 0, moved.isFinite else { return nil }
        viewport.y = max(0, viewport.y + moved)
        return moved
    }

    /// Closes the current loader and starts listening to `replacement`.
    func replaceLoader(with replacement: PageLoader) async {
        generation += 1
        let old = loader
        loader = replacement
        inFlight = [:]
        arrivedCommits = 0
        let generation = generation
        let events = await replacement.events()
        Task {
            for await event in events { self.loaderEvent(event, generation: generation) }
        }
        await old?.close()
    }
}
