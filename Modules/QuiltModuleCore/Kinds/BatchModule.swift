import QuiltCore

/// `kind: batch` — requests in parallel (EaseBatchModule), applied when all
/// have finished (`mapping: allDone`, the default) or as each finishes
/// (`mapping: eachDone`).
public struct BatchModule: ModuleKind {
    /// The kind's options.
    public struct Options: Hashable, Sendable {
        /// When results are applied.
        public var mapping: ModuleMapping

        /// Creates options.
        public init(mapping: ModuleMapping = .allDone) {
            self.mapping = mapping
        }
    }

    /// `batch`.
    public let name = "batch"
    /// The `batch` module kind, ready to register: it holds no settings, which a page writes per use.
    public init() {}

    /// Reads `mapping`.
    public func decodeOptions(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext)
        -> Options
    {
        Options(mapping: reader.decode("mapping", default: .allDone, context: &context))
    }
}
