/// What a linted file is; rules say which kinds they look at.
public enum LintFileKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// A page (`pages/*.yaml`, or a file with a top-level `page:` key).
    case page
    /// A component kind (`components/*.yaml`, or a top-level `component:` key).
    case component
    /// A layout preset (`layouts/*.yaml`, or a top-level `layout:` key).
    case layout
    /// The project file, `quilt.yml`.
    case project
}
