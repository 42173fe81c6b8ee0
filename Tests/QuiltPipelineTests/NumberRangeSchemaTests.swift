import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport
import Testing

/// `NumberRange.all` is the one list of ranges: `Schemas/numbers.schema.json`
/// and the tables of `docs/limits.md` are generated from it, and no input
/// schema declares a number of its own (QuiltGenerationTests checks the tables).
@Suite("Number ranges in schemas and docs")
struct NumberRangeSchemaTests {
    static let schemas = PackagePaths.root.appendingPathComponent("Schemas")

    @Test func theCommittedNumberSchemaIsWhatTheListGenerates() throws {
        let committed = try String(contentsOf: Self.schemas.appendingPathComponent(NumberSchema.file), encoding: .utf8)
        #expect(
            committed == NumberSchema().text(),
            "Schemas/numbers.schema.json is out of date: swift run quilt-generate"
        )
    }

    @Test func everyNumberInTheInputSchemasRefersToARange() throws {
        #expect(
            try NumberSchema.unboundedNumbers(in: Self.schemas) == [],
            "refer to numbers.schema.json#/$defs/<range> instead")
    }

    /// The check is not vacuous: a schema with a number of its own is found.
    @Test func aNumberOfItsOwnIsFound() throws {
        let folder = try TemporaryDirectory(files: [
            "page.schema.json":
                #"{"properties": {"gap": {"type": "number", "minimum": 0}, "ok": {"$ref": "numbers.schema.json#/$defs/length"}}}"#,
            "layout.schema.json": #"{"properties": {"x": {"type": "number"}}}"#,
        ])
        defer { folder.remove() }
        #expect(try NumberSchema.unboundedNumbers(in: folder.url) == ["page.schema.json: /properties/gap"])
    }

    @Test func everyRangeIsADefinitionWithItsBounds() throws {
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(NumberSchema().text().utf8)) as? [String: Any])
        let definitions = try #require(object["$defs"] as? [String: [String: Any]])
        #expect(Set(definitions.keys) == Set(NumberRange.all.map(\.name)))
        for range in NumberRange.all {
            let definition = try #require(definitions[range.name])
            #expect(definition["maximum"] as? Double == range.maximum, "\(range.name)")
            #expect(
                definition[range.minimumIsExclusive ? "exclusiveMinimum" : "minimum"] as? Double == range.minimum,
                "\(range.name)")
            #expect(definition["type"] as? String == (range.isWhole ? "integer" : "number"), "\(range.name)")
        }
    }
}
