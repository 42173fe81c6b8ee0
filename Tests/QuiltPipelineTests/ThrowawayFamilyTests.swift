import Foundation
import Quilt
import QuiltGeneration
import QuiltPipeline
import QuiltTestSupport
import Testing

/// One more family, registered from code with its options schema in a
/// schemas folder: the generated schemas, the messages and the derived
/// lists all follow, and no hand-written file changes.
@Suite("A throwaway family")
struct ThrowawayFamilyTests {
    /// A copy of Quilt's `Schemas/` with the ribbon's options schema added
    /// and `families.schema.json` generated for `registry`.
    static func schemas(for registry: Registry) throws -> (folder: TemporaryDirectory, schemas: URL) {
        let folder = try TemporaryDirectory()
        let schemas = folder.url.appendingPathComponent("Schemas")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Schemas"), to: schemas)
        try folder.write("Schemas/layouts/ribbon.schema.json", RibbonLayout.schema)
        try folder.write(
            "Schemas/" + FamilySchema.file, try FamilySchema(registry: registry, schemasDirectory: schemas).text())
        return (folder, schemas)
    }

    @Test func theGeneratedFamilySchemaNamesIt() throws {
        let registry = try RibbonLayout.registry()
        let (folder, schemas) = try Self.schemas(for: registry)
        let generated = try folder.read("Schemas/" + FamilySchema.file)
        let committed = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Schemas/" + FamilySchema.file), encoding: .utf8)
        let rule =
            #"{"if": {"required": ["kind"], "properties": {"kind": {"const": "ribbon"}}}, "then": {"$ref": "layouts/ribbon.schema.json"}}"#
        #expect(generated.contains(rule))
        #expect(generated.contains(#""enum": ["flex", "grid", "list", "ribbon", "waterfall"]"#))
        // Exactly the ribbon's enum entry and rule more than the committed file.
        let added = Set(generated.split(separator: "\n")).subtracting(committed.split(separator: "\n"))
        #expect(added.count == 2, "\(added)")
        #expect(try FamilySchema(registry: registry, schemasDirectory: schemas).families() == registry.familyNames)
    }

    /// The schemas that refer to the generated file check the ribbon's
    /// options, in pages, presets and `quilt.yml`, as the decoder does.
    @Test(.needsSchemaValidator)
    func theSchemasCheckItsOptions() throws {
        let (folder, schemas) = try Self.schemas(for: try RibbonLayout.registry())
        let page = { (layout: String) in "page: p\nsections:\n  - id: s\n    layout: \(layout)\n" }
        let cases: [(file: String, text: String, schema: String, valid: Bool)] = [
            ("good.yaml", page("{kind: ribbon, thickness: 3}"), "page", true),
            ("bare.yaml", page("ribbon"), "page", true),
            ("zero.yaml", page("{kind: ribbon, thickness: 0}"), "page", false),
            ("alien.yaml", page("{kind: ribbon, columns: 2}"), "page", false),
            ("preset.yaml", "layout: thin\nkind: ribbon\nthickness: 2\n", "layout-preset", true),
            ("taken.yaml", "layout: ribbon\nkind: list\n", "layout-preset", false),
            ("quilt.yml", "families: [ribbon, list]\n", "quilt", true),
        ]
        for item in cases { try folder.write(item.file, item.text) }
        for schema in ["page", "layout-preset", "quilt"] {
            let files = cases.filter { $0.schema == schema }
            let schemaPath = schemas.appendingPathComponent("\(schema).schema.json").path
            let verdicts = try SchemaValidator.validate(files.map { folder.path($0.file) }, against: schemaPath)
                .verdicts
            for item in files {
                #expect(verdicts[folder.path(item.file)] == item.valid, "\(item.file) against \(schema).schema.json")
            }
        }
        // Quilt's own schemas leave the unknown kind open: only the generated file made the difference.
        let standard = try SchemaValidator.validate(
            [folder.path("alien.yaml")], against: PackagePaths.path("Schemas/page.schema.json")
        ).verdicts
        #expect(standard[folder.path("alien.yaml")] == true)
    }

    /// A project's schema (`quilt schema`) on the ribbon's registry embeds its options schema and names it.
    @Test func aProjectSchemaKnowsIt() throws {
        let registry = try RibbonLayout.registry()
        let (folder, schemas) = try Self.schemas(for: registry)
        let project = Project.standalone(registry: registry, directory: folder.path)
        let schema = try ProjectSchema(schemasDirectory: schemas, project: project).build()
        let defs = try #require(schema["$defs"] as? [String: Any])
        #expect(defs["schema:layouts.ribbon"] != nil)
        #expect(
            (schema["$comment"] as? String)?.contains("layouts: " + registry.layoutNames.joined(separator: ", "))
                == true)
        let families = try #require(defs["schema:families"] as? [String: Any])
        let names = ((families["$defs"] as? [String: Any])?["name"] as? [String: Any])?["enum"] as? [String]
        #expect(names == registry.familyNames)
    }

    /// The decoder's and the linter's messages list the registry's layouts,
    /// and the golden files' placeholder stands for whichever list it is.
    @Test func messagesAndGoldenTextFollowTheRegistry() async throws {
        let registry = try RibbonLayout.registry()
        let folder = try TemporaryDirectory(files: [
            "page.yaml": "page: p\nsections:\n  - id: s\n    layout: {kind: ribon}\n"
        ])
        let decoded = PageFile.load(path: folder.path("page.yaml"), registry: registry)
        let unknown = try #require(decoded.diagnostics.first)
        #expect(unknown.code == .unknownLayout && unknown.suggestion == "ribbon")
        #expect(unknown.notes == ["known layouts: " + registry.layoutNames.joined(separator: ", ")])
        #expect(registry.layoutNames.contains("ribbon"))

        let report = await LintRunner(registry: registry, currentDirectory: folder.path).run(paths: ["page.yaml"])
        let finding = try #require(report.findings.first { $0.ruleID == .unknownLayout })
        #expect(finding.notes == unknown.notes)
        let text = HumanReporter().render(report, context: ReportContext(currentDirectory: folder.path, colors: false))
        let normalized = KnownLayouts.normalizing(text, names: registry.layoutNames)
        #expect(normalized.contains("note: " + KnownLayouts.placeholder) && !normalized.contains("ribbon, waterfall"))
        #expect(
            normalized
                == KnownLayouts.normalizing(
                    text.replacingOccurrences(of: "ribbon, ", with: ""), names: Registry.standard.layoutNames))
    }
}
