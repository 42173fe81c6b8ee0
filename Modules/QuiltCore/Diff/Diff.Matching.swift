extension Diff {
    /// Which old element each new element is (and back), by identity.
    @usableFromInline
    struct Matching {
        /// For each old index, its new index, or -1 when deleted.
        @usableFromInline var oldToNew: [Int]
        /// For each new index, its old index, or -1 when inserted.
        @usableFromInline var newToOld: [Int]
        /// Length of the shared head: pairs `(i, i)` below it never move.
        @usableFromInline var prefix = 0
        /// Matched pairs whose data changed, by old index.
        @usableFromInline var updates: [ChangeSet.Update] = []

        /// Matches the k-th occurrence of each identity in `old` with its k-th
        /// occurrence in `new`; `isEqual(oldIndex, newIndex)`, asked of every
        /// matched pair, says whether its data stayed the same.
        @inlinable
        init<Element, Identity: Hashable>(
            old: [Element], new: [Element], identity: (Element) -> Identity, isEqual: (Int, Int) -> Bool
        ) {
            self.init(old: old, new: new, identity: identity)
            findUpdates(isEqual)
        }

        /// Records the matched pairs whose data changed. Kept apart from the
        /// matching so that the comparison closure is specialised into a small loop.
        @inlinable
        mutating func findUpdates(_ isEqual: (Int, Int) -> Bool) {
            for oldIndex in oldToNew.indices {
                let newIndex = oldToNew[oldIndex]
                if newIndex >= 0, !isEqual(oldIndex, newIndex) { updates.append(ChangeSet.Update(from: oldIndex, to: newIndex)) }
            }
        }

        /// Matches by identity alone.
        @inlinable
        init<Element, Identity: Hashable>(old: [Element], new: [Element], identity: (Element) -> Identity) {
            oldToNew = Array(repeating: -1, count: old.count)
            newToOld = Array(repeating: -1, count: new.count)

            // A shared head (the usual case for appends and edits near the end)
            // is matched without hashing; it pairs exactly as the table would.
            let shorter = min(old.count, new.count)
            while prefix < shorter, identity(old[prefix]) == identity(new[prefix]) {
                oldToNew[prefix] = prefix
                newToOld[prefix] = prefix
                prefix += 1
            }
            // Positions are kept in 32 bits below; no collection that large fits
            // in memory, but past it nothing is matched rather than mismatched.
            guard prefix < old.count, prefix < new.count, old.count - prefix < Int(UInt32.max) else { return }

            // Symbol table: open addressing over each identity's hash, computed
            // once. A slot holds a representative old position (relative to
            // the prefix, plus one; 0 is empty) in 32 bits, keeping the table
            // small enough to stay in cache. Per representative, the unmatched
            // old occurrences form a list through `nextOccurrence`, earliest first.
            let count = old.count - prefix
            var identities: [Identity] = []
            identities.reserveCapacity(count)
            for index in prefix ..< old.count { identities.append(identity(old[index])) }
            let hashes = identities.map { $0.hashValue }
            var capacity = 16
            while capacity < count * 2 { capacity <<= 1 }
            let mask = capacity - 1
            var slots = [UInt32](repeating: 0, count: capacity)
            var firstOccurrence = [Int](repeating: -1, count: count)
            var nextOccurrence = [Int](repeating: -1, count: old.count)
            for position in stride(from: count - 1, through: 0, by: -1) {
                let hash = hashes[position]
                var slot = hash & mask
                while true {
                    let entry = slots[slot]
                    if entry == 0 {
                        slots[slot] = UInt32(truncatingIfNeeded: position + 1)
                        firstOccurrence[position] = prefix + position
                        break
                    }
                    let representative = Int(entry) - 1
                    if hashes[representative] == hash, identities[representative] == identities[position] {
                        nextOccurrence[prefix + position] = firstOccurrence[representative]
                        firstOccurrence[representative] = prefix + position
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
            for newIndex in prefix ..< new.count {
                let key = identity(new[newIndex])
                let hash = key.hashValue
                var slot = hash & mask
                while true {
                    let entry = slots[slot]
                    guard entry != 0 else { break }
                    let representative = Int(entry) - 1
                    if hashes[representative] == hash, identities[representative] == key {
                        let oldIndex = firstOccurrence[representative]
                        if oldIndex >= 0 {
                            oldToNew[oldIndex] = newIndex
                            newToOld[newIndex] = oldIndex
                            firstOccurrence[representative] = nextOccurrence[oldIndex]
                        }
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
        }

        /// The change set of this matching.
        @inlinable
        func changeSet() -> ChangeSet {
            var changes = ChangeSet(updates: updates)
            for oldIndex in oldToNew.indices.reversed() where oldToNew[oldIndex] < 0 {
                changes.deletes.append(oldIndex)
            }
            for newIndex in newToOld.indices where newToOld[newIndex] < 0 {
                changes.inserts.append(newIndex)
            }
            let kept = keptInPlace()
            for newIndex in prefix ..< newToOld.count where newToOld[newIndex] >= 0 && !kept[newIndex] {
                changes.moves.append(ChangeSet.Move(from: newToOld[newIndex], to: newIndex))
            }
            return changes
        }

        /// For each new index, whether the element stays put: it belongs to a
        /// longest subsequence of matched elements whose old indices increase
        /// (patience sorting; appending to the longest run is checked first, so
        /// an order that is mostly kept costs one comparison per element).
        @inlinable
        func keptInPlace() -> [Bool] {
            var kept = [Bool](repeating: false, count: newToOld.count)
            for index in 0 ..< prefix { kept[index] = true }
            // tails[l]: the new index ending the best increasing run of length
            // l + 1, and tailValues[l] its old index (searched without a second
            // indirection). The shared head precedes everything and is all
            // kept; the run is sought among the rest.
            var tails: [Int] = []
            var tailValues: [Int] = []
            var previous = [Int](repeating: -1, count: newToOld.count - prefix)
            for newIndex in prefix ..< newToOld.count {
                let value = newToOld[newIndex]
                guard value >= 0 else { continue }
                if let last = tailValues.last, last > value {
                    var low = 0
                    var high = tailValues.count - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                    }
                    previous[newIndex - prefix] = low > 0 ? tails[low - 1] : -1
                    tails[low] = newIndex
                    tailValues[low] = value
                } else {
                    previous[newIndex - prefix] = tails.last ?? -1
                    tails.append(newIndex)
                    tailValues.append(value)
                }
            }
            var cursor = tails.last ?? -1
            while cursor >= 0 {
                kept[cursor] = true
                cursor = previous[cursor - prefix]
            }
            return kept
        }
    }
}
