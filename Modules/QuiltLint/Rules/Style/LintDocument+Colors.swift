import QuiltCore

extension LintDocument {
    /// Every colour written in the file's decorations and views — values of
    /// `color` and `colors` keys at any depth under a section's
    /// `decoration`, and of `color` and `background` under its `view` (its
    /// own, not its component kind's, which is linted in its own file), or
    /// under a component kind file's `decoration` and `view` — with the
    /// colour each means; a `{light, dark}` pair gives each half.
    func writtenColors() -> [(node: ConfigNode, color: RGBAColor)] {
        var decorations: [ConfigNode] = []
        var views: [ConfigNode] = []
        switch kind {
        case .page:
            decorations = sections.compactMap { $0.node["decoration"] }
            views = sections.compactMap { $0.node["view"] }
        case .component:
            if let decoration = root?["decoration"] { decorations = [decoration] }
            if let view = root?["view"] { views = [view] }
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
        func visit(_ node: ConfigNode, keys: Set<String>) {
            switch node.value {
            case .scalar:
                break
            case .sequence(let elements):
                for element in elements { visit(element, keys: keys) }
            case .mapping(let pairs):
                for pair in pairs {
                    if let key = pair.key.scalarText, keys.contains(key) {
                        collect(pair.value)
                    } else {
                        visit(pair.value, keys: keys)
                    }
                }
            }
        }
        for decoration in decorations { visit(decoration, keys: ["color", "colors"]) }
        for view in views { visit(view, keys: ["color", "background"]) }
        return found
    }
}
