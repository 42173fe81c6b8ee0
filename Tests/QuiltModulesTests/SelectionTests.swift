import QuiltCore
import QuiltModules
import QuiltTestSupport
import Testing

/// The `select` and `deselect` intents: selection is the section's state,
/// kept by item identity across loads, and each change is a commit that
/// updates the section.
@Suite("Selection")
struct SelectionTests {
    static func feedPage(_ url: String, mode: String) throws -> PageSpec {
        try page(
            """
            page: feed
            module: {kind: single, request: {id: feed, url: "\(url)", items: /items}}
            sections:
              - {id: feed, source: feed, selection: \(mode)}
            """)
    }

    @Test func selectionFollowsItemsAcrossARefresh() async throws {
        let server = try await TestServer.start()
        await server.json("/feed", #"{"items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]}"#)
        let loader = loader(try Self.feedPage(server.url("/feed"), mode: "multiple"))
        let events = await loader.events()
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.select(section: "feed", item: "c")) == .finished)
        #expect(await loader.perform(.select(section: "feed", item: "a")) == .finished)
        #expect(await loader.page.sections[0].selected == ["c", "a"])
        // The next response drops `a` and moves `c`: `c` stays selected.
        await server.json("/feed", #"{"items": [{"id": "c"}, {"id": "b"}]}"#)
        #expect(await loader.perform(.refresh) == .finished)
        #expect(await loader.page.sections[0].selected == ["c"])
        await loader.close()
        var commits: [LoadResult] = []
        for await event in events { if case .didCommit(let result) = event { commits.append(result) } }
        // initial, two selections, the refresh: each selection updates the section.
        #expect(
            commits.map(\.intent) == [
                .initial, .select(section: "feed", item: "c"), .select(section: "feed", item: "a"), .refresh,
            ])
        #expect(commits[1].changes.sections.updates.map(\.to) == [0])
        await server.stop()
    }

    @Test func aSingleSelectionHoldsOneItem() async throws {
        let server = try await TestServer.start()
        await server.json("/feed", #"{"items": [{"id": "a"}, {"id": "b"}]}"#)
        let loader = loader(try Self.feedPage(server.url("/feed"), mode: "single"))
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.select(section: "feed", item: "a")) == .finished)
        #expect(await loader.perform(.select(section: "feed", item: "b")) == .finished)
        #expect(await loader.page.sections[0].selected == ["b"])
        #expect(
            await loader.perform(.select(section: "feed", item: "b"))
                == .refused("item 'b' of section 'feed' is already selected"))
        #expect(await loader.perform(.deselect(section: "feed", item: "b")) == .finished)
        #expect(await loader.page.sections[0].selected == [])
        await loader.close()
        await server.stop()
    }
}
