import QuiltCore

/// The flex family (`kind: flex`): items of their own widths and one height,
/// wrapped into lines and aligned by `justify`, as CSS flexbox lays out
/// `display: flex; flex-wrap: wrap; align-items: flex-start` with fixed-size
/// items that neither grow nor shrink (EaseModule's `EaseFlexLayout`).
///
/// Vertical: lines as wide as the content box (the width less the insets),
/// `lineSpacing` apart; an item wider than the line gets a line of its own
/// and is clamped to the line's width. Horizontal: one line that scrolls
/// sideways; `justify` shares the free space while the items fit, and items
/// that overflow start at the leading inset (CSS `safe` alignment).
///
/// Item widths come from the section's size rule; an item the rule gives no
/// width is measured as `size: {text: {}}` would (its `title` at 14 points
/// with 12 points of padding each side) and, with no `title` either, is
/// `itemHeight` wide.
public struct FlexLayout: LayoutFamily {
    /// `flex`.
    public let name = "flex"

    /// How items the size rule gives no width are measured.
    public static let defaultWidth = SizeRule.TextEstimate()

    /// Creates the family.
    public init() {}

    /// Computes the frames; see the type's documentation.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let common = options.common
        if common.arrange == .horizontal { return horizontal(input, options: options) }
        let lines = Self.lines(options, width: input.width)
        let count = Self.displayLimit(options, itemCount: input.items.count)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        let last = lay(input, lines: lines, options: options, from: 0, line: 0, to: count, frames: &frames)
        return Self.result(frames, last: last, options: options)
    }

    /// Re-lays the last line with the appended items, then continues (vertical
    /// sections only). The continuation holds the index of the last line's
    /// first item and that line's number.
    public func extend(_ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput, options: Options) -> Bool {
        guard options.arrange == .vertical, result.continuation.count == 2,
            let lastLineStart = Int(exactly: result.continuation[0]), let lastLine = Int(exactly: result.continuation[1]),
            lastLine >= 0, lastLineStart >= 0, lastLineStart <= result.itemFrames.count,
            result.itemFrames.count <= firstNewIndex, firstNewIndex <= input.items.count
        else { return false }
        // Fewer frames than items: a cap already cut the section, and
        // appended items come after the cut.
        if result.itemFrames.count < firstNewIndex { return true }
        let count = Self.displayLimit(options, itemCount: input.items.count)
        // Moved out, not copied, so that appending does not copy the frames.
        var frames: [Rect] = []
        swap(&frames, &result.itemFrames)
        // No reserveCapacity: appending grows the array geometrically, so a
        // series of appends stays proportional to the appended items.
        frames.removeSubrange(lastLineStart...)
        let last = lay(input, lines: Self.lines(options, width: input.width), options: options, from: lastLineStart, line: lastLine, to: count, frames: &frames)
        result = Self.result(frames, last: last, options: options)
        return true
    }

    /// How many items a vertical section may lay: all of them under a line
    /// limit (laying stops at the first item past it), else maxDisplay's count.
    private static func displayLimit(_ options: Options, itemCount: Int) -> Int {
        options.common.maxDisplay?.lines == nil ? options.common.displayedCount(of: itemCount) : itemCount
    }

    /// The line geometry of a vertical section `width` wide.
    static func lines(_ options: Options, width: Double) -> FlexLines {
        let common = options.common
        return FlexLines(
            left: common.inset.left, top: common.inset.top, lineWidth: max(0, width - common.inset.horizontal),
            gap: common.interitemSpacing, itemHeight: options.itemHeight, lineStep: options.itemHeight + common.lineSpacing,
            justify: options.justify, lineLimit: common.maxDisplay?.lines)
    }

    /// Lays items `start ..< end` of a vertical section, measuring each.
    private func lay(
        _ input: SectionLayoutInput, lines: FlexLines, options: Options, from start: Int, line: Int, to end: Int, frames: inout [Rect]
    ) -> (lastLineStart: Int, lastLine: Int) {
        let lineWidth = lines.lineWidth
        let widths = FlexItemWidths(input, available: lineWidth, fallback: options.itemHeight)
        return input.items.withUnsafeBufferPointer { items in
            lines.lay(from: start, line: line, to: end, frames: &frames) { index in
                min(widths.width(of: items, at: index), lineWidth)
            }
        }
    }

    /// A vertical section's result from its frames and last line.
    private static func result(_ frames: [Rect], last: (lastLineStart: Int, lastLine: Int), options: Options) -> SectionLayoutResult {
        let common = options.common
        let lineCount = frames.isEmpty ? 0 : last.lastLine + 1
        let height = common.inset.vertical
            + (lineCount > 0 ? Double(lineCount) * options.itemHeight + Double(lineCount - 1) * common.lineSpacing : 0)
        return SectionLayoutResult(itemFrames: frames, height: height, continuation: [Double(last.lastLineStart), Double(last.lastLine)])
    }

    /// One line in a strip that scrolls sideways.
    private func horizontal(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let common = options.common
        let inset = common.inset
        let count = common.displayedCount(of: input.items.count)
        let gap = common.interitemSpacing
        let lineWidth = max(0, input.width - inset.horizontal)
        let widths = FlexItemWidths(input, available: lineWidth, fallback: options.itemHeight)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var used = 0.0
        input.items.withUnsafeBufferPointer { items in
            for index in 0..<count {
                let width = widths.width(of: items, at: index)
                used += index == 0 ? width : gap + width
                frames.append(Rect(x: 0, y: inset.top, width: width, height: options.itemHeight))
            }
        }
        let (leading, extraGap) = options.justify.distribution(free: lineWidth - used, count: count)
        var x = inset.left + leading
        for index in frames.indices {
            frames[index].x = x
            x += frames[index].width + gap + extraGap
        }
        // Like an empty CSS flex line, a strip showing nothing has no height.
        return SectionLayoutResult(
            itemFrames: frames, height: inset.vertical + (count > 0 ? options.itemHeight : 0), contentWidth: max(input.width, inset.horizontal + used))
    }
}
