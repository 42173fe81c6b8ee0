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
        // Only options built in code can have no tracks; the decoder requires one.
        guard !options.fixedTracks.isEmpty else { return SectionLayoutResult(itemFrames: [], height: inset.vertical) }

        let (tracks, autoLength, autoGap) = Self.axes(options, width: input.width)

        // One pass: place each item and turn its cell into a frame at once.
        let vertical = common.arrange == .vertical
        let lineLimit = vertical ? common.maxDisplay?.lines : nil
        let count = lineLimit == nil ? common.displayedCount(of: input.items.count) : input.items.count
        var placement = GridPlacement(columns: tracks.count, flow: options.flow)
        var frames: [Rect] = []
        frames.reserveCapacity(count)
        // A flag, not an optional copy of the provider: unwrapping that copy
        // costs an existential copy per item.
        let measured = !(input.sizes is UnspecifiedItemSize)
        let constant = options.span.isConstant && !measured
        // Spans of items with no data object: literals, else 1.
        let fieldlessSpans = options.span.spans(in: .null)
        let constantSpans = constant ? fieldlessSpans : (columns: 1, rows: 1)
        // The width of a one-column track, which a size rule may measure against.
        let available = tracks.averageSize
        let autoStep = autoLength + autoGap
        let left = inset.left
        let top = inset.top
        var autoLines = 0
        input.items.withUnsafeBufferPointer { items in
            for index in 0..<count {
                var spans = constantSpans
                if !constant {
                    // Reading the object in place avoids copying the item.
                    if case .object(let members) = items[index].data {
                        spans = options.span.spans(in: members)
                    } else {
                        spans = fieldlessSpans
                    }
                    if measured {
                        // The size rule's spans win where it gives them.
                        let measure = input.sizes.measure(items[index], at: index, available: available)
                        if let columns = measure.columnSpan { spans.columns = columns }
                        if let rows = measure.rowSpan { spans.rows = rows }
                    }
                }
                let trackSpan = min(max(1, vertical ? spans.columns : spans.rows), tracks.count)
                let lineSpan = min(max(1, vertical ? spans.rows : spans.columns), GridSpan.maximumRowSpan)
                let cell = placement.place(columnSpan: trackSpan, rowSpan: lineSpan)
                if let lineLimit, cell.row + lineSpan > lineLimit { break }
                autoLines = max(autoLines, cell.row + lineSpan)
                let across = tracks.segment(start: cell.column, span: trackSpan)
                let along = Double(cell.row) * autoStep
                let alongLength = Double(lineSpan) * autoStep - autoGap
                frames.append(vertical
                    ? Rect(x: left + across.offset, y: top + along, width: across.length, height: alongLength)
                    : Rect(x: left + along, y: top + across.offset, width: alongLength, height: across.length))
            }
        }
        let autoExtent = autoLines > 0 ? Double(autoLines) * autoStep - autoGap : 0
        if vertical {
            return SectionLayoutResult(itemFrames: frames, height: inset.vertical + autoExtent)
        }
        return SectionLayoutResult(
            itemFrames: frames, height: inset.vertical + tracks.extent, contentWidth: max(input.width, inset.horizontal + autoExtent))
    }

    /// The fixed axis's tracks (columns across the content width, or rows
    /// across the strip), and the length and gap of the auto axis's tracks.
    static func axes(_ options: Options, width: Double) -> (tracks: GridTrackSizing, autoLength: Double, autoGap: Double) {
        let inset = options.inset
        if options.arrange == .vertical {
            let tracks = GridTrackSizing(options.columns, available: max(0, width - inset.horizontal), gap: options.resolvedColumnGap)
            return (tracks, options.rowHeight ?? length(options.itemRatio, unit: tracks.averageSize), options.resolvedRowGap)
        }
        let tracks = options.horizontalContentHeight.map { GridTrackSizing(options.rows, available: $0, gap: options.resolvedRowGap) }
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
