import QuiltCore

extension GridSpan {
    /// A span given as a number in the options, or read from each item's data.
    public enum Source: Hashable, Sendable {
        /// The same span for every item.
        case literal(Int)
        /// The number in this field of the item's data; 1 when the field is
        /// missing, not a number, or less than 1.
        case field(String)

        /// The span for an item object, before clamping to the grid.
        @inline(__always)
        func value(in members: [String: DataValue]) -> Int {
            switch self {
            case .literal(let span): span
            case .field(let name): Self.span(of: members[name])
            }
        }

        /// A data value read as a span: a number or numeric string, whole part,
        /// at least 1; anything else is 1.
        @inline(__always)
        static func span(of value: DataValue?) -> Int {
            let number: Double?
            switch value {
            case .number(let value)?: number = value
            case .string(let text)?: number = Double(text)
            default: number = nil
            }
            guard let number, number.isFinite, number >= 1 else { return 1 }
            return number >= Double(Int32.max) ? Int(Int32.max) : Int(number)
        }

        /// Reads `2` or `{field: w}`.
        static func decode(_ node: ConfigNode, key: String, context: inout DecodingContext) -> Source? {
            if node.pairs != nil {
                guard var reader = MappingReader(node, context: &context, what: "'\(key)' span") else { return nil }
                let field = reader.require("field", context: &context, what: "'\(key)' span").flatMap { String.decode($0, context: &context) }
                reader.finish(context: &context, where: "'\(key)' span")
                return field.map { .field($0) }
            }
            guard let span = node.int else {
                context.typeMismatch(expected: "a whole number or {field: name}", at: node, key: key)
                return nil
            }
            guard span >= 1 else {
                context.error("out-of-range", "'\(key)' span must be at least 1, found \(span)", at: node)
                return nil
            }
            return .literal(span)
        }
    }
}
