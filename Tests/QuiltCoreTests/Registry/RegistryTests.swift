import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Registry")
struct RegistryTests {
    @Test func aFamilyRegisteredOutsideCoreLaysOutAPage() throws {
        var context = DecodingContext(registry: toyRegistry())
        let node = ConfigNode.mapping([
            "page": .scalar("p"),
            "sections": .sequence([
                .mapping([
                    "id": .scalar("a"), "layout": .mapping(["kind": .scalar("toy"), "side": .scalar("20")]),
                    "items": .sequence([.mapping(["id": .scalar("x")]), .mapping(["id": .scalar("y")])]),
                ])
            ]),
        ])
        let page = try #require(PageSpec.decode(node, context: &context))
        #expect(context.diagnostics.isEmpty)
        let snapshot = PageLayout.layout(page, width: 100)
        #expect(
            snapshot.sections[0].items == [
                Rect(x: 0, y: 0, width: 20, height: 20), Rect(x: 20, y: 0, width: 20, height: 20),
            ])
        #expect(snapshot.sections[0].itemIDs == ["x", "y"])
    }

    @Test func duplicateRegistrationsAreRefused() throws {
        var registry = Registry()
        try registry.register(family: ToyFamily())
        #expect(throws: RegistryError.duplicate(what: "layout family", name: "toy")) {
            try registry.register(family: ToyFamily())
        }
        try registry.register(kind: ComponentKind(name: "card"))
        #expect(throws: RegistryError.self) { try registry.register(kind: ComponentKind(name: "card")) }
    }

    @Test func componentKindSuppliesDefaultLayoutAndIdentity() throws {
        var registry = toyRegistry()
        try registry.register(
            kind: ComponentKind(
                name: "chip", identityField: "slug",
                defaultLayout: .mapping(["kind": .scalar("toy"), "side": .scalar("7")])))
        var context = DecodingContext(registry: registry)
        let section = try #require(
            SectionSpec.decode(
                .mapping([
                    "component": .scalar("chip"),
                    "items": .sequence([.mapping(["slug": .scalar("s1")]), .mapping(["id": .scalar("ignored")])]),
                ]), index: 0, context: &context))
        #expect(context.diagnostics.isEmpty)
        #expect(section.items.map(\.id) == ["s1", "#1"])
        #expect(section.layout.options(of: ToyFamily.self)?.side == 7)
        // The section's own keys override the kind's.
        let overriding = try #require(
            SectionSpec.decode(
                .mapping([
                    "component": .scalar("chip"), "layout": .mapping(["side": .scalar("9")]),
                ]), index: 0, context: &context))
        #expect(overriding.layout.options(of: ToyFamily.self)?.side == 9)
    }

    @Test func unknownComponentSuggestsAKnownOne() throws {
        var registry = toyRegistry()
        try registry.register(kind: ComponentKind(name: "banner"))
        var context = DecodingContext(registry: registry)
        _ = SectionSpec.decode(.mapping(["component": .scalar("baner", at: at(3, 16))]), index: 0, context: &context)
        #expect(context.diagnostics.map(\.code) == [.unknownComponent])
        #expect(context.diagnostics.first?.suggestion == "banner")
        #expect(context.diagnostics.first?.location == at(3, 16))
    }

    struct Badge: SectionAttachment, Equatable {
        func elements(for geometry: SectionGeometry) -> [AttachedElement] {
            [AttachedElement(kind: "badge", frame: geometry.frame.inset(by: EdgeInsets(all: -1)), zIndex: 1)]
        }
    }

    struct BadgeExtension: SectionExtension {
        let key = "badge"
        func decode(_ node: ConfigNode, context: inout DecodingContext) -> Badge? {
            node.bool == true ? Badge() : nil
        }
    }

    @Test func sectionExtensionsAddKeysAndElements() throws {
        var registry = toyRegistry()
        try registry.register(sectionExtension: BadgeExtension())
        var context = DecodingContext(registry: registry)
        let section = try #require(
            SectionSpec.decode(
                .mapping([
                    "badge": .scalar("true"), "header": .scalar("10"), "items": .sequence([.mapping([:])]),
                ]), index: 0, context: &context))
        #expect(context.diagnostics.isEmpty)
        let snapshot = PageLayout.layout(section, width: 50, top: 0)
        #expect(
            snapshot.decorations == [
                AttachedElement(kind: "badge", frame: Rect(x: -1, y: -1, width: 52, height: 22), zIndex: 1)
            ])
        // Without the extension the key is unknown.
        var plain = DecodingContext(registry: toyRegistry())
        _ = SectionSpec.decode(.mapping(["badge": .scalar("true")]), index: 0, context: &plain)
        #expect(plain.diagnostics.map(\.code) == [.unknownKey])
    }
}
