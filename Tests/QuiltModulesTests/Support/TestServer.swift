import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// An in-process HTTP/1.1 server on 127.0.0.1 at a free port, for loading
/// tests, on SwiftNIO. Every request is recorded as `path?query` in
/// `arrivals` before its handler runs. A handler's ``TestResponse`` may also
/// misbehave as real servers do: announce a body longer than it sends, cut
/// the body off, or reset the connection.
final class TestServer: Sendable {
    typealias Connection = NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>
    typealias Handler = @Sendable (TestRequest) async throws -> TestResponse

    let port: Int
    let arrivals: Arrivals
    private let routes: TestRoutes
    private let listening: any Channel
    private let task: Task<Void, Never>

    private init(port: Int, arrivals: Arrivals, routes: TestRoutes, listening: any Channel, task: Task<Void, Never>) {
        self.port = port
        self.arrivals = arrivals
        self.routes = routes
        self.listening = listening
        self.task = task
    }

    static func start() async throws -> TestServer {
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    return try Connection(wrappingChannelSynchronously: channel)
                }
            }
        guard let port = server.channel.localAddress?.port else { throw ServerError.noPort }
        let routes = TestRoutes()
        let arrivals = Arrivals()
        let task = Task {
            _ = try? await withThrowingDiscardingTaskGroup { group in
                try await server.executeThenClose { connections in
                    for try await connection in connections {
                        group.addTask { await serve(connection, routes: routes, arrivals: arrivals) }
                    }
                }
            }
        }
        return TestServer(port: port, arrivals: arrivals, routes: routes, listening: server.channel, task: task)
    }

    enum ServerError: Error { case noPort }

    func stop() async {
        try? await listening.close()
        task.cancel()
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Serves `handler` at `path` (any query).
    func route(_ path: String, _ handler: @escaping Handler) async {
        await routes.set(path, handler)
    }

    /// Serves JSON text at `path`, after `gate` opens when one is given.
    func json(_ path: String, _ body: String, status: Int = 200, gate: Gate? = nil) async {
        await route(path) { _ in
            await gate?.wait()
            return TestResponse(status: status, body: body)
        }
    }

    /// Serves a JSON body per query value of `param` (`page=2` → `bodies["2"]`);
    /// gates per value hold those responses until opened.
    func paged(_ path: String, param: String, bodies: [String: String], gates: [String: Gate] = [:]) async {
        await route(path) { request in
            let value = request.query.first { $0.name == param }?.value ?? ""
            await gates[value]?.wait()
            guard let body = bodies[value] else { return TestResponse(status: 404, body: "") }
            return TestResponse(status: 200, body: body)
        }
    }

    private static func serve(_ connection: Connection, routes: TestRoutes, arrivals: Arrivals) async {
        try? await connection.executeThenClose { inbound, outbound in
            var head: HTTPRequestHead?
            for try await part in inbound {
                switch part {
                case .head(let received): head = received
                case .body: continue
                case .end:
                    guard let received = head else { continue }
                    let request = TestRequest(target: received.uri)
                    await arrivals.record(request.target)
                    let response: TestResponse
                    if let handler = await routes.handler(for: request.path) {
                        response = (try? await handler(request)) ?? TestResponse(status: 500, body: "")
                    } else {
                        response = TestResponse(status: 404, body: "")
                    }
                    guard try await write(response, to: outbound, on: connection.channel) else { return }
                }
            }
        }
    }

    /// Writes `response`; false when it ended the connection.
    private static func write(
        _ response: TestResponse, to outbound: NIOAsyncChannelOutboundWriter<HTTPServerResponsePart>,
        on channel: any Channel
    ) async throws -> Bool {
        if case .resetAtOnce = response.ending {
            try await reset(channel)
            return false
        }
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.announcedLength ?? response.body.count))
        try await outbound.write(
            .head(
                HTTPResponseHead(
                    version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)))
        switch response.ending {
        case .complete:
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: response.body))))
            try await outbound.write(.end(nil))
            return true
        case .resetAtOnce:
            return false
        case .cutAfter(let count, let gate):
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: response.body.prefix(count)))))
            await gate?.wait()
            try await channel.close()
            return false
        case .resetAfter(let count):
            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: response.body.prefix(count)))))
            try await reset(channel)
            return false
        }
    }

    /// Closes with a TCP reset (SO_LINGER 0) instead of an orderly end.
    private static func reset(_ channel: any Channel) async throws {
        try await (channel as? any SocketOptionProvider)?.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
        try await channel.close()
    }
}
