import Foundation
import Quilt
import QuiltGeneration
import QuiltTestSupport
import Testing

/// The one generator: what it makes of the committed sources is what is
/// committed, and its check fails on a generated file edited by hand.
@Suite("The generator of generated files")
struct GeneratorTests {
    static let root = PackagePaths.root

    /// A copy of the repository's `Schemas/` in a folder of its own, as the root of a repository.
    static func copyOfTheSchemas() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-drift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Schemas"), to: copy.appendingPathComponent("Schemas"))
        return copy
    }

    @Test func everyKindOfGeneratedFileIsListedOnce() throws {
        let paths = Generator.files(root: Self.root).map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(paths.contains("Schemas/numbers.schema.json") && paths.contains("Schemas/families.schema.json"))
        #expect(paths.contains("docs/limits.md"))
        #expect(paths.filter { $0.hasPrefix(Generator.golden) }.count == Generator.goldenReports.count)
        let pages = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Examples/pages").path
        ).filter { $0.hasSuffix(".yaml") }
        #expect(paths.filter { $0.hasPrefix("docs/images/") }.count == pages.count)
    }

    @Test func theCommittedSchemasAndTablesAreWhatItMakes() async throws {
        let files = Generator.files(root: Self.root).filter { !$0.path.hasPrefix("docs/images/") }
            .filter { !$0.path.hasPrefix(Generator.golden) }
        #expect(try await Generator.drift(of: files, root: Self.root) == [], "run swift run quilt-generate")
    }

    @Test func aSchemaEditedByHandIsDrift() async throws {
        let copy = try Self.copyOfTheSchemas()
        defer { try? FileManager.default.removeItem(at: copy) }
        let schemas = Generator.files(root: Self.root).filter { $0.path.hasPrefix("Schemas/") }
        #expect(try await Generator.drift(of: schemas, root: copy) == [])

        let edited = copy.appendingPathComponent("Schemas/numbers.schema.json")
        let text = try String(contentsOf: edited, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"maximum\": 1000000", with: "\"maximum\": 2000000").utf8)
            .write(to: edited)
        #expect(try String(contentsOf: edited, encoding: .utf8) != text, "the edit changed nothing")
        #expect(try await Generator.drift(of: schemas, root: copy) == ["Schemas/numbers.schema.json"])

        // Writing mends it, and writes only the file that differed.
        #expect(try await Generator.write(schemas, root: copy) == ["Schemas/numbers.schema.json"])
        #expect(try String(contentsOf: edited, encoding: .utf8) == text)
        #expect(try await Generator.drift(of: schemas, root: copy) == [])
    }

    @Test func aMissingGeneratedFileIsDrift() async throws {
        let copy = try Self.copyOfTheSchemas()
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Schemas/families.schema.json"))
        let schemas = Generator.files(root: Self.root).filter { $0.path.hasPrefix("Schemas/") }
        #expect(try await Generator.drift(of: schemas, root: copy) == ["Schemas/families.schema.json"])
    }

    /// `docs/limits.md` holds the generated tables, one row per range.
    @Test func theLimitsPageHoldsTheGeneratedTables() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/limits.md"), encoding: .utf8)
        let updated = try #require(LimitsTable.updating(page), "docs/limits.md lost its <!-- generated: … --> markers")
        #expect(page == updated, "docs/limits.md is out of date: swift run quilt-generate")
        for range in NumberRange.all { #expect(page.contains("| `\(range.name)` | \(range.requirement) |")) }
        #expect(LimitsTable.updating("no markers") == nil)
    }

    /// The live page's script is JavaScript Node accepts, and the Swift
    /// source serving it holds it unchanged.
    @Test(.needsNode) func theLiveScriptIsCheckedJavaScript() throws {
        let script = Self.root.appendingPathComponent("Modules/QuiltPreviewSite/Live/LiveScript.js").path
        let checked = try CommandRunner.script(["node", "--check", script])
        #expect(checked.status == 0, "\(checked.stderr)")
    }
}
