/// Lint: a decoration or view colour with alpha 0 (`#rrggbb00`, `#rgb0`,
/// `transparent`, `clear`): it draws nothing.
struct InvisibleColorRule: LintRule {
    static let description = LintRuleDescription(
        id: .invisibleColor, severity: .warning,
        rationale: "A fully transparent colour draws nothing; it is almost always a typo for an opaque one.",
        details: """
            The last pair of `#rrggbbaa` (the last digit of `#rgba`) is the alpha: \
            `00` is fully transparent, as are the names `transparent` and `clear`. \
            Use `#rrggbb` (opaque) or a non-zero alpha; use `region: none` or drop the \
            decoration (leave the view's colour out) if nothing should be drawn. Each half of a `{light, dark}` \
            colour is checked on its own (a decoration meant for one appearance only \
            can disable the rule on that line).
            """,
        badExample: """
            page: home
            sections:
              - id: top
                decoration: {region: onlyItem, contents: {color: "#8091a500"}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                decoration: {region: onlyItem, contents: {color: "#8091a5"}}
            """,
        fileKinds: [.page, .component])

    func check(_ document: LintDocument) -> [LintFinding] {
        document.writtenColors().compactMap { node, color in
            guard color.alpha == 0 else { return nil }
            return Self.finding("colour '\(node.scalarText ?? "")' has alpha 0 and draws nothing", at: node)
        }
    }
}
