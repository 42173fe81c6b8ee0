import QuiltYAML

/// Lint: a file holds more than one YAML document (`---` between them).
///
/// Reports the loader's `yaml-multiple-documents` diagnostic at the second
/// document's start.
struct YAMLMultipleDocumentsRule: LintRule {
    static let description = LintRuleDescription(
        id: .yamlMultipleDocuments, severity: .error,
        rationale: "Each Quilt file is one page, kind or preset; later documents would be ignored.",
        details: """
            A `---` line starts a new YAML document. Quilt reads exactly one document \
            per file, so split the file in two (one page per file).
            """,
        badExample: """
            page: home
            sections: []
            ---
            page: about
            sections: []
            """,
        goodExample: """
            page: home
            sections: []
            """)
}
