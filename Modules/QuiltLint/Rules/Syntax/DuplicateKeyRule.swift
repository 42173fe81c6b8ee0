import QuiltYAML

/// Lint: a mapping repeats a key.
///
/// Reports the loader's `duplicate-key` diagnostic at the repeat, with a
/// note saying where the key was first written.
struct DuplicateKeyRule: LintRule {
    static let description = LintRuleDescription(
        id: .duplicateKey, severity: .error,
        rationale: "Only one of the two values can win, and YAML does not say which; the file is ambiguous.",
        details: """
            YAML mappings must not repeat a key. Parsers differ on which value they \
            keep, so Quilt refuses the file. Remove one of them or merge the two.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, lineSpacing: 4, lineSpacing: 8}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, lineSpacing: 8}
            """)
}
