import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// Items sized by their texts draw those texts on the live page as
/// `quilt render` draws them, in the page's embedded fonts.
@Suite("Live page texts", .highPriority)
struct LiveTextTests {
    /// A list of `count` items whose height is their title set in DejaVu Sans.
    static func project(_ count: Int, title: (Int) -> String) throws -> TemporaryDirectory {
        var page = "page: texts\nsections:\n  - id: list\n    layout: {kind: list}\n"
        page += "    size: {height: {text: {field: title, family: Body, font: 15, lineHeight: 20, padding: 8}}}\n"
        page += "    items:\n"
        for index in 0..<count { page += "      - {id: i\(index), title: \"\(title(index))\"}\n" }
        // Font files are named relative to quilt.yml: the project gets a copy.
        let project = try TemporaryDirectory.project(["pages/texts.yaml": page, "fonts/.keep": ""])
        try FileManager.default.copyItem(
            atPath: PackagePaths.path("Examples/fonts/DejaVuSans.ttf"), toPath: project.path("fonts/DejaVuSans.ttf"))
        try project.write("quilt.yml", "fonts:\n  - {family: Body, file: fonts/DejaVuSans.ttf}\n")
        return project
    }

    /// A session of the texts page at 200 pt, opened.
    static func open(_ project: TemporaryDirectory) async throws -> (LiveSession, LiveRecorder) {
        let recorder = LiveRecorder()
        let session = LiveSession(
            site: try project.site(), name: "texts", width: 200, viewport: Viewport(y: 0, height: 400),
            send: recorder.send)
        await session.open()
        return (session, recorder)
    }

    @Test func theResetCarriesTheFontsAndItemsTheirTexts() async throws {
        let project = try Self.project(40) { "Item \($0) with a title long enough to wrap onto a second line" }
        let (session, recorder) = try await Self.open(project)
        let reset = try #require(await recorder.wait(for: "reset"))
        let styles = try #require(reset["styles"] as? String, "a reset always carries the text stylesheet")
        #expect(styles.contains(".quilt-text{"))
        #expect(styles.contains("@font-face{font-family:\"quilt-font-1\";src:url(data:font/ttf;base64,"))
        let added = try #require(reset["add"] as? [[String: Any]])
        let items = added.compactMap { $0["html"] as? String }.filter { $0.contains("data-kind=\"item\"") }
        #expect(!items.isEmpty)
        for html in items {
            #expect(html.contains("quilt-texted") && html.contains("font-family:&quot;quilt-font-1&quot;"), "\(html)")
        }
        // The drawing is the static page's: same texts at the same places.
        let page = try #require(await session.page)
        let snapshot = try #require(await session.snapshot)
        let drawn = HTMLRenderer().render(snapshot, page: page)
        for html in items {
            let text = try #require(html.firstMatch(of: /<div class="quilt-text"[^>]*>[^<]*<\/div>/))
            #expect(drawn.contains(String(text.0)), "\(text.0)")
        }
        // The same viewport again changes nothing, so the stylesheet is not sent again.
        await session.receive(#"{"type": "viewport", "seq": 1, "y": 0, "height": 400}"#)
        let patch = try #require(await recorder.wait(for: "patch", where: { $0["ack"] as? Int == 1 }))
        #expect(patch["styles"] == nil)
        await session.close()
    }

    /// The example project's news page: rows sized by a bold headline and a
    /// source line in `Body` (DejaVu Sans and its bold face). The reset
    /// brings both faces and the text rules; every row draws its texts in
    /// them, as the static page does.
    @Test func theNewsPageOfTheExamplesCarriesItsFonts() async throws {
        let source = try PreviewSource(path: PackagePaths.path("Examples"), base: .standard)
        let recorder = LiveRecorder()
        let session = LiveSession(
            site: PreviewSite(source: source, offline: true), name: "news", width: 390,
            viewport: Viewport(y: 0, height: 844), send: recorder.send)
        await session.open()
        let reset = try #require(await recorder.wait(for: "reset"))
        let styles = try #require(reset["styles"] as? String)
        #expect(styles.contains(".quilt-text{position:absolute"))
        #expect(styles.contains(".quilt-clamp{"))
        for face in ["quilt-font-1", "quilt-font-2"] {
            #expect(styles.contains("@font-face{font-family:\"\(face)\";src:url(data:font/ttf;base64,"), "\(face)")
        }
        let rows = recorder.dom.filter { $0.key.hasPrefix("i|news|") }
        #expect(rows.count == 3)
        let page = try #require(await session.page)
        let snapshot = try #require(await session.snapshot)
        let drawn = HTMLRenderer().render(snapshot, page: page)
        // News rows are drawn from the kind's view: a thumbnail and texts,
        // each a part at its frame, the texts in the page's fonts, as the
        // static page draws them.
        for (key, html) in rows {
            let parts = html.matches(of: /<[a-z]+ [^>]*data-part="[^"]*"[^>]*>/)
            #expect(parts.count >= 2, "\(key): a thumbnail and its texts")
            #expect(html.contains("font-family:&quot;quilt-font-"), "\(key): texts set in the page's fonts")
            for part in parts { #expect(drawn.contains(String(part.0)), "\(key): \(part.0)") }
        }
        await session.close()
    }

    /// A character no item had before needs more of the font: the patch that
    /// brings the edited item brings a stylesheet whose font covers it.
    @Test func anEditWithNewCharactersSendsTheStylesheetAgain() async throws {
        let project = try Self.project(3) { "Item \($0)" }
        let (session, recorder) = try await Self.open(project)
        let first = try #require(await recorder.wait(for: "reset")?["styles"] as? String)
        let file = project.url.appendingPathComponent("pages/texts.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try project.write("pages/texts.yaml", text.replacingOccurrences(of: "Item 1", with: "Ωμέγα ẞ"))
        await session.reload()
        let changed = try #require(await recorder.wait(for: "patch", where: { $0["styles"] != nil }))
        let styles = try #require(changed["styles"] as? String)
        #expect(styles != first && styles.contains("@font-face"))
        await session.close()
    }
}
