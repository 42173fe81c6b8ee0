import Quilt
import QuiltTestSupport
import Testing

/// Modules decoded by the declarations alone (what the WebAssembly module
/// links) are the modules the loading build decodes.
@Suite("Module declarations")
struct ModuleDeclarationTests {
    /// A registry whose `module:` key knows the built-in kinds but cannot load them.
    static var declaring: Registry {
        var registry = Registry.standard
        registry.replace(pageExtension: ModulePageExtension(kinds: .builtIn))
        return registry
    }

    @Test func theBuiltInKindsAreTheLoadingKinds() {
        #expect(ModuleKindRegistry.builtIn.names == ModuleKindRegistry.standard.names)
    }

    @Test func everyExampleModuleDecodesAsTheLoadingBuildDecodesIt() throws {
        let source = try String(contentsOfFile: PackagePaths.path("Examples/pages/modules.yaml"), encoding: .utf8)
        let declared = PageFile.parse(source, path: "modules.yaml", registry: Self.declaring)
        let loading = PageFile.parse(source, path: "modules.yaml", registry: .standard)
        #expect(declared.diagnostics.map(\.description) == loading.diagnostics.map(\.description))
        let declaredModule = try #require(declared.page?.attachment(ModuleSpec.self, forKey: ModulePageExtension.key))
        let loadingModule = try #require(loading.page?.attachment(ModuleSpec.self, forKey: ModulePageExtension.key))
        #expect(declaredModule.allModules.map(\.kindName) == loadingModule.allModules.map(\.kindName))
        #expect(declaredModule.allModules.map(\.id) == loadingModule.allModules.map(\.id))
        #expect(declaredModule.allRequests.map(\.id) == loadingModule.allRequests.map(\.id))
        #expect(declaredModule.allModules.map(\.order) == loadingModule.allModules.map(\.order))
    }

    @Test func aMisspeltKindIsLocatedWithASuggestion() {
        let file = PageFile.parse(
            "page: p\nmodule: {kind: singel}\nsections: []\n", path: "p.yaml", registry: Self.declaring)
        let problem = file.diagnostics.first
        #expect(problem?.suggestion == "single")
        #expect(problem?.location.line == 2)
    }
}
