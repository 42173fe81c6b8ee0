import Quilt
import QuiltTestSupport
import Testing

/// Right to left worked by hand: `direction:` read from a page with located
/// errors, and frames and strip offsets computed on paper.
@Suite("Right to left: hand-worked pages")
struct RightToLeftLayoutTests {
    static func layout(_ text: String, width: Double) throws -> LayoutSnapshot {
        let file = PageFile.parse(text, path: "page.yaml", registry: .standard)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        return PageLayout.layout(try #require(file.page), width: width)
    }

    @Test func directionIsReadAndBadValuesAreLocated() throws {
        let page = PageFile.parse("page: p\ndirection: rtl\nsections: []\n", path: "page.yaml", registry: .standard)
        #expect(page.page?.direction == .rtl)
        #expect(
            PageFile.parse("page: p\nsections: []\n", path: "page.yaml", registry: .standard).page?.direction == .ltr)

        let bad = PageFile.parse(
            "page: p\ndirection: right-to-left\nsections: []\n", path: "page.yaml", registry: .standard)
        let problem = try #require(bad.diagnostics.first)
        #expect("\(problem.location.line):\(problem.location.column) \(problem.code)" == "2:12 unknown-value")
        #expect(problem.message.contains("expected one of ltr, rtl"), "\(problem.message)")
        #expect(problem.suggestion == "rtl")
        #expect(bad.page?.direction == .ltr)

        let wrongType = PageFile.parse(
            "page: p\ndirection: [rtl]\nsections: []\n", path: "page.yaml", registry: .standard)
        #expect(
            wrongType.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code)" } == ["2:12 wrong-type"])

        let misspelt = PageFile.parse("page: p\ndirecton: rtl\nsections: []\n", path: "page.yaml", registry: .standard)
        let unknown = try #require(misspelt.diagnostics.first)
        #expect(unknown.code == .unknownKey)
        #expect(unknown.suggestion == "direction")
    }

    /// Flex `flexStart` starts at the right: 200 wide, inset 5 (start) and
    /// 15 (end), items 30 and 40 wide, 10 apart. Left to right they sit at
    /// 5 and 45; right to left at 200 − 5 − 30 = 165 and 200 − 45 − 40 = 115.
    @Test func flexStartsAtTheRight() throws {
        let snapshot = try Self.layout(
            """
            page: p
            direction: rtl
            sections:
              - id: tags
                layout: {kind: flex, itemHeight: 20, interitemSpacing: 10, inset: {left: 5, right: 15}}
                size: {width: {field: w}}
                header: 30
                items: [{id: a, w: 30}, {id: b, w: 40}]
            """, width: 200)
        let section = snapshot.sections[0]
        #expect(
            section.items == [Rect(x: 165, y: 30, width: 30, height: 20), Rect(x: 115, y: 30, width: 40, height: 20)])
        #expect(section.header == Rect(x: 0, y: 0, width: 200, height: 30))
    }

    /// A waterfall's `leftToRight` fills from the start edge: with two
    /// columns 100 wide (200 wide, no spacing) the first item is in the
    /// right-hand column, the second in the left-hand one.
    @Test func waterfallFillsFromTheStartEdge() throws {
        let snapshot = try Self.layout(
            """
            page: p
            direction: rtl
            sections:
              - id: feed
                layout: {kind: waterfall, columns: 2, render: leftToRight}
                size: {height: {field: h}}
                items: [{id: a, h: 50}, {id: b, h: 70}, {id: c, h: 10}]
            """, width: 200)
        #expect(
            snapshot.sections[0].items == [
                Rect(x: 100, y: 0, width: 100, height: 50), Rect(x: 0, y: 0, width: 100, height: 70),
                Rect(x: 100, y: 50, width: 100, height: 10),
            ])
    }

    /// An item-paging strip 100 wide, items 60 wide and 10 apart after a
    /// start inset of 10 (end inset 10): content 10 + 60·3 + 10·2 + 10 =
    /// 220. Left to right the items are at 10, 80, 150 and stop at offsets
    /// 0, 70, 120 (140 is past the end, 120); right to left they are at
    /// 30, −40, −110 and stop at −120, −70, 0 (scrollLeft).
    @Test func itemPagingStripStartsAtTheRight() throws {
        let snapshot = try Self.layout(
            """
            page: p
            direction: rtl
            sections:
              - id: strip
                layout:
                  kind: list
                  arrange: horizontal
                  distribution: {absolute: 60}
                  itemRatio: {absolute: 40}
                  interitemSpacing: 10
                  inset: {left: 10, right: 10}
                  scrolling: itemPaging
                items: [{id: a}, {id: b}, {id: c}]
            """, width: 100)
        let section = snapshot.sections[0]
        #expect(section.items.map(\.x) == [30, -40, -110])
        let strip = try #require(section.strip)
        #expect(strip.contentWidth == 220)
        #expect(strip.snapOffsets == [-120, -70, 0])
        // Flicked towards the end (scrollLeft decreasing) from the start.
        #expect(strip.targetOffset(forProposed: -5, velocity: -1) == -70)
        #expect(strip.targetOffset(forProposed: -60, velocity: 0) == -70)
        #expect(strip.targetOffset(forProposed: 30, velocity: 0) == 0)
        // Scrolled to −70 the second item's right edge is at the start inset.
        #expect(section.items[1].maxX - (-70) == 100 - 10)
    }

    /// A grid's first column is the right-hand one, and a spanning item
    /// covers the columns to its left.
    @Test func gridColumnsRunFromTheRight() throws {
        let snapshot = try Self.layout(
            """
            page: p
            direction: rtl
            sections:
              - id: grid
                layout: {kind: grid, columns: [50, 1fr, 1fr], rowHeight: 30, columnGap: 10, lineSpacing: 0}
                size: {span: {columns: {field: span}}}
                items: [{id: a, span: 2}, {id: b, span: 1}, {id: c, span: 3}]
            """, width: 230)
        // Tracks 50, 80, 80 with 10-point gaps: left to right at 0, 60, 150.
        #expect(
            snapshot.sections[0].items == [
                Rect(x: 90, y: 0, width: 140, height: 30), Rect(x: 0, y: 0, width: 80, height: 30),
                Rect(x: 0, y: 30, width: 230, height: 30),
            ])
    }

    @Test func aPageStateViewAndAPlaceholderMirrorToo() throws {
        let snapshot = try Self.layout(
            """
            page: p
            direction: rtl
            sections:
              - id: empty
                layout: {kind: list, inset: {left: 20, right: 4}}
                placeholder: 40
                items: []
            """, width: 300)
        #expect(snapshot.sections[0].placeholder == Rect(x: 4, y: 0, width: 276, height: 40))
    }
}
