import QuiltCore
import QuiltListLayout
import Testing

/// Hand-worked frames for every list option. Numbers are chosen so that the
/// arithmetic is exact in binary floating point.
@Suite("List layout frames")
struct ListLayoutFrameTests {
    let family = ListLayout()

    func layout(_ count: Int, width: Double = 390, _ options: ListLayout.Options) -> SectionLayoutResult {
        family.layout(SectionLayoutInput(items: (0..<count).map { Item(id: "\($0)") }, width: width), options: options)
    }

    @Test func tableRows() {
        let result = layout(
            3,
            ListLayout.Options(
                common: CommonLayoutOptions(lineSpacing: 0.5), distribution: .distribution(1), itemRatio: .absolute(44))
        )
        #expect(
            result.itemFrames == [
                Rect(x: 0, y: 0, width: 390, height: 44),
                Rect(x: 0, y: 44.5, width: 390, height: 44),
                Rect(x: 0, y: 89, width: 390, height: 44),
            ])
        #expect(result.height == 133)
        #expect(result.contentWidth == nil)
    }

    @Test func defaultsAreOneFullWidth44PointRowPerItem() {
        let result = layout(2, ListLayout.Options())
        #expect(
            result.itemFrames == [Rect(x: 0, y: 0, width: 390, height: 44), Rect(x: 0, y: 44, width: 390, height: 44)])
    }

    /// 375 wide, inset 10/15, spacing 15: (345 − 2·15) / 3 = 105 wide, 0.8 × 105 = 84 high.
    @Test func threePerRowWithFractionalRatioAndInset() {
        let result = layout(
            5, width: 375,
            ListLayout.Options(
                common: CommonLayoutOptions(
                    inset: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15), lineSpacing: 10, interitemSpacing: 15),
                distribution: .distribution(3), itemRatio: .fraction(0.8)))
        #expect(
            result.itemFrames == [
                Rect(x: 15, y: 10, width: 105, height: 84),
                Rect(x: 135, y: 10, width: 105, height: 84),
                Rect(x: 255, y: 10, width: 105, height: 84),
                Rect(x: 15, y: 104, width: 105, height: 84),
                Rect(x: 135, y: 104, width: 105, height: 84),
            ])
        #expect(result.height == 198)
    }

    /// A fraction of the content width: 0.25 × 400 = 100; (400 + 10) / 110 → 3 per line.
    @Test func fractionalWidthFitsAsManyAsPossible() {
        let result = layout(
            4, width: 400,
            ListLayout.Options(
                common: CommonLayoutOptions(interitemSpacing: 10), distribution: .fraction(0.25),
                itemRatio: .absolute(20)))
        #expect(result.itemFrames.map(\.x) == [0, 110, 220, 0])
        #expect(result.itemFrames.map(\.y) == [0, 0, 0, 20])
        #expect(result.itemFrames.allSatisfy { $0.width == 100 })
    }

    /// Absolute widths: (320 + 10) / 110 → 3 per line; a width over the content width is clamped.
    @Test func absoluteWidthAndClamp() {
        let three = layout(
            4, width: 320,
            ListLayout.Options(
                common: CommonLayoutOptions(interitemSpacing: 10), distribution: .absolute(100),
                itemRatio: .absolute(10)))
        #expect(three.itemFrames.map(\.x) == [0, 110, 220, 0])
        let wide = layout(2, width: 320, ListLayout.Options(distribution: .absolute(500), itemRatio: .fraction(0.5)))
        #expect(
            wide.itemFrames == [Rect(x: 0, y: 0, width: 320, height: 160), Rect(x: 0, y: 160, width: 320, height: 160)])
    }

    /// 390 wide, inset 10: item 0.5 × 370 = 185 wide, 50 high; 3 rows with 5 between;
    /// items fill top to bottom, then left to right.
    @Test func horizontalStripOfThreeRows() {
        let result = layout(
            7,
            ListLayout.Options(
                common: CommonLayoutOptions(
                    arrange: .horizontal, inset: EdgeInsets(all: 10), lineSpacing: 5, interitemSpacing: 10),
                distribution: .fraction(0.5), itemRatio: .absolute(50), rows: 3))
        let xs: [Double] = [10, 10, 10, 205, 205, 205, 400]
        let ys: [Double] = [10, 65, 120, 10, 65, 120, 10]
        let expected = zip(xs, ys).map { Rect(x: $0.0, y: $0.1, width: 185, height: 50) }
        #expect(result.itemFrames == expected)
        #expect(result.height == 180)
        #expect(result.contentWidth == 595)
    }

    /// 130 high with 60-point items and 10 between: (130 + 10) / 70 → 2 rows; count cap 5.
    @Test func horizontalContentHeightDecidesRows() {
        let result = layout(
            6,
            ListLayout.Options(
                common: CommonLayoutOptions(
                    arrange: .horizontal, lineSpacing: 10, interitemSpacing: 8, maxDisplay: MaxDisplay(count: 5)),
                distribution: .absolute(120), itemRatio: .absolute(60), horizontalContentHeight: 130))
        let corners: [[Double]] = result.itemFrames.map { [$0.x, $0.y] }
        #expect(corners == [[0, 0], [0, 70], [128, 0], [128, 70], [256, 0]])
        #expect(result.height == 130)
        // 3 columns: 3 × 120 + 2 × 8 = 376, narrower than the strip, so the strip width.
        #expect(result.contentWidth == 390)
    }

    @Test func itemTallerThanTheStripIsClamped() {
        let result = layout(
            2,
            ListLayout.Options(
                common: CommonLayoutOptions(arrange: .horizontal, interitemSpacing: 10),
                distribution: .absolute(100), itemRatio: .absolute(60), horizontalContentHeight: 40))
        #expect(
            result.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 110, y: 0, width: 100, height: 40)])
        #expect(result.height == 40)
    }

    @Test func rowsWinOverContentHeight() {
        let result = layout(
            4,
            ListLayout.Options(
                common: CommonLayoutOptions(arrange: .horizontal),
                distribution: .absolute(50), itemRatio: .absolute(20), rows: 2, horizontalContentHeight: 500))
        #expect(result.height == 40)
        #expect(result.itemFrames.map(\.y) == [0, 20, 0, 20])
    }

    @Test(arguments: [
        (MaxDisplay(count: 3), 3),
        (MaxDisplay(lines: 2), 4),
        (MaxDisplay(count: 3, lines: 2), 4),
        (MaxDisplay(count: 0), 0),
        (MaxDisplay(lines: 10), 7),
    ])
    func maxDisplayLinesWinOverCount(cap: MaxDisplay, shown: Int) {
        let result = layout(
            7,
            ListLayout.Options(
                common: CommonLayoutOptions(lineSpacing: 8, maxDisplay: cap), distribution: .distribution(2),
                itemRatio: .absolute(36)))
        #expect(result.itemFrames.count == shown)
        let lines = Double((shown + 1) / 2)
        let height: Double = lines == 0 ? 0 : lines * 36 + (lines - 1) * 8
        #expect(result.height == height)
    }

    @Test func horizontalMaxDisplayCount() {
        let result = layout(
            10,
            ListLayout.Options(
                common: CommonLayoutOptions(arrange: .horizontal, maxDisplay: MaxDisplay(count: 4)),
                distribution: .absolute(50), itemRatio: .absolute(20), rows: 2))
        #expect(result.itemFrames.count == 4)
        #expect(result.contentWidth == 390)
    }
}
