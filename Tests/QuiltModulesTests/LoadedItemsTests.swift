import QuiltCore
import QuiltModules
import Testing
import QuiltTestSupport

@Suite("Loaded items", .highPriority)
struct LoadedItemsTests {
    private func items(_ ids: [String], value: Double = 1) -> [Item] {
        ids.map { Item(id: $0, data: .object(["id": .string($0), "v": .number(value)])) }
    }

    @Test(arguments: [
        (Placement.append, ["a", "b", "c"], ["b", "d"], ["a", "b", "c", "d"]),
        (.prepend, ["a", "b"], ["z", "a"], ["z", "a", "b"]),
        (.replace, ["a", "b"], ["c", "c", "d"], ["c", "d"]),
    ])
    func noIdentityAppearsTwice(placement: Placement, existing: [String], incoming: [String], expected: [String]) {
        let merged = LoadedItems.merge(items(incoming, value: 2), into: items(existing), placement: placement)
        #expect(merged.map(\.id) == expected)
        // A re-sent item takes the new data in the old place.
        for item in merged where incoming.contains(item.id) { #expect(item.data["v"] == .number(2)) }
    }

    @Test func itemsWithoutIdentityAreNumberedByArrival() {
        let section = SectionSpec(
            id: "s", layout: LayoutSpec(family: RowFamily(name: "rows"), options: RowFamily.Options()))
        var problems: [(index: Int, problem: DataProblem)] = []
        let made = LoadedItems.make(
            [.object(["title": .string("x")]), .object(["id": .string("k")]), .string("tag")], for: section,
            firstOrdinal: 5, problems: &problems)
        #expect(made.map(\.id) == ["#5", "k", "#7"])
        #expect(problems.isEmpty, "a section without a kind checks nothing")
    }

    @Test func aTimelineIgnoresPageJumpsItCannotMake() async throws {
        let server = try await TestServer.start()
        await server.paged("/list", param: "p", bodies: ["1": listBody(["a"]), "2": listBody(["b"])])
        await server.json("/posts", #"{"items": [{"id": "t1"}], "newer": "n1"}"#)
        let spec = try page(
            """
            page: p
            module:
              kind: composite
              modules:
                - {kind: single, request: {id: list, url: "\(server.url("/list"))", items: /items, paging: {param: p}}}
                - {kind: timeline, newer: {cursor: /newer, param: since}, request: {id: posts, url: "\(server.url("/posts"))", items: /items, paging: {cursor: /older}}}
            sections: [{id: l, source: list}, {id: t, source: posts}]
            """)
        let loader = loader(spec)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.page(2)) == .finished)
        #expect(summary(await loader.page) == "l: b | t: t1")
        #expect(await server.arrivals.count("/posts") == 1)
        await server.stop()
    }
}
