extension ChangeSet {
    /// An element that changed place: from its old index to its new index.
    public struct Move: Hashable, Sendable, CustomStringConvertible {
        /// Index in the old collection.
        public var from: Int
        /// Index in the new collection.
        public var to: Int

        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// `from→to`.
        public var description: String { "\(from)→\(to)" }
    }
}
