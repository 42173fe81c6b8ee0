/// Lint: a required key is absent (`page`, `sections`, a header's `height`).
///
/// Reports the decoders' `missing-key` diagnostic at the mapping that lacks it.
struct MissingKeyRule: LintRule {
    static let description = LintRuleDescription(
        id: .missingKey, severity: .error,
        rationale: "Without its required keys a page, header or dimension cannot be built.",
        details: """
            A page needs `page` (its id) and `sections`; a header, footer or \
            placeholder written as a mapping needs `height`; a dimension mapping needs \
            one of `distribution`, `fraction` or `absolute`.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                header: {title: Top}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                header: {height: 40, title: Top}
            """)
}
