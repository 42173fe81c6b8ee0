import QuiltCore

/// Turns parse events (from libyaml, or from ``YAMLSubsetParser``) into a
/// ``ConfigNode`` tree, one open container per stack frame, enforcing the
/// limits as nodes are created and reporting duplicate keys.
package struct ConfigNodeBuilder {
    /// An open container: small, since one is pushed and popped per
    /// collection; what few have (a tag, an anchor, a key index) is in ``extras``.
    private struct Frame {
        var isMapping: Bool
        /// `[…]` / `{…}`: the node ends at its closing bracket; a block
        /// collection ends where its last value does.
        var isFlow: Bool
        /// A plain `<<` key was added: apply merge keys on close.
        var hasMergeKey = false
        /// ``extras`` holds an entry at this frame's depth.
        var hasExtras = false
        /// Where this container's children start in `children`.
        var start: Int
        /// Where the container starts (1-based).
        var line: Int
        var column: Int
        /// Nodes in this subtree so far (aliases count at their expanded size).
        var nodeCount = 1
    }

    /// What a few open containers have beyond a ``Frame``.
    private struct FrameExtras {
        var tag: String?
        var anchor: String?
        /// Keys seen so far, built only once a mapping grows past a few keys;
        /// smaller mappings (nearly all) are checked by a linear scan.
        var seen: [String: SourceLocation]?
    }

    /// A syntax or limit error that ends parsing.
    package struct Stop: Error {
        package var diagnostic: Diagnostic

        package init(diagnostic: Diagnostic) {
            self.diagnostic = diagnostic
        }
    }

    private let file: String
    private let limits: YAMLLimits
    private var stack: [Frame] = []
    /// The extras of open containers, by their depth in `stack`.
    private var extras: [Int: FrameExtras] = [:]
    /// The children of every open container, innermost last (a mapping's keys
    /// and values alternate). One shared buffer means each finished container
    /// costs exactly one allocation, of its exact size.
    private let children = NodeStack()
    private var anchors: [String: (node: ConfigNode, count: Int)] = [:]
    private var totalNodes = 0
    private var root: ConfigNode?
    private var documents = 0
    private var diagnostics: [Diagnostic] = []

    package init(file: String, limits: YAMLLimits) {
        self.file = file
        self.limits = limits
    }

    /// The document built so far, after the last event.
    package func finish() -> YAMLDocument {
        let emptyRoot = ConfigNode(.scalar("", .plain), at: location(line: 0, column: 0))
        return YAMLDocument(file: file, root: root ?? emptyRoot, diagnostics: diagnostics)
    }

    /// Where the outermost flow collection still open starts, 0-based as
    /// libyaml counts: a syntax error inside one may have its cause
    /// (a comment that swallowed the closing bracket) lines before.
    package var openFlowStart: (line: Int, column: Int)? {
        stack.first { $0.isFlow }.map { (line: $0.line - 1, column: $0.column - 1) }
    }

    /// The document after `stop` ended parsing: no root, every diagnostic so far and the stop's.
    package func finish(stoppedBy stop: Stop) -> YAMLDocument {
        YAMLDocument(file: file, root: nil, diagnostics: diagnostics + [stop.diagnostic])
    }

    // MARK: Events
    //
    // Lines and columns are libyaml's marks: 0-based, columns counted in characters.

    /// A document starts at `line`:`column`; Quilt files hold one.
    package mutating func startDocument(line: Int, column: Int) throws(Stop) {
        documents += 1
        if documents == 2 {
            throw Stop(
                diagnostic: Diagnostic(
                    .error, code: .yamlMultipleDocuments,
                    "the file holds more than one YAML document; Quilt files hold exactly one",
                    at: location(line: line, column: column)))
        }
    }

    /// A scalar from `line`:`column` to `endLine`:`endColumn` (exclusive).
    package mutating func scalar(
        _ text: String, style: ConfigNode.ScalarStyle, line: Int, column: Int, endLine: Int, endColumn: Int,
        tag: String? = nil, anchor: String? = nil
    ) throws(Stop) {
        try countNodes(1, line: line + 1, column: column + 1)
        let node = ConfigNode(
            .scalar(text, style), at: location(line: line, column: column), endLine: endLine + 1,
            endColumn: endColumn + 1, tag: tag)
        if let anchor { anchors[anchor] = (node, 1) }
        try add(node, count: 1)
    }

    /// `*name` at `line`:`column`: the anchored node again.
    package mutating func alias(_ name: String, line: Int, column: Int) throws(Stop) {
        let at = location(line: line, column: column)
        guard let anchored = anchors[name] else {
            throw Stop(diagnostic: Diagnostic(.error, code: .yamlSyntax, "unknown alias '*\(name)'", at: at))
        }
        // Expanded aliases share storage (copy-on-write), so only the count grows.
        try countNodes(anchored.count, line: at.line, column: at.column)
        try add(anchored.node, count: anchored.count)
    }

    /// A mapping or sequence starts at `line`:`column`; its children follow until ``close(endLine:endColumn:)``.
    package mutating func open(
        mapping: Bool, line: Int, column: Int, tag: String? = nil, anchor: String? = nil, isFlow: Bool
    ) throws(Stop) {
        guard stack.count < limits.maxDepth else {
            throw Stop(
                diagnostic: Diagnostic(
                    .error, code: .yamlLimit, "nesting is deeper than the limit of \(limits.maxDepth) levels",
                    at: location(line: line, column: column)))
        }
        try countNodes(1, line: line + 1, column: column + 1)
        let hasExtras = tag != nil || anchor != nil
        if hasExtras { extras[stack.count] = FrameExtras(tag: tag, anchor: anchor) }
        stack.append(
            Frame(
                isMapping: mapping, isFlow: isFlow, hasExtras: hasExtras, start: children.count, line: line + 1,
                column: column + 1))
    }

    /// The innermost open collection ends; `endLine`:`endColumn` is the end
    /// event's end mark (past a flow collection's closing bracket).
    package mutating func close(endLine: Int, endColumn: Int) throws(Stop) {
        guard let frame = stack.popLast() else { return }
        let frameExtras = frame.hasExtras ? extras.removeValue(forKey: stack.count) : nil
        // A block collection's end event is marked at the next token, which may
        // be lines further on, past comments; its last value's end is tighter.
        let end =
            frame.isFlow || children.count == frame.start
            ? (line: endLine + 1, column: endColumn + 1) : children.endPosition(at: children.count - 1)
        let value: ConfigNode.Value
        if frame.isMapping {
            let pairs = children.popPairs(from: frame.start)
            value = .mapping(frame.hasMergeKey ? applyingMergeKeys(pairs) : pairs)
        } else {
            value = .sequence(children.popSequence(from: frame.start))
        }
        let node = ConfigNode(
            value, at: SourceLocation(file: file, line: frame.line, column: frame.column), endLine: end.line,
            endColumn: end.column, tag: frameExtras?.tag)
        if let anchor = frameExtras?.anchor { anchors[anchor] = (node, frame.nodeCount) }
        try add(node, count: frame.nodeCount)
    }

    private mutating func add(_ node: consuming ConfigNode, count: Int) throws(Stop) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        stack[top].nodeCount += count
        let isKey = stack[top].isMapping && (children.count - stack[top].start) % 2 == 0
        if isKey, let text = node.scalarText {
            if text == "<<", node.tag == nil {
                stack[top].hasMergeKey = true
            } else if let first = firstLocation(ofKey: text, at: node.location, inFrame: top) {
                diagnostics.append(
                    Diagnostic(
                        .error, code: .duplicateKey, "duplicate key '\(text)'", at: node.location, end: node.end,
                        notes: ["first defined at \(first)"]))
            }
        }
        children.push(node)
    }

    /// Where `key` was first used in the mapping at `index`, if it was; records
    /// it at `location` otherwise.
    private mutating func firstLocation(ofKey key: String, at location: SourceLocation, inFrame index: Int)
        -> SourceLocation?
    {
        let linearLimit = 12
        if extras[index]?.seen == nil {
            let start = stack[index].start
            let keyCount = (children.count - start) / 2
            for position in stride(from: start, to: children.count, by: 2)
            where children.isScalar(key, at: position) {
                return children.location(at: position)
            }
            if keyCount < linearLimit { return nil }
            var seen: [String: SourceLocation] = [:]
            for position in stride(from: start, to: children.count, by: 2) {
                if let text = children.scalarText(at: position), seen[text] == nil {
                    seen[text] = children.location(at: position)
                }
            }
            extras[index, default: FrameExtras()].seen = seen
            stack[index].hasExtras = true
        }
        if let first = extras[index]?.seen?[key] { return first }
        extras[index]?.seen?[key] = location
        return nil
    }

    /// `<<: *base` (or a list of bases) adds the bases' pairs the mapping lacks.
    private func applyingMergeKeys(_ pairs: [ConfigNode.Pair]) -> [ConfigNode.Pair] {
        var own = pairs.filter { $0.key.scalarText != "<<" }
        var keys = Set(own.compactMap({ $0.key.scalarText }))
        for pair in pairs where pair.key.scalarText == "<<" {
            let bases = pair.value.elements ?? [pair.value]
            for base in bases {
                for basePair in base.pairs ?? [] where !keys.contains(basePair.key.scalarText ?? "") {
                    keys.insert(basePair.key.scalarText ?? "")
                    own.append(basePair)
                }
            }
        }
        return own
    }

    /// Counts `count` more nodes, the first at `line`:`column` (1-based).
    private mutating func countNodes(_ count: Int, line: Int, column: Int) throws(Stop) {
        totalNodes += count
        if totalNodes > limits.maxNodes {
            throw Stop(
                diagnostic: Diagnostic(
                    .error, code: .yamlLimit,
                    "the document expands to more than \(limits.maxNodes) nodes (through aliases?); refusing to load it",
                    at: SourceLocation(file: file, line: line, column: column)))
        }
    }

    // MARK: Helpers

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + 1, column: column + 1)
    }
}
