import QuiltCore

/// The grid family (`kind: grid`): column tracks of points or `fr` shares,
/// items spanning several columns and rows, sparse or dense auto-placement,
/// with the frames CSS Grid computes for the same tracks, gaps and spans.
///
/// Vertical (`grid-auto-flow: row`): `columns` are the tracks across the
/// content width; rows are created as needed, each `rowHeight` high (or
/// `itemRatio` × the average column width). Horizontal (`grid-auto-flow:
/// column`): `rows` are the tracks across the strip's height; columns are
/// created as needed, each `columnWidth` wide, and the strip scrolls sideways.
///
/// When the section's size rule gives item lengths along the auto axis —
/// heights (`height`, `aspect`) with no `rowHeight`, or widths (`width`,
/// `text`, `aspect`) on a horizontal grid with no `columnWidth` — each auto
/// track is as long as its longest item instead (``GridAutoTracks``).
///
/// Where CSS would add implicit tracks for a span wider than the grid, the
/// span is clamped to the grid instead.
public struct GridLayout: LayoutFamily {
    /// `grid`.
    public let name = "grid"

    /// Creates the family.
    public init() {}

    /// Computes the frames; see the type's documentation.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let inset = options.common.inset
        // Only options built in code can have no tracks; the decoder requires one.
        guard !options.fixedTracks.isEmpty else { return SectionLayoutResult(itemFrames: [], height: inset.vertical) }
        let axes = Self.axes(options, width: input.width)
        let count = Self.displayedLimit(options, itemCount: input.items.count)
        if Self.sizesAutoTracks(options, sizes: input.sizes) {
            return Self.autoLayout(input, options: options, axes: axes, count: count)
        }
        let reader = GridSpanReader(options.span, sizes: input.sizes, available: axes.tracks.averageSize)
        if let spans = reader.constantSpans, axes.tracks.count > 0 {
            let cells = Self.clamped(
                spans, vertical: options.common.arrange == .vertical, trackCount: axes.tracks.count)
            return Self.uniformLayout(itemCount: count, spans: cells, options: options, axes: axes, width: input.width)
        }
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        var placement = GridPlacement(columns: axes.tracks.count, flow: options.flow)
        var autoLines = 0
        Self.place(
            input, options: options, axes: axes, from: 0, to: count, placement: &placement, autoLines: &autoLines,
            frames: &frames)
        return Self.result(
            frames, autoLines: autoLines, placement: placement, axes: axes, options: options, width: input.width)
    }

    /// Places the appended items from the saved cursor and occupancy (sparse
    /// flow only: dense flow may put a new item in any earlier hole, so the
    /// section is laid out again). The continuation holds the rows reached
    /// and the placement state of ``GridPlacement/savedSparseState()``.
    public func extend(
        _ result: inout SectionLayoutResult, appendedFrom firstNewIndex: Int, input: SectionLayoutInput,
        options: Options
    ) -> Bool {
        // Tracks sized by their items may all change: laid out again.
        guard options.flow == .sparse, !Self.sizesAutoTracks(options, sizes: input.sizes), !options.fixedTracks.isEmpty,
            let first = result.continuation.first,
            let autoLines = Int(exactly: first), autoLines >= 0,
            result.itemFrames.count <= firstNewIndex, firstNewIndex <= input.items.count
        else { return false }
        let axes = Self.axes(options, width: input.width)
        guard var placement = GridPlacement(columns: axes.tracks.count, resuming: result.continuation.dropFirst())
        else { return false }
        // Fewer frames than items: maxDisplay already cut the section.
        if result.itemFrames.count < firstNewIndex { return true }
        var lines = autoLines
        // Moved out, not copied, so that appending does not copy the frames.
        var frames: [Rect] = []
        swap(&frames, &result.itemFrames)
        let count = Self.displayedLimit(options, itemCount: input.items.count)
        Self.place(
            input, options: options, axes: axes, from: firstNewIndex, to: count, placement: &placement,
            autoLines: &lines, frames: &frames)
        result = Self.result(
            frames, autoLines: lines, placement: placement, axes: axes, options: options, width: input.width)
        return true
    }

    /// How many items may be placed: all of them under a line limit (the
    /// placement loop stops at the first item past it), else maxDisplay's count.
    private static func displayedLimit(_ options: Options, itemCount: Int) -> Int {
        let common = options.common
        let lineLimit = common.arrange == .vertical ? common.maxDisplay?.lines : nil
        return lineLimit == nil ? common.displayedCount(of: itemCount) : itemCount
    }

    /// Places items `start ..< end` and appends their frames, stopping at the
    /// first item that would pass a vertical grid's line limit.
    private static func place(
        _ input: SectionLayoutInput, options: Options, axes: Axes,
        from start: Int, to end: Int, placement: inout GridPlacement, autoLines: inout Int, frames: inout [Rect]
    ) {
        let vertical = options.common.arrange == .vertical
        let tracks = axes.tracks
        let autoStep = axes.autoLength + axes.autoGap
        let autoGap = axes.autoGap
        let left = options.common.inset.left
        let top = options.common.inset.top
        placeCells(
            input, options: options, axes: axes, from: start, to: end, placement: &placement, autoLines: &autoLines
        ) { _, cell in
            let across = tracks.segment(start: cell.track, span: cell.trackSpan)
            let along = Double(cell.line) * autoStep
            let alongLength = Double(cell.lineSpan) * autoStep - autoGap
            frames.append(
                vertical
                    ? Rect(x: left + across.offset, y: top + along, width: across.length, height: alongLength)
                    : Rect(x: left + along, y: top + across.offset, width: alongLength, height: across.length))
        }
    }

    /// A placed item's cell in track terms: its first fixed-axis track (a
    /// column when vertical) and first auto-axis line (a row), and the spans.
    struct Cell {
        var track: Int
        var trackSpan: Int
        var line: Int
        var lineSpan: Int
    }

    /// Places items `start ..< end`, handing each one's index and cell to
    /// `body`, and stopping at the first item that would pass a vertical
    /// grid's line limit; `autoLines` is raised to the lines reached.
    static func placeCells(
        _ input: SectionLayoutInput, options: Options, axes: Axes, from start: Int, to end: Int,
        placement: inout GridPlacement, autoLines: inout Int, body: (Int, Cell) -> Void
    ) {
        guard start < end else { return }
        let common = options.common
        let vertical = common.arrange == .vertical
        let lineLimit = vertical ? common.maxDisplay?.lines : nil
        let trackCount = axes.tracks.count
        // The width of a one-column track, which a size rule may measure against.
        var reader = GridSpanReader(options.span, sizes: input.sizes, available: axes.tracks.averageSize)
        var lines = autoLines
        input.items.withUnsafeBufferPointer { items in
            for index in start..<end {
                let (trackSpan, lineSpan) = clamped(
                    reader.spans(of: items, at: index), vertical: vertical, trackCount: trackCount)
                let cell = placement.place(columnSpan: trackSpan, rowSpan: lineSpan)
                if let lineLimit, cell.row + lineSpan > lineLimit { break }
                lines = max(lines, cell.row + lineSpan)
                body(index, Cell(track: cell.column, trackSpan: trackSpan, line: cell.row, lineSpan: lineSpan))
            }
        }
        autoLines = lines
    }

    /// An item's spans in track terms, clamped to the grid: across the
    /// fixed axis (columns when vertical) at most every track, along the
    /// auto axis at most ``GridSpan/maximumRowSpan`` lines; at least 1 each.
    @inline(__always)
    static func clamped(_ spans: (columns: Int, rows: Int), vertical: Bool, trackCount: Int) -> (track: Int, line: Int)
    {
        (
            min(max(1, vertical ? spans.columns : spans.rows), trackCount),
            min(max(1, vertical ? spans.rows : spans.columns), GridSpan.maximumRowSpan)
        )
    }

    /// The section's result: its height (and strip width) from the lines
    /// reached, and, for sparse flow, the state `extend` resumes from.
    static func result(
        _ frames: [Rect], autoLines: Int, placement: GridPlacement, axes: Axes,
        options: Options, width: Double
    ) -> SectionLayoutResult {
        let inset = options.common.inset
        let autoExtent = autoLines > 0 ? Double(autoLines) * (axes.autoLength + axes.autoGap) - axes.autoGap : 0
        let continuation = options.flow == .sparse ? [Double(autoLines)] + placement.savedSparseState() : []
        if options.common.arrange == .vertical {
            return SectionLayoutResult(
                itemFrames: frames, height: inset.vertical + autoExtent, continuation: continuation)
        }
        return SectionLayoutResult(
            itemFrames: frames, height: inset.vertical + axes.tracks.extent,
            contentWidth: max(width, inset.horizontal + autoExtent),
            continuation: continuation)
    }

    /// The fixed axis's tracks (columns across the content width, or rows
    /// across the strip), and the length and gap of the auto axis's tracks
    /// when they do not size to their items.
    typealias Axes = (tracks: GridTrackSizing, autoLength: Double, autoGap: Double)

    static func axes(_ options: Options, width: Double) -> Axes {
        let inset = options.inset
        if options.arrange == .vertical {
            let tracks = GridTrackSizing(
                options.columns, available: max(0, width - inset.horizontal), gap: options.resolvedColumnGap)
            return (
                tracks, options.rowHeight ?? length(options.itemRatio, unit: tracks.averageSize), options.resolvedRowGap
            )
        }
        let tracks =
            options.horizontalContentHeight.map {
                GridTrackSizing(options.rows, available: $0, gap: options.resolvedRowGap)
            }
            // No strip height: an `fr` row is `rowHeight` per share.
            ?? GridTrackSizing(options.rows, available: 0, gap: options.resolvedRowGap, frUnit: options.rowHeight ?? 44)
        let columnWidth: Double
        if let width = options.columnWidth {
            columnWidth = width
        } else if case .fraction(let ratio) = options.itemRatio, ratio > 0 {
            columnWidth = tracks.averageSize / ratio
        } else {
            columnWidth = tracks.averageSize
        }
        return (tracks, columnWidth, options.resolvedColumnGap)
    }

    /// A row height from `itemRatio`: points, or a fraction of the one-column width.
    static func length(_ ratio: Dimension, unit: Double) -> Double {
        switch ratio {
        case .absolute(let points): points
        case .fraction(let fraction): unit * fraction
        // The decoder rejects a count here; a square cell is the harmless reading.
        case .distribution: unit
        }
    }
}
