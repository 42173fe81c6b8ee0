import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Layout presets")
struct LayoutPresetTests {
    /// `triple` plus presets: base (a 1, b 2), derived on base (b 20), loop1 ↔ loop2, broken on a missing name.
    func registry() throws -> Registry {
        var registry = toyRegistry()
        try registry.register(family: TripleFamily())
        try registry.register(
            preset: LayoutPreset(
                name: "derived", base: "base",
                options: [
                    ConfigNode.Pair(
                        key: .scalar("b", at: at(3, 1, "derived.yaml")),
                        value: .scalar("20", at: at(3, 4, "derived.yaml")))
                ],
                location: at(1, 9, "derived.yaml"), baseLocation: at(2, 7, "derived.yaml")))
        try registry.register(
            preset: LayoutPreset(name: "base", base: "triple", options: ["a": .scalar("1"), "b": .scalar("2")]))
        try registry.register(preset: LayoutPreset(name: "loop1", base: "loop2", options: [:]))
        try registry.register(preset: LayoutPreset(name: "loop2", base: "loop1", options: [:]))
        try registry.register(
            preset: LayoutPreset(
                name: "broken", base: "tripel", options: [], location: at(1, 9, "broken.yaml"),
                baseLocation: at(2, 7, "broken.yaml")))
        return registry
    }

    func decode(_ layout: ConfigNode?, defaults: ConfigNode? = nil) throws -> (LayoutSpec?, [Diagnostic]) {
        var context = DecodingContext(registry: try registry())
        let spec = LayoutSpec.decode(layout, defaults: defaults, context: &context, at: at(1))
        return (spec, context.diagnostics)
    }

    func options(_ spec: LayoutSpec?) -> TripleFamily.Options? { spec?.options(of: TripleFamily.self) }

    @Test func aPresetNameGivesItsFamilyAndOptionsAndKeepsItsName() throws {
        let (spec, diagnostics) = try decode(.scalar("base"))
        #expect(diagnostics.isEmpty)
        #expect(spec?.name == "base")
        #expect(spec?.familyName == "triple")
        #expect(options(spec) == TripleFamily.Options(a: 1, b: 2))
    }

    @Test func thePageWinsThenTheNearestPresetThenItsBase() throws {
        let (spec, diagnostics) = try decode(.mapping(["kind": .scalar("derived"), "c": .scalar("5")]))
        #expect(diagnostics.isEmpty)
        #expect(spec?.name == "derived")
        #expect(options(spec) == TripleFamily.Options(a: 1, b: 20, c: 5))
        let (overridden, _) = try decode(.mapping(["kind": .scalar("derived"), "b": .scalar("7"), "a": .scalar("3")]))
        #expect(options(overridden) == TripleFamily.Options(a: 3, b: 7))
    }

    @Test func aKindDefaultNamingAPresetIsMergedUnderTheSection() throws {
        let defaults = ConfigNode.mapping(["kind": .scalar("derived"), "c": .scalar("9")])
        let (spec, _) = try decode(.mapping(["a": .scalar("4")]), defaults: defaults)
        #expect(spec?.name == "derived")
        #expect(options(spec) == TripleFamily.Options(a: 4, b: 20, c: 9))
        // Another kind of layout starts from scratch.
        let (other, _) = try decode(.scalar("base"), defaults: defaults)
        #expect(options(other) == TripleFamily.Options(a: 1, b: 2, c: 0))
    }

    @Test func anOptionErrorFromAPresetPointsAtThePresetFile() throws {
        var registry = try registry()
        try registry.register(
            preset: LayoutPreset(
                name: "bad", base: "triple",
                options: [
                    ConfigNode.Pair(
                        key: .scalar("a", at: at(4, 1, "bad.yaml")), value: .scalar("-1", at: at(4, 4, "bad.yaml"))),
                    ConfigNode.Pair(
                        key: .scalar("d", at: at(5, 1, "bad.yaml")), value: .scalar("1", at: at(5, 4, "bad.yaml"))),
                ],
                location: at(1, 9, "bad.yaml")))
        var context = DecodingContext(registry: registry)
        _ = LayoutSpec.decode(.scalar("bad", at: at(7, 13)), defaults: nil, context: &context, at: at(7))
        #expect(context.diagnostics.map(\.code) == [.outOfRange, .unknownKey])
        #expect(context.diagnostics.map(\.location) == [at(4, 4, "bad.yaml"), at(5, 1, "bad.yaml")])
        #expect(context.diagnostics.last?.message == "unknown key 'd' in layout preset 'bad'")
        #expect(context.diagnostics.last?.suggestion == "a")
    }

    @Test func aCycleIsAnErrorNamingTheChain() throws {
        let (spec, diagnostics) = try decode(.scalar("loop1", at: at(5, 13)))
        #expect(spec == nil)
        #expect(diagnostics.map(\.code) == [.layoutCycle])
        #expect(diagnostics.first?.location == at(5, 13))
        #expect(diagnostics.first?.message.contains("loop1 → loop2 → loop1") == true)
        #expect(
            diagnostics.first?.notes == [
                "'loop1' builds on 'loop2' at <code>:0:0", "'loop2' builds on 'loop1' at <code>:0:0",
            ])
    }

    @Test func anUnknownBaseIsReportedWhereThePresetNamesIt() throws {
        let (spec, diagnostics) = try decode(.scalar("broken", at: at(5, 13)))
        #expect(spec == nil)
        #expect(diagnostics.map(\.code) == [.unknownLayout])
        #expect(diagnostics.first?.location == at(2, 7, "broken.yaml"))
        #expect(diagnostics.first?.suggestion == "triple")
        #expect(diagnostics.first?.message == "unknown layout 'tripel' (the base of layout preset 'broken')")
    }

    @Test func anUnknownNameSuggestsPresetsToo() throws {
        let (_, diagnostics) = try decode(.scalar("derivd", at: at(5, 13)))
        #expect(diagnostics.map(\.code) == [.unknownLayout])
        #expect(diagnostics.first?.suggestion == "derived")
        #expect(diagnostics.first?.location == at(5, 13))
        #expect(diagnostics.first?.notes.first?.contains("base, broken, derived") == true)
    }

    @Test func presetsAndFamiliesShareOneNamespace() throws {
        var registry = try registry()
        #expect(throws: RegistryError.duplicate(what: "layout family", name: "triple")) {
            try registry.register(preset: LayoutPreset(name: "triple", base: "toy", options: [:]))
        }
        #expect(throws: RegistryError.duplicate(what: "layout preset", name: "base")) {
            try registry.register(preset: LayoutPreset(name: "base", base: "toy", options: [:]))
        }
        struct Named: LayoutFamily {
            let name = "base"
            func decodeOptions(_ reader: inout MappingReader, context: inout DecodingContext) -> ToyFamily.Options {
                .init()
            }
            func layout(_ input: SectionLayoutInput, options: ToyFamily.Options) -> SectionLayoutResult {
                .init(itemFrames: [], height: 0)
            }
        }
        #expect(throws: RegistryError.duplicate(what: "layout preset", name: "base")) {
            try registry.register(family: Named())
        }
        #expect(registry.layoutNames == ["base", "broken", "derived", "loop1", "loop2", "toy", "triple"])
        #expect(registry.familyNames == ["toy", "triple"])
    }

    @Test func resolutionWalksTheChain() throws {
        let registry = try registry()
        guard case .family(let family, let presets) = registry.resolveLayout(named: "derived") else {
            Issue.record("derived should resolve")
            return
        }
        #expect(family.name == "triple")
        #expect(presets.map(\.name) == ["derived", "base"])
        guard case .cycle(let chain) = registry.resolveLayout(named: "loop2") else {
            Issue.record("loop2 is a cycle")
            return
        }
        #expect(chain.map(\.name) == ["loop2", "loop1", "loop2"])
        guard case .unknown(let name, let preset) = registry.resolveLayout(named: "broken") else {
            Issue.record("broken has an unknown base")
            return
        }
        #expect(name == "tripel")
        #expect(preset?.name == "broken")
    }

    @Test func removingAFamilyMakesItUnknown() throws {
        var registry = try registry()
        let removed = registry.removeFamily(named: "triple")
        let removedAgain = registry.removeFamily(named: "triple")
        #expect(removed)
        #expect(!removedAgain)
        guard case .unknown(let name, let preset) = registry.resolveLayout(named: "base") else {
            Issue.record("base lost its family")
            return
        }
        #expect(name == "triple")
        #expect(preset?.name == "base")
    }

    @Test func aDefaultLayoutMayBeAPreset() throws {
        var registry = try registry()
        registry.defaultFamily = "derived"
        var context = DecodingContext(registry: registry)
        let section = SectionSpec.decode(.mapping(["items": .sequence([.mapping([:])])]), index: 0, context: &context)
        #expect(context.diagnostics.isEmpty)
        #expect(section?.layout.name == "derived")
        #expect(section?.layout.options(of: TripleFamily.self)?.b == 20)
    }
}
