import NIOConcurrencyHelpers

/// The preview's open connections, counted across event loops, so one more
/// than ``PreviewLimits/connections`` is refused rather than served.
final class ConnectionCount: Sendable {
    private let count = NIOLockedValueBox(0)
    /// The most connections served at once.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts a new connection; false when it is over the limit (it is
    /// counted anyway, and must be ``close()``d like the others).
    func open() -> Bool {
        count.withLockedValue { count in
            count += 1
            return count <= limit
        }
    }

    /// A connection closed.
    func close() {
        count.withLockedValue { $0 -= 1 }
    }

    /// Connections open now.
    var current: Int { count.withLockedValue { $0 } }
}
