import QuiltCore

/// Lint: a section's size rule gives the items' width or height that its
/// view would give, so the view is laid out in a size it did not ask for.
///
/// Reports the section decoder's `view-size-conflict` diagnostic at the
/// size rule's part (in the kind file when the kind has both).
struct ViewSizeConflictRule: LintRule {
    static let description = LintRuleDescription(
        id: .viewSizeConflict, severity: .warning,
        rationale:
            "A size rule beside a view decides the item's size on its own, so the view's parts can overflow or leave gaps.",
        details: """
            A view sizes its items: their height at the width the family gives, \
            or their natural width for chips and strips (docs/views.md#sizes). A \
            `size:` part the family reads — `height` or `aspect` on a vertical \
            list, `width` or `text` on a flex section — wins over the view, and \
            the view is then laid out in whatever size the rule gives. Remove the \
            part to size items from the view, or remove the view.
            """,
        badExample: """
            page: news
            sections:
              - id: top
                layout: {kind: list}
                size: {height: {stack: [{text: {field: title}}]}}
                view: {column: [{text: title}], padding: 12}
                items: [{id: a, title: Quilt draws views}]
            """,
        goodExample: """
            page: news
            sections:
              - id: top
                layout: {kind: list}
                view: {column: [{text: title}], padding: 12}
                items: [{id: a, title: Quilt draws views}]
            """,
        fileKinds: [.page, .component])
}
