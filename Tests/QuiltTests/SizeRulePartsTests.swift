import Quilt
import Testing

/// A size rule part the section's family does not read is an
/// `ineffective-option` warning at the part's value (docs/sizes.md).
@Suite("Size rule parts a family does not read")
struct SizeRulePartsTests {
    /// Every part, written once.
    static let everyPart = "{width: 80, aspect: {width: w, height: h}, span: {columns: 2}}"
    static let otherParts = "{height: 50, text: {field: title}}"

    /// The keys warned about for `size` on `layout`.
    static func warned(size: String, layout: String, registry: Registry = .standard) -> [String] {
        let file = PageFile.parse(
            "page: p\nsections: [{id: s, size: \(size), layout: \(layout), items: [{id: a}]}]", path: "p.yaml",
            registry: registry)
        #expect(!file.diagnostics.containsErrors, "\(file.diagnostics)")
        return file.diagnostics.filter { $0.code == .ineffectiveOption }.compactMap {
            $0.message.firstMatch(of: /size '(\w+)'/).map { String($0.1) }
        }
    }

    @Test(arguments: [
        ("{kind: list}", ["width", "span"], ["text"]),
        ("{kind: list, arrange: horizontal}", ["width", "aspect", "span"], ["height", "text"]),
        ("{kind: flex}", ["aspect", "span"], []),
        ("{kind: flex, arrange: horizontal}", ["aspect", "span"], []),
        ("{kind: waterfall}", ["width", "span"], ["text"]),
        ("{kind: waterfall, arrange: horizontal}", ["span"], ["height"]),
        ("{kind: grid}", ["width"], ["text"]),
        ("{kind: grid, rowHeight: 40}", ["width", "aspect"], ["height", "text"]),
        ("{kind: grid, arrange: horizontal}", [], ["height"]),
        ("{kind: grid, arrange: horizontal, columnWidth: 80}", ["width", "aspect"], ["height", "text"]),
    ])
    func eachFamilyReadsWhatItUses(layout: String, unreadOfEvery: [String], unreadOfOthers: [String]) {
        #expect(Self.warned(size: Self.everyPart, layout: layout) == unreadOfEvery)
        #expect(Self.warned(size: Self.otherParts, layout: layout) == unreadOfOthers)
    }

    @Test func theWarningIsAtTheValueAndNamesWhatTheFamilyReads() throws {
        let file = PageFile.parse(
            """
            page: p
            sections:
              - id: cards
                size: {height: 220}
                layout: {kind: list, arrange: horizontal, distribution: 2}
            """, path: "p.yaml", registry: .standard)
        let warning = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(
            warning.description
                == "p.yaml:4:20: warning: size 'height' has no effect on a horizontal list layout, which reads no item sizes from a size rule [ineffective-option]"
        )
        let list = PageFile.parse(
            "page: p\nsections: [{id: s, size: {text: {}}, layout: {kind: list}}]", path: "p.yaml", registry: .standard)
        #expect(
            list.diagnostics.map(\.message) == [
                "size 'text' has no effect on a vertical list layout, which reads only 'height' and 'aspect' from a size rule"
            ])
    }

    /// Families that do not say which parts they read are never warned about.
    @Test func aFamilyThatDoesNotSayReadsEverything() throws {
        var registry = Registry.standard
        try registry.register(family: SquaresLayout())
        #expect(Self.warned(size: Self.everyPart, layout: "{kind: squares}", registry: registry).isEmpty)
    }

    /// A kind's default rule is checked against the kind's own default
    /// layout, in the kind file; a section that picks another layout is not
    /// warned about the kind's rule, nor is a kind that names no layout.
    @Test func aKindsRuleIsCheckedAgainstTheKindsLayout() throws {
        func kind(_ yaml: String) throws -> ComponentKind {
            var context = DecodingContext(registry: .standard)
            let root = try #require(YAMLLoader().parse(yaml, file: "kind.yaml").root)
            return try #require(ComponentKind.decode(root, context: &context))
        }
        var registry = Registry.standard
        try registry.register(
            kind: try kind(
                "component: photo\nsize: {aspect: {width: w, height: h}}\nlayout: {kind: list, arrange: horizontal}"))
        try registry.register(kind: try kind("component: free\nsize: {aspect: {width: w, height: h}}"))
        func warnings(_ section: String) -> [Diagnostic] {
            PageFile.parse("page: p\nsections: [\(section)]", path: "p.yaml", registry: registry).diagnostics.filter {
                $0.code == .ineffectiveOption
            }
        }
        let fromKind = warnings("{id: s, component: photo}")
        #expect(fromKind.map(\.location.description) == ["kind.yaml:2:16"])
        #expect(warnings("{id: s, component: photo, layout: {kind: waterfall}}").isEmpty)
        #expect(warnings("{id: s, component: photo, layout: {kind: grid}}").isEmpty)
        #expect(warnings("{id: s, component: free}").isEmpty)
        #expect(warnings("{id: s, component: photo, size: {height: 40}, layout: {kind: waterfall}}").isEmpty)
        #expect(
            warnings("{id: s, component: photo, size: {height: 40}}").map(\.location.description) == ["p.yaml:2:53"])
    }
}
