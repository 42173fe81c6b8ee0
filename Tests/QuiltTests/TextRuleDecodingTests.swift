import Quilt
import QuiltTestSupport
import Testing

/// Text size rules as pages write them: every key, its range, the fonts it
/// names, and a located diagnostic for every mistake.
@Suite("Text size rules in pages")
struct TextRuleDecodingTests {
    /// A registry with the example project's DejaVu Sans as `Body` (regular and bold).
    static let registry: Registry = {
        var registry = Registry.standard
        for (file, weight) in [("DejaVuSans.ttf", FontWeight.regular), ("DejaVuSans-Bold.ttf", .bold)] {
            guard let measurer = try? ShapedTextMeasurer(path: PackagePaths.path("Examples/fonts/\(file)")) else {
                continue
            }
            try? registry.register(font: RegisteredFont(family: "Body", weight: weight, measurer: measurer))
        }
        return registry
    }()

    static func decode(_ size: String, layout: String = "{kind: list}") -> (SizeRule?, [Diagnostic]) {
        let file = PageFile.parse(
            "page: p\nsections:\n  - id: s\n    size: \(size)\n    layout: \(layout)\n    items: [{id: a, title: Hi}]",
            path: "p.yaml", registry: registry)
        return (file.page?.sections.first?.sizes.rule, file.diagnostics)
    }

    @Test func everyKeyIsRead() throws {
        let (rule, diagnostics) = Self.decode(
            "{height: {text: {field: headline, family: Body, weight: bold, font: 15, lineHeight: 20, maxLines: 3, padding: {top: 10, left: 16, bottom: 8, right: 12}}}}"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let text = try #require(rule?.height?.text)
        #expect(text.field == "headline" && text.family == "Body" && text.weight == .bold && text.font == 15)
        #expect(text.lineHeight == 20 && text.maxLines == 3)
        #expect(text.padding == EdgeInsets(top: 10, left: 16, bottom: 8, right: 12))
        #expect(text.measurer.identity != TextEstimate().identity)
        #expect(text.measurer.identity == Self.registry.font(family: "Body", weight: .bold)?.measurer.identity)
    }

    @Test func defaultsDependOnTheRole() throws {
        // As a width (a chip): 12 left and right; as a height: none.
        let width = try #require(Self.decode("{text: {}}", layout: "{kind: flex}").0?.text)
        #expect(width.padding == EdgeInsets(left: 12, right: 12) && width.field == "title" && width.font == 14)
        let height = try #require(Self.decode("{height: {text: {}}}").0?.height?.text)
        #expect(height.padding == .zero && height.lineHeight == nil && height.maxLines == nil)
        #expect(height.measurer.identity == "estimate")
        // A number pads left and right; maxLines 0 is no limit.
        let padded = try #require(Self.decode("{height: {text: {padding: 8, maxLines: 0}}}").0?.height?.text)
        #expect(padded.padding == EdgeInsets(left: 8, right: 8) && padded.maxLines == nil)
        #expect(try #require(Self.decode("{height: {text: {weight: 600, family: Body}}}").1.first).code == .unknownFont)
    }

    /// Each mistake, its code, and the text its diagnostic must start at.
    static let mistakes: [(size: String, code: DiagnosticCode, anchor: String)] = [
        ("{height: {text: {lineHeight: 0}}}", DiagnosticCode.outOfRange, "0}"),
        ("{height: {text: {maxLines: -1}}}", DiagnosticCode.outOfRange, "-1"),
        ("{height: {text: {maxLines: 2.5}}}", DiagnosticCode.wrongType, "2.5"),
        ("{height: {text: {font: 0}}}", DiagnosticCode.outOfRange, "0}"),
        ("{height: {text: {font: 20000}}}", DiagnosticCode.outOfRange, "20000"),
        ("{height: {text: {padding: -2}}}", DiagnosticCode.outOfRange, "-2"),
        ("{height: {text: {padding: {top: -1}}}}", DiagnosticCode.outOfRange, "-1"),
        ("{height: {text: {padding: {up: 1}}}}", DiagnosticCode.unknownKey, "up"),
        ("{height: {text: {lineHieght: 20}}}", DiagnosticCode.unknownKey, "lineHieght"),
        ("{height: {text: {field: [a]}}}", DiagnosticCode.wrongType, "[a]"),
        ("{height: {text: {family: Bodi}}}", DiagnosticCode.unknownFont, "Bodi"),
        ("{height: {text: {family: Body, weight: black}}}", DiagnosticCode.unknownFont, "black"),
        ("{height: {text: {family: Body, weight: heavy}}}", DiagnosticCode.unknownValue, "heavy"),
        ("{height: {text: {family: Body, weight: 1001}}}", DiagnosticCode.outOfRange, "1001"),
        ("{height: {text: {weight: bold}}}", DiagnosticCode.ineffectiveOption, "bold"),
        ("{height: {text: 12}}", DiagnosticCode.wrongType, "12"),
        ("{height: {text: {}, field: h}}", DiagnosticCode.conflictingKeys, "{text"),
        ("{width: {stack: [{fixed: 10}]}}", DiagnosticCode.wrongType, "stack"),
        ("{height: {stack: []}}", DiagnosticCode.outOfRange, "[]"),
        ("{height: {stack: [{fixed: -1}]}}", DiagnosticCode.outOfRange, "-1"),
        ("{height: {stack: [{fixed: 1, text: {}}]}}", DiagnosticCode.conflictingKeys, "{fixed"),
        ("{height: {stack: [{stack: []}]}}", DiagnosticCode.missingKey, "{stack: []}"),
        ("{height: {stack: [10], spacing: -4}}", DiagnosticCode.outOfRange, "-4"),
        ("{height: {stack: [10], min: x}}", DiagnosticCode.wrongType, "x}"),
        ("{height: {stack: [10], mni: 4}}", DiagnosticCode.unknownKey, "mni"),
    ]

    @Test func everyMistakeIsALocatedDiagnostic() async throws {
        try await withEvery("mistake", in: Self.mistakes.indices) { index in
            let (size, code, anchor) = Self.mistakes[index]
            let (_, diagnostics) = Self.decode(size)
            let diagnostic = try #require(diagnostics.first { $0.code == code }, "\(size): \(diagnostics)")
            // The size rule starts at column 11 of line 4 ("    size: ").
            let column = 11 + size.distance(from: size.startIndex, to: try #require(size.range(of: anchor)).lowerBound)
            #expect(diagnostic.location.description == "p.yaml:4:\(column)", "\(size): \(diagnostic)")
        }
    }

    @Test func suggestionsNameTheClosestKeyAndFamily() throws {
        let unknownKey = try #require(Self.decode("{height: {text: {lineHieght: 20}}}").1.first)
        #expect(unknownKey.suggestion == "lineHeight")
        let unknownFont = try #require(Self.decode("{height: {text: {family: Bodi}}}").1.first)
        #expect(unknownFont.suggestion == "Body")
        #expect(unknownFont.notes == ["registered families: Body"])
        let noFonts = PageFile.parse(
            "page: p\nsections: [{id: s, size: {height: {text: {family: Body}}}, items: []}]", path: "p.yaml",
            registry: .standard)
        #expect(noFonts.diagnostics.first?.notes.first?.hasPrefix("no fonts are registered") == true)
    }

    @Test func anInlineItemWhoseTextIsNotTextIsReportedAtTheValue() throws {
        let file = PageFile.parse(
            """
            page: p
            sections:
              - id: s
                size: {height: {stack: [{text: {field: title}}, {text: {field: summary}}]}}
                items:
                  - {id: a, title: [not, text], summary: fine}
                  - {id: b, title: 42, summary: {nested: true}}
                  - plain
            """, path: "p.yaml", registry: .standard)
        #expect(
            file.diagnostics.map(\.description) == [
                "p.yaml:6:24: error: 'title' holds an array: the size rule measures text (a string, number or boolean), so this item gets the default size [wrong-type]",
                "p.yaml:7:37: error: 'summary' holds an object: the size rule measures text (a string, number or boolean), so this item gets the default size [wrong-type]",
            ])
    }

    @Test func stacksReadEveryPartForm() throws {
        let (rule, diagnostics) = Self.decode(
            "{height: {stack: [120, {fixed: 8}, {field: h}, {fraction: 0.5}, {aspect: {width: w, height: h}}, {text: {font: 15}}], spacing: 4, min: 64}}"
        )
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .stack(let stack)? = rule?.height else {
            Issue.record("no stack")
            return
        }
        #expect(stack.parts.count == 6 && stack.spacing == 4 && stack.minimum == 64)
        #expect(stack.parts[0] == .length(.points(120)) && stack.parts[1] == .length(.points(8)))
        #expect(stack.parts[4] == .aspect(.init(widthField: "w", heightField: "h")))
    }
}
