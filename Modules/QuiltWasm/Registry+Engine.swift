import QuiltCore
import QuiltDecoration
import QuiltFlexLayout
import QuiltGridLayout
import QuiltListLayout
import QuiltModuleCore
import QuiltWaterfallLayout

extension Registry {
    /// What the WebAssembly module decodes pages against: every built-in
    /// layout family, decorations and the `module:` key with every built-in
    /// kind, as `Registry.standard` has them (modules decode; the host loads); no
    /// font loader (a ``TextHost`` measures, when the host gives one).
    public static var engine: Registry {
        var registry = Registry()
        // Built-in names are distinct, so these registrations cannot collide.
        try? registry.register(family: ListLayout())
        try? registry.register(family: GridLayout())
        try? registry.register(family: FlexLayout())
        try? registry.register(family: WaterfallLayout())
        try? registry.register(pageExtension: ModulePageExtension(kinds: .builtIn))
        try? registry.register(sectionExtension: DecorationExtension())
        return registry
    }
}
