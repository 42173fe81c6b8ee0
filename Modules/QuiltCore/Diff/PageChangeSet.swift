/// The changes between two versions of a page: sections first (by section id),
/// then items within each section that survived (by item identity).
///
/// For a batch update: apply `sections` (section deletes, inserts, moves and
/// reloads), and in the same batch each entry of `items` — its deletes and
/// move sources at `oldSection`, its inserts and move destinations at
/// `newSection`. Items never move between sections: an item that changes
/// section is a delete in one and an insert in the other. A section listed in
/// `sections.updates` (its header, layout, … changed) still has its item
/// changes listed; a UI that reloads the whole section can skip them.
public struct PageChangeSet: Hashable, Sendable {
    /// Section deletes, inserts, moves, and updates (same id, other content).
    public var sections: ChangeSet
    /// Item changes of sections present in both versions, lowest `newSection`
    /// first; sections whose items did not change are left out.
    public var items: [SectionChanges]

    /// Creates a page change set; `items` must be ordered by `newSection`.
    public init(sections: ChangeSet = .empty, items: [SectionChanges] = []) {
        self.sections = sections
        self.items = items
    }

    /// True when nothing changed.
    public var isEmpty: Bool { sections.isEmpty && items.isEmpty }

    /// The item changes of the section at `newSection` in the new page, if any.
    public func itemChanges(inNewSection newSection: Int) -> ChangeSet? {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].newSection < newSection { low = middle + 1 } else { high = middle }
        }
        return low < items.count && items[low].newSection == newSection ? items[low].changes : nil
    }
}
