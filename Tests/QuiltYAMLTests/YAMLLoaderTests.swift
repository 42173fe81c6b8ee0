import QuiltCore
import QuiltYAML
import Testing
import QuiltTestSupport

@Suite("YAML loader")
struct YAMLLoaderTests {
    let loader = YAMLLoader()

    func parse(_ text: String) -> YAMLDocument { loader.parse(text, file: "test.yaml") }

    @Test func scalarsSequencesMappingsWithLocations() throws {
        let document = parse(
            """
            page: home
            sections:
              - id: a
                items: [1, "two", 3.5, true, null]
            """)
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root["page"]?.string == "home")
        #expect(root["page"]?.location == SourceLocation(file: "test.yaml", line: 1, column: 7))
        let section = try #require(root["sections"]?.elements?.first)
        #expect(section.location.line == 3)
        #expect(section.location.column == 5)
        let items = try #require(section["items"]?.elements)
        #expect(items.map(\.int) == [1, nil, nil, nil, nil])
        #expect(items[1].string == "two")
        #expect(items[2].double == 3.5)
        #expect(items[3].bool == true)
        #expect(items[4].isNull)
        #expect(items[2].location == SourceLocation(file: "test.yaml", line: 4, column: 23))
    }

    @Test func quotedScalarsStayStrings() throws {
        let root = try #require(parse("a: '12'\nb: \"true\"\nc: 12\nd: ~\ne: |\n  block\n").root)
        #expect(root["a"]?.string == "12")
        #expect(root["a"]?.int == nil)
        #expect(root["b"]?.bool == nil)
        #expect(root["c"]?.int == 12)
        #expect(root["d"]?.isNull == true)
        #expect(root["e"]?.string == "block\n")
    }

    @Test func anchorsAliasesAndMergeKeys() throws {
        let root = try #require(
            parse(
                """
                base: &base {kind: list, lineSpacing: 4}
                copy: *base
                merged:
                  <<: *base
                  lineSpacing: 8
                """
            ).root)
        #expect(root["copy"] == root["base"])
        #expect(root["merged"]?["kind"]?.string == "list")
        #expect(root["merged"]?["lineSpacing"]?.int == 8)
        #expect(root["merged"]?.pairs?.count == 2)
    }

    @Test func emptyFileIsANullRoot() throws {
        let document = parse("")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.isNull == true)
    }

    /// Each malformed-YAML class, with the line:column libyaml (or the loader) points at.
    @Test(
        arguments: [
            ("tab indentation", "a:\n\tb: 1\n", 2, "tab"),
            ("bad indentation", "a:\n  b: 1\n c: 2\n", 3, "did not find expected key"),
            ("unterminated double quote", "a: \"open\nb: 1\n", 3, "quoted scalar"),
            ("unterminated single quote", "a: 'open\n", 2, "quoted scalar"),
            ("unclosed flow sequence", "a: [1, 2\n", 2, "flow sequence"),
            ("mapping value in plain scalar", "a: b: c\n", 1, "mapping values are not allowed"),
            ("unknown alias", "a: *nowhere\n", 1, "unknown alias"),
            ("two documents", "a: 1\n---\nb: 2\n", 2, "more than one YAML document"),
        ] as [(String, String, Int, String)])
    func malformedYAMLIsALocatedDiagnostic(name: String, text: String, line: Int, fragment: String) throws {
        let document = parse(text)
        let diagnostic = try #require(document.diagnostics.first, "\(name): no diagnostic")
        #expect(document.root == nil, "\(name)")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code.rawValue.hasPrefix("yaml-"), "\(name): \(diagnostic.code)")
        #expect(diagnostic.location.line == line, "\(name): \(diagnostic)")
        #expect(diagnostic.location.column >= 1)
        #expect(diagnostic.message.contains(fragment), "\(name): \(diagnostic.message)")
    }

    /// An unquoted `#` colour in a flow mapping comments out the closing
    /// brackets; libyaml stops at the next line, and the error carries the
    /// note the block form's null colour gets, naming the colour written.
    @Test func aCommentThatLeavesAFlowCollectionOpenGetsTheColourNote() throws {
        let document = parse(
            """
            sections:
              - decoration: {contents: {color: #8091a5}}
                items: [{id: a}]
            """)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.location.line == 3, "\(diagnostic)")
        #expect(diagnostic.notes == [RGBAColor.unquotedHashNote("#8091a5")], "\(diagnostic)")
        #expect(diagnostic.notes == ["an unquoted # starts a YAML comment: write \"#8091a5\" in quotes"])
        // In a flow sequence too, past a quoted '#' that is no comment.
        let sequence = try #require(parse("colors: ['a #b', #ff9e5c]\nnext: 1\n").diagnostics.first)
        #expect(sequence.notes == [RGBAColor.unquotedHashNote("#ff9e5c")], "\(sequence)")
        // libyaml may name a collection started after the comment, on the error's
        // line: the search starts at the outermost one still open.
        let nested = try #require(
            parse("- {id: \"é\", decoration: {contents: {color: #8091a5}}, items: [{id: a}]}\n- {id: b}\n")
                .diagnostics.first)
        #expect(nested.notes == [RGBAColor.unquotedHashNote("#8091a5")], "\(nested)")
        // A comment written as one (`# …`) and other flow errors get no note.
        #expect(parse("a: {b: 1 # c\nd: 2\n").diagnostics.first?.notes == [])
        #expect(parse("a: [1, 2\n").diagnostics.first?.notes == [])
    }

    @Test func duplicateKeysAreLocatedWithTheFirstPlace() throws {
        let document = parse("a: 1\nb: 2\na: 3\n")
        #expect(document.root != nil)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == .duplicateKey)
        #expect(diagnostic.location == SourceLocation(file: "test.yaml", line: 3, column: 1))
        #expect(diagnostic.notes == ["first defined at test.yaml:1:1"])
    }

    @Test func duplicateKeysInLargeMappingsAreFound() throws {
        var text = ""
        for index in 0..<100 { text += "key\(index): \(index)\n" }
        text += "key7: again\nkey99: again\n"
        let document = parse(text)
        #expect(document.diagnostics.map(\.location.line) == [101, 102])
    }

    @Test func invalidUTF8IsADiagnostic() throws {
        let bytes: [UInt8] = Array("a: ".utf8) + [0xFF, 0xFE] + Array("\n".utf8)
        let document = bytes.withUnsafeBufferPointer { loader.parse(bytes: $0, file: "bad.yaml") }
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.message.contains("UTF-8"))
        #expect(diagnostic.location.line == 1)
    }

    /// libyaml refuses every `\u` escape of a UTF-16 surrogate, a valid pair
    /// too; the message says so and gives what to write instead (the
    /// limit is documented in docs/page-format.md#yaml-support).
    @Test func surrogateEscapesSayWhatToWriteInstead() throws {
        let pair = try #require(parse(#"title: "a \ud83d\ude00""#).diagnostics.first)
        #expect(pair.code == .yamlSyntax)
        #expect(pair.location.line == 1 && pair.location.column == 11, "\(pair)")
        #expect(pair.message.contains(#"'\ud83d\ude00'"#), "\(pair.message)")
        #expect(pair.message.contains(#"\U0001F600"#) && pair.message.contains("😀"), "\(pair.message)")
        let lone = try #require(parse(#"title: "\udc00x""#).diagnostics.first)
        #expect(lone.message.contains(#"'\udc00' is half of a UTF-16 surrogate pair"#), "\(lone.message)")
        // The plain `\U` escape reads.
        #expect(parse(#"title: "\U0001F600""#).root?["title"]?.scalarText == "😀")
    }

    @Test func billionLaughsFailsFastWithAMessage() throws {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let clock = ContinuousClock()
        var document: YAMLDocument?
        let elapsed = clock.measure { document = parse(text) }
        let diagnostic = try #require(document?.diagnostics.first)
        #expect(document?.root == nil)
        #expect(diagnostic.code == .yamlLimit)
        #expect(diagnostic.message.contains("aliases"))
        // Generous bound: a full expansion would take minutes and gigabytes.
        #expect(elapsed < .seconds(10))
    }

    @Test func deepNestingIsRefused() throws {
        let depth = 10_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let document = parse(text)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(document.root == nil)
        #expect(diagnostic.code == .yamlLimit)
        #expect(diagnostic.message.contains("256"))
        #expect(diagnostic.location.column == 257)
    }

    @Test func deepBlockNestingIsRefused() throws {
        var text = ""
        for level in 0..<300 { text += String(repeating: " ", count: level) + "k\(level):\n" }
        let document = parse(text)
        #expect(document.diagnostics.first?.code == .yamlLimit)
    }

    @Test func oversizedInputIsRefused() throws {
        let small = YAMLLoader(limits: YAMLLimits(maxBytes: 10))
        let document = small.parse("a: 1234567890\n", file: "big.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.first?.code == .yamlLimit)
    }

    @Test func nodeLimitCountsPlainNodesToo() throws {
        let tight = YAMLLoader(limits: YAMLLimits(maxNodes: 5))
        let document = tight.parse("[1, 2, 3, 4, 5, 6]", file: "n.yaml")
        #expect(document.diagnostics.first?.code == .yamlLimit)
    }

    @Test func missingFileIsADiagnostic() throws {
        let document = loader.load(path: "/nonexistent/quilt/page.yaml")
        #expect(document.root == nil)
        #expect(document.diagnostics.first?.code == .ioError)
    }

    /// Random byte soup and truncations of a real page never trap and always
    /// either parse or produce a located diagnostic.
    @Test func arbitraryInputNeverTraps() throws {
        var random = SplitMix64(seed: 42)
        let page = """
            page: home
            sections:
              - id: a
                layout: {kind: list, distribution: 3, inset: {top: 1}}
                items: [&x {id: 1}, *x, "q\\n", 'it''s']
            """
        let alphabet = Array("ab: -[]{},&*!|>'\"#\n\t %@`?".utf8)
        for round in 0..<400 {
            var bytes = Array(page.utf8)
            if round % 2 == 0 {
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            }
            for _ in 0..<(round % 7) {
                let position = Int(random.next() % UInt64(max(bytes.count, 1)))
                let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
                if position < bytes.count { bytes[position] = byte } else { bytes.append(byte) }
            }
            let document = bytes.withUnsafeBufferPointer { loader.parse(bytes: $0, file: "fuzz.yaml") }
            if document.root == nil {
                #expect(!document.diagnostics.isEmpty)
                #expect(document.diagnostics.allSatisfy { $0.location.line >= 1 })
            }
        }
    }
}
