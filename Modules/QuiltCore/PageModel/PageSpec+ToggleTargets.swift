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
        // Plain loops: each generic helper would be another specialisation in the WebAssembly module.
        var collapsible: [String] = []
        for section in sections where section.collapsible != nil { collapsible.append(section.id) }
        var written: [ConfigNode] = []
        var undecoded: [String] = []
        let elements = sectionsNode?.elements ?? []
        for index in elements.indices {
            let element = elements[index]
            let id = SectionSpec.writtenID(of: element, index: index)
            if !sections.contains(where: { $0.id == id }) { undecoded.append(id) }
            for key in ["action", "header", "footer", "placeholder", "states"] {
                guard let value = element[key] else { continue }
                switch key {
                case "action": written.append(value)
                case "states": appendStateActions(of: value, to: &written)
                default: if let action = value["action"] { written.append(action) }
                }
            }
        }
        if let statesNode { appendStateActions(of: statesNode, to: &written) }
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
        for prefix in TapAction.sectionIntents where text.hasPrefix(prefix) && text.utf8.count > prefix.utf8.count {
            var name: [UInt8] = []
            var skipped = 0
            for byte in text.utf8 {
                if skipped < prefix.utf8.count { skipped += 1 } else { name.append(byte) }
            }
            return String(decoding: name, as: UTF8.self)
        }
        return nil
    }

    /// Appends the `action` of each view under a `states:` mapping.
    private static func appendStateActions(of states: ConfigNode, to written: inout [ConfigNode]) {
        for state in SectionState.viewStates {
            if let action = states[state.rawValue]?["action"] { written.append(action) }
        }
    }
}
