import QuiltCore
import QuiltFlexLayout
import Testing
import QuiltTestSupport

/// Swift Testing has a `SourceLocation` too.
typealias SourceLocation = QuiltCore.SourceLocation

@Suite("Flex layout options")
struct FlexLayoutDecodingTests {
    func decode(_ node: ConfigNode) -> (FlexLayout.Options, [Diagnostic]) { FlexLayout().decodedOptions(node) }
    func decode(_ key: String, _ value: ConfigNode) -> (FlexLayout.Options, [Diagnostic]) {
        FlexLayout().decodedOptions(key, value)
    }

    static func at(_ line: Int, _ column: Int = 3) -> SourceLocation {
        SourceLocation(file: "p.yaml", line: line, column: column)
    }

    @Test func readsEveryVerticalOption() {
        let (options, diagnostics) = decode(
            .mapping([
                "justify": .scalar("spaceBetween"),
                "itemHeight": .scalar("28"),
                "inset": .mapping([
                    "top": .scalar("10"), "left": .scalar("15"), "bottom": .scalar("10"), "right": .scalar("15"),
                ]),
                "lineSpacing": .scalar("8"),
                "interitemSpacing": .scalar("6"),
                "maxDisplay": .mapping(["lines": .scalar("2")]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(options.justify == .spaceBetween)
        #expect(options.itemHeight == 28)
        #expect(options.inset == EdgeInsets(top: 10, left: 15, bottom: 10, right: 15))
        #expect(options.common.lineSpacing == 8)
        #expect(options.common.interitemSpacing == 6)
        #expect(options.common.maxDisplay == MaxDisplay(lines: 2))
        #expect(options.arrange == .vertical)
    }

    @Test func readsEveryHorizontalOption() {
        let (options, diagnostics) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "justify": .scalar("center"),
                "scrolling": .scalar("paging"),
                "maxDisplay": .mapping(["count": .scalar("5")]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(options.arrange == .horizontal)
        #expect(options.justify == .center)
        #expect(options.scrolling == .paging)
        #expect(options.common.maxDisplay == MaxDisplay(count: 5))
    }

    @Test func defaults() {
        let (options, diagnostics) = decode(.mapping([:]))
        #expect(diagnostics.isEmpty)
        #expect(options == FlexLayout.Options())
        #expect(options.justify == .flexStart)
        #expect(options.itemHeight == 30)
    }

    static let badValuesAreLocatedErrorsCases: [(key: String, value: ConfigNode, code: DiagnosticCode)] = [
        ("justify", ConfigNode.scalar("left", at: at(2)), DiagnosticCode.unknownValue),
        ("justify", ConfigNode.sequence([], at: at(2)), .wrongType),
        ("itemHeight", ConfigNode.scalar("-1", at: at(2)), .outOfRange),
        ("itemHeight", ConfigNode.scalar("tall", at: at(2)), .wrongType),
        ("lineSpacing", ConfigNode.scalar("-2", at: at(2)), .outOfRange),
        ("interitemSpacing", ConfigNode.scalar("x", at: at(2)), .wrongType),
        ("maxDisplay", ConfigNode.mapping(["lines": .scalar("-1", at: at(2))]), .outOfRange),
        ("arrange", ConfigNode.scalar("diagonal", at: at(2)), .unknownValue),
    ]

    @Test func badValuesAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badValuesAreLocatedErrorsCases) { key, value, code in
            let options = FlexLayout().options(expectingError: code, at: Self.at(2), decoding: key, value)
            // The option falls back to its default.
            #expect(options.justify == .flexStart && options.itemHeight == 30)
        }
    }

    @Test func unknownJustifySuggestsTheClosest() {
        let (_, diagnostics) = decode(.mapping(["justify": .scalar("spaceAroud", at: Self.at(4, 14))]))
        #expect(diagnostics.map(\.code) == [.unknownValue])
        #expect(diagnostics.first?.suggestion == "spaceAround")
        #expect(diagnostics.first?.location == Self.at(4, 14))
    }

    @Test func linesOnAHorizontalFlexIsIneffective() {
        let (options, diagnostics) = decode(
            .mapping([
                "arrange": .scalar("horizontal"),
                "maxDisplay": .mapping(["count": .scalar("4"), "lines": .scalar("2", at: Self.at(5))]),
            ]))
        #expect(diagnostics.map(\.code) == [.ineffectiveOption])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == Self.at(5))
        #expect(options.common.maxDisplay == MaxDisplay(count: 4))
    }

    @Test func countBesideLinesAndScrollingOnAVerticalFlexAreIneffective() {
        let (options, diagnostics) = decode(
            .mapping([
                "maxDisplay": .mapping(["count": .scalar("4", at: Self.at(3)), "lines": .scalar("2")]),
                "scrolling": .scalar("paging", at: Self.at(4)),
            ]))
        #expect(diagnostics.map(\.code) == [.ineffectiveOption, .ineffectiveOption])
        #expect(Set(diagnostics.map(\.location.line)) == [3, 4])
        #expect(options.common.maxDisplay == MaxDisplay(count: 4, lines: 2))
    }

    @Test func unknownKeyGetsASuggestion() {
        let (_, diagnostics) = decode(.mapping(["itemHieght": .scalar("2")]))
        #expect(diagnostics.map(\.code) == [.unknownKey])
        #expect(diagnostics.first?.suggestion == "itemHeight")
    }

    @Test func theFamilyDecodesThroughThePageFormat() {
        let (spec, diagnostics) = FlexLayout().decodedLayout(
            .mapping(["kind": .scalar("flex"), "justify": .scalar("flexEnd")]))
        #expect(diagnostics.isEmpty)
        #expect(spec?.name == "flex")
        #expect(spec?.options(of: FlexLayout.self)?.justify == .flexEnd)
    }
}
