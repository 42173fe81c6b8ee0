/// Lint: two sections of a page share an id.
///
/// Reports the decoder's `duplicate-section-id` diagnostic at the second id,
/// with a note saying where the first is.
struct DuplicateSectionIDRule: LintRule {
    static let description = LintRuleDescription(
        id: .duplicateSectionID, severity: .error,
        rationale:
            "Section ids are identities for diffing and updates; a repeated id makes the page's changes ambiguous.",
        details: """
            Every section's `id` must be unique within its page (a section without \
            one is `section-N`). The second section with an id is dropped.
            """,
        badExample: """
            page: home
            sections:
              - id: feed
              - id: feed
            """,
        goodExample: """
            page: home
            sections:
              - id: feed
              - id: more
            """)
}
