import QuiltCore

/// Parses the YAML that Quilt files are nearly always written in straight
/// into a ``ConfigNodeBuilder``, several times faster than libyaml, and
/// declines everything else so that libyaml reads it.
///
/// The subset: block mappings and sequences indented with spaces (a sequence
/// may sit at its key's indentation, and an entry may open a mapping on its
/// own line, `- id: a`); plain scalars on one line; single-quoted scalars
/// and double-quoted scalars without escapes, on one line; flow mappings and
/// sequences, over several lines too (each key with its `:` on one line);
/// comments. The parser declines (returns nil; what
/// it built is dropped) anything else: anchors, aliases, tags, block
/// scalars, scalars over several lines, directives and document markers,
/// tabs, carriage returns, control characters, bytes that are not UTF-8,
/// empty entries, complex keys, and every syntax error. It also declines
/// when the builder stops on a limit, so that the diagnostic is the one
/// libyaml's reading gives.
///
/// Where it accepts a file, the result is exactly libyaml's: the same
/// values, styles, starts and ends, and the same duplicate-key diagnostics
/// (the builder is shared). The tests and the `yaml` fuzz target compare the
/// two on every input they try. Lines and columns follow libyaml's marks:
/// 0-based, columns counted in characters.
struct YAMLSubsetParser {
    /// Outside the subset: libyaml must read the file.
    private struct Decline: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var builder: ConfigNodeBuilder
    /// The byte being read.
    private var index = 0
    /// The line of `index`, and where that line starts.
    private var line = 0
    private var lineStart = 0
    /// With only ASCII bytes a column is a byte offset; otherwise characters are counted.
    private var isASCII = true

    /// The longest key read: libyaml refuses a simple key over 1,024 characters.
    private static let maxKeyBytes = 1_000
    /// The deepest nesting read. The parser recurses once per level; libyaml
    /// keeps its levels on the heap, so deeper files (allowed by a raised
    /// ``YAMLLimits/maxDepth``) are its to read.
    private static let maxNesting = 128
    /// Collections open now.
    private var nesting = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, builder: ConfigNodeBuilder) {
        self.bytes = bytes
        self.builder = builder
    }

    /// The document for `bytes`, or nil when they are outside the subset.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, builder: ConfigNodeBuilder) -> YAMLDocument? {
        var parser = YAMLSubsetParser(bytes: bytes, builder: builder)
        do {
            try parser.parseDocument()
        } catch {
            return nil
        }
        return parser.builder.finish()
    }

    // MARK: Structure

    private mutating func parseDocument() throws(Decline) {
        try checkCharacters()
        skipBlankLines()
        guard index < bytes.count else { throw Decline() }
        let column = indentation
        do { try builder.startDocument(line: line, column: column) } catch { throw Decline() }
        try parseBlockCollection(column: column)
        guard index >= bytes.count else { throw Decline() }
    }

    /// A block collection whose first entry starts at `index`, in column
    /// `column`; an anchor written before it on an earlier line names it.
    private mutating func parseBlockCollection(column: Int, anchor: Anchor? = nil) throws(Decline) {
        if isSequenceEntry(at: index) {
            try parseBlockSequence(column: column, isIndentless: false, anchor: anchor)
        } else {
            try parseBlockMapping(column: column, firstKey: nil, anchor: anchor)
        }
    }

    /// A block mapping whose keys are in column `column`; its first key is at
    /// `index`, or already read as `firstKey` (an entry's compact mapping).
    /// Returns at the next content after it, or at the end.
    private mutating func parseBlockMapping(column: Int, firstKey: Scalar?, anchor: Anchor? = nil) throws(Decline) {
        // An anchored node starts at its anchor, as libyaml marks it.
        try open(
            mapping: true, line: anchor?.line ?? firstKey?.line ?? line, column: anchor?.column ?? column,
            anchor: anchor?.name, isFlow: false)
        var pendingKey = firstKey
        while true {
            let key: Scalar
            if let first = pendingKey.take() {
                key = first
            } else {
                key = try scanScalar(inFlow: false)
                skipSpaces()
            }
            guard byte(at: index) == .colon, isBlankOrEnd(at: index + 1), index - key.startIndex <= Self.maxKeyBytes
            else { throw Decline() }
            try emit(consume key)
            index += 1
            let valueLine = line
            let valueColumn = self.column(at: index)
            skipSpaces()
            let anchor = try scanAnchor()
            if anchor == nil, byte(at: index) == .asterisk {
                try parseAlias(inFlow: false)
                try finishLine()
            } else if isLineEnd(at: index) {
                try finishLine()
                if index < bytes.count, indentation > column {
                    try parseBlockCollection(column: indentation, anchor: anchor)
                } else if index < bytes.count, indentation == column, isSequenceEntry(at: index) {
                    try parseBlockSequence(column: column, isIndentless: true, anchor: anchor)
                } else {
                    // An anchored empty value is libyaml's to read.
                    guard anchor == nil else { throw Decline() }
                    try emit(Scalar(empty: valueLine, column: valueColumn, at: index))
                }
            } else {
                try parseValueOnLine(anchor: anchor)
            }
            guard index < bytes.count, indentation >= column else { break }
            guard indentation == column, !isSequenceEntry(at: index) else { throw Decline() }
        }
        try close(endColumn: 0)
    }

    /// A block sequence whose `-` indicators are in column `column`, the first
    /// at `index`. An indentless sequence (at its key's column) ends at the
    /// next key. Returns at the next content after it, or at the end.
    private mutating func parseBlockSequence(column: Int, isIndentless: Bool, anchor: Anchor? = nil) throws(Decline) {
        try open(
            mapping: false, line: anchor?.line ?? line, column: anchor?.column ?? column, anchor: anchor?.name,
            isFlow: false)
        while true {
            index += 1
            skipSpaces()
            // An empty entry, or one that starts on the next line.
            guard !isLineEnd(at: index) else { throw Decline() }
            let entryColumn = self.column(at: index)
            if isSequenceEntry(at: index) {
                try parseBlockSequence(column: entryColumn, isIndentless: false)
            } else if isFlowStart(at: index) {
                try parseFlowCollection()
                try finishLine()
            } else if byte(at: index) == .asterisk {
                try parseAlias(inFlow: false)
                // `- *a: b` makes the alias a key: libyaml's to read.
                guard byte(at: index) != .colon else { throw Decline() }
                try finishLine()
            } else {
                let scalar = try scanScalar(inFlow: false)
                skipSpaces()
                if byte(at: index) == .colon {
                    try parseBlockMapping(column: entryColumn, firstKey: consume scalar)
                } else {
                    try emit(consume scalar)
                    try finishLine()
                }
            }
            guard index < bytes.count, indentation >= column else { break }
            guard indentation == column else { throw Decline() }
            if isSequenceEntry(at: index) { continue }
            guard isIndentless else { throw Decline() }
            break
        }
        try close(endColumn: 0)
    }

    /// A mapping value on its key's line: a flow collection or a scalar
    /// (named by `anchor` when one was written before it), then the end of
    /// the line. Returns at the next content, or at the end.
    private mutating func parseValueOnLine(anchor: Anchor?) throws(Decline) {
        if isFlowStart(at: index) {
            try parseFlowCollection(anchor: anchor)
        } else {
            guard !isSequenceEntry(at: index) else { throw Decline() }
            try emit(try scanScalar(inFlow: false), anchor: anchor)
        }
        try finishLine()
    }

    /// `{…}` or `[…]` from `index`; returns just past its closing bracket.
    private mutating func parseFlowCollection(anchor: Anchor? = nil) throws(Decline) {
        let isMapping = byte(at: index) == .openBrace
        let closer: UInt8 = isMapping ? .closeBrace : .closeBracket
        try open(
            mapping: isMapping, line: anchor?.line ?? line, column: anchor?.column ?? column(at: index),
            anchor: anchor?.name, isFlow: true)
        index += 1
        try skipFlowSpaces()
        if byte(at: index) != closer {
            while true {
                if isMapping {
                    let key = try scanScalar(inFlow: true)
                    let keyStart = key.startIndex
                    try emit(consume key)
                    // libyaml takes a key only with its `:` on the same line.
                    try skipFlowSpaces(onThisLine: true)
                    guard byte(at: index) == .colon, index - keyStart <= Self.maxKeyBytes else { throw Decline() }
                    index += 1
                    try skipFlowSpaces()
                    // An empty value.
                    guard byte(at: index) != .comma, byte(at: index) != closer else { throw Decline() }
                }
                try parseFlowNode()
                try skipFlowSpaces()
                if byte(at: index) == .comma {
                    index += 1
                    try skipFlowSpaces()
                    // A trailing comma.
                    guard byte(at: index) != closer else { throw Decline() }
                    continue
                }
                guard byte(at: index) == closer else { throw Decline() }
                break
            }
        }
        index += 1
        let endColumn = column(at: index)
        try close(endColumn: endColumn)
    }

    private mutating func parseFlowNode() throws(Decline) {
        if isFlowStart(at: index) {
            try parseFlowCollection()
        } else if byte(at: index) == .asterisk {
            try parseAlias(inFlow: true)
        } else {
            try emit(try scanScalar(inFlow: true))
        }
    }

    // MARK: Anchors and aliases

    /// `&name` written before a node: where it starts, which is where libyaml
    /// starts the node.
    private struct Anchor {
        var name: String
        var line: Int
        var column: Int
    }

    /// The anchor at `index`, if one is written there, and past the spaces after it.
    private mutating func scanAnchor() throws(Decline) -> Anchor? {
        guard byte(at: index) == .ampersand else { return nil }
        let (anchorLine, anchorColumn) = (line, column(at: index))
        let name = try scanName(inFlow: false)
        skipSpaces()
        return Anchor(name: name, line: anchorLine, column: anchorColumn)
    }

    /// `*name` at `index`: the anchored node again (the builder copies it);
    /// returns past the spaces after it.
    private mutating func parseAlias(inFlow: Bool) throws(Decline) {
        let (aliasLine, aliasColumn) = (line, column(at: index))
        let name = try scanName(inFlow: inFlow)
        do { try builder.alias(name, line: aliasLine, column: aliasColumn) } catch { throw Decline() }
        skipSpaces()
    }

    /// The name after the `&` or `*` at `index`: letters, digits, `_` and `-`
    /// (libyaml's), ended by a space or the line's end (in a flow collection
    /// also by `,]}`); returns just past it.
    private mutating func scanName(inFlow: Bool) throws(Decline) -> String {
        index += 1
        let start = index
        while byte(at: index).isASCIIDigit || byte(at: index).isASCIILetter || byte(at: index) == .underscore
            || byte(at: index) == .minus
        {
            index += 1
        }
        let next = byte(at: index)
        guard index > start,
            next == .space || next == .newline || next == .end
                || (inFlow && (next == .comma || next == .closeBracket || next == .closeBrace))
        else { throw Decline() }
        return string(from: start, to: index)
    }

    // MARK: Scalars

    /// A scalar read but not yet given to the builder.
    /// Small, as it is made for every scalar: a scalar is on one line.
    private struct Scalar {
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
    private mutating func scanScalar(inFlow: Bool) throws(Decline) -> Scalar {
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
    private mutating func scanPlain(inFlow: Bool) throws(Decline) -> Scalar {
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
    private mutating func scanSingleQuoted() throws(Decline) -> Scalar {
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

    /// `"…"` on one line, without escapes.
    private mutating func scanDoubleQuoted() throws(Decline) -> Scalar {
        let start = index
        index += 1
        while byte(at: index) != .doubleQuote {
            switch byte(at: index) {
            case .newline, .end, .backslash: throw Decline()
            default: index += 1
            }
        }
        index += 1
        return Scalar(
            text: string(from: start + 1, to: index - 1), style: .doubleQuoted, startIndex: start, line: line,
            column: column(at: start), endColumn: column(at: index))
    }

    // MARK: Lines and characters

    /// Every byte is a printable ASCII character, a line feed or part of a
    /// well-formed UTF-8 character that libyaml reads as an ordinary
    /// character (not a control, a byte-order mark or a line separator); no
    /// line starts with `---` or `...`.
    private mutating func checkCharacters() throws(Decline) {
        var position = 0
        var atLineStart = true
        while position < bytes.count {
            // Eight printable ASCII bytes at a time (no line feed among them):
            // most of a file.
            if !atLineStart, position + 8 <= bytes.count {
                let word = UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self)
                if Self.isPrintableASCII(word) {
                    position += 8
                    continue
                }
            }
            let first = bytes[position]
            if atLineStart, first == .minus || first == .period, position + 2 < bytes.count,
                bytes[position + 1] == first, bytes[position + 2] == first
            {
                throw Decline()
            }
            atLineStart = first == .newline
            if first == .newline || (first >= 0x20 && first < 0x7F) {
                position += 1
                continue
            }
            guard first >= 0x80 else { throw Decline() }
            isASCII = false
            let length: Int
            var scalar: UInt32
            switch first {
            case 0xC2...0xDF: (length, scalar) = (2, UInt32(first & 0x1F))
            case 0xE0...0xEF: (length, scalar) = (3, UInt32(first & 0x0F))
            case 0xF0...0xF4: (length, scalar) = (4, UInt32(first & 0x07))
            default: throw Decline()
            }
            guard position + length <= bytes.count else { throw Decline() }
            for offset in 1..<length {
                let continuation = bytes[position + offset]
                guard continuation & 0xC0 == 0x80 else { throw Decline() }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0xA0 : length == 3 ? 0x800 : 0x10000
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar),
                scalar != 0x2028, scalar != 0x2029, scalar != 0xFEFF, scalar != 0xFFFE, scalar != 0xFFFF
            else { throw Decline() }
            position += length
        }
    }

    /// True when each byte of `word` is in 0x20…0x7E.
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
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
    private mutating func finishLine() throws(Decline) {
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
    private mutating func skipBlankLines() {
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
    private mutating func skipFlowSpaces(onThisLine: Bool = false) throws(Decline) {
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

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == .space { index += 1 }
    }

    /// At the line feed at `index`: on to the next line.
    private mutating func startNextLine() {
        index += 1
        line += 1
        lineStart = index
    }

    /// The column of the content at `index` when it starts a line's content
    /// (indentation is spaces only).
    private var indentation: Int { index - lineStart }

    /// The column of `position` on the current line, in characters.
    private func column(at position: Int) -> Int {
        guard !isASCII else { return position - lineStart }
        var column = 0
        for offset in lineStart..<position where bytes[offset] & 0xC0 != 0x80 { column += 1 }
        return column
    }

    /// The byte at `position`, or ``UInt8/end`` past the last.
    private func byte(at position: Int) -> UInt8 {
        position < bytes.count ? bytes[position] : .end
    }

    private func isBlankOrEnd(at position: Int) -> Bool {
        let value = byte(at: position)
        return value == .space || value == .newline || value == .end
    }

    /// The line ends here: a line feed, the end, or a comment.
    private func isLineEnd(at position: Int) -> Bool {
        let value = byte(at: position)
        return value == .newline || value == .end || value == .hash
    }

    private func isSequenceEntry(at position: Int) -> Bool {
        byte(at: position) == .minus && isBlankOrEnd(at: position + 1)
    }

    private func isFlowStart(at position: Int) -> Bool {
        let value = byte(at: position)
        return value == .openBrace || value == .openBracket
    }

    private func string(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    // MARK: Builder

    // The builder stopping on a limit declines, so that libyaml's reading
    // reports it (or a syntax error before it).

    /// Gives `scalar` to the builder; an anchor written before it on its
    /// line names it and starts it.
    private mutating func emit(_ scalar: consuming Scalar, anchor: Anchor? = nil) throws(Decline) {
        do {
            try builder.scalar(
                scalar.text, style: scalar.style, line: scalar.line, column: anchor?.column ?? scalar.column,
                endLine: scalar.line, endColumn: scalar.endColumn, anchor: anchor?.name)
        } catch {
            throw Decline()
        }
    }

    private mutating func open(mapping: Bool, line: Int, column: Int, anchor: String?, isFlow: Bool) throws(Decline) {
        nesting += 1
        guard nesting <= Self.maxNesting else { throw Decline() }
        do {
            try builder.open(mapping: mapping, line: line, column: column, anchor: anchor, isFlow: isFlow)
        } catch {
            throw Decline()
        }
    }

    /// Closes the innermost collection, ending on this line at `endColumn`
    /// (which only a flow collection's end uses).
    private mutating func close(endColumn: Int) throws(Decline) {
        nesting -= 1
        do { try builder.close(endLine: line, endColumn: endColumn) } catch { throw Decline() }
    }
}

extension UInt8 {
    /// Past the last byte (a NUL never reaches the subset parser's reading).
    fileprivate static let end: UInt8 = 0
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let minus = UInt8(ascii: "-")
    fileprivate static let period = UInt8(ascii: ".")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let questionMark = UInt8(ascii: "?")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")
    fileprivate static let ampersand = UInt8(ascii: "&")
    fileprivate static let asterisk = UInt8(ascii: "*")
    fileprivate static let exclamation = UInt8(ascii: "!")
    fileprivate static let bar = UInt8(ascii: "|")
    fileprivate static let greaterThan = UInt8(ascii: ">")
    fileprivate static let singleQuote = UInt8(ascii: "'")
    fileprivate static let doubleQuote = UInt8(ascii: "\"")
    fileprivate static let percent = UInt8(ascii: "%")
    fileprivate static let at = UInt8(ascii: "@")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let underscore = UInt8(ascii: "_")

    fileprivate var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isASCIILetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
    /// `,[]{}`: ends a plain scalar inside a flow collection.
    fileprivate var isFlowIndicator: Bool {
        self == .comma || self == .openBracket || self == .closeBracket || self == .openBrace || self == .closeBrace
    }
    /// After a `:` inside a plain scalar in a flow collection, libyaml's "found unexpected ':'".
    fileprivate var isFlowIndicatorAfterColon: Bool { isFlowIndicator || self == .questionMark }
}
