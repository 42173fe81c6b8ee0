import QuiltCore
import QuiltGridLayout
import Testing
import QuiltTestSupport

/// Swift Testing has a `SourceLocation` too.
typealias SourceLocation = QuiltCore.SourceLocation

@Suite("Grid layout options")
struct GridLayoutDecodingTests {
    func decode(_ node: ConfigNode) -> (GridLayout.Options, [Diagnostic]) { GridLayout().decodedOptions(node) }
    func decode(_ key: String, _ value: ConfigNode) -> (GridLayout.Options, [Diagnostic]) {
        GridLayout().decodedOptions(key, value)
    }

    static func at(_ line: Int, _ column: Int = 3) -> SourceLocation {
        SourceLocation(file: "p.yaml", line: line, column: column)
    }

    @Test func readsEveryVerticalOption() {
        let (options, diagnostics) = decode(
            .mapping([
                "columns": .sequence([
                    .scalar("100"), .scalar("1fr"), .scalar("2.5fr"), ConfigNode(.scalar("120pt", .doubleQuoted)),
                ]),
                "rowHeight": .scalar("80"),
                "columnGap": .scalar("8"),
                "rowGap": .scalar("6"),
                "flow": .scalar("dense"),
                "span": .mapping(["columns": .mapping(["field": .scalar("w")]), "rows": .scalar("2")]),
                "inset": .scalar("10"),
                "maxDisplay": .mapping(["lines": .scalar("3")]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(options.columns == [.points(100), .fr(1), .fr(2.5), .points(120)])
        #expect(options.rowHeight == 80)
        #expect(options.resolvedColumnGap == 8)
        #expect(options.resolvedRowGap == 6)
        #expect(options.flow == .dense)
        #expect(options.span == GridSpan(columns: .field("w"), rows: .literal(2)))
        #expect(options.inset == EdgeInsets(all: 10))
        #expect(options.common.maxDisplay == MaxDisplay(lines: 3))
    }

    @Test func aCountMeansThatManyEqualColumns() {
        let (options, diagnostics) = decode(
            .mapping(["columns": .scalar("4"), "itemRatio": .mapping(["fraction": .scalar("0.75")])]))
        #expect(diagnostics.isEmpty)
        #expect(options.columns == Array(repeating: .fr(1), count: 4))
        #expect(options.itemRatio == .fraction(0.75))
        #expect(options.flow == .sparse)
    }

    @Test func readsEveryHorizontalOption() {
        let (options, diagnostics) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "rows": .sequence([.scalar("1fr"), .scalar("40")]),
                "horizontalContentHeight": .scalar("200"),
                "columnWidth": .scalar("120"),
                "interitemSpacing": .scalar("10"),
                "lineSpacing": .scalar("4"),
                "scrolling": .scalar("itemPaging"),
                "maxDisplay": .mapping(["count": .scalar("9")]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(options.rows == [.fr(1), .points(40)])
        #expect(options.horizontalContentHeight == 200)
        #expect(options.columnWidth == 120)
        #expect(options.resolvedColumnGap == 10)
        #expect(options.resolvedRowGap == 4)
        #expect(options.scrolling == .itemPaging)
    }

    static let badValuesAreLocatedErrorsCases: [(key: String, value: ConfigNode, code: DiagnosticCode)] = [
        ("columns", ConfigNode.scalar("-2", at: at(2)), DiagnosticCode.outOfRange),
        ("columns", ConfigNode.scalar("0", at: at(2)), .outOfRange),
        ("columns", ConfigNode.scalar("5000", at: at(2)), .outOfRange),
        ("columns", ConfigNode.scalar("many", at: at(2)), .wrongType),
        ("columns", ConfigNode.sequence([], at: at(2)), .outOfRange),
        ("columns", ConfigNode.sequence([.scalar("1fr"), .scalar("2xx", at: at(2))]), .wrongType),
        ("columns", ConfigNode.sequence([.scalar("0fr", at: at(2))]), .outOfRange),
        ("columns", ConfigNode.sequence([.scalar("-10", at: at(2))]), .outOfRange),
        ("flow", ConfigNode.scalar("column", at: at(2)), .unknownValue),
        ("rowHeight", ConfigNode.scalar("-1", at: at(2)), .outOfRange),
        ("columnGap", ConfigNode.scalar("-1", at: at(2)), .outOfRange),
        ("itemRatio", ConfigNode.scalar("2", at: at(2)), .wrongType),
        ("span", ConfigNode.scalar("2", at: at(2)), .wrongType),
        ("span", ConfigNode.mapping(["columns": .scalar("0", at: at(2))]), .outOfRange),
        ("span", ConfigNode.mapping(["rows": .scalar("tall", at: at(2))]), .wrongType),
        ("span", ConfigNode.mapping(["rows": .mapping(["name": .scalar("h")], at: at(2))]), .missingKey),
    ]

    @Test func badValuesAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badValuesAreLocatedErrorsCases) { key, value, code in
            GridLayout().options(expectingError: code, at: Self.at(2), decoding: key, value)
        }
    }

    @Test func unknownFlowSuggestsTheClosest() {
        let (options, diagnostics) = decode(.mapping(["flow": .scalar("dens", at: Self.at(4, 11))]))
        #expect(diagnostics.map(\.code) == [.unknownValue])
        #expect(diagnostics.first?.suggestion == "dense")
        #expect(diagnostics.first?.location == Self.at(4, 11))
        #expect(options.flow == .sparse)
    }

    @Test func aLiteralSpanWiderThanTheGridIsAWarning() {
        let (options, diagnostics) = decode(
            .mapping([
                "columns": .scalar("3"),
                "span": .mapping(["columns": .scalar("4", at: Self.at(6, 14))]),
            ]))
        #expect(diagnostics.map(\.code) == [.spanExceedsGrid])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == Self.at(6, 14))
        // Kept as written: layout clamps it.
        #expect(options.span.columns == .literal(4))
        let (_, horizontal) = decode(
            .mapping([
                "arrange": .scalar("horizontal"), "rows": .scalar("2"),
                "span": .mapping(["rows": .scalar("3", at: Self.at(7))]),
            ]))
        #expect(horizontal.map(\.code) == [.spanExceedsGrid])
        #expect(horizontal.first?.location == Self.at(7))
    }

    @Test func ineffectiveOptionsAreWarnings() {
        let (_, vertical) = decode(
            .mapping([
                "rows": .scalar("2", at: Self.at(2)),
                "columnWidth": .scalar("100", at: Self.at(3)),
                "horizontalContentHeight": .scalar("100", at: Self.at(4)),
                "rowHeight": .scalar("40"),
                "itemRatio": .mapping(["fraction": .scalar("1")], at: Self.at(5)),
            ]))
        #expect(vertical.map(\.code) == Array(repeating: .ineffectiveOption, count: 4))
        #expect(vertical.allSatisfy { $0.severity == .warning })
        #expect(Set(vertical.map(\.location.line)) == [2, 3, 4, 5])

        let (_, horizontal) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "columns": .scalar("3", at: Self.at(2)),
                "itemRatio": .mapping(["absolute": .scalar("50")], at: Self.at(3)),
                "maxDisplay": .mapping(["lines": .scalar("2", at: Self.at(4))]),
            ]))
        #expect(horizontal.map(\.code) == Array(repeating: .ineffectiveOption, count: 3))
        #expect(Set(horizontal.map(\.location.line)) == [2, 3, 4])

        let (_, rowHeights) = decode(
            .mapping([
                "arrange": .scalar("horizontal"), "rowHeight": .scalar("30", at: Self.at(2)),
                "horizontalContentHeight": .scalar("100"),
            ]))
        #expect(rowHeights.map(\.code) == [.ineffectiveOption])
        #expect(rowHeights.first?.location == Self.at(2))
        let (_, fixedRows) = decode(
            .mapping([
                "arrange": .scalar("horizontal"), "rows": .sequence([.scalar("40")]),
                "rowHeight": .scalar("30", at: Self.at(3)),
            ]))
        #expect(fixedRows.map(\.location.line) == [3])
    }

    @Test func gapsWinOverTheCommonSpacings() {
        let (options, diagnostics) = decode(
            ConfigNode(
                .mapping([
                    ConfigNode.Pair(key: .scalar("interitemSpacing", at: Self.at(2)), value: .scalar("4")),
                    ConfigNode.Pair(key: .scalar("columnGap"), value: .scalar("12")),
                ])))
        #expect(diagnostics.map(\.code) == [.ineffectiveOption])
        #expect(diagnostics.first?.location == Self.at(2))
        #expect(options.resolvedColumnGap == 12)
    }

    @Test func unknownKeyGetsASuggestion() {
        let (_, diagnostics) = decode(.mapping(["colums": .scalar("2")]))
        #expect(diagnostics.map(\.code) == [.unknownKey])
        #expect(diagnostics.first?.suggestion == "columns")
    }

    @Test func badOptionsFallBackToDefaultsAndStillLayOut() {
        let (options, diagnostics) = decode(.mapping(["columns": .scalar("-4"), "flow": .scalar("diagonal")]))
        #expect(diagnostics.count == 2)
        let result = GridLayout().layout(SectionLayoutInput(items: [Item(id: "a")], width: 200), options: options)
        #expect(result.itemFrames == [Rect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func theFamilyDecodesThroughThePageFormat() {
        let (spec, diagnostics) = GridLayout().decodedLayout(
            .mapping(["kind": .scalar("grid"), "columns": .scalar("3")]))
        #expect(diagnostics.isEmpty)
        #expect(spec?.name == "grid")
        #expect(spec?.options(of: GridLayout.self)?.columns.count == 3)
    }
}
