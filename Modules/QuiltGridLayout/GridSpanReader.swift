import QuiltCore

/// Reads each item's spans for one layout: the grid's `span` option with the
/// choice between literals and fields made once, and the section's size
/// rule, whose spans win per axis where it gives them.
struct GridSpanReader {
    private enum Mode {
        case literals, bothFields, columnField, rowField
    }

    private let mode: Mode
    private let columnField: String
    private let rowField: String
    private let columns: Int
    private let rows: Int
    private let sizes: ItemSizeSource
    /// Whether the size rule gives spans at all.
    private let ruleSpans: Bool
    /// The width a size rule measures against: one track.
    private let available: Double
    /// Where the column and row fields sat in the last item read: the
    /// next item most likely has them at the same positions.
    private var hints = (0, 0)

    init(_ span: GridSpan, sizes: ItemSizes, available: Double) {
        var columnField = ""
        var rowField = ""
        var columns = 1
        var rows = 1
        switch span.columns {
        case .literal(let value): columns = value
        case .field(let name): columnField = name
        }
        switch span.rows {
        case .literal(let value): rows = value
        case .field(let name): rowField = name
        }
        switch (span.columns, span.rows) {
        case (.literal, .literal): mode = .literals
        case (.field, .field): mode = .bothFields
        case (.field, .literal): mode = .columnField
        case (.literal, .field): mode = .rowField
        }
        self.columnField = columnField
        self.rowField = rowField
        self.columns = columns
        self.rows = rows
        self.sizes = ItemSizeSource(sizes)
        ruleSpans = self.sizes.rule.columnSpan != nil || self.sizes.rule.rowSpan != nil
        self.available = available
    }

    /// The spans every item has, when neither its data nor the size rule
    /// can change them: literal spans, a rule that gives none, and sizes
    /// that measure nothing. Nil when ``spans(of:at:)`` must read each item.
    var constantSpans: (columns: Int, rows: Int)? {
        mode == .literals && !ruleSpans && !sizes.needsMeasuring ? (columns, rows) : nil
    }

    /// The spans of `items[index]` before clamping to the grid.
    @inline(__always)
    mutating func spans(of items: UnsafeBufferPointer<Item>, at index: Int) -> (columns: Int, rows: Int) {
        var spans: (columns: Int, rows: Int)
        switch mode {
        case .literals:
            spans = (columns, rows)
        case .bothFields:
            let (columns, rows) = items[index].data.numbers(columnField, rowField, hints: &hints)
            spans = (SpanSource.span(ofNumber: columns) ?? 1, SpanSource.span(ofNumber: rows) ?? 1)
        case .columnField:
            spans = (SpanSource.span(ofNumber: items[index].data.number(columnField, hint: &hints.0)) ?? 1, rows)
        case .rowField:
            spans = (columns, SpanSource.span(ofNumber: items[index].data.number(rowField, hint: &hints.1)) ?? 1)
        }
        if ruleSpans {
            if let columns = sizes.rule.columnSpan?.span(in: items[index].data) { spans.columns = columns }
            if let rows = sizes.rule.rowSpan?.span(in: items[index].data) { spans.rows = rows }
        } else if sizes.needsMeasuring {
            let measure = sizes.measure(items[index], at: index, available: available)
            if let columns = measure.columnSpan { spans.columns = columns }
            if let rows = measure.rowSpan { spans.rows = rows }
        }
        return spans
    }
}
