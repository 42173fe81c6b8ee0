import Foundation
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// `/pages/NAME` is the live page; `.html` and `?static` the drawing
/// `quilt render` makes; the device's numbers are checked.
@Suite("Live page")
struct LivePageTests {
    @Test func thePageOpensASessionForItsDevice() async throws {
        let site = try PreviewSiteTests.examples()
        let page = await site.get("/pages/lists?width=320&height=600&offset=120")
        #expect(page.status == 200)
        let html = page.text
        #expect(
            html.contains(
                #"window.quiltPreviewConfig = {"session":"/session/lists?width=320&height=600","offset":120};"#))
        #expect(html.contains("class=\"quilt-device\" style=\"width:320px;height:600px\""))
        #expect(html.contains("window.quiltPreview = {"))
        #expect(html.contains("<a href=\"/pages/lists.html\">Static</a>"))
        // Without parameters: the project's first width and a phone's height.
        #expect(await site.get("/pages/lists").text.contains("width:390px;height:844px"))
        // `?direction=` goes to the session, which lays the page out in it.
        #expect(
            await site.get("/pages/lists?direction=rtl").text.contains(
                #""session":"/session/lists?width=390&height=844&direction=rtl""#))
    }

    @Test func theStaticDrawingStays() async throws {
        let site = try PreviewSiteTests.examples()
        let drawn = await site.get("/pages/lists.html").text
        #expect(drawn.contains("data-width=\"390\""))
        #expect(await site.get("/pages/lists?static").text == drawn)
        #expect(!drawn.contains("quiltPreviewConfig"))
    }

    @Test func badDevicesAreRefused() async throws {
        let site = try PreviewSiteTests.examples()
        for query in [
            "width=320,768", "width=1e-300", "width=nan", "height=0", "height=1e308", "height=nan", "offset=1e308",
            "offset=-inf", "offset=x", "direction=up",
        ] {
            let response = await site.get("/pages/lists?\(query)")
            #expect(response.status == 400, "\(query)")
            #expect(!response.text.contains("<script"), "\(query)")
        }
    }

    /// A page name that could end the script is escaped in the configuration.
    @Test func namesCannotEndTheScript() async throws {
        // A second page keeps `pages/` the folder names start from: the
        // first is `x</script>` (in a folder `x<`), not `script>`.
        let project = try TemporaryDirectory.project([
            "pages/x</script>.yaml": "page: x\nsections: [{id: s, items: [{id: a}]}]\n",
            "pages/a.yaml": "page: a\nsections: [{id: s, items: [{id: a}]}]\n",
        ])
        let page = try await project.site().get("/pages/x%3C/script%3E")
        #expect(page.status == 200, "\(page.text)")
        #expect(
            page.text.components(separatedBy: "<script").count == page.text.components(separatedBy: "</script>").count)
    }
}
