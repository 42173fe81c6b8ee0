import QuiltCore

/// A module kind: a named plugin that decides how a module's requests run
/// (one, in parallel, in series, nested modules, …) and how their pages are
/// committed. Looked up by name in a ``ModuleKindRegistry``, the way layout
/// families are looked up in the ``Registry``.
///
/// ```swift
/// struct Reversed: ModuleKind {
///     let name = "reversed"
///     func run(_ phase: LoadPhase, module: ModuleSpec, options: NoModuleOptions, context: ModuleContext) async {
///         guard phase == .load else { return await context.runDefault(phase, module: module) }
///         await context.load(module.requests.reversed(), order: .serial, mapping: .eachDone)
///     }
/// }
/// var registry = Registry.standard
/// try registry.register(moduleKind: Reversed())
/// ```
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

    /// Runs one phase of a load: fetch with `context.fetch`, apply pages with
    /// `context.commit`, report failures with `context.fail` — or use the
    /// ready-made `context.load`, `context.loadMore`, … helpers.
    func run(_ phase: LoadPhase, module: ModuleSpec, options: Options, context: ModuleContext) async
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
