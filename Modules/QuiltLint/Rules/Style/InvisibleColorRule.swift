/// Lint: a decoration colour with alpha 0 (`#RRGGBB00`): it draws nothing.
struct InvisibleColorRule: LintRule {
    static let description = LintRuleDescription(
        id: "invisible-color", severity: .warning,
        rationale: "A fully transparent colour draws nothing; it is almost always a typo for an opaque one.",
        details: """
            The last pair of `#RRGGBBAA` is the alpha: `00` is fully transparent. \
            Use `#RRGGBB` (opaque) or a non-zero alpha; remove the decoration \
            content if nothing should be drawn.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                decoration: {region: all, contents: {color: "#8091A500"}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                decoration: {region: all, contents: {color: "#8091A5"}}
            """,
        fileKinds: [.page, .component])

    func check(_ document: LintDocument) -> [LintFinding] {
        document.decorationColors().compactMap { node, color in
            guard color.alpha == 0 else { return nil }
            return Self.finding("colour '\(node.scalarText ?? "")' has alpha 0 and draws nothing", at: node)
        }
    }
}
