extension SizeRule.Length {
    /// The forms a length may take, as written.
    static let forms = ["field", "fraction", "text", "stack"]

    /// Reads `80`, `{field: w}`, `{fraction: 0.5}`, `{text: {…}}` or (a
    /// height only) `{stack: [...]}`; `key` names the option in messages.
    public static func decode(_ node: ConfigNode, key: String, role: SizeRule.Text.Role, context: inout DecodingContext)
        -> SizeRule.Length?
    {
        guard node.pairs != nil else {
            guard node.double != nil else {
                context.typeMismatch(expected: expectation, at: node, key: key)
                return nil
            }
            return NumberRange.length.decode(node, subject: "'\(key)'", context: &context).map { .points($0) }
        }
        guard var reader = MappingReader(node, context: &context, what: "'\(key)'") else { return nil }
        let present = forms.filter { reader.contains($0) }
        guard present.count == 1 else {
            reader.accept("field", "fraction", "text", "stack")
            reader.finish(context: &context, where: "'\(key)'")
            context.error(
                present.isEmpty ? .missingKey : .conflictingKeys,
                present.isEmpty
                    ? "'\(key)' needs one of 'field', 'fraction', 'text' or 'stack'"
                    : "'\(key)' takes one of " + present.map { "'\($0)'" }.joined(separator: ", ") + ", not several",
                at: node)
            return nil
        }
        var length: SizeRule.Length?
        switch present[0] {
        case "field":
            length = reader.decodeFieldName("field", context: &context, what: "\(key).field").map { .field($0) }
        case "fraction":
            length = reader.decode("fraction", in: .fraction, context: &context).map { .fraction($0) }
        case "text":
            length = reader.node("text").flatMap { SizeRule.Text.decode($0, role: role, context: &context) }.map {
                .text($0)
            }
        default:
            let stackNode = reader.node("stack")
            if role == .width {
                context.error(
                    .wrongType, "'stack' gives a height: write it under 'height'", at: reader.keyNode("stack") ?? node)
            } else if let stackNode {
                length = SizeRule.Stack.decode(stackNode, in: &reader, context: &context).map { .stack($0) }
            }
        }
        reader.finish(context: &context, where: "'\(key)'")
        return length
    }
}
