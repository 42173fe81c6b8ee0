import QuiltCore

/// The waterfall family (`kind: waterfall`): equal-width columns that items
/// of their own heights are dealt into — the Pinterest feed — or, when
/// horizontal, equal-height rows that items of their own widths are dealt
/// into, in a strip that scrolls sideways (EaseModule's `EaseWaterfallLayout`).
///
/// Vertical: `columns` columns share the content width, `interitemSpacing`
/// apart; each item goes to a column by `render` and sits `lineSpacing` below
/// the column's previous item. Its height is the column width × the size
/// rule's aspect ratio, else the rule's height, else the column width.
///
/// Horizontal: `rows` rows share `horizontalContentHeight`, `lineSpacing`
/// apart; items sit `interitemSpacing` apart along their row. An item's width
/// is the row height ÷ the aspect ratio, else the rule's width, else the row
/// height.
///
/// Appending items continues from the lane ends kept in the result's
/// continuation, so loading more costs only the new items.
public struct WaterfallLayout: LayoutFamily {
    /// `waterfall`.
    public let name = "waterfall"

    /// A horizontal waterfall's row height when `horizontalContentHeight` is not set.
    public static let defaultRowHeight = 100.0

    /// Creates the family.
    public init() {}

    /// Computes the frames; see the type's documentation.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let lanes = Self.lanes(options, width: input.width)
        let count = options.common.displayedCount(of: input.items.count)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var ends = lanes.emptyEnds
        lay(input, lanes: lanes, inset: options.inset, from: 0, to: count, ends: &ends, frames: &frames)
        return Self.result(frames, ends: ends, lanes: lanes, options: options, width: input.width)
    }

    /// Deals the appended items into the lanes, starting from the lane ends
    /// in the result's continuation.
    public func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool {
        let lanes = Self.lanes(options, width: input.width)
        guard result.continuation.count == lanes.count, result.continuation.allSatisfy({ $0.isFinite }),
            result.itemFrames.count <= firstNewIndex, firstNewIndex <= input.items.count
        else { return false }
        // Fewer frames than items: maxDisplay already cut the section.
        if result.itemFrames.count < firstNewIndex { return true }
        let count = options.common.displayedCount(of: input.items.count)
        var ends = result.continuation
        // Moved out, not copied, so that appending does not copy the frames.
        var frames: [Rect] = []
        swap(&frames, &result.itemFrames)
        // No reserveCapacity: appending grows the array geometrically, so a
        // series of appends stays proportional to the appended items.
        lay(input, lanes: lanes, inset: options.inset, from: firstNewIndex, to: count, ends: &ends, frames: &frames)
        result = Self.result(frames, ends: ends, lanes: lanes, options: options, width: input.width)
        return true
    }

    /// The lanes of a section `width` wide.
    static func lanes(_ options: Options, width: Double) -> WaterfallLanes {
        let common = options.common
        let inset = common.inset
        let count = options.lanes
        let gaps = Double(count - 1)
        if common.arrange == .vertical {
            let gap = common.interitemSpacing
            let columnWidth = max(0, (width - inset.horizontal - gaps * gap) / Double(count))
            return WaterfallLanes(
                count: count, crossStart: inset.left, thickness: columnWidth, crossStep: columnWidth + gap,
                mainStart: inset.top, mainGap: common.lineSpacing, render: options.render, vertical: true)
        }
        let gap = common.lineSpacing
        let rowHeight = max(0, (stripHeight(options) - gaps * gap) / Double(count))
        return WaterfallLanes(
            count: count, crossStart: inset.top, thickness: rowHeight, crossStep: rowHeight + gap,
            mainStart: inset.left, mainGap: common.interitemSpacing, render: options.render, vertical: false)
    }

    /// A horizontal waterfall's strip height, insets excluded.
    static func stripHeight(_ options: Options) -> Double {
        let count = Double(options.lanes)
        return options.horizontalContentHeight ?? count * defaultRowHeight + (count - 1) * options.common.lineSpacing
    }

    /// Deals items `start ..< end`, measuring each.
    private func lay(
        _ input: SectionLayoutInput, lanes: WaterfallLanes, inset: EdgeInsets, from start: Int, to end: Int,
        ends: inout [Double], frames: inout [Rect]
    ) {
        // What a size rule's fractions refer to: the column width, or the visible width.
        let available = lanes.vertical ? lanes.thickness : max(0, input.width - inset.horizontal)
        let lengths = WaterfallItemLengths(input, lanes: lanes, available: available)
        lanes.lay(input.items, from: start, to: end, lengths: lengths, ends: &ends, frames: &frames)
    }

    private static func result(_ frames: [Rect], ends: [Double], lanes: WaterfallLanes, options: Options, width: Double)
        -> SectionLayoutResult
    {
        let inset = options.common.inset
        let extent = lanes.extent(ends)
        if lanes.vertical {
            return SectionLayoutResult(itemFrames: frames, height: inset.vertical + extent, continuation: ends)
        }
        return SectionLayoutResult(
            itemFrames: frames, height: inset.vertical + stripHeight(options),
            contentWidth: max(width, inset.horizontal + extent),
            continuation: ends)
    }
}
