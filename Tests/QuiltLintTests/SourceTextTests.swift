import QuiltCore
@testable import QuiltLint
import QuiltTestSupport
import Testing

@Suite("Source text")
struct SourceTextTests {
    @Test func linesAndOffsetsFollowTheLoadersCounting() {
        let text = SourceText("a: 1\r\nb: \"é\"\rc: 3\nlast")
        #expect(text.lineCount == 4)
        #expect(text.line(1) == "a: 1")
        #expect(text.line(2) == "b: \"é\"")
        #expect(text.line(3) == "c: 3")
        #expect(text.line(4) == "last")
        #expect(text.line(5) == nil)
        // Column 6 of line 2 is the closing quote, after the two-byte é.
        #expect(text.offset(line: 2, column: 6) == 6 + 6)
        #expect(text.offset(line: 2, column: 99) == 6 + 7)
        #expect(text.offset(line: 0, column: 1) == nil)
        #expect(text.column(ofOffset: 12, line: 2) == 6)
        #expect(text.line(containingOffset: 0) == 1)
        #expect(text.line(containingOffset: 13) == 2)
        #expect(text.line(containingOffset: 14) == 3)
    }

    @Test func aByteOrderMarkIsNotPartOfLineOne() {
        let text = SourceText(bytes: [0xEF, 0xBB, 0xBF] + Array("page: x\n".utf8))
        #expect(text.line(1) == "page: x")
        #expect(text.offset(line: 1, column: 1) == 3)
    }

    @Test func unicodeLineBreaksCountAsLibyamlCountsThem() {
        let text = SourceText("a\u{85}b\u{2028}c")
        #expect(text.lineCount == 3)
        #expect(text.line(2) == "b")
        #expect(text.line(3) == "c")
    }

    /// Text whose only breaks are line feeds is indexed with `memchr`, any
    /// other byte by byte: both give a line start after every line feed (and
    /// after the other breaks), whatever the characters between.
    @Test func lineStartsFollowEveryBreakInGeneratedText() async throws {
        let pieces = [
            "a", "key: value", " ", "é", "中", "\n", "\n", "\n\n", "\r\n", "\r", "\u{85}", "…", "\u{2028}", "#",
        ]
        try await withEvery("seed", in: 0..<300) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let text = (0..<Int(random.next() % 40)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            var expected = [0]
            let bytes = Array(text.utf8)
            var index = 0
            while index < bytes.count {
                let length: Int? =
                    bytes[index] == 0x0A
                    ? 1
                    : bytes[index] == 0x0D
                        ? (index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1)
                        : bytes[index...].starts(with: [0xC2, 0x85])
                            ? 2
                            : bytes[index...].starts(with: [0xE2, 0x80, 0xA8]) ? 3 : nil
                if let length {
                    index += length
                    expected.append(index)
                } else {
                    index += 1
                }
            }
            #expect(SourceText(text).lineStarts == expected, "\(text.debugDescription)")
        }
    }
}
