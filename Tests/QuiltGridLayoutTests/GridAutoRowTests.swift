import QuiltCore
import QuiltGridLayout
import Testing

/// Rows sized by their items (CSS `grid-auto-rows: auto`), worked by hand
/// with the estimate: at 10 pt on 12-point lines, "a\na" is 24 high.
@Suite("Grid rows sized by their items")
struct GridAutoRowTests {
    let family = GridLayout()
    let text = SizeRule.Text(font: 10, lineHeight: 12, padding: .zero)

    func items(_ data: [DataValue]) -> [Item] { data.enumerated().map { Item(id: "\($0.offset)", data: $0.element) } }

    /// Two 100-point columns 10 apart, rows 10 apart.
    func options(rowHeight: Double? = nil) -> GridLayout.Options {
        GridLayout.Options(common: CommonLayoutOptions(lineSpacing: 10, interitemSpacing: 10), rowHeight: rowHeight)
    }

    @Test func eachRowIsAsTallAsItsTallestItem() {
        let data: [DataValue] = [
            .object(["title": .string("a\na")]), .object(["title": .string("a")]), .object([:]),
            .object(["title": .string("a")]),
        ]
        let result = family.layout(
            SectionLayoutInput(items: items(data), width: 210, sizes: SizeRule(height: .text(text))), options: options()
        )
        // Row 1: 24 and 12 → 24. Row 2: no title → the square default (100) and 12 → 100.
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 24),
                Rect(x: 110, y: 0, width: 100, height: 24),
                Rect(x: 0, y: 34, width: 100, height: 100),
                Rect(x: 110, y: 34, width: 100, height: 100),
            ])
        #expect(result.height == 134)
    }

    @Test func anItemSpanningRowsSharesWhatItLacksEqually() {
        // Five lines (60) over two rows of 12 and a 10-point gap: 26 more, 13 each.
        let data: [DataValue] = [
            .object(["title": .string("a\na\na\na\na"), "r": .number(2)]), .object(["title": .string("a")]),
            .object(["title": .string("a")]),
        ]
        let rule = SizeRule(height: .text(text), rowSpan: .field("r"))
        let result = family.layout(SectionLayoutInput(items: items(data), width: 210, sizes: rule), options: options())
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 60),
                Rect(x: 110, y: 0, width: 100, height: 25),
                Rect(x: 110, y: 35, width: 100, height: 25),
            ])
        #expect(result.height == 60)
    }

    @Test func rowHeightWinsOverItemHeights() {
        let data: [DataValue] = [.object(["title": .string("a\na\na")]), .object(["title": .string("a")])]
        let result = family.layout(
            SectionLayoutInput(items: items(data), width: 210, sizes: SizeRule(height: .text(text))),
            options: options(rowHeight: 20))
        #expect(result.itemFrames.map(\.height) == [20, 20])
    }

    @Test func aHorizontalGridsColumnsAreAsWideAsTheirText() {
        // One 40-point row: "aaaa" is 22 + 24 padding = 46 wide, "aa" 35.
        let options = GridLayout.Options(
            common: CommonLayoutOptions(arrange: .horizontal, interitemSpacing: 10), rows: [.points(40)])
        let rule = SizeRule(text: SizeRule.Text(font: 10))
        let result = family.layout(
            SectionLayoutInput(items: items([.string("aaaa"), .string("aa")]), width: 300, sizes: rule),
            options: options)
        #expect(
            result.itemFrames == [Rect(x: 0, y: 0, width: 46, height: 40), Rect(x: 56, y: 0, width: 35, height: 40)])
    }
}
