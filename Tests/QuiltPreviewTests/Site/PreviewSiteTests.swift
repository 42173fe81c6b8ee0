import Foundation
import Quilt
import QuiltPipeline
import Testing
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport

@Suite("Preview site")
struct PreviewSiteTests {
    static func examples(widths: [Double]? = nil) throws -> PreviewSite {
        PreviewSite(
            source: try PreviewSource(path: PackagePaths.path("Examples"), base: .standard), widths: widths,
            offline: true)
    }

    /// Every page of the example project, by name.
    static let examplePages: [String] = PackagePaths.examplePages.map {
        URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent
    }

    /// What `quilt render` draws for an example page at `widths`, with each
    /// item's data (`itemData`).
    static func rendered(_ name: String, widths: [Double]) async throws -> String {
        let path = PackagePaths.path("Examples") + "/pages/\(name).yaml"
        let project = ProjectLoader.load(for: path, base: .standard)
        let prepared = await PreparedPage.read(path, in: project).loading(offline: true)
        let page = try #require(prepared.page)
        let snapshots = widths.map { PageLayout.layout(page, width: $0) }
        var renderer = HTMLRenderer(images: ProjectImages(pagePath: path).resolver)
        renderer.itemData = true
        return renderer.render(snapshots, page: page)
    }

    @Test func theIndexListsEveryPageWithLinksAndCounts() async throws {
        let response = try await Self.examples().get("/")
        #expect(response.status == 200)
        #expect(response.contentType == "text/html; charset=utf-8")
        let html = response.text
        #expect(html.contains("<h1>Examples</h1>"))
        for name in Self.examplePages {
            #expect(html.contains("<a href=\"/pages/\(name)\">\(name)</a>"))
            #expect(html.contains("<a href=\"/pages/\(name).svg\">svg</a>"))
            #expect(html.contains("<a href=\"/pages/\(name).json\">json</a>"))
        }
        #expect(html.components(separatedBy: "data-count=\"0\"").count - 1 == Self.examplePages.count)
        #expect(html.contains("<script data-quilt-live-reload>"))
    }

    @Test func pagesAreWhatQuiltRenderDrawsPlusTheScript() async throws {
        try await withEvery("name", in: Self.examplePages) { name in
            let site = try Self.examples()
            let response = await site.get("/pages/\(name).html")
            #expect(response.status == 200, "\(response.text)")
            let expected = try await Self.rendered(name, widths: [390])
            let tools = PreviewTools.inject(
                into: expected, path: "/pages/\(name).html", request: PreviewRequest(target: "/pages/\(name).html"),
                appearance: nil)
            #expect(response.text == LiveReload.inject(into: tools, version: await site.version))
        }
    }

    @Test func widthsComeFromTheURLTheSiteOrTheProject() async throws {
        let several = try await Self.examples().get("/pages/lists.html?width=320,768").text
        #expect(several.contains("data-width=\"320\"") && several.contains("data-width=\"768\""))
        #expect(!several.contains("data-width=\"390\""))
        #expect(try await Self.examples(widths: [500]).get("/pages/lists.html").text.contains("data-width=\"500\""))
        #expect(try await Self.examples().get("/pages/lists.html").text.contains("data-width=\"390\""))
        let wrong = try await Self.examples().get("/pages/lists.html?width=wide")
        #expect(wrong.status == 400)
        #expect(wrong.text.contains("width must be 1 to 8 numbers from 1…100000"))
    }

    @Test func toggledSectionsComeFromTheURL() async throws {
        let path = PackagePaths.path("Examples") + "/pages/collapsible.yaml"
        let prepared = await PreparedPage.read(path, in: ProjectLoader.load(for: path, base: .standard)).loading(
            offline: true)
        let page = try #require(prepared.page)
        let toggled = try #require(page.toggling(section: "settings")?.page)
        let site = try Self.examples()
        let json = await site.get("/pages/collapsible.json?toggle=settings&toggle=no-such-section&width=390")
        #expect(json.text == LayoutJSON().encode(PageLayout.layout(toggled, width: 390)))
        #expect(json.text != LayoutJSON().encode(PageLayout.layout(page, width: 390)))
        // Toggled twice in the URL is toggled once: the set of ids counts.
        let twice = await site.get("/pages/collapsible.json?toggle=settings&toggle=settings")
        #expect(twice.text == json.text)
        // The static drawing (`.html` or `?static`) toggles through the URL;
        // `/pages/NAME` is the live page, whose session toggles instead.
        let html = await site.get("/pages/collapsible.html").text
        #expect(html.contains("data-action=\"toggle\"") && html.contains("searchParams.getAll('toggle')"))
        let expanded = await site.get("/pages/collapsible.html?toggle=settings&width=390").text
        let staticExpanded = await site.get("/pages/collapsible?static&toggle=settings&width=390").text
        #expect(expanded == staticExpanded)
        #expect(expanded != html)
        var renderer = HTMLRenderer()
        renderer.itemData = true
        let drawn = { (html: String) in
            html.replacing(#/<script data-quilt-live-reload>[\s\S]*?</script>\n/#, with: "")
                .replacing(#/<nav class="quilt-preview-tools"[\s\S]*?</script>\n/#, with: "")
        }
        #expect(drawn(expanded) == renderer.render(PageLayout.layout(toggled, width: 390), page: toggled))
        let live = await site.get("/pages/collapsible?toggle=settings").text
        #expect(live.contains("window.quiltPreviewConfig") && !live.contains("searchParams.getAll('toggle')"))
    }

    @Test func svgAndJSONForTools() async throws {
        let site = try Self.examples()
        let svg = await site.get("/pages/home.svg")
        #expect(svg.status == 200)
        #expect(svg.contentType == "image/svg+xml; charset=utf-8")
        #expect(svg.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(!svg.text.contains("data-quilt-live-reload"))

        let json = await site.get("/pages/feed.json?width=320")
        #expect(json.status == 200)
        #expect(json.contentType == "application/json; charset=utf-8")
        let path = PackagePaths.path("Examples") + "/pages/feed.yaml"
        let prepared = await PreparedPage.read(path, in: ProjectLoader.load(for: path, base: .standard)).loading(
            offline: true)
        let page = try #require(prepared.page)
        #expect(json.text == LayoutJSON().encode(PageLayout.layout(page, width: 320)))
        let object = try #require(try JSONSerialization.jsonObject(with: json.body) as? [String: Any])
        #expect(object["page"] as? String == "feed")
    }

    /// The feed's items come from `data/` files: they are loaded before drawing.
    @Test func pagesWithAModuleLoadTheirData() async throws {
        let html = try await Self.examples().get("/pages/feed.html").text
        let data = try String(contentsOfFile: PackagePaths.path("Examples") + "/data/feed-1.json", encoding: .utf8)
        let title = try #require(data.firstMatch(of: /"title": *"([^"]+)"/)?.1)
        #expect(html.contains(String(title)))
    }

    @Test func aPageWithErrorsListsThemEscaped() async throws {
        let project = try TemporaryDirectory.project([
            "pages/bad.yaml": """
            page: bad
            sections:
              - id: s
                layout: {kind: lisst}
                "<img src=x onerror=alert(1)>": 1
                items: [{id: a}]
            """
        ])
        let site = try project.site()
        let response = await site.get("/pages/bad.html")
        #expect(response.status == 422)
        let html = response.text
        #expect(html.contains("bad has 2 errors"))
        #expect(html.contains("pages/bad.yaml:4:"))
        #expect(html.contains("<code>unknown-key</code>"))
        #expect(html.contains("<code>unknown-layout</code>"))
        #expect(html.contains("<code>list</code>"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
        #expect(!html.contains("<img"))
        #expect(html.contains("<script data-quilt-live-reload>"))

        let json = await site.get("/pages/bad.json")
        #expect(json.status == 422)
        let object = try #require(try JSONSerialization.jsonObject(with: json.body) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(Set(diagnostics.compactMap { $0["code"] as? String }) == ["unknown-key", "unknown-layout"])
        #expect(diagnostics.first { $0["code"] as? String == "unknown-layout" }?["suggestion"] as? String == "list")
        #expect(diagnostics.allSatisfy { ($0["line"] as? Int).map { $0 > 0 } ?? false })

        let svg = await site.get("/pages/bad.svg")
        #expect(svg.status == 422)
        #expect(svg.contentType.hasPrefix("text/plain"))
        #expect(svg.text.contains("error: unknown layout"))

        let index = await site.get("/").text
        #expect(index.contains("data-count=\"2\""))
        #expect(index.contains("2 errors"))
    }

    @Test func yamlThatDoesNotParseIsAProblemNotAFailure() async throws {
        let project = try TemporaryDirectory.project(["pages/broken.yaml": "page: [unclosed\nsections:\n  - : :\n"])
        let response = try await project.site().get("/pages/broken.html")
        #expect(response.status == 422)
        #expect(response.text.contains("pages/broken.yaml:"))
    }

    /// Problems in a kind file show on the index and on every page.
    @Test func projectProblemsShowOnTheIndexAndPages() async throws {
        let project = try TemporaryDirectory.project([
            "components/row.yaml": "component: row\nfields: {title: {type: strin}}\n",
            "pages/a.yaml": "page: a\nsections: [{id: s, items: [{id: x}]}]\n",
        ])
        let site = try project.site()
        let index = await site.get("/").text
        #expect(index.contains("<h2>Project problems</h2>"))
        #expect(index.contains("components/row.yaml:2:"))
        let page = await site.get("/pages/a.html")
        #expect(page.status == 422)
        #expect(page.text.contains("components/row.yaml:2:"))
    }

    @Test func failedRequestsAreLoadProblems() async throws {
        let project = try TemporaryDirectory.project([
            "pages/remote.yaml": """
            page: remote
            module: {kind: single, request: {id: r, url: "https://example.invalid/r.json"}}
            sections: [{id: s, source: r}]
            """,
            "pages/missing.yaml": """
            page: missing
            module: {kind: single, request: {id: m, url: data/none.json}}
            sections: [{id: s, source: m}]
            """,
        ])
        let site = try project.site(offline: true)
        let remote = await site.get("/pages/remote.html")
        #expect(remote.status == 422)
        #expect(remote.text.contains("<code>load-failed</code>"))
        #expect(remote.text.contains("pages/remote.yaml:2:"))
        let missing = await site.get("/pages/missing.html")
        #expect(missing.status == 422)
        #expect(missing.text.contains("<code>load-failed</code>"))
        // The index counts what opening a page reports, loading included:
        // a page whose load fails is never "none".
        let index = await site.get("/").text
        #expect(index.components(separatedBy: "data-count=\"1\"").count - 1 == 2, "\(index)")
        #expect(!index.contains("count clean"), "\(index)")
    }

    @Test func nestedPagesHaveNestedNames() async throws {
        let project = try TemporaryDirectory.project([
            "pages/shop/cart.yaml": "page: cart\nsections: [{id: s, items: [{id: x}]}]\n",
            "pages/home page.yaml": "page: home\nsections: [{id: s, items: [{id: x}]}]\n",
        ])
        let site = try project.site()
        let index = await site.get("/").text
        #expect(index.contains("<a href=\"/pages/shop/cart\">shop/cart</a>"))
        #expect(index.contains("<a href=\"/pages/home%20page\">home page</a>"))
        #expect(await site.get("/pages/shop/cart").status == 200)
        #expect(await site.get("/pages/home%20page.json").status == 200)
    }

    @Test func aPageFileServesThatPageAlone() async throws {
        let source = try PreviewSource(path: PackagePaths.path("Examples") + "/pages/home.yaml", base: .standard)
        #expect(source.kind == .page)
        #expect(source.name == "home.yaml")
        let site = PreviewSite(source: source)
        let index = await site.get("/").text
        #expect(index.contains("<a href=\"/pages/home\">home</a>"))
        #expect(!index.contains("/pages/feed"))
        #expect(await site.get("/pages/home").status == 200)
        #expect(await site.get("/pages/feed").status == 404)
    }

    @Test func sourcesThatCannotBeServed() throws {
        #expect(throws: PreviewError.self) { try PreviewSource(path: "/no/such/place", base: .standard) }
        let empty = try TemporaryDirectory()
        let error = #expect(throws: PreviewError.self) { try PreviewSource(path: empty.url.path, base: .standard) }
        #expect(error?.description.contains("no quilt.yml") == true)
    }

    @Test(arguments: ["/nope", "/pages/nothere", "/pages/home.htm", "/pages/home/extra", "/index.html"])
    func unknownPathsAreNotFound(path: String) async throws {
        let response = try await Self.examples().get(path)
        #expect(response.status == 404)
        #expect(response.text.contains("<a href=\"/\">All pages</a>"))
    }

    @Test func notFoundPagesEscapeThePath() async throws {
        let response = try await Self.examples().get("/pages/%3Cscript%3Ealert(1)%3Cb%3E")
        #expect(response.status == 404)
        #expect(response.text.contains("&lt;script&gt;alert(1)"))
        #expect(!response.text.contains("<script"))
    }

    @Test(arguments: [
        "/pages/../../etc/passwd", "/pages/%2e%2e/%2e%2e/etc/passwd", "/pages/..%2F..%2Fetc%2Fpasswd", "/../quilt.yml",
    ])
    func traversalIsRefused(path: String) async throws {
        let response = try await Self.examples().get(path)
        #expect(response.status == 400)
        #expect(!response.text.contains("root:"))
    }

    @Test func onlyGetAndHead() async throws {
        let site = try Self.examples()
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "BREW"] {
            let response = await site.get("/pages/home", method: method)
            #expect(response.status == 405)
            #expect(response.headers["Allow"] == "GET, HEAD")
        }
        let get = await site.get("/pages/home")
        let head = await site.get("/pages/home", method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["Content-Length"] == String(get.body.count))
        #expect(head.contentType == get.contentType)
    }

    @Test func eventsAnswerTheVersionAndWaitForAChange() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let site = try project.site()
        #expect(await site.get("/events").text == "{\"version\":1}\n")
        #expect(await site.get("/events?since=0").text == "{\"version\":1}\n")
        #expect(await site.get("/events?since=1", method: "HEAD").status == 200)
        #expect(await site.get("/events?since=one").status == 400)
        let waiting = Task { await site.get("/events?since=1") }
        try project.append("components/card.yaml", "# edited\n")
        #expect(await site.checkForChanges())
        #expect(await waiting.value.text == "{\"version\":2}\n")
        // Pages made now carry the new version.
        #expect(await site.get("/pages/home.html").text.contains("const version = 2;"))
    }

    /// Editing a component kind changes the pages that use it on the next load.
    @Test func editsShowOnTheNextLoad() async throws {
        let project = try TemporaryDirectory.examplesCopy()
        let site = try project.site()
        #expect(await site.get("/pages/kinds.html").status == 200)
        try project.append("components/card.yaml", "unknownKey: 1\n")
        let broken = await site.get("/pages/kinds.html")
        #expect(broken.status == 422)
        #expect(broken.text.contains("components/card.yaml:"))
    }

    /// Over generated request targets, the site answers every one with a
    /// page of its own: never a failure, never a file from outside.
    @Test func generatedTargetsAlwaysGetAnAnswer() async throws {
        let site = try Self.examples()
        let pieces = [
            "pages", "home", "feed", "..", ".", "%2e%2e", "%2F", "/", "%00", ".json", ".svg", "events", "%", "etc",
            "passwd", "?width=", "320", ",", "abc", "&since=", "-1",
        ]
        var random = SplitMix64(seed: 3)
        var statuses: [Int: Int] = [:]
        for _ in 0..<300 {
            var target = Bool.random(using: &random) ? "/pages/" : "/"
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                target += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
            if target.hasPrefix("/events") { continue }  // a valid poll would wait for a change
            let response = await site.get(target)
            statuses[response.status, default: 0] += 1
            #expect([200, 400, 404, 422].contains(response.status), "\(target) → \(response.status)")
            #expect(!response.text.contains("root:x:0:0"), "\(target)")
        }
        #expect(statuses[400, default: 0] > 0 && statuses[404, default: 0] > 0)
    }
}
