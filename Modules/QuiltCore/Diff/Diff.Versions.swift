extension Diff {
    /// The two versions of a collection a diff compares, as the matching
    /// reads them: by index, identity and sameness of data.
    ///
    /// A protocol rather than closures so that each kind of collection gets
    /// its own specialised matching, with the identity read and the
    /// comparison inlined into its loops.
    @usableFromInline
    protocol Versions {
        /// What says which elements are the same element.
        associatedtype Identity: Hashable
        /// Elements in the old version.
        var oldCount: Int { get }
        /// Elements in the new version.
        var newCount: Int { get }
        /// The identity of the old element at `index`.
        func oldIdentity(_ index: Int) -> Identity
        /// The identity of the new element at `index`.
        func newIdentity(_ index: Int) -> Identity
        /// Whether the data of two elements with the same identity is the same.
        func isEqual(old: Int, new: Int) -> Bool
    }
}
