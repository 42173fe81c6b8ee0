import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Page decoding")
struct PageDecodingTests {
    func decode(_ node: ConfigNode) -> (PageSpec?, [Diagnostic]) {
        var context = DecodingContext(registry: toyRegistry())
        let page = PageSpec.decode(node, context: &context)
        return (page, context.diagnostics)
    }

    @Test func minimalPage() throws {
        let (page, diagnostics) = decode(
            .mapping(["page": .scalar("home"), "title": .scalar("Home"), "sections": .sequence([])]))
        #expect(diagnostics.isEmpty)
        #expect(page?.id == "home")
        #expect(page?.title == "Home")
    }

    @Test func aSectionThatDoesNotDecodeStillTakesItsID() {
        // The first `a` has an unknown layout: the repeat is reported at once,
        // not after the layout is fixed.
        let (page, diagnostics) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    .mapping(
                        [
                            "id": .scalar("a", at: at(3, 9)),
                            "layout": .mapping(["kind": .scalar("waterfal", at: at(3, 30))]),
                        ], at: at(3, 5)),
                    .mapping(["id": .scalar("a", at: at(4, 9)), "layout": .scalar("toy")], at: at(4, 5)),
                    .mapping(["layout": .mapping(["kind": .scalar("nope", at: at(5, 30))])], at: at(5, 5)),
                    .mapping(["id": .scalar("section-3", at: at(6, 9))], at: at(6, 5)),
                ]),
            ]))
        #expect(diagnostics.map(\.code) == [.unknownLayout, .duplicateSectionID, .unknownLayout, .duplicateSectionID])
        #expect(diagnostics.map(\.location) == [at(3, 30), at(4, 9), at(5, 30), at(6, 9)])
        #expect(page?.sections.map(\.id) == [])
    }

    @Test func rootMustBeAMapping() {
        let (page, diagnostics) = decode(.sequence([], at: at(1)))
        #expect(page == nil)
        #expect(diagnostics.map(\.code) == [.wrongType])
    }

    @Test func missingKeysAreReported() {
        let (_, diagnostics) = decode(.mapping([:], at: at(1)))
        #expect(diagnostics.map(\.code) == [.missingKey, .missingKey])
        #expect(
            diagnostics.map(\.message) == [
                "missing required key 'page' in a page", "missing required key 'sections' in a page",
            ])
    }

    @Test func duplicateSectionIdsPointAtTheSecond() {
        let (page, diagnostics) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    .mapping(["id": .scalar("a", at: at(3, 9))]),
                    .mapping(["id": .scalar("a", at: at(4, 9))]),
                ]),
            ]))
        #expect(diagnostics.map(\.code) == [.duplicateSectionID])
        #expect(diagnostics.first?.location == at(4, 9))
        #expect(diagnostics.first?.notes.first?.hasPrefix("first used at") == true)
        #expect(page?.sections.count == 1)
    }

    @Test func sectionsWithoutIdsAreNumbered() {
        let (page, _) = decode(
            .mapping(["page": .scalar("p"), "sections": .sequence([.mapping([:]), .mapping([:])])]))
        #expect(page?.sections.map(\.id) == ["section-1", "section-2"])
    }

    @Test func unknownKeysSuggestFromWhatWasAskedFor() {
        let (_, diagnostics) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    ConfigNode(
                        .mapping([
                            ConfigNode.Pair(key: .scalar("heder", at: at(4, 5)), value: .scalar("40", at: at(4, 12)))
                        ]), at: at(4, 5))
                ]),
            ]))
        #expect(diagnostics.map(\.code) == [.unknownKey])
        #expect(diagnostics.first?.suggestion == "header")
        #expect(diagnostics.first?.location == at(4, 5))
    }

    @Test func layoutShorthandNamesTheFamily() throws {
        let (page, diagnostics) = decode(
            .mapping([
                "page": .scalar("p"), "sections": .sequence([.mapping(["layout": .scalar("toy")])]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(page?.sections.first?.layout.name == "toy")
    }

    @Test func headerFooterPlaceholderForms() throws {
        let (page, diagnostics) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    .mapping([
                        "header": .mapping([
                            "height": .scalar("44"), "pinned": .scalar("true"), "title": .scalar("Top"),
                        ]),
                        "footer": .scalar("20"),
                        "placeholder": .mapping(["height": .scalar("60"), "title": .scalar("Empty")]),
                    ])
                ]),
            ]))
        #expect(diagnostics.isEmpty)
        let section = try #require(page?.sections.first)
        #expect(section.header?.height == 44)
        #expect(section.header?.pinned == true)
        #expect(section.header?.title == "Top")
        #expect(section.footer?.height == 20)
        #expect(section.placeholder?.height == 60)
        #expect(section.placeholder?.title == "Empty")
    }

    @Test func footersPinToo() throws {
        let (page, diagnostics) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    .mapping(["footer": .mapping(["height": .scalar("1"), "pinned": .scalar("true")])])
                ]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(try #require(page?.sections.first).footer?.pinned == true)
        let (_, wrong) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    .mapping(["footer": .mapping(["height": .scalar("1"), "pinned": .scalar("3")])])
                ]),
            ]))
        #expect(wrong.map(\.code) == [.wrongType])
    }

    @Test func negativeHeightsAreOutOfRange() {
        let (_, diagnostics) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    .mapping(["header": .scalar("-4"), "placeholder": .mapping(["height": .scalar("-1")])])
                ]),
            ]))
        #expect(diagnostics.map(\.code) == [.outOfRange, .outOfRange])
    }

    @Test func inlineItemsKeepTheirDataAndLocation() throws {
        let (page, _) = decode(
            .mapping([
                "page": .scalar("p"),
                "sections": .sequence([
                    .mapping([
                        "identity": .scalar("sku"),
                        "items": .sequence([
                            .mapping(
                                [
                                    "sku": .scalar("42"), "price": .scalar("9.5"),
                                    "name": ConfigNode(.scalar("7", .doubleQuoted)),
                                ], at: at(5, 9))
                        ]),
                    ])
                ]),
            ]))
        let item = try #require(page?.sections.first?.items.first)
        #expect(item.id == "42")
        #expect(item.data["price"] == .number(9.5))
        #expect(item.data["name"] == .string("7"))
        #expect(item.location == at(5, 9))
    }
}
