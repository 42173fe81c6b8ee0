import QuiltCore

extension Rect {
    /// The pairs of `frames` that overlap, in order, counting only frames
    /// with an area (a zero-wide item touches its neighbours without covering
    /// them), each shrunk by a hair so that shared edges summed in floating
    /// point do not count as overlap.
    public static func overlappingPairs(in frames: [Rect]) -> [(Rect, Rect)] {
        let solid = frames.filter { $0.width > 1e-6 && $0.height > 1e-6 }
            .map { Rect(x: $0.x + 1e-7, y: $0.y + 1e-7, width: $0.width - 2e-7, height: $0.height - 2e-7) }
        var pairs: [(Rect, Rect)] = []
        for i in solid.indices {
            for j in solid.indices where j > i && solid[i].intersects(solid[j]) { pairs.append((solid[i], solid[j])) }
        }
        return pairs
    }
}
