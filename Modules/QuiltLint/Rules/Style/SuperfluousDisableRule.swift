/// Lint: a `# pagelint:disable…` comment that suppresses nothing, names an
/// unknown rule, enables a rule that is not disabled, or is malformed.
///
/// The findings come from applying the file's suppression comments
/// (``SuppressionFilter``); like SwiftLint's `superfluous_disable_command`
/// and ruff's `RUF100`, they keep stale suppressions from hiding new problems.
struct SuperfluousDisableRule: LintRule {
    static let description = LintRuleDescription(
        id: .superfluousDisable, severity: .warning,
        rationale: "A suppression that suppresses nothing is stale, and would hide the next real problem on that line.",
        details: """
            `# pagelint:disable-next-line RULE` must be followed by a line with a \
            RULE finding; `# pagelint:disable RULE` must cover at least one. Remove \
            suppressions that no longer match, and check the spelling of rule ids \
            (`pagelint rules` lists them).
            """,
        badExample: """
            page: home
            sections:
              # pagelint:disable-next-line unknown-key
              - id: top
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                # pagelint:disable-next-line unknown-key -- read by the old app
                legacyFlag: true
            """)
}
