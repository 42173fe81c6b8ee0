import FlyingFox
import Foundation

/// Serves a ``PreviewSite`` over HTTP with FlyingFox and polls its files for
/// changes until stopped.
public final class PreviewServer: Sendable {
    /// What is served.
    public let site: PreviewSite
    /// `http://host:port/`, with the port actually listened on.
    public let url: String
    private let server: HTTPServer
    private let serving: Task<Void, Never>
    private let polling: Task<Void, Never>

    private init(site: PreviewSite, url: String, server: HTTPServer, serving: Task<Void, Never>, polling: Task<Void, Never>) {
        self.site = site
        self.url = url
        self.server = server
        self.serving = serving
        self.polling = polling
    }

    /// Starts serving `site` on `host` (an IPv4 or IPv6 address, or
    /// `localhost`) and `port` (0: any free port), polling its files every
    /// `pollInterval`. Returns once the server listens.
    public static func start(
        site: PreviewSite, host: String, port: Int, pollInterval: Duration = .milliseconds(500)
    ) async throws(PreviewError) -> PreviewServer {
        guard (0...65_535).contains(port) else { throw PreviewError("the port must be between 0 and 65535, found \(port)") }
        let address = host == "localhost" ? "127.0.0.1" : host
        let server: HTTPServer
        do {
            // Long polls wait up to the site's event timeout; the handler
            // timeout must outlast them.
            let timeout = Double(site.eventTimeout.components.seconds) + 30
            let handler = Handler(site: site, checksHost: LoopbackHost.isLoopback(address: address))
            if address.contains(":") {
                server = HTTPServer(address: try .inet6(ip6: address, port: UInt16(port)), timeout: timeout, logger: .disabled,
                                    handler: handler)
            } else {
                server = HTTPServer(address: try .inet(ip4: address, port: UInt16(port)), timeout: timeout, logger: .disabled,
                                    handler: handler)
            }
        } catch {
            throw PreviewError("--host must be an IPv4 or IPv6 address or localhost, found '\(host)'")
        }
        let (failures, failed) = AsyncStream.makeStream(of: (any Error).self)
        let serving = Task {
            do { try await server.run() } catch { failed.yield(error) }
            failed.finish()
        }
        do {
            // Whichever comes first: listening, or `run` failing (port in use).
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await server.waitUntilListening(timeout: 30) }
                group.addTask {
                    for await error in failures { throw error }
                    throw PreviewError("the server stopped before it listened")
                }
                try await group.next()
                group.cancelAll()
            }
        } catch {
            serving.cancel()
            throw PreviewError("cannot listen on \(host):\(port): \(error.localizedDescription)")
        }
        let listening: UInt16
        switch await server.listeningAddress {
        case .ip4(_, let bound)?, .ip6(_, let bound)?: listening = bound
        default: listening = UInt16(port)
        }
        let polling = Task {
            while !Task.isCancelled {
                do { try await Task.sleep(for: pollInterval) } catch { return }
                await site.checkForChanges()
            }
        }
        let shownHost = address.contains(":") ? "[\(address)]" : address
        return PreviewServer(site: site, url: "http://\(shownHost):\(listening)/", server: server, serving: serving, polling: polling)
    }

    /// Stops polling, answers waiting live-reload polls, closes the
    /// listening socket and waits for open connections (briefly).
    public func stop() async {
        polling.cancel()
        await site.close()
        await server.stop(timeout: 2)
        serving.cancel()
    }

    /// Hands FlyingFox's requests to the site with the target as sent;
    /// on a loopback address, only those made to a loopback name (``LoopbackHost``).
    private struct Handler: HTTPHandler {
        let site: PreviewSite
        let checksHost: Bool

        func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
            let answer: PreviewResponse
            if checksHost, let host = request.headers[.host], !LoopbackHost.accepts(host) {
                answer = LoopbackHost.refusal(host)
            } else {
                answer = await site.respond(to: PreviewRequest(method: request.method.rawValue, target: request.target.rawValue))
            }
            var headers = HTTPHeaders()
            headers[.contentType] = answer.contentType
            headers[HTTPHeader("Cache-Control")] = "no-store"
            for (name, value) in answer.headers { headers[HTTPHeader(name)] = value }
            return HTTPResponse(statusCode: HTTPStatusCode(answer.status, phrase: Self.phrase(answer.status)), headers: headers, body: answer.body)
        }

        static func phrase(_ status: Int) -> String {
            switch status {
            case 200: "OK"
            case 400: "Bad Request"
            case 403: "Forbidden"
            case 404: "Not Found"
            case 405: "Method Not Allowed"
            case 422: "Unprocessable Content"
            default: "Status"
            }
        }
    }
}
