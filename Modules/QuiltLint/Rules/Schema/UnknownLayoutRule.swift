/// Lint: a layout name (a family or a preset) the registry does not know,
/// with the closest known name and the list of known ones.
///
/// Reports the decoders' `unknown-layout` diagnostic at the name.
struct UnknownLayoutRule: LintRule {
    static let description = LintRuleDescription(
        id: .unknownLayout, severity: .error,
        rationale: "A section whose layout is unknown cannot be laid out and is dropped from the page.",
        details: """
            `layout:` names a layout family the registry knows (the finding's note \
            lists every known layout) or a preset registered from `layouts/*.yaml`. \
            Check the spelling, or that the preset file is listed by the project's \
            `layouts:` glob.
            """,
        badExample: """
            page: home
            sections:
              - id: top
                layout: {kind: lsit}
            """,
        goodExample: """
            page: home
            sections:
              - id: top
                layout: {kind: list}
            """)
}
