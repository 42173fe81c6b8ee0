import QuiltCore
import QuiltFlexLayout
import Testing

/// Hand-worked frames for every option; the arithmetic is in the comments.
@Suite("Flex layout frames")
struct FlexLayoutFrameTests {
    /// Items whose widths a `width: {field: w}` rule reads.
    func items(widths: [Double]) -> [Item] {
        widths.enumerated().map { Item(id: "i\($0.offset)", data: .object(["w": .number($0.element)])) }
    }

    static let widthField = SizeRule(width: .field("w"))

    func layout(_ items: [Item], width: Double, _ options: FlexLayout.Options, sizes: any ItemSizeProvider = widthField)
        -> SectionLayoutResult
    {
        FlexLayout().layout(SectionLayoutInput(items: items, width: width, sizes: sizes), options: options)
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    /// Width 300, inset 5/10/5/10: lines 280 long. Widths 60, 80, 100 fill
    /// 60 + 10 + 80 + 10 + 100 = 260 (free 20); 50 more would make 320, so
    /// it starts line 2 alone (free 230). Lines at y = 5 and 5 + 30 + 8 = 43.
    func justified(_ justify: FlexJustify) -> SectionLayoutResult {
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(
                inset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), lineSpacing: 8, interitemSpacing: 10),
            justify: justify, itemHeight: 30)
        return layout(items(widths: [60, 80, 100, 50]), width: 300, options)
    }

    /// spaceAround: a share of 20 / 3 around each item, half of it at the ends.
    static let spaceAroundXs: [Double] = {
        let share = 20.0 / 3
        let first = 10 + share / 2
        return [first, first + 60 + 10 + share, first + 60 + 80 + 2 * (10 + share), 125]
    }()

    @Test(arguments: [
        // flexStart: packed at the left inset.
        (FlexJustify.flexStart, [10.0, 80, 170, 10]),
        // flexEnd: 20 free before line 1, 230 before line 2.
        (.flexEnd, [30, 100, 190, 240]),
        // center: half the free space first: 10 and 115.
        (.center, [20, 90, 180, 125]),
        // spaceBetween: 20 free over 2 gaps, so 10 + 10 between; one item starts at the left.
        (.spaceBetween, [10, 90, 190, 10]),
        // spaceAround: 20 / 3 around each item, half at the ends; one item is centred.
        (.spaceAround, spaceAroundXs),
    ])
    func justifyDistributesEachLinesFreeSpace(justify: FlexJustify, xs: [Double]) {
        let result = justified(justify)
        #expect(close(result.itemFrames.map(\.x), xs), "\(result.itemFrames)")
        #expect(result.itemFrames.map(\.y) == [5, 5, 5, 43])
        #expect(result.itemFrames.map(\.width) == [60, 80, 100, 50])
        #expect(result.itemFrames.allSatisfy { $0.height == 30 })
        // 5 + 30 + 8 + 30 + 5.
        #expect(result.height == 78)
        #expect(result.contentWidth == nil)
    }

    @Test(arguments: FlexJustify.allCases)
    func aFullLineHasNoFreeSpaceForAnyJustify(justify: FlexJustify) {
        // 135 + 10 + 135 = 280 exactly: nothing to share.
        let options = FlexLayout.Options(common: CommonLayoutOptions(interitemSpacing: 10), justify: justify)
        let result = layout(items(widths: [135, 135]), width: 280, options)
        #expect(result.itemFrames.map(\.x) == [0, 145])
    }

    @Test(arguments: FlexJustify.allCases)
    func anItemWiderThanTheLineGetsALineOfItsOwnClampedToIt(justify: FlexJustify) {
        // Lines 280 long. 400 is clamped to 280 (CSS `max-width: 100%`): it
        // cannot join 100, and 50 cannot join it. Its free space is 0, so every
        // justify puts it at the left inset (CSS's fallbacks for negative free
        // space never arise).
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(inset: EdgeInsets(left: 10, right: 10), lineSpacing: 4, interitemSpacing: 10),
            justify: justify, itemHeight: 20)
        let result = layout(items(widths: [100, 400, 50]), width: 300, options)
        #expect(result.itemFrames.map(\.y) == [0, 24, 48])
        #expect(result.itemFrames[1] == Rect(x: 10, y: 24, width: 280, height: 20))
        #expect(result.height == 68)
    }

    @Test func horizontalIsOneLineThatJustifiesWhileItFits() {
        // Visible line 280; 60 + 10 + 80 = 150 leaves 130, centred: 65 first.
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(
                arrange: .horizontal, inset: EdgeInsets(top: 4, left: 10, bottom: 6, right: 10), interitemSpacing: 10),
            justify: .center, itemHeight: 24)
        let result = layout(items(widths: [60, 80]), width: 300, options)
        #expect(
            result.itemFrames == [Rect(x: 75, y: 4, width: 60, height: 24), Rect(x: 145, y: 4, width: 80, height: 24)])
        #expect(result.height == 34)
        #expect(result.contentWidth == 300)
    }

    @Test(arguments: FlexJustify.allCases)
    func anOverflowingStripStartsAtTheLeadingInset(justify: FlexJustify) {
        // 200 + 10 + 150 + 10 + 300 = 670 > 280: negative free space aligns
        // safely at the start, items are not clamped, and the strip scrolls
        // over 10 + 670 + 10.
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(
                arrange: .horizontal, inset: EdgeInsets(left: 10, right: 10), interitemSpacing: 10),
            justify: justify, itemHeight: 24)
        let result = layout(items(widths: [200, 150, 300]), width: 300, options)
        #expect(result.itemFrames.map(\.x) == [10, 220, 380])
        #expect(result.itemFrames.map(\.width) == [200, 150, 300])
        #expect(result.contentWidth == 690)
    }

    @Test func horizontalSpaceBetweenSpreadsOverTheVisibleWidth() {
        // 3 × 50 + 2 × 10 = 170 in 300: 130 over 2 gaps, 65 extra each.
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(arrange: .horizontal, interitemSpacing: 10), justify: .spaceBetween,
            itemHeight: 24)
        let result = layout(items(widths: [50, 50, 50]), width: 300, options)
        #expect(result.itemFrames.map(\.x) == [0, 125, 250])
    }

    /// 100-wide items, 10 apart, in a 280 line: two per line (210; a third
    /// would make 320). Seven items fill four lines.
    func capped(_ maxDisplay: MaxDisplay?, arrange: Arrange = .vertical) -> SectionLayoutResult {
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(arrange: arrange, lineSpacing: 5, interitemSpacing: 10, maxDisplay: maxDisplay),
            itemHeight: 20)
        return layout(items(widths: Array(repeating: 100, count: 7)), width: 280, options)
    }

    @Test func maxDisplayLinesShowsTheFirstLines() {
        let result = capped(MaxDisplay(lines: 2))
        #expect(result.itemFrames.count == 4)
        #expect(result.itemFrames.map(\.y) == [0, 0, 25, 25])
        // 20 + 5 + 20.
        #expect(result.height == 45)
    }

    @Test func maxDisplayCountShowsTheFirstItems() {
        let result = capped(MaxDisplay(count: 3))
        #expect(result.itemFrames.map(\.y) == [0, 0, 25])
        #expect(result.height == 45)
    }

    @Test func linesWinOverCount() {
        #expect(capped(MaxDisplay(count: 1, lines: 2)).itemFrames.count == 4)
        #expect(capped(MaxDisplay(count: 6, lines: 1)).itemFrames.count == 2)
    }

    @Test func zeroLinesShowNothing() {
        let result = capped(MaxDisplay(lines: 0))
        #expect(result.itemFrames.isEmpty)
        #expect(result.height == 0)
    }

    @Test func horizontalMaxDisplayCountsItems() {
        let result = capped(MaxDisplay(count: 3), arrange: .horizontal)
        #expect(result.itemFrames.map(\.x) == [0, 110, 220])
        // The strip scrolls over 3 × 100 + 2 × 10.
        #expect(result.contentWidth == 320)
    }

    @Test func withoutASizeRuleTheTitleIsEstimated() {
        // 14 pt, 12 pt padding each side: "swift" 5 × 0.55 em = 38.5 → 39 + 24;
        // "中文" 2 em = 28 + 24; "go go" 4 × 0.55 + 0.3 em = 35 + 24; 42
        // displays as "42": 1.1 em = 15.4 → 16 + 24. No title: itemHeight wide.
        let data: [DataValue] = [
            .object(["title": .string("swift")]), .object(["title": .string("中文")]),
            .object(["title": .string("go go")]),
            .object(["title": .number(42)]), .object(["id": .string("x")]), .null,
        ]
        let items = data.enumerated().map { Item(id: "i\($0.offset)", data: $0.element) }
        let result = layout(items, width: 1000, FlexLayout.Options(itemHeight: 32), sizes: UnspecifiedItemSize())
        #expect(result.itemFrames.map(\.width) == [63, 52, 59, 40, 32, 32])
        #expect(result.itemFrames.map(\.x) == [0, 63, 115, 174, 214, 246])
    }

    @Test func sizeRuleWidths() {
        // Lines 200 long: a fixed 80, a fraction 0.25 × 200, a text estimate.
        let item = Item(id: "a", data: .object(["label": .string("abcd"), "title": .string("ignored")]))
        let fixed = layout([item], width: 200, FlexLayout.Options(), sizes: SizeRule(width: .points(80)))
        #expect(fixed.itemFrames.map(\.width) == [80])
        let fraction = layout(
            [item], width: 220, FlexLayout.Options(common: CommonLayoutOptions(inset: EdgeInsets(left: 10, right: 10))),
            sizes: SizeRule(width: .fraction(0.25)))
        #expect(fraction.itemFrames.map(\.width) == [50])
        // 4 × 0.55 em × 10 pt = 22, plus 2 × 4.
        let text = layout(
            [item], width: 200, FlexLayout.Options(),
            sizes: SizeRule(text: .init(field: "label", font: 10, padding: EdgeInsets(left: 4, right: 4))))
        #expect(text.itemFrames.map(\.width) == [30])
    }

    @Test func dataThatDoesNotFitTheRuleFallsBackToTheDefaultWidth() {
        // `w` missing, text, negative, infinite (from a JSON string): each item
        // falls back to its title estimate, or to itemHeight without one.
        let data: [DataValue] = [
            .object(["title": .string("ab")]), .object(["w": .string("wide")]),
            .object(["w": .number(-5), "title": .string("ab")]),
            .object(["w": .string("1e999")]), .object(["w": .string("70")]),
        ]
        let items = data.enumerated().map { Item(id: "i\($0.offset)", data: $0.element) }
        let result = layout(items, width: 1000, FlexLayout.Options(itemHeight: 30))
        // "ab": 1.1 em × 14 = 15.4 → 16 + 24 = 40. A numeric string counts.
        #expect(result.itemFrames.map(\.width) == [40, 30, 40, 30, 70])
    }

    @Test func codeCanPassItsOwnSizeProvider() {
        struct Measured: ItemSizeProvider {
            func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure {
                // A negative width is not usable: the family's default applies.
                ItemMeasure(width: index == 2 ? -1 : available / 4 + Double(index))
            }
        }
        let result = layout(
            items(widths: [0, 0, 0]), width: 400, FlexLayout.Options(itemHeight: 25), sizes: Measured())
        #expect(result.itemFrames.map(\.width) == [100, 101, 25])
    }

    @Test func emptySectionsHaveOnlyTheirInsets() {
        let options = FlexLayout.Options(
            common: CommonLayoutOptions(inset: EdgeInsets(top: 3, left: 0, bottom: 4, right: 0)))
        #expect(layout([], width: 300, options).height == 7)
        #expect(layout([], width: 300, options).itemFrames.isEmpty)
    }
}
