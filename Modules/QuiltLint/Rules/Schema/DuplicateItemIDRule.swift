/// Lint: two items of a section share an identity.
///
/// Reports the decoder's `duplicate-item-id` warning at the later item's
/// identity, with a note saying where the first is. Loaded data follows the
/// same rule (`quilt layout` reports repeats within one response).
struct DuplicateItemIDRule: LintRule {
    static let description = LintRuleDescription(
        id: .duplicateItemID, severity: .warning,
        rationale:
            "Items are diffed and updated by identity; two items with one identity are one item, so one of them never shows.",
        details: """
            Within a section, each item's identity (its `id`, or the field the \
            section's `identity:` or its kind names) must be unique. A section \
            holds one item per identity: when two share one, Quilt keeps one item \
            at the first one's place with the later one's data — inline items and \
            loaded data alike (an item a later page sends again updates the shown \
            one in place, which is how timelines refresh). Give each item its own \
            identity, or drop the repeat.
            """,
        badExample: """
            page: home
            sections:
              - id: feed
                items: [{id: a, title: First}, {id: a, title: Second}]
            """,
        goodExample: """
            page: home
            sections:
              - id: feed
                items: [{id: a, title: First}, {id: b, title: Second}]
            """)
}
