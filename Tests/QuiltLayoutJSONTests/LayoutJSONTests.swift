import Quilt
import Testing

/// The layout JSON is the same bytes on every build: whole numbers up to
/// 10^15 and the thousandths of lengths are written through 64-bit
/// integers, so a 32-bit build (WebAssembly) prints what a 64-bit one does.
@Suite("Layout JSON")
struct LayoutJSONTests {
    @Test func largeWholeNumbersPrintWithoutExponentOrOverflow() {
        #expect(JSONWriter.format(5e9) == "5000000000")
        #expect(JSONWriter.format(-999_999_999_999_999) == "-999999999999999")
        #expect(DataValue.number(5e9).displayText == "5000000000")
        #expect(NumberText.format(3_000_000.5) == "3000000.5")
        #expect(NumberText.format(2e9) == "2000000000")
        #expect(NumberText.format(-2e9) == "-2000000000")
        #expect(NumberText.format(2e13) == "20000000000000")
        #expect(NumberRange.format(5e9) == "5,000,000,000")
        #expect(NumberRange.describe(-4e12) == "-4000000000000")
    }

    @Test func aPageWithDataBeyondThirtyTwoBitsKeepsItsNumbers() throws {
        let file = PageFile.parse(
            """
            page: p
            sections:
              - id: a
                items: [{id: x, title: big, views: 5000000000, ratio: 0.5}]
            """, path: "p.yaml", registry: .standard)
        let page = try #require(file.page)
        let json = LayoutJSON(pretty: false).encode(PageLayout.layout(page, width: 390), withDataOf: page)
        #expect(json.hasSubstring(#""views":5000000000"#))
        #expect(json.hasSubstring(#""ratio":0.5"#))
    }
}
