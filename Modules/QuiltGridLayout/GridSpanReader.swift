import QuiltCore

/// Reads each item's spans for one layout: the grid's `span` option, and
/// the section's size rule, whose spans win per axis where it gives them;
/// each read by a ``SpanPairReader``.
struct GridSpanReader {
    /// The grid's `span` option: literals or fields; 1 where a field gives none.
    private var option: SpanPairReader
    /// The size rule's spans, when it gives any.
    private var rule: SpanPairReader
    private let sizes: ItemSizeSource
    /// Whether the size rule gives spans at all.
    private let ruleSpans: Bool
    /// The width a size rule measures against: one track.
    private let available: Double

    init(_ span: GridSpan, sizes: ItemSizes, available: Double) {
        option = SpanPairReader(columns: span.columns, rows: span.rows)
        self.sizes = ItemSizeSource(sizes)
        rule = SpanPairReader(columns: self.sizes.rule.columnSpan, rows: self.sizes.rule.rowSpan)
        ruleSpans = self.sizes.rule.columnSpan != nil || self.sizes.rule.rowSpan != nil
        self.available = available
    }

    /// The spans every item has, when neither its data nor the size rule
    /// can change them: literal spans, a rule that gives none, and sizes
    /// that measure nothing. Nil when ``spans(of:at:)`` must read each item.
    var constantSpans: (columns: Int, rows: Int)? {
        guard let spans = option.constantSpans, !ruleSpans, !sizes.needsMeasuring else { return nil }
        return (spans.columns ?? 1, spans.rows ?? 1)
    }

    /// The spans of `items[index]` before clamping to the grid.
    @inline(__always)
    mutating func spans(of items: UnsafeBufferPointer<Item>, at index: Int) -> (columns: Int, rows: Int) {
        let given = option.spans(in: items[index].data)
        var spans = (columns: given.columns ?? 1, rows: given.rows ?? 1)
        if ruleSpans {
            let ruled = rule.spans(in: items[index].data)
            if let columns = ruled.columns { spans.columns = columns }
            if let rows = ruled.rows { spans.rows = rows }
        } else if sizes.needsMeasuring {
            let measure = sizes.measure(items[index], at: index, available: available)
            if let columns = measure.columnSpan { spans.columns = columns }
            if let rows = measure.rowSpan { spans.rows = rows }
        }
        return spans
    }
}
