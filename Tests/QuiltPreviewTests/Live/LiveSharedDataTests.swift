import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// Sessions on one page share its data files: parsed once, kept while a
/// session that read them is open.
@Suite("Live sessions: shared data files")
struct LiveSharedDataTests {
    static let page = """
        page: big
        module: {kind: single, request: {id: big, url: data/big.json, items: /list}}
        sections:
          - {id: list, source: big, layout: {kind: list, itemRatio: {absolute: 50}}}

        """

    static let data = #"{"list": ["# + (0..<500).map { #"{"id": "i\#($0)"}"# }.joined(separator: ",") + "]}"

    @Test func sessionsOnOnePageParseItsFileOnceAndDropItWhenTheyClose() async throws {
        let project = try TemporaryDirectory.project(["pages/big.yaml": Self.page, "data/big.json": Self.data])
        let site = try project.site()
        var sessions: [LiveSession] = []
        var recorders: [LiveRecorder] = []
        for _ in 0..<3 {
            let recorder = LiveRecorder()
            let session = LiveSession(
                site: site, name: "big", width: 390, viewport: Viewport(y: 0, height: 400), send: recorder.send)
            await session.open()
            #expect(await recorder.wait(for: "status") { $0["loading"] as? Bool == false } != nil)
            #expect(recorder.dom.keys.contains("i|list|i0"))
            sessions.append(session)
            recorders.append(recorder)
        }
        // Every session shows the file's items, and scrolls through them.
        await sessions[2].receive(#"{"type": "viewport", "seq": 1, "y": 20000, "height": 400}"#)
        #expect(await recorders[2].wait(for: "patch") { _ in recorders[2].dom.keys.contains("i|list|i400") } != nil)
        #expect(site.responses.parseCount == 1)
        #expect(site.responses.count == 1)
        for session in sessions { await session.close() }
        #expect(site.responses.count == 0)
    }
}
