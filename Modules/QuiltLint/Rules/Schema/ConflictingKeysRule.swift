/// Lint: keys that exclude each other are both written
/// (`{fraction: …, absolute: …}`).
///
/// Reports the decoders' `conflicting-keys` diagnostic at the mapping.
struct ConflictingKeysRule: LintRule {
    static let description = LintRuleDescription(
        id: .conflictingKeys, severity: .error,
        rationale: "When two keys contradict each other the engine cannot know which one was meant.",
        details: """
            A dimension is a count, a fraction or an absolute length — exactly one. \
            Keep the one you mean.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, itemRatio: {fraction: 0.5, absolute: 44}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, itemRatio: {absolute: 44}}
            """)
}
