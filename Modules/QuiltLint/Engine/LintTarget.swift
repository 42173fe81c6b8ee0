/// A file the runner will lint, with what it already knows about it.
struct LintTarget: Sendable {
    /// Where it is.
    var absolutePath: String
    /// How reports name it.
    var displayPath: String
    /// The kind the project's globs give it; nil to decide by content.
    var kind: LintFileKind?
    /// Registry, project and configuration.
    var scope: LintScope
}
