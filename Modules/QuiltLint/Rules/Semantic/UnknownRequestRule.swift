import QuiltModules

/// Lint: a section's `source` names no request of the page's module (nested
/// modules included), or the page has no module at all, so the section never
/// gets items.
///
/// Reports the module decoder's `unknown-request` diagnostic at the `source`
/// value, with the closest request id.
struct UnknownRequestRule: LintRule {
    static let description = LintRuleDescription(
        id: .unknownRequest, severity: .error,
        rationale: "A section whose source names no request never receives data and stays empty.",
        details: """
            `source:` names the request of the page's `module:` whose response \
            fills the section's items. The name must be one of the module's request \
            ids (nested modules included); the message suggests the closest and \
            lists them.
            """,
        badExample: SingleRequestExample.page(
            request: "{id: feed, url: data/feed.json, items: /data/list}",
            section: """
                  - id: feed
                    source: fead
                """),
        goodExample: SingleRequestExample.page(
            request: "{id: feed, url: data/feed.json, items: /data/list}",
            section: """
                  - id: feed
                    source: feed
                """),
        fileKinds: [.page])
}
