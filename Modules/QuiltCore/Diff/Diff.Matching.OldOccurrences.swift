extension Diff.Matching {
    /// The old middle's identities, indexed for the new middle to find.
    ///
    /// The table holds, per identity, the earliest old occurrence not yet
    /// matched (its head); `later` and `earlier` link an identity's
    /// occurrences and are only allocated once one repeats.
    @usableFromInline
    struct OldOccurrences {
        /// Per identity, the position of its head.
        @usableFromInline var table: Diff.IdentityTable
        /// Per old position, the next occurrence of its identity, or ``Diff/Matching/unmatched``.
        @usableFromInline var later: [Int32] = []
        /// Per old position, the previous occurrence of its identity, or ``Diff/Matching/unmatched``.
        @usableFromInline var earlier: [Int32] = []

        /// Indexes the `length` old identities from `start`; nil when
        /// `hashing` gave up. Built from the end so that each head ends up
        /// the earliest. Hashes are computed a batch at a time (in `hashes`)
        /// before the batch is probed: probes that do not wait on hashing
        /// overlap their cache misses.
        @inlinable @inline(__always)
        init?(
            _ versions: some Diff.Versions, start: Int, length: Int, hashing: Diff.Hashing, hashes: inout [Int]
        ) {
            table = Diff.IdentityTable(count: length)
            let batch = hashes.count
            var end = length
            while end > 0 {
                let begin = max(0, end - batch)
                for position in begin..<end {
                    guard let hash = hashing.hash(versions.oldIdentity(start + position)) else { return nil }
                    hashes[position - begin] = hash
                }
                for position in stride(from: end - 1, through: begin, by: -1) {
                    let hash = hashes[position - begin]
                    let found = table.find(hash: hash) {
                        versions.oldIdentity(start + $0) == versions.oldIdentity(start + position)
                    }
                    if found.position >= 0 {
                        if later.isEmpty {
                            later = Array(repeating: Diff.Matching.unmatched, count: length)
                            earlier = later
                        }
                        later[position] = Int32(truncatingIfNeeded: found.position)
                        earlier[found.position] = Int32(truncatingIfNeeded: position)
                    }
                    table.set(slot: found.slot, hash: hash, position: position)
                }
                if hashing.quick, table.isDegenerate(calls: length - begin) { return nil }
                end = begin
            }
        }

        /// Whether a guess at `position` stands for the table: it is its
        /// identity's head, unmatched, with its earlier occurrence (if any) matched.
        @inlinable @inline(__always)
        func isHead(_ position: Int, in oldToNew: [Int32]) -> Bool {
            let unmatched = Diff.Matching.unmatched
            return oldToNew[position] == unmatched
                && (earlier.isEmpty || earlier[position] < 0 || oldToNew[Int(earlier[position])] != unmatched)
        }

        /// The head of the identity in `slot` (-1: not in the table), if
        /// still unmatched. Heads only move forward: one found already
        /// matched (taken by a guess) is advanced along `later` and written
        /// back, so each occurrence is stepped over once.
        @inlinable @inline(__always)
        mutating func takeHead(slot: Int, hash: Int, in oldToNew: [Int32]) -> Int {
            guard slot >= 0 else { return -1 }
            let unmatched = Diff.Matching.unmatched
            let found = table.position(inSlot: slot)
            var head = found
            while oldToNew[head] != unmatched, !later.isEmpty, later[head] >= 0 { head = Int(later[head]) }
            if head != found { table.set(slot: slot, hash: hash, position: head) }
            return oldToNew[head] == unmatched ? head : -1
        }
    }
}
