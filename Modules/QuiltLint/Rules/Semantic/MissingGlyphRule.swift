/// Lint: a text a size rule measures has characters that no face of its
/// family, nor of the families it falls back to, has.
///
/// Reports the size rule's `missing-glyph` diagnostic at the text: the
/// field of an inline item, or the value's line in a data file.
struct MissingGlyphRule: LintRule {
    static let description = LintRuleDescription(
        id: .missingGlyph, severity: .warning,
        rationale: """
            A browser draws a character no project font has from whatever font the \
            reader's system has, or as an empty box: the item is not the size it is drawn at.
            """,
        details: """
            Text is set in the first face of its family's fallback chain that has each \
            character: the family's own face, then the families of `fallback:` in \
            `quilt.yml`, and the machine's fonts where that list says `system` \
            (docs/sizes.md#scripts-and-fallback). Quilt measures a character none of them \
            has as the family's `.notdef` glyph, as Chromium draws it when no system font \
            has it either. Register a face that covers the text and list its family under \
            `fallback:`.
            """,
        badExample: """
            # quilt.yml registers only a Latin face: fonts: [{family: Body, file: fonts/Latin.ttf}]
            size: {width: {text: {family: Body, font: 13}}}
            items: [羽绒服, 小米手环]
            """,
        goodExample: """
            # quilt.yml: fonts: [{family: Body, file: fonts/Latin.ttf}, {family: CJK, file: fonts/CJK.otf}]
            #            fallback: [CJK]
            size: {width: {text: {family: Body, font: 13}}}
            items: [羽绒服, 小米手环]
            """)
}
