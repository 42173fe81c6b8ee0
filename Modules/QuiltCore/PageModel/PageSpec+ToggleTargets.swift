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
        // Sets to look names up in, so that a page of many sections and
        // actions is checked in time proportional to its size; indices, not
        // `for section in`, which copies each (large) section.
        var collapsible: [String] = []
        var collapsibleSet: Set<String> = []
        var decoded: Set<String> = []
        for index in sections.indices {
            decoded.insert(sections[index].id)
            guard sections[index].collapsible != nil else { continue }
            collapsible.append(sections[index].id)
            collapsibleSet.insert(sections[index].id)
        }
        var written: [ConfigNode] = []
        var undecoded: Set<String> = []
        let elements = sectionsNode?.elements ?? []
        for index in elements.indices {
            let element = elements[index]
            let id = SectionSpec.writtenID(of: element, index: index)
            if !decoded.contains(id) { undecoded.insert(id) }
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
                !collapsibleSet.contains(name), !undecoded.contains(name)
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
