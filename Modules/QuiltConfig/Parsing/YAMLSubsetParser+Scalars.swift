import QuiltCore

// Plain, single-quoted and double-quoted scalars on one line.
extension YAMLSubsetParser {
    /// A scalar read but not yet given to the builder.
    /// Small, as it is made for every scalar: a scalar is on one line.
    struct Scalar {
        var text: String
        var style: ConfigNode.ScalarStyle
        var startIndex: Int
        var line: Int
        var column: Int
        var endColumn: Int

        /// The empty value of a key with none, at the end of its `:`.
        init(empty line: Int, column: Int, at index: Int) {
            (text, style, startIndex) = ("", .plain, index)
            (self.line, self.column, endColumn) = (line, column, column)
        }

        init(text: String, style: ConfigNode.ScalarStyle, startIndex: Int, line: Int, column: Int, endColumn: Int) {
            (self.text, self.style, self.startIndex) = (text, style, startIndex)
            (self.line, self.column, self.endColumn) = (line, column, endColumn)
        }
    }

    /// A plain or quoted scalar at `index`, on this line; returns just past it
    /// (a plain scalar: past the spaces after it).
    mutating func scanScalar(inFlow: Bool) throws(Decline) -> Scalar {
        switch byte(at: index) {
        case .singleQuote: try scanSingleQuoted()
        case .doubleQuote: try scanDoubleQuoted()
        default: try scanPlain(inFlow: inFlow)
        }
    }

    /// A plain scalar, ended as libyaml ends one: at `: ` (and in a flow
    /// collection at `,[]{}`), at ` #`, or at the line's end, where a block
    /// scalar could go on if the next line were indented further (the callers
    /// decline that line). Its text is the line's bytes, spaces inside kept.
    mutating func scanPlain(inFlow: Bool) throws(Decline) -> Scalar {
        let first = byte(at: index)
        let startsPlain: Bool
        switch first {
        case .minus:
            // `-1`, `-x`: a conservative reading of "not followed by a blank".
            let next = byte(at: index + 1)
            startsPlain = next.isASCIIDigit || next.isASCIILetter || next == .period
        case .space, .newline, .end, .questionMark, .colon, .comma, .openBracket, .closeBracket, .openBrace,
            .closeBrace, .hash, .ampersand, .asterisk, .exclamation, .bar, .greaterThan, .singleQuote, .doubleQuote,
            .percent, .at, .backtick:
            startsPlain = false
        default:
            startsPlain = true
        }
        guard startsPlain else { throw Decline() }
        let start = index
        var end = index
        scanning: while true {
            while true {
                let current = byte(at: index)
                if current == .space || current == .newline || current == .end { break }
                if current == .colon {
                    let next = byte(at: index + 1)
                    if inFlow && next.isFlowIndicatorAfterColon { throw Decline() }
                    if next == .space || next == .newline || next == .end { break scanning }
                }
                if inFlow && current.isFlowIndicator { break scanning }
                index += 1
                end = index
            }
            guard byte(at: index) == .space else { break }
            skipSpaces()
            switch byte(at: index) {
            case .newline, .end, .hash: break scanning
            default: continue
            }
        }
        return Scalar(
            text: string(from: start, to: end), style: .plain, startIndex: start, line: line,
            column: column(at: start), endColumn: column(at: end))
    }

    /// `'…'` on one line, `''` standing for a quote.
    mutating func scanSingleQuoted() throws(Decline) -> Scalar {
        let start = index
        index += 1
        var text = ""
        var segment = index
        while true {
            let current = byte(at: index)
            if current == .newline || current == .end { throw Decline() }
            if current == .singleQuote {
                guard byte(at: index + 1) == .singleQuote else { break }
                text += string(from: segment, to: index + 1)
                index += 2
                segment = index
                continue
            }
            index += 1
        }
        text += string(from: segment, to: index)
        index += 1
        return Scalar(
            text: text, style: .singleQuoted, startIndex: start, line: line, column: column(at: start),
            endColumn: column(at: index))
    }

    /// `"…"` on one line, its escapes decoded as libyaml decodes them.
    mutating func scanDoubleQuoted() throws(Decline) -> Scalar {
        let start = index
        index += 1
        var text = ""
        var segment = index
        while byte(at: index) != .doubleQuote {
            switch byte(at: index) {
            case .newline, .end: throw Decline()
            case .backslash:
                text += string(from: segment, to: index)
                text.unicodeScalars.append(try scanEscape())
                segment = index
            default: index += 1
            }
        }
        text += string(from: segment, to: index)
        index += 1
        return Scalar(
            text: text, style: .doubleQuoted, startIndex: start, line: line, column: column(at: start),
            endColumn: column(at: index))
    }

    /// The character an escape at `index` (its `\`) stands for, as libyaml's
    /// table has it (JSON's escapes among them); returns past the escape. An
    /// escaped line break, a surrogate or a code beyond Unicode declines.
    mutating func scanEscape() throws(Decline) -> Unicode.Scalar {
        let start = index
        let letter = byte(at: index + 1)
        index += 2
        switch letter {
        case UInt8(ascii: "0"): return "\u{0}"
        case UInt8(ascii: "a"): return "\u{7}"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "t"): return "\u{9}"
        case UInt8(ascii: "n"): return "\u{A}"
        case UInt8(ascii: "v"): return "\u{B}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "r"): return "\u{D}"
        case UInt8(ascii: "e"): return "\u{1B}"
        case .space, .doubleQuote, .slash, .backslash, .singleQuote: return Unicode.Scalar(letter)
        case UInt8(ascii: "N"): return "\u{85}"
        case UInt8(ascii: "_"): return "\u{A0}"
        case UInt8(ascii: "L"): return "\u{2028}"
        case UInt8(ascii: "P"): return "\u{2029}"
        case UInt8(ascii: "x"): return try scanHexEscape(digits: 2, from: start)
        case UInt8(ascii: "u"): return try scanHexEscape(digits: 4, from: start)
        case UInt8(ascii: "U"): return try scanHexEscape(digits: 8, from: start)
        default:
            index = start
            throw Decline()
        }
    }

    /// `digits` hexadecimal digits at `index`, as one character; a decline
    /// is placed at the escape, which starts at `start`.
    mutating func scanHexEscape(digits: Int, from start: Int) throws(Decline) -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = byte(at: index).hexDigitValue else {
                index = start
                throw Decline()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        // libyaml refuses surrogates (a pair written as two escapes too) and
        // codes beyond Unicode.
        guard let scalar = Unicode.Scalar(value) else {
            index = start
            throw Decline()
        }
        return scalar
    }
}
