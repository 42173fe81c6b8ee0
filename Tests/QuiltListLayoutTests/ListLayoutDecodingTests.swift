import QuiltCore
import QuiltListLayout
import Testing
import QuiltTestSupport

/// Swift Testing has a `SourceLocation` too.
typealias SourceLocation = QuiltCore.SourceLocation

@Suite("List layout options")
struct ListLayoutDecodingTests {
    func decode(_ node: ConfigNode) -> (ListLayout.Options, [Diagnostic]) { ListLayout().decodedOptions(node) }
    func decode(_ key: String, _ value: ConfigNode) -> (ListLayout.Options, [Diagnostic]) {
        ListLayout().decodedOptions(key, value)
    }

    func line(_ n: Int) -> SourceLocation { SourceLocation(file: "p.yaml", line: n, column: 3) }

    @Test func readsEveryOption() {
        let (options, diagnostics) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "distribution": .mapping(["fraction": .scalar("0.55")]),
                "itemRatio": .mapping(["absolute": .scalar("50")]),
                "rows": .scalar("3"),
                "inset": .scalar("10"),
                "lineSpacing": .scalar("5"),
                "interitemSpacing": .scalar("8"),
                "scrolling": .scalar("paging"),
                "maxDisplay": .mapping(["count": .scalar("9")]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(options.arrange == .horizontal)
        #expect(options.distribution == .fraction(0.55))
        #expect(options.itemRatio == .absolute(50))
        #expect(options.rows == 3)
        #expect(options.inset == EdgeInsets(all: 10))
        #expect(options.common.lineSpacing == 5)
        #expect(options.common.interitemSpacing == 8)
        #expect(options.scrolling == .paging)
        #expect(options.common.maxDisplay == MaxDisplay(count: 9))
    }

    @Test func linesOnAHorizontalListIsAWarningAndDropped() {
        let (options, diagnostics) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "maxDisplay": .mapping(["lines": .scalar("2", at: line(4))], at: line(3)),
            ]))
        #expect(diagnostics.map { $0.code } == [.ineffectiveOption])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == line(4))
        #expect(options.common.maxDisplay?.lines == nil)
    }

    @Test func ineffectiveOptionsAreWarnings() {
        let (_, vertical) = decode(
            .mapping([
                "rows": .scalar("2", at: line(2)),
                "horizontalContentHeight": .scalar("100", at: line(3)),
                "scrolling": .scalar("paging", at: line(4)),
            ]))
        #expect(vertical.map { $0.code } == [.ineffectiveOption, .ineffectiveOption, .ineffectiveOption])
        #expect(Set(vertical.map { $0.location.line }) == [2, 3, 4])
        let (_, both) = decode(
            .mapping([
                "arrange": .scalar("horizontal"), "rows": .scalar("2"),
                "horizontalContentHeight": .scalar("100", at: line(7)),
            ]))
        #expect(both.map { $0.location.line } == [7])
    }

    static let badValuesAreLocatedErrorsCases: [(key: String, value: ConfigNode, code: DiagnosticCode)] = [
        (
            "distribution", ConfigNode.scalar("0", at: SourceLocation(file: "p.yaml", line: 2, column: 3)),
            DiagnosticCode.outOfRange
        ),
        ("distribution", ConfigNode.scalar("two", at: SourceLocation(file: "p.yaml", line: 2, column: 3)), .wrongType),
        ("itemRatio", ConfigNode.scalar("3", at: SourceLocation(file: "p.yaml", line: 2, column: 3)), .wrongType),
        ("rows", ConfigNode.scalar("-1", at: SourceLocation(file: "p.yaml", line: 2, column: 3)), .outOfRange),
        ("lineSpacing", ConfigNode.scalar("-4", at: SourceLocation(file: "p.yaml", line: 2, column: 3)), .outOfRange),
        (
            "arrange", ConfigNode.scalar("diagonal", at: SourceLocation(file: "p.yaml", line: 2, column: 3)),
            .unknownValue
        ),
        ("inset", ConfigNode.sequence([], at: SourceLocation(file: "p.yaml", line: 2, column: 3)), .wrongType),
    ]

    @Test func badValuesAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badValuesAreLocatedErrorsCases) { key, value, code in
            let (_, all) = decode(key, value)
            let diagnostics = all.filter { $0.severity == .error }
            #expect(diagnostics.map { $0.code } == [code])
            #expect(diagnostics.first?.severity == .error)
            #expect(diagnostics.first?.location == SourceLocation(file: "p.yaml", line: 2, column: 3))
        }
    }

    @Test func unknownKeyGetsASuggestion() {
        let (_, diagnostics) = decode(.mapping(["distrbution": .scalar("2")]))
        #expect(diagnostics.map { $0.code } == [.unknownKey])
        #expect(diagnostics.first?.suggestion == "distribution")
    }

    @Test func dimensionNeedsExactlyOneForm() {
        let (_, both) = decode(
            .mapping(["distribution": .mapping(["fraction": .scalar("0.5"), "absolute": .scalar("3")])]))
        #expect(both.map { $0.code } == [.conflictingKeys])
        let (_, none) = decode(.mapping(["distribution": .mapping([:])]))
        #expect(none.map { $0.code } == [.missingKey])
    }
}
