import Foundation
import QuiltTestSupport
import Testing

/// Titles that read responses (`title: "Ends {{flash.data.endsAt}}"`):
/// filled as the responses arrive, never drawn as written, and checked
/// against the module's requests (docs/loading.md#titles-from-responses).
@Suite("Titles from responses")
struct TitleSlotCommandTests {
    static let page = """
        page: sale
        states:
          failed: {height: 100, title: "Couldn't load the sale ending {{flash.data.endsAt}}"}
        module:
          kind: batch
          requests:
            - {id: flash, url: data/flash.json, items: /data/items}
            - {id: more, url: data/more.json, items: /items}
        sections:
          - id: flash
            source: flash
            header: {height: 40, title: "Ends {{flash.data.endsAt}} · {{ flash.data.count }} deals"}
            footer: {height: 30, title: "From {{more.shop}}"}
          - id: more
            source: more
            placeholder: {height: 60, title: "Nothing from {{more.shop}}"}
        """

    /// The project with `flash.json` and, when given, `more.json`.
    static func project(more: String?) throws -> TemporaryDirectory {
        let project = try TemporaryDirectory.project([
            "pages/sale.yaml": page,
            "data/flash.json": #"{"data": {"endsAt": "18:00", "count": 3, "items": [{"id": "a"}]}}"#,
        ])
        if let more { try project.write("data/more.json", more) }
        return project
    }

    /// Each section's header, footer and placeholder title, `-` for none.
    static func titles(_ json: String) throws -> [String] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let sections = try #require(root["sections"] as? [[String: Any]])
        return sections.flatMap { section in
            ["header", "footer", "placeholder"].map { kind in
                ((section[kind] as? [String: Any])?["title"] as? String) ?? "-"
            }
        }
    }

    @Test func titlesAreFilledFromTheResponses() async throws {
        let project = try Self.project(more: #"{"shop": "Ada's", "items": []}"#)
        defer { project.remove() }
        let result = try await CommandRunner.run("quilt", ["layout", project.path("pages/sale.yaml"), "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            try Self.titles(result.stdout) == [
                "Ends 18:00 · 3 deals", "From Ada's", "-", "-", "-", "Nothing from Ada's",
            ])
    }

    /// A request that fails leaves the titles that read it empty: the HTML
    /// and the JSON never show a slot as written.
    @Test func aSlotWithoutAValueIsNeverDrawn() async throws {
        let project = try Self.project(more: nil)
        defer { project.remove() }
        let page = project.path("pages/sale.yaml")
        let result = try await CommandRunner.run("quilt", ["layout", page, "--compact"])
        #expect(result.status == 1, "the missing file fails a request: \(result.stderr)")
        #expect(try Self.titles(result.stdout) == ["Ends 18:00 · 3 deals", "-", "-", "-", "-", "-"])
        let html = project.path("out.html")
        _ = try await CommandRunner.run("quilt", ["render", page, "-o", html])
        let text = try String(contentsOfFile: html, encoding: .utf8)
        #expect(text.contains("Ends 18:00 · 3 deals"))
        #expect(!text.contains("{{"), "a slot drawn as written")
        #expect(!result.stdout.contains("{{"))
    }

    /// A slot naming no request, and a paging slot, are errors at the
    /// title, from both tools alike.
    @Test func anUnknownSlotIsALocatedError() async throws {
        let project = try TemporaryDirectory.project([
            "pages/p.yaml": """
            page: p
            module: {kind: single, request: {id: feed, url: data/f.json, items: /items}}
            sections:
              - id: s
                source: feed
                header: {height: 40, title: "Ends {{fead.endsAt}}"}
                footer: {height: 30, title: "Page {{page}}"}
            """,
            "data/f.json": #"{"items": []}"#,
        ])
        defer { project.remove() }
        let lint = try await CommandRunner.run(
            "pagelint", ["pages/p.yaml", "--color", "never"], directory: project.url)
        let layout = try await CommandRunner.run("quilt", ["layout", "pages/p.yaml"], directory: project.url)
        for expected in [
            "pages/p.yaml:6:33: error: the title's slot '{{fead.endsAt}}' reads request 'fead', which the module does not have [unknown-request]",
            "pages/p.yaml:7:33: error: the title's slot '{{page}}' is a paging value, which a title cannot show [unknown-request]",
        ] {
            #expect(lint.stdout.contains(expected), "\(lint.stdout)")
            #expect(layout.stderr.contains(expected), "\(layout.stderr)")
        }
        #expect(lint.stdout.contains("did you mean 'feed'"), "\(lint.stdout)")
    }

    /// The example's feed header reads the total from the feed's response.
    @Test func theExampleFeedHeaderReadsItsTotal() async throws {
        let result = try await CommandRunner.run("quilt", ["layout", "Examples/pages/feed.yaml", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""title":"Latest · 7 items""#))
    }
}
