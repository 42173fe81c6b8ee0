import NIOConcurrencyHelpers
import NIOCore

/// The preview's open connections, counted across event loops, so one more
/// than ``PreviewLimits/connections`` is refused rather than served, and
/// kept so that stopping can close those a graceful shutdown leaves open
/// (a browser's idle keep-alive connection, a live page's socket).
final class ConnectionCount: Sendable {
    private let channels = NIOLockedValueBox([ObjectIdentifier: any Channel]())
    /// The most connections served at once.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `channel`, until it closes; false when it is over the limit
    /// (it is counted anyway, to be refused and closed).
    func open(_ channel: any Channel) -> Bool {
        let id = ObjectIdentifier(channel)
        channel.closeFuture.whenComplete { [channels] _ in
            channels.withLockedValue { _ = $0.removeValue(forKey: id) }
        }
        return channels.withLockedValue { open in
            open[id] = channel
            return open.count <= limit
        }
    }

    /// Connections open now.
    var current: Int { channels.withLockedValue { $0.count } }

    /// Closes every open connection.
    func closeAll() {
        for channel in channels.withLockedValue({ Array($0.values) }) { channel.close(promise: nil) }
    }
}
