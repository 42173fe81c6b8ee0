import Quilt
import QuiltTestSupport
import Testing

/// Every kind of extension registered on `Registry.standard` the documented
/// way (one `register` call each, docs/plugins.md), one after another: each
/// adds its name, and nothing registered before it, nor the registry's
/// settings, is lost.
@Suite("Registering every kind of extension")
struct RegistrationKeepsEverythingTests {
    /// A `backdrop:` section key.
    struct BackdropExtension: SectionExtension {
        let key = "backdrop"
        func decode(_ node: ConfigNode, context: inout DecodingContext) -> BackdropAttachment? {
            node.double.map(BackdropAttachment.init(outset:))
        }
    }

    /// A `theme:` page key.
    struct ThemeExtension: PageExtension {
        let key = "theme"
        func decode(_ node: ConfigNode, context: inout DecodingContext) -> String? { node.string }
    }

    /// A `hatch` decoration contents kind.
    struct HatchContents: DecorationContentsKind {
        let name = "hatch"
        func decode(_ node: ConfigNode, context: inout DecodingContext) -> Double? { node.double }
        func attributes(for value: Double) -> [String: DataValue] { ["hatch": .number(value)] }
    }

    /// A `replay` module kind that loads as `static` does.
    struct ReplayModule: LoadingModuleKind {
        let name = "replay"
        func run(_ phase: LoadPhase, module: ModuleSpec, options: NoModuleOptions, context: ModuleContext) async {
            await context.runDefault(phase, module: module)
        }
    }

    /// What a registry holds, by name: enough to see that nothing went.
    struct Contents: Equatable {
        var families: [String]
        var presets: [String]
        var componentKinds: [String]
        var sectionKeys: [String]
        var pageKeys: [String]
        var decorationContents: [String]
        var moduleKinds: [String]
        var fonts: [String]
        var hasFontLoader: Bool
        var defaultFamily: String
        var defaultIdentityField: String

        init(_ registry: Registry) {
            families = registry.familyNames
            presets = registry.presets.keys.sorted()
            componentKinds = registry.componentKinds.keys.sorted()
            sectionKeys = registry.sectionExtensions.keys.sorted()
            pageKeys = registry.pageExtensions.keys.sorted()
            decorationContents = registry.decorationExtension?.contents.names ?? []
            moduleKinds = registry.moduleKinds.names
            fonts = registry.fonts.flatMap { family, weights in weights.keys.map { "\(family) \($0)" } }.sorted()
            hasFontLoader = registry.fontLoader is FontFileLoader
            defaultFamily = registry.defaultFamily
            defaultIdentityField = registry.defaultIdentityField
        }
    }

    @Test func eachRegistrationAddsItsNameAndKeepsTheRest() throws {
        var registry = Registry.standard
        registry.defaultIdentityField = "sku"
        var expected = Contents(registry)
        #expect(expected.hasFontLoader && expected.families == ["flex", "grid", "list", "waterfall"])

        try registry.register(family: ToyFamily())
        expected.families = (expected.families + [ToyFamily().name]).sorted()
        #expect(Contents(registry) == expected, "after a family")

        try registry.register(preset: LayoutPreset(name: "cards", base: "grid", options: ["columns": .scalar("2")]))
        expected.presets.append("cards")
        #expect(Contents(registry) == expected, "after a preset")

        try registry.register(kind: ComponentKind(name: "product"))
        expected.componentKinds.append("product")
        #expect(Contents(registry) == expected, "after a component kind")

        try registry.register(sectionExtension: BackdropExtension())
        expected.sectionKeys = (expected.sectionKeys + ["backdrop"]).sorted()
        #expect(Contents(registry) == expected, "after a section key")

        try registry.register(pageExtension: ThemeExtension())
        expected.pageKeys = (expected.pageKeys + ["theme"]).sorted()
        #expect(Contents(registry) == expected, "after a page key")

        try registry.register(decorationContents: HatchContents())
        expected.decorationContents = (expected.decorationContents + ["hatch"]).sorted()
        #expect(Contents(registry) == expected, "after decoration contents")

        try registry.register(moduleKind: ReplayModule())
        expected.moduleKinds = (expected.moduleKinds + ["replay"]).sorted()
        #expect(Contents(registry) == expected, "after a module kind")

        try registry.register(font: RegisteredFont(family: "Body", measurer: TextEstimate.shared))
        expected.fonts = ["Body \(FontWeight.regular)"]
        #expect(Contents(registry) == expected, "after a font")
    }
}
