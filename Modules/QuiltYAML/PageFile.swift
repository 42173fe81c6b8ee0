import QuiltCore

/// A page file read from disk: its parsed tree, the decoded page, and every
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

    /// Loads and decodes the page at `path` against `registry`.
    public static func load(path: String, registry: Registry, loader: YAMLLoader = YAMLLoader()) -> PageFile {
        decode(loader.load(path: path), registry: registry)
    }

    /// Decodes page `text` (named `path` in locations) against `registry`.
    public static func parse(_ text: String, path: String, registry: Registry, loader: YAMLLoader = YAMLLoader())
        -> PageFile
    {
        decode(loader.parse(text, file: path), registry: registry)
    }

    private static func decode(_ document: YAMLDocument, registry: Registry) -> PageFile {
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
