import Foundation
import Quilt
import QuiltPipeline

extension LiveSession {
    /// A watched file changed: the page is read again, its data loaded as
    /// the session had loaded it (the initial load and as many load-mores),
    /// diffed against the page shown and patched in place — the viewport
    /// stays where it is and only changed elements are sent; sections the
    /// reader expanded or collapsed stay so, and so do the items the reader
    /// selected or deselected (an item the edit removed is refused: nothing
    /// to replay). A page that now has errors shows them; one that had them,
    /// or whose width changed, is sent whole; a deleted page ends the session.
    package func reload() async {
        guard !isClosed else { return }
        let hadPage = page != nil
        guard let prepared = read(), let spec = spec(of: prepared) else { return }
        let width = requestedWidth ?? prepared.project.defaultWidth
        guard hadPage, let shown = page, snapshot?.width == width else {
            await show(prepared)
            return
        }
        // What the session has done is taken at one moment: intents that end
        // on the old loader from here on are performed again on the new one.
        reloading = true
        let replayed = loadMores
        let toggles = toggled.sorted(by: { $0.key < $1.key })
        let selected = selections
        let pending = inFlight.sorted(by: { $0.key < $1.key }).map(\.value)
        let replacement = PageLoader(page: spec, environment: loadEnvironment(for: prepared))
        _ = await replacement.perform(.initial)
        for _ in 0..<replayed {
            guard case .finished = await replacement.perform(.loadMore) else { break }
        }
        // A section no longer collapsible, or already so, is refused: nothing to replay.
        for (id, collapsed) in toggles {
            _ = await replacement.perform(collapsed ? .collapse(section: id) : .expand(section: id))
        }
        for selection in selected {
            _ = await replacement.perform(selection)
        }
        let loaded = await replacement.page
        guard !isClosed, var updated = snapshot else {
            // No page to patch: the old loader stays, and the intents whose
            // ends on it were passed over during the replay run on it again.
            inFlight = [:]
            endReload(performing: isClosed ? [] : pending)
            await replacement.close()
            if !isClosed { sendStatus() }
            return
        }
        await replaceLoader(with: replacement)
        selections = selected
        self.prepared = prepared
        loadMores = replayed
        statuses = await replacement.sectionStatuses
        let anchor = anchorItem()
        snapshot = nil
        PageLayout.update(&updated, to: loaded, changes: Diff.changes(from: page ?? shown, to: loaded))
        keep(loaded, laidOut: updated)
        rebuildScene()
        // Once the page shown is the new loader's (their commits update it),
        // and before the status below, so that it says they load.
        endReload(performing: pending)
        sendPatch(anchor: shift(of: anchor))
        sendStatus()
        loadMoreNearTheEnd()
    }

    /// Ends a reload: the intents that were running on the old loader, then
    /// those asked for meanwhile, are performed on the loader now in place.
    private func endReload(performing pending: [LoadIntent]) {
        reloading = false
        let waiting = deferredIntents
        deferredIntents = []
        for intent in pending + waiting { perform(intent) }
    }
}
