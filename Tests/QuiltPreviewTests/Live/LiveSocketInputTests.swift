import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// Bad input reaching a live session over its WebSocket: viewport reports
/// with numbers JSON cannot carry or Quilt does not take, handshakes with
/// such parameters, and a page file deleted or broken while its page is
/// open — each answered with a sentence saying what is wrong, and the
/// session goes on.
@Suite("Live sessions and bad input", .serialized, .highPriority)
struct LiveSocketInputTests {
    /// The next message of `type` that passes `test`; nil once the socket closed.
    static func next(
        _ socket: RawWebSocket, _ type: String, where test: ([String: Any]) -> Bool = { _ in true }
    ) async throws -> [String: Any]? {
        while let message = try await socket.receive(type: type) {
            if test(message) { return message }
        }
        return nil
    }

    /// Refused reports, each with words its `error` must contain (any of
    /// them, when the decoder may refuse it either way).
    static let refusedReports: [(text: String, reason: [String])] = {
        let deep = String(repeating: "[", count: 1_500) + String(repeating: "]", count: 1_500)
        let standard = "standard JSON"
        var cases: [(String, [String])] = [
            (#"{"type": "viewport", "y": NaN, "height": 600}"#, [standard]),
            (#"{"type": "viewport", "y": Infinity, "height": 600}"#, [standard]),
            (#"{"type": "viewport", "y": -Infinity, "height": 600}"#, [standard]),
            (#"{"type": "viewport", "y": "NaN", "height": 600}"#, ["y must be a number"]),
            (#"{"type": "viewport", "y": "Infinity", "height": 600}"#, ["y must be a number"]),
            (#"{"type": "viewport", "y": null, "height": 600}"#, ["y must be a number"]),
            (#"{"type": "viewport", "height": 600}"#, ["y must be a number"]),
            (#"{"type": "viewport", "y": [0], "height": 600}"#, ["y must be a number"]),
            (#"{"type": "viewport", "y": 1e400, "height": 600}"#, [standard, "y must be a finite number"]),
            (#"{"type": "viewport", "y": -1e400, "height": 600}"#, [standard, "y must be a finite number"]),
            (
                #"{"type": "viewport", "y": 10000001, "height": 600}"#,
                ["y must be a finite number from -10000000 to 10000000"]
            ),
            (#"{"type": "viewport", "y": -1e308, "height": 600}"#, ["y must be a finite number"]),
            (#"{"type": "viewport", "y": 0, "height": -600}"#, ["height must be a finite number from 1 to 100000"]),
            (#"{"type": "viewport", "y": 0, "height": 0}"#, ["height must be a finite number from 1 to 100000"]),
            (#"{"type": "viewport", "y": 0, "height": 100001}"#, ["height must be a finite number from 1 to 100000"]),
            (#"{"type": "viewport", "y": 0, "height": 1e400}"#, [standard, "height must be a finite number"]),
            (#"{"type": "viewport", "y": 0, "height": "600"}"#, ["height must be a number"]),
            (#"{"type": "viewport", "y": 0, "height": null}"#, ["height must be a number"]),
            (#"{"type": "viewport", "y": 0}"#, ["height must be a number"]),
            (
                #"{"type": "viewport", "y": 0, "height": 600, "strips": {"a": "x"}}"#,
                ["strips must be an object of numbers"]
            ),
            (
                #"{"type": "viewport", "y": 0, "height": 600, "strips": {"a": null}}"#,
                ["strips must be an object of numbers"]
            ),
            (
                #"{"type": "viewport", "y": 0, "height": 600, "strips": [1, 2]}"#,
                ["strips must be an object of numbers"]
            ),
            (
                #"{"type": "viewport", "y": 0, "height": 600, "strips": {"a": -1e300}}"#,
                ["a strip offset must be a finite number"]
            ),
            (
                #"{"type": "viewport", "y": 0, "height": 600, "strips": {"a": 1e400}}"#,
                [standard, "a strip offset must be"]
            ),
            (#"{"type": "viewport", "seq": -1, "y": 0, "height": 600}"#, ["seq must be a finite number from 0"]),
            (#"{"type": "viewport", "seq": 1e16, "y": 0, "height": 600}"#, ["seq must be a finite number from 0"]),
            (#"{"type": "viewport", "seq": "1", "y": 0, "height": 600}"#, ["seq must be a number"]),
            (#"{"type": null, "y": 0, "height": 600}"#, ["unknown message type"]),
            (#"{"type": 7, "y": 0, "height": 600}"#, ["type must be a string"]),
            (#"{"type": "release", "section": "s", "x": NaN}"#, [standard]),
            (#"{"type": "release", "section": "s", "x": 1e400}"#, [standard, "x must be a finite number"]),
            (#"{"type": "release", "section": "s", "x": 0, "velocity": -1e9}"#, ["velocity must be a finite number"]),
            (#"{"type": "release", "section": 5, "x": 0}"#, ["section must be a string"]),
            // Nesting deeper than any decoder's stack wants, in an unknown field and in a known one.
            (#"{"type": "viewport", "y": 0, "height": 600, "pad": "# + deep + "}", [standard]),
            (#"{"type": "viewport", "y": 0, "height": 600, "strips": "# + deep + "}", [standard, "strips must be"]),
        ]
        cases.append(("[" + String(repeating: "{\"a\":[", count: 600), [standard]))
        return cases
    }()

    @Test func badViewportReportsAreRefusedWithTheirReasonAndTheSessionGoesOn() async throws {
        // The client answers no pings: on a machine busy with other tests the
        // run may outlast two ping intervals, which would close the session.
        var limits = PreviewLimits()
        limits.pingInterval = .seconds(3_600)
        let (server, port) = try await LiveSocketTests.server(limits)
        let socket = try await LiveSocketTests.open(port)
        #expect(try await socket.receive(type: "reset") != nil)
        for (index, refused) in Self.refusedReports.enumerated() {
            try socket.send(refused.text)
            let message = try #require(
                try await socket.receive(type: "error")?["message"] as? String, "\(refused.text.prefix(120))")
            #expect(refused.reason.contains { message.contains($0) }, "\(refused.text.prefix(120)) → \(message)")
            // The session still answers reports, at the extremes it takes too.
            let y = [-Viewport.maximumOffset, 0, Viewport.maximumOffset, 1_234.5][index % 4]
            let height = index % 3 == 0 ? Viewport.maximumHeight : 1
            try socket.send(#"{"type": "viewport", "seq": \#(index + 1), "y": \#(y), "height": \#(height)}"#)
            let answer = try await Self.next(socket, "patch") { $0["ack"] as? Int == index + 1 }
            #expect(answer != nil, "after \(refused.text.prefix(120))")
        }
        // Bad numbers in the address: the handshake is accepted and closed with 4400.
        for query in [
            "width=inf", "width=-390", "width=1e400", "width=nan", "width=abc", "width=", "width=390&height=-1",
            "height=1e400", "height=Infinity", "height=0", "offset=nan", "offset=1e400", "offset=-1e8", "offset=1e7x",
            "direction=up", "direction=RTL",
        ] {
            let refused = try await RawWebSocket.open(
                port: port, target: "/session/lists?\(query)", origin: "http://127.0.0.1:\(port)")
            while try await refused.receive() != nil {}
            #expect(refused.closeCode == 4400, "\(query)")
        }
        await #expect(try RawHTTP.request(port: port, target: "/").status == 200)
        await server.stop()
    }

    /// The page's file deleted, or broken several ways, while the page is
    /// open: the session says so (blocking problems), still answers
    /// reports, and sends the page whole once the file is back.
    @Test func aPageFileDeletedOrBrokenWhileOpenShowsWhyAndComesBack() async throws {
        let good =
            "page: one\nsections: [{id: s, layout: {kind: list, itemRatio: {absolute: 50}}, items: [{id: a}, {id: b}]}]\n"
        let project = try TemporaryDirectory.project(["pages/one.yaml": good])
        var limits = PreviewLimits()
        limits.pingInterval = .seconds(3_600)
        let site = PreviewSite(
            source: try PreviewSource(path: project.url.path, base: .standard), offline: true, limits: limits)
        let server = try await PreviewServer.start(
            site: site, host: "127.0.0.1", port: 0, pollInterval: .milliseconds(100))
        let port = UInt16(server.port)
        let socket = try await LiveSocketTests.open(port, page: "one")
        #expect(try await socket.receive(type: "reset") != nil)
        let file = project.path("pages/one.yaml")
        let breakages: [(name: String, reason: String?, apply: () throws -> Void)] = [
            ("deleted", "no longer in the project", { try FileManager.default.removeItem(atPath: file) }),
            ("invalid YAML", "yaml", { try project.write("pages/one.yaml", "page: one\nsections: [{id: s\n") }),
            ("wrong types", "wrong-type", { try project.write("pages/one.yaml", "page: one\nsections: 7\n") }),
            (
                "not UTF-8", nil,
                { try Data([0x70, 0x61, 0xFF, 0xFE, 0x00, 0x3A]).write(to: URL(fileURLWithPath: file)) }
            ),
            (
                "a folder",
                nil,
                {
                    try FileManager.default.removeItem(atPath: file)
                    try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
                }
            ),
        ]
        for (index, breakage) in breakages.enumerated() {
            try breakage.apply()
            let problems = try #require(
                try await Self.next(socket, "problems") { $0["blocking"] as? Bool == true }, "\(breakage.name)")
            let html = problems["html"] as? String ?? ""
            #expect((problems["count"] as? Int ?? 0) >= 1, "\(breakage.name)")
            if let reason = breakage.reason { #expect(html.contains(reason), "\(breakage.name): \(html)") }
            try socket.send(#"{"type": "viewport", "seq": \#(index + 1), "y": 0, "height": 600}"#)
            #expect(try await Self.next(socket, "patch") { $0["ack"] as? Int == index + 1 } != nil, "\(breakage.name)")
            if (try? FileManager.default.attributesOfItem(atPath: file)[.type] as? FileAttributeType) == .typeDirectory
            {
                try FileManager.default.removeItem(atPath: file)
            }
            try project.write("pages/one.yaml", good)
            let reset = try #require(try await socket.receive(type: "reset"), "\(breakage.name): the page comes back")
            #expect(
                (reset["add"] as? [[String: Any]] ?? []).contains { $0["key"] as? String == "i|s|a" },
                "\(breakage.name)")
        }
        await #expect(try RawHTTP.request(port: port, target: "/pages/one.json").status == 200)
        await server.stop()
    }
}
