import QuiltYAML

/// Lint: the file is not valid YAML — tabs in indentation, bad indentation,
/// unterminated quotes, unclosed brackets, invalid UTF-8, unknown aliases.
///
/// Reports the loader's `yaml-syntax` diagnostic at the place libyaml stopped.
/// Nothing else in the file can be checked until it parses.
struct YAMLSyntaxRule: LintRule {
    static let description = LintRuleDescription(
        id: .yamlSyntax, severity: .error,
        rationale: "A file that does not parse cannot be loaded; nothing else in it is checked.",
        details: """
            The YAML parser stopped. Common causes: a tab in indentation (YAML allows \
            only spaces), a line indented to a level no parent has, a quote or bracket \
            never closed, bytes that are not UTF-8, an alias (`*name`) with no anchor.
            """,
        badExample: """
            page: home
            sections:
              - id: "top
                items: []
            """,
        goodExample: """
            page: home
            sections:
              - id: "top"
                items: []
            """)
}
