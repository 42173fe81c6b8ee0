import CYAML
import QuiltCore

extension LibYAMLReader {
    /// The notes for `parser`'s syntax error inside a flow collection:
    /// ``flowCommentNote(from:to:)`` from `flowStart`, the outermost one
    /// still open (the collection libyaml names may be an inner one,
    /// started after the comment), else from the one libyaml names.
    /// None for errors reading the bytes, whose lines may not be text.
    func flowCommentNotes(_ parser: yaml_parser_t, flowStart: (line: Int, column: Int)?) -> [String] {
        guard parser.error != YAML_READER_ERROR else { return [] }
        let named = parser.context.map { String(cString: $0).contains("flow") } == true
        let context = parser.context_mark
        guard let start = flowStart ?? (named ? (line: context.line, column: context.column) : nil),
            let note = flowCommentNote(from: start, to: parser.problem_mark.line)
        else { return [] }
        return [note]
    }

    /// The note for a flow collection that a comment left open.
    /// `{color: #8091a5}}` unquoted makes `#8091a5}}` a comment, closing
    /// brackets included, so libyaml complains at a later line about the
    /// collection that started at `start`; the block form `color: #8091a5`
    /// reads null and gets the same note from the colour decoder. Nil when
    /// no `#` directly followed by text starts a comment from `start`
    /// (0-based line and column) to the end of line `end` (a `# note`
    /// comment is meant as one).
    func flowCommentNote(from start: (line: Int, column: Int), to end: Int) -> String? {
        var scanner = FlowCommentScanner()
        for (offset, line) in lines(start.line...max(start.line, end)).enumerated() {
            if let written = scanner.comment(in: line, from: offset == 0 ? start.column : 0) {
                return RGBAColor.unquotedHashNote(written)
            }
        }
        return nil
    }

    /// The source's lines `range` (0-based, as libyaml counts them), each as
    /// Unicode scalars: libyaml's columns count scalars, not bytes.
    private func lines(_ range: ClosedRange<Int>) -> [[Unicode.Scalar]] {
        var found: [[Unicode.Scalar]] = []
        var line = 0
        var lineStart = 0
        for index in 0...source.count where index == source.count || source[index] == 0x0A {
            if range.contains(line) {
                found.append(Array(String(decoding: source[lineStart..<index], as: UTF8.self).unicodeScalars))
            }
            line += 1
            lineStart = index + 1
            if line > range.upperBound { break }
        }
        return found
    }
}

/// Finds where a comment starts in lines of flow YAML, skipping quoted
/// scalars, which may run on over several lines.
private struct FlowCommentScanner {
    private var quote: Unicode.Scalar?

    /// The text of a comment starting in `line` at or after `column`, from
    /// its `#` to the first space or flow indicator, when text follows the
    /// `#` directly; nil when the line has no such comment.
    mutating func comment(in line: [Unicode.Scalar], from column: Int) -> String? {
        var index = column
        while index < line.count {
            let character = line[index]
            let previous = index > 0 ? line[index - 1] : " "
            if let open = quote {
                if open == "\"", character == "\\" {
                    index += 2
                    continue
                }
                if character == open {
                    // '' inside single quotes is a quote, not the end.
                    if open == "'", index + 1 < line.count, line[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    quote = nil
                }
            } else if character == "\"" || character == "'", Self.startsScalar(after: previous) {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                let text = line[index...].prefix { !Self.endsPlainText($0) }
                return text.count > 1 ? String(String.UnicodeScalarView(text)) : nil
            }
            index += 1
        }
        return nil
    }

    /// A quote opens a quoted scalar only where a scalar may start.
    private static func startsScalar(after previous: Unicode.Scalar) -> Bool {
        " \t{[,:".unicodeScalars.contains(previous)
    }

    private static func endsPlainText(_ character: Unicode.Scalar) -> Bool {
        " \t,[]{}".unicodeScalars.contains(character)
    }
}
