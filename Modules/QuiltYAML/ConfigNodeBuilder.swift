import CYAML
import QuiltCore

/// Turns libyaml events into a ``ConfigNode`` tree, one open container per
/// stack frame, enforcing the limits as nodes are created.
struct ConfigNodeBuilder {
    private struct Frame {
        var isMapping: Bool
        /// Where this container's children start in `children`.
        var start: Int
        var location: SourceLocation
        var tag: String?
        var anchor: String?
        /// Nodes in this subtree so far (aliases count at their expanded size).
        var nodeCount: Int
        /// Keys seen so far, built only once a mapping grows past a few keys;
        /// smaller mappings (nearly all) are checked by a linear scan.
        var seen: [String: SourceLocation]?
        /// A plain `<<` key was added: apply merge keys on close.
        var hasMergeKey = false
        /// `[…]` / `{…}`: the node ends at its closing bracket; a block
        /// collection ends where its last value does.
        var isFlow = false
    }

    /// A syntax or limit error that ends parsing.
    private struct Stop: Error {
        var diagnostic: Diagnostic
    }

    private let file: String
    private let limits: YAMLLimits
    private let source: UnsafeBufferPointer<UInt8>
    private var stack: [Frame] = []
    /// The children of every open container, innermost last (a mapping's keys
    /// and values alternate). One shared buffer means each finished container
    /// costs exactly one allocation, of its exact size.
    private let children = NodeStack()
    private var anchors: [String: (node: ConfigNode, count: Int)] = [:]
    private var totalNodes = 0
    private var root: ConfigNode?
    private var documents = 0
    private var diagnostics: [Diagnostic] = []

    init(file: String, limits: YAMLLimits, source: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.limits = limits
        self.source = source
    }

    mutating func run() -> YAMLDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return YAMLDocument(file: file, root: nil, diagnostics: [
                    Diagnostic(
                        .error, code: .yamlSyntax, "the YAML parser could not start (out of memory)",
                        at: location(line: 0, column: 0))
            ])
        }
        defer { yaml_parser_delete(&parser) }
        if let base = source.baseAddress {
            yaml_parser_set_input_string(&parser, base, source.count)
        } else {
            var empty: UInt8 = 0
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
        var event = yaml_event_t()
        do {
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw Stop(diagnostic: syntaxDiagnostic(parser))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try handle(event)
            }
        } catch let stop as Stop {
            diagnostics.append(stop.diagnostic)
            return YAMLDocument(file: file, root: nil, diagnostics: diagnostics)
        } catch {
            return YAMLDocument(file: file, root: nil, diagnostics: diagnostics)
        }
        let emptyRoot = ConfigNode(.scalar("", .plain), at: location(line: 0, column: 0))
        return YAMLDocument(file: file, root: root ?? emptyRoot, diagnostics: diagnostics)
    }

    // MARK: Events

    private mutating func handle(_ event: yaml_event_t) throws(Stop) {
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents == 2 {
                throw Stop(diagnostic: Diagnostic(
                    .error, code: .yamlMultipleDocuments,
                        "the file holds more than one YAML document; Quilt files hold exactly one",
                        at: location(event.start_mark)))
            }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let text = string(scalar.value, length: scalar.length)
            let style: ConfigNode.ScalarStyle = switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .plain
            }
            let tag = scalar.plain_implicit == 1 || scalar.quoted_implicit == 1 ? nil : optionalString(scalar.tag)
            let at = location(event.start_mark)
            try countNodes(1, at: at)
            let node = ConfigNode(
                .scalar(text, style), at: at, endLine: event.end_mark.line + 1, endColumn: event.end_mark.column + 1,
                tag: tag)
            if let anchor = optionalString(scalar.anchor) { anchors[anchor] = (node, 1) }
            try add(node, count: 1)
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            try open(
                mapping: false, at: location(event.start_mark),
                tag: start.implicit == 1 ? nil : optionalString(start.tag),
                anchor: optionalString(start.anchor), isFlow: start.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            try open(
                mapping: true, at: location(event.start_mark),
                tag: start.implicit == 1 ? nil : optionalString(start.tag),
                anchor: optionalString(start.anchor), isFlow: start.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try close(endMark: event.end_mark)
        case YAML_ALIAS_EVENT:
            let name = optionalString(event.data.alias.anchor) ?? ""
            let at = location(event.start_mark)
            guard let anchored = anchors[name] else {
                throw Stop(diagnostic: Diagnostic(.error, code: .yamlSyntax, "unknown alias '*\(name)'", at: at))
            }
            // Expanded aliases share storage (copy-on-write), so only the count grows.
            try countNodes(anchored.count, at: at)
            try add(anchored.node, count: anchored.count)
        default:
            break
        }
    }

    private mutating func open(mapping: Bool, at location: SourceLocation, tag: String?, anchor: String?, isFlow: Bool)
        throws(Stop)
    {
        guard stack.count < limits.maxDepth else {
            throw Stop(diagnostic: Diagnostic(
                    .error, code: .yamlLimit, "nesting is deeper than the limit of \(limits.maxDepth) levels",
                    at: location))
        }
        try countNodes(1, at: location)
        stack.append(
            Frame(
                isMapping: mapping, start: children.count, location: location, tag: tag, anchor: anchor, nodeCount: 1,
                isFlow: isFlow))
    }

    private mutating func close(endMark: yaml_mark_t) throws(Stop) {
        guard let frame = stack.popLast() else { return }
        // A block collection's end event is marked at the next token, which may
        // be lines further on, past comments; its last value's end is tighter.
        let end = frame.isFlow || children.count == frame.start
            ? (line: endMark.line + 1, column: endMark.column + 1) : children.endPosition(at: children.count - 1)
        let value: ConfigNode.Value
        if frame.isMapping {
            let pairs = children.popPairs(from: frame.start)
            value = .mapping(frame.hasMergeKey ? applyingMergeKeys(pairs) : pairs)
        } else {
            value = .sequence(children.popSequence(from: frame.start))
        }
        let node = ConfigNode(value, at: frame.location, endLine: end.line, endColumn: end.column, tag: frame.tag)
        if let anchor = frame.anchor { anchors[anchor] = (node, frame.nodeCount) }
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
                diagnostics.append(Diagnostic(
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
        if stack[index].seen == nil {
            let start = stack[index].start
            let keyCount = (children.count - start) / 2
            for position in stride(from: start, to: children.count, by: 2)
            where children.scalarText(at: position) == key {
                return children.location(at: position)
            }
            if keyCount < linearLimit { return nil }
            var seen: [String: SourceLocation] = [:]
            for position in stride(from: start, to: children.count, by: 2) {
                if let text = children.scalarText(at: position), seen[text] == nil {
                    seen[text] = children.location(at: position)
                }
            }
            stack[index].seen = seen
        }
        if let first = stack[index].seen?[key] { return first }
        stack[index].seen?[key] = location
        return nil
    }

    /// `<<: *base` (or a list of bases) adds the bases' pairs the mapping lacks.
    private func applyingMergeKeys(_ pairs: [ConfigNode.Pair]) -> [ConfigNode.Pair] {
        var own = pairs.filter { $0.key.scalarText != "<<" }
        var keys = Set(own.compactMap(\.key.scalarText))
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

    private mutating func countNodes(_ count: Int, at location: SourceLocation) throws(Stop) {
        totalNodes += count
        if totalNodes > limits.maxNodes {
            throw Stop(diagnostic: Diagnostic(
                .error, code: .yamlLimit,
                "the document expands to more than \(limits.maxNodes) nodes (through aliases?); refusing to load it",
                at: location))
        }
    }

    // MARK: Helpers

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        location(line: Int(mark.line), column: Int(mark.column))
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line + 1, column: column + 1)
    }

    private func string(_ pointer: UnsafeMutablePointer<UInt8>?, length: Int) -> String {
        guard let pointer, length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private func syntaxDiagnostic(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "syntax error"
        var mark = parser.problem_mark
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message =
                "\(problem) \(context) started at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1)"
        }
        if parser.error == YAML_READER_ERROR {
            // Reader errors report a byte offset; turn it into line:column.
            mark = markForOffset(parser.problem_offset)
            message =
                problem == "invalid leading UTF-8 octet" || problem.contains("UTF-8")
                ? "the file is not valid UTF-8 (\(problem))" : problem
        } else if byte(at: mark.index) == 0x09 {
            message = "tab characters are not allowed in YAML indentation; use spaces (\(problem))"
        }
        return Diagnostic(.error, code: .yamlSyntax, message, at: location(mark))
    }

    private func byte(at index: Int) -> UInt8? {
        index >= 0 && index < source.count ? source[index] : nil
    }

    private func markForOffset(_ offset: Int) -> yaml_mark_t {
        var line = 0
        var column = 0
        for index in 0..<min(offset, source.count) {
            if source[index] == 0x0A {
                line += 1
                column = 0
            } else if source[index] & 0xC0 != 0x80 {
                column += 1
            }
        }
        return yaml_mark_t(index: offset, line: line, column: column)
    }
}
