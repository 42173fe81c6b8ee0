import Foundation
import QuiltCore
@testable import QuiltModules
import QuiltTestSupport
import Testing

@Suite("HTTP requests", .serialized, .highPriority)
struct HTTPRequestTests {
    private func reason(_ request: HTTPDataRequest) async -> RequestError.Reason? {
        do {
            _ = try await request.fetch()
            return nil
        } catch {
            return error.reason
        }
    }

    // 30 s: the in-process server shares two cores with the whole suite
    // (Chromium, child processes); 10 s was once not enough under that load.
    private func request(_ server: TestServer, _ path: String, timeout: Double = 30, maxBytes: Int = 4096) throws
        -> HTTPDataRequest
    {
        HTTPDataRequest(
            requestID: "feed", url: try #require(URL(string: server.url(path))), timeout: timeout, maxBytes: maxBytes)
    }

    @Test func fetchesAndParsesJSON() async throws {
        let server = try await TestServer.start()
        await server.json("/ok", #"{"items": [{"id": "a"}], "more": true}"#)
        let value = try await request(server, "/ok").fetch()
        #expect(value == .object(["items": .array([.object(["id": .string("a")])]), "more": .bool(true)]))
        await server.stop()
    }

    @Test func statusNotJSONAndHugeBodiesAreErrors() async throws {
        let server = try await TestServer.start()
        await server.json("/fail", "{}", status: 503)
        await server.json("/missing", "{}", status: 404)
        await server.json("/html", "<html>oops</html>")
        await server.json("/huge", "[" + String(repeating: "1,", count: 50_000) + "1]")
        #expect(await reason(try request(server, "/fail")) == .httpStatus(503))
        #expect(await reason(try request(server, "/missing")) == .httpStatus(404))
        if case .notJSON? = await reason(try request(server, "/html")) {} else { Issue.record("expected notJSON") }
        #expect(await reason(try request(server, "/huge")) == .tooLarge(limit: 4096))
        await server.stop()
    }

    @Test func aHangingServerTimesOut() async throws {
        let server = try await TestServer.start()
        let never = Gate()
        await server.json("/hang", "{}", gate: never)
        let hanging = try request(server, "/hang", timeout: 0.3)
        do throws(RequestError) {
            _ = try await hanging.fetch()
            Issue.record("expected a timeout")
        } catch {
            #expect(error.reason == .timedOut(seconds: 0.3))
            #expect(error.description == "request 'feed' (\(server.url("/hang"))): no response within 0.3 s (timeout)")
        }
        await never.open()
        await server.stop()
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let server = try await TestServer.start()
        let never = Gate()
        await server.json("/hang", "{}", gate: never)
        let hanging = try request(server, "/hang", timeout: 30)
        let task = Task { await reason(hanging) }
        await server.arrivals.wait(for: "/hang")
        task.cancel()
        #expect(await task.value == .cancelled)
        await never.open()
        await server.stop()
    }

    @Test func aRefusedConnectionIsATransportError() async throws {
        let server = try await TestServer.start()
        let url = server.url("/gone")
        await server.stop()
        let reason = await reason(HTTPDataRequest(requestID: "r", url: try #require(URL(string: url)), timeout: 5))
        // Which of these the system answers depends on timing: a connection
        // caught in the closing listener's backlog is reset, not refused.
        switch reason {
        case .transport?, .timedOut?, .connectionReset?:
            break
        default:
            Issue.record("expected a transport error, got \(String(describing: reason))")
        }
    }

    /// A response announcing a body over the limit is refused from its
    /// `Content-Length`, before any of the body is read: the server here
    /// never sends the body, so only that check can answer in time.
    @Test func aBodyAnnouncedOverTheLimitIsRefusedBeforeReading() async throws {
        let server = try await TestServer.start()
        let never = Gate()
        await server.route("/huge") { _ in
            TestResponse(body: "[1]", announcedLength: 100_000_000, ending: .cutAfter(0, gate: never))
        }
        let started = ContinuousClock.now
        #expect(await reason(try request(server, "/huge", timeout: 20)) == .tooLarge(limit: 4096))
        #expect(ContinuousClock.now - started < .seconds(10), "refused only after \(ContinuousClock.now - started)")
        await never.open()
        await server.stop()
    }

    /// A connection the server resets is named as such at once, not after the timeout.
    @Test func aResetConnectionIsNamedAndNotATimeout() async throws {
        let server = try await TestServer.start()
        await server.route("/reset") { _ in TestResponse(body: "", ending: .resetAtOnce) }
        await server.route("/reset-mid-body") { _ in
            TestResponse(body: #"{"items": [1, 2, 3]}"#, ending: .resetAfter(5))
        }
        for path in ["/reset", "/reset-mid-body"] {
            let started = ContinuousClock.now
            let failure = await reason(try request(server, path, timeout: 20))
            #expect(failure == .connectionReset, "\(path): \(String(describing: failure))")
            #expect(
                ContinuousClock.now - started < .seconds(10), "\(path) answered after \(ContinuousClock.now - started)")
        }
        #expect(
            RequestError(request: "r", target: "u", reason: .connectionReset).description
                == "request 'r' (u): the server reset the connection")
        await server.stop()
    }

    /// A body that ends before its `Content-Length` is a truncated body, with both counts.
    @Test func aTruncatedBodyIsNamedWithItsLengths() async throws {
        let server = try await TestServer.start()
        let body = #"{"items": [1, 2, 3, 4, 5, 6, 7, 8, 9]}"#
        await server.route("/cut") { _ in TestResponse(body: body, ending: .cutAfter(10)) }
        let failure = await reason(try request(server, "/cut", timeout: 20))
        #expect(failure == .truncated(received: 10, expected: body.utf8.count), "\(String(describing: failure))")
        #expect(
            RequestError(request: "r", target: "u", reason: .truncated(received: 10, expected: 38)).description
                == "request 'r' (u): the response ended after 10 of its 38 bytes (truncated)")
        await server.stop()
    }

    @Test func transportSendsParametersAndRefusesWhatItCannotFetch() throws {
        let transport = StandardTransport(roots: nil)
        let made = try transport.dataRequest(
            for: ResolvedRequest(
                requestID: "r", url: "https://x.test/feed?a=1", parameters: [.init("page", "2"), .init("q", "a b&c")]))
        #expect(made.target == "https://x.test/feed?a=1&page=2&q=a%20b%26c")
        #expect(throws: RequestError(request: "r", target: "https://x.test/a", reason: .offline)) {
            try StandardTransport(roots: nil, offline: true).dataRequest(
                for: ResolvedRequest(requestID: "r", url: "https://x.test/a"))
        }
        #expect(throws: RequestError.self) {
            try transport.dataRequest(for: ResolvedRequest(requestID: "r", url: "ftp://x.test/a"))
        }
        #expect(throws: RequestError.self) {
            try transport.dataRequest(for: ResolvedRequest(requestID: "r", url: "https:///nohost"))
        }
    }
}
