import QuiltCore

extension LintDocument {
    /// Every colour written in the file's decorations — values of `color` and
    /// `colors` keys at any depth under a section's `decoration` (its own, not
    /// its component kind's, which is linted in its own file) or under a
    /// component kind file's `decoration` — with the colour each means; a
    /// `{light, dark}` pair gives each half.
    func decorationColors() -> [(node: ConfigNode, color: RGBAColor)] {
        var decorations: [ConfigNode] = []
        switch kind {
        case .page:
            decorations = sections.compactMap { $0.node["decoration"] }
        case .component:
            if let decoration = root?["decoration"] { decorations = [decoration] }
        case .layout, .project:
            break
        }
        var found: [(node: ConfigNode, color: RGBAColor)] = []
        func collect(_ value: ConfigNode) {
            for node in value.elements ?? [value] {
                // `{light, dark}`: each half is a colour of its own, located at its value.
                let halves = node.pairs == nil ? [node] : AdaptiveColor.keys.compactMap { node[$0] }
                for half in halves {
                    if let text = half.scalarText, let color = RGBAColor.parse(text) { found.append((half, color)) }
                }
            }
        }
        func visit(_ node: ConfigNode) {
            switch node.value {
            case .scalar:
                break
            case .sequence(let elements):
                elements.forEach(visit)
            case .mapping(let pairs):
                for pair in pairs {
                    if pair.key.scalarText == "color" || pair.key.scalarText == "colors" {
                        collect(pair.value)
                    } else {
                        visit(pair.value)
                    }
                }
            }
        }
        decorations.forEach(visit)
        return found
    }
}
