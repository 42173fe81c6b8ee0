import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// Requests not written as HTTP/1.1 writes them, and `Host` values a
/// lenient reading takes for local ones: each is answered (400, 501 for an
/// unknown method) and its connection closed. NIO's parser rejected many of
/// them silently: no answer for minutes, the connection held open past the
/// idle limit, and 260 of them made every other request 503.
@Suite("Malformed requests", .serialized, .highPriority)
struct MalformedRequestTests {
    static let cases: [(name: String, request: String, status: Int)] = [
        ("an unknown method", "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 501),
        ("a lower-case method", "get / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 501),
        ("HTTP/1.2", "GET / HTTP/1.2\r\nHost: 127.0.0.1\r\n\r\n", 400),
        ("lines ending in LF alone", "GET / HTTP/1.1\nHost: 127.0.0.1\n\n", 400),
        ("a folded Host line", "GET / HTTP/1.1\r\nHost:\r\n 127.0.0.1\r\n\r\n", 400),
        ("NUL in a header", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\u{0}b\r\n\r\n", 400),
        ("a CR inside a header", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-A: a\rb\r\n\r\n", 400),
        ("a space before the colon", "GET / HTTP/1.1\r\nHost : 127.0.0.1\r\n\r\n", 400),
        ("two spaces in the request line", "GET  / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
        ("userinfo in Host", "GET / HTTP/1.1\r\nHost: 127.0.0.1:1@evil.com\r\n\r\n", 400),
        ("a fragment in Host", "GET / HTTP/1.1\r\nHost: evil.com#.localhost\r\n\r\n", 400),
        ("a port of twenty digits", "GET / HTTP/1.1\r\nHost: 127.0.0.1:99999999999999999999\r\n\r\n", 400),
        ("no Host", "GET / HTTP/1.1\r\n\r\n", 400),
        ("two Hosts", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.com\r\n\r\n", 400),
        ("an absolute-form target", "GET http://evil.com/pages/lists.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
    ]

    @Test func eachIsAnsweredAndClosed() async throws {
        let server = try await ServerLimitsTests.server()
        let port = UInt16(server.port)
        try await withEvery("case", in: Self.cases.map(\.name)) { name in
            let found = try #require(Self.cases.first { $0.name == name })
            // `exchange` reads until the server closes: a silent server fails it by its timeout.
            let answer = try await RawHTTP.exchange(port: port, bytes: Array(found.request.utf8), timeout: 20)
            #expect(answer.status == found.status, "\(answer.status) \(answer.body)")
            #expect(answer.headers["connection"] == "close")
            #expect(!answer.body.contains("<"), "a refusal, not a page: \(answer.body.prefix(200))")
        }
        let (normal, _) = try await ServerLimitsTests.normal(port)
        #expect(normal.status == 200)
        await server.stop()
    }

    /// 260 connections each sending a request the parser rejects, left open
    /// by the client: the server answers and closes them, and other
    /// requests are answered (they were 503 until the client let go).
    @Test func manyRejectedRequestsDoNotFillTheServer() async throws {
        let server = try await ServerLimitsTests.server()
        let port = UInt16(server.port)
        let open = try await offThePool {
            try (0..<260).map { _ in
                let connection = try RawConnection(port: port, timeout: 20)
                try connection.send("FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
                return connection
            }
        }
        var status = 0
        let deadline = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < deadline {
            status = try await ServerLimitsTests.normal(port).0.status
            if status == 200 { break }
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(status == 200)
        let answered = try await offThePool { try open.prefix(3).map { try $0.readToEnd() } }
        for bytes in answered {
            #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("HTTP/1.1 501 Not Implemented"))
        }
        await server.stop()
    }

    /// The Host check reads the header strictly: names a lenient reading
    /// took for loopback ones are refused, loopback ones still answered.
    @Test func hostsAreCheckedWhateverTheirSpelling() async throws {
        let server = try await ServerLimitsTests.server()
        let port = UInt16(server.port)
        for host in ["localhost:\(port)", "LOCALHOST", "127.0.0.1", "[::1]:\(port)", "app.localhost:\(port)"] {
            await #expect(try RawHTTP.request(port: port, target: "/", host: host).status == 200, "\(host)")
        }
        for host in ["evil.com", "evil.com:\(port)", "localhost.evil.com"] {
            await #expect(try RawHTTP.request(port: port, target: "/", host: host).status == 403, "\(host)")
        }
        await server.stop()
    }
}
