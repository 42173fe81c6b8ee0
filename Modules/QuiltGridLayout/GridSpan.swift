import QuiltCore

/// Where each item's spans come from when the section's size rule gives none:
/// `span: {columns: 2, rows: {field: h}}`.
public struct GridSpan: Hashable, Sendable {
    /// A span given as a number in the options, or read from each item's
    /// data; a field that is missing, not a number, or below 1 spans 1.
    public typealias Source = SpanSource

    /// Columns spanned (default 1).
    public var columns: Source
    /// Rows spanned (default 1).
    public var rows: Source

    /// The most rows an item may span (columns on a horizontal grid, whose
    /// columns are added as needed); larger spans are clamped, so one bad data
    /// value cannot allocate a huge occupancy map.
    public static let maximumRowSpan = Int(NumberRange.lanes.maximum)

    /// Creates a span rule.
    public init(columns: Source = .literal(1), rows: Source = .literal(1)) {
        self.columns = columns
        self.rows = rows
    }

    /// One cell per item.
    public static let single = GridSpan()

    /// Reads `{columns: …, rows: …}`, each a whole number ≥ 1 or `{field: name}`.
    static func decode(_ node: ConfigNode, context: inout DecodingContext) -> GridSpan? {
        guard var reader = MappingReader(node, context: &context, what: "span") else { return nil }
        var span = GridSpan()
        if let value = reader.node("columns"), let source = Source.decode(value, key: "columns", context: &context) {
            span.columns = source
        }
        if let value = reader.node("rows"), let source = Source.decode(value, key: "rows", context: &context) {
            span.rows = source
        }
        reader.finish(context: &context, where: "span")
        return span
    }
}
