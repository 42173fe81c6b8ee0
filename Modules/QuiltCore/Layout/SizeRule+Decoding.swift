extension SizeRule: ConfigDecodable {
    /// "a mapping of width, height, aspect, text and span".
    public static var expectation: String { "a mapping of width, height, aspect, text and span" }

    /// Reads a section's `size:` mapping. Every problem is a located
    /// diagnostic; a bad part is left out and the rest of the rule kept.
    /// Returns nil when nothing usable is left, so the section falls back to
    /// its component kind's sizes.
    ///
    /// `width` and `text` both give the width, `height` and `aspect` both the
    /// height: writing both of a pair is a `conflicting-keys` error and the
    /// first of the pair is used.
    public static func decode(_ node: ConfigNode, context: inout DecodingContext) -> SizeRule? {
        guard var reader = MappingReader(node, context: &context, what: "size") else { return nil }
        let before = context.diagnostics.count
        var rule = SizeRule()
        rule.width = reader.node("width").flatMap { Length.decode($0, key: "width", role: .width, context: &context) }
        rule.height = reader.node("height").flatMap {
            Length.decode($0, key: "height", role: .height, context: &context)
        }
        rule.text = second("text", of: "width", giving: "width", reader: &reader, context: &context) {
            Text.decode($0, role: .width, context: &$1)
        }
        rule.aspect = second(
            "aspect", of: "height", giving: "height", reader: &reader, context: &context, decode: Aspect.decode)
        if let spanNode = reader.node("span"),
            var spanReader = MappingReader(spanNode, context: &context, what: "'span'")
        {
            rule.columnSpan = spanReader.node("columns").flatMap {
                SpanSource.decode($0, key: "columns", context: &context)
            }
            rule.rowSpan = spanReader.node("rows").flatMap { SpanSource.decode($0, key: "rows", context: &context) }
            spanReader.finish(context: &context, where: "'span'")
        }
        reader.finish(context: &context, where: "size")
        guard !rule.isEmpty else {
            if context.diagnostics.count == before {
                context.warning(
                    .ineffectiveOption, "the size rule gives nothing: write width, height, aspect, text or span",
                    at: node)
            }
            return nil
        }
        return rule
    }

    /// Decodes `key`, the second of a pair of keys that both give `what`: when
    /// `first` is written too, the pair conflicts and `key` is dropped (its
    /// own problems are still reported).
    private static func second<T>(
        _ key: String, of first: String, giving what: String, reader: inout MappingReader,
        context: inout DecodingContext,
        decode: (ConfigNode, inout DecodingContext) -> T?
    ) -> T? {
        guard let node = reader.node(key) else { return nil }
        let value = decode(node, &context)
        guard reader.node(first) == nil else {
            context.error(
                .conflictingKeys, "'\(first)' and '\(key)' both give the \(what): write one ('\(first)' is used)",
                at: node)
            return nil
        }
        return value
    }
}
