import QuiltCore
import QuiltTestSupport
import Testing

/// Titles with `{{…}}` slots: listed in page order, and filled where they
/// are, leaving every other title as written.
@Suite("Title templates")
struct TitleTemplateTests {
    static func page() -> PageSpec {
        let layout = LayoutSpec(family: ToyFamily(), options: ToyFamily.Options(side: 10))
        var first = SectionSpec(
            id: "a", layout: layout, header: SupplementarySpec(height: 40, title: "h {{r.a}}"),
            footer: SupplementarySpec(height: 30, title: "plain footer"), items: [])
        first.placeholder = PlaceholderSpec(height: 60, title: "p {{r.b}}")
        first.states = StateViews(
            loading: PlaceholderSpec(height: 10, title: "l {{r.c}}"),
            failed: PlaceholderSpec(height: 10, title: "f {{r.d}}"))
        let plain = SectionSpec(
            id: "b", layout: layout, header: SupplementarySpec(height: 40, title: "Plain"), items: [])
        let last = SectionSpec(
            id: "c", layout: layout, footer: SupplementarySpec(height: 30, title: "ft {{r.e}}"), items: [])
        return PageSpec(
            id: "p", sections: [first, plain, last],
            states: StateViews(empty: PlaceholderSpec(height: 10, title: "e {{r.f}}")))
    }

    @Test func templatesAreListedInPageOrder() {
        #expect(
            Self.page().titleTemplates == [
                "h {{r.a}}", "p {{r.b}}", "l {{r.c}}", "f {{r.d}}", "ft {{r.e}}", "e {{r.f}}",
            ])
    }

    @Test func fillingSetsTemplatedTitlesOnly() {
        var page = Self.page()
        let plain = page.sections[1]
        #expect(page.fillTitles { "[" + $0 + "]" })
        #expect(page.sections[0].header?.title == "[h {{r.a}}]")
        #expect(page.sections[0].footer?.title == "plain footer")
        #expect(page.sections[0].placeholder?.title == "[p {{r.b}}]")
        #expect(page.sections[0].states?.loading?.title == "[l {{r.c}}]")
        #expect(page.sections[0].states?.failed?.title == "[f {{r.d}}]")
        #expect(page.sections[2].footer?.title == "[ft {{r.e}}]")
        #expect(page.states?.empty?.title == "[e {{r.f}}]")
        #expect(page.sections[1].header == plain.header)
        // Filled again with the same titles, nothing changes.
        #expect(!page.fillTitles { "[" + $0 + "]" })
    }
}
