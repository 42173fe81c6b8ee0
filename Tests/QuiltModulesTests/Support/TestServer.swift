import FlyingFox
import Foundation

/// An in-process HTTP server on 127.0.0.1 at a free port, for loading tests.
/// Every request is recorded as `path?query` in `arrivals` before its handler runs.
final class TestServer: Sendable {
    let server: HTTPServer
    let port: UInt16
    let arrivals = Arrivals()
    private let task: Task<Void, any Error>

    private init(server: HTTPServer, port: UInt16, task: Task<Void, any Error>) {
        self.server = server
        self.port = port
        self.task = task
    }

    static func start() async throws -> TestServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 60, logger: .disabled)
        let task = Task { try await server.run() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw ServerError.noPort }
        return TestServer(server: server, port: port, task: task)
    }

    enum ServerError: Error { case noPort }

    func stop() async {
        await server.stop()
        task.cancel()
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Serves `handler` at `path` (any query).
    func route(_ path: String, _ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) async {
        let arrivals = self.arrivals
        await server.appendRoute(HTTPRoute(path)) { request in
            let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            await arrivals.record(query.isEmpty ? request.path : "\(request.path)?\(query)")
            return try await handler(request)
        }
    }

    /// Serves JSON text at `path`, after `gate` opens when one is given.
    func json(_ path: String, _ body: String, status: Int = 200, gate: Gate? = nil) async {
        await route(path) { _ in
            await gate?.wait()
            return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "Status"), headers: [.contentType: "application/json"], body: Data(body.utf8))
        }
    }

    /// Serves a JSON body per query value of `param` (`page=2` → `bodies["2"]`);
    /// gates per value hold those responses until opened.
    func paged(_ path: String, param: String, bodies: [String: String], gates: [String: Gate] = [:]) async {
        await route(path) { request in
            let value = request.query.first { $0.name == param }?.value ?? ""
            await gates[value]?.wait()
            guard let body = bodies[value] else { return HTTPResponse(statusCode: .notFound) }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json"], body: Data(body.utf8))
        }
    }
}
