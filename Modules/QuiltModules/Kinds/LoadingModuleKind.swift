import QuiltCore
import QuiltModuleCore

/// A module kind that loads: a ``ModuleKind`` (name, options, request count)
/// that also decides how its requests run (one, in parallel, in series,
/// nested modules, …) and how their pages are committed.
///
/// ```swift
/// struct Reversed: LoadingModuleKind {
///     let name = "reversed"
///     func run(_ phase: LoadPhase, module: ModuleSpec, options: NoModuleOptions, context: ModuleContext) async {
///         guard phase == .load else { return await context.runDefault(phase, module: module) }
///         await context.load(module.requests.reversed(), order: .serial, mapping: .eachDone)
///     }
/// }
/// var registry = Registry.standard
/// try registry.register(moduleKind: Reversed())
/// ```
public protocol LoadingModuleKind: ModuleKind {
    /// Runs one phase of a load: fetch with `context.fetch`, apply pages with
    /// `context.commit`, report failures with `context.fail` — or use the
    /// ready-made `context.load`, `context.loadMore`, … helpers.
    func run(_ phase: LoadPhase, module: ModuleSpec, options: Options, context: ModuleContext) async
}

/// A decoded module whose kind loads: how ``ModuleSpec/run(_:context:)``
/// reaches the kind's ``LoadingModuleKind/run(_:module:options:context:)``.
final class LoadingDecodedModule<Kind: LoadingModuleKind>: TypedDecodedModule<Kind>, ModuleRunning,
    @unchecked Sendable
{
    func run(_ phase: LoadPhase, module: ModuleSpec, context: ModuleContext) async {
        await kind.run(phase, module: module, options: options, context: context)
    }
}

/// What runs a decoded module's phase.
protocol ModuleRunning: AnyObject, Sendable {
    func run(_ phase: LoadPhase, module: ModuleSpec, context: ModuleContext) async
}

extension ModuleSpec {
    /// A module spec of a kind that loads.
    public init<K: LoadingModuleKind>(
        id: String = "module", kind: K, options: K.Options, requests: [RequestSpec] = [],
        location: SourceLocation = .unknown
    ) {
        self.init(
            id: id, decoded: LoadingDecodedModule(kind: kind, options: options), requests: requests, location: location)
    }

    /// Runs `phase` through the kind; a kind that does not load (decoded
    /// by a registry of kinds for decoding alone) runs the default phases.
    public func run(_ phase: LoadPhase, context: ModuleContext) async {
        if let running = decoded as? any ModuleRunning {
            await running.run(phase, module: self, context: context)
        } else {
            await context.runDefault(phase, module: self)
        }
    }
}

extension RegisteredModuleKind {
    /// Wraps `kind`, decoding modules that load through it.
    public static func loading<K: LoadingModuleKind>(_ kind: K) -> RegisteredModuleKind {
        wrapping(kind) { LoadingDecodedModule(kind: $0, options: $1) }
    }
}
