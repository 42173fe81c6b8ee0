import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// Collapsible sections toggled on the live page, and the server's
/// `--direction` on it.
@Suite("Live page toggles and direction", .serialized, .highPriority)
struct LiveToggleTests {
    static func keys(_ patch: [String: Any], _ field: String) -> Set<String> {
        if field == "remove" { return Set(patch["remove"] as? [String] ?? []) }
        return Set((patch[field] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String })
    }

    /// Over the socket, on the example collapsible page: `toggle` expands the
    /// settings section (a patch adds the four hidden items and redraws the
    /// footer), again collapses it (a patch removes them); a section that
    /// does not collapse is refused.
    @Test func aToggleIsAPatchOfTheItemsItInsertsOrDeletes() async throws {
        let (server, port) = try await LiveSocketTests.server()
        let socket = try await LiveSocketTests.open(port, page: "collapsible")
        let reset = try #require(try await socket.receive(type: "reset"))
        let shown = Self.keys(reset, "add").filter { $0.hasPrefix("i|settings|") }
        #expect(shown == ["i|settings|wifi", "i|settings|bluetooth", "i|settings|cellular"])
        let hidden: Set = ["i|settings|hotspot", "i|settings|vpn", "i|settings|notifications", "i|settings|sounds"]
        try socket.send(#"{"type": "toggle", "section": "settings"}"#)
        let expanded = try #require(
            try await LiveSocketInputTests.next(socket, "patch") { !Self.keys($0, "add").isDisjoint(with: hidden) })
        #expect(Self.keys(expanded, "add").isSuperset(of: hidden))
        let footer = try #require(
            (expanded["update"] as? [[String: Any]])?.first { $0["key"] as? String == "f|settings" })
        #expect((footer["html"] as? String ?? "").contains("Show less"))
        try socket.send(#"{"type": "toggle", "section": "settings"}"#)
        let collapsed = try #require(
            try await LiveSocketInputTests.next(socket, "patch") { !Self.keys($0, "remove").isDisjoint(with: hidden) })
        #expect(Self.keys(collapsed, "remove") == hidden)
        for section in ["nothere", ""] {
            try socket.send(#"{"type": "toggle", "section": "\#(section)"}"#)
            let error = try #require(try await socket.receive(type: "error")?["message"] as? String)
            #expect(error.contains("no collapsible section"), "\(section): \(error)")
        }
        await server.stop()
    }

    /// The status that ends a toggle comes after the patch of what it
    /// changed: a page that waits for the status (`quiltPreview.toggle()`)
    /// reads the new DOM. The intent's end and its commit reach the session
    /// apart, and on a loaded machine the status once went first.
    @Test func theStatusEndingAToggleFollowsItsPatch() async throws {
        let project = try TemporaryDirectory.project([
            "pages/c.yaml": "page: c\nsections:\n  - id: s\n    layout: {kind: list, itemRatio: {absolute: 40}}\n"
                + "    collapsible: {show: {count: 2}}\n    items: [{id: a}, {id: b}, {id: c}, {id: d}]\n"
        ])
        let (session, recorder) = try LiveSessionTests.session(project, page: "c")
        await session.open()
        #expect(await recorder.wait(for: "status", where: { $0["loading"] as? Bool == false }) != nil)
        for toggle in 1...30 {
            await session.receive(#"{"type": "toggle", "section": "s"}"#)
            let ended = { (message: [String: Any]) in
                message["type"] as? String == "status" && message["intents"] as? Double == Double(toggle)
                    && message["loading"] as? Bool == false
            }
            #expect(await recorder.wait(for: "status", where: ended) != nil, "toggle \(toggle)")
            let messages = recorder.messages
            let end = try #require(messages.firstIndex(where: ended))
            let items = recorder.dom(of: Array(messages[..<end])).keys.filter { $0.hasPrefix("i|s|") }
            #expect(items.count == (toggle % 2 == 1 ? 4 : 2), "toggle \(toggle): \(items.sorted())")
        }
    }

    /// A section the reader expanded stays expanded when a file is edited.
    @Test func toggledSectionsStayToggledThroughAnEdit() async throws {
        let page = { (title: String) in
            "page: c\nsections:\n  - id: s\n    layout: {kind: list, itemRatio: {absolute: 40}}\n"
                + "    collapsible: {show: {count: 2}}\n    items: [{id: a, title: \(title)}, {id: b}, {id: c}, {id: d}]\n"
        }
        let project = try TemporaryDirectory.project(["pages/c.yaml": page("A")])
        let (session, recorder) = try LiveSessionTests.session(project, page: "c")
        await session.open()
        #expect(await recorder.wait(for: "status", where: { $0["loading"] as? Bool == false }) != nil)
        await session.receive(#"{"type": "toggle", "section": "s"}"#)
        #expect(await recorder.wait(for: "patch", where: { Self.keys($0, "add").contains("i|s|d") }) != nil)
        try project.write("pages/c.yaml", page("Edited"))
        await session.reload()
        let dom = recorder.dom
        #expect(Set(dom.keys.filter { $0.hasPrefix("i|s|") }) == ["i|s|a", "i|s|b", "i|s|c", "i|s|d"])
        #expect(dom["i|s|a"]?.contains("Edited") == true)
        #expect(await session.page?.section("s")?.collapsible?.isCollapsed == false)
    }

    /// The items the reader selected and deselected stay so when a file is
    /// edited: the last tap of a single selection wins, and a multiple
    /// selection keeps what it added and drops what it took away.
    @Test func selectionsStayThroughAnEdit() async throws {
        let page = { (title: String) in
            "page: c\nsections:\n  - {id: s, selection: single, layout: {kind: list, itemRatio: {absolute: 40}},"
                + " items: [{id: a, title: \(title)}, {id: b}, {id: c}]}\n"
                + "  - {id: m, selection: multiple, selected: [x], layout: {kind: list, itemRatio: {absolute: 40}},"
                + " items: [{id: x}, {id: y}, {id: z}]}\n"
        }
        let project = try TemporaryDirectory.project(["pages/c.yaml": page("A")])
        let (session, recorder) = try LiveSessionTests.session(project, page: "c")
        await session.open()
        #expect(await recorder.wait(for: "status", where: { $0["loading"] as? Bool == false }) != nil)
        let taps = ["select:s:a", "select:s:b", "select:m:y", "deselect:m:x", "select:m:x", "deselect:m:x"]
        for (number, tap) in taps.enumerated() {
            await session.receive(#"{"type": "intent", "intent": "\#(tap)"}"#)
            let ended = { (message: [String: Any]) in
                message["intents"] as? Double == Double(number + 1) && message["loading"] as? Bool == false
            }
            #expect(await recorder.wait(for: "status", where: ended) != nil, "\(tap)")
        }
        #expect(await session.page?.section("s")?.selected == ["b"])
        #expect(await session.page?.section("m")?.selected == ["y"])
        try project.write("pages/c.yaml", page("Edited"))
        await session.reload()
        #expect(recorder.dom["i|s|a"]?.contains("Edited") == true)
        #expect(await session.page?.section("s")?.selected == ["b"])
        #expect(await session.page?.section("m")?.selected == ["y"])
    }

    /// `--direction rtl` lays a left-to-right page out right to left (two
    /// items a row: the first at the right), and says so in the reset;
    /// `--direction ltr` does the reverse to the example right-to-left page.
    @Test func theServersDirectionWinsOverThePages() async throws {
        let text =
            "page: two\nsections:\n  - {id: s, layout: {kind: list, distribution: 2, itemRatio: {absolute: 50}}, items: [{id: a}, {id: b}]}\n"
        let project = try TemporaryDirectory.project(["pages/two.yaml": text])
        for (direction, left) in [(LayoutDirection?.none, "left:0px"), (.rtl, "left:195px"), (.ltr, "left:0px")] {
            let source = try PreviewSource(path: project.url.path, base: .standard)
            let recorder = LiveRecorder()
            let session = LiveSession(
                site: PreviewSite(source: source, offline: true, direction: direction), name: "two", width: 390,
                viewport: Viewport(y: 0, height: 600), send: recorder.send)
            await session.open()
            let reset = try #require(await recorder.wait(for: "reset"))
            #expect(reset["direction"] as? String == (direction ?? .ltr).rawValue)
            #expect(
                recorder.dom["i|s|a"]?.contains(left) == true,
                "\(String(describing: direction)): \(recorder.dom["i|s|a"] ?? "")")
            await session.close()
        }
        let examples = try PreviewSource(path: PackagePaths.path("Examples"), base: .standard)
        for direction in [LayoutDirection.ltr, .rtl] {
            let recorder = LiveRecorder()
            let session = LiveSession(
                site: PreviewSite(source: examples, offline: true, direction: direction), name: "rtl", width: 390,
                viewport: Viewport(y: 0, height: 844), send: recorder.send)
            await session.open()
            #expect(await recorder.wait(for: "reset")?["direction"] as? String == direction.rawValue)
            #expect(await session.snapshot?.direction == direction)
            await session.close()
        }
    }

    /// The URL's `?direction=` wins over `--direction` and the page's own,
    /// as on the static page.
    @Test func theURLsDirectionWinsOverTheServersAndThePages() async throws {
        let text =
            "page: two\nsections:\n  - {id: s, layout: {kind: list, distribution: 2, itemRatio: {absolute: 50}}, items: [{id: a}, {id: b}]}\n"
        let project = try TemporaryDirectory.project(["pages/two.yaml": text])
        let cases: [(server: LayoutDirection?, url: LayoutDirection, left: String)] = [
            (nil, .rtl, "left:195px"), (.ltr, .rtl, "left:195px"), (.rtl, .ltr, "left:0px"),
        ]
        for (server, url, left) in cases {
            let source = try PreviewSource(path: project.url.path, base: .standard)
            let recorder = LiveRecorder()
            let session = LiveSession(
                site: PreviewSite(source: source, offline: true, direction: server), name: "two", width: 390,
                direction: url, viewport: Viewport(y: 0, height: 600), send: recorder.send)
            await session.open()
            let reset = try #require(await recorder.wait(for: "reset"))
            #expect(reset["direction"] as? String == url.rawValue, "server \(String(describing: server)), URL \(url)")
            #expect(recorder.dom["i|s|a"]?.contains(left) == true, "server \(String(describing: server)), URL \(url)")
            await session.close()
        }
    }
}
