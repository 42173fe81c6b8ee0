import QuiltModules

/// Lint: a malformed `{{…}}` slot in a request's url, parameters or body.
///
/// Reports the module decoder's `bad-template` diagnostic.
struct BadTemplateRule: LintRule {
    static let description = LintRuleDescription(
        id: .badTemplate, severity: .error,
        rationale: "A template that does not parse cannot be filled, so the request is never made.",
        details: """
            Slots are `{{page}}`, `{{cursor}}` or `{{request.key.path}}`, closed with \
            `}}`. Check the braces and the names (docs/loading.md#templates).
            """,
        badExample: SingleRequestExample.page(
            request: #"{id: feed, url: "data/feed-{{page.json", items: /list, paging: {start: 1}}"#),
        goodExample: SingleRequestExample.page(
            request: #"{id: feed, url: "data/feed-{{page}}.json", items: /list, paging: {start: 1}}"#),
        fileKinds: [.page])
}
