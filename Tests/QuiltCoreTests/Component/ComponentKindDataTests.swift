import QuiltCore
import Testing
import QuiltTestSupport

@Suite("Component kinds: fields and reform")
struct ComponentKindDataTests {
    static func object(_ members: [String: DataValue]) -> DataValue { .object(members) }

    static let card = ComponentKind(
        name: "card",
        fields: [
            ComponentField(name: "title", type: .string, required: true),
            ComponentField(name: "price", type: .number),
            ComponentField(name: "rating", type: .number, defaultValue: .number(0)),
        ])

    static let fieldTypesCases: [(type: FieldType, value: DataValue, accepted: Bool)] = [
        (FieldType.string, DataValue.string("x"), true), (.string, .number(1), false),
        (.number, .number(1.5), true), (.number, .string("1.5"), false), (.number, .number(.infinity), false),
        (.integer, .number(3), true), (.integer, .number(3.5), false), (.integer, .string("3"), false),
        (.boolean, .bool(false), true), (.boolean, .string("true"), false),
        (.url, .string("https://example.com/a.png"), true), (.url, .string("mailto:a@b.c"), true),
        (.url, .string("/images/a.png"), true), (.url, .string("./a.png"), true), (.url, .string("../a.png"), true),
        (.url, .string("a.png"), false), (.url, .string("https://a b"), false), (.url, .string("1http://x"), false),
        (.url, .string("http:"), false), (.url, .string(""), false), (.url, .number(1), false),
        (.color, .string("#fff"), true), (.color, .string("#FFFA"), true), (.color, .string("#8091a5"), true),
        (.color, .string("#8091a5cc"), true), (.color, .string("#8091a"), false), (.color, .string("8091a5"), false),
        (.color, .string("#ggg"), false),
        (.array, .array([]), true), (.array, .object([:]), false),
        (.object, .object([:]), true), (.object, .array([]), false),
    ]

    @Test func fieldTypes() async throws {
        try await withEvery("case", in: Self.fieldTypesCases) { type, value, accepted in
            #expect(type.accepts(value) == accepted, "\(type) \(value)")
        }
    }

    @Test func checkFillsDefaultsAndKeepsUndeclaredMembers() {
        let result = Self.card.check(Self.object(["title": .string("Lamp"), "extra": .bool(true), "rating": .null]))
        #expect(result.problems.isEmpty)
        #expect(result.value == Self.object(["title": .string("Lamp"), "extra": .bool(true), "rating": .number(0)]))
    }

    @Test func checkReportsTypesAndMissingFieldsButKeepsTheData() {
        let raw = Self.object(["titel": .string("Lamp"), "price": .string("12")])
        let result = Self.card.check(raw)
        #expect(result.problems.map(\.code) == [.missingKey, .wrongType])
        #expect(result.problems[0].message == "an item of component 'card' is missing required field 'title'")
        // A close unknown member is the likely typo: point at it and suggest the field.
        #expect(result.problems[0].pointer == JSONPointer(tokens: ["titel"]))
        #expect(result.problems[0].suggestion == "title")
        #expect(result.problems[1].message == "field 'price' of component 'card' must be a number, found a string")
        #expect(result.problems[1].pointer == JSONPointer(tokens: ["price"]))
        #expect(result.value == Self.object(["titel": .string("Lamp"), "price": .string("12"), "rating": .number(0)]))
    }

    @Test func anItemThatIsNotAMappingIsOneProblem() {
        let result = Self.card.check(.string("Lamp"))
        #expect(result.problems.map(\.code) == [.wrongType])
        #expect(result.problems.first?.pointer.tokens == [])
        #expect(result.value == .string("Lamp"))
    }

    static func news() throws -> ComponentKind {
        ComponentKind(
            name: "news",
            fields: [
                ComponentField(name: "title", type: .string, required: true),
                ComponentField(name: "time", type: .string),
                ComponentField(name: "count", type: .string),
                ComponentField(name: "byline", type: .string),
            ],
            reformRules: [
                ReformRule(field: "title", input: .from(JSONPointer(tokens: ["headline"]))),
                ReformRule(
                    field: "time", input: .from(JSONPointer(tokens: ["meta", "at"])),
                    format: .date(try DateFormat(pattern: "d MMM yyyy"))),
                ReformRule(
                    field: "count", input: .from(JSONPointer(tokens: ["stats", "0"])), defaultValue: .string("none"),
                    format: .number(try NumberFormat(pattern: "#,##0"))),
                ReformRule(
                    field: "byline",
                    input: .join(
                        [JSONPointer(tokens: ["first"]), JSONPointer(tokens: ["name", "last"])], separator: " ")),
                ReformRule(field: "kind", input: .none, defaultValue: .string("news")),
            ])
    }

    @Test func reformRenamesReadsPointersFormatsJoinsAndDefaults() throws {
        let raw = Self.object([
            "id": .string("n1"), "headline": .string("Hello"),
            "meta": Self.object(["at": .string("2024-05-01T09:30:00Z")]),
            "stats": .array([.number(12345)]),
            "first": .string("Ada"), "name": Self.object(["last": .string("Lovelace")]),
        ])
        let result = try Self.news().prepare(raw)
        #expect(result.problems.isEmpty)
        #expect(result.value["title"] == .string("Hello"))
        #expect(result.value["time"] == .string("1 May 2024"))
        #expect(result.value["count"] == .string("12,345"))
        #expect(result.value["byline"] == .string("Ada Lovelace"))
        #expect(result.value["kind"] == .string("news"))
        // Members no rule names pass through.
        #expect(result.value["id"] == .string("n1"))
        #expect(result.value["headline"] == .string("Hello"))
    }

    @Test func missingSourcesFallBackToDefaultsOrLeaveTheFieldOut() throws {
        let result = try Self.news().prepare(
            Self.object(["headline": .string("Hi"), "first": .string(""), "time": .string("stale")]))
        #expect(result.problems.isEmpty)
        #expect(result.value["count"] == .string("none"))
        // A rule that yields nothing removes its field: the raw `time` does not survive.
        #expect(result.value["time"] == nil)
        // Empty and missing parts are left out of a join; nothing left, nothing written.
        #expect(result.value["byline"] == nil)
    }

    @Test func problemsPointAtTheRawValueTheRuleRead() throws {
        let raw = Self.object([
            "meta": Self.object(["at": .string("yesterday")]),
            "stats": .array([.string("many")]),
            "first": .array([]),
        ])
        let result = try Self.news().prepare(raw)
        #expect(result.problems.map(\.code) == [.wrongType, .wrongType, .wrongType, .missingKey])
        #expect(result.problems.map(\.pointer.description) == ["/meta/at", "/stats/0", "/first", ""])
        #expect(
            result.problems[3].message
                == "an item of component 'news' is missing required field 'title' (read from 'headline')")
        // The unformattable values are kept as they were.
        #expect(result.value["time"] == .string("yesterday"))
        #expect(result.value["count"] == .string("many"))
    }

    @Test func aCheckedFieldsProblemPointsAtItsSource() {
        let kind = ComponentKind(
            name: "k", fields: [ComponentField(name: "n", type: .integer)],
            reformRules: [ReformRule(field: "n", input: .from(JSONPointer(tokens: ["a", "b"])))])
        let result = kind.prepare(Self.object(["a": Self.object(["b": .number(1.5)])]))
        #expect(result.problems.map(\.pointer.description) == ["/a/b"])
        #expect(result.problems.first?.field == "n")
    }

    @Test func theWholeValueReformsPlainStringItems() {
        let tag = ComponentKind(
            name: "tag",
            fields: [
                ComponentField(name: "title", type: .string, required: true),
                ComponentField(name: "color", type: .color, defaultValue: .string("#000")),
            ],
            reformRules: [ReformRule(field: "title", input: .from(JSONPointer(tokens: [])))])
        let result = tag.prepare(.string("swift"))
        #expect(result.problems.isEmpty)
        #expect(result.value == Self.object(["title": .string("swift"), "color": .string("#000")]))
    }

    @Test func reformIsPure() throws {
        let raw = Self.object(["headline": .string("A"), "stats": .array([.string("12.5")])])
        let kind = try Self.news()
        #expect(kind.prepare(raw) == kind.prepare(raw))
        #expect(kind.prepare(raw).value["count"] == .string("13"))
    }

    @Test func inlineItemsAreCheckedAndLocatedAndKept() throws {
        var registry = toyRegistry()
        try registry.register(kind: Self.card)
        var context = DecodingContext(registry: registry)
        let section = try #require(
            SectionSpec.decode(
                .mapping([
                    "component": .scalar("card"),
                    "items": .sequence([
                        ConfigNode(
                            .mapping([
                                ConfigNode.Pair(key: .scalar("id", at: at(4, 10)), value: .scalar("a", at: at(4, 14))),
                                ConfigNode.Pair(
                                    key: .scalar("title", at: at(4, 17)), value: .scalar("Lamp", at: at(4, 24))),
                                ConfigNode.Pair(
                                    key: .scalar("price", at: at(4, 30)),
                                    value: ConfigNode(.scalar("12", .doubleQuoted), at: at(4, 37))),
                            ]), at: at(4, 9)),
                        ConfigNode(
                            .mapping([
                                ConfigNode.Pair(key: .scalar("id", at: at(5, 10)), value: .scalar("b", at: at(5, 14)))
                            ]), at: at(5, 9)),
                    ]),
                ]), index: 0, context: &context))
        #expect(context.diagnostics.map(\.code) == [.wrongType, .missingKey])
        #expect(context.diagnostics.map(\.location) == [at(4, 37), at(5, 9)])
        #expect(section.items.map(\.id) == ["a", "b"])
        #expect(section.items[1].data["rating"] == .number(0))
    }
}
