import QuiltCore
import QuiltModuleCore

extension ModuleKindRegistry {
    /// `static`, `single`, `pureList`, `batch`, `chain`, `composite`,
    /// `timeline`, each with its loading.
    public static var standard: ModuleKindRegistry {
        var registry = ModuleKindRegistry()
        // Built-in names are distinct, so these registrations cannot collide.
        try? registry.register(StaticModule())
        try? registry.register(SingleModule())
        try? registry.register(PureListModule())
        try? registry.register(BatchModule())
        try? registry.register(ChainModule())
        try? registry.register(CompositeModule())
        try? registry.register(TimelineModule())
        return registry
    }

    /// Registers `kind`, with its loading, under its name.
    public mutating func register(_ kind: some LoadingModuleKind) throws(RegistryError) {
        try register(RegisteredModuleKind.loading(kind))
    }
}

extension ModulePageExtension {
    /// The `module:` key over the standard kinds, with their loading.
    public init() {
        self.init(kinds: .standard)
    }
}

extension Registry {
    /// Registers a module kind, so pages can write `module: {kind: <name>}`;
    /// registers the `module:` key first (with the standard kinds) when the
    /// registry has none. Everything else the registry holds stays as it is.
    ///
    /// ```swift
    /// var registry = Registry.standard
    /// try registry.register(moduleKind: Reversed())
    /// ```
    ///
    /// Throws when the name is taken, or when another handler owns `module:`.
    public mutating func register(moduleKind kind: some LoadingModuleKind) throws(RegistryError) {
        try register(moduleKind: .loading(kind), startingFrom: .standard)
    }
}
