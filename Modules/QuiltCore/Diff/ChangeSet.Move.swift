extension ChangeSet {
    /// An element that changed place: from its old index to its new index.
    public typealias Move = IndexPair<MoveMeaning>

    /// What makes an ``IndexPair`` a ``Move``.
    public enum MoveMeaning {}
}
