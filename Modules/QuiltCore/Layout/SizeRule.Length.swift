extension SizeRule {
    /// A width or height: points, a data field, or a fraction of the
    /// available width. In config: `80`, `{field: w}`, `{fraction: 0.5}`.
    public enum Length: Hashable, Sendable {
        /// A fixed length (0 or more).
        case points(Double)
        /// The number in this field of the item's data (a number or numeric string).
        case field(String)
        /// This fraction (greater than 0) of the width available to the item:
        /// the line of a flex section, the column of a waterfall, one track of a grid.
        case fraction(Double)

        /// The length for an item's data, or nil when the data does not fit
        /// (missing field, not a number, negative, non-finite).
        @inlinable
        public func length(in data: DataValue, available: Double) -> Double? {
            switch self {
            case .points(let points): points
            case .field(let name): ItemMeasure.usableLength(data.number(name))
            case .fraction(let fraction): ItemMeasure.usableLength(fraction * available)
            }
        }

        /// "a number, {field: name} or {fraction: f}".
        public static var expectation: String { "a number, {field: name} or {fraction: f}" }

        /// Reads `80`, `{field: w}` or `{fraction: 0.5}`; `key` names the
        /// option in messages.
        public static func decode(_ node: ConfigNode, key: String, context: inout DecodingContext) -> Length? {
            guard node.pairs != nil else {
                guard node.double != nil else {
                    context.typeMismatch(expected: expectation, at: node, key: key)
                    return nil
                }
                return NumberRange.length.decode(node, subject: "'\(key)'", context: &context).map { .points($0) }
            }
            guard var reader = MappingReader(node, context: &context, what: "'\(key)'") else { return nil }
            let present = ["field", "fraction"].filter { reader.contains($0) }
            reader.accept("field", "fraction")
            guard present.count == 1 else {
                reader.finish(context: &context, where: "'\(key)'")
                context.error(
                    present.isEmpty ? .missingKey : .conflictingKeys,
                    present.isEmpty
                        ? "'\(key)' needs 'field' or 'fraction'"
                        : "'\(key)' takes either 'field' or 'fraction', not both",
                    at: node)
                return nil
            }
            var length: Length?
            if present[0] == "field" {
                length = reader.decode("field", as: String.self, context: &context).map { .field($0) }
            } else {
                length = reader.decode("fraction", in: .fraction, context: &context).map { .fraction($0) }
            }
            reader.finish(context: &context, where: "'\(key)'")
            return length
        }
    }
}
