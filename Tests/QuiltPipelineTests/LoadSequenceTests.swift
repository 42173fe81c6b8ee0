import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport
import Testing

/// The one load sequence (``PreparedPage/loading(_:environment:)``): the
/// plan's intents in order, what was loaded kept, problems as diagnostics.
@Suite("The load sequence")
struct LoadSequenceTests {
    static func read(_ project: TemporaryDirectory, _ page: String = "pages/feed.yaml") -> PreparedPage {
        PagePipeline(offline: true).read(project.path(page))
    }

    static func ids(_ prepared: PreparedPage) -> [String] {
        prepared.page?.sections.first?.items.map(\.id) ?? []
    }

    @Test func theInitialIntentAloneLoadsTheFirstPage() async throws {
        let project = try PipelineFixtures.pagedProject(pages: [1, 2])
        let loaded = await Self.read(project).loading(offline: true)
        #expect(Self.ids(loaded) == ["a1", "b1"])
        let report = try #require(loaded.load)
        #expect(report.steps == [LoadStep(intent: .initial, outcome: .finished)])
        #expect(report.diagnostics.isEmpty && loaded.diagnostics.isEmpty)
        #expect(report.statuses["feed"] == LoadStatus(state: .loaded, canLoadMore: true))
        #expect(!report.endedEarly)
    }

    @Test func loadMoresAppendUntilNothingIsLeftThenTheSequenceEnds() async throws {
        let project = try PipelineFixtures.pagedProject(pages: [1, 2])
        let loaded = await Self.read(project).loading(.loadingMore(3), offline: true)
        #expect(Self.ids(loaded) == ["a1", "b1", "a2", "b2"])
        let report = try #require(loaded.load)
        #expect(report.steps.map(\.outcome) == [.finished, .finished, .refused("nothing more to load")])
        #expect(report.endedEarly)
        #expect(report.firstRefusal?.index == 2)
        #expect(loaded.isUsable)
    }

    /// A request that fails after pages have loaded: the loaded items stay,
    /// the failure is an error at the request, the section's status says failed.
    @Test func aLaterFailureKeepsWhatWasLoaded() async throws {
        let project = try PipelineFixtures.pagedProject(pages: [1], declaring: 3)
        let loaded = await Self.read(project).loading(.loadingMore(2), offline: true)
        #expect(Self.ids(loaded) == ["a1", "b1"])
        let report = try #require(loaded.load)
        #expect(report.steps.count == 2)
        guard case .failed(let errors) = report.steps[1].outcome else {
            Issue.record("\(report.steps)")
            return
        }
        #expect(errors.map(\.request) == ["feed"])
        let error = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect((error.severity, error.code) == (.error, .loadFailed))
        #expect(error.location.file == project.path("pages/feed.yaml"))
        #expect(error.location.line == 4)
        if case .failed = report.statuses["feed"]?.state {
        } else {
            Issue.record("status \(String(describing: report.statuses["feed"]))")
        }
        #expect(!loaded.isUsable && loaded.diagnostics == report.diagnostics)
    }

    /// By default a failure ends the sequence; a plan that continues lets a
    /// retry mend it, and a mended request is no error.
    @Test func aRetryMendsAFailureWhenThePlanContinues() async throws {
        let project = try PipelineFixtures.pagedProject(pages: [1, 2])
        let prepared = Self.read(project)
        let flaky = { LoadEnvironment(transport: FlakyTransport(pagePath: prepared.path, failures: 1)) }

        let stopping = await prepared.loading(LoadPlan(further: [.retry]), environment: flaky())
        #expect(stopping.load?.steps.count == 1)
        #expect(stopping.diagnostics.map(\.code) == [.loadFailed])
        #expect(Self.ids(stopping).isEmpty)

        let continuing = await prepared.loading(
            LoadPlan(further: [.retry, .loadMore], continuesAfterProblems: true), environment: flaky())
        #expect(continuing.load?.steps.map(\.outcome).last == .finished)
        #expect(continuing.load?.steps.count == 3)
        #expect(continuing.diagnostics.isEmpty, "\(continuing.diagnostics)")
        #expect(Self.ids(continuing) == ["a1", "b1", "a2", "b2"])
    }

    @Test func anUnusablePageIsReturnedAsItIs() async throws {
        let project = try TemporaryDirectory(files: [
            "pages/feed.yaml": "page: feed\nsections:\n  - layout: {kind: lsit}\n"
        ])
        let prepared = Self.read(project)
        let loaded = await prepared.loading(.loadingMore(1), offline: true)
        #expect(loaded.load == nil)
        #expect(loaded.diagnostics == prepared.diagnostics)
        #expect(loaded.diagnostics.map(\.code) == [.unknownLayout])
    }

    /// Over generated feeds (pages written, pages declared, load-mores
    /// asked), the sequence gives the page a loader driven by hand gives,
    /// stops where the rules say, and reports each standing failure once.
    @Test func theSequenceAgreesWithALoaderDrivenByHand() async throws {
        try await withEvery("seed", in: UInt64(0)..<40) { seed in
            var random = SplitMix64(seed: seed)
            let declared = Int.random(in: 1...4, using: &random)
            let written = Array(1...declared).filter { $0 == 1 || Int.random(in: 0..<4, using: &random) > 0 }
            let loadMores = Int.random(in: 0...5, using: &random)
            let project = try PipelineFixtures.pagedProject(pages: written, declaring: declared)
            let prepared = Self.read(project)
            let loaded = await prepared.loading(.loadingMore(loadMores), offline: true)

            let loader = PageLoader(
                page: try #require(prepared.page), environment: LoadEnvironment(pagePath: prepared.path, offline: true))
            var outcomes = [await loader.perform(.initial)]
            while outcomes.count <= loadMores, outcomes.last == .finished {
                outcomes.append(await loader.perform(.loadMore))
            }
            let expected = await loader.page
            await loader.close()

            let report = try #require(loaded.load)
            #expect(report.steps.map(\.outcome) == outcomes)
            #expect(loaded.page?.sections.map(\.items) == expected.sections.map(\.items))
            let failed = outcomes.contains { if case .failed = $0 { true } else { false } }
            #expect(report.diagnostics.map(\.code) == (failed ? [.loadFailed] : []))
            #expect(Self.ids(loaded).count == 2 * outcomes.count { $0 == .finished })
        }
    }
}
