import Quilt

extension DiagnosticCode {
    /// A carousel whose neighbours barely show.
    public static let carouselPeek = DiagnosticCode("carousel-peek")
}

/// Lint: a carousel whose `peek` is under 8 points, so the neighbouring
/// cards hardly show and nothing tells the reader the row scrolls.
///
/// Configured like a built-in rule: `lint: {rules: {carousel-peek: error}}`
/// in `quilt.yml`, `.pagelint.yml`, or `# pagelint:disable-next-line carousel-peek`.
public struct CarouselPeekRule: LintRule {
    /// The smallest peek that shows a neighbour, in points.
    public static let smallestPeek = 8.0

    /// Who the rule is: `carousel-peek`, a warning.
    public static let description = LintRuleDescription(
        id: .carouselPeek, severity: .warning,
        rationale: "A carousel whose neighbours do not show looks like a single card: readers never swipe.",
        details: """
            The carousel shows `peek` points of the previous and next card. Under \
            8 points the edge is lost in the card's corner radius and shadow, so \
            nothing says the row scrolls. Give `peek` 8 or more (16–24 reads well).
            """,
        badExample: """
            page: home
            sections:
              - id: deals
                layout: {kind: carousel, peek: 2}
                items: [{id: a}, {id: b}]
            """,
        goodExample: """
            page: home
            sections:
              - id: deals
                layout: {kind: carousel, peek: 16}
                items: [{id: a}, {id: b}]
            """,
        fileKinds: [.page])

    /// The rule.
    public init() {}

    /// A finding per carousel section whose peek is too small, at the `peek`
    /// the section writes (or at its layout, when a kind or preset set it).
    public func check(_ document: LintDocument) -> [LintFinding] {
        document.sections.compactMap { section in
            guard let spec = section.spec, let options = spec.layout.options(of: CarouselLayout.self),
                options.peek < Self.smallestPeek
            else { return nil }
            let layout = section.node["layout"]
            let place = layout?["peek"] ?? layout ?? section.node
            return Self.finding(
                "carousel '\(spec.id)' peeks \(NumberText.format(options.peek)) pt: its neighbours hardly show",
                at: place, notes: ["a peek of \(Int(Self.smallestPeek)) pt or more shows that the row scrolls"])
        }
    }
}
