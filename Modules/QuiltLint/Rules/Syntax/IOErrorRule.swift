import QuiltYAML

/// Lint: a file could not be read (permissions, a folder where a file was
/// expected, a file removed while linting).
///
/// Reports the loader's `io-error` diagnostic at line 1; the other files are
/// still linted.
struct IOErrorRule: LintRule {
    static let description = LintRuleDescription(
        id: .ioError, severity: .error,
        rationale: "A file that cannot be read is not checked; the run must not pass silently.",
        details: """
            The file exists but could not be read: check its permissions, or whether \
            it was removed or replaced while pagelint ran. Paths given on the command \
            line that do not exist are usage errors instead (exit status 2).
            """,
        badExample: """
            # a page file without read permission (chmod 000 pages/home.yaml)
            """,
        goodExample: """
            # the same file, readable (chmod 644 pages/home.yaml)
            page: home
            sections: []
            """)
}
