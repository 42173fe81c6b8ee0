/// Identity diffs: the inserts, deletes, moves and updates between two versions
/// of a collection (or of a page, ``changes(from:to:)-(PageSpec,PageSpec)``), as
/// a ``ChangeSet`` a batch-update API applies directly (WBListKit's auto differ).
///
/// Heckel-style: every identity is hashed once into a symbol table, so matching
/// is linear in the two lengths (a head both versions share, as after loading
/// more, is matched by comparing identities, without hashing). Repeated
/// identities never trap: the k-th occurrence in the old collection matches
/// the k-th in the new one, and the occurrences one side has in excess are
/// deletes or inserts. Among the matched
/// elements the fewest moves are reported: the ones outside a longest run that
/// kept its relative order (a longest increasing subsequence — linear when the
/// order is mostly kept, `m log m` for `m` matched elements when shuffled).
public enum Diff {
    /// The changes from `old` to `new`, by `id` and `==`.
    @inlinable
    public static func changes<Element: Identifiable & Equatable>(
        from old: some Collection<Element>, to new: some Collection<Element>
    ) -> ChangeSet {
        Matching(IdentifiableVersions(old: Array(old), new: Array(new))).changeSet()
    }

    /// The changes from `old` to `new`, where `identity` says which elements
    /// are the same element and `isEqual` whether such an element's data changed.
    ///
    /// Inlinable so that callers' element types are specialised: the diff
    /// then hashes and compares without dynamic dispatch.
    @inlinable
    public static func changes<Element, Identity: Hashable>(
        from old: some Collection<Element>, to new: some Collection<Element>,
        identity: (Element) -> Identity, isEqual: (Element, Element) -> Bool
    ) -> ChangeSet {
        withoutActuallyEscaping(identity) { identity in
            withoutActuallyEscaping(isEqual) { isEqual in
                Matching(ClosureVersions(old: Array(old), new: Array(new), identity: identity, isEqual: isEqual))
                    .changeSet()
            }
        }
    }

    /// The changes between two versions of a section's items, by ``Item/id``
    /// and data (the diff ``changes(from:to:)-(PageSpec,PageSpec)`` runs per section).
    public static func changes(from old: [Item], to new: [Item]) -> ChangeSet {
        Matching(ItemVersions(old: old, new: new)).changeSet()
    }
}
