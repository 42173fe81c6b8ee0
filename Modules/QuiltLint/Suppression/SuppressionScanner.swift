import Foundation
import QuiltCore

/// Finds `# pagelint:` comments in a file's text.
///
/// libyaml drops comments, so the scanner reads the bytes. A `#` starts a
/// comment only at the start of a line or after a space or tab, and never
/// inside a scalar: when the file parsed, scalar extents come from the node
/// tree (quoted, plain and block scalars alike); when it did not, a scan of
/// the line's quotes decides.
enum SuppressionScanner {
    private static let marker = Array("pagelint:".utf8)

    /// The directives in `source`, in file order. Unknown actions are
    /// returned as problems (message, location, end) for the caller to report.
    static func scan(_ source: SourceText, file: String, root: ConfigNode?) -> (
        directives: [SuppressionDirective], problems: [(String, SourceLocation, SourceLocation)]
    ) {
        let candidates = markers(in: source.bytes)
        guard !candidates.isEmpty else { return ([], []) }
        var scalarRanges: [(start: SourceLocation, end: SourceLocation)]?
        var directives: [SuppressionDirective] = []
        var problems: [(String, SourceLocation, SourceLocation)] = []
        for (hash, offset) in candidates {
            let line = source.line(containingOffset: hash)
            // A `#` opens a comment at the start of its line or after a space or tab.
            guard let range = source.lineRange(line),
                hash == range.lowerBound || source.bytes[hash - 1] == 0x20 || source.bytes[hash - 1] == 0x09
            else { continue }
            let hashColumn = source.column(ofOffset: hash, line: line)
            let hashLocation = SourceLocation(file: file, line: line, column: hashColumn)
            if let root {
                if scalarRanges == nil { scalarRanges = collectScalarRanges(root) }
                if isInside(hashLocation, sortedRanges: scalarRanges ?? []) { continue }
            } else if insideQuotes(source.bytes[range.lowerBound..<hash]) {
                continue
            }
            let parsed = parse(
                source: source, line: line, directiveOffset: offset, lineEnd: range.upperBound, file: file)
            switch parsed {
            case .directive(let directive): directives.append(directive)
            case .problem(let message, let start, let end): problems.append((message, start, end))
            }
        }
        return (directives, problems)
    }

    private enum Parsed {
        case directive(SuppressionDirective)
        case problem(String, SourceLocation, SourceLocation)
    }

    private static func parse(source: SourceText, line: Int, directiveOffset: Int, lineEnd: Int, file: String) -> Parsed
    {
        let bytes = source.bytes
        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: source.column(ofOffset: offset, line: line))
        }
        var index = directiveOffset + marker.count
        let actionStart = index
        while index < lineEnd, isWordByte(bytes[index]) { index += 1 }
        let word = String(decoding: bytes[actionStart..<index], as: UTF8.self)
        guard let action = SuppressionDirective.Action(rawValue: word) else {
            let known = ["disable-next-line", "disable", "enable"]
            let hint =
                Suggestions.closest(to: word, in: known).map { "; did you mean '\($0)'?" }
                ?? "; expected disable-next-line, disable or enable"
            return .problem("unknown directive 'pagelint:\(word)'\(hint)", location(directiveOffset), location(index))
        }
        var rules: [SuppressionDirective.RuleReference] = []
        while index < lineEnd {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x2C {
                index += 1
                continue
            }
            // ` -- reason` ends the rule list.
            if byte == 0x2D, index + 1 < lineEnd, bytes[index + 1] == 0x2D { break }
            let start = index
            while index < lineEnd, bytes[index] != 0x20, bytes[index] != 0x09, bytes[index] != 0x2C { index += 1 }
            rules.append(
                SuppressionDirective.RuleReference(
                    id: DiagnosticCode(String(decoding: bytes[start..<index], as: UTF8.self)),
                    location: location(start), end: location(index)))
        }
        let directive = SuppressionDirective(
            action: action, rules: rules, location: location(directiveOffset),
            end: location(actionStart + word.utf8.count))
        if rules.isEmpty {
            return .problem(
                "'pagelint:\(word)' names no rule; write the rule ids it is for", directive.location, directive.end)
        }
        return .directive(directive)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D
    }

    /// Every `#` followed by nothing but spaces and then `pagelint:`, with the
    /// offset of that `pagelint:`: no other text can be a directive.
    ///
    /// Each `pagelint:` is found first (`memchr` to its `p`, `memcmp` for
    /// the rest) and the `#` looked for in the spaces before it, so the cost
    /// is one pass over the file however many `#` it holds (a 16 MiB line
    /// of them took 21 s when each `#` was looked at as a possible
    /// directive). The runs of spaces walked back over end at distinct
    /// markers, so they add up to at most the file.
    private static func markers(in bytes: [UInt8]) -> [(hash: Int, marker: Int)] {
        bytes.withUnsafeBufferPointer { buffer in
            marker.withUnsafeBufferPointer { needle in
                guard let base = buffer.baseAddress, let needleBase = needle.baseAddress else { return [] }
                var found: [(hash: Int, marker: Int)] = []
                var index = 0
                let last = buffer.count - needle.count
                while index <= last, let start = memchr(base + index, Int32(needle[0]), last + 1 - index) {
                    let offset = UnsafePointer<UInt8>(start.assumingMemoryBound(to: UInt8.self)) - base
                    guard memcmp(base + offset, needleBase, needle.count) == 0 else {
                        index = offset + 1
                        continue
                    }
                    var hash = offset - 1
                    while hash >= index, buffer[hash] == 0x20 { hash -= 1 }
                    if hash >= 0, buffer[hash] == 0x23 { found.append((hash, offset)) }
                    index = offset + needle.count
                }
                return found
            }
        }
    }

    /// Every scalar's extent (keys and values), from the tree.
    private static func collectScalarRanges(_ root: ConfigNode) -> [(start: SourceLocation, end: SourceLocation)] {
        var ranges: [(start: SourceLocation, end: SourceLocation)] = []
        func visit(_ node: ConfigNode) {
            switch node.value {
            case .scalar:
                if let end = node.end, end > node.location { ranges.append((node.location, end)) }
            case .sequence(let elements):
                elements.forEach(visit)
            case .mapping(let pairs):
                for pair in pairs {
                    visit(pair.key)
                    visit(pair.value)
                }
            }
        }
        visit(root)
        // Sorted by start, so each `#` is placed by bisection: a walk over every
        // scalar per comment made a file's comments cost quadratic time.
        ranges.sort { ($0.start.line, $0.start.column) < ($1.start.line, $1.start.column) }
        return ranges
    }

    /// True when `location` falls inside one of `sortedRanges`. Scalars never
    /// overlap (aliased copies repeat their anchor's extent), so only the last
    /// range that starts at or before the location can hold it.
    private static func isInside(
        _ location: SourceLocation, sortedRanges ranges: [(start: SourceLocation, end: SourceLocation)]
    ) -> Bool {
        let place = (location.line, location.column)
        let before = Bisection.prefixLength(ranges.count) { (ranges[$0].start.line, ranges[$0].start.column) <= place }
        guard before > 0 else { return false }
        return place < (ranges[before - 1].end.line, ranges[before - 1].end.column)
    }

    /// True when the bytes before a `#` on its line leave a quoted scalar open
    /// (used only when the file did not parse). A quote opens a scalar only
    /// where a token starts; `''` inside single quotes and `\"` inside double
    /// quotes are escapes.
    private static func insideQuotes(_ bytes: ArraySlice<UInt8>) -> Bool {
        var quote: UInt8?
        var previous: UInt8 = 0x20
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if let open = quote {
                if open == 0x22, byte == 0x5C {
                    index += 2
                    continue
                }
                if byte == open {
                    if open == 0x27, index + 1 < bytes.endIndex, bytes[index + 1] == 0x27 {
                        index += 2
                        continue
                    }
                    quote = nil
                }
            } else if byte == 0x22 || byte == 0x27, [0x20, 0x09, 0x3A, 0x5B, 0x7B, 0x2C, 0x2D].contains(previous) {
                quote = byte
            }
            previous = byte
            index += 1
        }
        return quote != nil
    }
}
