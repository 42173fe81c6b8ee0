import Foundation
import Quilt
import Testing
import QuiltTestSupport

/// Example pages against `Schemas/page.schema.json` (with its decoration and
/// layout parts), converted to JSON by Quilt's YAML loader and checked by the
/// independent `jsonschema` package.
@Suite("Page schema")
struct PageSchemaTests {
    /// Writes each YAML file (absolute paths) as JSON into `directory`; returns the JSON paths.
    static func convert(_ pages: [String], into directory: URL) throws -> [String] {
        try pages.map { page in
            let document = YAMLLoader().load(path: page)
            let root = try #require(document.root, "\(page): \(document.diagnostics)")
            var json = JSONWriter()
            json.value(DataValue(root))
            let output = directory.appendingPathComponent(URL(fileURLWithPath: page).lastPathComponent + ".json")
            try Data(json.output.utf8).write(to: output)
            return output.path
        }
    }

    static func validate(_ files: [String]) throws -> SchemaValidator.Report {
        try SchemaValidator.validate(files, against: "Schemas/page.schema.json")
    }

    @Test(.needsSchemaValidator) func everyExamplePageValidates() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pages = PackagePaths.examplePages
        let paths = pages.map { PackagePaths.root.appendingPathComponent($0).path }
        let result = try Self.validate(try Self.convert(paths, into: directory.url))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\(pages.count) passed, 0 failed"))
    }

    /// The schema catches the decoration mistakes the decoder reports.
    @Test(.needsSchemaValidator) func badDecorationsFailTheSchema() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let cases = [
            "{contents: {color: '#12345'}}", "{contents: {color: red, image: a.png}}", "{region: onlyItem}",
            "{contents: {gradient: {colors: [red]}}}",
            "{contents: {gradient: {colors: [red, blue], locations: [0, 2]}}}",
            "{contents: {color: red, shadow: {opacity: 2}}}", "{radius: -1, contents: {color: red}}",
            "{contents: {colour: red}}",
            "{contents: {image: {url: a.png, fit: tile}}}",
            "{contents: {gradient: {start: [0, 1.5], colors: [red, blue]}}}",
        ]
        var files: [String] = []
        for (index, decoration) in cases.enumerated() {
            let file = directory.url.appendingPathComponent("bad-\(index).yaml")
            try Data("page: p\nsections:\n  - decoration: \(decoration)\n".utf8).write(to: file)
            files.append(file.path)
        }
        let converted = try Self.convert(files, into: directory.url)
        let result = try Self.validate(converted)
        #expect(result.output.contains("0 passed, \(cases.count) failed"), "\(result.output)")
    }

    /// The check is not vacuous: pages with bad size rules and flex or
    /// waterfall options fail it.
    @Test(
        .needsSchemaValidator,
        arguments: [
            "size: {width: -1}",
            "size: {width: 80, text: {}}",
            "size: {aspect: {width: w}}",
            "size: {}",
            "layout: {kind: flex, justify: left}",
            "layout: {kind: waterfall, render: topToBottom}",
            "layout: {kind: waterfall, maxDisplay: {lines: 2}}",
            "layout: {kind: waterfall, columns: 0}",
        ])
    func badSectionsFail(section: String) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let page = directory.url.appendingPathComponent("bad.yaml")
        try "page: p\nsections:\n  - id: s\n    \(section)\n".write(to: page, atomically: true, encoding: .utf8)
        let result = try Self.validate([page.path])
        #expect(result.status == 1, "\(section): \(result.output)")
    }
}
