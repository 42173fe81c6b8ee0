extension ChangeSet {
    /// An element whose identity survived but whose data changed.
    ///
    /// UIKit reloads by old index (`from`) when the element did not move; a
    /// moved element cannot be reloaded in the same batch, so reconfigure it
    /// at `to` after the batch.
    public struct Update: Hashable, Sendable, CustomStringConvertible {
        /// Index in the old collection.
        public var from: Int
        /// Index in the new collection.
        public var to: Int

        /// Creates an update.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// `from→to`.
        public var description: String { "\(from)→\(to)" }
    }
}
