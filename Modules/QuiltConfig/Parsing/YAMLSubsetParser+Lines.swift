import QuiltCore

// Characters, lines, comments and columns, counted as libyaml counts them.
extension YAMLSubsetParser {
    /// Every byte is a printable ASCII character, a line feed or part of a
    /// well-formed UTF-8 character that libyaml reads as an ordinary
    /// character (not a control, a byte-order mark or a line separator); no
    /// line starts with `---` or `...`.
    mutating func checkCharacters() throws(Decline) {
        var position = 0
        var atLineStart = true
        while position < bytes.count {
            // Eight printable ASCII bytes at a time (no line feed among them):
            // most of a file.
            if !atLineStart, position + 8 <= bytes.count {
                let word = UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: position, as: UInt64.self)
                if Self.isPrintableASCII(word) {
                    position += 8
                    continue
                }
            }
            let first = bytes[position]
            if atLineStart, first == .minus || first == .period, position + 2 < bytes.count,
                bytes[position + 1] == first, bytes[position + 2] == first
            {
                throw decline(at: position)
            }
            atLineStart = first == .newline
            if first == .newline || (first >= 0x20 && first < 0x7F) {
                position += 1
                continue
            }
            guard first >= 0x80 else { throw decline(at: position) }
            isASCII = false
            let length: Int
            var scalar: UInt32
            switch first {
            case 0xC2...0xDF: (length, scalar) = (2, UInt32(first & 0x1F))
            case 0xE0...0xEF: (length, scalar) = (3, UInt32(first & 0x0F))
            case 0xF0...0xF4: (length, scalar) = (4, UInt32(first & 0x07))
            default: throw decline(at: position)
            }
            guard position + length <= bytes.count else { throw decline(at: position) }
            for offset in 1..<length {
                let continuation = bytes[position + offset]
                guard continuation & 0xC0 == 0x80 else { throw decline(at: position) }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0xA0 : length == 3 ? 0x800 : 0x10000
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar),
                scalar != 0x2028, scalar != 0x2029, scalar != 0xFEFF, scalar != 0xFFFE, scalar != 0xFFFF
            else { throw decline(at: position) }
            position += length
        }
    }

    /// Moves the reading to `position` (its line found by counting line
    /// feeds, its column in characters) and declines there.
    mutating func decline(at position: Int) -> Decline {
        index = position
        (line, lineStart, isASCII) = (0, 0, false)
        for offset in 0..<min(position, bytes.count) where bytes[offset] == .newline {
            line += 1
            lineStart = offset + 1
        }
        return Decline()
    }

    /// True when each byte of `word` is in 0x20…0x7E.
    static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte under 0x20, or at or over 0x7F (adding 1 carries it to 0x80 or past).
        let below = (word &- ones &* 0x20) & ~word & highs
        let above = ((word & ~highs) &+ ones) & highs | word & highs
        return below == 0 && above == 0
    }

    /// Past the rest of this line (spaces, then a comment or nothing) and the
    /// blank and comment lines after it, to the next content or the end;
    /// anything else left on the line is outside the subset.
    mutating func finishLine() throws(Decline) {
        skipSpaces()
        if byte(at: index) == .hash {
            while index < bytes.count, bytes[index] != .newline { index += 1 }
        }
        switch byte(at: index) {
        case .end: return
        case .newline: startNextLine()
        default: throw Decline()
        }
        skipBlankLines()
    }

    /// From the start of a line, past blank and comment lines to the next
    /// content (``indentation`` is its column) or to the end.
    mutating func skipBlankLines() {
        while index < bytes.count {
            skipSpaces()
            switch byte(at: index) {
            case .newline:
                startNextLine()
            case .hash:
                while index < bytes.count, bytes[index] != .newline { index += 1 }
                if index < bytes.count { startNextLine() }
            default:
                return
            }
        }
    }

    /// Inside a flow collection: past spaces, and unless `onThisLine`, past
    /// line ends and comments too (a flow collection may span lines; libyaml
    /// does not check their indentation). The end of the file inside one is
    /// outside the subset.
    mutating func skipFlowSpaces(onThisLine: Bool = false) throws(Decline) {
        while true {
            skipSpaces()
            switch byte(at: index) {
            case .end:
                throw Decline()
            case .newline where !onThisLine:
                startNextLine()
            case .hash where !onThisLine:
                while index < bytes.count, bytes[index] != .newline { index += 1 }
            case .newline, .hash:
                throw Decline()
            default:
                return
            }
        }
    }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == .space { index += 1 }
    }

    /// At the line feed at `index`: on to the next line.
    mutating func startNextLine() {
        index += 1
        line += 1
        lineStart = index
    }

    /// The column of the content at `index` when it starts a line's content
    /// (indentation is spaces only).
    var indentation: Int { index - lineStart }

    /// The column of `position` on the current line, in characters.
    /// Inlined: asked for each scalar, a call copied the whole parser.
    @inline(__always)
    func column(at position: Int) -> Int {
        guard !isASCII else { return position - lineStart }
        var column = 0
        for offset in lineStart..<position where bytes[offset] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// The byte at `position`, or ``UInt8/end`` past the last.
    func byte(at position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : .end
    }

    func isBlankOrEnd(at position: Int) -> Bool {
        let value = byte(at: position)
        return value == .space || value == .newline || value == .end
    }

    /// The line ends here: a line feed, the end, or a comment.
    func isLineEnd(at position: Int) -> Bool {
        let value = byte(at: position)
        return value == .newline || value == .end || value == .hash
    }

    func isSequenceEntry(at position: Int) -> Bool {
        byte(at: position) == .minus && isBlankOrEnd(at: position + 1)
    }

    func isFlowStart(at position: Int) -> Bool {
        let value = byte(at: position)
        return value == .openBrace || value == .openBracket
    }

    func string(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
