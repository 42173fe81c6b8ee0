/// Lint: a hex decoration or view colour not in the canonical form — lower-case
/// `#rrggbb`, plus `aa` only when not opaque. Fixed in place.
struct NonCanonicalColorRule: LintRule {
    static let description = LintRuleDescription(
        id: .nonCanonicalColor, severity: .warning,
        rationale: "One spelling per colour keeps pages searchable and diffs small.",
        details: """
            `#ABC`, `#aabbcc`, `#AABBCC` and `#aabbccff` are all the same colour. \
            The canonical spelling is the engine's own: lower-case `#rrggbb`, with \
            the alpha pair only when the colour is not opaque (`#aabbcc80`). Colour \
            names (`white`, `teal`) are left as they are. `--fix` rewrites the value \
            in place, keeping its quotes.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                decoration: {region: onlyItem, contents: {color: "#8091A5"}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                decoration: {region: onlyItem, contents: {color: "#8091a5"}}
            """,
        isFixable: true, fileKinds: [.page, .component])

    func check(_ document: LintDocument) -> [LintFinding] {
        document.writtenColors().compactMap { node, color in
            guard let text = node.scalarText, text.hasPrefix("#"), text != color.canonicalSpelling else { return nil }
            let canonical = color.canonicalSpelling
            let quote = node.quoteCharacter
            let fix = LintFix.replacing(
                node, with: quote + canonical + quote, summary: "rewrote '\(text)' as '\(canonical)'")
            return Self.finding("colour '\(text)' is not in canonical form", at: node, suggestion: canonical, fix: fix)
        }
    }
}
