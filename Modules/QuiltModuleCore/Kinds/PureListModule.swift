import QuiltCore

/// `kind: pureList` — one request filling one section (EasePureListModule),
/// with `mode: append` (later pages are appended, the default) or
/// `mode: replace` (each page replaces the items: "show another batch").
public struct PureListModule: ModuleKind {
    /// The kind's options.
    public struct Options: Hashable, Sendable {
        /// How later pages go into the section.
        public var mode: PureListMode

        /// Creates options.
        public init(mode: PureListMode = .append) {
            self.mode = mode
        }
    }

    /// `pureList`.
    public let name = "pureList"
    /// The `pureList` module kind, ready to register: it holds no settings, which a page writes per use.
    public init() {}
    /// Exactly one.
    public var requestCount: ClosedRange<Int> { 1...1 }

    /// Reads `mode`.
    public func decodeOptions(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext)
        -> Options
    {
        Options(mode: reader.decode("mode", default: .append, context: &context))
    }
}
