import Foundation
import Quilt
import QuiltPipeline
import QuiltTestSupport
import Testing

@Suite("The page pipeline")
struct PagePipelineTests {
    static let page =
        "page: home\nsections:\n  - id: top\n    layout: {kind: ribbon, thickness: 20}\n    items: [{id: a}, {id: b}]\n"

    @Test func theProjectIsTheNearestOneOrTheNamedOne() throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "defaults: {widths: [320, 768]}\n", "pages/home.yaml": "page: home\nsections: []\n",
            "other/quilt.yml": "defaults: {widths: [500]}\n",
        ])
        let nearest = PagePipeline().project(for: folder.path("pages/home.yaml"))
        #expect(nearest.file == folder.path("quilt.yml"))
        #expect(nearest.diagnostics.isEmpty, "\(nearest.diagnostics)")
        #expect(nearest.defaultWidth == 320)
        let named = PagePipeline(config: folder.path("other/quilt.yml")).project(for: folder.path("pages/home.yaml"))
        #expect(named.defaultWidth == 500)
        #expect(Project.standalone(registry: .standard).defaultWidth == 390)
    }

    /// A family a tool registers in code is known to every page the pipeline reads.
    @Test func aToolsOwnRegistryReachesThePages() throws {
        let folder = try TemporaryDirectory(files: ["pages/home.yaml": Self.page])
        let standard = PagePipeline().read(folder.path("pages/home.yaml"))
        #expect(standard.diagnostics.map(\.code) == [.unknownLayout])
        #expect(!standard.isUsable)

        let own = PagePipeline(base: try RibbonLayout.registry()).read(folder.path("pages/home.yaml"))
        #expect(own.diagnostics.isEmpty)
        let page = try #require(own.page)
        #expect(PageLayout.layout(page, width: own.project.defaultWidth).contentHeight == 40)
    }

    /// A problem of a kind file shows once, though the project and the page both meet it.
    @Test func eachProblemIsReportedOnce() throws {
        let folder = try TemporaryDirectory(files: [
            "quilt.yml": "pages: [pages/*.yaml]\n",
            "components/card.yaml": "component: card\nlayout: {kind: list, distribution: 0}\n",
            "pages/home.yaml": "page: home\nsections:\n  - id: top\n    component: card\n",
        ])
        let prepared = PagePipeline().read(folder.path("pages/home.yaml"))
        let messages = prepared.diagnostics.map(\.description)
        #expect(Set(messages).count == messages.count, "\(messages)")
        #expect(prepared.project.diagnostics.allSatisfy { prepared.diagnostics.contains($0) })
    }

    @Test func loadingIsReadingThenTheLoadSequence() async throws {
        let project = try PipelineFixtures.pagedProject(pages: [1, 2])
        let path = project.path("pages/feed.yaml")
        let pipeline = PagePipeline(offline: true)
        let direct = await pipeline.load(path, plan: .loadingMore(1))
        let stepwise = await pipeline.read(path).loading(.loadingMore(1), offline: true)
        #expect(direct.page?.sections.map(\.items) == stepwise.page?.sections.map(\.items))
        #expect(direct.load?.steps == stepwise.load?.steps)
        #expect(direct.page?.sections.first?.items.count == 4)
    }
}
