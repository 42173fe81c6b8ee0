import QuiltCore

/// Lint: `scrolling` set on a vertical section, which never scrolls sideways.
///
/// Claims the `ineffective-option` diagnostic the common layout options
/// report at a `scrolling` value.
struct ScrollingOnVerticalRule: LintRule {
    static let description = LintRuleDescription(
        id: .scrollingOnVertical, severity: .warning,
        rationale: "Scrolling behaviour applies to horizontal strips only; on a vertical section it does nothing.",
        details: """
            `scrolling` (continuous, paging, itemPaging, centered, none) says how a \
            horizontal strip settles after the user swipes it. A vertical section \
            scrolls with the page, so the option is ignored. Remove it, or set \
            `arrange: horizontal` if a strip was meant.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, scrolling: paging}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, arrange: horizontal, scrolling: paging}
            """)

    func claims(_ diagnostic: Diagnostic, in document: LintDocument) -> Bool {
        guard diagnostic.code == .ineffectiveOption, let path = document.path(to: diagnostic.location) else {
            return false
        }
        return !path.isKey && path.lastKey == "scrolling"
    }
}
