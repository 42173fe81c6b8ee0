import QuiltCore

/// Lint: a view reads a field its component kind does not declare — a
/// text's, a badge's or a picture's field, an aspect field, or a template
/// slot — so the part shows nothing for items that follow the kind.
///
/// Reports the section decoder's `view-unknown-field` diagnostic, at the
/// field in the kind file (the kind's own view) or in the page (a section's).
struct ViewUnknownFieldRule: LintRule {
    static let description = LintRuleDescription(
        id: .viewUnknownField, severity: .warning,
        rationale:
            "A view part whose field the kind does not declare finds nothing in items that follow the kind, so the part is never drawn.",
        details: """
            A component kind's `fields:` say what its items carry. A view \
            (docs/views.md) that reads another field — `{text: headline}`, \
            `{image: photo}`, a `{{slot}}` of a template — finds nothing in items \
            that follow the kind, and the part takes no room. Read a declared \
            field, or declare the field on the kind.
            """,
        badExample: """
            page: news
            sections:
              - id: top
                component: card
                view: {column: [{text: headline}, {text: "{{title}} · {{time}}"}]}
                items: [{id: a, title: Quilt draws views}]
            """,
        goodExample: """
            page: news
            sections:
              - id: top
                component: card
                view: {column: [{text: title}, {text: "{{id}} · {{title}}"}]}
                items: [{id: a, title: Quilt draws views}]
            """,
        fileKinds: [.page, .component])
}
