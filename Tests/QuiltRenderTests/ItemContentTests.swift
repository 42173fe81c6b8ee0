import QuiltCore
import QuiltRender
import QuiltTestSupport
import Testing

/// Each drawn item shows the data of the page's item it stands for: by
/// position when the snapshot draws the page's items in order, else by id.
@Suite("Item content")
struct ItemContentTests {
    /// A snapshot of one section drawing `drawn` ids, and a page whose
    /// items `pageItems` (id, title) are in that section.
    static func page(drawn: [String], pageItems: [(String, String)]) -> (LayoutSnapshot, PageSpec)? {
        guard let layout = HTMLStructureTests.anyLayout() else { return nil }
        let frames = drawn.indices.map { Rect(x: 0, y: Double($0) * 50, width: 100, height: 40) }
        let section = SectionSnapshot(
            id: "s", frame: Rect(x: 0, y: 0, width: 100, height: Double(drawn.count) * 50), header: nil,
            headerPinned: false, footer: nil,
            itemsArea: Rect(x: 0, y: 0, width: 100, height: Double(drawn.count) * 50), items: frames,
            itemIDs: drawn, totalItemCount: drawn.count)
        let snapshot = LayoutSnapshot(pageID: "p", width: 100, contentHeight: 50, sections: [section])
        let items = pageItems.map { Item(id: $0.0, data: .object(["title": .string($0.1)])) }
        let page = PageSpec(id: "p", sections: [SectionSpec(id: "s", layout: layout, items: items)])
        return (snapshot, page)
    }

    /// The titles drawn, in document order.
    static func titles(_ html: String) -> [String] {
        html.components(separatedBy: "<span class=\"quilt-title").dropFirst().compactMap { piece in
            piece.split(separator: ">", maxSplits: 1).last?.split(separator: "<").first.map(String.init)
        }
    }

    @Test func itemsInThePagesOrderShowTheirOwnData() throws {
        let (snapshot, page) = try #require(
            Self.page(drawn: ["a", "b", "c"], pageItems: [("a", "A"), ("b", "B"), ("c", "C")]))
        #expect(Self.titles(HTMLRenderer().render(snapshot, page: page)) == ["A", "B", "C"])
    }

    @Test func itemsInAnotherOrderAreFoundByID() throws {
        let (snapshot, page) = try #require(
            Self.page(drawn: ["c", "a", "x"], pageItems: [("a", "A"), ("b", "B"), ("c", "C")]))
        // `x` is on no page: it shows its id, muted.
        #expect(Self.titles(HTMLRenderer().render(snapshot, page: page)) == ["C", "A", "x"])
        #expect(SVGRenderer().render(snapshot, page: page).contains("<title>C</title>"))
    }

    @Test func itemsThatRepeatAnIDShowTheirOwnData() throws {
        let (snapshot, page) = try #require(
            Self.page(drawn: ["a", "a", "b"], pageItems: [("a", "first"), ("a", "second"), ("b", "B")]))
        #expect(Self.titles(HTMLRenderer().render(snapshot, page: page)) == ["first", "second", "B"])
    }

    @Test func aSectionDrawnInTwoOrdersIsFoundByIDInBoth() throws {
        let (ordered, page) = try #require(Self.page(drawn: ["a", "b"], pageItems: [("a", "A"), ("b", "B")]))
        let (reversed, _) = try #require(Self.page(drawn: ["b", "a"], pageItems: []))
        #expect(Self.titles(HTMLRenderer().render([ordered, reversed], page: page)) == ["A", "B", "B", "A"])
    }
}
