import QuiltBuiltIns
import QuiltCore
import QuiltModuleCore
import QuiltModules
import QuiltTestSupport
import Testing

/// `Registry.builtIn(moduleKinds:)`: every built-in name, no font loader.
@Suite("Registry.builtIn")
struct BuiltInRegistryTests {
    @Test func knowsEveryBuiltInFamilyAndExtension() {
        for kinds in [ModuleKindRegistry.builtIn, .standard] {
            let registry = Registry.builtIn(moduleKinds: kinds)
            #expect(registry.familyNames == ["flex", "grid", "list", "waterfall"])
            #expect(registry.pageExtensions.count == 1, "the module: key")
            #expect(registry.sectionExtensions.count == 1, "decorations")
            #expect(registry.moduleKinds.names == kinds.names)
        }
    }

    @Test func loadsNoFonts() {
        #expect(Registry.builtIn(moduleKinds: .builtIn).fontLoader == nil)
    }
}
