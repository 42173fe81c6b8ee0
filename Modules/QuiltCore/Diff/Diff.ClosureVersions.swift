extension Diff {
    /// Two arrays matched by an `identity` closure and compared by an
    /// `isEqual` closure (the closures are the caller's).
    @usableFromInline
    struct ClosureVersions<Element, Identity: Hashable>: Versions {
        /// The old version.
        @usableFromInline let old: [Element]
        /// The new version.
        @usableFromInline let new: [Element]
        /// Which elements are the same element.
        @usableFromInline let identity: (Element) -> Identity
        /// Whether two elements with the same identity have the same data.
        @usableFromInline let isSame: (Element, Element) -> Bool

        /// The versions `old` and `new`, by `identity` and `isEqual`.
        @inlinable
        init(
            old: [Element], new: [Element], identity: @escaping (Element) -> Identity,
            isEqual: @escaping (Element, Element) -> Bool
        ) {
            self.old = old
            self.new = new
            self.identity = identity
            self.isSame = isEqual
        }

        @inlinable var oldCount: Int { old.count }
        @inlinable var newCount: Int { new.count }
        @inlinable func oldIdentity(_ index: Int) -> Identity { identity(old[index]) }
        @inlinable func newIdentity(_ index: Int) -> Identity { identity(new[index]) }
        @inlinable func isEqual(old oldIndex: Int, new newIndex: Int) -> Bool { isSame(old[oldIndex], new[newIndex]) }
    }
}
