import Foundation
import QuiltTestSupport
import Testing

/// `--expand SECTION`, the `expand:`/`collapse:` intents, and collapsible
/// sections in the JSON and the HTML.
@Suite("Collapsible sections in the commands")
struct CollapseCommandTests {
    static let page = "Examples/pages/collapsible.yaml"

    /// Each section's `id shown/total collapsed?`.
    static func sections(_ arguments: [String]) async throws -> [String] {
        let result = try await CommandRunner.run("quilt", ["layout", page, "--compact"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["sections"] as? [[String: Any]]).map { section in
            let collapse = section["collapse"] as? [String: Any]
            let state = (collapse?["collapsed"] as? Bool).map { $0 ? " collapsed" : " expanded" } ?? ""
            return
                "\(section["id"] ?? "?") \((section["items"] as? [Any])?.count ?? -1)/\(section["totalItems"] ?? "?")\(state)"
        }
    }

    // Topic chips are measured in the project's font: five fit one line.
    @Test func theExampleCollapsesByLinesAndByCount() async throws {
        await #expect(
            try Self.sections([]) == ["topics 5/11 collapsed", "settings 3/7 collapsed", "photos 6/8 expanded"])
    }

    @Test func expandAndIntentsToggleSections() async throws {
        await #expect(
            try Self.sections(["--expand", "topics", "--expand", "settings"])
                == ["topics 9/11 expanded", "settings 7/7 expanded", "photos 6/8 expanded"])
        await #expect(
            try Self.sections(["--intent", "collapse:photos", "--intent", "expand:settings"])
                == ["topics 5/11 collapsed", "settings 7/7 expanded", "photos 3/8 collapsed"])
    }

    @Test func expandingWhatDoesNotCollapseIsAnError() async throws {
        let result = try await CommandRunner.run(
            "quilt", ["layout", "Examples/pages/lists.yaml", "--expand", "albums"])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("--expand: the page has no collapsible section 'albums' (collapsible: none)"),
            "\(result.stderr)")
        let refused = try await CommandRunner.run("quilt", ["layout", Self.page, "--intent", "expand:photos"])
        #expect(refused.stderr.contains("section 'photos' is already expanded"), "\(refused.stderr)")
    }

    @Test func theHTMLMakesTheToggleAButton() async throws {
        let result = try await CommandRunner.run("quilt", ["render", Self.page])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                #"<button type="button" class="quilt-toggle" data-action="toggle" aria-expanded="false" aria-controls="quilt-0-0-items">Topics</button></header>"#
            ))
        #expect(
            result.stdout.contains(
                #"<button type="button" class="quilt-toggle" data-action="toggle" aria-expanded="false" aria-controls="quilt-0-1-items">Show all (4)</button></footer>"#
            ))
        #expect(result.stdout.contains(#"aria-expanded="true" aria-controls="quilt-0-2-items">Show less</button>"#))
    }
}
