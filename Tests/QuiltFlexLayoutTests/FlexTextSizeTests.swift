import QuiltCore
import QuiltFlexLayout
import Testing

/// Chips as wide as their text; a chip narrowed to its line wraps and grows,
/// and a line is as tall as its tallest chip.
@Suite("Flex chips sized by their text")
struct FlexTextSizeTests {
    let family = FlexLayout()
    /// 10 pt, 12-point lines, 12 points either side.
    let rule = SizeRule(text: SizeRule.Text(font: 10, lineHeight: 12))

    @Test func aChipTooWideForItsLineWrapsAndGrows() {
        // Seven words: 22·7 + 3·6 = 172 + 24 > 100. At 100 − 24 = 76 three words
        // a line (72): three lines, 36 high. "aa" (11 + 24) starts the next line.
        let items = [
            Item(id: "long", data: .string("aaaa aaaa aaaa aaaa aaaa aaaa aaaa")),
            Item(id: "short", data: .string("aa")),
        ]
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 8, interitemSpacing: 8), itemHeight: 30)
        let result = family.layout(SectionLayoutInput(items: items, width: 100, sizes: rule), options: options)
        #expect(
            result.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 36), Rect(x: 0, y: 44, width: 35, height: 30)])
        #expect(result.height == 74)
    }

    @Test func aLineIsAsTallAsItsTallestChip() {
        let sized = SizeRule(height: .field("h"), text: SizeRule.Text(font: 10))
        let items = [
            Item(id: "a", data: .object(["title": .string("aa"), "h": .number(20)])),
            Item(id: "b", data: .object(["title": .string("aa"), "h": .number(50)])),
            Item(id: "c", data: .object(["title": .string("aaaaaaaaaaaa")])),
        ]
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 5, interitemSpacing: 5), itemHeight: 30)
        let result = family.layout(SectionLayoutInput(items: items, width: 100, sizes: sized), options: options)
        // "aa" chips are 35 wide; the third (66 + 24 = 90) starts a new line below the 50-point chip.
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 35, height: 20), Rect(x: 40, y: 0, width: 35, height: 50),
                Rect(x: 0, y: 55, width: 90, height: 30),
            ])
        #expect(result.height == 85)
    }

    @Test func plainStringItemsAreMeasuredWithoutARule() {
        // The default estimate reads the string itself: "swift" is ⌈5 × 0.55 × 14⌉ + 24 = 63.
        let items = [Item(id: "#0", data: .string("swift")), Item(id: "#1", data: .string("kotlin"))]
        let result = family.layout(
            SectionLayoutInput(items: items, width: 390),
            options: FlexLayout.Options(common: CommonLayoutOptions(interitemSpacing: 8)))
        #expect(result.itemFrames.map(\.width) == [63, 71])
        #expect(result.itemFrames.map(\.height) == [30, 30])
    }

    @Test func appendingContinuesFromTheLastLinesTop() {
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 8, interitemSpacing: 8), itemHeight: 30)
        let all = ["aaaa aaaa aaaa aaaa aaaa aaaa aaaa", "aa", "aaa", "aaaa aaaa aaaa aaaa aaaa", "a", "aa"]
            .enumerated().map {
                Item(id: "\($0.offset)", data: .string($0.element))
            }
        for first in 0...all.count {
            var result = family.layout(
                SectionLayoutInput(items: Array(all.prefix(first)), width: 100, sizes: rule), options: options)
            let full = SectionLayoutInput(items: all, width: 100, sizes: rule)
            #expect(family.extend(&result, appendedFrom: first, input: full, options: options), "from \(first)")
            #expect(result == family.layout(full, options: options), "from \(first)")
        }
    }
}
