import Foundation
import QuiltCore
@testable import QuiltModules
import QuiltTestSupport
import Testing

@Suite("Module kinds over HTTP", .serialized, .highPriority)
struct ModuleKindLoadingTests {
    @Test func staticModuleKeepsInlineItems() async throws {
        let spec = try page("page: p\nmodule: {kind: static}\nsections: [{id: a, items: [{id: x}]}]\n")
        let loader = loader(spec)
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.initial) == .finished)
        #expect(summary(await loader.page) == "a: x")
        await flush(loader, log)
        #expect(await log.names == ["didStartLoad(initial)", "didFinishLoad(initial)"])
        #expect(await loader.status(ofSection: "a") == .loaded)
        #expect(await loader.perform(.loadMore) == .refused("nothing more to load"))
    }

    @Test func singleLoadsPagesUntilAnEmptyOne() async throws {
        let server = try await TestServer.start()
        await server.paged(
            "/feed", param: "page",
            bodies: [
                "1": listBody(["a", "b"], extra: #""more": true"#),
                "2": listBody(["c", "d"], extra: #""more": true"#),
                "3": listBody([], extra: #""more": true"#),
            ])
        let spec = try page(
            """
            page: p
            module:
              kind: single
              request: {id: feed, url: "\(server.url("/feed"))", items: /items, paging: {param: page, start: 1, hasMore: /more}}
            sections: [{id: list, source: feed, placeholder: 50}]
            """)
        let loader = loader(spec)
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.initial) == .finished)
        #expect(summary(await loader.page) == "list: a b")
        #expect(await loader.status(ofSection: "list") == LoadStatus(state: .loaded, canLoadMore: true))
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "list: a b c d")
        // An empty page ends paging, whatever hasMore says.
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "list: a b c d")
        #expect(await loader.status(ofSection: "list") == LoadStatus(state: .loaded, canLoadMore: false))
        #expect(await loader.perform(.loadMore) == .refused("nothing more to load"))
        #expect(await server.arrivals.entries == ["/feed?page=1", "/feed?page=2", "/feed?page=3"])
        await flush(loader, log)
        #expect(
            await log.names == [
                "didStartLoad(initial)", "didCommit(1: feed)", "didFinishLoad(initial)",
                "didStartLoadMore", "didCommit(2: feed)", "didFinishLoadMore",
                "didStartLoadMore", "didCommit(3: feed)", "didFinishLoadMore",
            ])
        await server.stop()
    }

    @Test func singleUsesItsLoadMoreRequestForLaterPages() async throws {
        let server = try await TestServer.start()
        await server.json("/first", listBody(["a"], extra: #""next": "c2""#))
        await server.paged("/more", param: "after", bodies: ["c2": listBody(["b"], extra: #""next": null"#)])
        let spec = try page(
            """
            page: p
            module:
              kind: single
              request:
                id: feed
                url: "\(server.url("/first"))"
                items: /items
                paging: {cursor: /next}
                loadMore: {url: "\(server.url("/more"))", paging: {cursor: /next, param: after}}
            sections: [{id: list, source: feed}]
            """)
        let loader = loader(spec)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "list: a b")
        #expect(await server.arrivals.entries == ["/first", "/more?after=c2"])
        #expect(await loader.status(ofSection: "list")?.canLoadMore == false)
        await server.stop()
    }

    @Test(arguments: [("replace", "list: c d"), ("append", "list: a b c d")])
    func pureListReplacesOrAppends(mode: String, expected: String) async throws {
        let server = try await TestServer.start()
        await server.paged("/picks", param: "p", bodies: ["1": listBody(["a", "b"]), "2": listBody(["c", "d"])])
        let spec = try page(
            """
            page: p
            module:
              kind: pureList
              mode: \(mode)
              request: {id: picks, url: "\(server.url("/picks"))", items: /items, paging: {param: p, start: 1, size: 2}}
            sections: [{id: list, source: picks}]
            """)
        let loader = loader(spec)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == expected)
        await server.stop()
    }

    private func batchPage(_ server: TestServer, mapping: String) throws -> PageSpec {
        try page(
            """
            page: p
            module:
              kind: batch
              mapping: \(mapping)
              requests:
                - {id: a, url: "\(server.url("/a"))", items: /items}
                - {id: b, url: "\(server.url("/b"))", items: /items}
            sections:
              - {id: first, source: a, placeholder: 40}
              - {id: middle, items: [{id: m}]}
              - {id: second, source: b, placeholder: 40}
            """)
    }

    /// A batch whose two responses wait on gates, loading until both requests arrived.
    private func gatedBatch(mapping: String) async throws -> (
        TestServer, PageLoader, EventLog, Task<LoadOutcome, Never>, Gate, Gate
    ) {
        let server = try await TestServer.start()
        let gateA = Gate()
        let gateB = Gate()
        await server.json("/a", listBody(["a1"]), gate: gateA)
        await server.json("/b", listBody(["b1"]), gate: gateB)
        let loader = loader(try batchPage(server, mapping: mapping))
        let log = await EventLog.recording(loader)
        let load = Task { await loader.perform(.initial) }
        await server.arrivals.wait(for: "/a")
        await server.arrivals.wait(for: "/b")
        return (server, loader, log, load, gateA, gateB)
    }

    @Test func batchAllDoneCommitsOnceWhenBothHaveFinished() async throws {
        let (server, loader, log, load, gateA, gateB) = try await gatedBatch(mapping: "allDone")
        await gateB.open()
        await gateA.open()
        #expect(await load.value == .finished)
        await flush(loader, log)
        #expect(await log.names == ["didStartLoad(initial)", "didCommit(1: a,b)", "didFinishLoad(initial)"])
        #expect(summary(await loader.page) == "first: a1 | middle: m | second: b1")
        await server.stop()
    }

    @Test func batchEachDoneAppliesInCompletionOrderIntoDeclaredPlaces() async throws {
        let (server, loader, log, load, gateA, gateB) = try await gatedBatch(mapping: "eachDone")
        await gateB.open()
        await log.wait(for: "didCommit")
        await gateA.open()
        #expect(await load.value == .finished)
        await flush(loader, log)
        let commits = await log.commits
        #expect(commits.map(\.requests) == [["b"], ["a"]])
        #expect(summary(commits[0].page) == "first: | middle: m | second: b1")
        #expect(commits[0].statuses["first"]?.state == .loading)
        #expect(summary(commits[1].page) == "first: a1 | middle: m | second: b1")
        await server.stop()
    }

    @Test func aFailingBatchRequestLeavesTheOthersLoadedAndItsPlaceholderShowing() async throws {
        let server = try await TestServer.start()
        await server.json("/a", "{}", status: 500)
        await server.json("/b", listBody(["b1"]))
        let loader = loader(try batchPage(server, mapping: "allDone"))
        let outcome = await loader.perform(.initial)
        guard case .failed(let errors) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(errors.map(\.request) == ["a"])
        #expect(errors.first?.reason == .httpStatus(500))
        let loaded = await loader.page
        #expect(summary(loaded) == "first: | middle: m | second: b1")
        #expect(await loader.status(ofSection: "first")?.state == .failed(errors[0]))
        #expect(await loader.status(ofSection: "second")?.state == .loaded)
        #expect(await loader.status(ofModule: "module")?.state == .failed(errors[0]))
        let snapshot = PageLayout.layout(loaded, width: 100)
        #expect(snapshot.sections[0].placeholder?.height == 40)
        #expect(snapshot.sections[2].placeholder == nil)
        await server.stop()
    }

    @Test func chainFeedsLaterRequestsFromEarlierResponses() async throws {
        let server = try await TestServer.start()
        await server.json("/banners", listBody(["b1"], extra: #""meta": {"nextCursor": "c 7/x"}"#))
        await server.route("/feed") { request in
            let after = request.query.first { $0.name == "after" }?.value ?? "?"
            return HTTPResponseFactory.json(listBody(["f-\(after)"]))
        }
        let spec = try page(
            """
            page: p
            module:
              kind: chain
              mapping: eachDone
              requests:
                - {id: banners, url: "\(server.url("/banners"))", items: /items}
                - {id: feed, url: "\(server.url("/feed"))", items: /items, params: {after: "{{banners.meta.nextCursor}}"}}
            sections: [{id: top, source: banners}, {id: list, source: feed}]
            """)
        let loader = loader(spec)
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.initial) == .finished)
        #expect(summary(await loader.page) == "top: b1 | list: f-c 7/x")
        await flush(loader, log)
        #expect(await log.commits.map(\.requests) == [["banners"], ["feed"]])
        await server.stop()
    }

    @Test func aChainStopsAtAMissingValueAndAFailure() async throws {
        let server = try await TestServer.start()
        await server.json("/banners", listBody(["b1"]))
        await server.json("/feed", listBody(["f1"]))
        await server.json("/more", listBody(["m1"]))
        let spec = try page(
            """
            page: p
            module:
              kind: chain
              requests:
                - {id: banners, url: "\(server.url("/banners"))", items: /items}
                - {id: feed, url: "\(server.url("/feed"))?after={{banners.nextCursor}}", items: /items}
                - {id: more, url: "\(server.url("/more"))", items: /items}
            sections: [{id: top, source: banners}, {id: list, source: feed}, {id: tail, source: more}]
            """)
        let loader = loader(spec)
        guard case .failed(let errors) = await loader.perform(.initial) else {
            Issue.record("expected failures")
            return
        }
        #expect(
            errors.map(\.reason) == [
                .missingValue(reference: "banners.nextCursor"), .dependencyFailed(request: "feed"),
            ])
        #expect(errors[0].description.contains("'{{banners.nextCursor}}' has no value in the earlier response"))
        // allDone: the request that succeeded is still committed.
        #expect(summary(await loader.page) == "top: b1 | list: | tail:")
        #expect(await server.arrivals.entries == ["/banners"])
        await server.stop()
    }

    @Test func compositeModulesNestAndFillTheirOwnSections() async throws {
        let server = try await TestServer.start()
        for name in ["a", "b", "c"] { await server.json("/\(name)", listBody(["\(name)1"])) }
        let spec = try page(
            """
            page: p
            module:
              kind: composite
              modules:
                - {kind: single, request: {id: a, url: "\(server.url("/a"))", items: /items}}
                - kind: composite
                  id: deeper
                  modules:
                    - {kind: batch, requests: [{id: b, url: "\(server.url("/b"))", items: /items}]}
                    - kind: composite
                      modules: [{kind: single, request: {id: c, url: "\(server.url("/c"))", items: /items}}]
            sections: [{id: sc, source: c}, {id: sa, source: a}, {id: sb, source: b}]
            """)
        let loader = loader(spec)
        #expect(await loader.perform(.initial) == .finished)
        #expect(summary(await loader.page) == "sc: c1 | sa: a1 | sb: b1")
        #expect(await loader.status(ofModule: "deeper")?.state == .loaded)
        #expect(await loader.status(ofModule: "deeper.2.1")?.state == .loaded)
        await server.stop()
    }

    @Test func timelineLoadsNewerAtTheTopAndOlderAtTheBottomWithoutRepeats() async throws {
        let server = try await TestServer.start()
        await server.route("/posts") { request in
            let query = Dictionary(uniqueKeysWithValues: request.query.map { ($0.name, $0.value) })
            switch (query["since"], query["before"]) {
            case ("n5"?, nil):
                return HTTPResponseFactory.json(#"{"items": [{"id": "p6"}, {"id": "p5", "v": 2}], "newer": "n6"}"#)
            case (nil, "o4"?):
                return HTTPResponseFactory.json(#"{"items": [{"id": "p4"}, {"id": "p3"}], "older": null}"#)
            default:
                return HTTPResponseFactory.json(
                    #"{"items": [{"id": "p5"}, {"id": "p4"}], "newer": "n5", "older": "o4"}"#)
            }
        }
        let spec = try page(
            """
            page: p
            module:
              kind: timeline
              newer: {cursor: /newer, param: since}
              request: {id: posts, url: "\(server.url("/posts"))", items: /items, paging: {cursor: /older, param: before}}
            sections: [{id: feed, source: posts}]
            """)
        let loader = loader(spec)
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.loadNewer) == .refused("no loaded timeline to load newer items into"))
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.loadNewer) == .finished)
        #expect(summary(await loader.page) == "feed: p6 p5 p4")
        // Newer items are inserted at the top; the re-sent one is an update, not a repeat.
        await log.wait(for: "didFinishLoadNewer")
        let newer = try #require(await log.commits.last)
        #expect(
            newer.changes.itemChanges(inNewSection: 0)
                == ChangeSet(inserts: [0], updates: [ChangeSet.Update(from: 0, to: 1)]))
        #expect(await loader.page.sections[0].items[1].data["v"] == .number(2))
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "feed: p6 p5 p4 p3")
        #expect(await loader.status(ofSection: "feed")?.canLoadMore == false)
        #expect(await server.arrivals.entries == ["/posts", "/posts?since=n5", "/posts?before=o4"])
        #expect(await log.names.contains("didFinishLoadNewer"))
        await server.stop()
    }

    @Test func aKindRegisteredInCodeRuns() async throws {
        let server = try await TestServer.start()
        await server.json("/a", listBody(["a1"]))
        await server.json("/b", listBody(["b1"]))
        var kinds = ModuleKindRegistry.standard
        try kinds.register(ReversedModule())
        let spec = try page(
            """
            page: p
            module: {kind: reversed, requests: [{id: a, url: "\(server.url("/a"))", items: /items}, {id: b, url: "\(server.url("/b"))", items: /items}]}
            sections: [{id: sa, source: a}, {id: sb, source: b}]
            """, kinds: kinds)
        let loader = loader(spec)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await server.arrivals.entries == ["/b", "/a"])
        #expect(summary(await loader.page) == "sa: a1 | sb: b1")
        await server.stop()
    }

    @Test func malformedResponsesNameTheRequestAndThePointer() async throws {
        let server = try await TestServer.start()
        await server.json("/object", #"{"data": {"list": {"id": 1}}}"#)
        await server.json("/missing", #"{"data": {}}"#)
        await server.json("/types", #"{"data": {"list": [{"id": "a"}, [1], null]}}"#)
        await server.json("/text", "not json")
        await server.json("/hasmore", #"{"data": {"list": [{"id": "a"}], "more": "yes"}}"#)
        let spec = try page(
            """
            page: p
            module:
              kind: batch
              requests:
                - {id: object, url: "\(server.url("/object"))", items: /data/list}
                - {id: missing, url: "\(server.url("/missing"))", items: /data/list}
                - {id: types, url: "\(server.url("/types"))", items: /data/list}
                - {id: text, url: "\(server.url("/text"))", items: /data/list}
                - {id: hasmore, url: "\(server.url("/hasmore"))", items: /data/list, paging: {param: p, hasMore: /data/more}}
            sections: []
            """)
        guard case .failed(let errors) = await loader(spec).perform(.initial) else {
            Issue.record("expected failures")
            return
        }
        let messages = errors.map(\.description)
        #expect(messages.count == 5)
        #expect(
            messages[0]
                == "request 'object' (\(server.url("/object"))): items pointer '/data/list' addresses an object, not an array"
        )
        #expect(
            messages[1]
                == "request 'missing' (\(server.url("/missing"))): items pointer '/data/list' addresses nothing in the response"
        )
        #expect(
            messages[2]
                == "request 'types' (\(server.url("/types"))): item 1 at '/data/list' is an array; items must be objects or scalars"
        )
        #expect(messages[3].hasPrefix("request 'text' (\(server.url("/text"))): the response is not JSON"))
        #expect(
            messages[4]
                == "request 'hasmore' (\(server.url("/hasmore"))?p=1): '/data/more' is a string, expected a boolean")
        await server.stop()
    }
}

/// JSON responses for route closures.
enum HTTPResponseFactory {
    static func json(_ body: String) -> TestResponse {
        TestResponse(status: 200, body: body)
    }
}
