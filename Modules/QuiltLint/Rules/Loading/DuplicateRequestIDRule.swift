import QuiltModules

/// Lint: two requests of a page's module (nested modules included) share an id.
///
/// Reports the module decoder's `duplicate-request-id` diagnostic.
struct DuplicateRequestIDRule: LintRule {
    static let description = LintRuleDescription(
        id: .duplicateRequestID, severity: .error,
        rationale: "Sections and templates name requests by id; a repeated id makes them ambiguous.",
        details: """
            Request ids are unique across the page's whole module tree: sections' \
            `source:` and `{{request.key}}` slots find requests by them. Rename one.
            """,
        badExample: """
            page: home
            module:
              kind: batch
              requests:
                - {id: feed, url: data/feed.json, items: /list}
                - {id: feed, url: data/more.json, items: /list}
            sections:
              - {id: feed, source: feed}
            """,
        goodExample: """
            page: home
            module:
              kind: batch
              requests:
                - {id: feed, url: data/feed.json, items: /list}
                - {id: more, url: data/more.json, items: /list}
            sections:
              - {id: feed, source: feed}
              - {id: more, source: more}
            """,
        fileKinds: [.page])
}
