import Foundation
import QuiltCore
import QuiltTestSupport
@testable import QuiltText
import Testing

/// Faces of a collection, and text falling back from a Latin face to a CJK
/// and an emoji face: what each face draws, how they add up, what none has.
@Suite("Font fallback")
struct FallbackMeasurerTests {
    static let latin = PackagePaths.path("Examples/fonts/DejaVuSans.ttf")
    static let collection = PackagePaths.path("Examples/fonts/NotoSansCJK-Subset.ttc")

    func natural(_ text: String, _ measurer: ShapedTextMeasurer, size: Double = 100) -> Double {
        measurer.layout(text, size: size, width: nil, maxLines: nil, collectingLines: false).width
    }

    @Test func aCollectionGivesTheFaceItsIndexNames() throws {
        let regular = try ShapedTextMeasurer(path: Self.collection, index: 0)
        let bold = try ShapedTextMeasurer(path: Self.collection, index: 1)
        #expect(regular.familyName == "Noto Sans CJK SC" && bold.familyName == "Noto Sans CJK SC")
        #expect(regular.identity != bold.identity)
        #expect(natural("羽绒服", regular) == 300)
        #expect(throws: FontLoadError("has 2 faces; 'index' 2 is out of range (0 to 1)")) {
            try ShapedTextMeasurer(path: Self.collection, index: 2)
        }
        #expect(throws: FontLoadError("has one face; 'index' 1 is out of range (only 0)")) {
            try ShapedTextMeasurer(path: Self.latin, index: 1)
        }
    }

    @Test func eachClusterIsSetInTheFirstFaceThatHasIt() throws {
        let measurer = try ScriptAgreementTests.measurer()
        let latin = try ShapedTextMeasurer(path: Self.latin)
        let cjk = try ShapedTextMeasurer(path: Self.collection, index: 0)
        // 2048 and 1000 units per em: one unit for both, 256,000 per em.
        #expect(measurer.chain.unitsPerEm == 256_000)
        #expect(natural("羽绒服", measurer) == natural("羽绒服", cjk))
        // Latin letters from DejaVu even though the CJK face has them too.
        #expect(natural("iPhone", measurer) == natural("iPhone", latin))
        #expect(natural("小米手环iPhone", measurer) == natural("小米手环", cjk) + natural("iPhone", latin))
        // A character none has is measured as the first face's .notdef box.
        #expect(natural("\u{0E01}", measurer) == natural("\u{0E01}", latin))
        #expect(measurer.faceIdentities.count == 3)
    }

    @Test func latinTextMeasuresAsWithoutFallback() async throws {
        let measurer = try ScriptAgreementTests.measurer()
        let latin = try ShapedTextMeasurer(path: Self.latin)
        try await withEvery("seed", in: 0..<200) { seed in
            let textCase = TextCase.generated(seed: UInt64(seed) + 4000)
            let a = measurer.layout(
                textCase.text, size: textCase.size, width: textCase.width, maxLines: textCase.maxLines,
                collectingLines: true)
            let b = latin.layout(
                textCase.text, size: textCase.size, width: textCase.width, maxLines: textCase.maxLines,
                collectingLines: true)
            #expect(a.lines == b.lines && a.lineCount == b.lineCount && abs(a.width - b.width) < 1e-9, "seed \(seed)")
        }
    }

    @Test func charactersNoFaceHasAreListedOnce() throws {
        let measurer = try ScriptAgreementTests.measurer()
        #expect(measurer.missingCharacters(in: "Quilt 羽绒服 👍 e\u{301}") == [])
        #expect(measurer.missingCharacters(in: "ก ข ก 羽") == ["ก", "ข"])
        // Joiners, variation selectors and spaces draw nothing: never missing.
        #expect(measurer.missingCharacters(in: "a\u{200D}b\u{FE0F}\u{3000}") == [])
        let latin = try ShapedTextMeasurer(path: Self.latin)
        #expect(latin.missingCharacters(in: "羽绒服 Quilt") == ["羽", "绒", "服"])
    }

    @Test func adjacentFullwidthPunctuationCollapses() throws {
        let measurer = try ScriptAgreementTests.measurer()
        // 。」 and ）（: one of each pair half-width (the font's chws), as Chromium sets them.
        #expect(natural("。」", measurer) == 150)
        #expect(natural("好）（好", measurer) == 350)
        #expect(natural("好」好", measurer) == 300)
        // A closing bracket may be set half-width to end a line: 250 fits "好好」" (300).
        let layout = measurer.layout("好好」好", size: 100, width: 250, maxLines: nil, collectingLines: true)
        #expect(layout.lines == ["好好」", "好"])
    }

    /// A quote after a space after Han text joins the Han run, as Chromium
    /// itemizes scripts: it is shaped apart from the Latin word it starts,
    /// without the pair's kerning. Natural widths at 22 px as Chromium 156
    /// sets them.
    @Test(arguments: [
        ("了 “A", 55.453125), ("了 “App", 83.375), ("了 “x", 53.421875), (" “App", 51.546875), ("a “App", 72.015625),
    ])
    func aQuoteAfterHanTextJoinsItsRun(text: String, chromium: Double) throws {
        let measurer = try ScriptAgreementTests.measurer()
        #expect(abs(natural(text, measurer, size: 22) - chromium) < 0.05, "\(text)")
    }

    /// An opening mark set half-width after another mark (`）（`: 450 px in
    /// all) is whole again at the start of a line, as Chromium sets it:
    /// `（好好` does not fit 250 px. Lines as Chromium 156 sets them.
    @Test(arguments: [
        ("好）（好好", ["好）", "（好", "好"]),
        ("好、「好好", ["好、", "「好", "好"]),
    ])
    func anOpeningMarkIsWholeAtTheStartOfALine(text: String, lines: [String]) throws {
        let measurer = try ScriptAgreementTests.measurer()
        #expect(natural("好）（好好", measurer) == 450)
        let layout = measurer.layout(text, size: 100, width: 250, maxLines: nil, collectingLines: true)
        #expect(layout.lines == lines, "\(text)")
    }

    /// Chromium sets a closing bracket half-width to end a line inside a
    /// word and at the end of the text, but before a space or a line feed
    /// only when the line has no earlier place to break: there it keeps
    /// the bracket full-width and breaks earlier. Lines as Chromium 156
    /// sets them in this face at 100 px.
    @Test(arguments: [
        ("好好」好", 250.0, ["好好」", "好"]),
        ("好好好好」好", 250, ["好好", "好好」", "好"]),
        ("好好」", 250, ["好好」"]),
        ("好好」 ", 250, ["好好」"]),
        ("好\n好好」好", 250, ["好", "好好」", "好"]),
        ("好\n好好」", 250, ["好", "好好」"]),
        ("好好」\n好", 250, ["好", "好」", "好"]),
        ("好好」 好", 250, ["好", "好」", "好"]),
        ("好好好」 好", 350, ["好好", "好」 好"]),
        ("好」 好", 150, ["好」", "好"]),
        ("好」 好", 140, ["好", "」", "好"]),
        ("好」\n好", 150, ["好」", "好"]),
        ("好。」 好", 200, ["好。」", "好"]),
    ])
    func aClosingBracketEndsALineHalfWidthAsChromiumSetsIt(text: String, width: Double, lines: [String]) throws {
        let measurer = try ScriptAgreementTests.measurer()
        let layout = measurer.layout(text, size: 100, width: width, maxLines: nil, collectingLines: true)
        #expect(layout.lines == lines, "\(text) in \(width)")
    }
}
