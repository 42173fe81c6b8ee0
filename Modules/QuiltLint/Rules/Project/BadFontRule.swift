/// Lint: a font `quilt.yml` registers cannot be used — the file is
/// missing, unreadable, too large, or not a TrueType or OpenType font.
///
/// Reports the project loader's `bad-font` diagnostic at the file's path.
struct BadFontRule: LintRule {
    static let description = LintRuleDescription(
        id: .badFont, severity: .error,
        rationale: "Text in a font that does not load is measured by the estimate and drawn in a fallback font.",
        details: """
            `fonts:` entries name TrueType (.ttf) or OpenType (.otf) files, relative \
            to `quilt.yml`, of at most 128 MiB (docs/sizes.md#fonts). WOFF web fonts \
            and bitmap fonts cannot be measured: register the file they were made from.
            """,
        badExample: """
            fonts:
              - {family: Body, file: fonts/Body.woff2}
            """,
        goodExample: """
            fonts:
              - {family: Body, file: fonts/Body.ttf}
            """,
        fileKinds: [.project])
}
