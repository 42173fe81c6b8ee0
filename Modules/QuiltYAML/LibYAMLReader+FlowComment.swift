import CYAML
import QuiltCore

extension LibYAMLReader {
    /// The note for a flow collection that a comment left open.
    /// `{color: #8091a5}}` unquoted makes `#8091a5}}` a comment, closing
    /// brackets included, so libyaml complains at a later line about the
    /// collection that started at `start`; the block form `color: #8091a5`
    /// reads null and gets the same note from the colour decoder. Nil when
    /// no `#` directly followed by text starts a comment between `start`
    /// and `end` (a `# note` comment is meant as one).
    func flowCommentNote(from start: yaml_mark_t, to end: yaml_mark_t) -> String? {
        var scanner = FlowCommentScanner()
        for (offset, line) in lines(start.line...max(start.line, end.line)).enumerated() {
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
