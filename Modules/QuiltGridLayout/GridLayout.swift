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
/// Where CSS would add implicit tracks for a span wider than the grid, the
/// span is clamped to the grid instead.
public struct GridLayout: LayoutFamily {
    /// `grid`.
    public let name = "grid"

    /// Creates the family.
    public init() {}

    /// Computes the frames; see the type's documentation.
    public func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
        let common = options.common
        let inset = common.inset
        let columnGap = options.resolvedColumnGap
        let rowGap = options.resolvedRowGap
        let vertical = common.arrange == .vertical
        // Only options built in code can have no tracks; the decoder requires one.
        guard !options.fixedTracks.isEmpty else { return SectionLayoutResult(itemFrames: [], height: inset.vertical) }

        // The fixed axis: columns across the width, or rows across the strip.
        let tracks: GridTrackSizing
        let autoLength: Double
        let autoGap: Double
        if vertical {
            tracks = GridTrackSizing(options.columns, available: max(0, input.width - inset.horizontal), gap: columnGap)
            autoLength = options.rowHeight ?? Self.length(options.itemRatio, unit: tracks.averageSize)
            autoGap = rowGap
        } else {
            if let height = options.horizontalContentHeight {
                tracks = GridTrackSizing(options.rows, available: height, gap: rowGap)
            } else {
                tracks = GridTrackSizing(options.rows, available: 0, gap: rowGap, frUnit: options.rowHeight ?? 44)
            }
            if let width = options.columnWidth {
                autoLength = width
            } else if case .fraction(let ratio) = options.itemRatio, ratio > 0 {
                autoLength = tracks.averageSize / ratio
            } else {
                autoLength = tracks.averageSize
            }
            autoGap = columnGap
        }

        let placed = Self.place(input, options: options, tracks: tracks.count)
        var frames: [Rect] = []
        frames.reserveCapacity(placed.count)
        var autoLines = 0
        let autoStep = autoLength + autoGap
        for cell in placed {
            autoLines = max(autoLines, cell.line + cell.lineSpan)
            let across = tracks.segment(start: cell.track, span: cell.trackSpan)
            let along = Double(cell.line) * autoStep
            let alongLength = Double(cell.lineSpan) * autoLength + Double(cell.lineSpan - 1) * autoGap
            frames.append(vertical
                ? Rect(x: inset.left + across.offset, y: inset.top + along, width: across.length, height: alongLength)
                : Rect(x: inset.left + along, y: inset.top + across.offset, width: alongLength, height: across.length))
        }
        let autoExtent = autoLines > 0 ? Double(autoLines) * autoLength + Double(autoLines - 1) * autoGap : 0
        if vertical {
            return SectionLayoutResult(itemFrames: frames, height: inset.vertical + autoExtent)
        }
        return SectionLayoutResult(
            itemFrames: frames, height: inset.vertical + tracks.extent, contentWidth: max(input.width, inset.horizontal + autoExtent))
    }

    /// One placed item in flow terms: `track` on the fixed axis, `line` on the auto axis.
    struct PlacedCell: Hashable, Sendable {
        var line: Int
        var track: Int
        var lineSpan: Int
        var trackSpan: Int
    }

    /// Auto-places the displayed items. `maxDisplay.lines` (vertical) keeps
    /// the longest run of items, in order, that lies within the first `lines`
    /// rows; otherwise `maxDisplay.count` caps the number of items.
    static func place(_ input: SectionLayoutInput, options: Options, tracks: Int) -> [PlacedCell] {
        let vertical = options.arrange == .vertical
        let lineLimit = vertical ? options.common.maxDisplay?.lines : nil
        let count = lineLimit == nil ? options.common.displayedCount(of: input.items.count) : input.items.count
        var placement = GridPlacement(columns: tracks, flow: options.flow)
        var cells: [PlacedCell] = []
        cells.reserveCapacity(count)
        let measured = !(input.sizes is UnspecifiedItemSize)
        let constant = options.span.isConstant && !measured
        let constantSpans = constant ? spans(of: .null, options: options) : (1, 1)
        // The width of a one-column track, which a size rule may measure against.
        let available = max(0, input.width - options.inset.horizontal) / Double(max(1, tracks))
        for index in 0..<count {
            var (columnSpan, rowSpan) = constantSpans
            if !constant {
                let item = input.items[index]
                (columnSpan, rowSpan) = spans(of: item.data, options: options)
                if measured {
                    let measure = input.sizes.measure(item, at: index, available: available)
                    if measure.columnSpan > 1 { columnSpan = measure.columnSpan }
                    if measure.rowSpan > 1 { rowSpan = measure.rowSpan }
                }
            }
            let trackSpan = min(max(1, vertical ? columnSpan : rowSpan), tracks)
            let lineSpan = min(max(1, vertical ? rowSpan : columnSpan), GridSpan.maximumRowSpan)
            let cell = placement.place(columnSpan: trackSpan, rowSpan: lineSpan)
            if let lineLimit, cell.row + lineSpan > lineLimit { break }
            cells.append(PlacedCell(line: cell.row, track: cell.column, lineSpan: lineSpan, trackSpan: trackSpan))
        }
        return cells
    }

    @inline(__always)
    static func spans(of data: DataValue, options: Options) -> (columns: Int, rows: Int) {
        (options.span.columns.value(in: data), options.span.rows.value(in: data))
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
