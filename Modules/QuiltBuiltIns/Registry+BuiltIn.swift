import QuiltCore
import QuiltDecoration
import QuiltFlexLayout
import QuiltGridLayout
import QuiltListLayout
import QuiltModuleCore
import QuiltWaterfallLayout

extension Registry {
    /// Every built-in layout family and extension (decorations, the
    /// `module:` key over `moduleKinds`), and no font loader: the one list
    /// `Registry.standard` (QuiltModules' kinds with their loading, and
    /// QuiltText's font loader), `pagelint`'s registry and the WebAssembly
    /// module's (``ModuleKindRegistry/builtIn``: kinds decode, the host
    /// loads) start from.
    public static func builtIn(moduleKinds: ModuleKindRegistry) -> Registry {
        var registry = Registry()
        // Built-in names are distinct, so these registrations cannot collide.
        try? registry.register(family: ListLayout())
        try? registry.register(family: GridLayout())
        try? registry.register(family: FlexLayout())
        try? registry.register(family: WaterfallLayout())
        try? registry.register(pageExtension: ModulePageExtension(kinds: moduleKinds))
        try? registry.register(sectionExtension: DecorationExtension())
        return registry
    }
}
