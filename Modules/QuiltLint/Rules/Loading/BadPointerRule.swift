import QuiltModules

/// Lint: a malformed JSON pointer (`items:`, paging pointers).
///
/// Reports the module decoder's `bad-pointer` diagnostic, suggesting the
/// pointer with its leading `/` when that is what is missing.
struct BadPointerRule: LintRule {
    static let description = LintRuleDescription(
        id: .badPointer, severity: .error,
        rationale: "A pointer that does not parse finds nothing in the response, so the section stays empty.",
        details: """
            Pointers into responses are RFC 6901 JSON pointers: they start with `/` \
            (`/data/list`, `/items/0`), with `~0` for `~` and `~1` for `/` in names.
            """,
        badExample: SingleRequestExample.page(
            request: "{id: feed, url: data/feed.json, items: data/list}"),
        goodExample: SingleRequestExample.page(
            request: "{id: feed, url: data/feed.json, items: /data/list}"),
        fileKinds: [.page])
}
