import QuiltCore

/// Wraps items into lines and aligns each line: CSS Flexbox §9.3 line
/// breaking (collect items until the next one would not fit; a first item
/// that does not fit gets a line of its own) and §9.5 main-axis alignment
/// (`justify-content` with `column-gap`), for items that neither grow nor
/// shrink and all share one height.
struct FlexLines {
    /// The x of the content box's left edge.
    let left: Double
    /// The y of the first line.
    let top: Double
    /// The content box's width: the line length.
    let lineWidth: Double
    /// Space between neighbouring items on a line (CSS `column-gap`).
    let gap: Double
    /// Every item's height.
    let itemHeight: Double
    /// The distance from one line's top to the next's.
    let lineStep: Double
    /// How a line shares its free space.
    let justify: FlexJustify
    /// The most lines shown, if capped.
    let lineLimit: Int?

    /// Floating-point slack when deciding whether an item still fits, so
    /// that widths summing to the line width up to rounding stay on one line.
    static let tolerance = 1e-9

    /// Lays items `start ..< end` into lines, the first of them numbered
    /// `firstLine`, appending one frame per item to `frames` (which holds
    /// exactly the frames of items before `start`). Stops early when the next
    /// line would pass the line limit.
    ///
    /// - Parameter width: each item's width, already clamped to `0 … lineWidth`.
    /// - Returns: the first item of the last line laid and that line's number
    ///   (`start` and `firstLine` when nothing was laid).
    @inline(__always)
    func lay(from start: Int, line firstLine: Int, to end: Int, frames: inout [Rect], width: (Int) -> Double) -> (lastLineStart: Int, lastLine: Int) {
        if let lineLimit, firstLine >= lineLimit { return (start, firstLine) }
        var line = firstLine
        var lineStart = start
        var used = 0.0
        var y = top + Double(line) * lineStep
        var index = start
        while index < end {
            let itemWidth = width(index)
            if index == lineStart {
                used = itemWidth
            } else if used + gap + itemWidth <= lineWidth + Self.tolerance {
                used += gap + itemWidth
            } else {
                align(&frames, lineStart..<index, used: used)
                if let lineLimit, line + 1 >= lineLimit { return (lineStart, line) }
                line += 1
                lineStart = index
                used = itemWidth
                y = top + Double(line) * lineStep
            }
            frames.append(Rect(x: 0, y: y, width: itemWidth, height: itemHeight))
            index += 1
        }
        if index > lineStart { align(&frames, lineStart..<index, used: used) }
        return (lineStart, line)
    }

    /// Sets the x of the frames of one line from `justify`; `used` is the
    /// items' widths plus the gaps between them.
    @inline(__always)
    func align(_ frames: inout [Rect], _ line: Range<Int>, used: Double) {
        let (leading, extraGap) = justify.distribution(free: lineWidth - used, count: line.count)
        let step = gap + extraGap
        var x = left + leading
        frames.withUnsafeMutableBufferPointer { frames in
            for index in line {
                frames[index].x = x
                x += frames[index].width + step
            }
        }
    }
}
