import QuiltCore

/// Waits: retry backoff and autoupdate intervals go through one, so tests can
/// inject a sleeper they advance by hand instead of sleeping.
public protocol Sleeper: Sendable {
    /// Returns after `seconds`; throws when the calling task is cancelled.
    func sleep(seconds: Double) async throws
}

/// Sleeps for real (`Task.sleep`).
public struct TaskSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    /// Sleeps on the task clock.
    public func sleep(seconds: Double) async throws {
        try await Task.sleep(nanoseconds: UInt64(min(max(0, seconds), 86_400) * 1_000_000_000))
    }
}
