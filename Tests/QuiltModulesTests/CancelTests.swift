import QuiltCore
import QuiltModules
import QuiltTestSupport
import Testing

/// `cancel` stops what is loading (WBListKit's `cancelLoad`): the running
/// operations report `didCancel…`, and a response that arrives afterwards
/// writes nothing.
@Suite("Cancelling loads", .serialized, .highPriority)
struct CancelTests {
    @Test func aCancelledFirstLoadWritesNothing() async throws {
        let server = try await TestServer.start()
        let gate = Gate()
        await server.paged(
            "/feed", param: "page", bodies: ["1": listBody(["a", "b"], extra: #""more": true"#)], gates: ["1": gate])
        let loader = loader(try pagedFeedPage(server.url("/feed")))
        let log = await EventLog.recording(loader)
        let load = Task { await loader.perform(.initial) }
        await server.arrivals.wait(for: "/feed?page=1")
        #expect(await loader.perform(.cancel) == .finished)
        #expect(await load.value == .superseded)
        await gate.open()
        #expect(summary(await loader.page) == "list:", "the late response is not applied")
        let names = await log.names
        #expect(names.contains("didCancelLoad(initial)"), "\(names)")
        #expect(await loader.perform(.cancel) == .refused("nothing is loading"))
        // The page loads as usual afterwards.
        #expect(await loader.perform(.initial) == .finished)
        #expect(summary(await loader.page) == "list: a b")
        await server.stop()
    }

    @Test func aCancelledLoadMoreKeepsTheFirstPageAndCanLoadMoreAgain() async throws {
        let server = try await TestServer.start()
        let gate = Gate()
        await server.paged(
            "/feed", param: "page",
            bodies: [
                "1": listBody(["a"], extra: #""more": true"#), "2": listBody(["b"], extra: #""more": false"#),
            ], gates: ["2": gate])
        let loader = loader(try pagedFeedPage(server.url("/feed")))
        #expect(await loader.perform(.initial) == .finished)
        let more = Task { await loader.perform(.loadMore) }
        await server.arrivals.wait(for: "/feed?page=2")
        #expect(await loader.perform(.cancel) == .finished)
        #expect(await more.value == .superseded)
        await gate.open()
        #expect(summary(await loader.page) == "list: a")
        #expect(await loader.status(ofSection: "list") == LoadStatus(state: .loaded, canLoadMore: true))
        await server.stop()
    }
}
