import QuiltCore

/// Reads a column span and a row span from each item's data, with the
/// choice between literals and fields made once, and where each field sat
/// in the last item kept as the next item's first guess
/// (``DataObject/number(_:hint:)``): the items of a section mostly share one
/// shape, so a field is found with one comparison of equal strings instead
/// of a search of the item's members.
struct SpanPairReader {
    private enum Mode {
        case literals, bothFields, columnField, rowField
    }

    private let mode: Mode
    private let columnField: String
    private let rowField: String
    private let columns: Int?
    private let rows: Int?
    private var hints = (0, 0)

    /// A reader of `columns` and `rows`; an axis with no source gives no span.
    init(columns: SpanSource?, rows: SpanSource?) {
        var columnField = ""
        var rowField = ""
        var columnLiteral: Int?
        var rowLiteral: Int?
        switch columns {
        case .literal(let value): columnLiteral = value
        case .field(let name): columnField = name
        case nil: break
        }
        switch rows {
        case .literal(let value): rowLiteral = value
        case .field(let name): rowField = name
        case nil: break
        }
        switch (columns, rows) {
        case (.field, .field): mode = .bothFields
        case (.field, _): mode = .columnField
        case (_, .field): mode = .rowField
        default: mode = .literals
        }
        self.columnField = columnField
        self.rowField = rowField
        self.columns = columnLiteral
        self.rows = rowLiteral
    }

    /// The spans every item gives, when no field is read; nil otherwise.
    var constantSpans: (columns: Int?, rows: Int?)? { mode == .literals ? (columns, rows) : nil }

    /// The spans `data` gives: a literal, or the field's number read as a
    /// span (``SpanSource/span(ofNumber:)``); nil for an axis with no
    /// source, or whose field is missing or holds no usable span.
    @inline(__always)
    mutating func spans(in data: DataValue) -> (columns: Int?, rows: Int?) {
        switch mode {
        case .literals:
            return (columns, rows)
        case .bothFields:
            let (columns, rows) = data.numbers(columnField, rowField, hints: &hints)
            return (SpanSource.span(ofNumber: columns), SpanSource.span(ofNumber: rows))
        case .columnField:
            return (SpanSource.span(ofNumber: data.number(columnField, hint: &hints.0)), rows)
        case .rowField:
            return (columns, SpanSource.span(ofNumber: data.number(rowField, hint: &hints.1)))
        }
    }
}
