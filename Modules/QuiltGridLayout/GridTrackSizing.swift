import QuiltCore

/// The sizes and offsets of a grid's fixed-axis tracks, resolved against the
/// space available (CSS Grid §12, restricted to fixed and `fr` tracks).
///
/// Fixed tracks take their length. The leftover space (available length less
/// fixed tracks and gaps, never below 0) is shared by `fr` tracks in
/// proportion to their shares; when the shares add up to less than 1 they are
/// divided by 1 instead, so `[0.5fr]` fills half the space, as in CSS. Fixed
/// tracks never shrink: wider than the space, the grid overflows it, as in CSS.
struct GridTrackSizing: Hashable, Sendable {
    /// Each track's length.
    let sizes: [Double]
    /// Each track's leading offset from the grid's start (gaps included).
    let starts: [Double]
    /// The gap between neighbouring tracks.
    let gap: Double

    /// Sizes `tracks` in `available` points, `gap` apart.
    ///
    /// - Parameter frUnit: when given, the length of `1fr` (for a strip with
    ///   no definite height, where an `fr` row is `rowHeight` per share).
    init(_ tracks: [GridTrack], available: Double, gap: Double, frUnit: Double? = nil) {
        var fixed = 0.0
        var shares = 0.0
        for track in tracks {
            switch track {
            case .points(let length): fixed += length
            case .fr(let share): shares += share
            }
        }
        let gaps = Double(max(0, tracks.count - 1)) * gap
        let leftover = max(0, available - fixed - gaps)
        let unit = frUnit ?? (shares > 0 ? leftover / max(1, shares) : 0)
        var sizes: [Double] = []
        var starts: [Double] = []
        sizes.reserveCapacity(tracks.count)
        starts.reserveCapacity(tracks.count)
        var offset = 0.0
        for track in tracks {
            let size: Double
            switch track {
            case .points(let length): size = length
            case .fr(let share): size = share * unit
            }
            starts.append(offset)
            sizes.append(size)
            offset += size + gap
        }
        self.sizes = sizes
        self.starts = starts
        self.gap = gap
    }

    /// Number of tracks.
    var count: Int { sizes.count }

    /// The grid's extent: every track and the gaps between them.
    var extent: Double {
        guard let lastStart = starts.last, let lastSize = sizes.last else { return 0 }
        return lastStart + lastSize
    }

    /// The average track length: the "one-span" length `itemRatio` refers to.
    var averageSize: Double {
        sizes.isEmpty ? 0 : sizes.reduce(0, +) / Double(sizes.count)
    }

    /// The offset and length of an item starting at track `start` and spanning
    /// `span` tracks (gaps between them included).
    func segment(start: Int, span: Int) -> (offset: Double, length: Double) {
        let last = start + span - 1
        return (starts[start], starts[last] + sizes[last] - starts[start])
    }
}
