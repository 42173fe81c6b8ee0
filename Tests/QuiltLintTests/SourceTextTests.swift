import QuiltCore
@testable import QuiltLint
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
}
