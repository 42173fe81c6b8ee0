import QuiltCore

/// The children of the loader's open containers, innermost last.
///
/// A container's children are handed out by *moving* them into the finished
/// array, so building a tree costs no retain/release per node; this is most of
/// the loader's margin over libyaml's own parsing time.
final class NodeStack {
    private var base: UnsafeMutablePointer<ConfigNode>
    private var capacity: Int
    /// Nodes held.
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds a node on top.
    func push(_ node: consuming ConfigNode) {
        if count == capacity { grow() }
        (base + count).initialize(to: node)
        count += 1
    }

    /// The scalar text of the node at `index`, read in place.
    func scalarText(at index: Int) -> String? { base[index].scalarText }

    /// True when the node at `index` is a scalar whose text is `text`, read in place.
    func isScalar(_ text: String, at index: Int) -> Bool { base[index].isScalar(text) }

    /// The location of the node at `index`, read in place.
    func location(at index: Int) -> SourceLocation { base[index].location }

    /// The end of the node at `index` as line and column (its start when
    /// unknown), read in place.
    func endPosition(at index: Int) -> (line: Int, column: Int) {
        base[index].endPosition ?? (base[index].location.line, base[index].location.column)
    }

    /// Removes the nodes from `start` up and returns them as an array.
    func popSequence(from start: Int) -> [ConfigNode] {
        let moving = count - start
        guard moving > 0 else { return [] }
        let source = base + start
        let result = [ConfigNode](unsafeUninitializedCapacity: moving) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            target.moveInitialize(from: source, count: moving)
            initialized = moving
        }
        count = start
        return result
    }

    /// Removes the nodes from `start` up, alternating keys and values, and
    /// returns them as pairs. A dangling key (which libyaml never produces) is dropped.
    func popPairs(from start: Int) -> [ConfigNode.Pair] {
        let pairCount = (count - start) / 2
        let source = base + start
        let result = [ConfigNode.Pair](unsafeUninitializedCapacity: pairCount) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            for index in 0..<pairCount {
                (target + index).initialize(
                    to: ConfigNode.Pair(key: (source + 2 * index).move(), value: (source + 2 * index + 1).move()))
            }
            initialized = pairCount
        }
        let moved = result.count * 2
        (source + moved).deinitialize(count: count - start - moved)
        count = start
        return result
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<ConfigNode>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
