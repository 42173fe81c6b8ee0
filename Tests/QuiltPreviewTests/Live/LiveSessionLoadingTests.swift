import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// Loading and editing through a live session: the initial load's states,
/// load-more near the end, failures and retry, edits patched in place and
/// scroll anchoring.
@Suite("Live sessions: loading and edits", .highPriority)
struct LiveSessionLoadingTests {
    static let feed = """
        page: feed
        module: {kind: single, request: {id: feed, url: "data/feed-{{page}}.json", items: /list, paging: {start: 1, hasMore: /more}}}
        sections:
          - {id: feed, source: feed, placeholder: {height: 100, title: Nothing yet}, layout: {kind: list, itemRatio: {absolute: 100}}}

        """

    static func page(_ number: Int, more: Bool, size: Int = 10) -> String {
        let items = (0..<size).map { #"{"id": "p\#(number)-\#($0)"}"# }.joined(separator: ", ")
        return #"{"list": [\#(items)], "more": \#(more)}"#
    }

    @Test func theFirstDrawingShowsLoadingThenTheItemsArrive() async throws {
        let project = try TemporaryDirectory.project([
            "pages/feed.yaml": Self.feed, "data/feed-1.json": Self.page(1, more: true),
            "data/feed-2.json": Self.page(2, more: false),
        ])
        let (session, recorder) = try LiveSessionTests.session(project, page: "feed", height: 400)
        await session.open()
        let reset = try #require(recorder.messages("reset").first)
        let first = try #require((reset["add"] as? [[String: Any]])?.first?["html"] as? String)
        #expect(first.contains("data-state=\"loading\"") && first.contains("Nothing yet"))
        #expect((recorder.messages("status").first?["loading"] as? Bool) == true)
        #expect(await recorder.wait(for: "status") { $0["loading"] as? Bool == false } != nil)
        #expect(recorder.dom.keys.contains("i|feed|p1-0"))
        #expect(recorder.dom["p|feed"] == nil)
        // Near the end: a load-more, then page 2's items patched in.
        await session.receive(#"{"type": "viewport", "seq": 1, "y": 600, "height": 400}"#)
        let done = await recorder.wait(for: "patch") { patch in
            (patch["add"] as? [[String: Any]] ?? []).contains { ($0["key"] as? String) == "i|feed|p2-0" }
        }
        #expect(done != nil)
        #expect(
            await recorder.wait(for: "status") { status in
                status["loading"] as? Bool == false
                    && (status["sections"] as? [[String: Any]])?.first?["canLoadMore"] as? Bool == false
            } != nil)
        #expect(recorder.messages("patch").last?["contentHeight"] as? Double == 2_000)
    }

    @Test func aFailedSectionShowsItsStateAndRetryFillsIt() async throws {
        let project = try TemporaryDirectory.project(["pages/feed.yaml": Self.feed])
        let (session, recorder) = try LiveSessionTests.session(project, page: "feed", height: 400)
        await session.open()
        let failed = await recorder.wait(for: "status") { status in
            (status["sections"] as? [[String: Any]])?.first?["state"] as? String == "failed"
        }
        #expect((failed?["sections"] as? [[String: Any]])?.first?["message"] as? String ?? "" != "")
        let placeholder = try #require(recorder.dom["p|feed"])
        #expect(placeholder.contains("data-state=\"failed\"") && placeholder.contains("data-action=\"retry\""))
        try project.write("data/feed-1.json", Self.page(1, more: false))
        await session.receive(#"{"type": "intent", "intent": "retry"}"#)
        #expect(
            await recorder.wait(for: "status") { status in
                status["intents"] as? Int == 1 && status["loading"] as? Bool == false
                    && (status["sections"] as? [[String: Any]])?.first?["state"] as? String == "content"
            } != nil)
        #expect(recorder.dom["p|feed"] == nil)
        #expect(recorder.dom.keys.contains("i|feed|p1-0"))
    }

    /// The two-page feed loaded to its end (2,000 pt) and scrolled back to
    /// the top; then its first page's file is edited (`p1-0` becomes `new`),
    /// which a reload shows.
    static func feedLoadedAndEdited() async throws -> (TemporaryDirectory, LiveSession, LiveRecorder) {
        let project = try TemporaryDirectory.project([
            "pages/feed.yaml": Self.feed, "data/feed-1.json": Self.page(1, more: true),
            "data/feed-2.json": Self.page(2, more: false),
        ])
        let (session, recorder) = try LiveSessionTests.session(project, page: "feed", height: 400)
        await session.open()
        await session.receive(#"{"type": "viewport", "seq": 1, "y": 600, "height": 400}"#)
        _ = await recorder.wait(for: "status") { status in
            status["loading"] as? Bool == false
                && (status["sections"] as? [[String: Any]])?.first?["canLoadMore"] as? Bool == false
        }
        await session.receive(#"{"type": "viewport", "seq": 2, "y": 0, "height": 400}"#)
        try project.write("data/feed-1.json", Self.page(1, more: true).replacingOccurrences(of: "p1-0", with: "new"))
        return (project, session, recorder)
    }

    /// An intent asked for while a changed file reloads the page is not
    /// lost to the reload's replay: a refresh during it ends on one page,
    /// whichever of the two runs first.
    @Test func aRefreshDuringAReloadIsKept() async throws {
        for round in 0..<8 {
            let (project, session, recorder) = try await Self.feedLoadedAndEdited()
            #expect(await session.snapshot?.contentHeight == 2_000, "round \(round)")
            async let reloaded: Void = session.reload()
            // Later each round, so the refresh meets the reload at another step.
            try await Task.sleep(for: .microseconds(250 * round))
            await session.receive(#"{"type": "intent", "intent": "refresh"}"#)
            await reloaded
            let deadline = ContinuousClock.now + .seconds(30)
            while ContinuousClock.now < deadline {
                let idle = await session.running == 0
                guard await session.reloading || !idle else { break }
                try await Task.sleep(for: .milliseconds(5))
            }
            #expect(await session.snapshot?.contentHeight == 1_000, "round \(round)")
            #expect(await session.loadMores == 0, "round \(round)")
            #expect(recorder.dom.keys.contains("i|feed|new"), "round \(round)")
            await session.close()
            // The project's files are read until here.
            withExtendedLifetime(project) {}
        }
    }

    /// An intent running when a changed file reloads the page runs again
    /// after the reload's replay; if it ends on the old loader meanwhile,
    /// that end is not reported. Once a status says nothing loads, no patch
    /// changes the page: a page waiting for idle reads what stays.
    @Test func anIntentRunningWhenAReloadStartsIsNotReportedDoneEarly() async throws {
        for round in 0..<8 {
            let (project, session, recorder) = try await Self.feedLoadedAndEdited()
            let mark = recorder.messages.count
            await session.receive(#"{"type": "intent", "intent": "refresh"}"#)
            // Later each round, so the refresh ends at another step of the reload.
            try await Task.sleep(for: .microseconds(250 * round))
            await session.reload()
            let deadline = ContinuousClock.now + .seconds(30)
            // Until the session is idle and has said so.
            while ContinuousClock.now < deadline {
                let idle = await session.running == 0
                let said = recorder.messages("status").last?["loading"] as? Bool == false
                guard await session.reloading || !idle || !said else { break }
                try await Task.sleep(for: .milliseconds(5))
            }
            var height = 2_000.0
            var idleAt: Double?
            for message in recorder.messages.dropFirst(mark) {
                if message["type"] as? String == "patch", let next = message["contentHeight"] as? Double {
                    #expect(
                        idleAt == nil || next == height, "round \(round): \(height) pt changed to \(next) after idle")
                    height = next
                }
                if message["type"] as? String == "status", message["loading"] as? Bool == false,
                    message["intents"] as? Int == 1, idleAt == nil
                {
                    idleAt = height
                }
            }
            let trace = recorder.messages.dropFirst(mark).map {
                "\($0["type"] ?? "?") \($0["loading"].map { "\($0)" } ?? "") \($0["intents"].map { "\($0)" } ?? "") \($0["contentHeight"].map { "\($0)" } ?? "")"
            }
            #expect(idleAt == 1_000, "round \(round): \(trace)")
            #expect(await session.snapshot?.contentHeight == 1_000, "round \(round)")
            await session.close()
            // The project's files are read until here.
            withExtendedLifetime(project) {}
        }
    }

    /// Editing the page while scrolled: only the edited item is sent again,
    /// and inserting items above the viewport scrolls it by their height.
    @Test func editsArePatchedInPlaceAndAnchored() async throws {
        let project = try TemporaryDirectory.project(["pages/list.yaml": LiveSessionTests.list(200)])
        let (session, recorder) = try LiveSessionTests.session(project, page: "list", y: 3_000, height: 400)
        await session.open()
        _ = await recorder.wait(for: "status") { $0["loading"] as? Bool == false }
        let before = recorder.messages.count
        try project.write("pages/list.yaml", LiveSessionTests.list(200) { $0 == 61 ? "Edited" : "Item \($0)" })
        await session.reload()
        let patches = recorder.messages.dropFirst(before).filter { $0["type"] as? String == "patch" }
        let changed = patches.flatMap {
            ($0["add"] as? [[String: Any]] ?? []) + ($0["update"] as? [[String: Any]] ?? [])
        }
        #expect(changed.compactMap { $0["key"] as? String } == ["i|list|i61"])
        #expect(patches.allSatisfy { $0["remove"] == nil && $0["move"] == nil && $0["anchor"] == nil })

        // Five items inserted at the top: the viewport follows its items down.
        let inserted =
            "page: list\nsections:\n  - id: list\n    header: {height: 40, title: All, pinned: true}\n"
            + "    layout: {kind: list, itemRatio: {absolute: 50}}\n    items:\n"
            + (0..<5).map { "      - {id: new\($0)}\n" }.joined()
            + (0..<200).map { "      - {id: i\($0), title: \"\($0 == 61 ? "Edited" : "Item \($0)")\"}\n" }.joined()
        try project.write("pages/list.yaml", inserted)
        await session.reload()
        #expect(recorder.messages("patch").last?["anchor"] as? Double == 250)
        #expect(await session.viewport.y == 3_250)
    }

    @Test func aDeletedPageOrOneWithErrorsWaitsForItsFile() async throws {
        let project = try TemporaryDirectory.project(["pages/list.yaml": LiveSessionTests.list(5)])
        let (session, recorder) = try LiveSessionTests.session(project, page: "list")
        await session.open()
        try project.write("pages/list.yaml", "page: list\nsections: [{id: a, layout: {kind: nope}}]\n")
        await session.reload()
        let problems = try #require(recorder.messages("problems").last)
        #expect(problems["blocking"] as? Bool == true)
        #expect((problems["html"] as? String ?? "").contains("unknown-layout"))
        try project.write("pages/list.yaml", LiveSessionTests.list(5))
        await session.reload()
        #expect(recorder.messages("reset").count == 2)
        try FileManager.default.removeItem(atPath: project.path("pages/list.yaml"))
        await session.reload()
        let gone = try #require(recorder.messages("problems").last)
        #expect(gone["blocking"] as? Bool == true)
        #expect((gone["html"] as? String ?? "").contains("no longer in the project"))
        #expect(recorder.messages("close").isEmpty)
        try project.write("pages/list.yaml", LiveSessionTests.list(5))
        await session.reload()
        #expect(recorder.messages("reset").count == 3)
    }
}
