/// Lint: a section names a component kind that is not registered, with the
/// closest registered kind.
///
/// Reports the decoders' `unknown-component` diagnostic at the name.
struct UnknownComponentRule: LintRule {
    static let description = LintRuleDescription(
        id: .unknownComponent, severity: .error,
        rationale: "A section of an unknown kind gets none of the kind's defaults, fields or size rule.",
        details: """
            `component:` names a kind registered in code or from `components/*.yaml`. \
            Check the spelling, or that the kind's file is listed by the project's \
            `components:` glob.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                component: crad
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                component: card
            """)
}
