import Quilt
import QuiltPipeline
import Testing
import QuiltTestSupport
@testable import QuiltPreview
@testable import QuiltPreviewSite

@Suite("Widths, the live-reload script and problem tables")
struct MarkupTests {
    static let widthListsCases: [(text: String, widths: [Double]?)] = [
        ("390", [390.0] as [Double]?),
        ("320, 390,768", [320, 390, 768]),
        ("1", [1]),
        ("0.5", nil),
        ("1e-300", nil),
        ("100000", [100_000]),
        ("1,2,3,4,5,6,7,8", [1, 2, 3, 4, 5, 6, 7, 8]),
        ("1,2,3,4,5,6,7,8,9", nil),
        ("", nil),
        ("390,", nil),
        ("abc", nil),
        ("0", nil),
        ("-390", nil),
        ("inf", nil),
        ("nan", nil),
        ("100001", nil),
    ]

    @Test func widthLists() async throws {
        try await withEvery("case", in: Self.widthListsCases) { text, widths in
            #expect(WidthList.parse(text) == widths)
        }
    }

    @Test func theScriptGoesBeforeTheLastBodyEnd() {
        let html = "<html><body><p>&lt;/body&gt;</p></body></html>\n"
        let injected = LiveReload.inject(into: html, version: 7)
        #expect(injected.hasPrefix("<html><body><p>&lt;/body&gt;</p><script data-quilt-live-reload>"))
        #expect(injected.hasSuffix("</script>\n</body></html>\n"))
        #expect(injected.contains("const version = 7;"))
        #expect(injected.contains("fetch('/events?since=' + version"))
    }

    @Test func withoutABodyEndTheScriptIsAppended() {
        let injected = LiveReload.inject(into: "<svg/>", version: 2)
        #expect(injected.hasPrefix("<svg/><script data-quilt-live-reload>"))
    }

    @Test func problemTablesEscapeEveryField() {
        let diagnostic = Diagnostic(
            .error, code: DiagnosticCode("<code>"), "bad <b>", at: SourceLocation(file: "<f>.yaml", line: 3, column: 4),
            suggestion: "<x>", notes: ["<i>note</i>"])
        let table = PreviewDocument.table([diagnostic])
        #expect(table.contains("&lt;f&gt;.yaml:3:4"))
        #expect(table.contains("bad &lt;b&gt;"))
        #expect(table.contains("&lt;code&gt;"))
        #expect(table.contains("<code>&lt;x&gt;</code>"))
        #expect(table.contains("&lt;i&gt;note&lt;/i&gt;"))
        #expect(!table.contains("<b>") && !table.contains("<i>") && !table.contains("<f>"))
    }
}
