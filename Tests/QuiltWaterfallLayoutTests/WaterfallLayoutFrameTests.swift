import QuiltCore
import QuiltWaterfallLayout
import Testing

/// Hand-worked frames for every option; the arithmetic is in the comments.
@Suite("Waterfall layout frames")
struct WaterfallLayoutFrameTests {
    static let aspect = SizeRule(aspect: .init(widthField: "w", heightField: "h"))

    /// Items with pixel sizes `(w, h)`; nil is an item without them.
    func items(_ shapes: [(Double, Double)?]) -> [Item] {
        shapes.enumerated().map { index, shape in
            guard let shape else { return Item(id: "i\(index)") }
            return Item(id: "i\(index)", data: .object(["w": .number(shape.0), "h": .number(shape.1)]))
        }
    }

    func layout(
        _ items: [Item], width: Double, _ options: WaterfallLayout.Options, sizes: any ItemSizeProvider = aspect
    ) -> SectionLayoutResult {
        WaterfallLayout().layout(SectionLayoutInput(items: items, width: width, sizes: sizes), options: options)
    }

    /// Width 390, inset 10/15/10/15, spacing 9: three columns share
    /// 360 − 2 × 9 = 342, 114 each, at x = 15, 138, 261. Heights are 114 ×
    /// h ÷ w: 171, 114, 57, 228, and 114 for the item without a shape.
    func feed(_ render: WaterfallRender) -> SectionLayoutResult {
        let options = WaterfallLayout.Options(
            common: CommonLayoutOptions(
                inset: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15), lineSpacing: 9, interitemSpacing: 9),
            columns: 3, render: render)
        return layout(items([(100, 150), (1, 1), (2, 1), (1, 2), nil]), width: 390, options)
    }

    @Test func shortestFirstFillsTheColumnThatEndsHighest() {
        // After three items the columns end at 10 + 171 + 9 = 190, 133 and 76:
        // the fourth goes to column 2 at 76 (ending at 313), the fifth to
        // column 1 at 133.
        let result = feed(.shortestFirst)
        #expect(
            result.itemFrames == [
                Rect(x: 15, y: 10, width: 114, height: 171),
                Rect(x: 138, y: 10, width: 114, height: 114),
                Rect(x: 261, y: 10, width: 114, height: 57),
                Rect(x: 261, y: 76, width: 114, height: 228),
                Rect(x: 138, y: 133, width: 114, height: 114),
            ])
        // Column 2 is the tallest: 57 + 9 + 228 = 294, plus the insets.
        #expect(result.height == 314)
        #expect(result.contentWidth == nil)
        #expect(result.continuation == [190, 256, 313])
    }

    @Test func leftToRightDealsInTurn() {
        let result = feed(.leftToRight)
        #expect(result.itemFrames.map(\.x) == [15, 138, 261, 15, 138])
        #expect(result.itemFrames.map(\.y) == [10, 10, 10, 190, 133])
        // Column 0: 171 + 9 + 228 = 408.
        #expect(result.height == 428)
    }

    @Test func rightToLeftDealsInTurnFromTheRight() {
        let result = feed(.rightToLeft)
        #expect(result.itemFrames.map(\.x) == [261, 138, 15, 261, 138])
        #expect(result.itemFrames.map(\.y) == [10, 10, 10, 190, 133])
    }

    @Test func tiesGoToTheLeftmostColumn() {
        // Equal heights: every column ends level after each round.
        let options = WaterfallLayout.Options(columns: 3)
        let result = layout(items(Array(repeating: (1, 1), count: 5)), width: 300, options)
        #expect(result.itemFrames.map(\.x) == [0, 100, 200, 0, 100])
        #expect(result.itemFrames.map(\.y) == [0, 0, 0, 100, 100])
    }

    /// Width 300, inset 10, two rows share 210 less 10 spacing: 100 each, at
    /// y = 10 and 120. Widths are 100 × w ÷ h: 400, 100 (no shape), 50.
    func strip(_ render: WaterfallRender) -> SectionLayoutResult {
        let options = WaterfallLayout.Options(
            common: CommonLayoutOptions(
                arrange: .horizontal, inset: EdgeInsets(all: 10), lineSpacing: 10, interitemSpacing: 5),
            rows: 2, render: render, horizontalContentHeight: 210)
        return layout(items([(4, 1), nil, (1, 2)]), width: 300, options)
    }

    @Test func horizontalShortestFirstFillsTheRowThatEndsLeftmost() {
        // Row 0 ends at 10 + 400 + 5 = 415, row 1 at 115: the third item goes
        // to row 1.
        let result = strip(.shortestFirst)
        #expect(
            result.itemFrames == [
                Rect(x: 10, y: 10, width: 400, height: 100),
                Rect(x: 10, y: 120, width: 100, height: 100),
                Rect(x: 115, y: 120, width: 50, height: 100),
            ])
        #expect(result.height == 230)
        // The longest row is 400: the strip scrolls over 10 + 400 + 10.
        #expect(result.contentWidth == 420)
    }

    @Test func topToBottomAndBottomToTopDealInTurn() {
        #expect(strip(.topToBottom).itemFrames.map(\.y) == [10, 120, 10])
        #expect(strip(.topToBottom).itemFrames.map(\.x) == [10, 10, 415])
        #expect(strip(.bottomToTop).itemFrames.map(\.y) == [120, 10, 120])
        #expect(strip(.bottomToTop).itemFrames.map(\.x) == [10, 10, 415])
    }

    @Test func horizontalWithoutAContentHeightHas100PointRows() {
        // Three rows of 100 with 4 between: the strip is 308 high; a strip
        // shorter than the section reports the section's width.
        let options = WaterfallLayout.Options(
            common: CommonLayoutOptions(arrange: .horizontal, lineSpacing: 4), rows: 3)
        let result = layout(items([nil, nil]), width: 300, options)
        #expect(result.height == 308)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 104, width: 100, height: 100),
            ])
        #expect(result.contentWidth == 300)
    }

    @Test func maxDisplayCountShowsTheFirstItems() {
        let options = WaterfallLayout.Options(common: CommonLayoutOptions(maxDisplay: MaxDisplay(count: 3)), columns: 2)
        let result = layout(items(Array(repeating: (1, 1), count: 6)), width: 200, options)
        #expect(result.itemFrames.count == 3)
        #expect(result.height == 200)
    }

    @Test func sizeRuleHeightsAndTheirFallbacks() {
        // Columns of 100. `height: {field: h}`: 40; a missing field, text and a
        // negative value are square (100); `height: {fraction: 0.5}` is 50.
        let options = WaterfallLayout.Options(columns: 1)
        let data: [DataValue] = [
            .object(["h": .number(40)]), .object([:]), .object(["h": .string("tall")]), .object(["h": .number(-3)]),
            .object(["h": .string("25")]),
        ]
        let items = data.enumerated().map { Item(id: "i\($0.offset)", data: $0.element) }
        #expect(
            layout(items, width: 100, options, sizes: SizeRule(height: .field("h"))).itemFrames.map(\.height) == [
                40, 100, 100, 100, 25,
            ])
        #expect(
            layout(items, width: 100, options, sizes: SizeRule(height: .fraction(0.5))).itemFrames.map(\.height) == [
                50, 50, 50, 50, 50,
            ])
        // An aspect rule with zero or missing sides is square.
        #expect(
            layout(self.items([(0, 5), (5, 0), nil]), width: 100, options).itemFrames.map(\.height) == [100, 100, 100])
    }

    @Test func horizontalWidthsFromTheRule() {
        // Rows 100 high; `width: {field: w}` reads the width; `{fraction: 0.5}`
        // is half the visible width (300 − 2 × 10).
        let options = WaterfallLayout.Options(
            common: CommonLayoutOptions(arrange: .horizontal, inset: EdgeInsets(left: 10, right: 10)), rows: 1,
            horizontalContentHeight: 100)
        let items = [Item(id: "a", data: .object(["w": .number(70)])), Item(id: "b")]
        #expect(
            layout(items, width: 300, options, sizes: SizeRule(width: .field("w"))).itemFrames.map(\.width) == [
                70, 100,
            ])
        #expect(
            layout(items, width: 300, options, sizes: SizeRule(width: .fraction(0.5))).itemFrames.map(\.width) == [
                140, 140,
            ])
    }

    @Test func codeCanPassItsOwnSizeProvider() {
        struct Measured: ItemSizeProvider {
            func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
                // A non-finite height is not usable: the square default applies.
                ItemMeasure(height: index == 1 ? .infinity : available / 2 + Double(index))
            }
        }
        let result = layout(items([nil, nil, nil]), width: 200, WaterfallLayout.Options(columns: 2), sizes: Measured())
        #expect(result.itemFrames.map(\.height) == [50, 100, 52])
        #expect(result.itemFrames.map(\.y) == [0, 0, 50])
    }

    @Test func withoutASizeRuleItemsAreSquare() {
        let result = layout(
            items([nil, (1, 9)]), width: 200, WaterfallLayout.Options(columns: 2), sizes: UnspecifiedItemSize())
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 100, y: 0, width: 100, height: 100),
            ])
    }

    @Test func laneCountsBuiltInCodeAreKeptInRange() {
        // The decoder allows 1…1000; options built in code are clamped the same way.
        let none = layout(items([nil]), width: 100, WaterfallLayout.Options(columns: 0))
        #expect(none.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 100)])
        let many = layout(items([nil]), width: 1000, WaterfallLayout.Options(columns: 50_000_000))
        #expect(many.itemFrames.first?.width == 1)
        #expect(many.continuation.count == WaterfallLayout.maximumLanes)
    }
}
