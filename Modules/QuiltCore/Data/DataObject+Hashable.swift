extension DataObject: Hashable {
    /// The same keys with equal values, in any order (JSON object equality).
    public static func == (lhs: DataObject, rhs: DataObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for position in lhs.members.indices {
            let member = lhs.members[position]
            // Objects built alike (and all large ones) keep their members in the same order.
            if rhs.members[position].key == member.key {
                guard rhs.members[position].value == member.value else { return false }
            } else {
                guard let other = rhs[member.key], other == member.value else { return false }
            }
        }
        return true
    }

    /// Hashes the members independently of their order, as equality ignores it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        var combined = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(member.key)
            memberHasher.combine(member.value)
            combined ^= memberHasher.finalize()
        }
        hasher.combine(combined)
    }
}
