import QuiltCore

/// Module kinds by name: the built-in ones (``standard``) and any a user adds.
///
/// Same shape as the layout families of ``Registry``: a value, built once,
/// registering twice under one name is refused.
public struct ModuleKindRegistry: Sendable {
    /// Kinds by name.
    public private(set) var kinds: [String: any ModuleKind] = [:]

    /// An empty registry.
    public init() {}

    /// `static`, `single`, `pureList`, `batch`, `chain`, `composite`, `timeline`.
    public static var standard: ModuleKindRegistry {
        var registry = ModuleKindRegistry()
        // Built-in names are distinct, so these registrations cannot collide.
        for kind: any ModuleKind in [
            StaticModule(), SingleModule(), PureListModule(), BatchModule(), ChainModule(), CompositeModule(),
            TimelineModule(),
        ] {
            try? registry.register(kind)
        }
        return registry
    }

    /// Registers `kind` under its name.
    public mutating func register(_ kind: some ModuleKind) throws(RegistryError) {
        guard kinds[kind.name] == nil else { throw .duplicate(what: "module kind", name: kind.name) }
        kinds[kind.name] = kind
    }

    /// The kind called `name`.
    public func kind(named name: String) -> (any ModuleKind)? { kinds[name] }

    /// The names, sorted.
    public var names: [String] { kinds.keys.sorted() }
}
