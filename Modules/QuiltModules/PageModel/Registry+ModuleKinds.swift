import QuiltCore

extension Registry {
    /// The module kinds `module: {kind: …}` may name here (the standard
    /// ones when the registry decodes no `module:` key of its own).
    public var moduleKinds: ModuleKindRegistry {
        pageExtension(ModulePageExtension.self, forKey: ModulePageExtension.key)?.kinds ?? .standard
    }

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
    public mutating func register(moduleKind kind: some ModuleKind) throws(RegistryError) {
        let existing = pageExtension(ModulePageExtension.self, forKey: ModulePageExtension.key)
        if pageExtensions[ModulePageExtension.key] != nil, existing == nil {
            throw .duplicate(what: "page key", name: ModulePageExtension.key)
        }
        var module = existing ?? ModulePageExtension()
        try module.kinds.register(kind)
        replace(pageExtension: module)
    }
}
