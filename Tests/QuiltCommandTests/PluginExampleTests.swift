import Foundation
import QuiltTestSupport
import Testing

/// The plugin example (`Examples/Plugin/`, docs/plugins.md) builds from a
/// clean copy of the repository and its tool — Quilt's commands plus a
/// `carousel` family, a kind and a preset on it, and a `carousel-peek` rule —
/// works on its pages, where the stock tools know none of it.
@Suite("The plugin example, built and run")
struct PluginExampleTests {
    /// The example, built (once per run, off the concurrency pool: the build
    /// takes minutes); records an issue when the build failed.
    static func example() async throws -> PluginExample {
        let example = try await offThePool { PluginExample.built }
        try #require(example.status == 0, "swift build of Examples/Plugin failed:\n\(example.log.suffix(3000))")
        return example
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func layoutPlacesTheCarouselTheKindAndThePreset() async throws {
        let result = try await Self.example().run(["layout", "pages/home.yaml", "--compact"])
        #expect(result.status == 0, "\(result.stderr)")
        let sections = try #require(try Self.json(result.stdout)["sections"] as? [[String: Any]])
        func items(_ index: Int) -> [[String: Double]] {
            ((sections[index]["items"] as? [[String: Any]]) ?? []).compactMap { $0["frame"] as? [String: Double] }
        }
        // deal kind: carousel, peek 24, aspect 0.6 at 390: cards 342 × 205.2, 10 apart, under a 40 pt header.
        #expect(items(0).map { $0["x"] } == [24, 376, 728])
        #expect(items(0).allSatisfy { $0["width"] == 342 && $0["height"] == 205.2 && $0["y"] == 40 })
        let strip = try #require(sections[0]["strip"] as? [String: Any])
        #expect(strip["scrolling"] as? String == "centered" && strip["contentWidth"] as? Double == 1094)
        // minis preset: peek 40, spacing 6, aspect 0.4: cards 310 × 124.
        #expect(items(1).map { $0["x"] } == [40, 356, 672, 988])
        #expect(items(1).allSatisfy { $0["width"] == 310 && $0["height"] == 124 })
        // And a built-in family beside them.
        #expect(sections[2]["arrange"] as? String == "vertical" && items(2).count == 2)
    }

    @Test func lintReportsTheTeamsRuleInSARIFAndHonoursItsConfiguration() async throws {
        let example = try await Self.example()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shopquilt-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try await example.run(["lint", "--format", "sarif", "-o", output.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let sarif = try Self.json(String(contentsOf: output, encoding: .utf8))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let rules = (((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]) ?? []
        let rule = try #require(rules.first { $0["id"] as? String == "carousel-peek" })
        #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String != nil)
        let results = (run["results"] as? [[String: Any]]) ?? []
        #expect(results.map { $0["ruleId"] as? String } == ["carousel-peek"], "\(results)")
        let location = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        #expect(uri?.hasSuffix("Examples/Plugin/pages/flash.yaml") == true, "\(uri ?? "no uri")")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 6)
        // The warning fails a strict run; `explain` documents the rule.
        await #expect(try example.run(["lint", "--strict"]).status == 1)
        let explained = try await example.run(["lint", "explain", "carousel-peek"])
        #expect(explained.status == 0 && explained.stdout.hasPrefix("# carousel-peek"), "\(explained.stdout)")
    }

    @Test func schemaDescribesTheFamilyForEditors() async throws {
        let result = try await Self.example().run(["schema", "--project", "."])
        #expect(result.status == 0, "\(result.stderr)")
        let defs = try #require(try Self.json(result.stdout)["$defs"] as? [String: Any])
        let family = try #require(defs["family:carousel"] as? [String: Any])
        let properties = try #require(family["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["kind", "peek", "spacing", "aspect", "inset"])
        #expect(defs["preset:minis"] != nil)
        let kinds = ((defs["section"] as? [String: Any]).map { "\($0)" } ?? "")
        #expect(kinds.contains("deal"))
    }

    /// The tool leaves out `preview`, so it links no web server, as
    /// `pagelint` does not (``LinkedModulesTests``).
    @Test func theToolWithoutThePreviewLinksNoWebServer() async throws {
        let example = try await Self.example()
        let help = try await example.run(["--help"])
        #expect(
            help.status == 0 && help.stdout.contains("render") && !help.stdout.contains("preview"), "\(help.stdout)")
        #expect(try LinkedModulesTests.names(LinkedModulesTests.serverModules, linkedInto: example.tool) == [])
    }

    @Test func theStockToolsKnowNoneOfIt() async throws {
        let example = try await Self.example()
        let lint = try await CommandRunner.run(
            "pagelint", [example.project.appendingPathComponent("pages/home.yaml").path])
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("unknown layout 'carousel'"), "\(lint.stdout)")
    }
}
