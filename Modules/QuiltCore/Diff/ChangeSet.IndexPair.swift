extension ChangeSet {
    /// An element's index in the old collection and its index in the new one.
    ///
    /// ``Move`` and ``Update`` are this pair with two meanings; `Meaning` only
    /// keeps them apart as types, so a move cannot stand where an update belongs.
    public struct IndexPair<Meaning>: Hashable, Sendable, CustomStringConvertible {
        /// Index in the old collection.
        public var from: Int
        /// Index in the new collection.
        public var to: Int

        /// Creates a pair.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// `from→to`.
        public var description: String { "\(from)→\(to)" }
    }
}
