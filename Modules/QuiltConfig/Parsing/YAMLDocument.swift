import QuiltCore

/// The result of parsing one YAML file: its root node (nil when the file could
/// not be parsed) and every problem found, located.
public struct YAMLDocument: Sendable {
    /// The file path as given.
    public var file: String
    /// The root node; nil after a syntax error or a limit was hit. An empty
    /// file has a null scalar root.
    public var root: ConfigNode?
    /// Problems, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates a document.
    public init(file: String, root: ConfigNode?, diagnostics: [Diagnostic]) {
        self.file = file
        self.root = root
        self.diagnostics = diagnostics
    }
}
