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
/// width is measured as `size: {text: {}}` would (its `title`, or the item
/// itself when it is a string, at 14 points with 12 points of padding each
/// side) and, with no text either, is `itemHeight` wide. Items are
/// `itemHeight` high unless the rule gives a height or a text narrowed to
/// the line wraps onto more lines (see ``FlexItemSizes``); a line is as
/// tall as its tallest item.
public struct FlexLayout: LayoutFamily {
    /// `flex`.
    public let name = "flex"

    /// How items the size rule gives no width are measured.
    public static let defaultWidth = SizeRule.Text()

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
        let start = FlexLines.Position(lastLineStart: 0, lastLine: 0, lastLineTop: lines.top)
        let last = lay(input, lines: lines, options: options, from: 0, at: start, to: count, frames: &frames)
        return Self.result(frames, last: last, options: options)
    }

    /// Re-lays the last line with the appended items, then continues (vertical
    /// sections only). The continuation holds the index of the last line's
    /// first item, that line's number and its top.
    public func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool {
        guard options.arrange == .vertical, result.continuation.count == 3,
            let lastLineStart = Int(exactly: result.continuation[0]),
            let lastLine = Int(exactly: result.continuation[1]),
            lastLine >= 0, lastLineStart >= 0, lastLineStart <= result.itemFrames.count,
            result.continuation[2].isFinite,
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
        let position = FlexLines.Position(
            lastLineStart: lastLineStart, lastLine: lastLine, lastLineTop: result.continuation[2])
        let last = lay(
            input, lines: Self.lines(options, width: input.width), options: options, from: lastLineStart, at: position,
            to: count, frames: &frames)
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
            gap: common.interitemSpacing, lineSpacing: common.lineSpacing, justify: options.justify,
            lineLimit: common.maxDisplay?.lines)
    }

    /// Lays items `start ..< end` of a vertical section, measuring each.
    private func lay(
        _ input: SectionLayoutInput, lines: FlexLines, options: Options, from start: Int,
        at position: FlexLines.Position, to end: Int,
        frames: inout [Rect]
    ) -> FlexLines.Position {
        let lineWidth = lines.lineWidth
        let sizes = FlexItemSizes(input, available: lineWidth, itemHeight: options.itemHeight)
        return lines.lay(input.items, from: start, at: position, to: end, sizes: sizes, frames: &frames)
    }

    /// A vertical section's result from its frames and last line: the items
    /// area ends below the last line's tallest item.
    private static func result(_ frames: [Rect], last: FlexLines.Position, options: Options) -> SectionLayoutResult {
        let common = options.common
        var bottom = common.inset.top
        if last.lastLineStart < frames.count {
            bottom = last.lastLineTop + frames[last.lastLineStart...].reduce(0) { max($0, $1.height) }
        }
        return SectionLayoutResult(
            itemFrames: frames, height: bottom + common.inset.bottom,
            continuation: [Double(last.lastLineStart), Double(last.lastLine), last.lastLineTop])
    }

    /// One line in a strip that scrolls sideways.
    private func horizontal(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let common = options.common
        let inset = common.inset
        let count = common.displayedCount(of: input.items.count)
        let gap = common.interitemSpacing
        let lineWidth = max(0, input.width - inset.horizontal)
        let sizes = FlexItemSizes(input, available: lineWidth, itemHeight: options.itemHeight)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var used = 0.0
        var height = 0.0
        let items = input.items
        var hint = 0
        for index in 0..<count {
            // One line that scrolls: nothing narrows an item.
            let size = sizes.size(of: items, at: index, maxWidth: .infinity, hint: &hint)
            used += index == 0 ? size.width : gap + size.width
            height = max(height, size.height)
            frames.append(Rect(x: 0, y: inset.top, width: size.width, height: size.height))
        }
        let (leading, extraGap) = options.justify.distribution(free: lineWidth - used, count: count)
        var x = inset.left + leading
        for index in frames.indices {
            frames[index].x = x
            x += frames[index].width + gap + extraGap
        }
        // Like an empty CSS flex line, a strip showing nothing has no height.
        return SectionLayoutResult(
            itemFrames: frames, height: inset.vertical + height, contentWidth: max(input.width, inset.horizontal + used)
        )
    }
}
