extension PageSpec {
    /// Reports each `expand:SECTION` or `collapse:SECTION` action the page
    /// writes (an item's, a header's, a footer's, a placeholder's or a
    /// state view's) whose section is not a collapsible section of the
    /// page: `unknown-value` at the action, with the closest collapsible
    /// id. A tap on it could only be refused. A section that did not decode
    /// is left alone: its own error comes first.
    static func reportToggleTargets(
        sectionsNode: ConfigNode?, statesNode: ConfigNode?, sections: [SectionSpec], context: inout DecodingContext
    ) {
        let elements = sectionsNode?.elements ?? []
        var written: [ConfigNode] = []
        for element in elements {
            written += actionNodes(of: element)
            if let states = element["states"] { written += stateActionNodes(of: states) }
        }
        if let statesNode { written += stateActionNodes(of: statesNode) }

        let collapsible = sections.filter { $0.collapsible != nil }.map { $0.id }
        let decoded = sections.map { $0.id }
        let undecoded = elements.enumerated().map { SectionSpec.writtenID(of: $0.element, index: $0.offset) }
            .filter { !decoded.contains($0) }
        for node in written {
            guard let text = node.scalarText, let name = toggledSection(in: text),
                !collapsible.contains(name), !undecoded.contains(name)
            else { continue }
            let note =
                collapsible.isEmpty
                ? "the page has no collapsible section" : "collapsible sections: " + collapsible.joined(separator: ", ")
            context.error(
                .unknownValue, "'\(text)' names no collapsible section '\(name)'", at: node,
                suggestion: Suggestions.closest(to: name, in: collapsible), notes: [note])
        }
    }

    /// The section an `expand:` or `collapse:` spelling names, nil for
    /// another spelling.
    private static func toggledSection(in text: String) -> String? {
        for prefix in TapAction.sectionIntents where text.hasPrefix(prefix) {
            let name = String(decoding: text.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// The `action` nodes a section writes for its items, header, footer
    /// and placeholder.
    private static func actionNodes(of section: ConfigNode) -> [ConfigNode] {
        var nodes: [ConfigNode] = []
        if let action = section["action"] { nodes.append(action) }
        for key in ["header", "footer", "placeholder"] {
            if let action = section[key]?["action"] { nodes.append(action) }
        }
        return nodes
    }

    /// The `action` nodes of the views under a `states:` mapping.
    private static func stateActionNodes(of states: ConfigNode) -> [ConfigNode] {
        SectionState.viewStates.compactMap { states[$0.rawValue]?["action"] }
    }
}
