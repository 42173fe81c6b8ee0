/// Lint: a number outside its range — negative spacing, `distribution: 0`,
/// a fraction of 0.
///
/// Reports the decoders' `out-of-range` diagnostic at the value.
struct OutOfRangeRule: LintRule {
    static let description = LintRuleDescription(
        id: .outOfRange, severity: .error,
        rationale: "Values outside their range have no meaningful layout; the engine ignores them.",
        details: """
            Spacing, heights and insets of headers must not be negative; counts \
            (`distribution`, `rows`) are at least 1; fractions are greater than 0; \
            numbers must be finite.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, distribution: 0}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, distribution: 2}
            """)
}
