import Foundation
import QuiltCore
@testable import QuiltModules
import QuiltTestSupport
import Testing

@Suite("Intents", .serialized, .highPriority)
struct IntentTests {
    private func feedPage(
        _ server: TestServer, paging: String = "{param: page, start: 1, hasMore: /more}", retry: String = ""
    ) throws -> PageSpec {
        try page(
            """
            page: p
            module:
              kind: single
              request: {id: feed, url: "\(server.url("/feed"))", items: /items, paging: \(paging)\(retry)}
            sections: [{id: list, source: feed}, {id: fixed, items: [{id: x}]}]
            """)
    }

    private func serve(_ server: TestServer, gates: [String: Gate] = [:]) async {
        await server.paged(
            "/feed", param: "page",
            bodies: [
                "1": listBody(["a", "b"], extra: #""more": true"#),
                "2": listBody(["c"], extra: #""more": true"#),
                "3": listBody(["d"], extra: #""more": false"#),
            ], gates: gates)
    }

    @Test func refreshAndPullToRefreshReplaceTheItemsWhenTheyArrive() async throws {
        let server = try await TestServer.start()
        await serve(server)
        let loader = loader(try feedPage(server))
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "list: a b c | fixed: x")
        await log.wait(for: "didFinishLoadMore")
        #expect(await log.commits.last?.changes.itemChanges(inNewSection: 0) == ChangeSet.appending(1, to: 2))
        #expect(await loader.perform(.refresh) == .finished)
        await log.wait(for: "didFinishLoad(refresh)")
        #expect(await log.commits.last?.changes.itemChanges(inNewSection: 0) == ChangeSet(deletes: [2]))
        #expect(summary(await loader.page) == "list: a b | fixed: x")
        #expect(await loader.perform(.pullToRefresh) == .finished)
        await flush(loader, log)
        #expect(
            await log.names.suffix(3) == [
                "didStartLoad(pullToRefresh)", "didCommit(4: feed)", "didFinishLoad(pullToRefresh)",
            ])
        // The refresh commit goes straight from three items to two: no empty page in between.
        #expect(
            await log.commits.map { summary($0.page) } == [
                "list: a b | fixed: x", "list: a b c | fixed: x", "list: a b | fixed: x", "list: a b | fixed: x",
            ])
        await server.stop()
    }

    @Test(arguments: [true, false])
    func forceClearsFirstUnlessItKeepsData(keepData: Bool) async throws {
        let server = try await TestServer.start()
        await serve(server)
        let loader = loader(try feedPage(server))
        #expect(await loader.perform(.initial) == .finished)
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.force(keepData: keepData)) == .finished)
        let expected =
            keepData
            ? ["didStartLoad(force(keepData: true))", "didCommit(2: feed)", "didFinishLoad(force(keepData: true))"]
            : [
                "didStartLoad(force(keepData: false))", "didClearAllData", "didCommit(2: )", "didCommit(3: feed)",
                "didFinishLoad(force(keepData: false))",
            ]
        await flush(loader, log)
        #expect(await log.names == expected)
        if !keepData {
            #expect(summary(await log.commits[0].page) == "list: | fixed: x")
        }
        #expect(summary(await loader.page) == "list: a b | fixed: x")
        await server.stop()
    }

    @Test func pageJumpsAndLoadMoreContinuesAfterIt() async throws {
        let server = try await TestServer.start()
        await serve(server)
        let loader = loader(try feedPage(server))
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.page(2)) == .finished)
        #expect(summary(await loader.page) == "list: c | fixed: x")
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "list: c d | fixed: x")
        #expect(await server.arrivals.entries == ["/feed?page=1", "/feed?page=2", "/feed?page=3"])
        await server.stop()
    }

    /// Pages are numbered from `paging.start`: page 0 of a request that
    /// starts at 1 does not exist, and nothing is fetched for it.
    @Test func aPageBeforeTheFirstIsRefused() async throws {
        let server = try await TestServer.start()
        await serve(server)
        let loader = loader(try feedPage(server))
        #expect(await loader.perform(.initial) == .finished)
        #expect(
            await loader.perform(.page(0))
                == .refused("page 0 is out of range: pages are numbered from 1 (paging.start)"))
        #expect(summary(await loader.page) == "list: a b | fixed: x")
        #expect(await loader.perform(.page(1)) == .finished)
        #expect(await server.arrivals.entries == ["/feed?page=1", "/feed?page=1"])
        await server.stop()
    }

    @Test func pageIsRefusedWithoutPageNumbers() async throws {
        let server = try await TestServer.start()
        let loader = loader(try feedPage(server, paging: "{cursor: /next}"))
        #expect(await loader.perform(.page(2)) == .refused("no request pages by number"))
        await server.stop()
    }

    @Test func autoupdateRefreshesOnEachTickUntilStopped() async throws {
        let server = try await TestServer.start()
        await serve(server)
        let sleeper = ManualSleeper()
        let loader = loader(try feedPage(server), sleeper: sleeper)
        let log = await EventLog.recording(loader)
        #expect(
            await loader.perform(.autoupdate(interval: 0)) == .refused("autoupdate needs an interval greater than 0"))
        #expect(await loader.perform(.autoupdate(interval: 30)) == .scheduled)
        await sleeper.waitForSleeps(1)
        #expect(await server.arrivals.entries.isEmpty)
        await sleeper.advance()
        await log.wait(for: "didFinishLoad(autoupdate(30))")
        await sleeper.waitForSleeps(2)
        await sleeper.advance()
        await log.wait(for: "didFinishLoad(autoupdate(30))", count: 2)
        await sleeper.waitForSleeps(3)
        await loader.stopAutoupdate()
        #expect(await sleeper.requested == [30, 30, 30])
        #expect(await server.arrivals.entries == ["/feed?page=1", "/feed?page=1"])
        #expect(summary(await loader.page) == "list: a b | fixed: x")
        await server.stop()
    }

    @Test func anAutoupdateTickIsSkippedWhileALoadRuns() async throws {
        let server = try await TestServer.start()
        let gate = Gate()
        await serve(server, gates: ["1": gate])
        let sleeper = ManualSleeper()
        let loader = loader(try feedPage(server), sleeper: sleeper)
        let log = await EventLog.recording(loader)
        let initial = Task { await loader.perform(.initial) }
        await server.arrivals.wait(for: "/feed")
        #expect(await loader.perform(.autoupdate(interval: 5)) == .scheduled)
        await sleeper.waitForSleeps(1)
        await sleeper.advance()
        await sleeper.waitForSleeps(2)
        await loader.stopAutoupdate()
        await gate.open()
        #expect(await initial.value == .finished)
        await flush(loader, log)
        #expect(await log.names == ["didStartLoad(initial)", "didCommit(1: feed)", "didFinishLoad(initial)"])
        await server.stop()
    }

    @Test func transientFailuresAreRetriedWithBackoff() async throws {
        let server = try await TestServer.start()
        let attempts = Arrivals()
        await server.route("/feed") { _ in
            await attempts.record("try")
            if await attempts.count("try") < 3 { return HTTPResponseFactory.status(503) }
            return HTTPResponseFactory.json(listBody(["a"]))
        }
        let sleeper = ManualSleeper()
        let loader = loader(
            try feedPage(server, retry: ", retry: {attempts: 3, backoff: 0.5, multiplier: 2}"), sleeper: sleeper)
        let load = Task { await loader.perform(.initial) }
        await sleeper.waitForSleeps(1)
        await sleeper.advance()
        await sleeper.waitForSleeps(2)
        await sleeper.advance()
        #expect(await load.value == .finished)
        #expect(await sleeper.requested == [0.5, 1.0])
        #expect(summary(await loader.page) == "list: a | fixed: x")
        await server.stop()
    }

    @Test func retriesGiveUpAfterTheAttemptsAndNeverRetryPermanentErrors() async throws {
        let server = try await TestServer.start()
        await server.json("/feed", "{}", status: 503)
        await server.json("/gone", "{}", status: 404)
        let sleeper = ManualSleeper()
        let loader = loader(try feedPage(server, retry: ", retry: {attempts: 2, backoff: 1}"), sleeper: sleeper)
        let load = Task { await loader.perform(.initial) }
        await sleeper.waitForSleeps(1)
        await sleeper.advance()
        #expect(
            await load.value
                == .failed([
                    RequestError(request: "feed", target: server.url("/feed") + "?page=1", reason: .httpStatus(503))
                ]))
        #expect(await server.arrivals.count("/feed") == 2)

        let permanent = try page(
            """
            page: p
            module: {kind: single, retry: {attempts: 5}, request: {id: gone, url: "\(server.url("/gone"))"}}
            sections: []
            """)
        let quiet = ManualSleeper()
        #expect(
            await PageLoaderProbe.outcome(permanent, sleeper: quiet)
                == .failed([RequestError(request: "gone", target: server.url("/gone"), reason: .httpStatus(404))]))
        #expect(await quiet.requested.isEmpty)
        await server.stop()
    }

    @Test func retryFetchesWhatFailedAtThePageItFailedOn() async throws {
        let server = try await TestServer.start()
        let broken = Arrivals()
        await server.route("/feed") { request in
            let page = request.query.first { $0.name == "page" }?.value ?? ""
            if page == "2", await broken.count("fixed") == 0 { return HTTPResponseFactory.status(500) }
            return HTTPResponseFactory.json(listBody(page == "1" ? ["a"] : ["b"], extra: #""more": true"#))
        }
        let loader = QuiltModulesTests.loader(try feedPage(server))
        #expect(await loader.perform(.retry) == .refused("nothing failed"))
        #expect(await loader.perform(.initial) == .finished)
        guard case .failed = await loader.perform(.loadMore) else {
            Issue.record("expected a failure")
            return
        }
        let status = await loader.status(ofSection: "list")
        #expect(status?.canLoadMore == true)
        if case .failed(let error)? = status?.state {
            #expect(error.reason == .httpStatus(500))
        } else {
            Issue.record("expected failed")
        }
        #expect(summary(await loader.page) == "list: a | fixed: x")
        await broken.record("fixed")
        #expect(await loader.perform(.retry) == .finished)
        #expect(summary(await loader.page) == "list: a b | fixed: x")
        #expect(await loader.status(ofSection: "list")?.state == .loaded)
        await server.stop()
    }

    @Test func hasMoreComesFromSizeCursorsOrNonEmptyPages() async throws {
        let server = try await TestServer.start()
        await server.json("/full", listBody(["a", "b"]))
        await server.json("/short", listBody(["a"]))
        await server.json("/cursor", listBody(["a"], extra: #""next": "", "n": 5"#))
        await server.json("/numbered", listBody(["a"], extra: #""n": 5"#))
        await server.json("/plain", listBody(["a"]))
        let cases: [(String, String, Bool)] = [
            ("/full", "{param: p, size: 2}", true),
            ("/short", "{param: p, size: 2}", false),
            ("/cursor", "{cursor: /next}", false),
            ("/numbered", "{cursor: /n}", true),
            ("/plain", "{param: p}", true),
        ]
        for (path, paging, expected) in cases {
            let spec = try page(
                """
                page: p
                module: {kind: single, request: {id: r, url: "\(server.url(path))", items: /items, paging: \(paging)}}
                sections: [{id: s, source: r}]
                """)
            let loader = QuiltModulesTests.loader(spec)
            #expect(await loader.perform(.initial) == .finished)
            #expect(await loader.status(ofSection: "s")?.canLoadMore == expected, "\(path)")
        }
        let single = try page(
            """
            page: p
            module: {kind: single, request: {id: r, url: "\(server.url("/plain"))", items: /items}}
            sections: [{id: s, source: r}]
            """)
        let loader = QuiltModulesTests.loader(single)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.status(ofSection: "s") == LoadStatus(state: .loaded, canLoadMore: false))
        await server.stop()
    }

    @Test func anEmptyFirstPageIsEmpty() async throws {
        let server = try await TestServer.start()
        await server.json("/none", listBody([], extra: #""more": true"#))
        let spec = try page(
            """
            page: p
            module: {kind: single, request: {id: r, url: "\(server.url("/none"))", items: /items, paging: {param: p, hasMore: /more}}}
            sections: [{id: s, source: r, placeholder: 30}]
            """)
        let loader = QuiltModulesTests.loader(spec)
        #expect(await loader.status(ofSection: "s")?.state == .idle)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.status(ofSection: "s") == LoadStatus(state: .empty, canLoadMore: false))
        #expect(await loader.status(ofModule: "module")?.state == .empty)
        await server.stop()
    }
}

/// Runs a page's initial intent with a given sleeper.
enum PageLoaderProbe {
    static func outcome(_ page: PageSpec, sleeper: ManualSleeper) async -> LoadOutcome {
        await loader(page, sleeper: sleeper).perform(.initial)
    }
}

extension HTTPResponseFactory {
    static func status(_ code: Int) -> TestResponse {
        TestResponse(status: code, body: "{}")
    }
}
