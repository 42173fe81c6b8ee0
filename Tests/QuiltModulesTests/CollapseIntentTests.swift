import QuiltCore
import QuiltModules
import QuiltTestSupport
import Testing

/// `expand` and `collapse` intents: a toggle is a commit like a load's, with
/// the items it inserts or deletes, and later loads keep the state.
@Suite("Expanding and collapsing through the loader", .highPriority)
struct CollapseIntentTests {
    static let yaml = """
        page: p
        module: {kind: single, request: {id: feed, url: feed, items: /items, paging: {param: page, start: 1}}}
        sections:
          - id: feed
            source: feed
            collapsible: {show: {count: 2}}
          - {id: fixed, items: [{id: x}]}
        """

    @Test func togglesCommitTheirItemsAndSurviveLoads() async throws {
        let transport = ScriptedTransport(
            bodies: ["feed?page=1": listValue(["a", "b", "c"]), "feed?page=2": listValue(["d"])], gates: [:],
            arrivals: Arrivals())
        let loader = QuiltModulesTests.loader(try page(Self.yaml), transport: transport)
        let log = await EventLog.recording(loader)
        #expect(await loader.perform(.initial) == .finished)
        #expect(await loader.perform(.collapse(section: "feed")) == .refused("section 'feed' is already collapsed"))
        #expect(await loader.perform(.expand(section: "fixed")) == .refused("no collapsible section 'fixed'"))
        #expect(await loader.perform(.expand(section: "feed")) == .finished)
        #expect(await loader.perform(.loadMore) == .finished)
        #expect(await loader.perform(.collapse(section: "feed")) == .finished)
        await flush(loader, log)

        #expect(
            await log.names == [
                "didStartLoad(initial)", "didCommit(1: feed)", "didFinishLoad(initial)",
                "didCommit(2: )", "didStartLoadMore", "didCommit(3: feed)", "didFinishLoadMore", "didCommit(4: )",
            ])
        let commits = await log.commits
        #expect(commits[1].intent == .expand(section: "feed"))
        #expect(commits[1].changes.items.map(\.changes) == [ChangeSet(inserts: [2])])
        #expect(commits[1].changes == Diff.changes(from: commits[1].previous, to: commits[1].page))
        #expect(commits[2].page.sections[0].collapsible?.isCollapsed == false, "a load keeps the expanded state")
        #expect(commits[3].changes.items.map(\.changes) == [ChangeSet(deletes: [3, 2])])
        var snapshot: LayoutSnapshot?
        for result in commits {
            result.apply(to: &snapshot, width: 300)
            #expect(snapshot == PageLayout.layout(result.page, width: 300), "commit \(result.sequence)")
        }
        #expect(snapshot?.sections[0].itemIDs == ["a", "b"])
        #expect(snapshot?.sections[0].collapse?.hiddenItemCount == 2)
    }
}
