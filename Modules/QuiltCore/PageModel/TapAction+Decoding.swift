extension TapAction {
    /// What `action:` may be, for messages.
    static let expectation =
        "select, {open: URL}, an intent (loadMore, loadNewer, refresh, retry) or expand:SECTION / collapse:SECTION"

    /// Reads `action:`: `select` (`forItems` only: a header, footer or
    /// state view has no item to select), an intent spelling, or
    /// `{open: URL}` whose URL may hold `{{field}}` slots (`forItems` only:
    /// elsewhere no item's data fills them).
    static func decode(_ node: ConfigNode, forItems: Bool, context: inout DecodingContext) -> TapAction? {
        if node.pairs != nil { return decodeOpen(node, forItems: forItems, context: &context) }
        guard let text = node.scalarText, !node.isNull else {
            context.typeMismatch(expected: expectation, at: node)
            return nil
        }
        if text == "select" {
            guard forItems else {
                context.error(
                    .unknownValue,
                    "only an item can be selected: a header's, footer's or state view's action is an intent or {open: URL}",
                    at: node)
                return nil
            }
            return .select
        }
        if intents.contains(text) { return .intent(text) }
        for prefix in sectionIntents where text.hasPrefix(prefix) && text.utf8.count > prefix.utf8.count {
            return .intent(text)
        }
        context.error(
            .unknownValue, "unknown action '\(text)': expected \(expectation)", at: node,
            suggestion: Suggestions.closest(to: text, in: ["select", "open"] + intents))
        return nil
    }

    private static func decodeOpen(_ node: ConfigNode, forItems: Bool, context: inout DecodingContext) -> TapAction? {
        guard var reader = MappingReader(node, context: &context, what: "action") else { return nil }
        let urlNode = reader.require("open", context: &context, what: "action")
        let url = urlNode.flatMap { String.decode($0, context: &context) }
        reader.finish(context: &context, where: "action")
        guard let url, let urlNode else { return nil }
        do {
            let template = try TextTemplate(parsing: url)
            if !forItems, let field = template.fields.first {
                // A slot here could only ever be empty: report it rather than open a truncated URL.
                context.error(
                    .badTemplate,
                    "the URL has a slot '{{\(field)}}' but only an item's action has data to fill it: write the URL whole",
                    at: urlNode)
                return nil
            }
            return .open(template)
        } catch {
            context.error(.badTemplate, "the URL to open is not a template: \(error.reason)", at: urlNode)
            return nil
        }
    }
}
