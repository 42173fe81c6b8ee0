extension Diff {
    /// Two arrays of `Identifiable` elements, matched by `id` and compared by `==`.
    @usableFromInline
    struct IdentifiableVersions<Element: Identifiable & Equatable>: Versions {
        /// The old version.
        @usableFromInline let old: [Element]
        /// The new version.
        @usableFromInline let new: [Element]

        /// The versions `old` and `new`.
        @inlinable
        init(old: [Element], new: [Element]) {
            self.old = old
            self.new = new
        }

        @inlinable var oldCount: Int { old.count }
        @inlinable var newCount: Int { new.count }
        @inlinable func oldIdentity(_ index: Int) -> Element.ID { old[index].id }
        @inlinable func newIdentity(_ index: Int) -> Element.ID { new[index].id }
        @inlinable func isEqual(old oldIndex: Int, new newIndex: Int) -> Bool { old[oldIndex] == new[newIndex] }
    }
}
