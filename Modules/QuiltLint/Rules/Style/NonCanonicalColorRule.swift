/// Lint: a decoration colour not in the canonical form — upper-case
/// `#RRGGBB`, plus `AA` only when not opaque. Fixed in place.
struct NonCanonicalColorRule: LintRule {
    static let description = LintRuleDescription(
        id: "non-canonical-color", severity: .warning,
        rationale: "One spelling per colour keeps pages searchable and diffs small.",
        details: """
            `#abc`, `#aabbcc` and `#AABBCCFF` are all the same colour. The canonical \
            spelling is upper-case `#RRGGBB`, with the alpha pair only when the colour \
            is not opaque (`#AABBCC80`). `--fix` rewrites the value in place, keeping \
            its quotes.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                decoration: {region: all, contents: {color: "#8091a5"}}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                decoration: {region: all, contents: {color: "#8091A5"}}
            """,
        isFixable: true, fileKinds: [.page, .component])

    func check(_ document: LintDocument) -> [LintFinding] {
        document.decorationColors().compactMap { node, color in
            guard let text = node.scalarText, text != color.canonical else { return nil }
            let quote = node.quoteCharacter
            let fix = LintFix.replacing(node, with: quote + color.canonical + quote, summary: "rewrote '\(text)' as '\(color.canonical)'")
            return Self.finding("colour '\(text)' is not in canonical form", at: node, suggestion: color.canonical, fix: fix)
        }
    }
}
