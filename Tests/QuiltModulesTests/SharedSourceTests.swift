import QuiltCore
import QuiltModules
import QuiltTestSupport
import Testing

/// One response filling several sections, each at its own pointer
/// (`source: {request, items}`), fetched once.
@Suite("One request for several sections", .highPriority)
struct SharedSourceTests {
    static func homePage(_ url: String, paged: Bool = false) throws -> PageSpec {
        let paging = paged ? ", paging: {param: page, start: 1, hasMore: /more}" : ""
        return try page(
            """
            page: home
            module:
              kind: batch
              requests: [{id: home, url: "\(url)"\(paging)}]
            sections:
              - {id: banners, source: {request: home, items: /data/banners}}
              - {id: hot, source: {request: home, items: /data/hot}}
              - {id: missing, source: {request: home, items: /data/nothing}}
            """)
    }

    static let body = """
        {"data": {"banners": [{"id": "b1"}, {"id": "b2"}], "hot": [{"id": "h1"}]}, "more": true}
        """

    @Test func threeSectionsReadOneFetch() async throws {
        let server = try await TestServer.start()
        await server.json("/home", Self.body)
        let loader = loader(try Self.homePage(server.url("/home")))
        #expect(await loader.perform(.initial) == .finished)
        #expect(summary(await loader.page) == "banners: b1 b2 | hot: h1 | missing:")
        #expect(await server.arrivals.entries == ["/home"], "one fetch for three sections")
        #expect(await loader.page.sections.map(\.shownState) == [.content, .content, .empty])
        await server.stop()
    }

    /// A paged request read only through section pointers pages by the
    /// first section's items, and each section appends its own.
    @Test func aSharedRequestPagesByItsFirstSection() async throws {
        let server = try await TestServer.start()
        await server.paged(
            "/home", param: "page",
            bodies: [
                "1": Self.body,
                "2": #"{"data": {"banners": [{"id": "b3"}], "hot": [{"id": "h2"}]}, "more": false}"#,
            ])
        let loader = loader(try Self.homePage(server.url("/home"), paged: true))
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.status(ofSection: "banners")?.canLoadMore == true)
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "banners: b1 b2 b3 | hot: h1 h2 | missing:")
        #expect(await server.arrivals.entries == ["/home?page=1", "/home?page=2"])
        #expect(await loader.status(ofSection: "hot")?.canLoadMore == false)
        await server.stop()
    }

    /// A section pointer that leads to no array gives the section no items
    /// and says so: `missing-key` for nothing there, `wrong-type` for
    /// another value; `null` is an empty list, said by nobody.
    @Test func aPointerToNoArrayIsAProblemOfTheSection() async throws {
        let server = try await TestServer.start()
        await server.json("/home", #"{"data": {"banners": [{"id": "b1"}], "hot": {"id": "h1"}, "gone": null}}"#)
        let spec = try page(
            """
            page: home
            module: {kind: single, request: {id: home, url: "\(server.url("/home"))"}}
            sections:
              - {id: banners, source: {request: home, items: /data/banners}}
              - {id: hot, source: {request: home, items: /data/hot}}
              - {id: missing, source: {request: home, items: /data/nothing}}
              - {id: gone, source: {request: home, items: /data/gone}}
            """)
        let loader = loader(spec)
        let events = await loader.events()
        #expect(await loader.perform(.initial) == .finished)
        #expect(summary(await loader.page) == "banners: b1 | hot: | missing: | gone:")
        await loader.close()
        var problems: [LoadedDataProblem] = []
        for await event in events { if case .didFindDataProblems(let found) = event { problems += found } }
        #expect(
            problems.map { "\($0.section) \(String(describing: $0.index)) \($0.pointer) \($0.problem.code)" } == [
                "hot nil /data/hot wrong-type", "missing nil /data/nothing missing-key",
            ])
        #expect(
            problems.first?.problem.message
                == "'/data/hot' is an object, not an array of items: section 'hot' gets none")
        await server.stop()
    }
}
