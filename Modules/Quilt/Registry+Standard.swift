import QuiltBuiltIns
import QuiltCore
import QuiltModuleCore
import QuiltModules
import QuiltText

extension Registry {
    /// A registry with every built-in layout family and extension
    /// (``builtIn(moduleKinds:)``, module kinds with their loading), loading
    /// project fonts with `QuiltText`.
    public static var standard: Registry {
        var registry = Registry.builtIn(moduleKinds: .standard)
        registry.fontLoader = FontFileLoader()
        return registry
    }
}
