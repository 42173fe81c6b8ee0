import Foundation
import Quilt
import Testing

@Suite("quilt schema")
struct SchemaCommandTests {
    /// Runs `quilt schema` for `project` into a temporary file and returns its path.
    func schema(for project: String) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-schema-\(UUID().uuidString).json").path
        let result = try CommandRunner.run("quilt", ["schema", "--project", project, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    /// `valid`/`invalid` per file from the validator's report; nil when it is unavailable.
    func verdicts(schema: String, files: [String]) throws -> [String: Bool]? {
        let result = try CommandRunner.script(["python3", "Tests/Scripts/validate_json.py", "--report", schema] + files)
        if result.status == 3 {
            print("skipped schema validation: \(result.stdout)")
            return nil
        }
        var verdicts: [String: Bool] = [:]
        for line in result.stdout.split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count >= 2, words[0] == "valid" || words[0] == "invalid" else { continue }
            verdicts[words[1].hasSuffix(":") ? String(words[1].dropLast()) : String(words[1])] = words[0] == "valid"
        }
        return verdicts
    }

    @Test func theExampleProjectsSchemaAcceptsItsPagesAndKnowsItsNames() throws {
        let path = try schema(for: "Examples")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pages = CommandRunner.examplePages()
        guard let verdicts = try verdicts(schema: path, files: pages) else { return }
        for page in pages { #expect(verdicts[page] == true, "\(page)") }

        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        for kind in ["banner", "tag", "card", "newsRow", "musicRow"] { #expect(defs["kind:\(kind)"] != nil, "\(kind)") }
        for preset in ["cards2", "cards3", "bannerStrip", "photoGrid"] { #expect(defs["preset:\(preset)"] != nil, "\(preset)") }
        // Self-contained: no reference leaves the file.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("\"$ref\" : \"layouts/") && !text.contains("schema.json#"))
    }

    @Test func itRejectsAWronglyTypedItemAndUnknownNames() throws {
        let path = try schema(for: "Examples")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cases: [(String, Bool)] = [
            ("  - component: card\n    items: [{id: a, title: Lamp, price: \"12\"}]\n", false),
            ("  - component: card\n    items: [{id: a, title: Lamp, price: 12}]\n", true),
            ("  - component: crad\n", false),
            ("  - layout: cards9\n", false),
            ("  - layout: {kind: cards2, rowz: 1}\n", false),
            ("  - layout: {kind: cards3, lineSpacing: 4}\n", true),
            ("  - layout: {kind: photoGrid, columns: 0}\n", false),
            ("  - component: banner\n    items: [{id: b, image: not a url}]\n", false),
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quilt-schema-pages-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for (index, (section, _)) in cases.enumerated() {
            let file = directory.appendingPathComponent("case\(index).yaml").path
            try Data("page: p\nsections:\n\(section)".utf8).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        guard let verdicts = try verdicts(schema: path, files: files) else { return }
        for (file, (section, valid)) in zip(files, cases) {
            #expect(verdicts[file] == valid, "\(section)")
        }
    }

    /// The pages of a fixture project state whether they are valid; the
    /// project's schema and the Swift decoder must both agree.
    @Test func theProjectSchemaAgreesWithTheDecoderOnAProjectsPages() throws {
        let root = "Tests/Fixtures/projects/shop"
        let path = try schema(for: root + "/quilt.yml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let project = ProjectLoader.load(file: CommandRunner.packageRoot.path + "/" + root + "/quilt.yml", base: .standard)
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let pages = project.pageFiles.map { String($0.dropFirst(CommandRunner.packageRoot.path.count + 1)) }
        #expect(pages.count >= 10)
        var stated: [String: Bool] = [:]
        for page in pages {
            let text = try String(contentsOfFile: CommandRunner.packageRoot.path + "/" + page, encoding: .utf8)
            let line = text.split(separator: "\n").dropFirst().first ?? ""
            stated[page] = line.hasPrefix("# valid:") ? true : line.hasPrefix("# invalid:") ? false : nil
        }
        #expect(stated.values.contains(true) && stated.values.contains(false))
        for page in pages {
            let result = try CommandRunner.run("quilt", ["layout", page])
            #expect((result.status == 0) == stated[page], "\(page): \(result.stderr)")
        }
        guard let verdicts = try verdicts(schema: path, files: pages) else { return }
        for page in pages { #expect(verdicts[page] == stated[page], "\(page)") }
    }

    @Test func aProjectWithErrorsPrintsThemAndNoSchema() throws {
        let result = try CommandRunner.run("quilt", ["schema", "--project", "Tests/Fixtures/projects/broken"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Tests/Fixtures/projects/broken/layouts/a.yaml:2:9: error:"))
    }

    /// `--families` prints the committed Schemas/families.schema.json: the
    /// family part of the schemas is what the built-in families generate.
    @Test func familiesPrintsTheCommittedFamilySchema() throws {
        let result = try CommandRunner.run("quilt", ["schema", "--families"])
        #expect(result.status == 0, "\(result.stderr)")
        let committed = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("Schemas/families.schema.json"), encoding: .utf8)
        #expect(result.stdout == committed, "regenerate: swift run quilt schema --families -o Schemas/families.schema.json")
        let refused = try CommandRunner.run("quilt", ["schema", "--families", "--project", "Examples"])
        #expect(refused.status == 64 && refused.stderr.contains("takes no --project"), "\(refused.stderr)")
    }
}
