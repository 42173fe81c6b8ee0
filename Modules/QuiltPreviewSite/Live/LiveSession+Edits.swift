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
        let replacement = PageLoader(page: spec, environment: loadEnvironment(for: prepared))
        let replayed = loadMores
        _ = await replacement.perform(.initial)
        for _ in 0..<replayed {
            guard case .finished = await replacement.perform(.loadMore) else { break }
        }
        // A section no longer collapsible, or already so, is refused: nothing to replay.
        for (id, collapsed) in toggled.sorted(by: { $0.key < $1.key }) {
            _ = await replacement.perform(collapsed ? .collapse(section: id) : .expand(section: id))
        }
        for selection in selections {
            _ = await replacement.perform(selection)
        }
        let loaded = await replacement.page
        guard !isClosed, var updated = snapshot else {
            await replacement.close()
            return
        }
        await replaceLoader(with: replacement)
        self.prepared = prepared
        loadMores = replayed
        statuses = await replacement.sectionStatuses
        let anchor = anchorItem()
        snapshot = nil
        PageLayout.update(&updated, to: loaded, changes: Diff.changes(from: page ?? shown, to: loaded))
        snapshot = updated
        page = loaded
        rebuildScene()
        sendPatch(anchor: shift(of: anchor))
        sendStatus()
        loadMoreNearTheEnd()
    }
}
