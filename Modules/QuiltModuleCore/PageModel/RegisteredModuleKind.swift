import QuiltCore

/// A module kind as a ``ModuleKindRegistry`` keeps it: what the decoder
/// checks a module against, and what decodes the kind's options into a
/// ``DecodedModule``, the kind's own type captured inside.
public final class RegisteredModuleKind: Sendable {
    /// ``ModuleKind/name``.
    public let name: String
    /// ``ModuleKind/requestCount``.
    public let requestCount: ClosedRange<Int>
    private let decodeModule: @Sendable (inout MappingReader, ModuleDecoder, inout DecodingContext) -> DecodedModule

    private init(
        name: String, requestCount: ClosedRange<Int>,
        decodeModule: @escaping @Sendable (inout MappingReader, ModuleDecoder, inout DecodingContext) -> DecodedModule
    ) {
        self.name = name
        self.requestCount = requestCount
        self.decodeModule = decodeModule
    }

    /// Wraps `kind`; a decoded module is made by `make` (a
    /// ``TypedDecodedModule`` unless a subclass is asked for). A static
    /// function rather than an initializer: Embedded Swift refuses generic
    /// initializers on classes.
    public static func wrapping<K: ModuleKind>(
        _ kind: K,
        making make: @escaping @Sendable (K, K.Options) -> DecodedModule = { TypedDecodedModule(kind: $0, options: $1) }
    ) -> RegisteredModuleKind {
        RegisteredModuleKind(name: kind.name, requestCount: kind.requestCount) { reader, decoder, context in
            make(kind, kind.decodeOptions(&reader, decoder: decoder, context: &context))
        }
    }

    /// Decodes the kind's own keys of a `module:` mapping.
    func decode(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext)
        -> DecodedModule
    {
        decodeModule(&reader, decoder, &context)
    }
}
