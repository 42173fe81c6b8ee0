import Foundation
import QuiltCore
@testable import QuiltModules
import QuiltTestSupport
import Testing

/// Superseding, joining and late responses, with responses released in a
/// chosen order through gates (nothing here waits on a clock).
@Suite("Races", .serialized, .highPriority)
struct RaceTests {
    @Test func aRefreshDuringALoadMoreSupersedesIt() async throws {
        let server = try await TestServer.start()
        let pageTwo = Gate()
        await server.paged(
            "/feed", param: "page",
            bodies: [
                "1": listBody(["a", "b"], extra: #""more": true"#), "2": listBody(["c"], extra: #""more": true"#),
            ], gates: ["2": pageTwo])
        let loader = loader(try pagedFeedPage(server.url("/feed")))
        #expect(await loader.perform(.initial) == .finished)
        let log = await EventLog.recording(loader)
        let loadMore = Task { await loader.perform(.loadMore) }
        await server.arrivals.wait(for: "/feed?page=2")
        #expect(await loader.perform(.refresh) == .finished)
        #expect(await loadMore.value == .superseded)
        await pageTwo.open()
        #expect(summary(await loader.page) == "list: a b")
        await log.wait(for: "didFinishLoad(refresh)")
        #expect(
            await log.names == [
                "didStartLoadMore", "didCancelLoadMore", "didStartLoad(refresh)", "didCommit(2: feed)",
                "didFinishLoad(refresh)",
            ])
        #expect(await loader.status(ofSection: "list") == LoadStatus(state: .loaded, canLoadMore: true))
        // The next load-more asks for page 2 again: the superseded one applied nothing.
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(summary(await loader.page) == "list: a b c")
        await server.stop()
    }

    @Test func aLateResponseOfASupersededRequestIsNeverApplied() async throws {
        // This transport ignores cancellation: the superseded response does arrive.
        let arrivals = Arrivals()
        let lateGate = Gate()
        let transport = ScriptedTransport(
            bodies: [
                "feed?page=1": listValue(["a"], ["more": .bool(true)]),
                "feed?page=2": listValue(["late"], ["more": .bool(true)]),
            ],
            gates: ["feed?page=2": lateGate], arrivals: arrivals)
        let loader = loader(try pagedFeedPage("feed"), transport: transport)
        #expect(await loader.perform(.initial) == .finished)
        let log = await EventLog.recording(loader)
        let loadMore = Task { await loader.perform(.loadMore) }
        await arrivals.wait(for: "feed?page=2")
        let refresh = Task { await loader.perform(.refresh) }
        #expect(await refresh.value == .finished)
        await lateGate.open()
        // The load-more task ends only after its late page was offered for commit.
        #expect(await loadMore.value == .superseded)
        #expect(summary(await loader.page) == "list: a")
        await flush(loader, log)
        #expect(await log.commits.count == 1)
        #expect(await log.names.filter { $0.hasPrefix("didFinishLoadMore") || $0.hasPrefix("didFailLoadMore") }.isEmpty)
    }

    @Test func aSecondLoadMoreJoinsTheFirstAndNoPageIsFetchedTwice() async throws {
        let server = try await TestServer.start()
        let pageTwo = Gate()
        await server.paged(
            "/feed", param: "page",
            bodies: [
                "1": listBody(["a"], extra: #""more": true"#), "2": listBody(["b"], extra: #""more": true"#),
            ], gates: ["2": pageTwo])
        let loader = loader(try pagedFeedPage(server.url("/feed")))
        #expect(await loader.perform(.initial) == .finished)
        let log = await EventLog.recording(loader)
        let first = Task { await loader.perform(.loadMore) }
        await server.arrivals.wait(for: "/feed?page=2")
        let second = Task { await loader.perform(.loadMore) }
        while await loader.joinedCount == 0 { await Task.yield() }
        await pageTwo.open()
        #expect(await first.value == .finished)
        #expect(await second.value == .finished)
        #expect(await server.arrivals.count("/feed?page=2") == 1)
        #expect(summary(await loader.page) == "list: a b")
        await flush(loader, log)
        #expect(await log.names == ["didStartLoadMore", "didCommit(2: feed)", "didFinishLoadMore"])
        await server.stop()
    }

    @Test func aLoadMoreDuringALoadIsRefused() async throws {
        let server = try await TestServer.start()
        let pageOne = Gate()
        await server.paged(
            "/feed", param: "page", bodies: ["1": listBody(["a"], extra: #""more": true"#)], gates: ["1": pageOne])
        let loader = loader(try pagedFeedPage(server.url("/feed")))
        let initial = Task { await loader.perform(.initial) }
        await server.arrivals.wait(for: "/feed")
        #expect(await loader.perform(.loadMore) == .refused("a load is running; try again when it ends"))
        #expect(await loader.status(ofSection: "list")?.state == .loading)
        await pageOne.open()
        #expect(await initial.value == .finished)
        await server.stop()
    }

    @Test func aRefreshDuringARefreshKeepsOnlyTheNewest() async throws {
        // Both loads wait on one gate; the transport ignores cancellation, so
        // both responses arrive, and only the newer load's is applied.
        let arrivals = Arrivals()
        let gate = Gate()
        let transport = ScriptedTransport(
            bodies: ["feed?page=1": listValue(["a"])], gates: ["feed?page=1": gate], arrivals: arrivals)
        let loader = loader(try pagedFeedPage("feed"), transport: transport)
        let log = await EventLog.recording(loader)
        let older = Task { await loader.perform(.refresh) }
        await arrivals.wait(for: "feed")
        let newer = Task { await loader.perform(.initial) }
        await arrivals.wait(for: "feed", count: 2)
        await gate.open()
        #expect(await older.value == .superseded)
        #expect(await newer.value == .finished)
        #expect(summary(await loader.page) == "list: a")
        await flush(loader, log)
        #expect(
            await log.names == [
                "didStartLoad(refresh)", "didCancelLoad(refresh)", "didStartLoad(initial)", "didCommit(1: feed)",
                "didFinishLoad(initial)",
            ])
    }

    @Test func eachDoneKeepsDeclaredOrderWhateverTheCompletionOrder() async throws {
        let server = try await TestServer.start()
        let gates = (0..<4).map { _ in Gate() }
        for index in 0..<4 { await server.json("/r\(index)", listBody(["i\(index)"]), gate: gates[index]) }
        let spec = try page(
            """
            page: p
            module:
              kind: batch
              mapping: eachDone
              requests:
            \((0..<4).map { "    - {id: r\($0), url: \"\(server.url("/r\($0)"))\", items: /items}" }.joined(separator: "\n"))
            sections:
            \((0..<4).map { "  - {id: s\($0), source: r\($0)}" }.joined(separator: "\n"))
            """)
        let loader = loader(spec)
        let log = await EventLog.recording(loader)
        let load = Task { await loader.perform(.initial) }
        for index in 0..<4 { await server.arrivals.wait(for: "/r\(index)") }
        for (step, index) in [2, 0, 3, 1].enumerated() {
            await gates[index].open()
            await log.wait(for: "didCommit", count: step + 1)
        }
        #expect(await load.value == .finished)
        await flush(loader, log)
        let commits = await log.commits
        #expect(commits.map(\.requests) == [["r2"], ["r0"], ["r3"], ["r1"]])
        for commit in commits { #expect(commit.page.sections.map(\.id) == ["s0", "s1", "s2", "s3"]) }
        #expect(summary(commits[1].page) == "s0: i0 | s1: | s2: i2 | s3:")
        // Each commit inserts its items into its own section and moves no section.
        #expect(
            commits.allSatisfy {
                $0.changes.sections.inserts.isEmpty && $0.changes.sections.deletes.isEmpty
                    && $0.changes.sections.moves.isEmpty
            })
        #expect(commits.map { $0.changes.items.map(\.newSection) } == [[2], [0], [3], [1]])
        #expect(commits[0].changes.itemChanges(inNewSection: 2) == ChangeSet(inserts: [0]))
        await server.stop()
    }

    @Test func closeEndsTheEventStreams() async throws {
        let loader = loader(try page("page: p\nsections: []\n"))
        let stream = await loader.events()
        await loader.close()
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 0)
    }
}
