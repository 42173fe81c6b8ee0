import FlyingFox
import Foundation
import QuiltCore
@testable import QuiltModules
import Testing

@Suite("HTTP requests", .serialized)
struct HTTPRequestTests {
    private func reason(_ request: HTTPDataRequest) async -> RequestError.Reason? {
        do {
            _ = try await request.fetch()
            return nil
        } catch {
            return error.reason
        }
    }

    private func request(_ server: TestServer, _ path: String, timeout: Double = 10, maxBytes: Int = 4096) throws -> HTTPDataRequest {
        HTTPDataRequest(requestID: "feed", url: try #require(URL(string: server.url(path))), timeout: timeout, maxBytes: maxBytes)
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
        if case .transport? = reason {} else if case .timedOut? = reason {} else { Issue.record("expected a transport error, got \(String(describing: reason))") }
    }

    @Test func transportSendsParametersAndRefusesWhatItCannotFetch() throws {
        let transport = StandardTransport(roots: nil)
        let made = try transport.dataRequest(for: ResolvedRequest(
            requestID: "r", url: "https://x.test/feed?a=1", parameters: [.init("page", "2"), .init("q", "a b&c")]))
        #expect(made.target == "https://x.test/feed?a=1&page=2&q=a%20b%26c")
        #expect(throws: RequestError(request: "r", target: "https://x.test/a", reason: .offline)) {
            try StandardTransport(roots: nil, offline: true).dataRequest(for: ResolvedRequest(requestID: "r", url: "https://x.test/a"))
        }
        #expect(throws: RequestError.self) { try transport.dataRequest(for: ResolvedRequest(requestID: "r", url: "ftp://x.test/a")) }
        #expect(throws: RequestError.self) { try transport.dataRequest(for: ResolvedRequest(requestID: "r", url: "https:///nohost")) }
    }
}
