/// A span given as a number, or read from each item's data: `2` or
/// `{field: w}`. Size rules and the grid's `span` option use it.
public enum SpanSource: Hashable, Sendable {
    /// The same span for every item.
    case literal(Int)
    /// The number in this field of the item's data.
    case field(String)

    /// The largest span a data value is read as; larger values are clamped,
    /// so one bad value cannot overflow arithmetic downstream.
    @inlinable public static var largestReadSpan: Int { Int(Int32.max) }

    /// The span for an item's data, or nil when the field is missing or does
    /// not hold a usable span (see ``span(of:)``).
    @inlinable
    public func span(in data: DataValue) -> Int? {
        switch self {
        case .literal(let span): span
        case .field(let name): Self.span(ofNumber: data.number(name))
        }
    }

    /// A data value read as a span: a number or numeric string, its whole
    /// part, at least 1; nil for anything else (missing, text, below 1).
    @inlinable
    public static func span(of value: DataValue?) -> Int? {
        span(ofNumber: value?.numericValue)
    }

    /// A number read as a span: its whole part, at least 1; nil below 1.
    @inlinable @inline(__always)
    public static func span(ofNumber number: Double?) -> Int? {
        guard let number, number >= 1 else { return nil }
        return number >= Double(largestReadSpan) ? largestReadSpan : Int(number)
    }

    /// "a whole number or {field: name}".
    public static var expectation: String { "a whole number or {field: name}" }

    /// Reads `2` (in ``NumberRange/lanes``) or `{field: w}`; `key` names the option in messages.
    public static func decode(_ node: ConfigNode, key: String, context: inout DecodingContext) -> SpanSource? {
        if node.pairs != nil {
            guard var reader = MappingReader(node, context: &context, what: "'\(key)' span") else { return nil }
            let field = reader.require("field", context: &context, what: "'\(key)' span").flatMap {
                MappingReader.fieldName($0, key: "\(key).field", context: &context)
            }
            reader.finish(context: &context, where: "'\(key)' span")
            return field.map { .field($0) }
        }
        guard node.double != nil else {
            context.typeMismatch(expected: expectation, at: node, key: key)
            return nil
        }
        return NumberRange.lanes.decodeWhole(node, subject: "'\(key)' span", context: &context).map { .literal($0) }
    }
}
