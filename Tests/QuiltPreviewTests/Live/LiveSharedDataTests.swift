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

    /// A session on page `name` of `site`, drawn at `width`, opened and loaded.
    static func openLoaded(_ site: PreviewSite, _ name: String, width: Double = 390) async -> (
        session: LiveSession, recorder: LiveRecorder
    ) {
        let recorder = LiveRecorder()
        let session = LiveSession(
            site: site, name: name, width: width, viewport: Viewport(y: 0, height: 400), send: recorder.send)
        await session.open()
        #expect(await recorder.wait(for: "status") { $0["loading"] as? Bool == false } != nil)
        return (session, recorder)
    }

    @Test func sessionsOnOnePageParseItsFileOnceAndDropItWhenTheyClose() async throws {
        let project = try TemporaryDirectory.project(["pages/big.yaml": Self.page, "data/big.json": Self.data])
        let site = try project.site()
        var sessions: [LiveSession] = []
        var recorders: [LiveRecorder] = []
        for _ in 0..<3 {
            let (session, recorder) = await Self.openLoaded(site, "big")
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

    @Test func sessionsOnOnePageKeepOneCopyOfItsItemsAndLayout() async throws {
        let project = try TemporaryDirectory.project(["pages/big.yaml": Self.page, "data/big.json": Self.data])
        let site = try project.site()
        var sessions: [LiveSession] = []
        var recorders: [LiveRecorder] = []
        for width in [390.0, 390, 390, 320] {
            let (session, recorder) = await Self.openLoaded(site, "big", width: width)
            sessions.append(session)
            recorders.append(recorder)
        }
        #expect(site.shown.count == 4)
        let first = try #require(await sessions[0].page?.sections[0].items)
        let layout = try #require(await sessions[0].snapshot?.sections[0])
        #expect(first.count == 500)
        for (index, session) in sessions.enumerated() {
            let items = try #require(await session.page?.sections[0].items)
            #expect(Identical.buffers(items, first), "session \(index)")
            let section = try #require(await session.snapshot?.sections[0])
            #expect(Identical.buffers(section.itemIDs, layout.itemIDs), "session \(index)")
            // Frames are shared at one width only.
            let sameFrames = Identical.buffers(section.layoutResult.itemFrames, layout.layoutResult.itemFrames)
            #expect(sameFrames == (index < 3), "session \(index)")
            // The loader takes the shared items too (in the background).
            var loaded = false
            for _ in 0..<200 where !loaded {
                let loaderItems = await session.loader?.page.sections[0].items ?? []
                loaded = Identical.buffers(loaderItems, first)
                if !loaded { try await Task.sleep(for: .milliseconds(10)) }
            }
            #expect(loaded, "session \(index)'s loader")
        }
        // Each session still shows and scrolls its own page.
        await sessions[3].receive(#"{"type": "viewport", "seq": 1, "y": 15000, "height": 400}"#)
        #expect(await recorders[3].wait(for: "patch") { _ in recorders[3].dom.keys.contains("i|list|i300") } != nil)
        #expect(!recorders[0].dom.keys.contains("i|list|i300"))
        for session in sessions { await session.close() }
        #expect(site.shown.count == 0)
    }

    /// Items written in the page file are parsed by every session: the page
    /// as read keeps the shared copy too.
    @Test func sessionsShareItemsWrittenInThePage() async throws {
        let rows = (0..<200).map { "      - {id: r\($0), title: Row \($0)}\n" }.joined()
        let page =
            "page: rows\nsections:\n  - id: rows\n    layout: {kind: list, itemRatio: {absolute: 40}}\n    items:\n"
            + rows
        let project = try TemporaryDirectory.project(["pages/rows.yaml": page])
        let site = try project.site()
        var sessions: [LiveSession] = []
        for _ in 0..<2 {
            sessions.append(await Self.openLoaded(site, "rows").session)
        }
        let first = try #require(await sessions[0].page?.sections[0].items)
        let shown = try #require(await sessions[1].page?.sections[0].items)
        let read = try #require(await sessions[1].prepared?.page?.sections[0].items)
        #expect(first.count == 200)
        #expect(Identical.buffers(shown, first))
        #expect(Identical.buffers(read, first))
        for session in sessions { await session.close() }
    }
}
