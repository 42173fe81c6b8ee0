/// Lint: an option that does nothing where it is written — `rows` on a
/// vertical list, `maxDisplay.lines` on a horizontal flex or waterfall, a
/// strip height beside `rows`, a grid's `rowHeight` beside fixed tracks, a
/// size rule part the section's family does not read, a state view a section
/// or page can never show.
///
/// Reports the families' `ineffective-option` diagnostics that the more
/// specific rules (`scrolling-on-vertical`, `max-display-count-and-lines`)
/// leave.
struct IneffectiveOptionRule: LintRule {
    static let description = LintRuleDescription(
        id: .ineffectiveOption, severity: .warning,
        rationale: "An option that has no effect in its arrangement misleads readers about how the page looks.",
        details: """
            Some options only mean something in one arrangement or when another \
            option is absent: `rows` and `horizontalContentHeight` apply to horizontal \
            strips only (and `rows` wins over the height); `maxDisplay.lines` needs a \
            family with lines (vertical list, flex, waterfall); a grid's `rowHeight` \
            gives way to fixed row tracks; a size rule part is read only by the \
            families that size items that way (`height` by a vertical waterfall, \
            `width` and `text` by flex, `span` by grid, none by list); a `loading` or \
            `failed` view under `states:` needs a section (or, on the page, some \
            section) with a `source`, and an `empty` view a section that can be \
            empty. Remove the option, or change the arrangement it was meant for.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, rows: 2}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list, arrange: horizontal, rows: 2}
            """)
}
