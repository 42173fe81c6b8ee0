import QuiltCore
import QuiltModuleCore

extension ModuleKindRegistry {
    /// `static`, `single`, `pureList`, `batch`, `chain`, `composite`,
    /// `timeline`, each with its loading.
    public static var standard: ModuleKindRegistry {
        var registering = RegisteringWithLoading()
        visitBuiltInKinds(&registering)
        return registering.registry
    }

    /// Registers `kind`, with its loading, under its name.
    public mutating func register(_ kind: some LoadingModuleKind) throws(RegistryError) {
        try register(RegisteredModuleKind.loading(kind))
    }

    /// Registers each built-in kind it visits with its loading. Every
    /// built-in kind loads; one that did not would stop a debug build (every
    /// test reads `standard`) and decode without loading in a release one.
    private struct RegisteringWithLoading: ModuleKindVisitor {
        var registry = ModuleKindRegistry()

        mutating func visit(_ kind: some ModuleKind) {
            // Built-in names are distinct, so these registrations cannot collide.
            if let loading = kind as? any LoadingModuleKind {
                try? registry.register(loading)
            } else {
                assertionFailure("the built-in module kind '\(kind.name)' has no loading")
                try? registry.register(RegisteredModuleKind.wrapping(kind))
            }
        }
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
