extension Diff {
    /// Which old element each new element is (and back), by identity.
    struct Matching {
        /// For each old index, its new index, or -1 when deleted.
        var oldToNew: [Int]
        /// For each new index, its old index, or -1 when inserted.
        var newToOld: [Int]

        /// Matches the k-th occurrence of each identity in `old` with its k-th
        /// occurrence in `new`.
        init<Element, Identity: Hashable>(old: [Element], new: [Element], identity: (Element) -> Identity) {
            oldToNew = Array(repeating: -1, count: old.count)
            newToOld = Array(repeating: -1, count: new.count)

            // A shared head (the usual case for appends and edits near the end)
            // is matched without hashing; it pairs exactly as the table would.
            var prefix = 0
            let shorter = min(old.count, new.count)
            while prefix < shorter, identity(old[prefix]) == identity(new[prefix]) {
                oldToNew[prefix] = prefix
                newToOld[prefix] = prefix
                prefix += 1
            }
            guard prefix < old.count, prefix < new.count else { return }

            // Symbol table: identity → dense key; per key, the unmatched old
            // occurrences as a linked list through `nextOccurrence`, earliest first.
            var keys = [Identity: Int](minimumCapacity: old.count - prefix)
            var firstOccurrence: [Int] = []
            var nextOccurrence = [Int](repeating: -1, count: old.count)
            for index in stride(from: old.count - 1, through: prefix, by: -1) {
                let key = Self.intern(&keys[identity(old[index]), default: firstOccurrence.count])
                if key == firstOccurrence.count {
                    firstOccurrence.append(index)
                } else {
                    nextOccurrence[index] = firstOccurrence[key]
                    firstOccurrence[key] = index
                }
            }
            for newIndex in prefix ..< new.count {
                guard let key = keys[identity(new[newIndex])] else { continue }
                let oldIndex = firstOccurrence[key]
                guard oldIndex >= 0 else { continue }
                oldToNew[oldIndex] = newIndex
                newToOld[newIndex] = oldIndex
                firstOccurrence[key] = nextOccurrence[oldIndex]
            }
        }

        /// Reads the value a defaulted dictionary subscript yields; passing the
        /// subscript `inout` stores the default when the key is new, so each
        /// identity is hashed once.
        @inline(__always)
        private static func intern(_ value: inout Int) -> Int { value }

        /// The change set of this matching; `isEqual(old, new)` says whether a
        /// matched pair kept its data.
        func changeSet(isEqual: (Int, Int) -> Bool) -> ChangeSet {
            var changes = ChangeSet()
            for oldIndex in oldToNew.indices.reversed() where oldToNew[oldIndex] < 0 {
                changes.deletes.append(oldIndex)
            }
            for newIndex in newToOld.indices where newToOld[newIndex] < 0 {
                changes.inserts.append(newIndex)
            }
            let kept = keptInPlace()
            for newIndex in newToOld.indices where newToOld[newIndex] >= 0 && !kept[newIndex] {
                changes.moves.append(ChangeSet.Move(from: newToOld[newIndex], to: newIndex))
            }
            for oldIndex in oldToNew.indices {
                let newIndex = oldToNew[oldIndex]
                if newIndex >= 0, !isEqual(oldIndex, newIndex) {
                    changes.updates.append(ChangeSet.Update(from: oldIndex, to: newIndex))
                }
            }
            return changes
        }

        /// For each new index, whether the element stays put: it belongs to a
        /// longest subsequence of matched elements whose old indices increase
        /// (patience sorting; appending to the longest run is checked first, so
        /// an order that is mostly kept costs one comparison per element).
        func keptInPlace() -> [Bool] {
            var kept = [Bool](repeating: false, count: newToOld.count)
            // tails[l]: the new index ending the best increasing run of length l + 1.
            var tails: [Int] = []
            var previous = [Int](repeating: -1, count: newToOld.count)
            for newIndex in newToOld.indices {
                let value = newToOld[newIndex]
                guard value >= 0 else { continue }
                if let last = tails.last, newToOld[last] > value {
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if newToOld[tails[middle]] < value { low = middle + 1 } else { high = middle }
                    }
                    previous[newIndex] = low > 0 ? tails[low - 1] : -1
                    tails[low] = newIndex
                } else {
                    previous[newIndex] = tails.last ?? -1
                    tails.append(newIndex)
                }
            }
            var cursor = tails.last ?? -1
            while cursor >= 0 {
                kept[cursor] = true
                cursor = previous[cursor]
            }
            return kept
        }
    }
}
