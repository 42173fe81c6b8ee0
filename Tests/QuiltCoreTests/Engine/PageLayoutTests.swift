import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Page layout engine")
struct PageLayoutTests {
    func section(
        _ id: String, items: Int, side: Double = 10, header: Double? = nil, footer: Double? = nil,
        placeholder: Double? = nil, inset: EdgeInsets = .zero, arrange: Arrange = .vertical
    ) -> SectionSpec {
        SectionSpec(
            id: id,
            layout: LayoutSpec(
                family: ToyFamily(), options: ToyFamily.Options(side: side, arrange: arrange, inset: inset)),
            header: header.map { SupplementarySpec(height: $0, pinned: true) },
            footer: footer.map { SupplementarySpec(height: $0) },
            placeholder: placeholder.map { PlaceholderSpec(height: $0) },
            items: (0..<items).map { Item(id: "\(id)\($0)") })
    }

    @Test func sectionsStackWithHeadersAndFooters() {
        let page = PageSpec(
            id: "p",
            sections: [
                section("a", items: 2, header: 30, footer: 20),
                section("b", items: 1, side: 15),
            ])
        let snapshot = PageLayout.layout(page, width: 200)
        let a = snapshot.sections[0]
        #expect(a.header == Rect(x: 0, y: 0, width: 200, height: 30))
        #expect(a.headerPinned)
        #expect(a.itemsArea == Rect(x: 0, y: 30, width: 200, height: 10))
        #expect(a.items == [Rect(x: 0, y: 30, width: 10, height: 10), Rect(x: 10, y: 30, width: 10, height: 10)])
        #expect(a.footer == Rect(x: 0, y: 40, width: 200, height: 20))
        #expect(a.frame == Rect(x: 0, y: 0, width: 200, height: 60))
        let b = snapshot.sections[1]
        #expect(b.frame == Rect(x: 0, y: 60, width: 200, height: 15))
        #expect(b.items == [Rect(x: 0, y: 60, width: 15, height: 15)])
        #expect(snapshot.contentHeight == 75)
    }

    /// Insets may be negative; a family's height that comes out negative
    /// is an empty area, so the output never holds a negative size.
    @Test func negativeInsetsNeverMakeANegativeHeight() {
        let inset = EdgeInsets(all: -100)
        let track = SectionSpec(
            id: "items", layout: LayoutSpec(family: TrackFamily(), options: TrackFamily.Options(inset: inset)),
            items: [Item(id: "a"), Item(id: "b")])
        let page = PageSpec(
            id: "p", sections: [track, section("placeholder", items: 0, placeholder: 10, inset: inset)])
        let snapshot = PageLayout.layout(page, width: 200)
        #expect(snapshot.sections.map(\.itemsArea.height) == [0, 0])
        #expect(snapshot.sections.map(\.frame.height) == [0, 0])
        #expect(snapshot.contentHeight == 0)
    }

    @Test func placeholderShowsInsideTheInsetWhenEmpty() {
        let empty = section(
            "e", items: 0, header: 40, placeholder: 60, inset: EdgeInsets(top: 5, left: 15, bottom: 5, right: 15))
        let snapshot = PageLayout.layout(PageSpec(id: "p", sections: [empty]), width: 390)
        let s = snapshot.sections[0]
        #expect(s.placeholder == Rect(x: 15, y: 45, width: 360, height: 60))
        #expect(s.itemsArea == Rect(x: 0, y: 40, width: 390, height: 70))
        #expect(s.items.isEmpty)
        #expect(snapshot.contentHeight == 110)
    }

    @Test func placeholderHeightWinsOverAHorizontalStrip() {
        let strip = section("s", items: 0, side: 200, placeholder: 60, arrange: .horizontal)
        let s = PageLayout.layout(strip, width: 390, top: 0)
        #expect(s.itemsArea.height == 60)
        #expect(s.contentWidth == 390)
    }

    @Test func noPlaceholderAndNoItemsCollapses() {
        let s = PageLayout.layout(section("n", items: 0, header: 10, footer: 10), width: 100, top: 5)
        #expect(s.itemsArea == Rect(x: 0, y: 15, width: 100, height: 0))
        #expect(s.frame == Rect(x: 0, y: 5, width: 100, height: 20))
        #expect(s.placeholder == nil)
    }

    @Test func itemsWinOverThePlaceholder() {
        let s = PageLayout.layout(section("i", items: 1, placeholder: 99), width: 100, top: 0)
        #expect(s.placeholder == nil)
        #expect(s.itemsArea.height == 10)
    }

    @Test func horizontalSectionsReportStrips() {
        let s = PageLayout.layout(section("h", items: 3, arrange: .horizontal), width: 100, top: 0)
        #expect(s.arrange == .horizontal)
        #expect(s.contentWidth == 100)
        #expect(s.scrolling == .none)
    }
}
