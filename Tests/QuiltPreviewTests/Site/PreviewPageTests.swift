import Testing
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport

@Suite("Page names")
struct PreviewPageTests {
    @Test func namesAreBelowTheSharedFolderWithoutExtension() {
        let pages = PreviewPage.named(["p/pages/home.yaml", "p/pages/shop/cart.yml", "p/pages/about.yaml"])
        #expect(pages.map(\.name) == ["about", "home", "shop/cart"])
        #expect(pages.map(\.path) == ["p/pages/about.yaml", "p/pages/home.yaml", "p/pages/shop/cart.yml"])
    }

    @Test func aSinglePageIsNamedAfterItsFile() {
        #expect(PreviewPage.named(["Examples/pages/home.yaml"]).map(\.name) == ["home"])
        #expect(PreviewPage.named([]).isEmpty)
    }

    @Test func pagesOutsideTheProjectFolderStillGetPlainNames() {
        let names = PreviewPage.named(["p/pages/a.yaml", "p/../shared/b.yaml"]).map(\.name)
        #expect(names == ["p/pages/a", "shared/b"])
        #expect(names.allSatisfy { !$0.split(separator: "/").contains("..") })
    }

    @Test func collidingNamesKeepTheirExtension() {
        #expect(PreviewPage.named(["a.yaml", "a.yml", "b.yaml"]).map(\.name) == ["a.yaml", "a.yml", "b"])
    }

    @Test func urlsEncodeEachSegmentAndRouteBack() {
        let page = PreviewPage(name: "a b/c#d?e/%2e", path: "x.yaml")
        #expect(page.url() == "/pages/a%20b/c%23d%3Fe/%252e")
        #expect(page.url(suffix: ".svg") == "/pages/a%20b/c%23d%3Fe/%252e.svg")
        #expect(PreviewRoute(path: page.url()) == .page(page.name))
    }

    /// Over generated names, the URL of a page routes back to its name.
    @Test func generatedNamesRoundTrip() {
        let characters = Array("ab-._~ %#?&=+é/\\\"'<>")
        var random = SplitMix64(seed: 11)
        var checked = 0
        for _ in 0..<500 {
            let name = String(
                (0..<Int.random(in: 1...12, using: &random)).map { _ in
                    characters[Int.random(in: 0..<characters.count, using: &random)]
                })
            let segments = name.split(separator: "/", omittingEmptySubsequences: false)
            guard !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\\") }) else {
                continue
            }
            checked += 1
            #expect(PreviewRoute(path: PreviewPage(name: name, path: "x").url()) == .page(name), "\(name)")
        }
        #expect(checked > 100)
    }

    @Test func findPicksTheFormatBySuffix() {
        let pages = [PreviewPage(name: "home", path: "home.yaml"), PreviewPage(name: "x.json", path: "x.json.yaml")]
        #expect(PreviewPage.find("home", in: pages).map { [$0.page.name, $0.format.rawValue] } == ["home", "live"])
        #expect(
            PreviewPage.find("home.html", in: pages).map { [$0.page.name, $0.format.rawValue] } == ["home", "html"])
        #expect(PreviewPage.find("home.svg", in: pages).map { [$0.page.name, $0.format.rawValue] } == ["home", "svg"])
        #expect(
            PreviewPage.find("home.json", in: pages).map { [$0.page.name, $0.format.rawValue] } == ["home", "json"])
        #expect(
            PreviewPage.find("x.json", in: pages).map { [$0.page.name, $0.format.rawValue] } == ["x.json", "live"])
        #expect(PreviewPage.find("home.htm", in: pages) == nil)
        #expect(PreviewPage.find("nothere.svg", in: pages) == nil)
    }
}
