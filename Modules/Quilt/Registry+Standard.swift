import QuiltCore
import QuiltDecoration
import QuiltGridLayout
import QuiltListLayout
import QuiltModules

extension Registry {
    /// A registry with every built-in layout family and section extension.
    public static var standard: Registry {
        var registry = Registry()
        // Built-in names are distinct, so these registrations cannot collide.
        try? registry.register(family: ListLayout())
        try? registry.register(family: GridLayout())
        try? registry.register(pageExtension: ModulePageExtension())
        try? registry.register(sectionExtension: DecorationExtension())
        return registry
    }
}
