import QuiltCore

/// The auto axis of a grid whose items size its tracks (CSS
/// `grid-auto-rows: auto`, or `grid-auto-columns: auto` when horizontal):
/// each track is as long as the longest item that spans only it, and an
/// item spanning several tracks that needs more than they give shares the
/// difference equally among them, items of smaller spans first (CSS Grid
/// §12.5, for items of definite sizes). Items stretch over the tracks they
/// span.
struct GridAutoTracks {
    /// A placed item: its first auto track, how many it spans, and the
    /// length it needs along the auto axis.
    struct Item {
        var line: Int
        var span: Int
        var length: Double
    }

    /// Each track's length, in order.
    private(set) var lengths: [Double]
    /// Each track's start from the first's, gaps included.
    private(set) var starts: [Double]
    let gap: Double

    /// Sizes `count` tracks `gap` apart for `items`.
    init(count: Int, gap: Double, items: [Item]) {
        self.gap = gap
        var lengths = Array(repeating: 0.0, count: count)
        var spanning: [Item] = []
        for item in items where item.line >= 0 && item.line + item.span <= count {
            if item.span == 1 {
                lengths[item.line] = max(lengths[item.line], item.length)
            } else {
                spanning.append(item)
            }
        }
        // One span size at a time, smallest first; within a size every
        // item plans its share against the same lengths, the largest share wins.
        spanning.sort { $0.span < $1.span }
        var index = 0
        while index < spanning.count {
            let span = spanning[index].span
            var planned: [Int: Double] = [:]
            while index < spanning.count, spanning[index].span == span {
                let item = spanning[index]
                let covered = lengths[item.line..<(item.line + span)].reduce(0, +) + Double(span - 1) * gap
                let extra = item.length - covered
                if extra > 0 {
                    let share = extra / Double(span)
                    for line in item.line..<(item.line + span) { planned[line] = max(planned[line] ?? 0, share) }
                }
                index += 1
            }
            for (line, share) in planned { lengths[line] += share }
        }
        var starts: [Double] = []
        starts.reserveCapacity(count)
        var offset = 0.0
        for length in lengths {
            starts.append(offset)
            offset += length + gap
        }
        self.lengths = lengths
        self.starts = starts
    }

    /// Every track and the gaps between them.
    var extent: Double {
        guard let start = starts.last, let length = lengths.last else { return 0 }
        return start + length
    }

    /// The offset and length of an item starting at track `line` spanning `span` tracks.
    func segment(line: Int, span: Int) -> (offset: Double, length: Double) {
        let last = line + span - 1
        return (starts[line], starts[last] + lengths[last] - starts[line])
    }
}
