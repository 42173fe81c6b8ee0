import QuiltGridLayout

/// Lint: a grid's literal `span` is wider than its column (or row) tracks.
///
/// Reports the grid decoder's `span-exceeds-grid` diagnostic at the span.
struct SpanExceedsGridRule: LintRule {
    static let description = LintRuleDescription(
        id: .spanExceedsGrid, severity: .warning,
        rationale: "The layout clamps the span to the grid, so the page does not look like it says.",
        details: """
            A span of 4 columns in a 3-column grid is clamped to 3. Use a span no \
            wider than the tracks, or add tracks. See docs/grid.md#spans.
            """,
        badExample: """
            page: home
            sections:
              - id: photos
                layout: {kind: grid, columns: 3, span: {columns: 4}}
            """,
        goodExample: """
            page: home
            sections:
              - id: photos
                layout: {kind: grid, columns: 3, span: {columns: 3}}
            """)
}
