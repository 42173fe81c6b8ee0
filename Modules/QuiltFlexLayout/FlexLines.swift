import QuiltCore

/// Wraps items into lines and aligns each line: CSS Flexbox §9.3 line
/// breaking (collect items until the next one would not fit; a first item
/// that does not fit gets a line of its own), §9.4 line cross sizes (a line
/// is as tall as its tallest item; items sit at its top, `align-items:
/// flex-start`) and §9.5 main-axis alignment (`justify-content` with
/// `column-gap`), for items that neither grow nor shrink.
struct FlexLines {
    /// The x of the content box's left edge.
    let left: Double
    /// The y of the first line.
    let top: Double
    /// The content box's width: the line length.
    let lineWidth: Double
    /// Space between neighbouring items on a line (CSS `column-gap`).
    let gap: Double
    /// Space between lines (CSS `row-gap`).
    let lineSpacing: Double
    /// How a line shares its free space.
    let justify: FlexJustify
    /// The most lines shown, if capped.
    let lineLimit: Int?

    /// Floating-point slack when deciding whether an item still fits, so
    /// that widths summing to the line width up to rounding stay on one line.
    static let tolerance = 1e-9

    /// Where laying stopped: the first item of the last line laid, that
    /// line's number and its top.
    struct Position: Hashable {
        var lastLineStart: Int
        var lastLine: Int
        var lastLineTop: Double
    }

    /// Lays items `start ..< end` into lines, the first of them numbered
    /// `from.lastLine` with its top at `from.lastLineTop`, appending one
    /// frame per item to `frames` (which holds exactly the frames of items
    /// before `start`). Stops early when the next line would pass the line
    /// limit.
    ///
    /// - Parameter sizes: gives each item's size, its width clamped to
    ///   `0 … lineWidth`. Passed in, not as a closure: a closure was called
    ///   once per item, where this inlines into the loop.
    /// - Returns: where laying stopped (`from` when nothing was laid).
    @inline(__always)
    func lay(
        _ items: [Item], from start: Int, at position: Position, to end: Int, sizes: FlexItemSizes,
        frames: inout [Rect]
    ) -> Position {
        if let lineLimit, position.lastLine >= lineLimit { return position }
        var line = position.lastLine
        var lineStart = start
        var used = 0.0
        var y = position.lastLineTop
        var lineHeight = 0.0
        var index = start
        var hint = 0
        while index < end {
            let item = sizes.size(of: items, at: index, maxWidth: lineWidth, hint: &hint)
            if index == lineStart {
                used = item.width
            } else if used + gap + item.width <= lineWidth + Self.tolerance {
                used += gap + item.width
            } else {
                align(&frames, lineStart..<index, used: used)
                if let lineLimit, line + 1 >= lineLimit {
                    return Position(lastLineStart: lineStart, lastLine: line, lastLineTop: y)
                }
                line += 1
                lineStart = index
                used = item.width
                y += lineHeight + lineSpacing
                lineHeight = 0
            }
            lineHeight = max(lineHeight, item.height)
            frames.append(Rect(x: 0, y: y, width: item.width, height: item.height))
            index += 1
        }
        if index > lineStart { align(&frames, lineStart..<index, used: used) }
        return Position(lastLineStart: lineStart, lastLine: line, lastLineTop: y)
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
