import QuiltModules

/// Lint: a `{{request.key}}` slot names a request that has not run before the
/// one using it (later in a chain, in parallel in a batch, in another module).
///
/// Reports the module decoder's `request-order` diagnostic at the slot.
struct RequestOrderRule: LintRule {
    static let description = LintRuleDescription(
        id: .requestOrder, severity: .error,
        rationale: "A slot that reads a response not yet loaded can never be filled, so the request cannot be made.",
        details: """
            A request may use values from responses that arrive before it: earlier \
            requests of a `chain`. Requests of a `batch` run together, so they \
            cannot read each other; put them in a chain (docs/loading.md).
            """,
        badExample: """
            page: home
            module:
              kind: batch
              requests:
                - {id: profile, url: data/profile.json, items: /interests}
                - {id: follows, url: "data/follows-{{profile.user.id}}.json", items: /follows}
            sections:
              - {id: follows, source: follows}
            """,
        goodExample: """
            page: home
            module:
              kind: chain
              requests:
                - {id: profile, url: data/profile.json, items: /interests}
                - {id: follows, url: "data/follows-{{profile.user.id}}.json", items: /follows}
            sections:
              - {id: follows, source: follows}
            """,
        fileKinds: [.page])
}
