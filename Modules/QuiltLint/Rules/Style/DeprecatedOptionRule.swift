import QuiltCore

/// Lint: a layout option written under its old EaseModule name
/// (`horizontalArrangeContentHeight`, `row`, `column`, `justifyContent`,
/// `renderDirection`) where the family reads the new one.
///
/// The layout decoder reads the old name as the new one and reports it as
/// a `deprecated-option` warning (``DeprecatedOption``); this rule reports
/// that warning and fixes it by renaming the key in place (quotes, comments
/// and formatting kept). An old name written beside the new one is read by
/// nothing: that is `unknown-key`, an error in pagelint as in the engine.
struct DeprecatedOptionRule: LintRule {
    static let description = LintRuleDescription(
        id: .deprecatedOption, severity: .warning,
        rationale:
            "Old option names still work but hide what Quilt's own documentation calls them; renaming them keeps pages ported from EaseModule readable.",
        details: """
            Quilt's layout options follow EaseModule's, with a few names made \
            shorter or plural. The layout decoder still reads the old names, with \
            this warning, and `--fix` renames them: \
            `horizontalArrangeContentHeight` → `horizontalContentHeight`, `row` → \
            `rows`, `column` → `columns`, `justifyContent` → `justify`, \
            `renderDirection` → `render`. An old name written beside the new one is \
            read by nothing and reported as `unknown-key`.
            """,
        badExample: """
            page: home
            sections:
              - id: strip
                layout: {kind: list, arrange: horizontal, row: 2}
            """,
        goodExample: """
            page: home
            sections:
              - id: strip
                layout: {kind: list, arrange: horizontal, rows: 2}
            """,
        isFixable: true)

    func finding(for diagnostic: Diagnostic, in document: LintDocument) -> LintFinding {
        var finding = LintFinding(diagnostic, ruleID: Self.id, severity: Self.description.severity)
        guard let path = document.path(to: diagnostic.location), path.isKey, let name = path.node.scalarText,
            let entry = DeprecatedOption.layoutOptions.first(where: { $0.name == name })
        else { return finding }
        let quote = path.node.quoteCharacter
        finding.fix = LintFix.replacing(
            path.node, with: quote + entry.replacement + quote,
            summary: "renamed '\(entry.name)' to '\(entry.replacement)'")
        return finding
    }
}
