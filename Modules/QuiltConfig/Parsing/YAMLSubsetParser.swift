import QuiltCore

/// Parses the YAML that Quilt files are nearly always written in straight
/// into a ``ConfigNodeBuilder``, several times faster than libyaml, and
/// declines everything else so that libyaml reads it.
///
/// The subset: block mappings and sequences indented with spaces (a sequence
/// may sit at its key's indentation, and an entry may open a mapping on its
/// own line, `- id: a`); plain scalars on one line; single-quoted scalars,
/// and double-quoted scalars with JSON's escapes, on one line; flow mappings
/// and sequences, over several lines too (each key with its `:` on one
/// line), at the top of the document too, so that a JSON file is read;
/// anchors on mapping values, aliases and `<<` merge keys; comments. The
/// parser declines (returns nil; what it built is dropped) anything else:
/// tags, block scalars, scalars over several lines, directives and document
/// markers, tabs, carriage returns, control characters, bytes that are not
/// UTF-8, escapes JSON does not have and escaped surrogates, empty entries,
/// complex keys, and every syntax error. It also declines when the builder
/// stops on a limit, so that the diagnostic is the one libyaml's reading
/// gives.
///
/// Where it accepts a file, the result is exactly libyaml's: the same
/// values, styles, starts and ends, and the same duplicate-key diagnostics
/// (the builder is shared). The tests and the `yaml` fuzz target compare the
/// two on every input they try. Lines and columns follow libyaml's marks:
/// 0-based, columns counted in characters.
package struct YAMLSubsetParser {
    /// Outside the subset: libyaml must read the file.
    struct Decline: Error {}

    /// Where a file left the subset: the position (0-based line and column,
    /// as libyaml's marks) of what the parser could not read.
    package struct DeclinePoint: Error, Sendable {
        /// The line, from 0.
        package var line: Int
        /// The column in characters, from 0.
        package var column: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var builder: ConfigNodeBuilder
    /// The byte being read.
    var index = 0
    /// The line of `index`, and where that line starts.
    var line = 0
    var lineStart = 0
    /// With only ASCII bytes a column is a byte offset; otherwise characters are counted.
    var isASCII = true

    /// The longest key read: libyaml refuses a simple key over 1,024 characters.
    static let maxKeyBytes = 1_000
    /// The deepest nesting read. The parser recurses once per level; libyaml
    /// keeps its levels on the heap, so deeper files (allowed by a raised
    /// ``YAMLLimits/maxDepth``) are its to read.
    static let maxNesting = 128
    /// Collections open now.
    var nesting = 0

    init(bytes: UnsafeBufferPointer<UInt8>, builder: ConfigNodeBuilder) {
        self.bytes = bytes
        self.builder = builder
    }

    /// The document for `bytes`, or nil when they are outside the subset.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>, builder: ConfigNodeBuilder) -> YAMLDocument? {
        guard case .success(let document) = read(bytes, builder: builder) else { return nil }
        return document
    }

    /// The document for `bytes`, or where they leave the subset.
    package static func read(_ bytes: UnsafeBufferPointer<UInt8>, builder: ConfigNodeBuilder)
        -> Result<YAMLDocument, DeclinePoint>
    {
        var parser = YAMLSubsetParser(bytes: bytes, builder: builder)
        do {
            try parser.parseDocument()
        } catch {
            return .failure(DeclinePoint(line: parser.line, column: parser.column(at: min(parser.index, bytes.count))))
        }
        return .success(parser.builder.finish())
    }

    // MARK: Structure

    mutating func parseDocument() throws(Decline) {
        try checkCharacters()
        skipBlankLines()
        guard index < bytes.count else { throw Decline() }
        let column = indentation
        do { try builder.startDocument(line: line, column: column) } catch { throw Decline() }
        if isFlowStart(at: index) {
            // A JSON document, or YAML written as one flow collection.
            try parseFlowCollection()
            try finishLine()
        } else {
            try parseBlockCollection(column: column)
        }
        guard index >= bytes.count else { throw Decline() }
    }

    /// A block collection whose first entry starts at `index`, in column
    /// `column`; an anchor written before it on an earlier line names it.
    mutating func parseBlockCollection(column: Int, anchor: Anchor? = nil) throws(Decline) {
        if isSequenceEntry(at: index) {
            try parseBlockSequence(column: column, isIndentless: false, anchor: anchor)
        } else {
            try parseBlockMapping(column: column, firstKey: nil, anchor: anchor)
        }
    }

    /// A block mapping whose keys are in column `column`; its first key is at
    /// `index`, or already read as `firstKey` (an entry's compact mapping).
    /// Returns at the next content after it, or at the end.
    mutating func parseBlockMapping(column: Int, firstKey: Scalar?, anchor: Anchor? = nil) throws(Decline) {
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
    mutating func parseBlockSequence(column: Int, isIndentless: Bool, anchor: Anchor? = nil) throws(Decline) {
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
    mutating func parseValueOnLine(anchor: Anchor?) throws(Decline) {
        if isFlowStart(at: index) {
            try parseFlowCollection(anchor: anchor)
        } else {
            guard !isSequenceEntry(at: index) else { throw Decline() }
            try emit(try scanScalar(inFlow: false), anchor: anchor)
        }
        try finishLine()
    }

    /// `{…}` or `[…]` from `index`; returns just past its closing bracket.
    mutating func parseFlowCollection(anchor: Anchor? = nil) throws(Decline) {
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

    mutating func parseFlowNode() throws(Decline) {
        if isFlowStart(at: index) {
            try parseFlowCollection()
        } else if byte(at: index) == .asterisk {
            try parseAlias(inFlow: true)
        } else {
            try emit(try scanScalar(inFlow: true))
        }
    }
}
