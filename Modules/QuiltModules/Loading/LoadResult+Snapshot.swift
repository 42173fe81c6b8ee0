import QuiltCore
import QuiltModuleCore

extension LoadResult {
    /// Brings `snapshot` up to this result's page: a full layout at `width`
    /// when there is none yet, else ``PageLayout/update(_:to:changes:)`` with
    /// ``changes`` at the snapshot's own width, laying out only what the
    /// commit changed.
    ///
    /// Apply every committed result in order, as they arrive from
    /// ``PageLoader/events()``: each result's changes lead from the page
    /// before it (``previous``), which is what the snapshot shows after the
    /// result before. Afterwards `snapshot` equals
    /// `PageLayout.layout(page, width:)`.
    ///
    /// ```swift
    /// var snapshot: LayoutSnapshot?
    /// for await event in await loader.events() {
    ///     if case .didCommit(let result) = event { result.apply(to: &snapshot, width: 390) }
    /// }
    /// ```
    public func apply(to snapshot: inout LayoutSnapshot?, width: Double) {
        // Taken out, so that the snapshot is uniquely referenced while it is
        // updated and appended sections grow in place.
        guard var current = snapshot.take() else {
            snapshot = PageLayout.layout(page, width: width)
            return
        }
        PageLayout.update(&current, to: page, changes: changes)
        snapshot = current
    }
}
