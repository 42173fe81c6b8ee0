import QuiltCore

extension LintDocument {
    /// Every colour scalar in the file's decorations: the `decoration` values
    /// of page sections (their own or their component kind's), or the
    /// `decoration` default of a component kind file.
    func decorationColors() -> [(node: ConfigNode, color: HexColor)] {
        var decorations: [ConfigNode] = []
        switch kind {
        case .page:
            decorations = sections.compactMap { $0.node["decoration"] }
        case .component:
            if let decoration = root?["decoration"] { decorations = [decoration] }
        case .layout, .project:
            break
        }
        var found: [(node: ConfigNode, color: HexColor)] = []
        func visit(_ node: ConfigNode) {
            switch node.value {
            case .scalar(let text, _):
                if let color = HexColor(text) { found.append((node, color)) }
            case .sequence(let elements):
                elements.forEach(visit)
            case .mapping(let pairs):
                for pair in pairs { visit(pair.value) }
            }
        }
        decorations.forEach(visit)
        return found
    }
}
