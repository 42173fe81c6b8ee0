import Quilt
import QuiltTestSupport
import Testing

/// Collapsible sections with every built-in family: what a collapsed section
/// lays out against a reference written from the definition (its first
/// `count` items; the items before the first one that starts line
/// `lines + 1`, found in a layout of the whole section), and toggling as a
/// change set — equal to a diff of the two pages, and applied by
/// `PageLayout.update` to equal a full layout — mixed with loading-style edits.
@Suite("Collapsible sections with the built-in families")
struct CollapseToggleTests {
    /// A section of the incremental tests' generator, collapsible half the time.
    static func section(_ id: String, _ random: inout SplitMix64) -> SectionSpec {
        var section = IncrementalLayoutFamilyTests.section(id, &random)
        if random.below(2) == 0 {
            let show: Collapsible.Show = random.below(2) == 0 ? .count(random.below(13)) : .lines(random.below(5))
            let toggle: Collapsible.Toggle = section.header != nil && random.below(2) == 0 ? .header : .footer
            section.collapsible = Collapsible(show: show, isCollapsed: random.below(3) > 0, toggle: toggle)
        }
        return section
    }

    /// The ids a collapsed section shows, from the definition.
    static func referenceIDs(_ section: SectionSpec, width: Double) -> [String] {
        var whole = section
        whole.collapsible = nil
        let all = PageLayout.layout(whole, width: width, top: 0)
        guard let collapsible = section.collapsible, collapsible.isCollapsed else { return all.itemIDs }
        var shown: Int
        switch collapsible.show {
        case .count(let count):
            shown = count
        case .lines(let lines):
            guard section.layout.arrange == .vertical else { return all.itemIDs }
            // Line 1 starts at item 0; a new line at each item whose top is below the one before.
            let tops = all.items.map(\.minY)
            var line = tops.isEmpty ? 0 : 1
            shown = tops.count
            for index in tops.indices.dropFirst() where tops[index] > tops[index - 1] {
                line += 1
                if line == lines + 1 {
                    shown = index
                    break
                }
            }
            if lines == 0 { shown = 0 }
        }
        // maxDisplay may cut the prefix further, as it cuts the whole.
        var prefix = section
        prefix.collapsible = nil
        prefix.items = Array(section.items.prefix(shown))
        return PageLayout.layout(prefix, width: width, top: 0).itemIDs
    }

    @Test func collapsedSectionsShowTheirPrefixAndToggleAsChangeSets() async throws {
        try await withEvery("seed", in: 1...8 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            for round in 0..<30 {
                var page = PageSpec(
                    id: "p",
                    sections: (0..<(1 + Int(random.next() % 4))).map { Self.section("s\(round)-\($0)", &random) })
                let width = [320.0, 390, 768][round % 3]
                var snapshot = PageLayout.layout(page, width: width)
                for step in 0..<6 {
                    for (index, section) in page.sections.enumerated() {
                        #expect(
                            snapshot.sections[index].itemIDs == Self.referenceIDs(section, width: width),
                            "section \(section.id)")
                        let collapse = snapshot.sections[index].collapse
                        #expect((collapse == nil) == (section.collapsible == nil))
                        if let collapse, collapse.isCollapsed {
                            #expect(
                                collapse.hiddenItemCount == section.items.count
                                    - snapshot.sections[index].totalItemCount)
                        }
                    }
                    let collapsible = page.sections.filter { $0.collapsible != nil }
                    let next: PageSpec
                    let changes: PageChangeSet
                    if !collapsible.isEmpty, random.next() % 3 > 0 {
                        let id = collapsible[Int(random.next() % UInt64(collapsible.count))].id
                        let toggled = try #require(page.toggling(section: id))
                        #expect(toggled.changes == Diff.changes(from: page, to: toggled.page), "toggling \(id)")
                        (next, changes) = toggled
                    } else {
                        next = IncrementalLayoutFamilyTests.edit(page, &random, round: round * 10 + step)
                        changes = Diff.changes(from: page, to: next)
                    }
                    PageLayout.update(&snapshot, to: next, changes: changes)
                    page = next
                    #expect(snapshot == PageLayout.layout(page, width: width))
                }
            }
        }
    }

    @Test func expandingACountInsertsAndCollapsingDeletes() throws {
        let options = ListLayout.Options(distribution: .distribution(2), itemRatio: .absolute(50))
        let page = PageSpec(
            id: "p",
            sections: [
                SectionSpec(
                    id: "tags", layout: LayoutSpec(family: ListLayout(), options: options),
                    collapsible: Collapsible(show: .count(3)), items: (0..<7).map { Item(id: "t\($0)") })
            ])
        let collapsed = PageLayout.layout(page, width: 200)
        #expect(collapsed.sections[0].itemIDs == ["t0", "t1", "t2"])
        #expect(
            collapsed.sections[0].collapse
                == SectionCollapse(isCollapsed: true, hiddenItemCount: 4, toggle: .footer, canToggle: true))
        // Two rows of 50, then the generated 44-point footer.
        #expect(collapsed.sections[0].footer == Rect(x: 0, y: 100, width: 200, height: 44))
        let expand = try #require(page.toggling(section: "tags"))
        #expect(expand.changes.items.map(\.changes) == [ChangeSet(inserts: [3, 4, 5, 6])])
        var snapshot = collapsed
        PageLayout.update(&snapshot, to: expand.page, changes: expand.changes)
        #expect(snapshot.sections[0].itemIDs.count == 7)
        #expect(snapshot.sections[0].collapse?.isCollapsed == false)
        #expect(snapshot.sections[0].footer == Rect(x: 0, y: 200, width: 200, height: 44), "Show less")
        let collapse = try #require(expand.page.toggling(section: "tags"))
        #expect(collapse.changes.items.map(\.changes) == [ChangeSet(deletes: [6, 5, 4, 3])])
        #expect(page.toggling(section: "nope") == nil)
        #expect(page.settingCollapsed(false, section: "nope") == nil)
    }

    @Test func linesKeepWholeRows() throws {
        // Three per row: a collapse to 2 lines shows 6 of 10; nothing to hide with 5.
        let options = ListLayout.Options(
            common: CommonLayoutOptions(lineSpacing: 4), distribution: .distribution(3), itemRatio: .absolute(40))
        func page(_ count: Int, collapsed: Bool = true) -> PageSpec {
            PageSpec(
                id: "p",
                sections: [
                    SectionSpec(
                        id: "grid", layout: LayoutSpec(family: ListLayout(), options: options),
                        header: SupplementarySpec(height: 30),
                        collapsible: Collapsible(show: .lines(2), isCollapsed: collapsed, toggle: .header),
                        items: (0..<count).map { Item(id: "g\($0)") })
                ])
        }
        let ten = PageLayout.layout(page(10), width: 300).sections[0]
        #expect(ten.itemIDs.count == 6)
        #expect(
            ten.collapse == SectionCollapse(isCollapsed: true, hiddenItemCount: 4, toggle: .header, canToggle: true))
        #expect(ten.footer == nil, "the header toggles: no footer is generated")
        #expect(ten.itemsArea.height == 84)
        let five = PageLayout.layout(page(5), width: 300).sections[0]
        #expect(five.itemIDs.count == 5)
        #expect(five.collapse?.canToggle == false)
        let expanded = PageLayout.layout(page(10, collapsed: false), width: 300).sections[0]
        #expect(expanded.itemIDs.count == 10)
        #expect(expanded.collapse?.canToggle == true, "four rows: collapsing would hide two")
        // Lines depend on the width: toggling updates the section.
        let toggle = try #require(page(10).toggling(section: "grid"))
        #expect(toggle.changes.sections.updates == [ChangeSet.Update(from: 0, to: 0)])
        #expect(toggle.changes.items.isEmpty)
    }

    /// Three 10-point squares per row; counts every item it lays out.
    struct RowsOfThree: LayoutFamily {
        struct Options: LayoutOptions, Hashable {
            var arrange = Arrange.vertical
            var inset = EdgeInsets.zero
            var scrolling = ScrollingBehavior.none
        }

        let name = "rowsOfThree"
        let counter: CallCounter

        func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> Options { Options() }

        func layout(_ input: SectionLayoutInput, options: Options) -> SectionLayoutResult {
            for _ in input.items { counter.record("item") }
            let frames = input.items.indices.map {
                Rect(x: Double($0 % 3) * 10, y: Double($0 / 3) * 10, width: 10, height: 10)
            }
            return SectionLayoutResult(itemFrames: frames, height: Double((input.items.count + 2) / 3) * 10)
        }
    }

    @Test func aLongSectionCollapsedToLinesLaysOutItsPrefixOnly() {
        // A million items collapsed to one row of three: the engine lays out
        // prefixes of 64 items (then 256, …) until one holds a second row,
        // then the row itself — not the section.
        let counter = CallCounter()
        let section = SectionSpec(
            id: "big", layout: LayoutSpec(family: RowsOfThree(counter: counter), options: RowsOfThree.Options()),
            collapsible: Collapsible(show: .lines(1)), items: (0..<1_000_000).map { Item(id: "\($0)") })
        let snapshot = PageLayout.layout(PageSpec(id: "p", sections: [section]), width: 300)
        #expect(snapshot.sections[0].itemIDs == ["0", "1", "2"])
        #expect(snapshot.sections[0].collapse?.hiddenItemCount == 999_997)
        #expect(counter.count("item") == 64 + 3)
    }
}
