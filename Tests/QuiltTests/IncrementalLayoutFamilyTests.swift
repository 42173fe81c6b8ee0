import Quilt
import Testing
import QuiltTestSupport

/// Incremental relayout with every built-in family registered in
/// `Registry.standard`: generated pages of list, flex, waterfall and grid
/// sections (with size rules reading item data), generated edits (appends
/// most often), update through the diff, compare with a full layout —
/// frames, the families' state and visible-range queries.
@Suite("Incremental relayout with the built-in families")
struct IncrementalLayoutFamilyTests {
    /// An item with the data the sections' size rules read: a title (flex
    /// widths), a pixel size (waterfall aspect ratios), a column span (grid).
    static func item(_ id: String, _ random: inout SplitMix64) -> Item {
        let titles = ["Swift", "Go", "Objective-C", "中文标签", "TypeScript", "a long tag title"]
        return Item(
            id: id,
            data: .object([
                "id": .string(id), "title": .string(titles[random.below(titles.count)]),
                "w": .number(Double(300 + random.below(1500))), "h": .number(Double(300 + random.below(1500))),
                "span": .number(Double(1 + random.below(3))),
            ]))
    }

    static func section(_ id: String, _ random: inout SplitMix64) -> SectionSpec {
        let (layout, sizes) = layoutAndSizes(common: commonOptions(&random), &random)
        return SectionSpec(
            id: id, layout: layout,
            header: random.below(2) == 0
                ? SupplementarySpec(height: random.number(20...50), pinned: random.below(2) == 0) : nil,
            footer: random.below(4) == 0 ? SupplementarySpec(height: random.number(10...30)) : nil,
            placeholder: random.below(3) == 0 ? PlaceholderSpec(height: random.number(30...90)) : nil,
            items: (0..<random.below(50)).map { item("\(id)-\($0)", &random) }, sizes: sizes)
    }

    /// A generated arrangement, inset, spacing, scrolling and maxDisplay.
    static func commonOptions(_ random: inout SplitMix64) -> CommonLayoutOptions {
        let arrange: Arrange = random.below(3) == 0 ? .horizontal : .vertical
        let maxDisplay: MaxDisplay? = [
            nil, nil, MaxDisplay(count: random.below(40)),
            arrange == .vertical ? MaxDisplay(lines: random.below(8)) : nil,
        ][random.below(4)]
        let common = CommonLayoutOptions(
            arrange: arrange,
            inset: EdgeInsets(
                top: random.number(0...12), left: random.number(0...20), bottom: random.number(0...12),
                right: random.number(0...20)),
            lineSpacing: random.number(0...10), interitemSpacing: random.number(0...10),
            scrolling: ScrollingBehavior.allCases[random.below(5)], maxDisplay: maxDisplay)
        return common
    }

    /// A generated family with its options on `common`, and a size rule it reads.
    static func layoutAndSizes(
        common: CommonLayoutOptions, _ random: inout SplitMix64
    ) -> (LayoutSpec, any ItemSizeProvider) {
        let arrange = common.arrange
        let layout: LayoutSpec
        var sizes: any ItemSizeProvider = UnspecifiedItemSize()
        switch random.below(4) {
        case 0:
            let columns = (0..<(1 + random.below(4))).map { _ in
                random.below(3) == 0 ? GridTrack.points(random.number(20...120)) : GridTrack.fr(random.number(1...3))
            }
            layout = LayoutSpec(
                family: GridLayout(),
                options: GridLayout.Options(
                    common: common, columns: columns, rows: [.fr(1), .fr(1)],
                    flow: random.below(2) == 0 ? .sparse : .dense))
            switch random.below(3) {
            case 0: sizes = SizeRule(columnSpan: .field("span"))
            case 1: sizes = SizeRule(height: .text(textRule(&random)), columnSpan: .field("span"))
            default: break
            }
        case 1:
            layout = LayoutSpec(
                family: FlexLayout(),
                options: FlexLayout.Options(
                    common: common,
                    justify: [FlexJustify.flexStart, .center, .flexEnd, .spaceAround, .spaceBetween][random.below(5)],
                    itemHeight: random.number(20...40)))
            if random.below(2) == 0 {
                sizes = SizeRule(
                    text: .init(
                        field: "title", font: random.number(11...18),
                        padding: EdgeInsets(left: random.number(0...14), right: random.number(0...14))))
            }
        case 2:
            let renders: [WaterfallRender] =
                arrange == .vertical
                ? [.shortestFirst, .leftToRight, .rightToLeft] : [.shortestFirst, .topToBottom, .bottomToTop]
            layout = LayoutSpec(
                family: WaterfallLayout(),
                options: WaterfallLayout.Options(
                    common: common, columns: 1 + random.below(4), rows: 1 + random.below(3),
                    render: renders[random.below(3)],
                    horizontalContentHeight: random.below(2) == 0 ? random.number(100...300) : nil))
            switch random.below(4) {
            case 0: sizes = SizeRule(height: .text(textRule(&random)))
            case 1: break
            default: sizes = SizeRule(aspect: .init(widthField: "w", heightField: "h"))
            }
        default:
            var options = ListLayout.Options(
                common: common,
                distribution: [
                    .distribution(1 + random.below(4)), .fraction(0.45), .absolute(random.number(40...160)),
                ][random.below(3)],
                itemRatio: random.below(2) == 0 ? .absolute(random.number(20...90)) : .fraction(0.75))
            if arrange == .horizontal { options.rows = 1 + random.below(3) }
            layout = LayoutSpec(family: ListLayout(), options: options)
            switch random.below(3) {
            case 0: sizes = SizeRule(height: .text(textRule(&random)))
            case 1:
                let parts: [SizeRule.Stack.Part] = [
                    .aspect(.init(widthField: "w", heightField: "h")), .length(.text(textRule(&random))),
                ]
                sizes = SizeRule(
                    height: .stack(
                        SizeRule.Stack(parts: parts, spacing: random.number(0...8), minimum: random.number(0...60))))
            default: break
            }
        }
        return (layout, sizes)
    }

    /// A title's lines as a height (the estimate).
    static func textRule(_ random: inout SplitMix64) -> SizeRule.Text {
        SizeRule.Text(
            font: random.number(11...18), lineHeight: random.number(14...24),
            maxLines: random.below(3) == 0 ? 1 + random.below(3) : nil,
            padding: EdgeInsets(
                top: random.number(0...8), left: random.number(0...14), bottom: random.number(0...8),
                right: random.number(0...14)))
    }

    static func edit(_ page: PageSpec, _ random: inout SplitMix64, round: Int) -> PageSpec {
        var page = page
        for step in 0..<(1 + random.below(4)) {
            let count = page.sections.count
            switch random.below(10) {
            case 0: page.sections.insert(section("new\(round)-\(step)", &random), at: random.below(count + 1))
            case 1: if count > 0 { page.sections.remove(at: random.below(count)) }
            case 2: if count > 1 { page.sections.swapAt(random.below(count), random.below(count)) }
            case 3: if count > 0 { page.sections[random.below(count)].footer = SupplementarySpec(height: 12) }
            case 4:
                if count > 0 {
                    let index = random.below(count)
                    if !page.sections[index].items.isEmpty {
                        page.sections[index].items.remove(at: random.below(page.sections[index].items.count))
                    }
                }
            default:
                if count > 0 {
                    let index = random.below(count)
                    let id = page.sections[index].id
                    let start = page.sections[index].items.count
                    page.sections[index].items.append(
                        contentsOf: (0..<(1 + random.below(25))).map {
                            item("\(id)-more\(round)-\(step)-\(start + $0)", &random)
                        })
                }
            }
        }
        return page
    }

    @Test func equalsFullLayout() async throws {
        try await withEvery("seed", in: 1...6 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for round in 0..<40 {
                var page = PageSpec(
                    id: "p", sections: (0..<Int(random.next() % 5)).map { Self.section("s\(round)-\($0)", &random) })
                let width = [320.0, 390, 768][round % 3]
                var snapshot = PageLayout.layout(page, width: width)
                for step in 0..<4 {
                    let next = Self.edit(page, &random, round: round * 10 + step)
                    PageLayout.update(&snapshot, to: next, changes: Diff.changes(from: page, to: next))
                    page = next
                    let full = PageLayout.layout(page, width: width)
                    #expect(snapshot == full)
                    #expect(snapshot.sections.map(\.layoutResult) == full.sections.map(\.layoutResult))
                    #expect(snapshot.sections.map(\.strip) == full.sections.map(\.strip))
                    let y = Double(random.next() % UInt64(max(1, Int(full.contentHeight))))
                    let screen = Rect(x: 0, y: y, width: width, height: 844)
                    #expect(snapshot.elements(in: screen) == full.elements(in: screen))
                }
            }
        }
    }

    @Test func loadingMoreIntoAListAppendsInPlace() {
        let options = ListLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 8), distribution: .distribution(2), itemRatio: .absolute(50))
        var page = PageSpec(
            id: "feed",
            sections: [
                SectionSpec(
                    id: "feed", layout: LayoutSpec(family: ListLayout(), options: options),
                    items: (0..<100).map { Item(id: "\($0)") })
            ])
        var snapshot = PageLayout.layout(page, width: 390)
        for batch in 0..<5 {
            let start = page.sections[0].items.count
            page.sections[0].items.append(contentsOf: (start..<start + 20).map { Item(id: "\($0)") })
            let changes = PageChangeSet(items: [
                .init(sectionID: "feed", oldSection: 0, newSection: 0, changes: .appending(20, to: start))
            ])
            PageLayout.update(&snapshot, to: page, changes: changes)
            #expect(snapshot.sections[0].items.count == 120 + batch * 20)
        }
        #expect(snapshot == PageLayout.layout(page, width: 390))
        #expect(snapshot.contentHeight == 100 * 50 + 99 * 8)
    }
}
