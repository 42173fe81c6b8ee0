import QuiltCore
import QuiltDecoration
import Testing

/// A contents kind defined outside the module: stripes of a colour.
struct PatternContents: DecorationContentsKind {
    struct Pattern: Hashable, Sendable {
        var stripes: Int
        var color: RGBAColor
    }

    let name = "pattern"

    func decode(_ node: ConfigNode, context: inout DecodingContext) -> Pattern? {
        guard var reader = MappingReader(node, context: &context, what: "pattern") else { return nil }
        let stripes =
            reader.decode("stripes", as: Int.self, context: &context, requirement: "1 or more") { $0 >= 1 } ?? 4
        let color = reader.decode("color", default: RGBAColor.black, context: &context)
        reader.finish(context: &context, where: "pattern")
        return Pattern(stripes: stripes, color: color)
    }

    func attributes(for value: Pattern) -> [String: DataValue] {
        // `color` is the fill renderers fall back to; `stripes` passes through.
        [DecorationAttribute.color: .string(value.color.hex), "stripes": .number(Double(value.stripes))]
    }
}

@Suite("Decoration contents plugins")
struct ContentsRegistrationTests {
    static let page = """
        page: p
        sections:
          - id: s
            layout: {kind: list, itemRatio: {absolute: 40}}
            decoration:
              region: onlyItem
              radius: 2
              contents:
                pattern: {stripes: 8, color: "#ff9e5c"}
                shadow: {opacity: 0.25}
            items: [{id: a}]
        """

    @Test func aRegisteredKindIsUsableFromPages() throws {
        var registry = decorationRegistry()
        try registry.register(decorationContents: PatternContents())
        #expect(registry.decorationExtension?.contents.names == ["color", "gradient", "image", "pattern"])
        let (diagnostics, snapshot) = layoutPage(Self.page, registry: registry)
        #expect(diagnostics.isEmpty)
        let element = try #require(snapshot?.sections.first?.decorations.first)
        #expect(element.frame == Rect(x: 0, y: 0, width: 390, height: 40))
        #expect(element.attributes["contents"] == .string("pattern"))
        #expect(element.attributes["stripes"] == .number(8))
        #expect(element.attributes["color"] == .string("#ff9e5cff"))
        #expect(element.attributes["shadow"]?["opacity"] == .number(0.25))
    }

    @Test func pluginDiagnosticsAreLocated() throws {
        var registry = decorationRegistry()
        try registry.register(decorationContents: PatternContents())
        let text = Self.page.replacingOccurrences(of: "stripes: 8", with: "stripes: 0")
        let (diagnostics, _) = layoutPage(text, registry: registry)
        #expect(diagnostics.map(\.code) == [.outOfRange])
        #expect(diagnostics.first?.location == at(9, 28))
        // A misspelt plugin name gets a suggestion too.
        let misspelt = layoutPage(Self.page.replacingOccurrences(of: "pattern:", with: "patern:"), registry: registry)
        #expect(misspelt.diagnostics.first?.suggestion == "pattern")
    }

    @Test func withoutRegistrationThePageIsAnError() {
        let (diagnostics, _) = layoutPage(Self.page)
        #expect(diagnostics.map(\.code) == [.unknownKey])
        #expect(diagnostics.first?.location == at(9, 9))
    }

    @Test func registeringAddsTheDecorationKeyWhenMissing() throws {
        var registry = Registry()
        try registry.register(decorationContents: PatternContents())
        #expect(registry.sectionExtensions["decoration"] != nil)
        #expect(registry.decorationExtension?.contents.names == ["color", "gradient", "image", "pattern"])
    }

    @Test func duplicatesAndForeignHandlersAreRefused() throws {
        var registry = decorationRegistry()
        #expect(throws: RegistryError.duplicate(what: "decoration contents kind", name: "color")) {
            try registry.register(decorationContents: ColorContents())
        }
        struct Foreign: SectionExtension {
            let key = "decoration"
            func decode(_ node: ConfigNode, context: inout DecodingContext) -> SectionDecorations? { nil }
        }
        var foreign = Registry()
        try foreign.register(sectionExtension: Foreign())
        #expect(throws: RegistryError.duplicate(what: "section key", name: "decoration")) {
            try foreign.register(decorationContents: PatternContents())
        }
    }

    @Test func theContentsRegistryOnItsOwn() throws {
        var contents = DecorationContentsRegistry()
        #expect(contents.names.isEmpty)
        try contents.register(PatternContents())
        #expect(contents.kind(named: "pattern")?.name == "pattern")
        #expect(DecorationContentsRegistry.standard.names == ["color", "gradient", "image"])
    }
}
