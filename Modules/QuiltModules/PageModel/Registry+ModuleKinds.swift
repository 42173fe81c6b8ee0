import QuiltCore

extension Registry {
    /// This registry with `module:` decoded against `kinds`: the way to add
    /// a module kind of your own.
    ///
    /// ```swift
    /// var kinds = ModuleKindRegistry.standard
    /// try kinds.register(MyKind())
    /// let registry = Registry.standard.withModuleKinds(kinds)
    /// ```
    public func withModuleKinds(_ kinds: ModuleKindRegistry) -> Registry {
        // Registry refuses a second handler for a key, so the copy is rebuilt
        // with every registration except the old `module` handler.
        var copy = Registry()
        copy.defaultFamily = defaultFamily
        copy.defaultIdentityField = defaultIdentityField
        for family in families.values { try? copy.register(family: family) }
        for kind in componentKinds.values { try? copy.register(kind: kind) }
        for handler in sectionExtensions.values { try? copy.register(sectionExtension: handler) }
        for (key, handler) in pageExtensions where key != "module" { try? copy.register(pageExtension: handler) }
        try? copy.register(pageExtension: ModulePageExtension(kinds: kinds))
        return copy
    }
}
