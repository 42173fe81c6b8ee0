import Quilt
import QuiltTestSupport
import Testing

/// Items sized by their section's view in every family, and the parts a
/// snapshot gives for them: heights at the family's width, natural widths
/// for chips and strips, a size rule's parts winning over the view's.
@Suite("Items sized by views")
struct ViewSizingTests {
    /// The estimate measures these texts: "aaaa" at 10 pt is 22 pt, a line 12.
    static let row = "{row: [{text: title, font: 10, lineHeight: 12}], padding: 4}"

    static func page(_ sections: String, width: Double = 200) throws -> (PageSpec, LayoutSnapshot) {
        let file = PageFile.parse("page: p\nsections:\n" + sections, path: "p.yaml", registry: .standard)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let page = try #require(file.page)
        return (page, PageLayout.layout(page, width: width))
    }

    @Test func aVerticalListIsAsTallAsEachItemsView() throws {
        let (_, snapshot) = try Self.page(
            """
              - id: s
                layout: {kind: list, itemRatio: {absolute: 99}}
                view: \(Self.row)
                items: [{id: a, title: aaaa}, {id: b, title: aaaa aaaa aaaa aaaa}, {id: c}]
            """, width: 60)
        // One line, two lines (20 + 22 + 3 > 52), none (the padding alone).
        #expect(snapshot.sections[0].items.map(\.height) == [20, 32, 8])
        let parts = snapshot.sections[0].parts(ofItem: 1)
        #expect(parts.map(\.frame) == [Rect(x: 4, y: 24, width: 52, height: 24)])
        #expect(parts.first?.lines == ["aaaa aaaa", "aaaa aaaa"])
    }

    @Test func flexChipsAreAsWideAsTheirViewAndGrowWhenNarrowed() throws {
        let (_, snapshot) = try Self.page(
            """
              - id: s
                layout: {kind: flex, itemHeight: 16, interitemSpacing: 4}
                view: \(Self.row)
                items: [{id: a, title: aaaa}, {id: b, title: aaaa aaaa aaaa aaaa aaaa aaaa aaaa aaaa}]
            """, width: 100)
        let items = snapshot.sections[0].items
        // 22 + 8 wide, at least itemHeight tall; the long one narrowed to the line wraps.
        #expect(items[0].size == Size(width: 30, height: 20))
        #expect(items[1].width == 100 && items[1].height == 8 + 3 * 12)
    }

    @Test func horizontalStripsTakeWidthsFromTheView() throws {
        let (_, snapshot) = try Self.page(
            """
              - id: w
                layout: {kind: waterfall, arrange: horizontal, rows: 1, horizontalContentHeight: 40}
                view: \(Self.row)
                items: [{id: a, title: aaaa}, {id: b, title: aaaaaaaa}]
              - id: g
                layout: {kind: grid, arrange: horizontal, rows: 1, rowHeight: 40}
                view: \(Self.row)
                items: [{id: a, title: aaaa}, {id: b, title: aaaaaaaa}]
            """)
        #expect(snapshot.sections[0].items.map(\.width) == [30, 52])
        #expect(snapshot.sections[1].items.map(\.width) == [30, 52])
        // The view is laid out in the strip's row height: stretched.
        #expect(snapshot.sections[0].parts(ofItem: 0).first?.frame.height == 32)
    }

    @Test func aSizeRulesPartWinsOverTheViewWithAWarning() throws {
        let file = PageFile.parse(
            """
            page: p
            sections:
              - id: s
                layout: {kind: list}
                size: {height: 50}
                view: \(Self.row)
                items: [{id: a, title: aaaa}]
              - id: t
                layout: {kind: grid, columns: 2}
                size: {span: {columns: 2}}
                view: \(Self.row)
                items: [{id: a, title: aaaa}]
            """, path: "p.yaml", registry: .standard)
        #expect(file.diagnostics.map(\.code) == [.viewSizeConflict])
        #expect(file.diagnostics.first?.location.line == 5)
        let snapshot = PageLayout.layout(try #require(file.page), width: 100)
        #expect(snapshot.sections[0].items.first?.height == 50)
        // A span is the rule's, the height the view's.
        #expect(snapshot.sections[1].items.first == Rect(x: 0, y: 50, width: 100, height: 20))
    }

    @Test func partsAreMirroredRightToLeftAndFollowAStripsItems() throws {
        let (page, _) = try Self.page(
            """
              - id: s
                layout: {kind: list, arrange: horizontal, distribution: {absolute: 80}, itemRatio: {absolute: 30}, inset: {left: 10}}
                view: {row: [{text: title, font: 10, lineHeight: 12}], padding: {left: 4}}
                items: [{id: a, title: aaaa}, {id: b, title: aa}]
            """)
        var rtl = page
        rtl.direction = .rtl
        let snapshot = PageLayout.layout(rtl, width: 200)
        let item = try #require(snapshot.sections[0].itemFrame(at: 1))
        let text = try #require(snapshot.sections[0].parts(ofItem: 1).first)
        // The padding is on the start side: the item's right edge, right to
        // left; the text is as wide as its content, not the row.
        #expect(text.frame.maxX == item.maxX - 4 && text.frame.width < 76)
        #expect(snapshot.sections[0].parts(ofItem: 2).isEmpty)
    }

    @Test func appendedItemsKeepTheirDataForTheirParts() throws {
        let (page, snapshot) = try Self.page(
            """
              - id: s
                layout: {kind: list}
                view: \(Self.row)
                items: [{id: a, title: aaaa}]
            """)
        var longer = page
        longer.sections[0].items.append(Item(id: "b", data: .object(["id": .string("b"), "title": .string("aa")])))
        var updated = snapshot
        PageLayout.update(&updated, to: longer, changes: Diff.changes(from: page, to: longer))
        #expect(updated == PageLayout.layout(longer, width: 200))
        #expect(updated.sections[0].parts(ofItem: 1).first?.text == "aa")
    }
}
