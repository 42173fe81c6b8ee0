/// Lint: a value outside an enumeration (`arrange: diagonal`), with the
/// closest allowed value.
///
/// Reports the decoders' `unknown-value` diagnostic at the value.
struct UnknownValueRule: LintRule {
    static let description = LintRuleDescription(
        id: .unknownValue, severity: .error,
        rationale: "An enumeration value the engine does not know falls back to the default.",
        details: """
            Options such as `arrange` (vertical, horizontal) or `scrolling` (none, \
            continuous, paging, itemPaging, centered) take one of a fixed set of \
            words; the message lists them and suggests the closest.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, arrange: horizontl}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, arrange: horizontal}
            """)
}
