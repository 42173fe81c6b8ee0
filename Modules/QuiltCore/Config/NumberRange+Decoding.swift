extension NumberRange {
    /// Reads a number in this range from `node`: a non-number is `wrong-type`,
    /// a number outside the range (infinite and NaN included) `out-of-range`,
    /// both at `node`. `subject` names the value in messages (`'rows'`,
    /// `header height`).
    public func decode(_ node: ConfigNode, subject: String = "value", context: inout DecodingContext) -> Double? {
        guard let value = node.double else {
            context.error(
                .wrongType,
                "\(subject) must be \(isWhole ? "a whole number" : "a number"), found \(node.kindDescription)", at: node
            )
            return nil
        }
        if isWhole, value.isFinite, value != value.rounded() {
            context.error(
                .wrongType, "\(subject) must be a whole number, found \(node.scalarText ?? Self.describe(value))",
                at: node)
            return nil
        }
        guard contains(value) else {
            context.error(
                .outOfRange, "\(subject) must be \(requirement), found \(node.scalarText ?? Self.describe(value))",
                at: node)
            return nil
        }
        return value
    }

    /// Reads a whole number in this range from `node` (see ``decode(_:subject:context:)``).
    public func decodeWhole(_ node: ConfigNode, subject: String = "value", context: inout DecodingContext) -> Int? {
        // In range means finite and within ±10¹⁵ for every whole range, so
        // the conversion cannot trap.
        decode(node, subject: subject, context: &context).flatMap { Int(exactly: $0) }
    }
}

extension MappingReader {
    /// Decodes `key` as a number in `range`; nil when absent or invalid
    /// (invalid is reported at the value).
    public mutating func decode(_ key: String, in range: NumberRange, context: inout DecodingContext) -> Double? {
        guard let value = node(key) else { return nil }
        return range.decode(value, subject: "'\(key)'", context: &context)
    }

    /// Decodes `key` as a whole number in `range`; nil when absent or invalid
    /// (invalid is reported at the value).
    public mutating func decodeWhole(_ key: String, in range: NumberRange, context: inout DecodingContext) -> Int? {
        guard let value = node(key) else { return nil }
        return range.decodeWhole(value, subject: "'\(key)'", context: &context)
    }
}
