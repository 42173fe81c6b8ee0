import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport
import Testing

/// `Schemas/families.schema.json` is generated: the family names and the
/// rules that check a layout by its family come from the registry and the
/// files in `Schemas/layouts/`.
@Suite("The generated family schema")
struct FamilySchemaTests {
    static let schemas = PackagePaths.root.appendingPathComponent("Schemas")

    @Test func theCommittedFileIsWhatTheStandardRegistryGenerates() throws {
        let committed = try String(contentsOf: Self.schemas.appendingPathComponent(FamilySchema.file), encoding: .utf8)
        let generated = try FamilySchema(registry: .standard, schemasDirectory: Self.schemas).text()
        #expect(
            committed == generated,
            "Schemas/families.schema.json is out of date: swift run quilt-generate"
        )
    }

    @Test func everyBuiltInFamilyHasAnOptionsSchema() throws {
        #expect(
            try FamilySchema(registry: .standard, schemasDirectory: Self.schemas).families()
                == Registry.standard.familyNames)
    }

    @Test func theGeneratedFileIsJSONThatNamesTheFamilies() throws {
        let text = try FamilySchema(registry: .standard, schemasDirectory: Self.schemas).text()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let defs = try #require(object["$defs"] as? [String: Any])
        #expect((defs["name"] as? [String: Any])?["enum"] as? [String] == Registry.standard.familyNames)
        let rules = try #require((defs["options"] as? [String: Any])?["allOf"] as? [[String: Any]])
        #expect(rules.count == Registry.standard.familyNames.count)
        let fallback = try #require(defs["withoutKind"] as? [String: Any])
        #expect(
            (fallback["then"] as? [String: Any])?["$ref"] as? String
                == "layouts/\(Registry.standard.defaultFamily).schema.json")
    }

    /// A schema file left behind by a family no longer registered, or named
    /// after another kind, is refused rather than silently ignored.
    @Test func aSchemaWithoutItsFamilyIsRefused() throws {
        let folder = try TemporaryDirectory(files: ["layouts/ribbon.schema.json": RibbonLayout.schema])
        #expect(throws: SchemaFailure.self) {
            try FamilySchema(registry: .standard, schemasDirectory: folder.url).text()
        }
        #expect(
            try FamilySchema(registry: try RibbonLayout.registry(), schemasDirectory: folder.url).families() == [
                "ribbon"
            ])

        let misnamed = try TemporaryDirectory(files: ["layouts/band.schema.json": RibbonLayout.schema])
        #expect(throws: SchemaFailure.self) {
            try FamilySchema(registry: try RibbonLayout.registry(), schemasDirectory: misnamed.url).families()
        }
        let broken = try TemporaryDirectory(files: ["layouts/ribbon.schema.json": "{\"properties\": "])
        #expect(throws: SchemaFailure.self) {
            try FamilySchema(registry: try RibbonLayout.registry(), schemasDirectory: broken.url).families()
        }
    }

    /// Without any family schema, or without the default family's, the file is still a valid schema.
    @Test func noFamilySchemasGiveOpenRules() throws {
        let folder = try TemporaryDirectory(files: ["layouts/common.schema.json": "{\"$defs\": {}}"])
        let text = try FamilySchema(registry: .standard, schemasDirectory: folder.url).text()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let defs = try #require(object["$defs"] as? [String: Any])
        #expect((defs["name"] as? [String: Any])?["enum"] as? [String] == [])
        #expect((defs["options"] as? [String: Any])?["allOf"] == nil)
        #expect((defs["withoutKind"] as? [String: Any])?["if"] == nil)
    }
}
