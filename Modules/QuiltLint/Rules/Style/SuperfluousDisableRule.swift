/// Lint: a `# pagelint:disable…` comment that suppresses nothing, names an
/// unknown rule, enables a rule that is not disabled, is malformed, or tries
/// to suppress an error that stops the engine (which stays reported).
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
            (`pagelint rules` lists them). An error that stops the engine \
            (a YAML or decoding error such as `unknown-key`: `quilt layout` refuses \
            the page) cannot be suppressed: the comment is reported and the error \
            stays, so pagelint never passes a page the engine rejects.
            """,
        badExample: """
            page: home
            sections:
              # pagelint:disable-next-line pinned-header-on-strip
              - id: top
              - id: legacy
                # pagelint:disable-next-line unknown-key
                legacyFlag: true
            """,
        goodExample: """
            page: home
            sections:
              - id: top
              - id: hot
                layout: {kind: list, arrange: horizontal, rows: 2}
                # pagelint:disable-next-line pinned-header-on-strip -- the demo shows it pinning
                header: {height: 40, pinned: true}
            """)
}
