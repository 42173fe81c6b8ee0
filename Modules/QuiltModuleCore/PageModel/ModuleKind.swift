import QuiltCore

/// A module kind as pages write it: a named plugin with its own options,
/// that says how many requests a module takes, whether they run in order,
/// and which modules it nests. Looked up by name in a
/// ``ModuleKindRegistry``, the way layout families are looked up in the
/// ``Registry``.
///
/// How a kind *loads* (its requests in parallel, in series, …) is
/// `QuiltModules`' `LoadingModuleKind`, which refines this protocol: a kind
/// written in code conforms to that one and registers with
/// `Registry.register(moduleKind:)`. What is here builds without
/// concurrency, so that the WebAssembly module decodes a page's `module:`
/// exactly as the native build does.
public protocol ModuleKind: Sendable {
    /// The kind's own options (`mapping`, `mode`, …).
    associatedtype Options: Sendable = NoModuleOptions

    /// The name pages use: `module: {kind: <name>}`.
    var name: String { get }

    /// How many entries `requests:` may have (`single`: exactly one).
    var requestCount: ClosedRange<Int> { get }

    /// How the module's requests run, for checking `{{request.key}}` slots:
    /// `.serial` lets a request read earlier ones; `.parallel` none.
    var order: RequestOrder { get }

    /// True when the kind answers `loadNewer` (timelines).
    var loadsNewer: Bool { get }

    /// Reads the kind's own keys from the `module:` mapping (the shared keys
    /// `kind`, `id`, `request`, `requests`, `timeout` and `retry` are read
    /// already). Nested modules are decoded with `decoder`.
    func decodeOptions(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext) -> Options

    /// Modules nested in this one (`composite`), in declared order.
    func children(of options: Options) -> [ModuleSpec]
}

extension ModuleKind {
    /// Any number of requests, at least one.
    public var requestCount: ClosedRange<Int> { 1...Int.max }
    /// Parallel.
    public var order: RequestOrder { .parallel }
    /// No newer items.
    public var loadsNewer: Bool { false }
    /// No nested modules.
    public func children(of options: Options) -> [ModuleSpec] { [] }
}

extension ModuleKind where Options == NoModuleOptions {
    /// Reads no keys.
    public func decodeOptions(_ reader: inout MappingReader, decoder: ModuleDecoder, context: inout DecodingContext)
        -> NoModuleOptions
    {
        NoModuleOptions()
    }
}
