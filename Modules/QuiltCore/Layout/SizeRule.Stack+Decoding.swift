extension SizeRule.Stack {
    /// The most parts a stack may have.
    public static let maximumParts = 64

    /// Reads the parts of `stack: [...]` from `node`, and `spacing` and
    /// `min` from the mapping `reader` reads (the stack's siblings).
    ///
    /// A part is `{text: {…}}`, `{fixed: 120}` (or `120`), `{field: h}`,
    /// `{fraction: f}` or `{aspect: {width: w, height: h}}`.
    static func decode(_ node: ConfigNode, in reader: inout MappingReader, context: inout DecodingContext) -> SizeRule
        .Stack?
    {
        let spacing = reader.decode("spacing", in: .length, context: &context)
        let minimum = reader.decode("min", in: .length, context: &context)
        guard let elements = node.elements else {
            context.typeMismatch(expected: "a sequence of parts", at: node, key: "stack")
            return nil
        }
        guard !elements.isEmpty, elements.count <= maximumParts else {
            context.error(
                .outOfRange, "'stack' must have from 1 to \(maximumParts) parts, found \(elements.count)", at: node)
            return nil
        }
        let parts = elements.compactMap { decodePart($0, context: &context) }
        guard parts.count == elements.count else { return nil }
        return SizeRule.Stack(parts: parts, spacing: spacing ?? 0, minimum: minimum ?? 0)
    }

    private static func decodePart(_ node: ConfigNode, context: inout DecodingContext) -> Part? {
        guard node.pairs != nil else {
            return SizeRule.Length.decode(node, key: "stack part", role: .height, context: &context).map { .length($0) }
        }
        guard var reader = MappingReader(node, context: &context, what: "a stack part") else { return nil }
        let forms = ["text", "fixed", "field", "fraction", "aspect"]
        let present = forms.filter { reader.contains($0) }
        guard present.count == 1 else {
            reader.accept("text", "fixed", "field", "fraction", "aspect")
            reader.finish(context: &context, where: "a stack part")
            context.error(
                present.isEmpty ? .missingKey : .conflictingKeys,
                present.isEmpty
                    ? "a stack part needs one of " + forms.map { "'\($0)'" }.joined(separator: ", ")
                    : "a stack part takes one of " + present.map { "'\($0)'" }.joined(separator: ", ")
                        + ", not several",
                at: node)
            return nil
        }
        var part: Part?
        switch present[0] {
        case "fixed":
            part = reader.decode("fixed", in: .length, context: &context).map { .length(.points($0)) }
        case "aspect":
            part = reader.node("aspect").flatMap { SizeRule.Aspect.decode($0, context: &context) }.map { .aspect($0) }
        default:
            // `text`, `field`, `fraction`: the length forms, read by their own decoder.
            return SizeRule.Length.decode(node, key: "stack part", role: .height, context: &context).map { .length($0) }
        }
        reader.finish(context: &context, where: "a stack part")
        return part
    }
}
