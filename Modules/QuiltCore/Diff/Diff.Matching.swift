extension Diff {
    /// Which old element each new element is, by identity, and which matched
    /// pairs changed data: the work behind every diff.
    ///
    /// Matching rule: the k-th occurrence of an identity in `old` is the k-th
    /// occurrence of it in `new`. Three stretches:
    ///
    /// - a **head** both collections share, identity for identity, pairs in
    ///   place — found by comparing identities, without hashing;
    /// - a **tail** they share pairs in place too, found the same way, as long
    ///   as no identity in it is deleted or inserted in the middle (which the
    ///   rule would pair across the boundary); otherwise the middle reaches
    ///   to the end;
    /// - the **middle** goes through an ``IdentityTable`` of the old middle's
    ///   identities, each hashed once. A new element is first tried against
    ///   the old element after the previous match (edited lists mostly keep
    ///   their order), which needs no hashing; the table answers the rest.
    ///
    /// Indices in the middle are kept in 32 bits, relative to the head, so
    /// that the working arrays stay small; a middle of `Int32.max` elements or
    /// more is left unmatched (deletes and inserts: still a correct change
    /// set), which no list that fits in memory reaches with a real element type.
    @usableFromInline
    struct Matching {
        /// Elements in the old collection.
        @usableFromInline let oldCount: Int
        /// Elements in the new collection.
        @usableFromInline let newCount: Int
        /// Length of the shared head: pairs `(i, i)`.
        @usableFromInline var prefix = 0
        /// Length of the shared tail: pairs `(oldCount - k, newCount - k)` for `k` in `1 ... suffix`.
        @usableFromInline var suffix = 0
        /// For each old index of the middle (relative to `prefix`), its pair,
        /// encoded by ``pair(_:changed:)``, or ``unmatched``.
        @usableFromInline var oldToNew: [Int32] = []
        /// For each new index of the middle (relative to `prefix`), its old
        /// index (relative to `prefix`), or ``unmatched``.
        @usableFromInline var newToOld: [Int32] = []
        /// Matched pairs in the middle.
        @usableFromInline var middleMatches = 0
        /// Matched pairs whose data changed, by old index.
        @usableFromInline var updates: [ChangeSet.Update] = []

        /// Elements hashed ahead of probing the table.
        @usableFromInline static var batch: Int { 256 }

        /// An element without a partner.
        @usableFromInline static var unmatched: Int32 { -1 }

        /// Matches the two versions; `isEqual` is asked once of every matched pair.
        @inlinable
        init(_ versions: some Versions) {
            oldCount = versions.oldCount
            newCount = versions.newCount
            let shorter = min(oldCount, newCount)
            while prefix < shorter, versions.oldIdentity(prefix) == versions.newIdentity(prefix) {
                if !versions.isEqual(old: prefix, new: prefix) {
                    updates.append(ChangeSet.Update(from: prefix, to: prefix))
                }
                prefix += 1
            }
            // Tail updates are found while scanning (the elements are at hand),
            // last first, and kept only if the tail survives the check below.
            var tailUpdates: [ChangeSet.Update] = []
            while suffix < shorter - prefix,
                versions.oldIdentity(oldCount - 1 - suffix) == versions.newIdentity(newCount - 1 - suffix)
            {
                suffix += 1
                if !versions.isEqual(old: oldCount - suffix, new: newCount - suffix) {
                    tailUpdates.append(ChangeSet.Update(from: oldCount - suffix, to: newCount - suffix))
                }
            }
            let sample = oldCount > 0 ? versions.oldIdentity(0) : newCount > 0 ? versions.newIdentity(0) : nil
            var hashing = Hashing.preferred(forIdentitiesLike: sample)
            matchMiddle(versions, hashing: &hashing)
            if suffix > 0, !tailStaysInPlace(versions, hashing: &hashing) {
                suffix = 0
                tailUpdates = []
                matchMiddle(versions, hashing: &hashing)
            }
            for (oldIndex, entry) in oldToNew.enumerated() where entry < Self.unmatched {
                updates.append(ChangeSet.Update(from: prefix + oldIndex, to: prefix + Self.newIndex(entry)))
            }
            updates.append(contentsOf: tailUpdates.reversed())
        }

        /// Matches the middle, `prefix ..< count - suffix` on each side, with
        /// `hashing`, or with the standard hash when that gives up.
        @inlinable @inline(__always)
        mutating func matchMiddle(_ versions: some Versions, hashing: inout Hashing) {
            if !matchMiddle(versions, using: hashing) {
                hashing = .standard
                _ = matchMiddle(versions, using: hashing)
            }
        }

        /// Matches the middle; false when `hashing` gave up (never with the
        /// standard hash), leaving the matching incomplete.
        @inlinable @inline(__always)
        mutating func matchMiddle(_ versions: some Versions, using hashing: Hashing) -> Bool {
            let start = prefix
            let oldLength = oldCount - suffix - start
            let newLength = newCount - suffix - start
            oldToNew = Array(repeating: Self.unmatched, count: oldLength)
            newToOld = Array(repeating: Self.unmatched, count: newLength)
            middleMatches = 0
            guard oldLength > 0, newLength > 0, oldLength < Int32.max, newLength < Int32.max else { return true }

            var hashes = [Int](repeating: 0, count: Self.batch)
            guard
                var occurrences = OldOccurrences(
                    versions, start: start, length: oldLength, hashing: hashing, hashes: &hashes)
            else { return false }
            return pairNewMiddle(versions, with: &occurrences, hashing: hashing, hashes: &hashes)
        }

        /// Pairs each element of the new middle with its old occurrence, if
        /// any; false when `hashing` gave up.
        @inlinable @inline(__always)
        mutating func pairNewMiddle(
            _ versions: some Versions, with occurrences: inout OldOccurrences, hashing: Hashing, hashes: inout [Int]
        ) -> Bool {
            let start = prefix
            let oldLength = oldToNew.count
            let newLength = newToOld.count
            // Batch by batch: while the new order follows the old one, each
            // element is tried against the old element after the previous
            // match, or the one after that (past a deleted or moved element),
            // and only a failed guess is hashed. When most guesses of a batch
            // fail (a shuffle), the next batch is hashed and looked up first,
            // all at once, so that its cache misses overlap; the slots found
            // stay valid, as only their positions move.
            var slots = [Int](repeating: -1, count: Self.batch)
            var lookAhead = false
            var guess = 0
            var lookups = 0
            var begin = 0
            while begin < newLength {
                let end = min(newLength, begin + Self.batch)
                if lookAhead {
                    for newIndex in begin..<end {
                        let key = versions.newIdentity(start + newIndex)
                        guard let hash = hashing.hash(key) else { return false }
                        let found = occurrences.table.find(hash: hash) { versions.oldIdentity(start + $0) == key }
                        hashes[newIndex - begin] = hash
                        slots[newIndex - begin] = found.position >= 0 ? found.slot : -1
                    }
                    lookups += end - begin
                    if hashing.quick, occurrences.table.isDegenerate(calls: oldLength + lookups) { return false }
                }
                var misses = 0
                for newIndex in begin..<end {
                    var match = -1
                    if lookAhead {
                        match = occurrences.takeHead(
                            slot: slots[newIndex - begin], hash: hashes[newIndex - begin], in: oldToNew)
                    } else {
                        let key = versions.newIdentity(start + newIndex)
                        if guess < oldLength, occurrences.isHead(guess, in: oldToNew),
                            versions.oldIdentity(start + guess) == key
                        {
                            match = guess
                        } else if guess + 1 < oldLength, occurrences.isHead(guess + 1, in: oldToNew),
                            versions.oldIdentity(start + guess + 1) == key
                        {
                            match = guess + 1
                        } else {
                            guard let hash = hashing.hash(key) else { return false }
                            let found = occurrences.table.find(hash: hash) { versions.oldIdentity(start + $0) == key }
                            lookups += 1
                            if hashing.quick, occurrences.table.isDegenerate(calls: oldLength + lookups) {
                                return false
                            }
                            match = occurrences.takeHead(
                                slot: found.position >= 0 ? found.slot : -1, hash: hash, in: oldToNew)
                        }
                    }
                    // Where a guess would have failed (a guess that holds is the table's answer too).
                    if match != guess, match != guess + 1 { misses += 1 }
                    guard match >= 0 else { continue }
                    oldToNew[match] = Self.pair(
                        newIndex, changed: !versions.isEqual(old: start + match, new: start + newIndex))
                    newToOld[newIndex] = Int32(truncatingIfNeeded: match)
                    middleMatches += 1
                    guess = match + 1
                }
                lookAhead = misses * 2 > end - begin
                begin = end
            }
            return true
        }

        /// Whether the shared tail pairs in place under the matching rule:
        /// none of its identities is among the middle's unmatched elements
        /// (which would pair with a tail occurrence instead). Hashes the tail
        /// only when the middle has unmatched elements at all; falls back to
        /// the standard hash as ``matchMiddle(_:hashing:)`` does.
        @inlinable @inline(__always)
        func tailStaysInPlace(_ versions: some Versions, hashing: inout Hashing) -> Bool {
            if let stays = tailStaysInPlace(versions, using: hashing) { return stays }
            hashing = .standard
            return tailStaysInPlace(versions, using: hashing) ?? false
        }

        /// ``tailStaysInPlace(_:hashing:)`` with `hashing`; nil when it gave up.
        @inlinable @inline(__always)
        func tailStaysInPlace<V: Versions>(_ versions: V, using hashing: Hashing) -> Bool? {
            let unmatchedOld = oldToNew.count - middleMatches
            let unmatchedNew = newToOld.count - middleMatches
            guard unmatchedOld + unmatchedNew > 0 else { return true }
            // Positions below `oldToNew.count` are old, the rest new, both
            // relative to the head.
            let oldLength = oldToNew.count
            func identityAt(_ position: Int) -> V.Identity {
                position < oldLength
                    ? versions.oldIdentity(prefix + position) : versions.newIdentity(prefix + position - oldLength)
            }
            var table = IdentityTable(count: unmatchedOld + unmatchedNew)
            var calls = 0
            func add(_ position: Int) -> Bool {
                let key = identityAt(position)
                guard let hash = hashing.hash(key) else { return false }
                let found = table.find(hash: hash) { identityAt($0) == key }
                if found.position < 0 { table.set(slot: found.slot, hash: hash, position: position) }
                calls += 1
                return !(hashing.quick && table.isDegenerate(calls: calls))
            }
            for (position, entry) in oldToNew.enumerated() where entry == Self.unmatched {
                guard add(position) else { return nil }
            }
            for (position, entry) in newToOld.enumerated() where entry == Self.unmatched {
                guard add(oldLength + position) else { return nil }
            }
            for index in oldCount - suffix..<oldCount {
                let key = versions.oldIdentity(index)
                guard let hash = hashing.hash(key) else { return nil }
                if table.find(hash: hash, matches: { identityAt($0) == key }).position >= 0 { return false }
                calls += 1
                if hashing.quick, table.isDegenerate(calls: calls) { return nil }
            }
            return true
        }

        /// `oldToNew`'s entry for a pair with new index `newIndex`: the index
        /// itself when the data stayed the same, below ``unmatched`` when it changed.
        @inlinable
        static func pair(_ newIndex: Int, changed: Bool) -> Int32 {
            let index = Int32(truncatingIfNeeded: newIndex)
            return changed ? -2 - index : index
        }

        /// The new index in an `oldToNew` entry that is not ``unmatched``.
        @inlinable
        static func newIndex(_ entry: Int32) -> Int {
            entry >= 0 ? Int(entry) : -2 - Int(entry)
        }

        /// The old index of the element at `newIndex`, or -1 when it was inserted.
        @inlinable
        func oldIndex(ofNew newIndex: Int) -> Int {
            if newIndex < prefix { return newIndex }
            if newIndex >= newCount - suffix { return newIndex - newCount + oldCount }
            let entry = newToOld[newIndex - prefix]
            return entry == Self.unmatched ? -1 : prefix + Int(entry)
        }

        /// The change set of this matching.
        @inlinable
        func changeSet() -> ChangeSet {
            var changes = ChangeSet(updates: updates)
            changes.deletes.reserveCapacity(oldToNew.count - middleMatches)
            for index in oldToNew.indices.reversed() where oldToNew[index] == Self.unmatched {
                changes.deletes.append(prefix + index)
            }
            changes.inserts.reserveCapacity(newToOld.count - middleMatches)
            for index in newToOld.indices where newToOld[index] == Self.unmatched {
                changes.inserts.append(prefix + index)
            }
            changes.moves = moves()
            return changes
        }

        /// The matched middle elements outside a longest subsequence whose old
        /// indices increase (patience sorting; extending the longest run is
        /// checked first, so an order that is mostly kept costs one comparison
        /// per element and a binary search only where it breaks). Head and
        /// tail precede and follow every such run, so they are all kept.
        @inlinable
        func moves() -> [ChangeSet.Move] {
            // tails[l]: the new index ending the best increasing run of length
            // l + 1, and tailValues[l] its old index (searched without a
            // second indirection). `links` chains each element to the one
            // before it in its run, then marks the longest run's members.
            var tails: [Int32] = []
            var tailValues: [Int32] = []
            var links = [Int32](repeating: -1, count: newToOld.count)
            for newIndex in newToOld.indices {
                let value = newToOld[newIndex]
                guard value >= 0 else { continue }
                if let last = tailValues.last, last > value {
                    var low = 0
                    var high = tailValues.count - 1
                    while low < high {
                        let middle = (low + high) / 2
                        if tailValues[middle] < value { low = middle + 1 } else { high = middle }
                    }
                    links[newIndex] = low > 0 ? tails[low - 1] : -1
                    tails[low] = Int32(truncatingIfNeeded: newIndex)
                    tailValues[low] = value
                } else {
                    links[newIndex] = tails.last ?? -1
                    tails.append(Int32(truncatingIfNeeded: newIndex))
                    tailValues.append(value)
                }
            }
            let kept: Int32 = -2
            var cursor = Int(tails.last ?? -1)
            while cursor >= 0 {
                let previous = Int(links[cursor])
                links[cursor] = kept
                cursor = previous
            }
            var moves: [ChangeSet.Move] = []
            moves.reserveCapacity(middleMatches - tails.count)
            for newIndex in newToOld.indices where newToOld[newIndex] >= 0 && links[newIndex] != kept {
                moves.append(ChangeSet.Move(from: prefix + Int(newToOld[newIndex]), to: prefix + newIndex))
            }
            return moves
        }
    }
}
