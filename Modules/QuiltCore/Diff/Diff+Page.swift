extension Diff {
    /// The changes from one version of a page to the next: sections matched by
    /// id (a section whose header, layout, placeholder, … differ is an update,
    /// see ``SectionSpec/hasSameContent(as:)``), then the items of every section
    /// present in both, matched by ``Item/id`` and compared by data — the
    /// items each lays out (``SectionSpec/layoutItems``), so expanding a
    /// section collapsed to a count inserts the items it now shows.
    public static func changes(from old: PageSpec, to new: PageSpec) -> PageChangeSet {
        let matching = Matching(
            ClosureVersions(old: old.sections, new: new.sections, identity: { $0.id }) {
                $0.hasSameContent(as: $1)
            })
        let sections = matching.changeSet()
        var items: [PageChangeSet.SectionChanges] = []
        for newIndex in new.sections.indices {
            let oldIndex = matching.oldIndex(ofNew: newIndex)
            guard oldIndex >= 0 else { continue }
            let before = old.sections[oldIndex].layoutItems
            let after = new.sections[newIndex].layoutItems
            // An unchanged section usually shares its item storage with the old page.
            if sharesStorage(before, after) { continue }
            let changes = Diff.changes(from: before, to: after)
            if !changes.isEmpty {
                items.append(
                    PageChangeSet.SectionChanges(
                        sectionID: new.sections[newIndex].id, oldSection: oldIndex, newSection: newIndex,
                        changes: changes))
            }
        }
        return PageChangeSet(sections: sections, items: items)
    }

    private static func sharesStorage(_ a: [Item], _ b: [Item]) -> Bool {
        a.withUnsafeBufferPointer { first in
            b.withUnsafeBufferPointer { second in first.count == second.count && first.baseAddress == second.baseAddress
            }
        }
    }
}
