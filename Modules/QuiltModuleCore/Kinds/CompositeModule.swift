import QuiltCore

/// `kind: composite` — nested modules, any depth (EaseCompositeModule). They
/// run at once and each fills its own sections, which keep their declared
/// places in the page.
public struct CompositeModule: ModuleKind {
    /// The kind's options.
    public struct Options: Sendable {
        /// The nested modules, in declared order.
        public var modules: [ModuleSpec]

        /// Creates options.
        public init(modules: [ModuleSpec]) {
            self.modules = modules
        }
    }

    /// `composite`.
    public let name = "composite"
    /// The `composite` module kind, ready to register: it holds no settings, which a page writes per use.
    public init() {}
    /// Its requests belong to its modules.
    public var requestCount: ClosedRange<Int> { 0...0 }

    /// Reads `modules`.
    public func decodeOptions(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext)
        -> Options
    {
        guard let node = reader.require("modules", context: &context, what: "a composite module") else {
            return Options(modules: [])
        }
        return Options(modules: decoder.decodeModules(node, context: &context))
    }

    /// The nested modules.
    public func children(of options: Options) -> [ModuleSpec] { options.modules }
}
