extension Diff {
    /// Two versions of a section's items: matched by ``Item/id``, compared by
    /// ``Item/data`` alone (matched items share their id, and the location is
    /// provenance), without copying whole items in the loops.
    @usableFromInline
    struct ItemVersions: Versions {
        /// The old items.
        @usableFromInline let old: [Item]
        /// The new items.
        @usableFromInline let new: [Item]

        /// The versions `old` and `new`.
        @inlinable
        init(old: [Item], new: [Item]) {
            self.old = old
            self.new = new
        }

        @inlinable var oldCount: Int { old.count }
        @inlinable var newCount: Int { new.count }
        @inlinable func oldIdentity(_ index: Int) -> String { old[index].id }
        @inlinable func newIdentity(_ index: Int) -> String { new[index].id }
        @inlinable func isEqual(old oldIndex: Int, new newIndex: Int) -> Bool {
            old[oldIndex].data == new[newIndex].data
        }
    }
}
