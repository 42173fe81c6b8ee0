import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// The live page's WebSocket against hostile clients: cross-site and
/// foreign-host handshakes, too many sessions, oversized and binary
/// messages, idle sessions — clear refusals, and the server stays up.
@Suite("Live sessions over WebSocket", .serialized, .highPriority)
struct LiveSocketTests {
    static func server(_ limits: PreviewLimits = PreviewLimits()) async throws -> (PreviewServer, UInt16) {
        let source = try PreviewSource(path: PackagePaths.path("Examples"), base: .standard)
        let site = PreviewSite(source: source, offline: true, eventTimeout: .seconds(30), limits: limits)
        let server = try await PreviewServer.start(site: site, host: "127.0.0.1", port: 0)
        return (server, UInt16(server.port))
    }

    /// A session for `page`, opened off the concurrency pool (the server in this process needs it).
    static func open(_ port: UInt16, page: String = "lists", origin: String? = nil) async throws -> RawWebSocket {
        try await RawWebSocket.open(
            port: port, target: "/session/\(page)?width=390&height=600", origin: origin ?? "http://127.0.0.1:\(port)")
    }

    /// ``open(_:page:origin:)`` for a caller already off the pool.
    static func openBlocking(_ port: UInt16, page: String) throws -> RawWebSocket {
        try RawWebSocket(
            port: port, target: "/session/\(page)?width=390&height=600", origin: "http://127.0.0.1:\(port)")
    }

    @Test func onlyThePreviewsOwnPagesMayOpenASession() async throws {
        let (server, port) = try await Self.server()
        let good = try await Self.open(port)
        #expect(good.status == 101)
        await #expect(try good.receive(type: "reset") != nil)
        for origin in [
            "http://evil.example", "http://127.0.0.1:1", "https://127.0.0.1:\(port)", "null",
            "http://127.0.0.1:\(port)/x",
        ] {
            let refused = try await Self.open(port, origin: origin)
            #expect(refused.status == 403, "\(origin)")
            #expect(refused.answer.contains("Origin must be"), "\(origin)")
        }
        let withoutOrigin = try await RawWebSocket.open(port: port, target: "/session/lists", origin: nil)
        #expect(withoutOrigin.status == 403)
        let rebound = try await RawWebSocket.open(
            port: port, target: "/session/lists", origin: "http://evil.example:\(port)", host: "evil.example:\(port)")
        #expect(rebound.status == 403)
        // Past the handshake, a refusal is a close code (browsers show no statuses).
        for (target, code) in [
            ("/session/nothere", 4404), ("/session/lists?width=1e-300", 4400), ("/session/lists?height=nan", 4400),
        ] {
            let refused = try await RawWebSocket.open(port: port, target: target, origin: "http://127.0.0.1:\(port)")
            while try await refused.receive() != nil {}
            #expect(refused.closeCode == UInt16(code), "\(target)")
        }
        let origin = "Origin: http://127.0.0.1:\(port)"
        await #expect(try RawHTTP.request(port: port, target: "/session/lists", headers: [origin]).status == 426)
        await #expect(try RawHTTP.request(port: port, target: "/session/nothere", headers: [origin]).status == 404)
        await #expect(
            try RawHTTP.request(port: port, target: "/session/lists?width=0", headers: [origin]).status == 400)
        await #expect(
            try RawHTTP.request(port: port, target: "/session/lists", headers: ["Origin: http://evil.example"]).status
                == 403)
        await server.stop()
    }

    /// 200 pages at once: 64 get sessions, the rest are closed with 1013
    /// (try again later); the server keeps answering; closed sessions make room.
    @Test func twoHundredSessionsAtOnce() async throws {
        // A small page, so that opening 64 sessions is quick on a busy machine.
        let project = try TemporaryDirectory.project([
            "pages/one.yaml": "page: one\nsections: [{id: s, items: [{id: a}]}]\n"
        ])
        // The client answers no pings: sessions opened first must not be
        // closed for it (making room) while a loaded machine opens the rest.
        var limits = PreviewLimits()
        limits.pingInterval = .seconds(3_600)
        let site = PreviewSite(
            source: try PreviewSource(path: project.url.path, base: .standard), offline: true, limits: limits)
        let server = try await PreviewServer.start(site: site, host: "127.0.0.1", port: 0)
        let port = UInt16(server.port)
        // The blocking client runs off the concurrency pool, which the server needs.
        var (sessions, refused) = try await offThePool {
            var sessions: [RawWebSocket] = []
            var refused = 0
            for _ in 0..<200 {
                let socket = try Self.openBlocking(port, page: "one")
                if try socket.receive() != nil {
                    sessions.append(socket)
                } else if socket.closeCode == 1013 {
                    refused += 1
                }
            }
            return (sessions, refused)
        }
        #expect(sessions.count == 64)
        #expect(refused == 136)
        #expect(try await offThePool { try RawHTTP.request(port: port, target: "/pages/one.json").status } == 200)
        sessions.removeAll()
        // The server sees the closed sockets shortly.
        var reopened = false
        for _ in 0..<100 where !reopened {
            reopened = try await offThePool { try Self.openBlocking(port, page: "one").receive() != nil }
            if !reopened { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(reopened)
        await server.stop()
    }

    @Test func oversizedMessagesCloseTheSocketAndBinaryOnesAreRefused() async throws {
        let (server, port) = try await Self.server()
        let binary = try await Self.open(port)
        try binary.send("{}", opcode: 2)
        await #expect((try binary.receive(type: "error")?["message"] as? String)?.contains("JSON text") == true)
        let big = try await Self.open(port)
        _ = try await big.receive(type: "reset")
        try big.send(
            #"{"type": "viewport", "y": 0, "height": 400, "pad": ""# + String(repeating: "x", count: 100_000) + "\"}")
        while try await big.receive() != nil {}
        #expect(big.closeCode == 1009)
        // Malformed and out-of-range viewports are refused; the session answers a good one after.
        let session = try await Self.open(port)
        for text in [
            "{", #"{"type": "viewport", "y": 1e308, "height": 600}"#,
            #"{"type": "viewport", "y": -0.0, "height": 1e-9}"#,
        ] {
            try session.send(text)
            await #expect(try session.receive(type: "error") != nil, "\(text)")
        }
        try session.send(#"{"type": "viewport", "seq": 1, "y": 0, "height": 600}"#)
        await #expect(try session.receive(type: "patch")?["ack"] as? Int == 1)
        await #expect(try RawHTTP.request(port: port, target: "/").status == 200)
        await server.stop()
    }

    @Test func silentSessionsAreClosed() async throws {
        var limits = PreviewLimits()
        limits.sessionIdleTimeout = .seconds(1)
        let (server, port) = try await Self.server(limits)
        let socket = try await Self.open(port)
        let started = ContinuousClock.now
        while try await socket.receive() != nil {}
        #expect(socket.closeCode == 1000)
        #expect(ContinuousClock.now - started < .seconds(10))
        await server.stop()
    }
}
