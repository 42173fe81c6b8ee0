import QuiltCore

/// A page file: its parsed tree, the decoded page, and every
/// diagnostic from parsing and decoding, in file order.
public struct PageFile: Sendable {
    /// The path as given.
    public var path: String
    /// The parsed tree; nil when the YAML could not be parsed.
    public var root: ConfigNode?
    /// The decoded page; nil when the file is unusable.
    public var page: PageSpec?
    /// Parse and decode problems, sorted by location, each once.
    public var diagnostics: [Diagnostic]

    /// Creates a page file from parts.
    public init(path: String, root: ConfigNode?, page: PageSpec?, diagnostics: [Diagnostic]) {
        self.path = path
        self.root = root
        self.page = page
        self.diagnostics = diagnostics
    }

    /// Decodes a parsed page file against `registry`.
    public static func decode(_ document: YAMLDocument, registry: Registry) -> PageFile {
        guard let root = document.root else {
            return PageFile(path: document.file, root: nil, page: nil, diagnostics: document.diagnostics)
        }
        var context = DecodingContext(registry: registry)
        context.diagnostics = document.diagnostics
        let page = PageSpec.decode(root, context: &context)
        return PageFile(
            path: document.file, root: root, page: page, diagnostics: context.diagnostics.sortedByLocation())
    }
}
