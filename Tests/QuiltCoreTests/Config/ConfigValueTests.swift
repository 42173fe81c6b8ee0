import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Config values")
struct ConfigValueTests {
    static let numbersFollowTheYAMLCoreSchemaCases: [(text: String, int: Int?, double: Double?)] = [
        ("12", 12, 12.0), ("-3", -3, -3.0), ("0x1F", 31, 31.0), ("0o17", 15, 15.0), ("3.0", 3, 3.0),
        ("2.5", nil, 2.5), ("1e3", 1000, 1000.0), (".inf", nil, Double.infinity), ("abc", nil, nil), ("", nil, nil),
        ("infinity", nil, nil), ("nan", nil, nil),
    ]

    @Test func numbersFollowTheYAMLCoreSchema() async throws {
        try await withEvery("case", in: Self.numbersFollowTheYAMLCoreSchemaCases) { text, int, double in
            let node = ConfigNode.scalar(text)
            #expect(node.int == int)
            #expect(node.double == double)
        }
    }

    /// Short decimals (`-12.5`, `.25`, `3.`, up to 15 digits) are read
    /// without the general parser; they must be the very double it gives.
    @Test func shortDecimalsAreTheDoublesTheGeneralParserGives() async throws {
        try await withEvery("seed", in: 0..<200) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            for _ in 0..<100 {
                let digits = (0..<(1 + Int(random.next() % 16))).map { _ in String(random.next() % 10) }.joined()
                let point = Int(random.next() % UInt64(digits.count + 2)) - 1
                var text = point < 0 ? digits : String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
                switch random.next() % 4 {
                case 0: text = "-" + text
                case 1: text = "+" + text
                default: break
                }
                let expected = try #require(Double(text), "\(text)")
                #expect(ConfigNode.scalar(text).double?.bitPattern == expected.bitPattern, "\(text)")
            }
        }
    }

    @Test func booleansAndNulls() {
        #expect(ConfigNode.scalar("true").bool == true)
        #expect(ConfigNode.scalar("False").bool == false)
        #expect(ConfigNode.scalar("yes").bool == nil)
        #expect(ConfigNode.scalar("~").isNull)
        #expect(ConfigNode.scalar("").isNull)
        #expect(ConfigNode(.scalar("null", .doubleQuoted)).isNull == false)
        #expect(ConfigNode(.scalar("12", .singleQuoted)).int == nil)
    }

    @Test func dataValuesFromNodes() {
        let node = ConfigNode.mapping([
            "a": .scalar("1"), "b": .sequence([.scalar("x"), .scalar("true"), .scalar("~")]),
        ])
        #expect(DataValue(node) == .object(["a": .number(1), "b": .array([.string("x"), .bool(true), .null])]))
        #expect(DataValue.number(3).displayText == "3")
        #expect(DataValue.number(2.5).displayText == "2.5")
    }

    @Test func edgeInsetsForms() {
        var context = DecodingContext(registry: Registry())
        #expect(EdgeInsets.decode(.scalar("4"), context: &context) == EdgeInsets(all: 4))
        #expect(EdgeInsets.decode(.mapping(["left": .scalar("-10")]), context: &context) == EdgeInsets(left: -10))
        #expect(context.diagnostics.isEmpty)
        _ = EdgeInsets.decode(.mapping(["lft": .scalar("1")]), context: &context)
        #expect(context.diagnostics.first?.suggestion == "left")
    }

    @Test func nonFiniteNumbersAreRejected() {
        var context = DecodingContext(registry: Registry())
        #expect(Double.decode(.scalar(".inf"), context: &context) == nil)
        #expect(context.diagnostics.map(\.code) == [.outOfRange])
    }

    @Test(
        arguments: [
            ("distribuiton", ["distribution", "itemRatio"], "distribution"),
            ("Header", ["header", "footer"], "header"),
            ("xyz", ["header", "footer"], nil),
            ("lineSpacng", ["lineSpacing", "interitemSpacing"], "lineSpacing"),
        ] as [(String, [String], String?)])
    func suggestions(word: String, candidates: [String], expected: String?) {
        #expect(Suggestions.closest(to: word, in: candidates) == expected)
    }

    @Test func editDistanceCountsSwapsAsOne() {
        #expect(Suggestions.editDistance("ab", "ba") == 1)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.editDistance("", "abc") == 3)
    }

    @Test func diagnosticDescription() {
        let diagnostic = Diagnostic(
            .error, code: .unknownKey, "unknown key 'x'", at: at(3, 5), suggestion: "y", notes: ["n"])
        #expect(
            diagnostic.description
                == "page.yaml:3:5: error: unknown key 'x' [unknown-key] (did you mean 'y'?)\n  note: n")
    }
}
