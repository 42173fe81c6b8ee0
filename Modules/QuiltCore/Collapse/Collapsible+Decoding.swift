extension Collapsible {
    /// Reads `collapsible:` — `{collapsed, show: {count: n} | {lines: n}, toggle}`.
    /// `show` is required and holds exactly one of `count` and `lines` (each
    /// in ``NumberRange/displayCount``); `collapsed` defaults to true; `toggle` to `header` when
    /// the section has one (`hasHeader`), else `footer`. A `header` toggle on
    /// a section without a header is an `ineffective-option` (the footer
    /// toggles); so is `lines` on a horizontal section, which has no lines.
    public static func decode(
        _ node: ConfigNode, hasHeader: Bool, arrange: Arrange?, context: inout DecodingContext
    ) -> Collapsible? {
        guard var reader = MappingReader(node, context: &context, what: "collapsible") else { return nil }
        let collapsed = reader.decode("collapsed", default: true, context: &context)
        var toggle: Toggle = hasHeader ? .header : .footer
        if let toggleNode = reader.node("toggle"), let written = Toggle.decode(toggleNode, context: &context) {
            toggle = written
            if written == .header, !hasHeader {
                context.warning(
                    .ineffectiveOption, "'toggle: header' on a section without a header: the footer toggles it",
                    at: toggleNode, suggestion: Toggle.footer.rawValue)
                toggle = .footer
            }
        }
        let show = reader.require("show", context: &context, what: "collapsible").flatMap {
            decodeShow($0, arrange: arrange, context: &context)
        }
        reader.finish(context: &context, where: "collapsible")
        guard let show else { return nil }
        return Collapsible(show: show, isCollapsed: collapsed, toggle: toggle, location: node.location)
    }

    private static func decodeShow(_ node: ConfigNode, arrange: Arrange?, context: inout DecodingContext) -> Show? {
        guard var reader = MappingReader(node, context: &context, what: "show") else { return nil }
        let count = reader.decodeWhole("count", in: .displayCount, context: &context)
        let lines = reader.decodeWhole("lines", in: .displayCount, context: &context)
        reader.finish(context: &context, where: "show")
        if reader.contains("count"), reader.contains("lines") {
            context.error(
                .conflictingKeys, "'show' takes 'count' or 'lines', not both", at: reader.keyNode("lines") ?? node)
            return nil
        }
        if let lines {
            if arrange == .horizontal {
                context.warning(
                    .ineffectiveOption,
                    "'show.lines' has no effect on a horizontal section, which has no lines; use 'count'",
                    at: node["lines"] ?? node)
            }
            return .lines(lines)
        }
        if let count { return .count(count) }
        if !reader.contains("count"), !reader.contains("lines") {
            context.error(.missingKey, "'show' needs 'count' or 'lines'", at: node)
        }
        return nil
    }
}
