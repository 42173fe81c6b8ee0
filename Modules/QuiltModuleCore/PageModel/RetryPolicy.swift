import QuiltCore

/// How often and how patiently a transient failure is tried again
/// (`retry: {attempts: 3, backoff: 0.5, multiplier: 2}`).
///
/// `attempts` counts every try, the first included; before try *k* + 1 the
/// loader waits `backoff × multiplier^(k-1)` seconds (0.5, 1, 2, …). Only
/// transient failures are retried (see ``RequestError/isTransient``).
public struct RetryPolicy: Hashable, Sendable {
    /// Tries in all, at least 1 (1 = no retry).
    public var attempts: Int
    /// Seconds before the first retry.
    public var backoff: Double
    /// Factor applied to the wait after each retry.
    public var multiplier: Double

    /// No retry.
    public static let none = RetryPolicy(attempts: 1, backoff: 0, multiplier: 1)

    /// Creates a policy.
    public init(attempts: Int, backoff: Double = 0.5, multiplier: Double = 2) {
        self.attempts = attempts
        self.backoff = backoff
        self.multiplier = multiplier
    }

    /// Seconds to wait after failed try `attempt` (1-based) before the next.
    public func delay(after attempt: Int) -> Double {
        var delay = backoff
        for _ in 1..<max(1, attempt) { delay *= multiplier }
        return delay
    }
}
