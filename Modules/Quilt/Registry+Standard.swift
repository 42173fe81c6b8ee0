import QuiltCore
import QuiltDecoration
import QuiltFlexLayout
import QuiltGridLayout
import QuiltListLayout
import QuiltModules
import QuiltText
import QuiltWaterfallLayout

extension Registry {
    /// A registry with every built-in layout family and section extension,
    /// loading project fonts with `QuiltText`.
    public static var standard: Registry {
        var registry = Registry()
        // Built-in names are distinct, so these registrations cannot collide.
        try? registry.register(family: ListLayout())
        try? registry.register(family: GridLayout())
        try? registry.register(family: FlexLayout())
        try? registry.register(family: WaterfallLayout())
        try? registry.register(pageExtension: ModulePageExtension())
        try? registry.register(sectionExtension: DecorationExtension())
        registry.fontLoader = FontFileLoader()
        return registry
    }
}
