import QuiltCore
import QuiltWaterfallLayout
import Testing
import QuiltTestSupport

/// Swift Testing has a `SourceLocation` too.
typealias SourceLocation = QuiltCore.SourceLocation

@Suite("Waterfall layout options")
struct WaterfallLayoutDecodingTests {
    func decode(_ node: ConfigNode) -> (WaterfallLayout.Options, [Diagnostic]) {
        WaterfallLayout().decodedOptions(node)
    }
    func decode(_ key: String, _ value: ConfigNode) -> (WaterfallLayout.Options, [Diagnostic]) {
        WaterfallLayout().decodedOptions(key, value)
    }

    static func at(_ line: Int, _ column: Int = 3) -> SourceLocation {
        SourceLocation(file: "p.yaml", line: line, column: column)
    }

    @Test func readsEveryVerticalOption() {
        let (options, diagnostics) = decode(
            .mapping([
                "columns": .scalar("3"),
                "render": .scalar("rightToLeft"),
                "inset": .scalar("8"),
                "lineSpacing": .scalar("6"),
                "interitemSpacing": .scalar("4"),
                "maxDisplay": .mapping(["count": .scalar("20")]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(options.columns == 3)
        #expect(options.render == .rightToLeft)
        #expect(options.inset == EdgeInsets(all: 8))
        #expect(options.common.lineSpacing == 6)
        #expect(options.common.interitemSpacing == 4)
        #expect(options.common.maxDisplay == MaxDisplay(count: 20))
    }

    @Test func readsEveryHorizontalOption() {
        let (options, diagnostics) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "rows": .scalar("3"),
                "horizontalContentHeight": .scalar("300"),
                "render": .scalar("bottomToTop"),
                "scrolling": .scalar("itemPaging"),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(options.rows == 3)
        #expect(options.horizontalContentHeight == 300)
        #expect(options.render == .bottomToTop)
        #expect(options.scrolling == .itemPaging)
    }

    @Test func defaults() {
        let (options, diagnostics) = decode(.mapping([:]))
        #expect(diagnostics.isEmpty)
        #expect(options == WaterfallLayout.Options())
        #expect(
            options.columns == 2 && options.rows == 2 && options.render == .shortestFirst
                && options.horizontalContentHeight == nil)
    }

    static let badValuesAreLocatedErrorsCases: [(key: String, value: ConfigNode, code: DiagnosticCode)] = [
        ("columns", ConfigNode.scalar("0", at: at(2)), DiagnosticCode.outOfRange),
        ("columns", ConfigNode.scalar("1001", at: at(2)), .outOfRange),
        ("columns", ConfigNode.scalar("two", at: at(2)), .wrongType),
        ("columns", ConfigNode.scalar("2.5", at: at(2)), .wrongType),
        ("render", ConfigNode.scalar("random", at: at(2)), .unknownValue),
        ("horizontalContentHeight", ConfigNode.scalar("-5", at: at(2)), .outOfRange),
        ("interitemSpacing", ConfigNode.scalar("-1", at: at(2)), .outOfRange),
    ]

    @Test func badValuesAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badValuesAreLocatedErrorsCases) { key, value, code in
            let options = WaterfallLayout().options(expectingError: code, at: Self.at(2), decoding: key, value)
            #expect(options.columns == 2 && options.render == .shortestFirst)
        }
    }

    @Test func unknownRenderSuggestsTheClosest() {
        let (_, diagnostics) = decode(.mapping(["render": .scalar("shortestFrist", at: Self.at(3, 13))]))
        #expect(diagnostics.map(\.code) == [.unknownValue])
        #expect(diagnostics.first?.suggestion == "shortestFirst")
        #expect(diagnostics.first?.location == Self.at(3, 13))
    }

    @Test(arguments: [
        ("vertical", "topToBottom", "leftToRight"),
        ("vertical", "bottomToTop", "rightToLeft"),
        ("horizontal", "leftToRight", "topToBottom"),
        ("horizontal", "rightToLeft", "bottomToTop"),
    ])
    func aRenderOrderForTheOtherArrangementIsIneffective(arrange: String, render: String, suggestion: String) {
        let (options, diagnostics) = decode(
            .mapping(["arrange": .scalar(arrange), "render": .scalar(render, at: Self.at(4))]))
        #expect(diagnostics.map(\.code) == [.ineffectiveOption])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == Self.at(4))
        #expect(diagnostics.first?.suggestion == suggestion)
        #expect(options.render == .shortestFirst)
    }

    @Test func optionsForTheOtherArrangementAreIneffective() {
        let (_, vertical) = decode(
            .mapping([
                "rows": .scalar("2", at: Self.at(2)),
                "horizontalContentHeight": .scalar("200", at: Self.at(3)),
                "maxDisplay": .mapping(["lines": .scalar("2", at: Self.at(4))]),
                "scrolling": .scalar("paging", at: Self.at(5)),
            ]))
        #expect(vertical.map(\.code) == Array(repeating: .ineffectiveOption, count: 4))
        #expect(Set(vertical.map(\.location.line)) == [2, 3, 4, 5])
        let (_, horizontal) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "columns": .scalar("3", at: Self.at(6)),
                "maxDisplay": .mapping(["lines": .scalar("1", at: Self.at(7))]),
            ]))
        #expect(horizontal.map(\.code) == [.ineffectiveOption, .ineffectiveOption])
        #expect(Set(horizontal.map(\.location.line)) == [6, 7])
    }

    @Test func unknownKeyGetsASuggestion() {
        let (_, diagnostics) = decode(.mapping(["colums": .scalar("2")]))
        #expect(diagnostics.map(\.code) == [.unknownKey])
        #expect(diagnostics.first?.suggestion == "columns")
    }

    @Test func theFamilyDecodesThroughThePageFormat() {
        let (spec, diagnostics) = WaterfallLayout().decodedLayout(
            .mapping(["kind": .scalar("waterfall"), "columns": .scalar("4")]))
        #expect(diagnostics.isEmpty)
        #expect(spec?.name == "waterfall")
        #expect(spec?.options(of: WaterfallLayout.self)?.columns == 4)
    }
}
