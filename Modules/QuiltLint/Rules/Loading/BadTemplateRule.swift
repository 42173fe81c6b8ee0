import QuiltModules

/// Lint: a malformed `{{…}}` slot in a request's url, parameters or body,
/// or in a view's text.
///
/// Reports the module decoder's and the view decoder's `bad-template` diagnostic.
struct BadTemplateRule: LintRule {
    static let description = LintRuleDescription(
        id: .badTemplate, severity: .error,
        rationale:
            "A template that does not parse cannot be filled, so the request is never made or the text never shown.",
        details: """
            A request's slots are `{{page}}`, `{{cursor}}` or `{{request.key.path}}`, \
            closed with `}}` (docs/loading.md#templates); a view text's slots are \
            item fields, `{{price}}` (docs/views.md#texts). Check the braces and \
            the names.
            """,
        badExample: SingleRequestExample.page(
            request: #"{id: feed, url: "data/feed-{{page.json", items: /list, paging: {start: 1}}"#),
        goodExample: SingleRequestExample.page(
            request: #"{id: feed, url: "data/feed-{{page}}.json", items: /list, paging: {start: 1}}"#),
        fileKinds: [.page, .component])
}
