import Foundation
import Quilt
import QuiltCommandLine
import ArgumentParser
import QuiltTestSupport
import Testing

/// A `ToyFamily` that describes its options (`side`) as JSON Schema.
struct DescribedToy: DescribedLayoutFamily {
    let toy = ToyFamily()
    var name: String { toy.name }
    func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> ToyFamily.Options {
        toy.decodeOptions(&reader, context: &context)
    }
    func layout(_ input: SectionLayoutInput, options: ToyFamily.Options) -> SectionLayoutResult {
        toy.layout(input, options: options)
    }
    var optionsSchema: String {
        #"{"type": "object", "properties": {"side": {"type": "number", "exclusiveMinimum": 0}}}"#
    }
}

/// The commands of ``QuiltTool`` run in process over a registry and rules
/// extended in Swift, as a team's own tool runs them.
@Suite("QuiltTool: the commands over a team's registry")
struct QuiltToolTests {
    static let page = "page: p\nsections:\n  - {id: row, layout: {kind: toy, side: 30}, items: [{}, {}, {}, {}]}\n"

    /// The stock tool plus the toy family and its rule.
    static func teamTool() throws -> QuiltTool {
        var tool = QuiltTool(commandName: "team-quilt")
        try tool.registry.register(family: DescribedToy())
        try tool.lintRules.register(ToyCountRule())
        return tool
    }

    @Test func layoutKnowsTheTeamsFamilyAndTheStockToolDoesNot() async throws {
        let folder = try TemporaryDirectory(files: ["p.yaml": Self.page])
        defer { folder.remove() }
        let status = try await Self.teamTool().run(
            QuiltCommand.self, arguments: ["layout", folder.path("p.yaml"), "-o", folder.path("p.json")])
        #expect(status == 0)
        let json = try #require(JSONSerialization.jsonObject(with: Data(folder.read("p.json").utf8)) as? [String: Any])
        let items = try #require((json["sections"] as? [[String: Any]])?.first?["items"] as? [[String: Any]])
        #expect(items.compactMap { ($0["frame"] as? [String: Double])?["x"] } == [0, 30, 60, 90])
        let stock = await QuiltTool().run(
            QuiltCommand.self, arguments: ["layout", folder.path("p.yaml"), "-o", folder.path("stock.json")])
        #expect(stock == 1)
    }

    @Test func lintRunsTheTeamsRuleConfiguredInQuiltYmlLikeABuiltInOne() async throws {
        let folder = try TemporaryDirectory(files: ["quilt.yml": "pages: [pages/*.yaml]\n", "pages/p.yaml": Self.page])
        defer { folder.remove() }
        let tool = try Self.teamTool()
        for root in [QuiltCommand.self, PagelintCommand.self] as [any ParsableCommand.Type] {
            let words =
                (root == QuiltCommand.self ? ["lint"] : []) + [
                    "--format", "json", "-o", folder.path("report.json"), folder.path("pages"),
                ]
            #expect(await tool.run(root, arguments: words) == 0)
            let report = try folder.read("report.json")
            #expect(report.contains("\"rule\" : \"too-many-toys\""), "\(report)")
            #expect(report.contains("\"severity\" : \"warning\""))
        }
        try folder.write("quilt.yml", "pages: [pages/*.yaml]\nlint:\n  rules: {too-many-toys: error}\n")
        #expect(
            await tool.run(PagelintCommand.self, arguments: ["-o", folder.path("report.txt"), folder.path("pages")])
                == 1)
        #expect(try folder.read("report.txt").contains("error: toy section 'row' has 4 items"))
        try folder.write("quilt.yml", "pages: [pages/*.yaml]\nlint:\n  rules: {too-many-toys: off}\n")
        #expect(
            await tool.run(PagelintCommand.self, arguments: ["-o", folder.path("report.txt"), folder.path("pages")])
                == 0)
        // The stock linter knows neither the family nor the rule's id.
        #expect(
            await QuiltTool().run(
                PagelintCommand.self, arguments: ["-o", folder.path("stock.txt"), folder.path("pages")]) == 1)
        let stock = try folder.read("stock.txt")
        #expect(stock.contains("unknown layout 'toy'") && stock.contains("'too-many-toys'"), "\(stock)")
    }

    @Test func usageErrorsOfTheLinterExitTwoAndOthersAsArgumentParserSays() async throws {
        let tool = try Self.teamTool()
        #expect(await tool.run(QuiltCommand.self, arguments: ["lint", "--format", "xml", "."]) == 2)
        #expect(await tool.run(PagelintCommand.self, arguments: ["explain", "no-such-rule"]) == 2)
        #expect(await tool.run(QuiltCommand.self, arguments: ["layout", "--width", "-1", "p.yaml"]) == 64)
    }

    @Test func theProjectSchemaChecksTheFamilysOptions() async throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n", "layouts/big.yaml": "layout: bigToy\nkind: toy\nside: 60\n",
        ])
        defer { folder.remove() }
        let status = try await Self.teamTool().run(
            QuiltCommand.self, arguments: ["schema", "--project", folder.path, "-o", folder.path("schema.json")])
        #expect(status == 0)
        let schema = try #require(
            JSONSerialization.jsonObject(with: Data(folder.read("schema.json").utf8)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        let family = try #require(defs["family:toy"] as? [String: Any])
        #expect(((family["properties"] as? [String: Any])?["side"] as? [String: Any])?["exclusiveMinimum"] as? Int == 0)
        #expect(family["unevaluatedProperties"] as? Bool == false)
        // A preset on the family is checked by the family's schema too.
        let preset = try #require(defs["preset:bigToy"] as? [String: Any])
        #expect((preset["properties"] as? [String: Any])?["side"] != nil)
    }

    @Test(.needsSchemaValidator) func editorsRefuseABadOptionOfTheFamily() async throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "good.yaml": "page: p\nsections:\n  - {layout: {kind: toy, side: 12}}\n",
            "negative.yaml": "page: p\nsections:\n  - {layout: {kind: toy, side: -1}}\n",
            "unknown.yaml": "page: p\nsections:\n  - {layout: {kind: toy, sid: 12}}\n",
        ])
        defer { folder.remove() }
        let status = try await Self.teamTool().run(
            QuiltCommand.self, arguments: ["schema", "--project", folder.path, "-o", folder.path("schema.json")])
        #expect(status == 0)
        let report = try SchemaValidator.validate(
            ["good.yaml", "negative.yaml", "unknown.yaml"].map(folder.path), against: folder.path("schema.json"))
        let verdicts = report.verdicts
        #expect(verdicts[folder.path("good.yaml")] == true, "\(report.output)")
        #expect(verdicts[folder.path("negative.yaml")] == false, "\(report.output)")
        #expect(verdicts[folder.path("unknown.yaml")] == false, "\(report.output)")
    }
}
