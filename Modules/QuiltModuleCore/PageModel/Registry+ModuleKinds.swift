import QuiltCore

extension Registry {
    /// The module kinds `module: {kind: …}` may name here; none when the
    /// registry decodes no `module:` key.
    public var moduleKinds: ModuleKindRegistry {
        pageExtension(ModulePageExtension.self, forKey: ModulePageExtension.key)?.kinds ?? ModuleKindRegistry()
    }

    /// Registers a wrapped module kind, so pages can write `module: {kind:
    /// <name>}`; registers the `module:` key first (over `kinds`) when the
    /// registry has none. Everything else the registry holds stays as it is.
    /// `QuiltModules`' `register(moduleKind:)` is the way to add a kind that loads.
    ///
    /// Throws when the name is taken, or when another handler owns `module:`.
    public mutating func register(
        moduleKind kind: RegisteredModuleKind, startingFrom kinds: ModuleKindRegistry
    ) throws(RegistryError) {
        let existing = pageExtension(ModulePageExtension.self, forKey: ModulePageExtension.key)
        if pageExtensions[ModulePageExtension.key] != nil, existing == nil {
            throw .duplicate(what: "page key", name: ModulePageExtension.key)
        }
        var module = existing ?? ModulePageExtension(kinds: kinds)
        try module.kinds.register(kind)
        replace(pageExtension: module)
    }
}
