import QuiltCore

/// The lanes of a waterfall — columns when vertical, rows when horizontal —
/// and the dealing of items into them. "Main" is the direction lanes grow
/// in (down, or sideways), "cross" the direction lanes sit side by side in.
struct WaterfallLanes {
    /// Number of lanes (at least 1).
    let count: Int
    /// Where the first lane starts across (the leading or top inset).
    let crossStart: Double
    /// Every lane's thickness: the column width or the row height.
    let thickness: Double
    /// From one lane's start to the next's: thickness plus the gap.
    let crossStep: Double
    /// Where lanes start along the main axis (the top or leading inset).
    let mainStart: Double
    /// Space between consecutive items in a lane.
    let mainGap: Double
    /// Which lane each item goes to.
    let render: WaterfallRender
    /// Columns (true) or rows.
    let vertical: Bool

    /// Fresh lane ends: every lane empty.
    var emptyEnds: [Double] { Array(repeating: mainStart, count: count) }

    /// Deals items `start ..< end` into lanes, appending their frames.
    ///
    /// - Parameters:
    ///   - ends: each lane's next free main-axis position (past the gap
    ///     after its last item); updated.
    ///   - lengths: gives each item's main-axis length (never negative).
    ///     Passed in, not as a closure: a closure was called once per item,
    ///     where this inlines into the loop.
    @inline(__always)
    func lay(
        _ items: [Item], from start: Int, to end: Int, lengths: WaterfallItemLengths, ends: inout [Double],
        frames: inout [Rect]
    ) {
        guard start < end else { return }
        let count = count
        var hints = WaterfallItemLengths.Hints()
        ends.withUnsafeMutableBufferPointer { ends in
            for index in start..<end {
                let lane: Int
                switch render {
                case .shortestFirst:
                    // Strictly shorter only, so ties stay with the first lane.
                    var best = 0
                    var bestEnd = ends[0]
                    for candidate in 1..<count where ends[candidate] < bestEnd {
                        best = candidate
                        bestEnd = ends[candidate]
                    }
                    lane = best
                case .leftToRight, .topToBottom:
                    lane = index % count
                case .rightToLeft, .bottomToTop:
                    lane = count - 1 - index % count
                }
                let itemLength = lengths.length(of: items, at: index, hints: &hints)
                let along = ends[lane]
                let across = crossStart + Double(lane) * crossStep
                frames.append(
                    vertical
                        ? Rect(x: across, y: along, width: thickness, height: itemLength)
                        : Rect(x: along, y: across, width: itemLength, height: thickness))
                ends[lane] = along + itemLength + mainGap
            }
        }
    }

    /// The main-axis extent of the tallest (longest) lane, gaps between its
    /// items included; 0 when every lane is empty.
    func extent(_ ends: [Double]) -> Double {
        max(0, (ends.max() ?? mainStart) - mainStart - mainGap)
    }
}
