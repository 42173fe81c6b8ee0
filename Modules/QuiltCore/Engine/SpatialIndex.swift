/// Finds the frames that reach into a band along one axis in O(log n + k),
/// for frames in any order, and grows by appending.
///
/// Frames are kept in order of their leading edge (ties by position) with,
/// for each place in that order, the furthest trailing edge so far. The
/// frames reaching into `lower ..< upper` are then among one contiguous run:
/// from the first place whose furthest trailing edge passes `lower` to the
/// last frame that starts before `upper`. For frames that mostly come in
/// order of their leading edge (lists, flex lines, waterfall columns, grid
/// rows) the run holds little more than the answer.
///
/// When the frames already come in order — the usual case — no permutation
/// is stored. Appending a frame that starts before the last one inserts it
/// from the end, so appends cost what they displace.
struct SpatialIndex: Sendable {
    /// The axis the band is on: `vertical` reads y, `horizontal` x.
    var axis: Arrange
    /// Frame positions by leading edge; empty when the frames already are.
    private(set) var order: [Int] = []
    /// `reach[p]`: the furthest trailing edge among the first `p + 1` frames in order.
    private(set) var reach: [Double] = []
    /// The union of every frame, nil when there are none.
    private(set) var bounds: Rect?

    /// An index of `frames`.
    init(frames: [Rect], axis: Arrange) {
        self.axis = axis
        append(frames, from: 0)
    }

    /// An index of nothing.
    init(axis: Arrange) {
        self.axis = axis
    }

    // NaN edges are read as reaching everywhere so that the index never
    // drops a frame; the caller's exact test then rejects it.
    @inline(__always)
    private func lead(_ frame: Rect) -> Double {
        let value = axis == .vertical ? frame.minY : frame.minX
        return value.isNaN ? -.infinity : value
    }

    @inline(__always)
    private func trail(_ frame: Rect) -> Double {
        let value = axis == .vertical ? frame.maxY : frame.maxX
        return value.isNaN ? .infinity : value
    }

    /// Indexes `frames[start...]`, the frames appended since the index was
    /// built from `frames[..<start]`.
    mutating func append(_ frames: [Rect], from start: Int) {
        guard start < frames.count else { return }
        for index in max(0, start)..<frames.count {
            let frame = frames[index]
            bounds = bounds.map { $0.union(frame) } ?? frame
            let edge = lead(frame)
            if order.isEmpty, index == 0 || edge >= lead(frames[index - 1]) {
                reach.append(max(reach.last ?? -.infinity, trail(frame)))
                continue
            }
            if order.isEmpty { order = Array(0..<index) }
            // Insert after every frame starting at or before it (positions break ties).
            var place = order.count
            while place > 0, lead(frames[order[place - 1]]) > edge { place -= 1 }
            order.insert(index, at: place)
            reach.insert(0, at: place)
            var furthest = place > 0 ? reach[place - 1] : -.infinity
            for position in place..<order.count {
                furthest = max(furthest, trail(frames[order[position]]))
                reach[position] = furthest
            }
        }
    }

    /// Calls `body` with the position of every frame whose leading edge is
    /// before `upper` and whose trailing edge is after `lower`, in order of
    /// leading edge. Callers widen the band by their rounding error and test
    /// each frame exactly.
    func forEachCandidate(in frames: [Rect], from lower: Double, to upper: Double, _ body: (Int) -> Void) {
        let count = min(frames.count, reach.count)
        guard count > 0 else { return }
        // The first place whose furthest trailing edge passes `lower`.
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if reach[middle] > lower { high = middle } else { low = middle + 1 }
        }
        let first = low
        // The first place whose leading edge is at or past `upper`.
        high = count
        while low < high {
            let middle = (low + high) / 2
            if lead(frames[position(middle)]) < upper { low = middle + 1 } else { high = middle }
        }
        for place in first..<low { body(position(place)) }
    }

    @inline(__always)
    private func position(_ place: Int) -> Int { order.isEmpty ? place : order[place] }
}

extension SpatialIndex {
    /// Takes `other`'s order and reach when identical to this index's.
    mutating func shareStorage(with other: SpatialIndex) -> Bool {
        guard axis == other.axis else { return false }
        let took = Identical.take(&order, from: other.order, ==)
        return Identical.take(&reach, from: other.reach, Identical.numbers) || took
    }
}
