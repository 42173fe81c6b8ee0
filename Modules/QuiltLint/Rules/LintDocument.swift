import QuiltCore

/// One parsed file as rules see it: its text, its node tree, the decoded
/// page (for pages), the loader's and decoders' diagnostics, the registry
/// names were resolved against, and the project it belongs to.
public struct LintDocument: Sendable {
    /// One entry of a page's `sections:`: its node and, when it decoded, its spec.
    public struct Section: Sendable {
        /// The position in `sections:` (0-based).
        public var index: Int
        /// The section's mapping node (or whatever was written there).
        public var node: ConfigNode
        /// The decoded section; nil when it did not decode (a bad layout) or
        /// repeated an id.
        public var spec: SectionSpec?

        /// The component kind the section names, when it is registered.
        public func kind(in registry: Registry) -> ComponentKind? {
            spec?.component.flatMap { registry.componentKinds[$0] }
        }

        /// The section's own value for `key`, or its component kind's default.
        public func value(_ key: String, registry: Registry) -> ConfigNode? {
            if let own = node[key], !own.isNull { return own }
            return kind(in: registry)?.sectionDefaults[key]
        }
    }

    /// The path as reported (relative paths stay relative).
    public var path: String
    /// The absolute path, when the file is on disk.
    public var absolutePath: String?
    /// What the file is.
    public var kind: LintFileKind
    /// The file's text.
    public var source: SourceText
    /// The parsed tree; nil when the YAML did not parse.
    public var root: ConfigNode?
    /// The decoded page (pages only; nil when unusable).
    public var page: PageSpec?
    /// Problems the loader and decoders found, in file order.
    public var diagnostics: [Diagnostic]
    /// The names the file was decoded against.
    public var registry: Registry
    /// The project the file belongs to, if any.
    public var project: LintProject?
    /// The page width rules assume where a size depends on it.
    public var width: Double
    /// The page's sections, in file order (empty for other kinds).
    public let sections: [Section]

    /// Creates a document; `sections` are derived from `root` and `page`.
    public init(
        path: String, absolutePath: String? = nil, kind: LintFileKind, source: SourceText, root: ConfigNode?,
        page: PageSpec?,
        diagnostics: [Diagnostic], registry: Registry, project: LintProject? = nil, width: Double = 390
    ) {
        self.path = path
        self.absolutePath = absolutePath
        self.kind = kind
        self.source = source
        self.root = root
        self.page = page
        self.diagnostics = diagnostics
        self.registry = registry
        self.project = project
        self.width = width
        // The page keeps the sections that decoded, in file order: match
        // them to their nodes in one pass.
        let specs = page?.sections ?? []
        var nextSpec = 0
        let nodes = kind == .page ? root?["sections"]?.elements ?? [] : []
        sections = nodes.enumerated().map { index, node in
            let matched =
                specs[nextSpec...].firstIndex { $0.location == node.location }
                ?? specs.firstIndex { $0.location == node.location }
            if let matched { nextSpec = matched + 1 }
            return Section(index: index, node: node, spec: matched.map { specs[$0] })
        }
    }

    /// The path from the root to the node that starts at `location`, or nil
    /// when no node of this file starts there.
    public func path(to location: SourceLocation) -> NodePath? {
        guard let root, location.file == root.location.file else { return nil }
        return NodePath.find(location, in: root)
    }
}
