import QuiltCore

/// Where a node sits in a file's tree: the mapping keys and sequence indexes
/// from the root down to it, and the container that holds it.
public struct NodePath: Sendable {
    /// One step down the tree.
    public enum Step: Hashable, Sendable {
        /// Into the value of a mapping key.
        case key(String)
        /// Into a sequence element.
        case index(Int)
    }

    /// The steps from the root.
    public var steps: [Step]
    /// The node found.
    public var node: ConfigNode
    /// The mapping or sequence holding it; nil for the root.
    public var parent: ConfigNode?
    /// True when the node is a mapping key rather than a value.
    public var isKey: Bool

    /// The mapping keys along the path, in order (indexes left out).
    public var keys: [String] {
        steps.compactMap { if case .key(let key) = $0 { key } else { nil } }
    }

    /// The last key on the path: the node's own key (for values), or the key
    /// itself (for key nodes).
    public var lastKey: String? { keys.last }

    /// Finds the node that starts at `location` under `root`, preferring the
    /// innermost one (a scalar over the collection that starts at the same place).
    static func find(_ location: SourceLocation, in root: ConfigNode) -> NodePath? {
        var steps: [Step] = []
        return search(root, parent: nil, isKey: false, location: location, steps: &steps)
    }

    private static func search(
        _ node: ConfigNode, parent: ConfigNode?, isKey: Bool, location: SourceLocation, steps: inout [Step]
    ) -> NodePath? {
        // Skip subtrees that end before the location (nodes with no end are searched).
        if let end = node.end, end.line < location.line || (end.line == location.line && end.column < location.column) {
            return nil
        }
        if node.location.line > location.line { return nil }
        switch node.value {
        case .mapping(let pairs):
            for pair in pairs {
                guard let key = pair.key.scalarText else { continue }
                steps.append(.key(key))
                if pair.key.location == location {
                    return NodePath(steps: steps, node: pair.key, parent: node, isKey: true)
                }
                if let found = search(pair.value, parent: node, isKey: false, location: location, steps: &steps) {
                    return found
                }
                steps.removeLast()
            }
        case .sequence(let elements):
            for (index, element) in elements.enumerated() {
                steps.append(.index(index))
                if let found = search(element, parent: node, isKey: false, location: location, steps: &steps) {
                    return found
                }
                steps.removeLast()
            }
        case .scalar:
            break
        }
        return node.location == location ? NodePath(steps: steps, node: node, parent: parent, isKey: isKey) : nil
    }
}
