extension PageLayout {
    /// Brings `snapshot` — a layout of the page before `changes` — up to date
    /// with `page`, laying out only what changed.
    ///
    /// Sections that are unchanged (same id, content and items) are moved, not
    /// laid out: their item frames are stored relative to the section, so a
    /// section whose top moved costs its header, footer and decorations only.
    /// Items appended at the end of a section go through the family's
    /// ``LayoutFamily/extend(_:appendedFrom:input:options:)``, in time
    /// proportional to what was appended (the section's storage and index
    /// grow in place while `snapshot` is uniquely referenced). Any other change
    /// to a section lays that section out again. The result equals
    /// `PageLayout.layout(page, width: snapshot.width)`.
    ///
    /// `changes` must be `Diff.changes(from: oldPage, to: page)` (or a set a
    /// loader built the same way, such as ``ChangeSet/appending(_:to:)``).
    /// A set that does not fit the snapshot and the page — wrong counts,
    /// indices out of range, a section id that does not match — is not
    /// trusted: the sections it cannot vouch for (or the whole page) are laid
    /// out again.
    public static func update(_ snapshot: inout LayoutSnapshot, to page: PageSpec, changes: PageChangeSet) {
        let width = snapshot.width
        // A page-level state view replaces every section: entering or
        // leaving one lays the page out afresh (it has no items to keep).
        // So does a change of direction: every frame is mirrored.
        if snapshot.stateView != nil || page.shownView != nil || snapshot.direction != page.direction {
            snapshot = layout(page, width: width)
            return
        }
        guard
            let sources = changes.sections.sourceIndices(
                oldCount: snapshot.sections.count, newCount: page.sections.count)
        else {
            snapshot = layout(page, width: width)
            return
        }
        var updated = [Bool](repeating: false, count: page.sections.count)
        for update in changes.sections.updates { updated[update.to] = true }

        // Take the sections out so that each one is uniquely referenced while
        // it is extended in place.
        var old: [SectionSnapshot] = []
        swap(&old, &snapshot.sections)
        var sections: [SectionSnapshot] = []
        sections.reserveCapacity(page.sections.count)
        let sectionWidth = max(0, width)
        var top = 0.0
        for (newIndex, spec) in page.sections.enumerated() {
            let oldIndex = sources[newIndex]
            var section: SectionSnapshot
            if oldIndex >= 0, !updated[newIndex], old[oldIndex].id == spec.id {
                section = SectionSnapshot(id: "", frame: .zero, itemsArea: .zero)
                swap(&section, &old[oldIndex])
                if reuse(
                    &section, spec: spec, width: sectionWidth, changes: changes.itemChanges(inNewSection: newIndex))
                {
                    place(&section, spec: spec, width: sectionWidth, top: top)
                } else {
                    section = layout(spec, width: width, top: top, direction: page.direction)
                }
            } else {
                section = layout(spec, width: width, top: top, direction: page.direction)
            }
            top = section.frame.maxY
            sections.append(section)
        }
        snapshot.pageID = page.id
        snapshot.contentHeight = top
        snapshot.sections = sections
    }

    /// Brings a surviving section's items up to date without laying them out
    /// again; false when that needs a fresh layout.
    private static func reuse(_ section: inout SectionSnapshot, spec: SectionSpec, width: Double, changes: ChangeSet?)
        -> Bool
    {
        let items = spec.layoutItems
        // Unchanged: the same items, or the same lines of a collapsed section.
        guard let changes, !changes.isEmpty else {
            return spec.collapsesToLines || section.totalItemCount == items.count
        }
        // Only appends at the end can be extended.
        let first = section.totalItemCount
        guard changes.deletes.isEmpty, changes.moves.isEmpty, changes.updates.isEmpty,
            changes.inserts.count == items.count - first, changes.inserts.first == first
        else { return false }
        for (offset, index) in changes.inserts.enumerated() where index != first + offset { return false }
        return extend(&section, items: items, spec: spec, width: width, appendedFrom: first)
    }

    /// Appends `items[first...]` (the section's ``SectionSpec/layoutItems``)
    /// through the family; false when the family cannot (the caller lays
    /// the section out again).
    private static func extend(
        _ section: inout SectionSnapshot, items: [Item], spec: SectionSpec, width: Double, appendedFrom first: Int
    ) -> Bool {
        let shown = section.layoutResult.itemFrames.count
        // An empty section had no family layout to continue from; a section
        // collapsed to lines lays out its lines afresh.
        guard first > 0, first < items.count, shown <= first, section.itemIDs.count == shown, !spec.collapsesToLines
        else { return false }
        var result = SectionLayoutResult(itemFrames: [], height: 0)
        swap(&result, &section.layoutResult)
        let input = SectionLayoutInput(items: items, width: width, sizes: spec.sizes)
        guard spec.layout.extend(&result, appendedFrom: first, input: input),
            result.itemFrames.count >= shown, result.itemFrames.count <= items.count
        else { return false }
        let nowShown = result.itemFrames.count
        section.layoutResult = result
        section.itemIDs.append(contentsOf: items[shown..<nowShown].lazy.map({ $0.id }))
        if spec.keepsItemData { section.itemData.append(contentsOf: items[shown..<nowShown].lazy.map({ $0.data })) }
        section.totalItemCount = items.count
        if section.arrange == .horizontal { section.contentWidth = result.contentWidth ?? width }
        section.itemIndex.append(section.layoutResult.itemFrames, from: shown)
        return true
    }
}
