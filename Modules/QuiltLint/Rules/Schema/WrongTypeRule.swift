/// Lint: a value of the wrong kind — a sequence where a number belongs, a
/// string where a mapping belongs.
///
/// Reports the decoders' `wrong-type` diagnostic at the value.
struct WrongTypeRule: LintRule {
    static let description = LintRuleDescription(
        id: .wrongType, severity: .error,
        rationale:
            "A value the engine cannot read falls back to the default, so the page looks different from what it says.",
        details: """
            Options have types: spacing is a number, `inset` a number or \
            `{top, left, bottom, right}`, `items` a sequence. Quoted scalars are \
            always strings (`"12"` is not a number).
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, lineSpacing: [4]}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, lineSpacing: 4}
            """)
}
