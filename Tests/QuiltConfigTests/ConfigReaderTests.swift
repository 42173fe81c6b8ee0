import QuiltConfig
import QuiltCore
import Testing

/// The reader without libyaml reads JSON and YAML's common subset, and
/// reports where a file leaves it instead of reading it differently.
@Suite("Config reader")
struct ConfigReaderTests {
    let reader = ConfigReader()

    @Test func readsAJSONPage() throws {
        let document = reader.parse(
            #"{"page": "p", "sections": [{"id": "a", "items": [{"title": "caf\u00e9"}]}]}"#, file: "p.json")
        #expect(document.diagnostics.isEmpty)
        let title = try #require(document.root?["sections"]?.elements?.first?["items"]?.elements?.first?["title"])
        #expect(title.scalarText == "café")
        #expect(title.location == SourceLocation(file: "p.json", line: 1, column: 60))
    }

    @Test(arguments: [
        ("a: |\n  block\n", 1, 4),
        ("a: 1\nb: !!str 2\n", 2, 4),
        ("a:\n\tb: 1\n", 2, 1),
        ("a: \"x\\ud83d\"\n", 1, 6),
        ("a: [1, 2\n", 2, 1),
    ])
    func whatItDoesNotReadIsLocated(text: String, line: Int, column: Int) {
        let document = reader.parse(text, file: "p.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.count == 1)
        let diagnostic = document.diagnostics.first
        #expect(diagnostic?.code == .yamlUnsupported)
        #expect(diagnostic?.location.line == line, "\(text.debugDescription)")
        #expect(diagnostic?.location.column == column, "\(text.debugDescription)")
    }

    @Test func theSizeLimitHolds() {
        let small = ConfigReader(limits: YAMLLimits(maxBytes: 4))
        #expect(small.parse("a: 12345\n", file: "p.yaml").diagnostics.map(\.code) == [.yamlLimit])
    }
}
