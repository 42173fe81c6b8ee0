import Foundation
import Quilt
import QuiltPipeline
import Testing
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport

/// The static drawing's bar (light, dark or following the scheme) and the
/// item data its items carry for the panel.
@Suite("Preview tools")
struct PreviewToolsTests {
    /// `data-item-data` of every item in `html`, by `section/item` id, parsed.
    static func itemData(_ html: String) throws -> [String: Any] {
        var found: [String: Any] = [:]
        for match in html.matches(
            of: /data-id="([^"]*)" data-index="\d+" data-item="([^"]*)"[^>]*? data-item-data="([^"]*)"/)
        {
            let text = unescape(String(match.3))
            found["\(match.1)/\(match.2)"] = try JSONSerialization.jsonObject(
                with: Data(text.utf8), options: .fragmentsAllowed)
        }
        return found
    }

    /// Each item's data on the page is what `quilt layout --with-data` gives it.
    @Test func itemsCarryTheDataLayoutWithDataWrites() async throws {
        let site = try PreviewSiteTests.examples()
        for name in ["news", "kinds", "modules"] {
            let html = await site.get("/pages/\(name).html?width=390").text
            let drawn = try Self.itemData(html)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(await site.get("/pages/\(name).json?width=390").text.utf8))
                    as? [String: Any])
            // The preview's JSON has no data; lay the page out with it here.
            let path = PackagePaths.path("Examples") + "/pages/\(name).yaml"
            let prepared = await PreparedPage.read(path, in: ProjectLoader.load(for: path, base: .standard)).loading(
                offline: true)
            let page = try #require(prepared.page)
            let withData = LayoutJSON().encode(PageLayout.layout(page, width: 390), withDataOf: page)
            let expected = try #require(try JSONSerialization.jsonObject(with: Data(withData.utf8)) as? [String: Any])
            var compared = 0
            for section in expected["sections"] as? [[String: Any]] ?? [] {
                for item in section["items"] as? [[String: Any]] ?? [] {
                    let key = "\(section["id"] as? String ?? "")/\(item["id"] as? String ?? "")"
                    let shown = try #require(drawn[key], "\(name): \(key) has no data on the page")
                    #expect(
                        NSDictionary(dictionary: ["v": shown]) == NSDictionary(dictionary: ["v": item["data"] as Any]),
                        "\(name): \(key)")
                    compared += 1
                }
            }
            #expect(
                compared > 0 && compared == drawn.count, "\(name): \(compared) items, \(drawn.count) drawn with data")
            #expect((json["sections"] as? [[String: Any]])?.isEmpty == false)
        }
        let news = try Self.itemData(await site.get("/pages/news.html").text)
        #expect((news["news/n2"] as? [String: Any])?["source"] as? String == "Staff")
        // The panel and its script come with the page; quilt render's HTML has none of it.
        let html = await site.get("/pages/news.html").text
        #expect(
            html.contains("<aside class=\"quilt-preview-data\" aria-label=\"Item data\" aria-live=\"polite\" hidden>"))
        #expect(html.contains("JSON.parse(item.dataset.itemData)"))
        let rendered = try await CommandRunner.run("quilt", ["render", "Examples/pages/news.yaml"])
        #expect(
            rendered.status == 0 && !rendered.stdout.contains("data-item-data")
                && !rendered.stdout.contains("quilt-preview"))
        // `quilt render --with-data` draws what the preview draws, item data included.
        let withData = try await CommandRunner.run("quilt", ["render", "Examples/pages/news.yaml", "--with-data"])
        #expect(withData.status == 0)
        let fromRender = try Self.itemData(withData.stdout)
        #expect(NSDictionary(dictionary: fromRender) == NSDictionary(dictionary: news))
    }

    /// `?appearance=` draws one half; the bar links to the others, keeping the rest of the query.
    @Test func theBarForcesAnAppearance() async throws {
        let site = try PreviewSiteTests.examples()
        let following = await site.get("/pages/appearance.html?width=390").text
        #expect(following.contains("@media (prefers-color-scheme:dark)"))
        #expect(following.contains("<a href=\"/pages/appearance.html?width=390\" aria-current=\"true\">Auto</a>"))
        #expect(following.contains("<a href=\"/pages/appearance.html?width=390&amp;appearance=dark\">Dark</a>"))
        let first = await site.get("/pages/appearance.html?appearance=light&width=390&appearance=dark").text
        let darkDrawn = await site.get("/pages/appearance.html?appearance=dark&width=390").text
        #expect(darkDrawn.contains(":root{color-scheme:dark}") && !darkDrawn.contains("prefers-color-scheme"))
        #expect(
            darkDrawn.contains(
                "<a href=\"/pages/appearance.html?width=390&amp;appearance=dark\" aria-current=\"true\">Dark</a>"))
        #expect(darkDrawn.contains("<a href=\"/pages/appearance.html?width=390\">Auto</a>"))
        // The first `appearance` counts, as for every parameter.
        #expect(first.contains("aria-current=\"true\">Light</a>") && !first.contains("prefers-color-scheme"))
        let light = await site.get("/pages/appearance?static&appearance=light").text
        #expect(!light.contains("prefers-color-scheme") && !light.contains("color-scheme:dark"))
        let svg = await site.get("/pages/appearance.svg?appearance=dark").text
        #expect(svg.contains("#1c1c1e"))
        let wrong = await site.get("/pages/appearance.html?appearance=dim")
        #expect(wrong.status == 400 && wrong.text.contains("appearance must be light or dark, found 'dim'"))
        let escaped = await site.get("/pages/appearance.html?x=%22%3E%3Cscript%3E").text
        #expect(escaped.contains("href=\"/pages/appearance.html?x=%22%3E%3Cscript%3E&amp;appearance=dark\""))
    }
}
