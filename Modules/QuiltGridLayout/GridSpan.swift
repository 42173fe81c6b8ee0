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
    public static let maximumRowSpan = 1000

    /// Creates a span rule.
    public init(columns: Source = .literal(1), rows: Source = .literal(1)) {
        self.columns = columns
        self.rows = rows
    }

    /// One cell per item.
    public static let single = GridSpan()

    /// True when every item gets the same spans (no data field involved).
    var isConstant: Bool {
        if case .literal = columns, case .literal = rows { return true }
        return false
    }

    /// The spans `data` asks for, before clamping to the grid.
    @inline(__always)
    func spans(in data: DataValue) -> (columns: Int, rows: Int) {
        guard case .object(let members) = data else { return (columns.span(in: .null) ?? 1, rows.span(in: .null) ?? 1) }
        return spans(in: members)
    }

    /// The spans an item object asks for, before clamping to the grid.
    @inline(__always)
    func spans(in members: [String: DataValue]) -> (columns: Int, rows: Int) {
        switch (columns, rows) {
        case (.field(let columnField), .field(let rowField)) where members.count <= 8:
            // Item objects are usually small: one scan finds both fields without
            // hashing the names, which costs more than the scan.
            var result = (columns: 1, rows: 1)
            var index = members.startIndex
            while index != members.endIndex {
                let key = members.keys[index]
                if key == columnField { result.columns = Source.span(of: members.values[index]) ?? 1 }
                if key == rowField { result.rows = Source.span(of: members.values[index]) ?? 1 }
                members.formIndex(after: &index)
            }
            return result
        default:
            return (Self.span(columns, in: members), Self.span(rows, in: members))
        }
    }

    @inline(__always)
    private static func span(_ source: Source, in members: [String: DataValue]) -> Int {
        switch source {
        case .literal(let span): span
        case .field(let name): Source.span(of: members[name]) ?? 1
        }
    }

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
