/// The changes that turn one ordered collection into another, by identity:
/// what a batch-update API (`UICollectionView.performBatchUpdates`) needs.
///
/// Indices follow batch-update rules. `deletes` and move sources are indices in
/// the old collection; `inserts` and move destinations are indices in the new
/// one. To apply the set, remove every deleted element and every move source
/// (old indices, highest first), then place every inserted element and every
/// move destination (new indices, lowest first); the elements left in place keep
/// their relative order. `updates` name elements that kept their identity but
/// whose data changed, moved or not.
public struct ChangeSet: Hashable, Sendable {
    /// Old indices of removed elements, highest first.
    public var deletes: [Int]
    /// New indices of added elements, lowest first.
    public var inserts: [Int]
    /// Elements that kept their identity but changed place relative to the
    /// others, by destination (lowest first).
    public var moves: [Move]
    /// Elements that kept their identity but whose data changed, by old index
    /// (lowest first); each also names its new index.
    public var updates: [Update]

    /// Creates a change set; callers keep each list in the documented order.
    public init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], updates: [Update] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// No change at all.
    public static let empty = ChangeSet()

    /// True when the two collections are equal element for element.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty }

    /// The change set of appending `count` elements to a collection of `oldCount`:
    /// inserts at `oldCount ..< oldCount + count`. Loaders that know they
    /// appended (load more) use it instead of diffing the whole collection.
    public static func appending(_ count: Int, to oldCount: Int) -> ChangeSet {
        guard count > 0, oldCount >= 0 else { return .empty }
        return ChangeSet(inserts: Array(oldCount..<oldCount + count))
    }
}
