import QuiltCore

/// `kind: chain` — requests one after another in declared order
/// (EaseChainModule); a later request may use values of earlier responses
/// (`{{banners.nextCursor}}`). `mapping` as for `batch`.
public struct ChainModule: ModuleKind {
    /// `chain`.
    public let name = "chain"
    /// The `chain` module kind, ready to register: it holds no settings, which a page writes per use.
    public init() {}
    /// Serial: a request may read the ones before it.
    public var order: RequestOrder { .serial }

    /// Reads `mapping`.
    public func decodeOptions(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext)
        -> BatchModule.Options
    {
        BatchModule.Options(mapping: reader.decode("mapping", default: .allDone, context: &context))
    }
}
