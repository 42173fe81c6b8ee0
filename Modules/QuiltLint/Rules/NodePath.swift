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
            func visit(_ index: Int) -> NodePath? {
                guard let key = pairs[index].key.scalarText else { return nil }
                steps.append(.key(key))
                if pairs[index].key.location == location {
                    return NodePath(steps: steps, node: pairs[index].key, parent: node, isKey: true)
                }
                if let found = search(pairs[index].value, parent: node, isKey: false, location: location, steps: &steps)
                {
                    return found
                }
                steps.removeLast()
                return nil
            }
            let likely = lastIndex(in: pairs.count, startingBy: location) { pairs[$0].key.location }
            if let found = firstFound(count: pairs.count, likely: likely, visit) { return found }
        case .sequence(let elements):
            func visit(_ index: Int) -> NodePath? {
                steps.append(.index(index))
                if let found = search(elements[index], parent: node, isKey: false, location: location, steps: &steps) {
                    return found
                }
                steps.removeLast()
                return nil
            }
            let likely = lastIndex(in: elements.count, startingBy: location) { elements[$0].location }
            if let found = firstFound(count: elements.count, likely: likely, visit) { return found }
        case .scalar:
            break
        }
        return node.location == location ? NodePath(steps: steps, node: node, parent: parent, isKey: isKey) : nil
    }

    /// The last of `count` children whose start is at or before `location`,
    /// assuming starts ascend; nil when the first already starts after it.
    private static func lastIndex(
        in count: Int, startingBy location: SourceLocation, start: (Int) -> SourceLocation
    ) -> Int? {
        let before = Bisection.prefixLength(count) {
            (start($0).line, start($0).column) <= (location.line, location.column)
        }
        return before == 0 ? nil : before - 1
    }

    /// What `visit` finds in the bisected child, else in the first child that
    /// has it. Pairs and elements run in document order, so bisection finds
    /// the child at once (a walk per lookup made a file's findings quadratic);
    /// aliased nodes keep their anchor's place, so the walk stays as a fallback.
    private static func firstFound(count: Int, likely: Int?, _ visit: (Int) -> NodePath?) -> NodePath? {
        if let likely, let found = visit(likely) { return found }
        for index in 0..<count where index != likely {
            if let found = visit(index) { return found }
        }
        return nil
    }
}
