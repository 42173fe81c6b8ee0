import QuiltCore

/// Applies a change set the way `UICollectionView.performBatchUpdates` does,
/// written from the batch-update rules (not from the diff): remove deletes and
/// move sources by old index, place inserts and move destinations by new
/// index, keep the rest in order, then replace updated elements. Returns nil
/// when the set breaks a rule (unsorted lists, out-of-range or repeated
/// indices, counts that do not add up, an update of a deleted element).
enum ChangeSetApplier {
    static func apply<T>(_ changes: ChangeSet, to old: [T], new: [T], identity: (T) -> some Equatable) -> [T]? {
        guard zip(changes.deletes, changes.deletes.dropFirst()).allSatisfy({ $0 > $1 }),
            zip(changes.inserts, changes.inserts.dropFirst()).allSatisfy({ $0 < $1 }),
            zip(changes.moves, changes.moves.dropFirst()).allSatisfy({ $0.to < $1.to }),
            zip(changes.updates, changes.updates.dropFirst()).allSatisfy({ $0.from < $1.from })
        else { return nil }
        let removed = changes.deletes + changes.moves.map(\.from)
        let placed = changes.inserts + changes.moves.map(\.to)
        guard Set(removed).count == removed.count, removed.allSatisfy(old.indices.contains),
            Set(placed).count == placed.count, placed.allSatisfy(new.indices.contains),
            old.count - removed.count == new.count - placed.count
        else { return nil }

        let removedSet = Set(removed)
        var kept = old.indices.filter { !removedSet.contains($0) }.map { old[$0] }[...]
        var incoming: [Int: T] = [:]
        for index in changes.inserts { incoming[index] = new[index] }
        for move in changes.moves { incoming[move.to] = old[move.from] }
        var result: [T] = []
        for index in new.indices {
            if let element = incoming[index] {
                result.append(element)
            } else if let element = kept.popFirst() {
                result.append(element)
            } else {
                return nil
            }
        }
        guard kept.isEmpty else { return nil }
        let deleted = Set(changes.deletes)
        for update in changes.updates {
            guard old.indices.contains(update.from), result.indices.contains(update.to), !deleted.contains(update.from),
                identity(result[update.to]) == identity(old[update.from])
            else { return nil }
            result[update.to] = new[update.to]
        }
        return result
    }
}
