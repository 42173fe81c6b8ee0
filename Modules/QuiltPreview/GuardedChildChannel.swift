import HummingbirdCore
import Logging
import NIOCore

/// A Hummingbird child channel (HTTP/1.1, with or without WebSocket upgrade)
/// with a ``RequestGuard`` in front of its HTTP parser, a
/// ``ParseFailureRelay`` behind it, and the connection counted against
/// ``PreviewLimits/connections``.
struct GuardedChildChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let limits: PreviewLimits
    let connections: ConnectionCount
    /// Refuses upgrade requests before they reach the server (``RequestHeadScanner/vetUpgrade``).
    var vetUpgrade: (@Sendable (String, String?, String?) -> RequestHeadScanner.Refusal?)?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let admitted = connections.open(channel)
        let refusal =
            admitted
            ? nil
            : RequestHeadScanner.Refusal(
                status: 503, reason: "the preview has \(limits.connections) connections open; try again")
        let limits = self.limits
        let vetUpgrade = self.vetUpgrade
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
                RequestGuard(
                    limits: limits, refusing: refusal, maximumFramePayload: LiveMessage.maximumBytes,
                    vetUpgrade: vetUpgrade),
                position: .first)
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            // After the HTTP parser: its errors travel away from the guard.
            try channel.pipeline.syncOperations.addHandler(ParseFailureRelay())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
