import QuiltYAML

/// Lint: a glob in `quilt.yml` (`pages:`, `components:`, `layouts:`) that
/// matches no file.
///
/// Reports the project loader's `unmatched-glob` diagnostic at the glob.
struct UnmatchedGlobRule: LintRule {
    static let description = LintRuleDescription(
        id: .unmatchedGlob, severity: .warning,
        rationale: "A glob that matches nothing is usually a typo in a path; the files it meant are not loaded.",
        details: """
            Each glob of `pages:`, `components:` and `layouts:` should match at \
            least one file relative to `quilt.yml`'s folder. Fix the path, or \
            remove the glob.
            """,
        badExample: """
            # quilt.yml
            pages: [pages/*.yaml, pgaes/extra/*.yaml]
            """,
        goodExample: """
            # quilt.yml
            pages: [pages/*.yaml, pages/extra/*.yaml]
            """,
        fileKinds: [.project])
}
