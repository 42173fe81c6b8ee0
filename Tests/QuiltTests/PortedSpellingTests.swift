import Quilt
import Testing

/// What someone porting from EaseModule, QLLive or CSS types gets: each
/// spelling Quilt does not read is still an error, with the Quilt spelling
/// as its suggestion (docs/lint.md promises these).
@Suite("Ported spellings")
struct PortedSpellingTests {
    /// `code suggestion` of every diagnostic of a page with `section` as its only section.
    static func suggestions(_ section: String) -> [String] {
        let file = PageFile.parse("page: p\nsections:\n  - \(section)\n", path: "p.yaml", registry: .standard)
        return file.diagnostics.map { "\($0.code) \($0.suggestion ?? "-")" }
    }

    @Test func justifyLeftSuggestsFlexStart() {
        for (written, meant) in [
            ("left", "flexStart"), ("right", "flexEnd"), ("flex-start", "flexStart"), ("space-between", "spaceBetween"),
            ("EaseFlexLayoutSpaceAround", "spaceAround"), ("FLEX_END", "flexEnd"), ("centre", "center"),
        ] {
            #expect(
                Self.suggestions("{id: a, layout: {kind: flex, justify: \(written)}}") == ["unknown-value \(meant)"],
                "justify: \(written)")
        }
    }

    @Test func headerPinSuggestsAPinnedHeader() {
        let file = PageFile.parse(
            "page: p\nsections:\n  - {id: a, headerPin: true, header: 40}\n", path: "p.yaml", registry: .standard)
        let diagnostic = file.diagnostics.first
        #expect(file.diagnostics.count == 1)
        #expect(diagnostic?.code == .unknownKey)
        #expect(diagnostic?.suggestion == "header: {pinned: true}")
        #expect(diagnostic?.notes.contains { $0.contains("EaseModule") } == true, "\(diagnostic?.notes ?? [])")
        // The same key in the layout mapping, and the flow layout's names.
        #expect(
            Self.suggestions("{id: a, layout: {kind: list, headerPin: true}}") == ["unknown-key header: {pinned: true}"]
        )
        #expect(Self.suggestions("{id: a, layout: {kind: grid, minimumLineSpacing: 4}}") == ["unknown-key lineSpacing"])
        #expect(Self.suggestions("{id: a, layout: {kind: list, sectionInset: 4}}") == ["unknown-key inset"])
        #expect(Self.suggestions("{id: a, placeholdHeight: 60}") == ["unknown-key placeholder: 60"])
    }

    /// EaseModule's `decorate` and `justifyContent`, too far in spelling from
    /// `decoration` and `justify` for the nearest-key suggestion, name them
    /// with a note wherever they are unknown.
    @Test func decorateAndJustifyContentSuggestQuiltsNames() {
        #expect(Self.suggestions("{id: a, decorate: {contents: {color: red}}}") == ["unknown-key decoration"])
        #expect(Self.suggestions("{id: a, layout: {kind: list, decorate: {}}}") == ["unknown-key decoration"])
        #expect(Self.suggestions("{id: a, justifyContent: center}") == ["unknown-key justify"])
        #expect(Self.suggestions("{id: a, layout: {kind: list, justifyContent: center}}") == ["unknown-key justify"])
        // The flex family still reads the old name, with its warning.
        #expect(
            Self.suggestions("{id: a, layout: {kind: flex, justifyContent: center}}") == ["deprecated-option justify"])
        let file = PageFile.parse(
            "page: p\nsections:\n  - {id: a, decorate: {}}\n", path: "p.yaml", registry: .standard)
        #expect(
            file.diagnostics.first?.notes == [
                "'decorate' is EaseModule's decoration builder's name; Quilt writes 'decoration'"
            ])
    }

    @Test func aFractionalDistributionSuggestsAFraction() {
        #expect(Self.suggestions("{id: a, layout: {kind: list, distribution: 0.5}}") == ["wrong-type {fraction: 0.5}"])
        #expect(
            Self.suggestions("{id: a, layout: {kind: list, distribution: {distribution: 0.25}}}")
                == ["wrong-type {fraction: 0.25}"])
        // A count that is merely not whole has no fraction to suggest.
        #expect(Self.suggestions("{id: a, layout: {kind: list, distribution: 2.5}}") == ["wrong-type -"])
    }

    @Test func easeModuleRenderDirectionsSuggestTheQuiltOrder() {
        #expect(
            Self.suggestions("{id: a, layout: {kind: waterfall, render: EaseWaterfallItemRenderRightToLeft}}")
                == ["unknown-value rightToLeft"])
        // The old key is read (deprecated), its EaseModule value suggested.
        #expect(
            Self.suggestions("{id: a, layout: {kind: waterfall, renderDirection: left-to-right}}")
                == ["deprecated-option render", "unknown-value leftToRight"])
    }

    @Test func anEmptyFieldNameIsRefusedWhereverAFieldIsNamed() {
        for section in [
            "{id: a, size: {text: {field: \"\"}}, layout: {kind: list, arrange: horizontal}}",
            "{id: a, identity: \"\"}",
            "{id: a, size: {height: {field: \"\"}}}",
        ] {
            let found = Self.suggestions(section)
            #expect(found.contains("out-of-range -"), "\(section): \(found)")
        }
    }

    @Test func theLinesWarningNamesTheWaterfall() {
        let file = PageFile.parse(
            "page: p\nsections:\n  - {id: a, layout: {kind: waterfall, maxDisplay: {lines: 2}}}\n", path: "p.yaml",
            registry: .standard)
        #expect(
            file.diagnostics.map(\.message) == ["'maxDisplay.lines' has no effect on a vertical waterfall; use 'count'"]
        )
    }
}
