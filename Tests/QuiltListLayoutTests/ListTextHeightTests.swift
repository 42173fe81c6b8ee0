import QuiltCore
import QuiltListLayout
import Testing

/// Rows as tall as their text, worked by hand with the estimate: at 10 pt a
/// letter is 5.5 pt and a space 3 pt, so "aaaa aaaa aaaa" is 72 pt.
@Suite("List rows sized by their text")
struct ListTextHeightTests {
    let family = ListLayout()
    /// 12-point lines, 4 points above and below, 5 either side.
    let rule = SizeRule(
        height: .text(
            SizeRule.Text(font: 10, lineHeight: 12, padding: EdgeInsets(top: 4, left: 5, bottom: 4, right: 5))))

    func items(_ titles: [String?]) -> [Item] {
        titles.enumerated().map { index, title in
            Item(id: "\(index)", data: title.map { .object(["title": .string($0)]) } ?? .object([:]))
        }
    }

    @Test func eachRowIsAsTallAsItsLines() {
        // 90 points for text: four words (97) take two lines → 4 + 24 + 4; "aa" one; no title: itemRatio's 44.
        let input = SectionLayoutInput(items: items(["aaaa aaaa aaaa aaaa", "aa", nil]), width: 100, sizes: rule)
        let result = family.layout(
            input, options: ListLayout.Options(common: CommonLayoutOptions(inset: EdgeInsets(top: 5), lineSpacing: 10)))
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 5, width: 100, height: 32),
                Rect(x: 0, y: 47, width: 100, height: 20),
                Rect(x: 0, y: 77, width: 100, height: 44),
            ])
        #expect(result.height == 121)
    }

    @Test func aRowOfSeveralIsAsTallAsItsTallestItem() {
        let input = SectionLayoutInput(items: items(["aaaa aaaa aaaa aaaa", "aa", nil]), width: 210, sizes: rule)
        let result = family.layout(
            input,
            options: ListLayout.Options(
                common: CommonLayoutOptions(lineSpacing: 10, interitemSpacing: 10), distribution: .distribution(2)))
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 32),
                Rect(x: 110, y: 0, width: 100, height: 32),
                Rect(x: 0, y: 42, width: 100, height: 44),
            ])
        #expect(result.height == 86)
    }

    @Test func maxLinesCapsTheLinesAndPlainStringsAreTheirOwnText() {
        var capped = rule
        capped.height = .text(SizeRule.Text(font: 10, lineHeight: 12, maxLines: 1, padding: .zero))
        let input = SectionLayoutInput(
            items: [Item(id: "s", data: .string("aaaa aaaa aaaa aaaa")), Item(id: "t", data: .string("a"))], width: 50,
            sizes: capped)
        let result = family.layout(input, options: ListLayout.Options())
        #expect(result.itemFrames.map(\.height) == [12, 12])
    }

    @Test func stacksAddTheirPartsAndSpacing() {
        // An 80-point picture, 4 points, the title; at least 100.
        let stack = SizeRule.Stack(
            parts: [.length(.points(80)), .length(.text(SizeRule.Text(font: 10, lineHeight: 12, padding: .zero)))],
            spacing: 4, minimum: 100)
        let input = SectionLayoutInput(
            items: items(["a", "a\na\na\na", nil]), width: 100, sizes: SizeRule(height: .stack(stack)))
        let result = family.layout(input, options: ListLayout.Options())
        // 80 + 4 + 12 → 100; 80 + 4 + 48 = 132; no title: the picture alone, 80 → 100.
        #expect(result.itemFrames.map(\.height) == [100, 132, 100])
    }

    @Test func appendingLaysTheLastRowAgain() {
        let options = ListLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 10, interitemSpacing: 10), distribution: .distribution(2))
        let all = items(["aa", "aaaa aaaa aaaa aaaa", "aa", nil, "a"])
        for first in 0...all.count {
            var result = family.layout(
                SectionLayoutInput(items: Array(all.prefix(first)), width: 210, sizes: rule), options: options)
            let full = SectionLayoutInput(items: all, width: 210, sizes: rule)
            #expect(family.extend(&result, appendedFrom: first, input: full, options: options), "from \(first)")
            #expect(result == family.layout(full, options: options), "from \(first)")
        }
    }
}
