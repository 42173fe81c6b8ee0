import Foundation
import QuiltCore

/// The bytes of one source file with an index of its lines: turns the
/// loader's line:column positions (columns counted in Unicode scalars) into
/// byte offsets for fixes, and gives lines for excerpts.
///
/// Line breaks are counted the way libyaml counts them (`\n`, `\r\n`, `\r`,
/// and the Unicode breaks NEL, LS and PS), and a leading byte-order mark is
/// not part of line 1, so positions agree with the loader's.
public struct SourceText: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The byte offset where each line starts; line 1 is at index 0.
    public let lineStarts: [Int]

    /// Indexes `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        if let starts = Self.lineFeedStarts(bytes) {
            lineStarts = starts
            return
        }
        var starts: [Int] = [Self.hasByteOrderMark(bytes) ? 3 : 0]
        var index = starts[0]
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                let next = index + 1 < count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                starts.append(next)
                index = next
                continue
            } else if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0x85 {
                starts.append(index + 2)
                index += 2
                continue
            } else if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                starts.append(index + 3)
                index += 3
                continue
            }
            index += 1
        }
        lineStarts = starts
    }

    /// Indexes the UTF-8 of `text`.
    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The line starts of text whose only line breaks are line feeds (no
    /// carriage return, no `0xC2` or `0xE2` lead byte that could begin a
    /// next-line or line-separator character, no byte-order mark), found with
    /// `memchr`; nil for any other text, which the byte-wise reading below handles.
    private static func lineFeedStarts(_ bytes: [UInt8]) -> [Int]? {
        bytes.withUnsafeBufferPointer { buffer -> [Int]? in
            guard let base = buffer.baseAddress, !hasByteOrderMark(bytes) else { return nil }
            let count = buffer.count
            for other: Int32 in [0x0D, 0xC2, 0xE2] where memchr(base, other, count) != nil { return nil }
            var starts = [0]
            starts.reserveCapacity(count / 32 + 1)
            var index = 0
            while index < count, let found = memchr(base + index, 0x0A, count - index) {
                index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
                starts.append(index)
            }
            return starts
        }
    }

    private static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The number of lines (a final line break starts an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The byte range of line `number` without its line break; nil outside the file.
    public func lineRange(_ number: Int) -> Range<Int>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        guard number < lineStarts.count else { return start..<bytes.count }
        let next = lineStarts[number]
        return start..<(next - breakLength(endingAt: next, from: start))
    }

    /// The length of the line break that ends just before `end`.
    private func breakLength(endingAt end: Int, from start: Int) -> Int {
        let available = end - start
        if available >= 2, bytes[end - 2] == 0x0D, bytes[end - 1] == 0x0A { return 2 }
        if available >= 1, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { return 1 }
        if available >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0x85 { return 2 }
        if available >= 3, bytes[end - 3] == 0xE2 { return 3 }
        return 0
    }

    /// The text of line `number` without its line break; nil outside the file.
    public func line(_ number: Int) -> String? {
        guard let range = lineRange(number) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The byte offset of `line`:`column` (1-based, column in Unicode
    /// scalars). A column past the end of the line is the line's end; nil for
    /// a line outside the file or a column below 1.
    public func offset(line: Int, column: Int) -> Int? {
        guard column >= 1, let range = lineRange(line) else { return nil }
        var offset = range.lowerBound
        var remaining = column - 1
        while remaining > 0, offset < range.upperBound {
            offset += Self.scalarWidth(bytes[offset])
            remaining -= 1
        }
        return min(offset, range.upperBound)
    }

    /// The byte offset of `location` (its file is not checked).
    public func offset(of location: SourceLocation) -> Int? {
        offset(line: location.line, column: location.column)
    }

    /// The 1-based column of byte `offset` within its line `line`.
    public func column(ofOffset offset: Int, line: Int) -> Int {
        guard let range = lineRange(line) else { return 1 }
        var column = 1
        var index = range.lowerBound
        while index < min(offset, bytes.count) {
            index += Self.scalarWidth(bytes[index])
            column += 1
        }
        return column
    }

    /// The line holding byte `offset` (1-based).
    public func line(containingOffset offset: Int) -> Int {
        max(1, Bisection.prefixLength(lineStarts.count) { lineStarts[$0] <= offset })
    }

    /// Bytes in the UTF-8 sequence that starts with `lead` (1 for stray continuation bytes).
    static func scalarWidth(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
