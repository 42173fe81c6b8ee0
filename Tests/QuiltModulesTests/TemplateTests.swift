import QuiltCore
@testable import QuiltModules
import Testing

@Suite("Templates")
struct TemplateTests {
    @Test func slotsArePagingValuesOrResponseReferences() throws {
        let template = try Template(parsing: "api/{{ page }}/{{banners.next.0}}?c={{cursor}}")
        #expect(
            template.references == [
                .paging("page"), .response(request: "banners", path: ["next", "0"]), .paging("cursor"),
            ])
        #expect(template.uses(paging: "page"))
        #expect(!template.uses(paging: "size"))
    }

    @Test(arguments: ["data/{{page", "{{}}", "{{a..b}}", "{{ . }}", "x{{a.}}"])
    func malformedSlotsAreErrors(text: String) {
        #expect(throws: TemplateError.self) { try Template(parsing: text) }
    }

    @Test func rendersValuesFromEarlierResponses() throws {
        let template = try Template(
            parsing: "feed?after={{banners.meta.next}}&n={{banners.meta.count}}&ok={{banners.ok}}&p={{page}}")
        let responses: [String: DataValue] = [
            "banners": .object(["meta": .object(["next": .string("c9"), "count": .number(3)]), "ok": .bool(true)])
        ]
        #expect(try template.render(paging: ["page": "2"], responses: responses) == "feed?after=c9&n=3&ok=true&p=2")
    }

    @Test(arguments: [
        "{{banners.missing}}", "{{banners.meta}}", "{{other.x}}", "{{banners.list.5}}", "{{banners.nothing}}",
    ])
    func missingOrNonScalarValuesAreReported(text: String) throws {
        let responses: [String: DataValue] = [
            "banners": .object(["meta": .object([:]), "list": .array([]), "nothing": .null])
        ]
        #expect(throws: Template.MissingValue.self) {
            try Template(parsing: text).render(paging: [:], responses: responses)
        }
    }

    @Test func filledInValuesAreEscapedByTheCaller() throws {
        let template = try Template(parsing: "https://x.test/{{a.v}}")
        let rendered = try template.render(paging: [:], responses: ["a": .object(["v": .string("a/b c")])]) {
            $0.replacingOccurrences(of: "/", with: "%2F")
        }
        #expect(rendered == "https://x.test/a%2Fb c")
    }
}
