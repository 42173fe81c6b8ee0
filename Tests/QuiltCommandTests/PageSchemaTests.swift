import Foundation
import Quilt
import Testing

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

    static func validate(_ files: [String]) throws -> CommandRunner.Result {
        try CommandRunner.script(["python3", "Tests/Scripts/validate_json.py", "Schemas/page.schema.json"] + files)
    }

    @Test func everyExamplePageValidates() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = CommandRunner.examplePages()
        let paths = pages.map { CommandRunner.packageRoot.appendingPathComponent($0).path }
        let result = try Self.validate(try Self.convert(paths, into: directory))
        if result.status == 3 {
            print("skipped page schema validation: \(result.stdout)")
            return
        }
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\(pages.count) passed, 0 failed"))
    }

    /// The schema catches the decoration mistakes the decoder reports.
    @Test func badDecorationsFailTheSchema() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cases = [
            "{contents: {color: '#12345'}}", "{contents: {color: red, image: a.png}}", "{region: onlyItem}",
            "{contents: {gradient: {colors: [red]}}}", "{contents: {gradient: {colors: [red, blue], locations: [0, 2]}}}",
            "{contents: {color: red, shadow: {opacity: 2}}}", "{radius: -1, contents: {color: red}}", "{contents: {colour: red}}",
            "{contents: {image: {url: a.png, fit: tile}}}", "{contents: {gradient: {start: [0, 1.5], colors: [red, blue]}}}",
        ]
        var files: [String] = []
        for (index, decoration) in cases.enumerated() {
            let file = directory.appendingPathComponent("bad-\(index).yaml")
            try Data("page: p\nsections:\n  - decoration: \(decoration)\n".utf8).write(to: file)
            files.append(file.path)
        }
        let converted = try Self.convert(files, into: directory)
        let result = try Self.validate(converted)
        if result.status == 3 { return }
        #expect(result.stdout.contains("0 passed, \(cases.count) failed"), "\(result.stdout)")
    }
}
