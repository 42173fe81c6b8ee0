import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// The live page's WebSocket closes as RFC 6455 asks: 1007 for text that is
/// not UTF-8 (it was answered with an `error` message), 1002 for a frame a
/// client did not mask (it was read), 1009 for a message over 4 KiB sent in
/// fragments (it closed with 1000) or in one frame of a megabyte (the
/// connection was reset before the client could read the code).
@Suite("Live sessions and RFC 6455", .serialized, .highPriority)
struct LiveSocketProtocolTests {
    /// A session on `lists`, its first message (the page) read.
    static func session(_ port: UInt16) async throws -> RawWebSocket {
        let socket = try await RawWebSocket.open(
            port: port, target: "/session/lists?width=390&height=600", origin: "http://127.0.0.1:\(port)", timeout: 20)
        #expect(socket.status == 101)
        #expect(try await socket.receive(type: "reset") != nil)
        return socket
    }

    /// Reads until the server closes (a server that never does fails the read by its timeout).
    static func closeCode(of socket: RawWebSocket) async throws -> UInt16? {
        try await offThePool {
            while try socket.receive() != nil {}
            return socket.closeCode
        }
    }

    @Test func eachBrokenRuleClosesWithItsCode() async throws {
        let (server, port) = try await LiveSocketTests.server()
        let invalid = try await Self.session(port)
        try invalid.sendFrame([0x7B, 0xFF, 0xFE, 0x7D], opcode: 1)
        #expect(try await Self.closeCode(of: invalid) == 1007)

        let unmasked = try await Self.session(port)
        try unmasked.sendFrame(
            Array(#"{"type": "viewport", "seq": 1, "y": 0, "height": 600}"#.utf8), opcode: 1, masked: false)
        #expect(try await Self.closeCode(of: unmasked) == 1002)

        let fragmented = try await Self.session(port)
        let part = [UInt8](repeating: 0x20, count: 2_000)
        try fragmented.sendFrame(part, opcode: 1, fin: false)
        try fragmented.sendFrame(part, opcode: 0, fin: false)
        try fragmented.sendFrame(part, opcode: 0, fin: true)
        #expect(try await Self.closeCode(of: fragmented) == 1009)

        let huge = try await Self.session(port)
        try await offThePool { try huge.sendFrame([UInt8](repeating: 0x20, count: 1 << 20), opcode: 1) }
        #expect(try await Self.closeCode(of: huge) == 1009)

        // The server goes on answering, and a well-behaved session works.
        let good = try await Self.session(port)
        try good.send(#"{"type": "viewport", "seq": 7, "y": 0, "height": 600}"#)
        #expect(try await good.receive(type: "patch")?["ack"] as? Int == 7)
        await server.stop()
    }
}
