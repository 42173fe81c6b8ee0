/// Lint: a size rule names a font family, or a weight of one, that the
/// project does not register.
///
/// Reports the text rule decoder's `unknown-font` diagnostic at the family
/// (or the weight), with the closest registered family.
struct UnknownFontRule: LintRule {
    static let description = LintRuleDescription(
        id: .unknownFont, severity: .error,
        rationale:
            "Text in an unknown font is measured by the estimate, so items are not the size the real font gives them.",
        details: """
            A text size rule's `family:` names a font registered under `fonts:` in \
            `quilt.yml`, and its `weight:` one of that family's weights \
            (docs/sizes.md#fonts). Check the spelling, or register the font.
            """,
        badExample: """
            size: {height: {text: {field: title, family: Bodi, font: 15}}}
            """,
        goodExample: """
            size: {height: {text: {field: title, family: Body, font: 15}}}
            """)
}
