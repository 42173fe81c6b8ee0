import Foundation
import Testing

/// The example pages themselves, checked by the page schema with an
/// independent validator (Python's `jsonschema`, the YAML read by PyYAML).
@Suite("Page schema")
struct PageSchemaTests {
    func validate(_ pages: [String]) throws -> CommandRunner.Result? {
        let result = try CommandRunner.script(["python3", "Tests/Scripts/validate_json.py", "Schemas/page.schema.json"] + pages)
        if result.status == 3 {
            print("skipped page schema validation: \(result.stdout)")
            return nil
        }
        return result
    }

    @Test func everyExamplePageValidates() throws {
        let pages = CommandRunner.examplePages()
        #expect(pages.count >= 4)
        guard let result = try validate(pages) else { return }
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\(pages.count) passed, 0 failed"), "\(result.stdout)")
    }

    /// The check is not vacuous: pages with bad size rules and options fail it.
    @Test(arguments: [
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
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("bad.yaml")
        try "page: p\nsections:\n  - id: s\n    \(section)\n".write(to: page, atomically: true, encoding: .utf8)
        guard let result = try validate([page.path]) else { return }
        #expect(result.status == 1, "\(section): \(result.stdout)")
    }
}
