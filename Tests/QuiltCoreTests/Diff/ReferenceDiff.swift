import QuiltCore

/// The identity diff as `docs/updates.md` states it, written plainly and
/// without any of the diff's shortcuts (no shared head or tail, no guesses,
/// no custom hash table): dictionaries of occurrences pair the k-th
/// occurrence of an identity in the old list with its k-th in the new one,
/// and a patience sort over every matched element keeps a longest run whose
/// old indices increase. The diff must give exactly this change set.
///
/// Which longest run is kept, when several are, follows patience sorting:
/// each matched element (in new order) goes on the leftmost pile whose top
/// has a greater old index, or starts a new pile; it links to the top of the
/// pile on its left; the run is read back from the top of the last pile.
enum ReferenceDiff {
    static func changes<T, ID: Hashable>(
        from old: [T], to new: [T], identity: (T) -> ID, isEqual: (T, T) -> Bool
    ) -> ChangeSet {
        var occurrences: [ID: [Int]] = [:]
        for (index, element) in old.enumerated() { occurrences[identity(element), default: []].append(index) }
        var taken: [ID: Int] = [:]
        var oldToNew = [Int](repeating: -1, count: old.count)
        var newToOld = [Int](repeating: -1, count: new.count)
        for (index, element) in new.enumerated() {
            let id = identity(element)
            let k = taken[id, default: 0]
            if let list = occurrences[id], k < list.count {
                newToOld[index] = list[k]
                oldToNew[list[k]] = index
                taken[id] = k + 1
            }
        }

        var changes = ChangeSet()
        changes.deletes = old.indices.reversed().filter { oldToNew[$0] < 0 }
        changes.inserts = new.indices.filter { newToOld[$0] < 0 }
        changes.updates = old.indices
            .filter { oldToNew[$0] >= 0 && !isEqual(old[$0], new[oldToNew[$0]]) }
            .map { ChangeSet.Update(from: $0, to: oldToNew[$0]) }

        var pileTops: [Int] = []  // new indices
        var link = [Int](repeating: -1, count: new.count)
        for index in new.indices where newToOld[index] >= 0 {
            let pile = pileTops.firstIndex { newToOld[$0] > newToOld[index] } ?? pileTops.count
            link[index] = pile > 0 ? pileTops[pile - 1] : -1
            if pile == pileTops.count { pileTops.append(index) } else { pileTops[pile] = index }
        }
        var kept = Set<Int>()
        var cursor = pileTops.last ?? -1
        while cursor >= 0 {
            kept.insert(cursor)
            cursor = link[cursor]
        }
        changes.moves = new.indices
            .filter { newToOld[$0] >= 0 && !kept.contains($0) }
            .map { ChangeSet.Move(from: newToOld[$0], to: $0) }
        return changes
    }

    static func changes(from old: [Element], to new: [Element]) -> ChangeSet {
        changes(from: old, to: new, identity: \.id, isEqual: ==)
    }
}
