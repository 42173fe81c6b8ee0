import Foundation
import Quilt
import QuiltPipeline
import Testing
import QuiltTestSupport
@testable import QuiltPreview
@testable import QuiltPreviewSite

/// Problems in loaded data, as the commands and the preview report them.
@Suite("Problems in loaded data")
struct LoadedDataPreviewTests {
    static let fixture = PackagePaths.root.appendingPathComponent("Tests/Fixtures/projects/loaded-data").path

    /// A copy of the fixture project (the bad item is in `data/products.json`).
    static func project() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture) {
            try FileManager.default.copyItem(atPath: fixture + "/" + name, toPath: project.path(name))
        }
        return project
    }

    @Test func aPreparedPageKeepsTheItemAndCarriesAWarningAtTheValue() async throws {
        let project = try Self.project()
        let path = project.path("pages/shop.yaml")
        let prepared = await PreparedPage.read(path, in: ProjectLoader.load(for: path, base: .standard)).loading(
            offline: true)
        #expect(prepared.isUsable)
        #expect(prepared.page?.sections.first?.items.map(\.id) == ["p1", "p2", "p3"])
        let warning = try #require(prepared.diagnostics.first)
        #expect(prepared.diagnostics.count == 1)
        #expect(warning.severity == .warning)
        #expect(warning.code == .wrongType)
        #expect(warning.location.file.hasSuffix("/data/products.json"))
        #expect((warning.location.line, warning.location.column) == (3, 45))
    }

    /// The page is drawn as `quilt render` draws it; its warnings show in a
    /// panel fixed over it, before the live-reload script.
    @Test func aPageDrawnWithWarningsShowsThemInAPanel() async throws {
        let project = try Self.project()
        let site = try project.site()
        let response = await site.get("/pages/shop.html")
        #expect(response.status == 200)
        let html = response.text
        #expect(html.contains("<details class=\"quilt-preview-problems\" open>\n<summary>1 warning</summary>"))
        #expect(html.contains("products.json:3:45"))
        #expect(html.contains("<code>wrong-type</code>"))
        #expect(html.contains("<div class=\"note\">item 1 of request 'products' in section 'products'</div>"))

        let path = project.path("pages/shop.yaml")
        let prepared = await PreparedPage.read(path, in: ProjectLoader.load(for: path, base: .standard)).loading(
            offline: true)
        let page = try #require(prepared.page)
        var renderer = HTMLRenderer(images: ProjectImages(pagePath: path).resolver)
        renderer.itemData = true
        let drawn = PreviewTools.inject(
            into: renderer.render([PageLayout.layout(page, width: 390)], page: page), path: "/pages/shop.html",
            request: PreviewRequest(target: "/pages/shop.html"), appearance: nil)
        #expect(
            html
                == LiveReload.inject(
                    into: ProblemPanel.inject(prepared.diagnostics, into: drawn), version: await site.version))
        // The pictures and frames for tools stay as they are.
        #expect(!(await site.get("/pages/shop.svg")).text.contains("quilt-preview-problems"))
    }

    @Test func aPageWithoutProblemsHasNoPanel() {
        #expect(ProblemPanel.markup([]).isEmpty)
        #expect(ProblemPanel.inject([], into: "<body></body>") == "<body></body>")
    }

    /// Over HTTP: at the request in the page, naming the request, the URL
    /// and the pointer of the value in the response.
    @Test func aProblemOverHTTPIsAtTheRequest() async throws {
        let url = "https://api.example.com/products"
        let project = try Self.project()
        try project.write(
            "pages/remote.yaml",
            """
            page: remote
            module:
              kind: single
              request: {id: products, url: "\(url)", items: /data}
            sections: [{id: products, component: product, source: products}]
            """)
        let path = project.path("pages/remote.yaml")
        let file = ProjectLoader.load(for: path, base: .standard).loadPage(path: path)
        let response = DataValue.object(["data": .array([.object(["id": .string("p1"), "price": .number(2)])])])
        let loader = PageLoader(
            page: try #require(file.page), environment: LoadEnvironment(transport: FixedResponses([url: response])))
        let events = await loader.events()
        #expect(await loader.perform(.initial) == .finished)
        let problems = await loader.close(collectingDataProblemsFrom: events)
        let diagnostics = loader.diagnostics(for: problems)
        #expect(
            diagnostics.map(\.description) == [
                "\(path):4:17: warning: request 'products' (\(url)) at /data/0: an item of component 'product' is missing required field 'title' (read from 'name') [missing-key]\n  note: item 0 of request 'products' in section 'products'"
            ])
    }
}

/// Answers each URL with a fixed response: no network.
struct FixedResponses: RequestTransport {
    let responses: [String: DataValue]

    init(_ responses: [String: DataValue]) { self.responses = responses }

    func dataRequest(for request: ResolvedRequest) throws(RequestError) -> any DataRequest {
        Fixed(requestID: request.requestID, target: request.url, response: responses[request.url])
    }

    struct Fixed: DataRequest {
        let requestID: String
        let target: String
        let response: DataValue?

        func fetch() async throws(RequestError) -> DataValue {
            guard let response else { throw RequestError(request: requestID, target: target, reason: .httpStatus(404)) }
            return response
        }
    }
}
