import QuiltCore

/// Lint: `maxDisplay` sets both `count` and `lines`; lines wins, so the count
/// is ignored.
///
/// Claims the `ineffective-option` diagnostic the common layout options
/// report at `maxDisplay.count`.
struct MaxDisplayCountAndLinesRule: LintRule {
    static let description = LintRuleDescription(
        id: .maxDisplayCountAndLines, severity: .warning,
        rationale: "When both caps are set, lines wins (EaseModule's rule) and the count is silently ignored.",
        details: """
            `maxDisplay: {lines: n}` shows at most n lines of items; `{count: n}` at \
            most n items. A family with lines uses `lines` when both are given. Keep \
            the one you mean.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, distribution: 2, maxDisplay: {count: 5, lines: 2}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, distribution: 2, maxDisplay: {lines: 2}}
            """)

    func claims(_ diagnostic: Diagnostic, in document: LintDocument) -> Bool {
        guard diagnostic.code == .ineffectiveOption, let path = document.path(to: diagnostic.location) else {
            return false
        }
        return !path.isKey && path.keys.suffix(2) == ["maxDisplay", "count"]
    }
}
