import QuiltCore
import QuiltYAML
import Testing

@Suite("YAML end marks")
struct YAMLEndMarkTests {
    let loader = YAMLLoader()

    func root(_ text: String) throws -> ConfigNode {
        try #require(loader.parse(text, file: "t.yaml").root)
    }

    func end(_ line: Int, _ column: Int) -> QuiltCore.SourceLocation {
        QuiltCore.SourceLocation(file: "t.yaml", line: line, column: column)
    }

    @Test func scalarsEndJustPastTheirLastCharacter() throws {
        let root = try root(
            """
            plain: hello world
            single: 'it''s'
            double: "#abc"
            number: 12.5
            """)
        #expect(root["plain"]?.end == end(1, 19))
        #expect(root["single"]?.end == end(2, 16))
        #expect(root["double"]?.end == end(3, 15))
        #expect(root["number"]?.end == end(4, 13))
        // Keys are scalars too.
        let key = try #require(root.pairs?.first?.key)
        #expect(key.location == end(1, 1))
        #expect(key.end == end(1, 6))
    }

    @Test func flowCollectionsEndPastTheirClosingBracket() throws {
        let root = try root("a: {x: 1, y: [1, 2]}   # comment\n")
        #expect(root["a"]?.end == end(1, 21))
        #expect(root["a"]?["y"]?.end == end(1, 20))
    }

    @Test func blockCollectionsEndAtTheirLastValueNotAtTheNextToken() throws {
        let root = try root(
            """
            section:
              id: a
              items:
                - one
                - two

            # trailing comment
            next: 1
            """)
        #expect(root["section"]?.end == end(5, 10))
        #expect(root["section"]?["items"]?.end == end(5, 10))
    }

    @Test func blockScalarsEndAfterTheirContent() throws {
        let root = try root("text: |\n  line one\n  line two\nnext: 1\n")
        let text = try #require(root["text"])
        #expect(text.location.line == 1)
        #expect(try #require(text.end).line >= 3)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let root = try root("title: \"héllo wörld\"\n")
        #expect(root["title"]?.location == end(1, 8))
        #expect(root["title"]?.end == end(1, 21))
    }

    @Test func emptyCollectionsAndCodeBuiltNodes() throws {
        let root = try root("a: []\nb: {}\n")
        #expect(root["a"]?.end == end(1, 6))
        #expect(root["b"]?.end == end(2, 6))
        #expect(ConfigNode.scalar("x").end == nil)
    }

    @Test func decodingDiagnosticsCarryTheNodesEnd() throws {
        let root = try root("page: p\ntitle: [a, b]\nsections: []\n")
        var context = DecodingContext(registry: Registry())
        _ = PageSpec.decode(root, context: &context)
        let diagnostic = try #require(context.diagnostics.first { $0.code == .wrongType })
        #expect(diagnostic.location == end(2, 8))
        #expect(diagnostic.end == end(2, 14))
    }
}
