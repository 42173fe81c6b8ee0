import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// Serves a ``PreviewSite`` over HTTP/1.1 with Hummingbird 2 on SwiftNIO, and
/// polls its files for changes until stopped.
///
/// Every connection passes a ``RequestGuard`` before NIO's HTTP parser sees
/// it (``PreviewLimits``); on a loopback address only requests made to a
/// loopback name are answered (``LoopbackHost``), and requests another web
/// site's page makes are refused (``PreviewResponder``).
public final class PreviewServer: Sendable {
    /// What is served.
    public let site: PreviewSite
    /// `http://host:port/`, with the port actually listened on.
    public let url: String
    /// The port listened on.
    public let port: Int
    private let group: ServiceGroup
    private let connections: ConnectionCount
    private let serving: Task<Void, Never>
    private let polling: Task<Void, Never>

    private init(
        site: PreviewSite, url: String, port: Int, group: ServiceGroup, connections: ConnectionCount,
        serving: Task<Void, Never>, polling: Task<Void, Never>
    ) {
        self.site = site
        self.url = url
        self.port = port
        self.group = group
        self.connections = connections
        self.serving = serving
        self.polling = polling
    }

    /// Starts serving `site` on `host` (an IPv4 or IPv6 address, or
    /// `localhost`) and `port` (0: any free port), polling its files every
    /// `pollInterval`. Returns once the server listens.
    public static func start(
        site: PreviewSite, host: String, port: Int, pollInterval: Duration = .milliseconds(500)
    ) async throws(PreviewError) -> PreviewServer {
        guard (0...65_535).contains(port) else {
            throw PreviewError("the port must be between 0 and 65535, found \(port)")
        }
        let address = host == "localhost" ? "127.0.0.1" : host
        guard Self.isAddress(address) else {
            throw PreviewError("--host must be an IPv4 or IPv6 address or localhost, found '\(host)'")
        }
        let limits = site.limits
        let connections = ConnectionCount(limit: limits.connections)
        var logger = Logger(label: "quilt.preview")
        logger.logLevel = .critical
        let checksHost = LoopbackHost.isLoopback(address: address)
        let responder = PreviewResponder(site: site, checksHost: checksHost)
        let admission = SessionAdmission(site: site, checksHost: checksHost)
        let (running, listening) = AsyncStream.makeStream(of: Int.self)
        let application = Application(
            responder: responder,
            server: HTTPServerBuilder { respond in
                GuardedChildChannel(
                    base: HTTP1WebSocketUpgradeChannel(
                        responder: respond, configuration: Self.channel(limits),
                        shouldUpgrade: { head, _, _ in Self.upgrade(head, admission: admission) }),
                    limits: limits, connections: connections,
                    vetUpgrade: { target, host, origin in admission.vet(target: target, host: host, origin: origin) })
            },
            configuration: ApplicationConfiguration(address: .hostname(address, port: port), serverName: nil),
            onServerRunning: { channel in
                listening.yield(channel.localAddress?.port ?? port)
                listening.finish()
            },
            logger: logger
        )
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let (failures, failed) = AsyncStream.makeStream(of: String.self)
        let serving = Task {
            do { try await group.run() } catch { failed.yield(Self.reason(error)) }
            failed.finish()
            listening.finish()
        }
        // Whichever comes first: listening, or the group ending (port in use).
        var bound: Int?
        for await value in running {
            bound = value
            break
        }
        guard let bound else {
            var reason = "the server stopped before it listened"
            for await failure in failures {
                reason = failure
                break
            }
            serving.cancel()
            throw PreviewError("cannot listen on \(host):\(port): \(reason)")
        }
        let polling = Task {
            while !Task.isCancelled {
                do { try await Task.sleep(for: pollInterval) } catch { return }
                await site.checkForChanges()
            }
        }
        let shownHost = address.contains(":") ? "[\(address)]" : address
        return PreviewServer(
            site: site, url: "http://\(shownHost):\(bound)/", port: bound, group: group, connections: connections,
            serving: serving, polling: polling)
    }

    /// Stops polling, answers waiting live-reload polls, ends live sessions,
    /// stops accepting connections and lets open requests finish — for at
    /// most `grace`, after which every connection is closed.
    public func stop(grace: Duration = .milliseconds(500)) async {
        polling.cancel()
        await site.close()
        await group.triggerGracefulShutdown()
        let serving = self.serving
        let connections = self.connections
        let overdue = Task {
            try? await Task.sleep(for: grace)
            // Whatever a graceful shutdown left open is closed, then cancelled.
            connections.closeAll()
            try? await Task.sleep(for: grace)
            serving.cancel()
        }
        await serving.value
        overdue.cancel()
    }

    /// A WebSocket upgrade to `/session/NAME` (vetted by the guard) runs a
    /// live session when ``SessionAdmission`` admits it, else is closed at
    /// once with the refusal's code; other upgrades are answered over HTTP.
    ///
    /// The decision is made on the event loop from the path alone, and the
    /// admission (which reads the project) runs in the upgraded
    /// connection's task: an async decision would run in a task NIO starts
    /// at the default priority, behind every queued task of the process
    /// (seen as minute-long waits for a session beside busy tests), while
    /// the connection's task has the server's priority.
    private static func upgrade(
        _ head: HTTPRequest, admission: SessionAdmission
    ) -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> {
        let request = PreviewRequest(
            method: head.method.rawValue, target: head.path ?? "/",
            headers: ["host": head.authority, "origin": head.headerFields[.origin]].compactMapValues { $0 })
        guard case .session(let name) = PreviewRoute(path: request.path) else { return .dontUpgrade }
        return .upgrade([:]) { inbound, outbound, _ in
            switch await admission.admit(request, name: name) {
            case .success(let ticket):
                try await SessionConnection.run(ticket, site: admission.site, inbound: inbound, outbound: outbound)
            case .failure(let refusal):
                try? await outbound.close(
                    .init(codeNumber: refusal.closeCode), reason: String(refusal.reason.utf8.prefix(120)) ?? "refused")
            }
        }
    }

    /// The channel's settings: NIO's parser limits repeat the guard's (a
    /// second line for connections the guard lets through unchecked after an
    /// upgrade), idle connections close; WebSocket frames from the page are
    /// at most a message long, and the socket is pinged while open.
    private static func channel(_ limits: PreviewLimits) -> HTTP1WebSocketUpgradeChannel.Configuration {
        HTTP1WebSocketUpgradeChannel.Configuration(
            http1: http1(limits),
            ws: WebSocketServerConfiguration(
                maxFrameSize: LiveMessage.maximumBytes, autoPing: .enabled(timePeriod: limits.pingInterval),
                // A page that does not answer a close is not waited for long (stopping stays prompt).
                closeTimeout: .seconds(1),
                // Text that is not UTF-8 closes the socket with 1007 (RFC 6455 §8.1).
                validateUTF8: true))
    }

    private static func http1(_ limits: PreviewLimits) -> HTTP1Channel.Configuration {
        HTTP1Channel.Configuration(
            idleTimeout: nanoseconds(limits.idleTimeout),
            httpDecoderConfiguration: HTTP1Channel.Configuration.DecoderConfiguration(
                maxHeaderFieldSize: max(limits.requestLine, limits.headerLine),
                maxHeaderListSize: limits.requestLine + limits.headerBytes,
                maxHeaderFieldCount: limits.headerCount + 1))
    }

    /// `duration` as NIO's time amount.
    private static func nanoseconds(_ duration: Duration) -> TimeAmount {
        .nanoseconds(
            Int64(duration.components.seconds) * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000)
    }

    /// Why the server stopped, in one sentence. NIO's own description of
    /// a system call's failure carries a stray `)` (`…in use) (errno: 98)`)
    /// and the call's Swift name, so such a failure is described from its
    /// errno here.
    static func reason(_ error: any Error) -> String {
        guard let failure = error as? IOError else { return String(describing: error) }
        let code = failure.errnoCode
        let text = strerror(code).map { String(cString: $0) } ?? "error"
        return "\(text) (errno \(code))"
    }

    /// True for an IPv4 or IPv6 address literal.
    private static func isAddress(_ text: String) -> Bool {
        var v4 = in_addr()
        var v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }
}
