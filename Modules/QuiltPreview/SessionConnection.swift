import Foundation
import HummingbirdWebSocket
import NIOWebSocket

/// Runs one live session over its WebSocket: messages in go to the
/// ``LiveSession`` one at a time, its output goes out in order; a watched
/// file's change reloads it; silence past ``PreviewLimits/sessionIdleTimeout``
/// closes it. A binary message is refused with an `error` message.
///
/// What RFC 6455 makes a failure of the connection closes it with the code
/// the WebSocket layer found: text that is not UTF-8 (1007), a message over
/// `LiveMessage.maximumBytes` sent in fragments (1009), a frame out of
/// order (1002). The reading ends with that error, and ``run(_:site:inbound:outbound:)``
/// throws it once the session is closed, so the handler closes the socket
/// with the code rather than a normal 1000. (Oversized and unmasked frames
/// never get here: ``RequestGuard`` refuses them from their headers.)
enum SessionConnection {
    static func run(
        _ ticket: SessionAdmission.Ticket, site: PreviewSite, inbound: WebSocketInboundStream,
        outbound: WebSocketOutboundWriter
    ) async throws {
        guard await site.sessions.open() else {
            try? await outbound.close(.init(codeNumber: 1013), reason: "too many live pages are open; try again")
            return
        }
        let (output, sink) = AsyncStream.makeStream(of: LiveOutput.self)
        let session = LiveSession(
            site: site, name: ticket.name, width: ticket.width, direction: ticket.direction, viewport: ticket.viewport,
            send: { sink.yield($0) })
        let reading = Task { () -> (any Error)? in
            defer { sink.finish() }
            do {
                for try await message in inbound.messages(maxSize: LiveMessage.maximumBytes) {
                    switch message {
                    case .text(let text): await session.receive(text)
                    case .binary: await session.refuse("messages are JSON text")
                    }
                }
                return nil
            } catch {
                return error
            }
        }
        let watching = Task {
            await watch(site, session: session)
            // The server is stopping: end the session now, not at the grace period's end.
            if !Task.isCancelled { sink.yield(.close("the preview server stopped")) }
        }
        let timeout = site.limits.sessionIdleTimeout
        let idling = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: min(timeout, .seconds(30)))
                if await session.idleTime > timeout {
                    sink.yield(.close("idle for \(timeout.components.seconds) s"))
                    return
                }
            }
        }
        await session.open()
        sending: for await item in output {
            switch item {
            case .text(let text):
                do { try await outbound.writeTextMessage(text) } catch { break sending }
            case .close(let reason):
                try? await outbound.close(.normalClosure, reason: reason)
                break sending
            }
        }
        reading.cancel()
        watching.cancel()
        idling.cancel()
        sink.finish()
        await session.close()
        await site.sessions.close()
        if let failure = await reading.value { throw failure }
    }

    /// Reloads the session after each change the site's monitor counts;
    /// returns when cancelled or once the server stops.
    private static func watch(_ site: PreviewSite, session: LiveSession) async {
        var seen = await site.version
        while !Task.isCancelled {
            let now = await site.monitor.version(after: seen, timeout: .seconds(3_600))
            if now != seen {
                seen = now
                await session.reload()
            } else if await site.monitor.isClosed {
                return
            }
        }
    }
}
