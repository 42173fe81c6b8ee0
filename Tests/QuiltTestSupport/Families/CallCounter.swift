import Foundation

/// Counts calls by name, safely from any thread.
public final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// A counter at zero.
    public init() {}

    /// Counts one call of `name`.
    public func record(_ name: String) {
        lock.withLock { counts[name, default: 0] += 1 }
    }

    /// How many calls of `name` were counted.
    public func count(_ name: String) -> Int {
        lock.withLock { counts[name, default: 0] }
    }
}
