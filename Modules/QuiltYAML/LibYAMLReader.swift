import CYAML
import QuiltConfig
import QuiltCore

/// Reads any YAML with libyaml's event API into a ``ConfigNodeBuilder``, and
/// turns libyaml's errors into located diagnostics (tabs in indentation,
/// bytes that are not UTF-8, …).
struct LibYAMLReader {
    let source: UnsafeBufferPointer<UInt8>
    private let file: String

    init(source: UnsafeBufferPointer<UInt8>, file: String) {
        self.source = source
        self.file = file
    }

    /// Parses the whole source into `builder` and returns the document.
    func read(into builder: inout ConfigNodeBuilder) -> YAMLDocument {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return builder.finish(
                stoppedBy: ConfigNodeBuilder.Stop(
                    diagnostic: Diagnostic(
                        .error, code: .yamlSyntax, "the YAML parser could not start (out of memory)",
                        at: SourceLocation(file: file, line: 1, column: 1))))
        }
        defer { yaml_parser_delete(&parser) }
        if let base = source.baseAddress {
            yaml_parser_set_input_string(&parser, base, source.count)
        } else {
            var empty: UInt8 = 0
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
        var event = yaml_event_t()
        do throws(ConfigNodeBuilder.Stop) {
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    throw ConfigNodeBuilder.Stop(diagnostic: syntaxDiagnostic(parser, flowStart: builder.openFlowStart))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                try handle(event, builder: &builder)
            }
        } catch {
            return builder.finish(stoppedBy: error)
        }
        return builder.finish()
    }

    private func handle(_ event: yaml_event_t, builder: inout ConfigNodeBuilder) throws(ConfigNodeBuilder.Stop) {
        let start = event.start_mark
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            try builder.startDocument(line: start.line, column: start.column)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let style: ConfigNode.ScalarStyle =
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: .literal
                case YAML_FOLDED_SCALAR_STYLE: .folded
                default: .plain
                }
            try builder.scalar(
                string(scalar.value, length: scalar.length), style: style, line: start.line, column: start.column,
                endLine: event.end_mark.line, endColumn: event.end_mark.column,
                tag: scalar.plain_implicit == 1 || scalar.quoted_implicit == 1 ? nil : optionalString(scalar.tag),
                anchor: optionalString(scalar.anchor))
        case YAML_SEQUENCE_START_EVENT:
            let sequence = event.data.sequence_start
            try builder.open(
                mapping: false, line: start.line, column: start.column,
                tag: sequence.implicit == 1 ? nil : optionalString(sequence.tag),
                anchor: optionalString(sequence.anchor), isFlow: sequence.style == YAML_FLOW_SEQUENCE_STYLE)
        case YAML_MAPPING_START_EVENT:
            let mapping = event.data.mapping_start
            try builder.open(
                mapping: true, line: start.line, column: start.column,
                tag: mapping.implicit == 1 ? nil : optionalString(mapping.tag),
                anchor: optionalString(mapping.anchor), isFlow: mapping.style == YAML_FLOW_MAPPING_STYLE)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try builder.close(endLine: event.end_mark.line, endColumn: event.end_mark.column)
        case YAML_ALIAS_EVENT:
            try builder.alias(optionalString(event.data.alias.anchor) ?? "", line: start.line, column: start.column)
        default:
            break
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<UInt8>?, length: Int) -> String {
        guard let pointer, length > 0 else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// libyaml's error as a located diagnostic; `flowStart` is where the
    /// outermost flow collection still open starts, if any.
    private func syntaxDiagnostic(_ parser: yaml_parser_t, flowStart: (line: Int, column: Int)?) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "syntax error"
        var mark = parser.problem_mark
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            message =
                "\(problem) \(context) started at line \(parser.context_mark.line + 1), column \(parser.context_mark.column + 1)"
        }
        let notes = flowCommentNotes(parser, flowStart: flowStart)
        if parser.error == YAML_READER_ERROR {
            // Reader errors report a byte offset; turn it into line:column.
            mark = markForOffset(parser.problem_offset)
            message =
                problem == "invalid leading UTF-8 octet" || problem.contains("UTF-8")
                ? "the file is not valid UTF-8 (\(problem))" : problem
        } else if byte(at: mark.index) == 0x09 {
            message = "tab characters are not allowed in YAML indentation; use spaces (\(problem))"
        } else if problem == "found invalid Unicode character escape code",
            let escape = surrogateEscape(at: mark.index)
        {
            // libyaml points at the escape's digits; the escape starts at its backslash.
            mark.index -= 2
            mark.column -= 2
            message = escape
        }
        return Diagnostic(
            .error, code: .yamlSyntax, message,
            at: SourceLocation(file: file, line: mark.line + 1, column: mark.column + 1),
            notes: notes)
    }

    /// What to say about a `\u` escape of a UTF-16 surrogate whose digits
    /// start at `index`, which libyaml refuses even as half of a valid pair
    /// (JSON's way of writing characters beyond U+FFFF); nil for other escapes.
    private func surrogateEscape(at index: Int) -> String? {
        func unit(at start: Int) -> UInt32? {
            guard start >= 0, start + 4 <= source.count else { return nil }
            return UInt32(String(decoding: source[start..<start + 4], as: UTF8.self), radix: 16)
        }
        guard let high = unit(at: index), (0xD800...0xDFFF).contains(high) else { return nil }
        let written = String(decoding: source[(index - 2)..<(index + 4)], as: UTF8.self)
        if high <= 0xDBFF, byte(at: index + 4) == 0x5C, byte(at: index + 5) == 0x75,
            let low = unit(at: index + 6), (0xDC00...0xDFFF).contains(low),
            let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        {
            let pair = String(decoding: source[(index - 2)..<(index + 10)], as: UTF8.self)
            let digits = String(scalar.value, radix: 16, uppercase: true)
            let long = "\\U" + String(repeating: "0", count: 8 - digits.count) + digits
            return
                "the escape '\(pair)' writes a character as a UTF-16 surrogate pair, which YAML does not read; write the character itself ('\(scalar)') or '\(long)'"
        }
        return
            "the escape '\(written)' is half of a UTF-16 surrogate pair, not a character; write the character itself or a '\\U' escape of eight digits"
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
