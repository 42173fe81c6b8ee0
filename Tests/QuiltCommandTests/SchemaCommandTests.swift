import Foundation
import Quilt
import Testing
import QuiltTestSupport

@Suite("quilt schema")
struct SchemaCommandTests {
    /// Runs `quilt schema` for `project` into a temporary file and returns its path.
    func schema(for project: String) async throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "quilt-schema-\(UUID().uuidString).json"
        ).path
        let result = try await CommandRunner.run("quilt", ["schema", "--project", project, "-o", output])
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    @Test(.needsSchemaValidator) func theExampleProjectsSchemaAcceptsItsPages() async throws {
        let path = try await schema(for: "Examples")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pages = PackagePaths.examplePages
        let verdicts = try SchemaValidator.validate(pages, against: path).verdicts
        for page in pages { #expect(verdicts[page] == true, "\(page)") }
    }

    @Test func theExampleProjectsSchemaKnowsItsNames() async throws {
        let path = try await schema(for: "Examples")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let schema = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        for kind in ["banner", "tag", "card", "newsRow", "musicRow"] { #expect(defs["kind:\(kind)"] != nil, "\(kind)") }
        for preset in ["cards2", "cards3", "bannerStrip", "photoGrid"] {
            #expect(defs["preset:\(preset)"] != nil, "\(preset)")
        }
        // Self-contained: no reference leaves the file.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("\"$ref\" : \"layouts/") && !text.contains("schema.json#"))
    }

    @Test(.needsSchemaValidator) func itRejectsAWronglyTypedItemAndUnknownNames() async throws {
        let path = try await schema(for: "Examples")
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
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var files: [String] = []
        for (index, (section, _)) in cases.enumerated() {
            let file = directory.url.appendingPathComponent("case\(index).yaml").path
            try Data("page: p\nsections:\n\(section)".utf8).write(to: URL(fileURLWithPath: file))
            files.append(file)
        }
        let verdicts = try SchemaValidator.validate(files, against: path).verdicts
        for (file, (section, valid)) in zip(files, cases) {
            #expect(verdicts[file] == valid, "\(section)")
        }
    }

    /// The fixture project whose pages state whether they are valid.
    static let shop = "Tests/Fixtures/projects/shop"

    /// The fixture project's pages (relative to the package root) and what each states.
    static func shopPages() throws -> (pages: [String], stated: [String: Bool]) {
        let project = ProjectLoader.load(file: PackagePaths.path(shop + "/quilt.yml"), base: .standard)
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let pages = project.pageFiles.map { String($0.dropFirst(PackagePaths.root.path.count + 1)) }
        #expect(pages.count >= 10)
        var stated: [String: Bool] = [:]
        for page in pages { stated[page] = PackagePaths.statedValidity(of: page) }
        #expect(stated.values.contains(true) && stated.values.contains(false))
        return (pages, stated)
    }

    /// The pages of a fixture project state whether they are valid; the
    /// decoder (through `quilt layout`) must agree.
    @Test func theDecoderAgreesWithAProjectsPages() async throws {
        let (pages, stated) = try Self.shopPages()
        for page in pages {
            let result = try await CommandRunner.run("quilt", ["layout", page])
            #expect((result.status == 0) == stated[page], "\(page): \(result.stderr)")
        }
    }

    /// …and so must the project's schema.
    @Test(.needsSchemaValidator) func theProjectSchemaAgreesWithAProjectsPages() async throws {
        let path = try await schema(for: Self.shop + "/quilt.yml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (pages, stated) = try Self.shopPages()
        let verdicts = try SchemaValidator.validate(pages, against: path).verdicts
        for page in pages { #expect(verdicts[page] == stated[page], "\(page)") }
    }

    @Test func aProjectWithErrorsPrintsThemAndNoSchema() async throws {
        let result = try await CommandRunner.run("quilt", ["schema", "--project", "Tests/Fixtures/projects/broken"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Tests/Fixtures/projects/broken/layouts/a.yaml:2:9: error:"))
    }
}
