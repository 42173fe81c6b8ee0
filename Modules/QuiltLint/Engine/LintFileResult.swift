/// The findings of one linted file.
public struct LintFileResult: Sendable {
    /// The file as reports show it.
    public var path: String
    /// What the file was linted as.
    public var kind: LintFileKind
    /// Its findings, sorted (a few may lie in other files, such as a
    /// component kind's default layout reported through a page).
    public var findings: [LintFinding]
}
