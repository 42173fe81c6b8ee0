extension ChangeSet {
    /// For each index of the new collection, the old index its element came
    /// from, or -1 when it was inserted; nil when the set does not fit
    /// collections of `oldCount` and `newCount` elements (an index out of
    /// range or used twice, counts that do not add up, an update that names
    /// another pair than its move or place implies).
    public func sourceIndices(oldCount: Int, newCount: Int) -> [Int]? {
        guard oldCount >= 0, newCount >= 0 else { return nil }
        var removed = [Bool](repeating: false, count: oldCount)
        var sources = [Int](repeating: -1, count: newCount)
        var placed = [Bool](repeating: false, count: newCount)
        func remove(_ index: Int) -> Bool {
            guard index >= 0, index < oldCount, !removed[index] else { return false }
            removed[index] = true
            return true
        }
        func place(_ index: Int) -> Bool {
            guard index >= 0, index < newCount, !placed[index] else { return false }
            placed[index] = true
            return true
        }
        for index in deletes { guard remove(index) else { return nil } }
        for index in inserts { guard place(index) else { return nil } }
        for move in moves {
            guard remove(move.from), place(move.to) else { return nil }
            sources[move.to] = move.from
        }
        guard oldCount - deletes.count - moves.count == newCount - inserts.count - moves.count else { return nil }
        // Elements left in place keep their order.
        var oldIndex = 0
        for newIndex in 0..<newCount where !placed[newIndex] {
            while oldIndex < oldCount, removed[oldIndex] { oldIndex += 1 }
            guard oldIndex < oldCount else { return nil }
            sources[newIndex] = oldIndex
            oldIndex += 1
        }
        for update in updates {
            guard update.to >= 0, update.to < newCount, sources[update.to] == update.from else { return nil }
        }
        return sources
    }
}
