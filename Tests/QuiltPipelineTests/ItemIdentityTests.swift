import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport
import Testing

/// One rule for repeated item identities, inline or loaded: a section holds
/// one item per identity (the first one's place, the last one's data), and
/// each repeat is a located `duplicate-item-id` warning naming both places.
@Suite("Repeated item identities")
struct ItemIdentityTests {
    static let items = #"[{"id": "a", "n": 1}, {"id": "b", "n": 2}, {"id": "a", "n": 3}]"#

    static func project() throws -> TemporaryDirectory {
        try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "data/list.json": "{\"list\": \(items)}\n",
            "pages/inline.yaml": "page: inline\nsections:\n  - id: s\n    items: \(items)\n",
            "pages/loaded.yaml": """
            page: loaded
            module:
              kind: single
              request: {id: r, url: ../data/list.json, items: /list}
            sections:
              - {id: s, source: r}
            """,
        ])
    }

    @Test func inlineAndLoadedItemsKeepTheSameItemAndSayWhereBothAre() async throws {
        let project = try Self.project()
        defer { project.remove() }
        let pipeline = PagePipeline(offline: true)
        let inline = await pipeline.load(project.path("pages/inline.yaml"))
        let loaded = await pipeline.load(project.path("pages/loaded.yaml"))
        for prepared in [inline, loaded] {
            let items = try #require(prepared.page?.sections.first?.items)
            #expect(items.map(\.id) == ["a", "b"], "\(prepared.path)")
            #expect(items.first?.data["n"] == .number(3), "\(prepared.path): the later item's data")
            let repeats = prepared.diagnostics.filter { $0.code == .duplicateItemID }
            #expect(repeats.count == 1 && repeats.first?.severity == .warning, "\(prepared.diagnostics)")
            #expect(prepared.isUsable)
        }
        // Each located at the later item's identity, naming the first's place.
        let inlineRepeat = try #require(inline.diagnostics.first { $0.code == .duplicateItemID })
        #expect(inlineRepeat.location.line == 4 && inlineRepeat.location.column == 62, "\(inlineRepeat)")
        #expect(inlineRepeat.notes.contains { $0.contains("pages/inline.yaml:4:13") }, "\(inlineRepeat.notes)")
        let loadedRepeat = try #require(loaded.diagnostics.first { $0.code == .duplicateItemID })
        #expect(
            loadedRepeat.location.file.hasSuffix("data/list.json") && loadedRepeat.location.column == 60,
            "\(loadedRepeat)")
        #expect(loadedRepeat.notes.contains { $0.contains("data/list.json:1:18") }, "\(loadedRepeat.notes)")
        // Both laid out alike.
        let width = 390.0
        let frames = [inline, loaded].compactMap {
            $0.page.map { PageLayout.layout($0, width: width).sections[0].items }
        }
        #expect(frames.count == 2 && frames[0] == frames[1])
    }

    @Test func pagelintReportsTheInlineRepeatAsTheEngineDoes() async throws {
        let project = try Self.project()
        defer { project.remove() }
        let report = await LintRunner(registry: .standard, currentDirectory: project.path).run(paths: [
            "pages/inline.yaml"
        ])
        #expect(
            report.findings.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity)" } == [
                "4:62 duplicate-item-id warning"
            ])
    }
}
