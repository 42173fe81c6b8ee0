import QuiltCore
import QuiltGridLayout
import Testing

/// Hand-worked frames for every option; the arithmetic is in the comments.
@Suite("Grid layout frames")
struct GridLayoutFrameTests {
    func items(_ count: Int) -> [Item] { (0..<count).map { Item(id: "i\($0)") } }

    func items(_ data: [DataValue]) -> [Item] {
        data.enumerated().map { Item(id: "i\($0.offset)", data: $0.element) }
    }

    func layout(
        _ items: [Item], width: Double, _ options: GridLayout.Options,
        sizes: any ItemSizeProvider = UnspecifiedItemSize()
    ) -> SectionLayoutResult {
        GridLayout().layout(SectionLayoutInput(items: items, width: width, sizes: sizes), options: options)
    }

    @Test func equalColumnsWithInsetAndGaps() {
        // Content 330 − 2 × 15 = 300; three tracks share 300 − 2 × 15 = 270: 90 each.
        let options = GridLayout.Options(
            common: CommonLayoutOptions(
                inset: EdgeInsets(top: 5, left: 15, bottom: 5, right: 15), lineSpacing: 10, interitemSpacing: 15),
            columns: [.fr(1), .fr(1), .fr(1)], rowHeight: 50)
        let result = layout(items(4), width: 330, options)
        #expect(
            result.itemFrames == [
                Rect(x: 15, y: 5, width: 90, height: 50),
                Rect(x: 120, y: 5, width: 90, height: 50),
                Rect(x: 225, y: 5, width: 90, height: 50),
                Rect(x: 15, y: 65, width: 90, height: 50),
            ])
        // Two rows: 5 + 50 + 10 + 50 + 5.
        #expect(result.height == 120)
        #expect(result.contentWidth == nil)
    }

    @Test func fixedAndFractionTracks() {
        // [100, 1fr, 2fr] in 420 with 10 gaps: leftover 420 − 100 − 20 = 300, 1fr = 100.
        let options = GridLayout.Options(
            columns: [.points(100), .fr(1), .fr(2)], rowHeight: 40, columnGap: 10, rowGap: 5)
        let result = layout(items(4), width: 420, options)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 40),
                Rect(x: 110, y: 0, width: 100, height: 40),
                Rect(x: 220, y: 0, width: 200, height: 40),
                Rect(x: 0, y: 45, width: 100, height: 40),
            ])
        #expect(result.height == 85)
    }

    @Test func fractionsSummingBelowOneLeaveSpace() {
        // CSS divides by max(1, Σfr): 0.5fr of 200 is 100, not 200.
        let result = layout(items(1), width: 200, GridLayout.Options(columns: [.fr(0.5)], rowHeight: 10))
        #expect(result.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 10)])
    }

    @Test func fixedTracksWiderThanTheSpaceOverflowAsInCSS() {
        // Fixed tracks never shrink; the fr track gets nothing.
        let result = layout(
            items(3), width: 100, GridLayout.Options(columns: [.points(80), .points(60), .fr(1)], rowHeight: 10))
        #expect(result.itemFrames.map(\.width) == [80, 60, 0])
        #expect(result.itemFrames.map(\.x) == [0, 80, 140])
    }

    @Test func columnSpansSparseLeaveHoles() {
        // A and B span two of three 100-wide columns. B does not fit beside A, so
        // it starts row 1; the cursor never goes back, so the hole at (0, 2) stays.
        let options = GridLayout.Options(
            columns: [.fr(1), .fr(1), .fr(1)], rowHeight: 100, span: GridSpan(columns: .field("w")))
        let data: [DataValue] = [.object(["w": .number(2)]), .object(["w": .number(2)]), .null, .null]
        let result = layout(items(data), width: 300, options)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 200, height: 100),
                Rect(x: 0, y: 100, width: 200, height: 100),
                Rect(x: 200, y: 100, width: 100, height: 100),
                Rect(x: 0, y: 200, width: 100, height: 100),
            ])
        #expect(result.height == 300)
    }

    @Test func denseFlowFillsHoles() {
        // Same items, dense: C goes back to the hole at (0, 2), D to (1, 2).
        let options = GridLayout.Options(
            columns: [.fr(1), .fr(1), .fr(1)], rowHeight: 100, flow: .dense, span: GridSpan(columns: .field("w")))
        let data: [DataValue] = [.object(["w": .number(2)]), .object(["w": .number(2)]), .null, .null]
        let result = layout(items(data), width: 300, options)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 200, height: 100),
                Rect(x: 0, y: 100, width: 200, height: 100),
                Rect(x: 200, y: 0, width: 100, height: 100),
                Rect(x: 200, y: 100, width: 100, height: 100),
            ])
        #expect(result.height == 200)
    }

    @Test func rowSpansBlockTheRowsBelow() {
        // A spans two rows (50 + 10 + 50 = 110 high); D skips A's second cell.
        let options = GridLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 10), columns: [.fr(1), .fr(1), .fr(1)], rowHeight: 50,
            span: GridSpan(rows: .field("h")))
        let data: [DataValue] = [.object(["h": .number(2)]), .null, .null, .null, .null, .null]
        let result = layout(items(data), width: 300, options)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 110),
                Rect(x: 100, y: 0, width: 100, height: 50),
                Rect(x: 200, y: 0, width: 100, height: 50),
                Rect(x: 100, y: 60, width: 100, height: 50),
                Rect(x: 200, y: 60, width: 100, height: 50),
                Rect(x: 0, y: 120, width: 100, height: 50),
            ])
        #expect(result.height == 170)
    }

    @Test func literalSpansApplyToEveryItemAndAreClampedToTheGrid() {
        // Two 100-wide columns with a 10 gap; a span of 5 is clamped to 2 (210 wide).
        let options = GridLayout.Options(
            columns: [.fr(1), .fr(1)], rowHeight: 20, columnGap: 10, span: GridSpan(columns: .literal(5)))
        let result = layout(items(2), width: 210, options)
        #expect(
            result.itemFrames == [Rect(x: 0, y: 0, width: 210, height: 20), Rect(x: 0, y: 20, width: 210, height: 20)])
    }

    @Test func spanFieldsReadNumbersAndNumericStringsAndDefaultToOne() {
        let options = GridLayout.Options(
            columns: [.fr(1), .fr(1), .fr(1), .fr(1)], rowHeight: 10, span: GridSpan(columns: .field("w")))
        let data: [DataValue] = [
            .object(["w": .string("3")]), .object(["w": .number(0)]), .object(["w": .string("wide")]),
            .object(["w": .number(2.7)]),
        ]
        // 3, then 1 (0 is not a span), 1 (not a number), 2 (whole part).
        let result = layout(items(data), width: 400, options)
        #expect(result.itemFrames.map(\.width) == [300, 100, 100, 200])
        #expect(result.itemFrames.map(\.y) == [0, 0, 10, 10])
    }

    @Test func literalAndFieldSpansMixAndItemsWithoutDataUseTheLiterals() {
        // Columns: literal 2 for everyone; rows from `h`, 1 when the item has no object.
        let options = GridLayout.Options(
            columns: [.fr(1), .fr(1)], rowHeight: 10, span: GridSpan(columns: .literal(2), rows: .field("h")))
        let result = layout(items([.null, .object(["h": .number(3)]), .string("plain")]), width: 100, options)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 0, y: 10, width: 100, height: 30),
                Rect(x: 0, y: 40, width: 100, height: 10),
            ])
        // One field may drive both spans.
        let square = GridLayout.Options(
            columns: [.fr(1), .fr(1), .fr(1)], rowHeight: 10, span: GridSpan(columns: .field("s"), rows: .field("s")))
        #expect(
            layout(items([.object(["s": .number(2), "title": .string("x")])]), width: 300, square).itemFrames == [
                Rect(x: 0, y: 0, width: 200, height: 20)
            ])
    }

    @Test func sizeRuleSpansWinOverTheSpanOption() {
        struct FirstIsWide: ItemSizeProvider {
            func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
                index == 0 ? ItemMeasure(columnSpan: 2, rowSpan: 2) : .unspecified
            }
        }
        let options = GridLayout.Options(
            columns: [.fr(1), .fr(1), .fr(1)], rowHeight: 30, span: GridSpan(rows: .literal(1)))
        let result = layout(items(3), width: 300, options, sizes: FirstIsWide())
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 200, height: 60),
                Rect(x: 200, y: 0, width: 100, height: 30),
                Rect(x: 200, y: 30, width: 100, height: 30),
            ])
    }

    @Test func aSizeRulesSpanWinsPerAxisWheneverItGivesOne() {
        // The rule reads columns from `c`; the grid's option says 2 × 2. An item
        // whose `c` is 1 spans 1 column (the rule said so); an item without a
        // usable `c` falls back to the option's 2. Rows always come from the
        // option: the rule gives none.
        let rule = SizeRule(columnSpan: .field("c"))
        let options = GridLayout.Options(
            columns: Array(repeating: .fr(1), count: 3), rowHeight: 10,
            span: GridSpan(columns: .literal(2), rows: .literal(2)))
        let data: [DataValue] = [
            .object(["c": .number(1)]), .object(["c": .string("x")]), .object(["c": .number(3)]), .null,
        ]
        let result = layout(items(data), width: 300, options, sizes: rule)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 20),
                Rect(x: 100, y: 0, width: 200, height: 20),
                Rect(x: 0, y: 20, width: 300, height: 20),
                Rect(x: 0, y: 40, width: 200, height: 20),
            ])
    }

    @Test func itemRatioSetsTheRowHeightFromTheColumnWidth() {
        // Two columns of 100: fraction 0.5 → rows 50; absolute → 30; default → square.
        let half = layout(
            items(3), width: 200, GridLayout.Options(columns: [.fr(1), .fr(1)], itemRatio: .fraction(0.5)))
        #expect(half.itemFrames.map(\.height) == [50, 50, 50])
        #expect(half.height == 100)
        let fixed = layout(
            items(1), width: 200, GridLayout.Options(columns: [.fr(1), .fr(1)], itemRatio: .absolute(30)))
        #expect(fixed.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 30)])
        let square = layout(items(1), width: 200, GridLayout.Options())
        #expect(square.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 100)])
        // Unequal tracks: the average column (100 + 200) / 2 = 150 is the unit.
        let average = layout(
            items(1), width: 300, GridLayout.Options(columns: [.fr(1), .fr(2)], itemRatio: .fraction(0.2)))
        #expect(average.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 30)])
    }

    @Test func gapsFallBackToTheCommonSpacings() {
        let options = GridLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 7, interitemSpacing: 20), columns: [.fr(1), .fr(1)], rowHeight: 10)
        let result = layout(items(3), width: 220, options)
        // (220 − 20) / 2 = 100; the second row starts at 10 + 7.
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 120, y: 0, width: 100, height: 10),
                Rect(x: 0, y: 17, width: 100, height: 10),
            ])
        var own = options
        own.columnGap = 0
        own.rowGap = 1
        #expect(layout(items(3), width: 220, own).itemFrames.map(\.minX) == [0, 110, 0])
        #expect(layout(items(3), width: 220, own).itemFrames.map(\.minY) == [0, 0, 11])
    }

    @Test func maxDisplayLinesKeepsItemsWithinTheRows() {
        let plain = GridLayout.Options(
            common: CommonLayoutOptions(maxDisplay: MaxDisplay(count: 1, lines: 2)), columns: [.fr(1), .fr(1)],
            rowHeight: 10)
        // Lines win over count: two rows of two.
        let result = layout(items(7), width: 200, plain)
        #expect(result.itemFrames.count == 4)
        #expect(result.height == 20)
        // The third item would reach row 3 (rows 1–2), so the run stops before it.
        var spanning = plain
        spanning.span = GridSpan(rows: .field("h"))
        let data: [DataValue] = [.null, .null, .object(["h": .number(2)]), .null]
        let cut = layout(items(data), width: 200, spanning)
        #expect(cut.itemFrames.count == 2)
        #expect(cut.height == 10)
    }

    @Test func maxDisplayCountCapsItems() {
        let options = GridLayout.Options(
            common: CommonLayoutOptions(maxDisplay: MaxDisplay(count: 3)), columns: [.fr(1), .fr(1)], rowHeight: 10)
        let result = layout(items(7), width: 200, options)
        #expect(result.itemFrames.count == 3)
        #expect(result.height == 20)
    }

    @Test func horizontalStripPlacesColumnMajor() {
        // Two rows share 100 − 10 = 90: 45 each, at y = 10 and 65 (inset 10);
        // columns 60 wide, 5 apart, from x = 10.
        let options = GridLayout.Options(
            common: CommonLayoutOptions(arrange: .horizontal, inset: EdgeInsets(all: 10), scrolling: .paging),
            rows: [.fr(1), .fr(1)], columnWidth: 60, horizontalContentHeight: 100, columnGap: 5, rowGap: 10)
        let result = layout(items(5), width: 100, options)
        #expect(
            result.itemFrames == [
                Rect(x: 10, y: 10, width: 60, height: 45),
                Rect(x: 10, y: 65, width: 60, height: 45),
                Rect(x: 75, y: 10, width: 60, height: 45),
                Rect(x: 75, y: 65, width: 60, height: 45),
                Rect(x: 140, y: 10, width: 60, height: 45),
            ])
        #expect(result.height == 120)
        // 10 + 3 × 60 + 2 × 5 + 10.
        #expect(result.contentWidth == 210)
    }

    @Test func horizontalFractionRowsUseRowHeightWithoutAStripHeight() {
        // No horizontalContentHeight: 1fr = rowHeight 30, so [1fr, 2fr] = 30, 60;
        // columns default to the average row, 45.
        let options = GridLayout.Options(
            common: CommonLayoutOptions(arrange: .horizontal), rows: [.fr(1), .fr(2)], rowHeight: 30)
        let result = layout(items(3), width: 375, options)
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 45, height: 30), Rect(x: 0, y: 30, width: 45, height: 60),
                Rect(x: 45, y: 0, width: 45, height: 30),
            ])
        #expect(result.height == 90)
        #expect(result.contentWidth == 375)
        // itemRatio {fraction: 0.5}: columns are 45 ÷ 0.5 = 90 wide.
        var ratio = options
        ratio.itemRatio = .fraction(0.5)
        #expect(layout(items(3), width: 375, ratio).itemFrames.map(\.width) == [90, 90, 90])
    }

    @Test func horizontalSpansAndDenseFlow() {
        // Three 20-high rows, 50-wide columns. A spans two rows; B spans two
        // columns and cannot fit in the 1-row gap under A, so sparse puts it in
        // column 1; C goes to column 1's last row... sparse: after B, cursor row 2.
        let options = GridLayout.Options(
            common: CommonLayoutOptions(arrange: .horizontal), rows: [.fr(1), .fr(1), .fr(1)], columnWidth: 50,
            horizontalContentHeight: 60, span: GridSpan(columns: .field("w"), rows: .field("h")))
        let data: [DataValue] = [
            .object(["h": .number(2)]), .object(["w": .number(2), "h": .number(2)]), .null, .null,
        ]
        let sparse = layout(items(data), width: 100, options)
        // A (col 0, rows 0–1); B rows 0–1 of cols 1–2 (does not fit at row 2 of col 0);
        // C: cursor at column 1 row 2; D: column 2 row 2.
        #expect(
            sparse.itemFrames == [
                Rect(x: 0, y: 0, width: 50, height: 40),
                Rect(x: 50, y: 0, width: 100, height: 40),
                Rect(x: 50, y: 40, width: 50, height: 20),
                Rect(x: 100, y: 40, width: 50, height: 20),
            ])
        #expect(sparse.contentWidth == 150)
        var dense = options
        dense.flow = .dense
        // Dense: C fills the hole at column 0, row 2; D goes to column 1, row 2.
        #expect(
            layout(items(data), width: 100, dense).itemFrames == [
                Rect(x: 0, y: 0, width: 50, height: 40),
                Rect(x: 50, y: 0, width: 100, height: 40),
                Rect(x: 0, y: 40, width: 50, height: 20),
                Rect(x: 50, y: 40, width: 50, height: 20),
            ])
    }

    @Test func manyColumnsUseSeveralOccupancyWords() {
        // 130 columns of 1 point: the 129th item with a 3-column span cannot fit
        // in the 2 columns left in row 0 and starts row 1.
        let options = GridLayout.Options(
            columns: Array(repeating: .points(1), count: 130), rowHeight: 1, span: GridSpan(columns: .field("w")))
        var data = Array(repeating: DataValue.null, count: 128)
        data.append(.object(["w": .number(3)]))
        data.append(.null)
        let result = layout(items(data), width: 130, options)
        #expect(result.itemFrames[127] == Rect(x: 127, y: 0, width: 1, height: 1))
        #expect(result.itemFrames[128] == Rect(x: 0, y: 1, width: 3, height: 1))
        #expect(result.itemFrames[129] == Rect(x: 3, y: 1, width: 1, height: 1))
    }

    @Test func emptySectionHasOnlyItsInsets() {
        let result = layout([], width: 300, GridLayout.Options(common: CommonLayoutOptions(inset: EdgeInsets(all: 8))))
        #expect(result.itemFrames.isEmpty)
        #expect(result.height == 16)
    }
}
