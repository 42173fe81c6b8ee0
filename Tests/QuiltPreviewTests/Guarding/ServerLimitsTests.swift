import Foundation
import Quilt
@testable import QuiltPreview
@testable import QuiltPreviewSite
import QuiltTestSupport
import Testing

/// The preview server against hostile clients: every limit of
/// ``PreviewLimits`` answered with its status, and a normal request still
/// answered meanwhile. Times are printed, and asserted only loosely (this
/// runs on a busy 2-core machine); Benchmarks/preview gives the figures.
@Suite("Preview server limits", .serialized, .highPriority)
struct ServerLimitsTests {
    static func server(_ limits: PreviewLimits = PreviewLimits()) async throws -> PreviewServer {
        let source = try PreviewSource(path: PackagePaths.path("Examples"), base: .standard)
        let site = PreviewSite(source: source, offline: true, eventTimeout: .seconds(30), limits: limits)
        return try await PreviewServer.start(site: site, host: "127.0.0.1", port: 0)
    }

    /// A normal request, and how long its answer took.
    static func normal(_ port: UInt16, target: String = "/pages/lists.json") async throws -> (
        RawHTTP.Response, Duration
    ) {
        let started = ContinuousClock.now
        let response = try await RawHTTP.request(port: port, target: target, timeout: 20)
        return (response, ContinuousClock.now - started)
    }

    /// FlyingFox read the request line byte by byte with a search per byte:
    /// a 1 MB target took minutes of both cores. Now it is refused after 8 KiB.
    @Test func aMegabyteTargetIs414AtOnce() async throws {
        let server = try await Self.server()
        let port = UInt16(server.port)
        let started = ContinuousClock.now
        let target = "/pages/" + String(repeating: "a", count: 1 << 20)
        let refused = try await RawHTTP.exchange(
            port: port, bytes: Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
        let took = ContinuousClock.now - started
        print("1 MB target: \(refused.status) after \(took)")
        #expect(refused.status == 414)
        #expect(refused.body.contains("longer than 8192 bytes"))
        // The quadratic parser took minutes; a release build refuses in
        // about 3 ms (Benchmarks/preview/hostile_load.py). The bound leaves
        // room for a debug build beside the whole suite on two cores (11.8 s
        // seen there) and still tells a parse that grows with the target.
        #expect(took < .seconds(30))
        let (answer, _) = try await Self.normal(port)
        #expect(answer.status == 200)
        await server.stop()
    }

    @Test func twentyThousandHeadersAndLongHeadersAre431() async throws {
        let server = try await Self.server()
        let port = UInt16(server.port)
        let many =
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String(repeating: "X-Filler: 1\r\n", count: 20_000) + "\r\n"
        let started = ContinuousClock.now
        let refused = try await RawHTTP.exchange(port: port, bytes: Array(many.utf8))
        print("20,000 headers: \(refused.status) after \(ContinuousClock.now - started)")
        #expect(refused.status == 431)
        #expect(refused.body.contains("more than 100 header fields"))
        let long = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: " + String(repeating: "b", count: 9_000) + "\r\n\r\n"
        await #expect(try RawHTTP.exchange(port: port, bytes: Array(long.utf8)).status == 431)
        let total =
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            + String(repeating: "X-Some: " + String(repeating: "c", count: 1_000) + "\r\n", count: 40) + "\r\n"
        let refusedTotal = try await RawHTTP.exchange(port: port, bytes: Array(total.utf8))
        #expect(
            refusedTotal.status == 431 && refusedTotal.body.contains("longer than 32768 bytes"), "\(refusedTotal.body)")
        await #expect(try Self.normal(port).0.status == 200)
        await server.stop()
    }

    @Test func bodiesOverTheLimitAre413AndChunkedBodies411() async throws {
        let server = try await Self.server()
        let port = UInt16(server.port)
        let big = try await RawHTTP.exchange(
            port: port, bytes: Array("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000000\r\n\r\n".utf8))
        #expect(big.status == 413)
        let chunked = try await RawHTTP.exchange(
            port: port, bytes: Array("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
        #expect(chunked.status == 411)
        let twoLengths = try await RawHTTP.exchange(
            port: port,
            bytes: Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab".utf8))
        #expect(twoLengths.status == 400)
        // A small body is read past, and the next request on the connection answered.
        let small =
            "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello"
            + "GET /pages/nothere HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        let connection = try RawConnection(port: port, timeout: 20)
        try connection.send(small)
        let answers = await String(decoding: try connection.readToEnd(), as: UTF8.self)
        #expect(
            answers.hasPrefix("HTTP/1.1 200 OK") && answers.contains("HTTP/1.1 404 Not Found"), "\(answers.prefix(300))"
        )
        await server.stop()
    }

    /// 200 connections that send half a head and wait: a normal request is
    /// still answered at once, they are closed after the idle timeout, and
    /// stopping does not wait for them.
    @Test func twoHundredSlowConnectionsDoNotStopANormalRequest() async throws {
        var limits = PreviewLimits()
        // Blocked by the slow connections, the normal request would wait for
        // the idle timeout (10 s) to close them, so any answer sooner shows
        // it was not blocked. A debug build beside the rest of the suite on
        // two cores took up to 5.9 s (a release build: 8 ms,
        // Benchmarks/preview/hostile_load.py).
        limits.idleTimeout = .seconds(10)
        let server = try await Self.server(limits)
        let port = UInt16(server.port)
        _ = try await Self.normal(port)
        let (_, quiet) = try await Self.normal(port)
        var slow: [RawConnection] = []
        for index in 0..<200 {
            let connection = try RawConnection(port: port, timeout: 20)
            try connection.send("GET /pages/home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow-\(index): ")
            slow.append(connection)
        }
        let (answer, busy) = try await Self.normal(port)
        print("normal request: \(quiet) alone, \(busy) beside 200 slow connections")
        #expect(answer.status == 200)
        #expect(busy < .seconds(9.5))
        // The idle timeout closes them (the read ends without an answer).
        let closed = try await slow[0].readToEnd()
        #expect(closed.isEmpty)
        let stopping = ContinuousClock.now
        await server.stop()
        print("stopped in \(ContinuousClock.now - stopping)")
        // Release: 0.5 s; a debug build under the suite's load: up to 2.3 s.
        #expect(ContinuousClock.now - stopping < .seconds(10))
    }

    @Test func connectionsOverTheLimitAre503() async throws {
        var limits = PreviewLimits()
        limits.connections = 8
        let server = try await Self.server(limits)
        let port = UInt16(server.port)
        let open = try (0..<8).map { _ in try RawConnection(port: port, timeout: 20) }
        // Let the server take them all in before the next one.
        try await Task.sleep(for: .milliseconds(200))
        let refused = try await RawHTTP.request(port: port, target: "/", timeout: 20)
        #expect(refused.status == 503)
        #expect(refused.headers["retry-after"] == "1")
        withExtendedLifetime(open) {}
        await server.stop()
    }

    /// `?width=` is bounded in value and count: 1e-300 crashed the server
    /// (a strip of 4 million snap offsets, then a trap), and a repeated width
    /// drew hundreds of megabytes.
    @Test func widthsAreBoundedInValueAndCount() async throws {
        let server = try await Self.server()
        let port = UInt16(server.port)
        for width in [
            "1e-300", "0", "-1", "0.5", "100001", "1e308", "nan", "inf", String(repeating: "1,", count: 8) + "1",
        ] {
            for target in [
                "/pages/feed.html?width=\(width)", "/pages/feed.json?width=\(width)", "/pages/feed.svg?width=\(width)",
            ] {
                let answer = try await RawHTTP.request(port: port, target: target, timeout: 20)
                #expect(answer.status == 400, "\(target)")
                #expect(answer.body.contains("width must be 1 to 8 numbers from 1…100000"), "\(target)")
            }
            // The live page shows one device: one width in the same range.
            let live = try await RawHTTP.request(port: port, target: "/pages/feed?width=\(width)", timeout: 20)
            #expect(live.status == 400, "live page, width \(width)")
            #expect(live.body.contains("the live page takes one width from 1…100000"), "live page, width \(width)")
        }
        let narrow = try await RawHTTP.request(port: port, target: "/pages/feed.json?width=1", timeout: 20)
        #expect(narrow.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(narrow.body.utf8)) as? [String: Any])
        let offsets = (json["sections"] as? [[String: Any]] ?? []).compactMap {
            ($0["strip"] as? [String: Any])?["snapOffsets"] as? [Any]
        }
        #expect(!offsets.isEmpty && offsets.allSatisfy { $0.count < 1_000 }, "\(offsets.map(\.count))")
        await #expect(
            try RawHTTP.request(
                port: port, target: "/pages/feed.html?width=" + String(repeating: "390,", count: 7) + "390", timeout: 20
            ).status == 200)
        await server.stop()
    }

    /// Another site's page may link to the preview but not fetch from it;
    /// on loopback, only loopback names are answered.
    @Test func crossSiteFetchesAndForeignHostsAre403() async throws {
        let server = try await Self.server()
        let port = UInt16(server.port)
        let fetched = try await RawHTTP.request(
            port: port, target: "/pages/feed.json", headers: ["Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: no-cors"])
        #expect(fetched.status == 403)
        let followed = try await RawHTTP.request(
            port: port, target: "/", headers: ["Sec-Fetch-Site: cross-site", "Sec-Fetch-Mode: navigate"])
        #expect(followed.status == 200)
        await #expect(
            try RawHTTP.request(
                port: port, target: "/", headers: ["Sec-Fetch-Site: same-origin", "Sec-Fetch-Mode: cors"]
            ).status == 200)
        await #expect(try RawHTTP.request(port: port, target: "/", host: "evil.example:\(port)").status == 403)
        await server.stop()
    }
}
