import QuiltCore
import QuiltModules
import QuiltTestSupport
import Testing

/// The loader keeps each section's load state in step with its request, and
/// commits the page when a section without items comes to show another state
/// (loading, empty, failed).
@Suite("Section states while loading", .highPriority)
struct SectionStateLoadingTests {
    /// Answers every request with `items`, or with HTTP 500 while `failing`.
    actor Switch {
        var failing = true
        var items: [String] = []
        func set(failing: Bool, items: [String] = []) {
            self.failing = failing
            self.items = items
        }
    }

    struct SwitchTransport: RequestTransport {
        let state: Switch

        func dataRequest(for request: ResolvedRequest) throws(RequestError) -> any DataRequest {
            Answer(requestID: request.requestID, target: request.url, state: state)
        }

        struct Answer: DataRequest {
            let requestID: String
            let target: String
            let state: Switch

            func fetch() async throws(RequestError) -> DataValue {
                if await state.failing {
                    throw RequestError(request: requestID, target: target, reason: .httpStatus(500))
                }
                return listValue(await state.items)
            }
        }
    }

    static let yaml = """
        page: p
        module: {kind: single, request: {id: feed, url: feed, items: /items}}
        states: {loading: 100}
        sections:
          - id: feed
            source: feed
            states: {loading: 40, empty: 30, failed: {height: 20, retry: true}}
          - {id: static, placeholder: 10}
          - {id: orphan}
        """

    /// Each commit's `section: shown state` for the sections without items.
    static func states(_ result: LoadResult) -> [String] {
        result.page.sections.map { "\($0.id): \($0.shownState.rawValue)" }
    }

    @Test func aFailedFirstLoadIsCommittedAndARetryShowsLoadingThenItems() async throws {
        let answers = Switch()
        let loader = QuiltModulesTests.loader(try page(Self.yaml), transport: SwitchTransport(state: answers))
        #expect(await loader.page.sections.map(\.loadState) == [.loading, .loaded, .loaded])
        let log = await EventLog.recording(loader)

        guard case .failed = await loader.perform(.initial) else {
            Issue.record("expected a failure")
            return
        }
        await answers.set(failing: false, items: ["a", "b"])
        #expect(await loader.perform(.retry) == .finished)
        await answers.set(failing: false, items: [])
        #expect(await loader.perform(.refresh) == .finished)
        await flush(loader, log)

        #expect(
            await log.names == [
                "didStartLoad(initial)", "didCommit(1: )", "didFailLoad(initial, feed)",
                "didStartLoad(retry)", "didCommit(2: )", "didCommit(3: feed)", "didFinishLoad(retry)",
                "didStartLoad(refresh)", "didCommit(4: feed)", "didFinishLoad(refresh)",
            ])
        let commits = await log.commits
        #expect(
            commits.map { Self.states($0)[0] } == ["feed: failed", "feed: loading", "feed: content", "feed: empty"])
        #expect(commits.allSatisfy { Self.states($0).dropFirst() == ["static: empty", "orphan: empty"] })
        if case .failed(let message) = commits[0].page.sections[0].loadState {
            #expect(message.contains("500"))
        } else {
            Issue.record("expected a failed load state")
        }
        // The state-only commits change the section (an update; the rows
        // family's options are not Hashable, so every section is), not its items.
        #expect(commits[0].changes.sections.updates.map(\.to).contains(0))
        #expect(commits[0].changes.items.isEmpty)
        #expect(commits[0].requests.isEmpty)
    }

    @Test func everyCommitKeepsASnapshotEqualToAFullLayout() async throws {
        let answers = Switch()
        let loader = QuiltModulesTests.loader(try page(Self.yaml), transport: SwitchTransport(state: answers))
        let log = await EventLog.recording(loader)
        _ = await loader.perform(.initial)
        await answers.set(failing: false, items: [])
        _ = await loader.perform(.retry)
        await answers.set(failing: false, items: ["a"])
        _ = await loader.perform(.refresh)
        await answers.set(failing: true)
        _ = await loader.perform(.refresh)
        await flush(loader, log)

        var snapshot: LayoutSnapshot? = PageLayout.layout(try page(Self.yaml), width: 300)
        #expect(snapshot?.stateView?.state == .loading, "before any commit: the page's loading view")
        for result in await log.commits {
            result.apply(to: &snapshot, width: 300)
            #expect(snapshot == PageLayout.layout(result.page, width: 300), "commit \(result.sequence)")
        }
        // A refresh that fails keeps the items: the section still shows them.
        #expect(snapshot?.state(ofSection: "feed") == .content)
        #expect(snapshot?.sections.map(\.state) == [.content, .empty, .empty])
    }

    @Test func aForceThatEmptiesShowsLoading() async throws {
        let answers = Switch()
        await answers.set(failing: false, items: ["a"])
        let loader = QuiltModulesTests.loader(try page(Self.yaml), transport: SwitchTransport(state: answers))
        #expect(await loader.perform(.initial) == .finished)
        let log = await EventLog.recording(loader)
        await answers.set(failing: true)
        _ = await loader.perform(.force(keepData: false))
        await flush(loader, log)
        #expect(
            await log.names == [
                "didStartLoad(force(keepData: false))", "didClearAllData", "didCommit(2: )", "didCommit(3: )",
                "didFailLoad(force(keepData: false), feed)",
            ])
        #expect(await log.commits.map { Self.states($0)[0] } == ["feed: loading", "feed: failed"])
    }
}
