import QuiltCore
import QuiltModules
import QuiltYAML
import Testing
import QuiltTestSupport

/// Loaded items go through their section's component kind exactly as inline
/// items do: the same reform, the same check, the same kept data; problems
/// travel with the commit instead of stopping the decoder.
@Suite("Loaded data through component kinds", .highPriority)
struct LoadedDataTests {
    /// A card: `title` read from the raw `headline`, `price` a required number.
    static let card = ComponentKind(
        name: "card",
        fields: [
            ComponentField(name: "id", type: .string, required: true),
            ComponentField(name: "title", type: .string, required: true),
            ComponentField(name: "price", type: .number, required: true),
            ComponentField(name: "rating", type: .number, defaultValue: .number(0)),
        ],
        reformRules: [ReformRule(field: "title", input: .from(JSONPointer(tokens: ["headline"])))])

    static let url = "https://api.example.com/feed"

    static func file(_ yaml: String) -> PageFile {
        var registry = moduleRegistry()
        try? registry.register(kind: card)
        return PageFile.parse(yaml, path: "page.yaml", registry: registry)
    }

    static func loadedPage(paging: Bool = false) throws -> PageSpec {
        let file = file(
            """
            page: p
            module: {kind: single, request: {id: feed, url: "\(url)", items: /items\(paging ? ", paging: {param: page, start: 1}" : "")}}
            sections: [{id: feed, component: card, source: feed}]
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        return try #require(file.page)
    }

    static func transport(_ bodies: [String: DataValue]) -> ScriptedTransport {
        ScriptedTransport(bodies: bodies, gates: [:], arrivals: Arrivals())
    }

    /// One raw item, valid or broken in one of the ways data breaks.
    static func rawItem(_ index: Int, _ random: inout SplitMix64) -> DataValue {
        var members: [String: DataValue] = [
            "id": .string("c\(index)"), "headline": .string("Card \(index)"),
            "price": .number(Double(random.below(500))),
        ]
        switch random.below(9) {
        case 0: members["price"] = .string("12.50")  // wrong type
        case 1: members["price"] = nil  // missing
        case 2: members["headline"] = nil  // the reformed field is missing
        case 3: members["headline"] = .array([.string("x")])  // the reformed field has the wrong type
        case 4: members["rating"] = .string("great")  // a defaulted field of the wrong type
        case 5: members["extra"] = .object(["kept": .bool(true)])  // undeclared: passes through
        case 6: return .string("just a title")  // not a mapping
        case 7: members["prcie"] = members.removeValue(forKey: "price")  // a misspelling, suggested
        default: break
        }
        return .object(members)
    }

    @Test func theDecoderGivesTheSectionItsKind() throws {
        let page = try Self.loadedPage()
        #expect(page.sections[0].component == "card")
        #expect(page.sections[0].componentKind?.name == "card")
        // Sections built in code keep working with a name only, and a kind names itself.
        let layout = page.sections[0].layout
        #expect(SectionSpec(id: "s", component: "card", layout: layout).componentKind == nil)
        #expect(SectionSpec(id: "s", componentKind: Self.card, layout: layout).component == "card")
    }

    /// Generated items, written inline in a page and loaded from a response:
    /// the same items (data and identities) and the same problems, in the
    /// same order; every loaded problem's pointer addresses a value in the response.
    @Test func loadedItemsArePreparedLikeInlineOnes() async throws {
        try await withEvery("seed", in: 1...40 as ClosedRange<UInt64>) { seed in
            var random = SplitMix64(seed: seed)
            let raw = (0..<Int(1 + random.next() % 8)).map { Self.rawItem($0, &random) }
            var writer = JSONWriter(pretty: false)
            writer.value(.array(raw))
            let inline = Self.file("page: p\nsections: [{id: feed, component: card, items: \(writer.output)}]")
            let inlineSection = try #require(inline.page?.sections.first)

            let response = DataValue.object(["items": .array(raw)])
            let loader = loader(try Self.loadedPage(), transport: Self.transport([Self.url: response]))
            let log = await EventLog.recording(loader)
            #expect(await loader.perform(.initial) == .finished)
            await flush(loader, log)
            let loaded = try #require(await loader.page.sections.first)
            #expect(loaded.items.map(\.id) == inlineSection.items.map(\.id))
            #expect(loaded.items.map(\.data) == inlineSection.items.map(\.data))

            let problems = await log.commits.flatMap(\.dataProblems)
            #expect(problems.map(\.problem.code) == inline.diagnostics.map(\.code))
            #expect(problems.map(\.problem.message) == inline.diagnostics.map(\.message))
            #expect(problems.map(\.problem.suggestion) == inline.diagnostics.map(\.suggestion))
            #expect(inline.diagnostics.allSatisfy { $0.severity == .error }, "inline data problems stay errors")
            for problem in problems {
                #expect(problem.request == "feed")
                #expect(problem.section == "feed")
                #expect(problem.target == Self.url)
                #expect(problem.pointer.resolve(in: response) != nil, "\(problem)")
                #expect(Array(problem.pointer.tokens.prefix(2)) == ["items", problem.index.map { String($0) } ?? ""])
            }
        }
    }

    @Test func problemsTravelWithTheCommitThatBroughtThemAndTheItemsStay() async throws {
        let first = DataValue.object([
            "items": .array([
                .object(["id": .string("a"), "headline": .string("A"), "price": .number(1)]),
                .object(["id": .string("b"), "headline": .string("B"), "price": .string("cheap")]),
            ])
        ])
        let second = DataValue.object([
            "items": .array([.object(["id": .string("c"), "headline": .string("C"), "price": .number(3)])])
        ])
        let third = DataValue.object(["items": .array([.object(["id": .string("d"), "price": .number(4)])])])
        let loader = loader(
            try Self.loadedPage(paging: true),
            transport: Self.transport([
                "\(Self.url)?page=1": first, "\(Self.url)?page=2": second, "\(Self.url)?page=3": third,
            ]))
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(await loader.perform(.loadMore) == .finished)
        await flush(loader, log)

        #expect(
            await log.names == [
                "didStartLoad(initial)", "didFindDataProblems(feed)", "didCommit(1: feed)", "didFinishLoad(initial)",
                "didStartLoadMore", "didCommit(2: feed)", "didFinishLoadMore",
                "didStartLoadMore", "didFindDataProblems(feed)", "didCommit(3: feed)", "didFinishLoadMore",
            ])
        let commits = await log.commits
        #expect(commits.map { $0.dataProblems.map(\.pointer.description) } == [["/items/1/price"], [], ["/items/0"]])
        #expect(commits[2].dataProblems.first?.index == 0, "indexes count within the response, not the section")
        #expect(commits[2].dataProblems.first?.problem.code == .missingKey)
        let found = await log.events.compactMap {
            if case .didFindDataProblems(let problems) = $0 { problems } else { nil }
        }
        #expect(found == commits.map(\.dataProblems).filter { !$0.isEmpty })

        // Kept, reformed, defaults filled: nothing is dropped.
        let items = await loader.page.sections[0].items
        #expect(items.map(\.id) == ["a", "b", "c", "d"])
        #expect(items[1].data["price"] == .string("cheap"))
        #expect(items[1].data["title"] == .string("B"))
        #expect(items[3].data["rating"] == .number(0))
        #expect(
            commits[0].dataProblems[0].description
                == "request 'feed' (\(Self.url)?page=1) at /items/1/price: field 'price' of component 'card' must be a number, found a string [wrong-type]"
        )
    }

    @Test func sectionsWithoutAKindThatChecksTakeTheDataAsItCame() async throws {
        var registry = moduleRegistry()
        try registry.register(kind: ComponentKind(name: "plain"))
        let file = PageFile.parse(
            """
            page: p
            module: {kind: single, request: {id: feed, url: "\(Self.url)", items: /items}}
            sections: [{id: a, component: plain, source: feed}, {id: b, source: feed}]
            """, path: "page.yaml", registry: registry)
        let raw = DataValue.object(["items": .array([.object(["id": .string("x"), "price": .string("cheap")])])])
        let loader = loader(try #require(file.page), transport: Self.transport([Self.url: raw]))
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.initial) == .finished)
        await flush(loader, log)
        #expect(await log.commits.flatMap(\.dataProblems).isEmpty)
        #expect(
            await loader.page.sections.map { $0.items.map(\.data) }
                == Array(repeating: raw["items"]?.arrayValue ?? [], count: 2))
    }
}
