extension Item {
    /// One place where items repeat an identity: the item that had it first
    /// and a later one with the same identity.
    public struct Repeat: Hashable, Sendable {
        /// The identity.
        public var id: String
        /// The index of the first item with it.
        public var first: Int
        /// The index of the later item.
        public var later: Int
    }

    /// Every later item whose identity an earlier item of `items` has, in
    /// order (a third `a` names the first `a` too).
    public static func repeats(in items: [Item]) -> [Repeat] {
        var found: [Repeat] = []
        guard items.count > smallCount else {
            // A few items (most sections written in a page) compare faster than they hash.
            for later in items.indices {
                if let first = items[..<later].firstIndex(where: { $0.id == items[later].id }) {
                    found.append(Repeat(id: items[later].id, first: first, later: later))
                }
            }
            return found
        }
        var first: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            if let earlier = first[item.id] {
                found.append(Repeat(id: item.id, first: earlier, later: index))
            } else {
                first[item.id] = index
            }
        }
        return found
    }

    /// Up to this many items, identities are compared pairwise instead of hashed.
    private static let smallCount = 12

    /// `items` with one item per identity, as a section holds them: the
    /// first item's place, the last one's data and location — a later item
    /// with the same identity updates the earlier one, as an item a response
    /// sends again does (docs/page-format.md#item-identities).
    public static func onePerIdentity(_ items: [Item]) -> [Item] {
        var position: [String: Int] = [:]
        var result: [Item] = []
        result.reserveCapacity(items.count)
        for item in items {
            if let index = position[item.id] {
                result[index] = item
            } else {
                position[item.id] = result.count
                result.append(item)
            }
        }
        return result
    }
}
