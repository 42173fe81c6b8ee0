import QuiltModules

/// Lint: a request url that is empty, absolute on disk, or of an
/// unsupported scheme.
///
/// Reports the module decoder's `bad-url` diagnostic.
struct BadURLRule: LintRule {
    static let description = LintRuleDescription(
        id: .badURL, severity: .error,
        rationale: "A url the loader refuses is never fetched, so the section stays empty.",
        details: """
            A request's url is a file path relative to the page or project folder, \
            or an `http`/`https` URL. Absolute file paths and other schemes are \
            refused so that pages work on every machine and cannot read arbitrary files.
            """,
        badExample: SingleRequestExample.page(
            request: "{id: feed, url: /etc/feed.json, items: /list}"),
        goodExample: SingleRequestExample.page(
            request: "{id: feed, url: data/feed.json, items: /list}"),
        fileKinds: [.page])
}
