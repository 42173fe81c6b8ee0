import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Size rules")
struct SizeRuleTests {
    func item(_ members: [String: DataValue]) -> Item { Item(id: "a", data: .object(members)) }

    func measure(_ rule: SizeRule, _ members: [String: DataValue], available: Double = 200) -> ItemMeasure {
        rule.measure(item(members), at: 0, available: available)
    }

    // MARK: Measuring

    @Test func lengthsAreFixedFromAFieldOrAFractionOfTheAvailableWidth() {
        #expect(measure(SizeRule(width: .points(80)), [:]).width == 80)
        #expect(measure(SizeRule(width: .field("w")), ["w": .number(64)]).width == 64)
        #expect(measure(SizeRule(width: .field("w")), ["w": .string("64.5")]).width == 64.5)
        #expect(measure(SizeRule(width: .fraction(0.25)), [:], available: 360).width == 90)
        #expect(measure(SizeRule(height: .field("h")), ["h": .number(0)]).height == 0)
        #expect(measure(SizeRule(height: .fraction(0.5)), [:], available: 120).height == 60)
    }

    static let dataThatDoesNotFitGivesNothingCases: [DataValue?] = [
        DataValue?.none, .string("wide"), .number(-1), .number(.infinity), .string("1e999"), .string("nan"), .null,
        .bool(true),
        .array([.number(3)]), .object(["w": .number(3)]),
    ]

    @Test func dataThatDoesNotFitGivesNothing() async throws {
        try await withEvery("value", in: Self.dataThatDoesNotFitGivesNothingCases) { value in
            let members: [String: DataValue] = value.map { ["w": $0, "h": $0] } ?? [:]
            let measure = measure(
                SizeRule(width: .field("w"), height: .field("h"), columnSpan: .field("w"), rowSpan: .field("h")),
                members)
            #expect(measure == .unspecified, "\(String(describing: value))")
            #expect(self.measure(SizeRule(aspect: .init(widthField: "w", heightField: "h")), members) == .unspecified)
        }
    }

    @Test func anAspectGivesTheRatioAndAHeightAtTheLaidOutWidth() {
        let rule = SizeRule(aspect: .init(widthField: "w", heightField: "h"))
        // A 1200 × 1600 photo in a 150-wide column: 200 high.
        let measure = measure(rule, ["w": .number(1200), "h": .number(1600)], available: 150)
        #expect(measure.aspectRatio == 4.0 / 3)
        #expect(measure.height == 200)
        #expect(measure.width == nil)
        // With a width of its own the height follows that width.
        let sized = SizeRule(width: .points(30), aspect: .init(widthField: "w", heightField: "h"))
        #expect(self.measure(sized, ["w": .number(3), "h": .number(2)]).height == 20)
        // Zero or negative sides give nothing.
        #expect(self.measure(rule, ["w": .number(0), "h": .number(5)]) == .unspecified)
        #expect(self.measure(rule, ["w": .number(5), "h": .number(-5)]) == .unspecified)
    }

    @Test func spansAreLiteralOrReadFromData() {
        let rule = SizeRule(columnSpan: .literal(2), rowSpan: .field("rows"))
        #expect(measure(rule, ["rows": .number(3)]) == ItemMeasure(columnSpan: 2, rowSpan: 3))
        #expect(measure(rule, ["rows": .string("2.7")]).rowSpan == 2)
        #expect(measure(rule, ["rows": .number(0)]).rowSpan == nil)
        #expect(measure(rule, ["rows": .number(1e300)]).rowSpan == SpanSource.largestReadSpan)
        #expect(measure(rule, [:]).columnSpan == 2)
    }

    // MARK: Text estimates

    static let emsFollowTheDocumentedTableCases: [(text: String, ems: Double)] = [
        ("abc", 1.65), ("AZ09", 2.2), (" ", 0.3), ("\t", 0.3), (".,!", 1.2), ("", 0.0),
        ("中文", 2.0), ("かな", 2.0), ("한국", 2.0), ("Ａ１", 2.0), ("\u{3000}", 1.0), ("ｱ", 0.55),
        ("é", 0.55), ("e\u{301}", 0.55), ("Ωж", 1.1),
        ("👍", 1.0), ("👍🏽", 1.0), ("👨‍👩‍👧", 1.0), ("🇨🇳🇫🇷", 2.0), ("a\u{200B}b", 1.1), ("x\u{FE0F}", 0.55),
        ("tag 标签", 0.55 * 3 + 0.3 + 2),
    ]

    @Test func emsFollowTheDocumentedTable() async throws {
        try await withEvery("case", in: Self.emsFollowTheDocumentedTableCases) { text, ems in
            #expect(abs(TextEstimate.ems(of: text) - ems) < 1e-12, "\(text)")
        }
    }

    @Test func textWidthsRoundUpAndAddPaddingOnBothSides() {
        let estimate = SizeRule.Text(field: "title", font: 14, padding: EdgeInsets(left: 12, right: 12))
        // 2 × 0.55 × 14 = 15.4 → 16, + 24.
        #expect(estimate.width(in: .string("ab")) == 40)
        // 2.2 em at 10 pt is exactly 22, not 23.
        #expect(SizeRule.Text(font: 10, padding: .zero).width(in: .string("abcd")) == 22)
        #expect(estimate.width(in: .string("")) == 24)
        #expect(estimate.width(in: .object(["title": .number(42)])) == 40)
        #expect(estimate.width(in: .object(["title": .bool(true)])) == estimate.width(in: .string("true")))
        #expect(estimate.width(in: .object(["title": .null])) == nil)
        #expect(estimate.width(in: .object(["title": .array([])])) == nil)
        #expect(estimate.width(in: .object([:])) == nil)
        #expect(estimate.width(in: .null) == nil)
        // Items written as plain strings are their own text, whatever the field.
        #expect(estimate.width(in: .string("ab")) == estimate.width(in: .object(["title": .string("ab")])))
        #expect(SizeRule.Text() == estimate)
    }

    @Test func textGivesTheWidthUnlessWidthIsSet() {
        let rule = SizeRule(text: .init(field: "label", font: 10, padding: EdgeInsets(left: 5, right: 5)))
        #expect(measure(rule, ["label": .string("中")]).width == 20)
        #expect(measure(rule, [:]).width == nil)
    }

    // MARK: Decoding

    func decode(_ node: ConfigNode) -> (SizeRule?, [Diagnostic]) {
        var context = DecodingContext(registry: Registry())
        let rule = SizeRule.decode(node, context: &context)
        return (rule, context.diagnostics)
    }

    @Test func readsEveryForm() {
        let (rule, diagnostics) = decode(
            .mapping([
                "width": .mapping(["fraction": .scalar("0.5")]),
                "aspect": .mapping(["width": .scalar("w"), "height": .scalar("h")]),
                "span": .mapping(["columns": .scalar("2"), "rows": .mapping(["field": .scalar("r")])]),
            ]))
        #expect(diagnostics.isEmpty)
        #expect(
            rule
                == SizeRule(
                    width: .fraction(0.5), aspect: .init(widthField: "w", heightField: "h"), columnSpan: .literal(2),
                    rowSpan: .field("r")))
        let (text, _) = decode(
            .mapping([
                "text": .mapping(["field": .scalar("name"), "font": .scalar("12"), "padding": .scalar("8")]),
                "height": .scalar("30"),
            ]))
        #expect(
            text
                == SizeRule(
                    height: .points(30), text: .init(field: "name", font: 12, padding: EdgeInsets(left: 8, right: 8))))
        let (defaults, _) = decode(.mapping(["text": .mapping([:]), "width": .mapping(["field": .scalar("w")])]))
        #expect(defaults?.width == .field("w"))
    }

    static func at(_ line: Int) -> SourceLocation { SourceLocation(file: "page.yaml", line: line, column: 7) }

    static let badRulesAreLocatedErrorsCases: [(node: ConfigNode, code: DiagnosticCode)] = [
        (ConfigNode.mapping(["width": .scalar("-1", at: at(2))]), DiagnosticCode.outOfRange),
        (.mapping(["width": .scalar(".inf", at: at(2))]), .outOfRange),
        (.mapping(["height": .scalar("tall", at: at(2))]), .wrongType),
        (.mapping(["width": .mapping(["fraction": .scalar("0", at: at(2))])]), .outOfRange),
        (
            .mapping(["width": .mapping(["field": .scalar("w"), "fraction": .scalar("1")], at: at(2))]),
            .conflictingKeys
        ),
        (.mapping(["width": .mapping([:], at: at(2))]), .missingKey),
        (.mapping(["width": .mapping(["feild": .scalar("w")], at: at(2))]), .unknownKey),
        (.mapping(["aspect": .mapping(["width": .scalar("w")], at: at(2))]), .missingKey),
        (.mapping(["aspect": .mapping(["width": .scalar("4", at: at(2)), "height": .scalar("h")])]), .wrongType),
        (.mapping(["aspect": .scalar("4:3", at: at(2))]), .wrongType),
        (.mapping(["text": .mapping(["font": .scalar("0", at: at(2))])]), .outOfRange),
        (.mapping(["text": .mapping(["padding": .scalar("-2", at: at(2))])]), .outOfRange),
        (.mapping(["span": .mapping(["columns": .scalar("0", at: at(2))])]), .outOfRange),
        (.mapping(["span": .mapping(["rows": .scalar("tall", at: at(2))])]), .wrongType),
        (.mapping(["span": .scalar("2", at: at(2))]), .wrongType),
        (.scalar("80", at: at(2)), .wrongType),
    ]

    @Test func badRulesAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badRulesAreLocatedErrorsCases) { node, code in
            let (_, diagnostics) = decode(node)
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(errors.first?.code == code, "\(diagnostics)")
            #expect(errors.first?.location == Self.at(2), "\(diagnostics)")
        }
    }

    @Test func aNumberInAnAspectSuggestsAFraction() {
        let (_, diagnostics) = decode(.mapping(["aspect": .mapping(["width": .scalar("4"), "height": .scalar("3")])]))
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.notes.first?.contains("height: {fraction: r}") == true)
    }

    @Test func pairsGivingTheSameSizeConflictAndTheFirstIsUsed() {
        let (rule, diagnostics) = decode(
            .mapping([
                "width": .scalar("50"),
                "text": .mapping([:], at: Self.at(3)),
                "height": .scalar("20"),
                "aspect": .mapping(["width": .scalar("w"), "height": .scalar("h")], at: Self.at(4)),
            ]))
        #expect(diagnostics.map(\.code) == [.conflictingKeys, .conflictingKeys])
        #expect(diagnostics.map(\.location) == [Self.at(3), Self.at(4)])
        #expect(rule == SizeRule(width: .points(50), height: .points(20)))
    }

    @Test func unknownKeysGetSuggestions() {
        let (rule, diagnostics) = decode(.mapping(["widht": .scalar("50"), "height": .scalar("20")]))
        #expect(diagnostics.map(\.code) == [.unknownKey])
        #expect(diagnostics.first?.suggestion == "width")
        #expect(rule == SizeRule(height: .points(20)))
        let (_, span) = decode(.mapping(["span": .mapping(["colums": .scalar("2")])]))
        #expect(span.map(\.code) == [.unknownKey])
        #expect(span.first?.suggestion == "columns")
    }

    @Test func anEmptyRuleIsAWarningAndGivesNothing() {
        let (rule, diagnostics) = decode(.mapping([:], at: Self.at(5)))
        #expect(rule == nil)
        #expect(diagnostics.map(\.code) == [.ineffectiveOption])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == Self.at(5))
    }

    // MARK: Where a section's sizes come from

    struct Fixed: ItemSizeProvider, Equatable {
        func measure(_ item: Item, at index: Int, available: Double) -> ItemMeasure { ItemMeasure(width: 7) }
    }

    func section(_ members: KeyValuePairs<String, ConfigNode>, kind: ComponentKind? = nil) -> (
        SectionSpec?, [Diagnostic]
    ) {
        var registry = toyRegistry()
        if let kind { try? registry.register(kind: kind) }
        var context = DecodingContext(registry: registry)
        let spec = SectionSpec.decode(.mapping(members), index: 0, context: &context)
        return (spec, context.diagnostics)
    }

    func width(_ spec: SectionSpec?) -> Double? {
        spec?.sizes.measure(Item(id: "a"), at: 0, available: 100).width
    }

    @Test func aSectionsRuleWinsOverItsKindsDefaultsAndCode() {
        let kind = ComponentKind(
            name: "tag", sectionDefaults: ["size": .mapping(["width": .scalar("40")])], sizes: Fixed().itemSizes)
        let (own, diagnostics) = section(
            ["component": .scalar("tag"), "size": .mapping(["width": .scalar("90")])], kind: kind)
        #expect(diagnostics.isEmpty)
        #expect(width(own) == 90)
        // No `size:`: the kind's default rule.
        #expect(width(section(["component": .scalar("tag")], kind: kind).0) == 40)
        // No default rule: the kind's code provider.
        let coded = ComponentKind(name: "tag", sizes: Fixed().itemSizes)
        #expect(width(section(["component": .scalar("tag")], kind: coded).0) == 7)
        // Nothing at all: no information.
        #expect(section([:]).0?.sizes == .unspecified)
    }

    @Test func aBadRuleIsReportedAndTheKindsSizesApply() {
        let kind = ComponentKind(name: "tag", sizes: Fixed().itemSizes)
        let (spec, diagnostics) = section(
            ["component": .scalar("tag"), "size": .mapping(["width": .scalar("-3", at: Self.at(6))])], kind: kind)
        #expect(diagnostics.map(\.code) == [.outOfRange])
        #expect(diagnostics.first?.location == Self.at(6))
        #expect(width(spec) == 7)
        #expect(SectionSpec.coreKeys.contains("size"))
    }
}
