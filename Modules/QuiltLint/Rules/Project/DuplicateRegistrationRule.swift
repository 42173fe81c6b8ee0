import QuiltYAML

/// Lint: two component-kind or layout-preset files define one name, or a
/// preset takes a layout family's name.
///
/// Reports the project loader's `duplicate-registration` diagnostic at the
/// definition that is ignored, naming the other.
struct DuplicateRegistrationRule: LintRule {
    static let description = LintRuleDescription(
        id: .duplicateRegistration, severity: .error,
        rationale: "Only the first definition of a name is used; the other file is silently dead.",
        details: """
            Component kinds and layout presets are registered by name from the \
            files the project's globs list, in path order. A second file with the \
            same name (or a preset that takes a layout family's name) is \
            ignored. Rename one of them.
            """,
        badExample: """
            # components/promo.yaml, beside components/banner.yaml (component: banner)
            component: banner
            """,
        goodExample: """
            # components/promo.yaml
            component: promo
            """,
        fileKinds: [.component, .layout])
}
