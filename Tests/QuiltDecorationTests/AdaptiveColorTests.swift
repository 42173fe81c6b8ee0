import QuiltCore
import QuiltDecoration
import QuiltTestSupport
import Testing

/// `{light, dark}` colours wherever a decoration reads a colour.
@Suite("Light and dark colours")
struct AdaptiveColorTests {
    static let white = RGBAColor.white
    static let night = RGBAColor(red: 0x1c, green: 0x1c, blue: 0x1e)

    @Test func aPairWhereverAColourIsRead() throws {
        let (decorations, diagnostics) = decodeDecoration(
            """
                  contents:
                    color: {light: "#ffffff", dark: "#1c1c1e"}
                    shadow: {color: {light: "#0000001a", dark: black}}

            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let decoration = try #require(decorations.first)
        let pair = AdaptiveColor(light: Self.white, dark: Self.night)
        #expect(decoration.contents.attributes["color"] == pair.attributeValue)
        #expect(
            decoration.shadow?.color
                == AdaptiveColor(light: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0x1a), dark: .black))
        let gradient = decodeDecoration(
            "      contents: {gradient: {colors: [{light: white, dark: \"#1c1c1e\"}, red]}}\n")
        #expect(gradient.diagnostics.isEmpty, "\(gradient.diagnostics)")
        let colors = gradient.decorations.first?.contents.attributes["gradient"]?["colors"]?.arrayValue
        #expect(colors == [pair.attributeValue, .string("#ff0000ff")])
    }

    /// A colour the same in both appearances keeps its plain attribute, so
    /// pages without dark colours carry what they always did.
    @Test func attributesRoundTripAndResolve() {
        let pair = AdaptiveColor(light: Self.white, dark: Self.night)
        #expect(pair.attributeValue == .object(["light": .string("#ffffffff"), "dark": .string("#1c1c1eff")]))
        #expect(AdaptiveColor(Self.night).attributeValue == .string("#1c1c1eff"))
        #expect(AdaptiveColor(attribute: pair.attributeValue) == pair)
        #expect(AdaptiveColor(attribute: .string("#1c1c1e")) == AdaptiveColor(Self.night))
        #expect(AdaptiveColor(attribute: .object(["light": .string("#fff")])) == nil)
        #expect(AdaptiveColor(attribute: .object(["light": .string("#fff"), "dark": .string("night")])) == nil)
        #expect(pair.resolved(for: .light) == Self.white && pair.resolved(for: .dark) == Self.night)
        let nested = DataValue.object(["color": pair.attributeValue, "shadow": .object(["color": pair.attributeValue])])
        #expect(
            AdaptiveColor.resolving(nested, for: .dark)
                == .object(["color": .string("#1c1c1eff"), "shadow": .object(["color": .string("#1c1c1eff")])]))
    }

    static let badPairsAreLocatedCases: [(yaml: String, code: DiagnosticCode, line: Int, column: Int)] = [
        ("{contents: {color: {light: white}}}", .missingKey, 7, 26),
        ("{contents: {color: {light: white, dark: nigth}}}", .unknownValue, 7, 47),
        ("{contents: {color: {light: \"#ffffzz\", dark: black}}}", .unknownValue, 7, 34),
        ("{contents: {color: {light: white, dark: black, dim: gray}}}", .unknownKey, 7, 54),
        ("{contents: {color: {light: white, dark: [1]}}}", .wrongType, 7, 47),
        ("{contents: {color: red, shadow: {color: {dark: red}}}}", .missingKey, 7, 47),
        ("{contents: {gradient: {colors: [red, {light: red, drak: blue}]}}}", .missingKey, 7, 44),
        ("{contents: {gradient: {colors: [red, {light: red, dark: red, drak: blue}]}}}", .unknownKey, 7, 68),
    ]

    @Test func badPairsAreLocatedErrors() async throws {
        try await withEvery("case", in: Self.badPairsAreLocatedCases) { yaml, code, line, column in
            let (_, diagnostics) = decodeDecoration("      \(yaml)\n")
            #expect(diagnostics.first?.code == code, "\(diagnostics)")
            #expect(diagnostics.first?.location == at(line, column), "\(diagnostics)")
        }
    }

    /// `dark: #1c1c1e` unquoted is a YAML comment: the half is null, and the
    /// error says why.
    @Test func anUnquotedHashSaysWhy() {
        let (_, diagnostics) = decodeDecoration("      contents:\n        color: {light: \"#fff\", dark: }\n")
        #expect(diagnostics.first?.code == .wrongType, "\(diagnostics)")
        #expect(diagnostics.first?.notes.first?.contains("quotes") == true, "\(diagnostics)")
    }
}
