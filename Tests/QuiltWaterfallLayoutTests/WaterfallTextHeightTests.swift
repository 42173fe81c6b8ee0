import QuiltCore
import QuiltWaterfallLayout
import Testing

/// Cards as tall as their picture and wrapped title, in 100-point columns.
@Suite("Waterfall items sized by their text")
struct WaterfallTextHeightTests {
    let family = WaterfallLayout()
    let options = WaterfallLayout.Options(common: CommonLayoutOptions(lineSpacing: 10, interitemSpacing: 10))

    func items(_ data: [DataValue]) -> [Item] { data.enumerated().map { Item(id: "\($0.offset)", data: $0.element) } }

    @Test func textHeightsWrapAtTheColumnWidth() {
        // At 10 pt "aaaa aaaa aaaa aaaa aaaa" is 122 wide: two 12-point lines in 100.
        let rule = SizeRule(height: .text(SizeRule.Text(font: 10, lineHeight: 12, padding: .zero)))
        let data: [DataValue] = [
            .object(["title": .string("aaaa aaaa aaaa aaaa aaaa")]), .object(["title": .string("a")]), .object([:]),
        ]
        let result = family.layout(SectionLayoutInput(items: items(data), width: 210, sizes: rule), options: options)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 24),
                Rect(x: 110, y: 0, width: 100, height: 12),
                Rect(x: 110, y: 22, width: 100, height: 100),
            ])
    }

    @Test func aCardStacksItsPictureAndTitle() {
        // The picture is the column width × h ÷ w; then 4 points; then the title.
        let stack = SizeRule.Stack(
            parts: [
                .aspect(.init(widthField: "w", heightField: "h")),
                .length(.text(SizeRule.Text(font: 10, lineHeight: 12, padding: .zero))),
            ],
            spacing: 4)
        let data: [DataValue] = [
            .object(["w": .number(4), "h": .number(3), "title": .string("a\na")]),
            .object(["w": .number(1), "h": .number(1)]), .object(["title": .string("a")]),
        ]
        let result = family.layout(
            SectionLayoutInput(items: items(data), width: 210, sizes: SizeRule(height: .stack(stack))), options: options
        )
        let heights: [Double] = [75 + 4 + 24, 100, 12]
        #expect(result.itemFrames.map(\.height) == heights)
    }
}
