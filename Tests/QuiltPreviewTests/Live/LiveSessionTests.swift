import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// A live session driven directly, without a socket: what it sends for
/// viewports, loads, bad messages and edits.
@Suite("Live sessions", .highPriority)
struct LiveSessionTests {
    static func session(_ project: TemporaryDirectory, page: String, y: Double = 0, height: Double = 400)
        throws -> (LiveSession, LiveRecorder)
    {
        let recorder = LiveRecorder()
        let session = LiveSession(
            site: try project.site(), name: page, width: 390, viewport: Viewport(y: y, height: height),
            send: recorder.send)
        return (session, recorder)
    }

    static func list(_ count: Int, title: (Int) -> String = { "Item \($0)" }) -> String {
        var text = "page: list\nsections:\n  - id: list\n    header: {height: 40, title: All, pinned: true}\n"
        text += "    layout: {kind: list, itemRatio: {absolute: 50}}\n    items:\n"
        for index in 0..<count { text += "      - {id: i\(index), title: \"\(title(index))\"}\n" }
        return text
    }

    /// Items of the list page whose frame (40 + 50 i … + 50) meets the band.
    static func items(from top: Double, to bottom: Double, count: Int) -> Set<String> {
        let meeting = (0..<count).filter { (index: Int) -> Bool in
            let y: Double = 40 + 50 * Double(index)
            return y < bottom && y + 50 > top
        }
        return Set(meeting.map { "i|list|i\($0)" })
    }

    @Test func theDOMHoldsTheViewportAndAScreenAroundIt() async throws {
        let project = try TemporaryDirectory.project(["pages/list.yaml": Self.list(400)])
        let (session, recorder) = try Self.session(project, page: "list")
        await session.open()
        #expect(await recorder.wait(for: "status", where: { $0["loading"] as? Bool == false }) != nil)
        try await withEvery("seed", in: 0..<60) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let y = Double.random(in: 0...(40 + 50 * 400 - 400), using: &random).rounded()
            await session.receive(#"{"type": "viewport", "seq": \#(seed + 1), "y": \#(y), "height": 400}"#)
            let dom = recorder.dom
            let items = Set(dom.keys.filter { $0.hasPrefix("i|") })
            #expect(items == Self.items(from: y - 400, to: y + 800, count: 400), "y \(y)")
            #expect(dom["h|list"] != nil)
            let answer = recorder.messages("patch").last
            #expect(answer?["ack"] as? Int == seed + 1)
            #expect((answer?["pins"] as? [[String: Any]])?.first?["y"] as? Double == max(0, y))
        }
    }

    @Test func badMessagesAreRefusedAndTheSessionGoesOn() async throws {
        let project = try TemporaryDirectory.project(["pages/list.yaml": Self.list(50)])
        let (session, recorder) = try Self.session(project, page: "list")
        await session.open()
        let refused = [
            "not json", "[]", "{}", #"{"type": 3}"#, #"{"type": "nonsense"}"#,
            #"{"type": "viewport", "y": NaN, "height": 400}"#, #"{"type": "viewport", "y": 1e308, "height": 400}"#,
            #"{"type": "viewport", "y": 0, "height": 0}"#, #"{"type": "viewport", "y": 0, "height": 1e308}"#,
            #"{"type": "viewport", "y": "0", "height": 400}"#, #"{"type": "viewport", "y": true, "height": 400}"#,
            #"{"type": "viewport", "y": 0}"#, #"{"type": "viewport", "y": 0, "height": 400, "strips": {"a": 1e300}}"#,
            #"{"type": "viewport", "y": 0, "height": 400, "seq": -1}"#,
            #"{"type": "intent", "intent": "initial"}"#, #"{"type": "intent", "intent": "autoupdate"}"#,
            #"{"type": "intent", "intent": "page:-1"}"#, #"{"type": "release", "section": "list", "x": 1e9}"#,
            #"{"type": "release", "section": "list", "x": 0}"#, #"{"type": "release", "x": 0}"#,
            String(repeating: " ", count: 5_000) + "{}",
        ]
        for text in refused {
            let before = recorder.messages("error").count
            await session.receive(text)
            #expect(recorder.messages("error").count == before + 1, "\(text.prefix(80))")
        }
        await session.receive(#"{"type": "viewport", "seq": 9, "y": 100, "height": 400}"#)
        #expect(recorder.messages("patch").last?["ack"] as? Int == 9)
    }

    /// A strip released at x settles on `targetOffset(forProposed:velocity:)`.
    @Test func stripsSettleWhereTheEngineSays() async throws {
        var page = "page: strip\nsections:\n  - id: strip\n"
        page +=
            "    layout: {kind: list, arrange: horizontal, distribution: {absolute: 120}, itemRatio: {absolute: 80}, scrolling: itemPaging, interitemSpacing: 10}\n"
        page += "    items: [" + (0..<30).map { "{id: s\($0)}" }.joined(separator: ", ") + "]\n"
        let project = try TemporaryDirectory.project(["pages/strip.yaml": page])
        let (session, recorder) = try Self.session(project, page: "strip")
        await session.open()
        let strip = try #require(await session.snapshot?.sections.first?.strip)
        for (x, velocity) in [(0.0, 0.0), (200.0, 0.0), (200.0, 1.0), (200.0, -1.0), (3_000.0, 0.0), (65.0, 0.2)] {
            await session.receive(#"{"type": "release", "section": "strip", "x": \#(x), "velocity": \#(velocity)}"#)
            let settled = try #require(recorder.messages("settle").last)
            #expect(
                settled["x"] as? Double == strip.targetOffset(forProposed: x, velocity: velocity), "\(x) \(velocity)")
        }
        // Items around the settled offset are sent, inside the strip.
        let last = try #require(recorder.messages("settle").last?["x"] as? Double)
        let keys = recorder.dom.keys.filter { $0.hasPrefix("i|strip|") }
        #expect(keys.contains("i|strip|s\(Int(last / 130))"))
    }
}
